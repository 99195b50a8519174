/**
 * @file Reads what a photo says about itself: capture time, GPS, camera, orientation and the
 * XMP/IPTC description and keywords, with exifr.
 *
 * Times are kept as the camera wrote them — local wall-clock time plus the offset when the file
 * has one — because "photos from the morning" means the morning where they were taken.
 */
import exifr from "exifr";

export type TakenSource = "exif" | "xmp";

export interface PhotoMetadata {
  /** Wall-clock capture time, ISO 8601 without offset ("2024-07-14T09:32:10"). */
  takenAt: string | null;
  /** "+02:00" when the file records it. */
  takenOffset: string | null;
  takenSource: TakenSource | null;
  lat: number | null;
  lon: number | null;
  camera: string | null;
  orientation: number;
  title: string | null;
  description: string | null;
  keywords: string[];
}

export const EMPTY_METADATA: PhotoMetadata = {
  takenAt: null,
  takenOffset: null,
  takenSource: null,
  lat: null,
  lon: null,
  camera: null,
  orientation: 1,
  title: null,
  description: null,
  keywords: [],
};

type Tags = Record<string, unknown>;

export async function readMetadata(file: string): Promise<PhotoMetadata> {
  // Raw values: exifr would otherwise turn "2024:07:14 09:32:10" into a Date in *this* machine's zone.
  const tags = (await exifr.parse(file, {
    tiff: true,
    exif: true,
    gps: true,
    xmp: true,
    iptc: true,
    icc: false,
    jfif: false,
    ihdr: false,
    reviveValues: false,
    translateValues: false,
    mergeOutput: true,
  })) as Tags | undefined;
  return tags ? fromTags(tags) : EMPTY_METADATA;
}

export function fromTags(tags: Tags): PhotoMetadata {
  const exifTime = firstTime(tags, ["DateTimeOriginal", "CreateDate", "DateTimeDigitized"]);
  const xmpTime = exifTime ? null : firstTime(tags, ["DateCreated", "photoshop:DateCreated", "xmp:CreateDate"]);
  const time = exifTime ?? xmpTime;
  const offset = text(tags.OffsetTimeOriginal) ?? text(tags.OffsetTime) ?? time?.offset ?? null;
  const make = text(tags.Make);
  const model = text(tags.Model);
  return {
    takenAt: time?.local ?? null,
    takenOffset: offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : null,
    takenSource: exifTime ? "exif" : xmpTime ? "xmp" : null,
    lat: coordinate(tags.latitude, 90),
    lon: coordinate(tags.longitude, 180),
    camera: cameraName(make, model),
    orientation: orientation(tags.Orientation),
    title: langText(tags.title) ?? text(tags.ObjectName) ?? null,
    description: langText(tags.description) ?? text(tags.ImageDescription) ?? text(tags.Caption) ?? null,
    keywords: keywords(tags),
  };
}

/** Parses "2024:07:14 09:32:10", "2024-07-14T09:32:10+02:00" and friends without a time zone. */
export function parseExifTime(raw: string): { local: string; offset: string | null } | null {
  const m = /^(\d{4})[:-](\d{2})[:-](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(raw.trim());
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  // Cameras with an unset clock write "0000:00:00 00:00:00"; that is no time at all.
  if (year < 1800 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 60) return null;
  const offset = zone === undefined ? null : zone === "Z" ? "+00:00" : zone.replace(/^([+-]\d{2}):?(\d{2})$/, "$1:$2");
  return { local: `${y}-${mo}-${d}T${h}:${mi}:${s}`, offset };
}

function firstTime(tags: Tags, keys: string[]) {
  for (const key of keys) {
    const raw = text(tags[key]);
    const parsed = raw ? parseExifTime(raw) : null;
    if (parsed) return parsed;
  }
  return null;
}

function text(value: unknown): string | null {
  if (typeof value === "string") {
    const trimmed = value.replace(/\0/g, "").trim();
    return trimmed.length > 0 ? trimmed : null;
  }
  if (typeof value === "number") return String(value);
  return null;
}

/** XMP language alternatives arrive as { lang, value } or a list of them. */
function langText(value: unknown): string | null {
  if (Array.isArray(value)) return langText(value[0]);
  if (value && typeof value === "object" && "value" in value) return text((value as { value: unknown }).value);
  return text(value);
}

function coordinate(value: unknown, limit: number): number | null {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

function orientation(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 8 ? value : 1;
}

function cameraName(make: string | null, model: string | null): string | null {
  if (!make) return model;
  if (!model) return make;
  // Many models already start with the make ("Canon EOS 5D" from "Canon").
  return model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
}

function keywords(tags: Tags): string[] {
  const found = new Map<string, string>();
  for (const key of ["Keywords", "subject"]) {
    const value = tags[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      const word = langText(item);
      if (word && !found.has(word.toLowerCase())) found.set(word.toLowerCase(), word);
    }
  }
  return [...found.values()];
}
