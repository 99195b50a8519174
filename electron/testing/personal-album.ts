/**
 * @file A small album with things only its owner knows: Leo (their son) on several days in two
 * cities, three summers at a lake house in Finland, a rug seen at a flea market one morning, and
 * scans of old cabin photos (no GPS) in a folder called "Cottage". Nothing in the photos or their
 * metadata says "son", "lake house", "rug" or "cabin": corrections teach it.
 *
 * Tests only. Each photo is a distinct generated JPEG (so no two are copies) with EXIF time and
 * GPS, and people in a Takeout JSON sidecar.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { exifSegment, withExif } from "./exif-segment";
import type { ServiceOptions, RecollectService } from "../api/service";
import { closeAndDelete, indexedLibrary, tempDir } from "./fixtures";

const LISBON = { lat: 38.7223, lon: -9.1393 };
const KYOTO = { lat: 35.0116, lon: 135.7681 };
const LAKE = { lat: 61.2, lon: 24.5 };

export interface AlbumPhoto {
  file: string;
  taken: string;
  /** Where it was taken; none for a scan. */
  at?: { lat: number; lon: number };
  people: string[];
}

export const PERSONAL_ALBUM: AlbumPhoto[] = [
  { file: "2023/lisbon-1.jpg", taken: "2023:05:02 10:00:00", at: LISBON, people: ["Leo"] },
  { file: "2023/lisbon-2.jpg", taken: "2023:05:03 11:00:00", at: LISBON, people: ["Leo", "Maria"] },
  { file: "2023/lisbon-3.jpg", taken: "2023:05:03 12:00:00", at: LISBON, people: [] },
  { file: "2024/kyoto-1.jpg", taken: "2024:03:10 09:00:00", at: KYOTO, people: ["Leo"] },
  { file: "2024/kyoto-2.jpg", taken: "2024:03:11 15:00:00", at: KYOTO, people: ["Maria"] },
  { file: "2024/kyoto-3.jpg", taken: "2024:03:12 16:00:00", at: KYOTO, people: ["Leo"] },
  { file: "Phone/PXL_20220704.jpg", taken: "2022:07:04 10:00:00", at: LAKE, people: [] },
  { file: "Phone/PXL_20220705.jpg", taken: "2022:07:05 18:00:00", at: LAKE, people: ["Maria"] },
  { file: "Phone/PXL_20230710.jpg", taken: "2023:07:10 09:30:00", at: LAKE, people: [] },
  { file: "Phone/PXL_20240715.jpg", taken: "2024:07:15 12:00:00", at: LAKE, people: [] },
  { file: "Phone/PXL_20240406_1.jpg", taken: "2024:04:06 10:00:00", at: LISBON, people: [] },
  { file: "Phone/PXL_20240406_2.jpg", taken: "2024:04:06 10:10:00", at: LISBON, people: [] },
  { file: "Cottage/scan-1.jpg", taken: "1998:08:01 12:00:00", people: [] },
  { file: "Cottage/scan-2.jpg", taken: "1998:08:15 12:00:00", people: [] },
  { file: "Cottage/scan-3.jpg", taken: "1999:08:02 12:00:00", people: [] },
];

/** Writes the album under `dir`. */
export async function writePersonalAlbum(dir: string): Promise<void> {
  for (const [i, photo] of PERSONAL_ALBUM.entries()) {
    const file = path.join(dir, photo.file);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${i * 29},40%,50%)"/><circle cx="${40 + i * 20}" cy="${60 + (i % 4) * 40}" r="${20 + i * 3}" fill="hsl(${i * 71},60%,70%)"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    await fs.writeFile(file, withExif(jpeg, exifSegment({ make: "Google", model: "Pixel 8", taken: photo.taken, ...photo.at })));
    if (photo.people.length) await fs.writeFile(`${file}.json`, JSON.stringify({ title: path.basename(file), people: photo.people.map((name) => ({ name })) }));
  }
}

/** The album written to a temporary folder and indexed into a fresh library; ids by file. */
export async function indexedPersonalAlbum(options: Partial<ServiceOptions> = {}): Promise<{ service: RecollectService; album: string; idOf: Map<string, string> }> {
  const album = tempDir("personal-album");
  await writePersonalAlbum(album);
  const service = await indexedLibrary([album], options);
  const all = await service.handlers.search({ query: "", limit: 100, showDuplicates: true });
  const idOf = new Map(all.results.map((r) => [path.relative(album, r.path), r.id]));
  await service.refreshSearch();
  return { service, album, idOf };
}

/**
 * The personal album indexed once for the tests of a describe block and deleted after them; read
 * its fields inside the tests (they are set in the block's beforeAll).
 */
export function personalAlbumForTests(): { service: RecollectService; album: string; idOf: Map<string, string> } {
  const suite = {} as { service: RecollectService; album: string; idOf: Map<string, string> };
  beforeAll(async () => {
    Object.assign(suite, await indexedPersonalAlbum());
  }, 60_000);
  afterAll(() => closeAndDelete(suite.service, suite.album));
  return suite;
}
