/**
 * @file Copies photos to a folder the user chose: the originals as they are, or JPEGs resized to
 * a long side, keeping or removing where they were taken. The originals are only ever read.
 *
 * Runs in the engine's process (sharp decodes on its own threads). Each copy is written under a
 * hidden temporary name in the destination and given its real name only when complete, by a hard
 * link that refuses to replace anything (a rename where the disk has no links), so a full disk,
 * a cancel or a crash leaves no half-written photo under a real name, and no file already in the
 * folder is overwritten: a name taken gets " (2)".
 *
 * An original is read only while it is still the file indexed (`safe-open.ts`): one swapped since
 * for a link to another file, or for a named pipe that would never end, is skipped with its reason.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { FileTooLargeError, NotARegularFileError, WHOLE_FILE_MAX_BYTES } from "../../../native/regular-file";
import type { Container } from "../../../native/sniff";
import { NotTheIndexedFileError, readIndexedFile, type IndexedFile } from "../safe-open";
import { describeFsError } from "../scan";
import { stripJpegLocation, UnreadableJpegError } from "./strip-location";
import { mentionsXmpLocation } from "./xmp-location";

/** A photo to copy: its file as indexed, which is what is read. */
export interface ExportItem extends IndexedFile {
  name: string;
  format: Container;
  /**
   * Whether the library read coordinates from it. A JPEG loses its location whether or not; a
   * photo in another format is made a JPEG for that only when this says so or its XMP names a place.
   */
  located: boolean;
}

export interface ExportOptions {
  folder: string;
  /** "original": the files as they are; "jpeg": JPEGs no longer than `longSide` on their long side. */
  mode: "original" | "jpeg";
  /** For "jpeg"; a photo already smaller is not enlarged. */
  longSide?: number;
  location: "keep" | "strip";
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface ExportResult {
  /** The copies made, in the order asked. */
  written: string[];
  /** Originals written as JPEG because their location could be removed no other way. */
  converted: number;
  /** True when a cancel stopped it; `written` holds what was finished before. */
  cancelled: boolean;
  /** Photos not copied because their file could not be read as the one indexed, and why. */
  skipped: SkippedPhoto[];
}

export interface SkippedPhoto {
  name: string;
  path: string;
  /** In words for the user. */
  reason: string;
}

export class ExportError extends Error {
  constructor(
    message: string,
    readonly reason: "folder_not_found" | "not_a_folder" | "unwritable" | "disk_full",
    /** What was finished before the failure (kept: each is a whole copy). */
    readonly written: string[] = [],
  ) {
    super(message);
  }
}

const JPEG_QUALITY = 90;
const PARTIAL = ".recollect-partial";
/** The largest original copied: what Node reads into one buffer (2 GiB). */
const ORIGINAL_MAX_BYTES = 2 ** 31 - 1;

/** An original that cannot be read as the photo indexed: it is skipped, and the copy goes on. */
class UnreadableSource extends Error {}

export async function exportPhotos(items: readonly ExportItem[], options: ExportOptions): Promise<ExportResult> {
  const folder = path.resolve(options.folder);
  await checkDestination(folder);
  const written: string[] = [];
  const taken = new Set<string>();
  let converted = 0;
  const skipped: SkippedPhoto[] = [];
  for (const [i, item] of items.entries()) {
    if (options.signal?.aborted) return { written, converted, cancelled: true, skipped };
    const partial = path.join(folder, `.${i}-${process.pid}-${Date.now()}${PARTIAL}`);
    try {
      const { bytes, jpeg } = await render(item, options);
      if (jpeg && options.mode === "original") converted++;
      await fs.writeFile(partial, bytes, { flag: "wx" });
      written.push(await publish(partial, folder, jpeg ? withExtension(item.name, ".jpg") : item.name, taken));
    } catch (error) {
      await fs.rm(partial, { force: true });
      if (!(error instanceof UnreadableSource)) throw explain(error, folder, written);
      skipped.push({ name: item.name, path: item.path, reason: error.message });
    }
    options.onProgress?.(i + 1, items.length);
  }
  return { written, converted, cancelled: false, skipped };
}

/** The original's bytes, if it is still the file indexed and at most `maxBytes`. */
async function readOriginal(item: ExportItem, maxBytes = ORIGINAL_MAX_BYTES): Promise<Buffer> {
  return readIndexedFile(item, maxBytes).catch((error: unknown) => {
    if (error instanceof NotTheIndexedFileError || error instanceof NotARegularFileError || error instanceof FileTooLargeError) throw new UnreadableSource(error.message);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new UnreadableSource("It is no longer there: it may have been moved or its drive unplugged; Recollect notices on the next re-index.");
    throw new UnreadableSource(describeFsError(error, "file"));
  });
}

/** The bytes of one copy, and whether they are a JPEG made here (its name then ends in .jpg). */
async function render(item: ExportItem, options: ExportOptions): Promise<{ bytes: Buffer; jpeg: boolean }> {
  if (options.mode === "jpeg") return { bytes: await encodeJpeg(item, options.longSide ?? null, options.location), jpeg: true };
  const original = await readOriginal(item);
  if (options.location === "keep") return { bytes: original, jpeg: false };
  // A JPEG is stripped even when the library read no coordinates from it: it may name a place
  // only, or carry coordinates where an older version of the library did not look.
  if (item.format === "jpeg") {
    try {
      return { bytes: stripJpegLocation(original), jpeg: false };
    } catch (error) {
      if (!(error instanceof UnreadableJpegError)) throw error;
    }
  } else if (!item.located && !mentionsXmpLocation(original)) {
    return { bytes: original, jpeg: false };
  }
  return { bytes: await encodeJpeg(item, null, "strip"), jpeg: true };
}

/** The photo upright as a JPEG, at most `longSide` on its long side, with its metadata and with or without its location. */
async function encodeJpeg(item: ExportItem, longSide: number | null, location: ExportOptions["location"]): Promise<Buffer> {
  // Loaded by the first export, not with the engine: every other command would pay for sharp and libheif.
  const { DEFAULT_MAX_PIXELS, openImage, orient } = await import("../../../native/decode");
  const opened = await openImage({ path: item.path, bytes: await readOriginal(item, WHOLE_FILE_MAX_BYTES) }, item.format, DEFAULT_MAX_PIXELS);
  // Decoded by sharp, the pixels carry their EXIF orientation and rotate() applies it; from
  // libheif or a RAW preview, the orientation comes apart and is applied by hand.
  let image = opened.orientation === 1 ? opened.image.rotate() : orient(opened.image, opened.orientation);
  if (longSide) image = image.resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true });
  // keepMetadata keeps EXIF, XMP and IPTC (GPS and capture time included) with the orientation
  // reset, since the pixels are upright now; the location then goes as it goes from an original.
  const encoded = await image.clone().keepMetadata().jpeg({ quality: JPEG_QUALITY, mozjpeg: false }).toBuffer();
  if (location === "keep") return encoded;
  try {
    return stripJpegLocation(encoded);
  } catch (error) {
    if (!(error instanceof UnreadableJpegError)) throw error;
    // Metadata libvips copied but the stripper cannot read: only the colour profile goes along.
    return image.keepIccProfile().jpeg({ quality: JPEG_QUALITY, mozjpeg: false }).toBuffer();
  }
}

