/**
 * @file Reads what a photo says about itself: capture time, GPS (EXIF's, else XMP's), camera and
 * lens, orientation, the XMP/IPTC title, description and keywords, and named face regions, with exifr.
 *
 * Times are kept as the camera wrote them — local wall-clock time plus the offset when the file
 * has one — because "photos from the morning" means the morning where they were taken. The same
 * reader serves embedded metadata and `.xmp` sidecars, which hold the same XMP.
 */
import * as exifrModule from "exifr";
import { readRegularFile, WHOLE_FILE_MAX_BYTES } from "../../native/regular-file";
import type { Container } from "../../native/sniff";
import { heifExif } from "./heif-exif";

export interface LocalTime {
  /** Wall-clock time, ISO 8601 without offset ("2024-07-14T09:32:10"). */
  local: string;
  /** "+02:00" when the source records it. */
  offset: string | null;
}

export interface PhotoMetadata {
  /** From EXIF DateTimeOriginal and friends. */
  exifTime: LocalTime | null;
  /** From XMP/IPTC DateCreated when EXIF has none. */
  xmpTime: LocalTime | null;
  lat: number | null;
  lon: number | null;
  /** Which part of the file the coordinates came from: EXIF's GPS directory, or XMP's exif:GPS* alone. */
  gpsFrom: "exif" | "xmp" | null;
  camera: string | null;
  lens: string | null;
  /** Software that wrote the file, which is how some screenshots say what they are. */
  software: string | null;
  userComment: string | null;
  orientation: number;
  title: string | null;
  description: string | null;
  keywords: string[];
  /** Names on MWG or Microsoft face regions. */
  people: string[];
  /** Those regions, each with where it is when the writer said so. */
  regions: FaceRegion[];
}

/** A named face region; `box` is normalised to the image (0–1, top-left origin), as the writer stored it. */
export interface FaceRegion {
  name: string;
  box: { x: number; y: number; width: number; height: number } | null;
}

export const EMPTY_METADATA: PhotoMetadata = {
  exifTime: null,
  xmpTime: null,
  lat: null,
  lon: null,
  gpsFrom: null,
  camera: null,
  lens: null,
  software: null,
  userComment: null,
  orientation: 1,
  title: null,
  description: null,
  keywords: [],
  people: [],
  regions: [],
};

type Tags = Record<string, unknown>;

// exifr ships a UMD build (what Node loads) and an ESM build (what Vite and bundlers load); only the
// ESM build's named exports carry `sidecar`, only the UMD's default does. Take each verb from
// whichever build this is.
const exifr = {
  parse: exifrModule.parse ?? exifrModule.default.parse,
  sidecar: (exifrModule as unknown as { sidecar?: typeof exifrModule.default.sidecar }).sidecar ?? exifrModule.default.sidecar,
};

const OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  xmp: true,
  iptc: true,
  icc: false,
  jfif: false,
  ihdr: false,
  // Raw values: exifr would otherwise turn "2024:07:14 09:32:10" into a Date in *this* machine's zone.
  reviveValues: false,
  translateValues: false,
  mergeOutput: true,
};

/** Metadata embedded in a file, from its bytes or (reading only the header) from its path. */
export async function readMetadata(input: Buffer | string, container: Container): Promise<PhotoMetadata> {
  const bytes = typeof input === "string" && container === "avif" ? await readRegularFile(input, WHOLE_FILE_MAX_BYTES) : input;
  const source = (container === "heif" || container === "avif") && typeof bytes !== "string" ? heifExif(bytes) : bytes;
  if (!source) return EMPTY_METADATA;
  const tags = (await exifr.parse(source, OPTIONS)) as Tags | undefined;
  return tags ? fromTags(tags) : EMPTY_METADATA;
}

/** The bytes of an `.xmp` sidecar, which Lightroom, darktable and digiKam write beside RAW files. */
export async function readXmpSidecar(bytes: Buffer): Promise<PhotoMetadata> {
  const grouped = (await exifr.sidecar(bytes, { ...OPTIONS, mergeOutput: true }, "xmp")) as Record<string, unknown> | undefined;
  if (!grouped) return EMPTY_METADATA;
  // exifr groups a sidecar by namespace; flatten it into the shape embedded XMP has.
  const tags: Tags = {};
  for (const [ns, values] of Object.entries(grouped)) {
    if (ns === "xmlns" || !values || typeof values !== "object" || Array.isArray(values)) continue;
    for (const [key, value] of Object.entries(values as Tags)) if (!(key in tags)) tags[key] = value;
  }
  return fromTags(tags);
}

