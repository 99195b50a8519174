/**
 * @file Turns one file into one photo row, or into a problem with a reason a person can read.
 *
 * Runs in the engine's process and calls `native/` for the decode. User files are only ever
 * opened for reading. A JPEG's pixels are read by libvips on its own threads and never enter JS;
 * the engine reads only the header (metadata) and three 64-KiB samples (quick hash). The full
 * content hash is left for when a duplicate or a move needs it (`grouping/`, `indexer.ts`).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { DEFAULT_MAX_PIXELS, NEEDS_BYTES, PixelLimitError, renderThumbnail, UnsupportedImageError, WHOLE_FILE_MAX_BYTES } from "../../native/thumbnail";
import { readJpegHeader } from "../../native/jpeg-header";
import { FileTooLargeError, NotARegularFileError, readRegularFile } from "../../native/regular-file";
import { sniff, SNIFF_BYTES, type Container } from "../../native/sniff";
import { sampleFile, type FileSamples } from "./content-hash";
import { describeFile } from "./describe";
import { isDiskFull } from "./disk-full";
import { EMPTY_METADATA, readMetadata } from "./metadata";
import { fileIdOf, mtimeMsOf } from "./safe-open";
import { describeFsError, type FoundImage } from "./scan";
import { readVideoMetadata } from "./video";
import type { PhotoRow, ProblemRow } from "../store/store";
import { thumbnailPath } from "./derived-paths";

export type Ingested = { kind: "photo"; row: PhotoRow } | { kind: "problem"; row: ProblemRow };

export interface IngestOptions {
  libraryDir: string;
  /** Refuse images above this many pixels. Default: sharp's 268 MP. */
  maxPixels?: number;
}


export async function ingestFile(file: FoundImage, id: string, folder: string, options: IngestOptions): Promise<Ingested> {
  const problem = (reason: string): Ingested => ({
    kind: "problem",
    row: { path: file.path, folder, bytes: file.bytes, mtime_ms: file.mtimeMs, reason, at: new Date().toISOString() },
  });
  if (file.bytes === 0) return problem("The file is empty (0 bytes).");
  let container: Container;
  try {
    const samples = await sampleFile(file.path);
    container = sniff(samples.head.subarray(0, SNIFF_BYTES), path.extname(file.name));
    if (container === "video") return { kind: "photo", row: await ingestVideo(file, id, folder, samples) };
    if (container === "unknown") return problem(notAnImage(file));
    return { kind: "photo", row: await ingestImage(file, id, folder, container, samples, options) };
  } catch (error) {
    // The library's disk filling up (writing the thumbnail) is no fault of the file: the indexer stops on it.
    if (isDiskFull(error)) throw error;
    return problem(decodeProblem(error, file));
  }
}

async function ingestImage(
  file: FoundImage,
  id: string,
  folder: string,
  container: Container,
  samples: FileSamples,
  options: IngestOptions,
): Promise<PhotoRow> {
  const bytes = NEEDS_BYTES.has(container) ? await readRegularFile(file.path, WHOLE_FILE_MAX_BYTES) : undefined;
  // A JPEG whose header segments all lie in the bytes already read needs no second read for its metadata.
  const jpeg = container === "jpeg" ? readJpegHeader(samples.head) : null;
  // A photo without readable metadata is still a photo; the decode below decides whether it is one.
  const embedded = await readMetadata(bytes ?? (jpeg?.complete ? samples.head : file.path), container).catch(() => EMPTY_METADATA);
  const thumb = thumbnailPath(id);
  const rendered = await renderThumbnail({ path: file.path, bytes }, container, path.join(options.libraryDir, thumb), {
    maxPixels: options.maxPixels ?? DEFAULT_MAX_PIXELS,
    header: jpeg ? { width: jpeg.width, height: jpeg.height, orientation: embedded.orientation } : undefined,
  });
  const quickHash = samples.quickHash;
  const after = await fs.stat(file.path, { bigint: true });
  if (Number(after.size) !== file.bytes || mtimeMsOf(after) !== file.mtimeMs || (file.fileId && fileIdOf(after) !== file.fileId)) throw new ChangedWhileReadingError();
  const described = await describeFile({ file, embedded, format: container, width: rendered.width, height: rendered.height });
  return {
    id,
    ...locationFields(file, folder),
    ...described,
    format: container,
    status: "indexed",
    quick_hash: quickHash,
    content_hash: null,
    width: rendered.width,
    height: rendered.height,
    orientation: embedded.orientation !== 1 ? embedded.orientation : rendered.orientation,
    duration_s: null,
    phash: rendered.phash,
    calm_hash: rendered.calmHash,
    dup_group: null,
    burst_group: null,
    event_id: null,
    thumb,
    indexed_at: new Date().toISOString(),
  };
}

async function ingestVideo(file: FoundImage, id: string, folder: string, samples: FileSamples): Promise<PhotoRow> {
  const video = await readVideoMetadata(file.path);
  const described = await describeFile({ file, embedded: EMPTY_METADATA, video, format: "video", width: video?.width ?? 0, height: video?.height ?? 0 });
  return {
    id,
    ...locationFields(file, folder),
    ...described,
    kind: "video",
    format: "video",
    status: "not_analysed",
    quick_hash: samples.quickHash,
    content_hash: null,
    width: Math.round(video?.width ?? 0),
    height: Math.round(video?.height ?? 0),
    orientation: 1,
    duration_s: video?.durationS ?? null,
    phash: null,
    calm_hash: null,
    dup_group: null,
    burst_group: null,
    event_id: null,
    thumb: "",
    indexed_at: new Date().toISOString(),
  };
}

/** The fields that change when a photo is renamed or moved, and nothing else does. */
export function locationFields(file: Pick<FoundImage, "path" | "relDir" | "name" | "bytes" | "mtimeMs" | "fileId">, folder: string) {
  return { path: file.path, folder, rel_dir: file.relDir, name: file.name, bytes: file.bytes, mtime_ms: file.mtimeMs, file_id: file.fileId ?? null };
}

class ChangedWhileReadingError extends Error {
  constructor() {
    super("The file changed while it was being read; it will be read again on the next pass.");
  }
}

function notAnImage(file: FoundImage): string {
  return `Not an image: the contents are no photo or video format Recollect knows, although the name ends in ${path.extname(file.name) || "nothing"}.`;
}

function decodeProblem(error: unknown, file: FoundImage): string {
  if (error instanceof ChangedWhileReadingError || error instanceof NotARegularFileError || error instanceof FileTooLargeError) return error.message;
  if ((error as NodeJS.ErrnoException).code) return describeFsError(error, "file");
  if (error instanceof PixelLimitError) return `The image is too large to open safely (${error.width} × ${error.height} pixels, over 268 megapixels).`;
  if (error instanceof UnsupportedImageError) return error.format ? error.message : notAnImage(file);
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return "The image is too large to open safely (over 268 megapixels).";
  if (/unsupported image format|input buffer is not|not a heic/i.test(message)) return notAnImage(file);
  if (/premature end|truncated|corrupt|bogus|invalid|bad (huffman|marker)|unexpected end|heif processing error|not enough data/i.test(message)) {
    return "The image data is damaged or cut short (truncated); it may not have finished copying.";
  }
  return `The image could not be decoded: ${message.split("\n")[0]}`;
}
