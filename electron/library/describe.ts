/**
 * @file Decides what is true of a photo when its file, its sidecars and its name disagree, and
 * records where each answer came from.
 *
 * Runs in the engine's process. The order is the one a person would trust: what the camera wrote
 * (EXIF), then what an editor wrote (XMP in the file, then an `.xmp` sidecar), then what Google
 * kept (Takeout JSON), then the date in the file name, and last the file's modification time,
 * which copying often resets.
 */
import { otherSpellings } from "../words/terms";
import { floatingMs } from "./floating-time";
import { dateFromFileName } from "./file-name-date";
import type { LocalTime, PhotoMetadata } from "./metadata";
import { placeLabel, reverseGeocode } from "./places/reverse-geocode";
import { timeTags } from "./places/time-tags";
import { utcToLocal } from "./places/local-time";
import type { FoundImage } from "./scan";
import { isScreenshot } from "./screenshot";
import { findSidecars, readTakeout, readXmpFile, siblingPath, type TakeoutFacts } from "./sidecars";
import type { PhotoKind, PhotoRow } from "../store/store";
import type { VideoMetadata } from "./video";

export interface DescribeInput {
  file: FoundImage;
  embedded: PhotoMetadata;
  video?: VideoMetadata | null;
  format: string;
  width: number;
  height: number;
}

type Described = Pick<
  PhotoRow,
  | "kind" | "taken_at" | "taken_offset" | "taken_source" | "taken_ms" | "lat" | "lon" | "place" | "region" | "country"
  | "country_code" | "district" | "region_code" | "time_tags" | "camera" | "lens" | "title" | "description" | "keywords" | "people" | "sources" | "search_text"
>;

export async function describeFile(input: DescribeInput): Promise<Described> {
  const { file, embedded } = input;
  const sidecars = findSidecars(file.name, file.siblings);
  const xmp = sidecars.xmp ? await readXmpFile(siblingPath(file.path, sidecars.xmp)) : null;
  const takeout = sidecars.takeout ? await readTakeout(siblingPath(file.path, sidecars.takeout)) : null;
  const sources: Record<string, string> = {};
  /** The first candidate with a value, recording its source; a function is only called when reached. */
  const pick = <T>(field: string, candidates: Array<[string, T | null | undefined | (() => T | null)]>): T | null => {
    for (const [source, candidate] of candidates) {
      const value = typeof candidate === "function" ? (candidate as () => T | null)() : candidate;
      if (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)) {
        sources[field] = source;
        return value;
      }
    }
    return null;
  };

  const gps = pick<{ lat: number; lon: number }>("gps", [
    [embedded.gpsFrom ?? "exif", position(embedded)],
    ["xmp-sidecar", xmp && position(xmp)],
    ["takeout", takeout && position(takeout)],
  ]);
  const lat = gps?.lat ?? null;
  const lon = gps?.lon ?? null;
  const taken = pick<LocalTime>("taken", [
    ["exif", embedded.exifTime],
    ["xmp", embedded.xmpTime],
    ["xmp-sidecar", xmp?.exifTime ?? xmp?.xmpTime],
    ["takeout", () => (takeout?.takenUtc ? utcToLocal(takeout.takenUtc, lat, lon) : null)],
    ["video", () => (input.video?.createdUtc ? utcToLocal(input.video.createdUtc, lat, lon) : null)],
    ["filename", () => dateFromFileName(file.name)],
    ["mtime", () => utcToLocal(new Date(file.mtimeMs), lat, lon)],
  ]);

  const camera = pick("camera", [["exif", embedded.camera], ["xmp-sidecar", xmp?.camera]]);
  const lens = pick("lens", [["exif", embedded.lens], ["xmp-sidecar", xmp?.lens]]);
  const title = capped(pick("title", [["xmp", embedded.title], ["xmp-sidecar", xmp?.title], ["takeout", takeoutTitle(takeout, file.name)]]), MAX_TITLE);
  const description = capped(pick("description", [["xmp", embedded.description], ["xmp-sidecar", xmp?.description], ["takeout", takeout?.description]]), MAX_DESCRIPTION);
  const keywords = merged(embedded.keywords, xmp?.keywords ?? []);
  if (keywords.length > 0) sources.keywords = embedded.keywords.length > 0 ? "xmp" : "xmp-sidecar";
  const people = merged(embedded.people, xmp?.people ?? [], takeout?.people ?? []);
  if (people.length > 0) sources.people = embedded.people.length > 0 ? "xmp" : (xmp?.people.length ?? 0) > 0 ? "xmp-sidecar" : "takeout";

  const place = lat !== null && lon !== null ? reverseGeocode(lat, lon) : null;
  if (place) sources.place = "gps";
  const kind: PhotoKind =
    input.format === "video"
      ? "video"
      : isScreenshot({ name: file.name, format: input.format, width: input.width, height: input.height, camera, userComment: embedded.userComment })
        ? "screenshot"
        : "photo";
  const tags = taken ? timeTags(taken.local, lat, place?.countryCode ?? null) : [];

  const described: Described = {
    kind,
    taken_at: taken?.local ?? null,
    taken_offset: taken?.offset ?? null,
    taken_source: taken ? sources.taken! : null,
    taken_ms: taken ? floatingMs(taken.local) : null,
    lat,
    lon,
    place: place?.city ?? null,
    district: place?.district ?? null,
    region: place?.region ?? null,
    region_code: place?.regionCode ?? null,
    country: place?.country ?? null,
    country_code: place?.countryCode ?? null,
    time_tags: tags.join("\n"),
    camera,
    lens,
    title,
    description,
    keywords: keywords.join("\n"),
    people: people.join("\n"),
    sources: JSON.stringify(sources),
    search_text: "",
  };
  described.search_text = searchableText({ ...described, name: file.name, rel_dir: file.relDir, placeLabel: place ? placeLabel(place) : null });
  return described;
}