/** Gives a finished copy its name without replacing any file: " (2)", " (3)"… when the name is taken. */
async function publish(partial: string, folder: string, name: string, taken: Set<string>): Promise<string> {
  const { name: stem, ext } = path.parse(name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${stem} (${n})${ext}`;
    const target = path.join(folder, candidate);
    if (taken.has(candidate.toLowerCase())) continue;
    try {
      await fs.link(partial, target);
      await fs.rm(partial);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") continue;
      // FAT and exFAT drives have no hard links: the name is checked, then taken by a rename.
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EXDEV" && code !== "ENOSYS") throw error;
      if (await exists(target)) continue;
      await fs.rename(partial, target);
    }
    taken.add(candidate.toLowerCase());
    return target;
  }
}

/** Throws an ExportError when copies cannot be written in `folder`. */
export async function checkDestination(folder: string): Promise<void> {
  const stat = await fs.stat(folder).catch(() => null);
  if (!stat) throw new ExportError(`There is no folder at ${folder}.`, "folder_not_found");
  if (!stat.isDirectory()) throw new ExportError(`${folder} is a file, not a folder.`, "not_a_folder");
  // access() says what the permission bits allow; a read-only mount says so only when written to.
  const probe = path.join(folder, `.probe-${process.pid}-${Date.now()}${PARTIAL}`);
  try {
    await fs.writeFile(probe, "", { flag: "wx" });
  } catch (error) {
    throw explain(error, folder, []);
  } finally {
    await fs.rm(probe, { force: true });
  }
}

function explain(error: unknown, folder: string, written: string[]): Error {
  if (error instanceof ExportError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const done = written.length ? ` ${written.length} ${written.length === 1 ? "photo was" : "photos were"} copied before it; the one being written was removed.` : "";
  if (code === "ENOSPC" || code === "EDQUOT") return new ExportError(`The disk holding ${folder} is full.${done}`, "disk_full", written);
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return new ExportError(`Recollect is not allowed to write in ${folder}.${done}`, "unwritable", written);
  return error instanceof Error ? error : new Error(String(error));
}

function withExtension(name: string, ext: string): string {
  return `${path.parse(name).name}${ext}`;
}

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(() => true, () => false);
}