export function fromTags(tags: Tags): PhotoMetadata {
  const regions = faceRegions(tags);
  const exifTime = firstTime(tags, ["DateTimeOriginal", "CreateDate", "DateTimeDigitized"]);
  const xmpTime = firstTime(tags, ["DateCreated", "photoshop:DateCreated", "xmp:CreateDate"]);
  const offset = text(tags.OffsetTimeOriginal) ?? text(tags.OffsetTime);
  const withOffset = (time: LocalTime | null): LocalTime | null =>
    time && { local: time.local, offset: time.offset ?? (offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : null) };
  const exifLat = coordinate(tags.latitude, 90);
  const exifLon = coordinate(tags.longitude, 180);
  const fromExif = exifLat !== null && exifLon !== null;
  // exifr computes latitude/longitude from EXIF's GPS directory only; XMP's coordinates arrive as
  // the strings XMP writes them in, under the same names as EXIF's (a GPS directory's own are arrays).
  const xmpLat = fromExif ? null : xmpCoordinate(tags.GPSLatitude, "NS", 90);
  const xmpLon = fromExif ? null : xmpCoordinate(tags.GPSLongitude, "EW", 180);
  const fromXmp = xmpLat !== null && xmpLon !== null;
  return {
    exifTime: withOffset(exifTime),
    xmpTime: withOffset(xmpTime),
    lat: fromExif ? exifLat : fromXmp ? xmpLat : null,
    lon: fromExif ? exifLon : fromXmp ? xmpLon : null,
    gpsFrom: fromExif ? "exif" : fromXmp ? "xmp" : null,
    camera: cameraName(text(tags.Make), text(tags.Model)),
    lens: text(tags.LensModel) ?? text(tags.Lens) ?? text(tags.LensInfo) ?? null,
    software: text(tags.Software) ?? text(tags.CreatorTool),
    userComment: text(tags.UserComment),
    orientation: orientation(tags.Orientation),
    title: langText(tags.title) ?? text(tags.ObjectName) ?? null,
    description: langText(tags.description) ?? text(tags.ImageDescription) ?? text(tags.Caption) ?? null,
    keywords: keywords(tags),
    // IPTC's "person shown" names the people without placing their faces (Photo Mechanic, exiftool, Bridge).
    people: uniqueNames([...regions.map((r) => r.name), ...personsShown(tags)]),
    regions,
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

function firstTime(tags: Tags, keys: string[]): LocalTime | null {
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

/**
 * An XMP GPSCoordinate: "DDD,MM,SSk" or "DDD,MM.mmk" with k the hemisphere (N/S for latitude, E/W
 * for longitude), as the XMP specification writes it; a signed decimal, as some tools write
 * instead, is read too.
 */
export function xmpCoordinate(value: unknown, hemispheres: "NS" | "EW", limit: number): number | null {
  if (typeof value === "number") return coordinate(value, limit);
  if (typeof value !== "string") return null;
  const m = /^\s*([+-]?\d+(?:\.\d+)?)(?:\s*[,\s]\s*(\d+(?:\.\d+)?))?(?:\s*[,\s]\s*(\d+(?:\.\d+)?))?\s*([NSEW])?\s*$/i.exec(value);
  if (!m) return null;
  const [, d, min, sec, hemisphere] = m;
  const signed = /^[+-]/.test(d!);
  const letter = hemisphere?.toUpperCase();
  // Minutes and seconds come with a hemisphere letter; a sign comes alone with its decimal degrees.
  if (letter === undefined ? min !== undefined : signed || !hemispheres.includes(letter)) return null;
  const minutes = min === undefined ? 0 : Number(min);
  const seconds = sec === undefined ? 0 : Number(sec);
  if (minutes >= 60 || seconds >= 60) return null;
  const magnitude = Math.abs(Number(d)) + minutes / 60 + seconds / 3600;
  const negative = letter === "S" || letter === "W" || d!.startsWith("-");
  return coordinate(negative ? -magnitude : magnitude, limit);
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

/**
 * Named face regions: MWG (`mwg-rs:Regions`, written by Lightroom, digiKam, Picasa), whose area is
 * a centre and a size, and Microsoft's (`MP:RegionInfo`, written by Windows Photo Gallery), whose
 * rectangle is a corner and a size.
 */
function faceRegions(tags: Tags): FaceRegion[] {
  const regions: FaceRegion[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 6 || !node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, depth + 1));
    const region = node as Tags;
    const mwg = "Name" in region && (region.Type === undefined || region.Type === "Face") ? text(region.Name) : null;
    if (mwg) regions.push({ name: mwg, box: mwgArea(region.Area) });
    const microsoft = "PersonDisplayName" in region ? text(region.PersonDisplayName) : null;
    if (microsoft) regions.push({ name: microsoft, box: microsoftRectangle(region.Rectangle) });
    for (const value of Object.values(region)) visit(value, depth + 1);
  };
  visit(tags.Regions, 0);
  visit(tags.RegionInfo, 0);
  return regions;
}

/** The names of IPTC Extension's `Iptc4xmpExt:PersonInImage`: a bag of names, or one name alone. */
function personsShown(tags: Tags): string[] {
  const value = tags.PersonInImage;
  return (Array.isArray(value) ? value : [value]).flatMap((item) => {
    const name = langText(item);
    return name ? [name] : [];
  });
}

/** The names, each once whatever its case, in the order first written. */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

function mwgArea(area: unknown): FaceRegion["box"] {
  if (!area || typeof area !== "object") return null;
  const { x, y, w, h, unit } = area as Tags;
  if (unit !== undefined && unit !== "normalized") return null;
  return normalisedBox(Number(x) - Number(w) / 2, Number(y) - Number(h) / 2, Number(w), Number(h));
}

function microsoftRectangle(rectangle: unknown): FaceRegion["box"] {
  const parts = typeof rectangle === "string" ? rectangle.split(",").map(Number) : [];
  return parts.length === 4 ? normalisedBox(parts[0]!, parts[1]!, parts[2]!, parts[3]!) : null;
}

/** A box that lies within the image and has a size, or none: a writer's bad numbers place no face. */
function normalisedBox(x: number, y: number, width: number, height: number): FaceRegion["box"] {
  const ok = [x, y, width, height].every(Number.isFinite) && width > 0 && height > 0 && x >= -0.01 && y >= -0.01 && x + width <= 1.01 && y + height <= 1.01;
  return ok ? { x, y, width, height } : null;
}
