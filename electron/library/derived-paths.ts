/**
 * @file Where a photo's thumbnail and display copy are kept, relative to the library folder.
 *
 * Runs in the engine. Apart from `ingest.ts`, which writes them, so that what only reads or
 * serves them (search, `serve`, removing a folder) does not load the decoders with it.
 */
import path from "node:path";

export function thumbnailPath(id: string): string {
  return path.join("thumbs", id.slice(0, 2), `${id}.webp`);
}

/** Where the large copy of a photo browsers cannot show is kept. */
export function displayPath(id: string): string {
  return path.join("display", id.slice(0, 2), `${id}.webp`);
}

/** Where the picture shown for a video's thumbnail is kept: apart from photos' thumbnails, which copy checks compare. */
export function videoPosterPath(id: string): string {
  return path.join("posters", id.slice(0, 2), `${id}.webp`);
}
