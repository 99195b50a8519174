/**
 * @file Finds and reads the files that sit beside a photo and describe it: `.xmp` sidecars and
 * Google Takeout's `*.json`.
 *
 * Runs in the engine's process. A sidecar is found by name only, from the folder listing the
 * scan already made, so looking for one costs no extra disk access when there is none.
 */
import path from "node:path";
import { z } from "zod";
import { readRegularFile } from "../../native/regular-file";
import type { PhotoMetadata } from "./metadata";

/**
 * The most of a sidecar that is read. Takeout's JSON is a few KB and an XMP file with a long edit
 * history a few hundred; a Takeout JSON of hundreds of megabytes would take gigabytes to store
 * as one description.
 */
export const SIDECAR_MAX_BYTES = 4 * 1024 * 1024;

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
/** Google Takeout's per-photo JSON; every field is optional in the wild. */
const TakeoutJson = z.lazy(() => z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  photoTakenTime: z.object({ timestamp: z.coerce.number() }).partial().optional(),
  creationTime: z.object({ timestamp: z.coerce.number() }).partial().optional(),
  geoData: z.object({ latitude: z.number(), longitude: z.number() }).partial().optional(),
  geoDataExif: z.object({ latitude: z.number(), longitude: z.number() }).partial().optional(),
  people: z.array(z.object({ name: z.string() }).partial()).optional(),
}));

export interface TakeoutFacts {
  /** The original file name Google kept, which the export may have shortened. */
  title: string | null;
  description: string | null;
  takenUtc: Date | null;
  lat: number | null;
  lon: number | null;
  people: string[];
}

/** Sidecar file names that may belong to `name`, most specific first. */
export function sidecarNames(name: string): { xmp: string[]; takeout: string[] } {
  const stem = name.replace(/\.[^.]+$/, "");
  // Takeout shortens long names to 46 characters before adding ".json", and writes
  // "IMG_1234.jpg(1).json" for "IMG_1234(1).jpg"; edited copies share the original's JSON.
  const numbered = /^(.*)(\(\d+\))(\.[^.]+)$/.exec(name);
  const original = name.replace(/-(edited|bearbeitet|modifié)(\.[^.]+)$/i, "$2");
  const takeout = [
    `${name}.supplemental-metadata.json`,
    `${name}.json`,
    numbered ? `${numbered[1]}${numbered[3]}${numbered[2]}.json` : null,
    original !== name ? `${original}.json` : null,
    `${stem}.json`,
    `${name}`.slice(0, 46) + ".json",
    `${name}.supplemental-metadata`.slice(0, 46) + ".json",
  ].filter((n): n is string => n !== null);
  return { xmp: [`${name}.xmp`, `${stem}.xmp`, `${stem}.XMP`, `${name}.XMP`], takeout: [...new Set(takeout)] };
}

/** The sidecar files present for a photo, given the names in its folder. */
export function findSidecars(name: string, siblings: ReadonlySet<string>): { xmp: string | null; takeout: string | null } {
  const names = sidecarNames(name);
  return {
    xmp: names.xmp.find((n) => siblings.has(n)) ?? null,
    takeout: names.takeout.find((n) => siblings.has(n)) ?? null,
  };
}

export async function readTakeout(file: string): Promise<TakeoutFacts | null> {
  let json: unknown;
  try {
    // A pipe, a device or an oversized file is no sidecar: the photo is indexed without it.
    json = JSON.parse((await readRegularFile(file, SIDECAR_MAX_BYTES)).toString("utf8"));
  } catch {
    return null;
  }
  const parsed = TakeoutJson.safeParse(json);
  if (!parsed.success) return null;
  const data = parsed.data;
  const seconds = data.photoTakenTime?.timestamp ?? null;
  // Takeout writes 0,0 for "no location"; the geoData of an edited location wins over EXIF's.
  const geo = [data.geoData, data.geoDataExif].find((g) => g?.latitude && g.longitude && (g.latitude !== 0 || g.longitude !== 0));
  return {
    title: data.title?.trim() || null,
    description: data.description?.trim() || null,
    takenUtc: seconds && seconds > 0 ? new Date(seconds * 1000) : null,
    lat: geo?.latitude ?? null,
    lon: geo?.longitude ?? null,
    people: (data.people ?? []).map((p) => p.name?.trim()).filter((n): n is string => Boolean(n)),
  };
}

export async function readXmpFile(file: string): Promise<PhotoMetadata> {
  // The metadata readers (exifr, mp4box) load with the first sidecar read: scanning a folder
  // imports this file for `findSidecars`, and a CLI search opens the engine that scans.
  const { EMPTY_METADATA, readXmpSidecar } = await import("./metadata");
  return readRegularFile(file, SIDECAR_MAX_BYTES)
    .then(readXmpSidecar)
    .catch(() => EMPTY_METADATA);
}

export function siblingPath(photo: string, name: string): string {
  return path.join(path.dirname(photo), name);
}
