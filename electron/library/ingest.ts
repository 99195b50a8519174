/**
 * @file Turns one image file into one photo row, or into a problem with a reason a person can
 * read.
 *
 * Runs in the engine's process and calls `native/` for the decode. User files are only ever
 * opened for reading.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { renderThumbnail, UnsupportedImageError } from "../../native/thumbnail";
import { EMPTY_METADATA, readMetadata } from "./metadata";
import { describeFsError, type FoundImage } from "./scan";
import type { PhotoRow, ProblemRow } from "./store";

export type Ingested = { kind: "photo"; row: PhotoRow } | { kind: "problem"; row: ProblemRow };

/** A photo's id is stable for its path; it never depends on what the photo contains. */
export function photoId(file: string): string {
  return createHash("sha256").update(path.resolve(file)).digest("hex").slice(0, 16);
}

export function thumbnailPath(id: string): string {
  return path.join("thumbs", id.slice(0, 2), `${id}.webp`);
}

export async function ingestImage(file: FoundImage, folder: string, libraryDir: string): Promise<Ingested> {
  const problem = (reason: string): Ingested => ({
    kind: "problem",
    row: { path: file.path, folder, bytes: file.bytes, mtime_ms: file.mtimeMs, reason, at: new Date().toISOString() },
  });
  if (file.bytes === 0) return problem("The file is empty (0 bytes).");

  const id = photoId(file.path);
  const thumb = thumbnailPath(id);
  let rendered;
  let contentHash;
  try {
    contentHash = await hashFile(file.path);
    rendered = await renderThumbnail(file.path, path.join(libraryDir, thumb));
  } catch (error) {
    return problem(decodeProblem(error, file));
  }
  // A photo without readable metadata is still a photo; the decode above already vouched for it.
  const meta = await readMetadata(file.path).catch(() => EMPTY_METADATA);

  const row: PhotoRow = {
    id,
    path: file.path,
    folder,
    rel_dir: file.relDir,
    name: file.name,
    bytes: file.bytes,
    mtime_ms: file.mtimeMs,
    content_hash: contentHash,
    width: rendered.width,
    height: rendered.height,
    orientation: meta.orientation !== 1 ? meta.orientation : rendered.orientation,
    taken_at: meta.takenAt,
    taken_offset: meta.takenOffset,
    taken_source: meta.takenSource,
    taken_ms: meta.takenAt ? floatingMs(meta.takenAt) : null,
    lat: meta.lat,
    lon: meta.lon,
    camera: meta.camera,
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords.join("\n"),
    search_text: "",
    thumb,
    indexed_at: new Date().toISOString(),
  };
  row.search_text = searchableText(row);
  return { kind: "photo", row };
}

/** The wall-clock time read on a UTC clock: comparable across photos without knowing their zones. */
export function floatingMs(localIso: string): number {
  return Date.parse(`${localIso}Z`);
}

/** File name words, folder names, title, description, keywords and camera, for the text index. */
export function searchableText(row: Pick<PhotoRow, "name" | "rel_dir" | "title" | "description" | "keywords" | "camera">): string {
  const stem = row.name.replace(/\.[^.]+$/, "");
  return [stem.replace(/[_\-.]+/g, " "), row.rel_dir.replace(/\//g, "\n"), row.title, row.description, row.keywords, row.camera]
    .filter((part): part is string => Boolean(part))
    .join("\n");
}

function hashFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

function decodeProblem(error: unknown, file: FoundImage): string {
  if ((error as NodeJS.ErrnoException).code) return describeFsError(error, "file");
  const ext = path.extname(file.name).toLowerCase();
  if (error instanceof UnsupportedImageError || /unsupported image format/i.test(String(error))) {
    return error instanceof UnsupportedImageError && error.format
      ? `This is a ${error.format.toUpperCase()} file named ${ext}; Recollect reads JPEG, PNG and WebP for now.`
      : `Not an image: the contents are not JPEG, PNG or WebP although the name ends in ${ext}.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return "The image is too large to open safely (over 268 megapixels).";
  if (/premature end|truncated|corrupt|bogus|invalid|bad (huffman|marker)/i.test(message)) {
    return "The image data is damaged or cut short (truncated); it may not have finished copying.";
  }
  return `The image could not be decoded: ${message.split("\n")[0]}`;
}