/** File name words, folder names, title, description, keywords, people, place, kind and camera. */
export function searchableText(
  row: Pick<PhotoRow, "name" | "rel_dir" | "title" | "description" | "keywords" | "people" | "camera" | "kind" | "time_tags"> & { placeLabel: string | null },
): string {
  const stem = row.name.replace(/\.[^.]+$/, "");
  const said = [row.rel_dir.replace(/\//g, "\n"), row.title, row.description, row.keywords, row.people, row.placeLabel, row.kind === "photo" ? null : row.kind, row.camera].filter(
    (part): part is string => Boolean(part),
  );
  // The full-text index splits on hyphens: a compound is written once more as one word, so that "tshirt" finds "T-Shirt" ([Note: One folding of words]).
  const joined = otherSpellings([stem, ...said].join("\n")).join(" ");
  return [stem.replace(/[_\-.]+/g, " "), ...said, joined].filter(Boolean).join("\n");
}

function position(source: { lat: number | null; lon: number | null }): { lat: number; lon: number } | null {
  return source.lat !== null && source.lon !== null ? { lat: source.lat, lon: source.lon } : null;
}

/** Takeout's title is usually just the original file name; only a real title is worth keeping. */
function takeoutTitle(takeout: TakeoutFacts | null, name: string): string | null {
  const title = takeout?.title;
  if (!title || title === name || /^[\w\s().-]+\.(jpe?g|png|heic|heif|mp4|mov|gif|webp|dng)$/i.test(title)) return null;
  return title;
}

// Stored text is capped: every character is kept in the photos table and its text index, and a
// Takeout description can run to hundreds of millions of characters, gigabytes for one photo. Real
// captions are a few sentences; keyword and name lists a few dozen entries.
const MAX_TITLE = 1_000;
const MAX_DESCRIPTION = 10_000;
const MAX_LIST_ITEMS = 200;
const MAX_LIST_ITEM = 200;

function capped(text: string | null, max: number): string | null {
  return text !== null && text.length > max ? text.slice(0, max) : text;
}

function merged(...lists: string[][]): string[] {
  const seen = new Map<string, string>();
  for (const item of lists.flat()) {
    const kept = item.slice(0, MAX_LIST_ITEM);
    if (!seen.has(kept.toLowerCase())) seen.set(kept.toLowerCase(), kept);
    if (seen.size >= MAX_LIST_ITEMS) break;
  }
  return [...seen.values()];
}
