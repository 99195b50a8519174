/**
 * @file Decodes an image once and writes its 256-px thumbnail and perceptual hash, with sharp.
 *
 * This is the inference side of the house (`native/`): it may not import anything from
 * `electron/`. The engine calls it in-process for now; sharp does its work on libuv's thread
 * pool, so the event loop stays free. HEIC is the exception: libheif is WebAssembly here (sharp's
 * prebuilt libvips has no HEVC decoder) and runs on the calling thread — see [Note: HEIC decode]
 * in `decode.ts`.
 * Decoding is also how a broken file is found out: the error thrown here is what the library
 * records as the file's problem.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DEFAULT_MAX_PIXELS, explainLimit, openImage, type ImageSource, upright } from "./decode";
import { differenceHashes } from "./perceptual-hash";
import type { Container } from "./sniff";

export { DEFAULT_MAX_PIXELS, NEEDS_BYTES, PixelLimitError, UnsupportedImageError, type ImageSource } from "./decode";
export { WHOLE_FILE_MAX_BYTES } from "./regular-file";

export interface ThumbnailOptions {
  /** Longest side in pixels. Default 256. */
  size?: number;
  /** Refuse images above this many pixels (decompression bombs). Default 268 MP, sharp's own. */
  maxPixels?: number;
  /**
   * What the caller already knows of the header (a JPEG's stored size and EXIF orientation), so
   * libvips is not asked for it again.
   */
  header?: { width: number; height: number; orientation: number };
}

/** Thumbnail folders known to exist, so each is created once per run, not once per photo. */
const madeFolders = new Set<string>();

export interface RenderedThumbnail {
  format: string;
  /** Size of the photo as it should be shown, after applying its orientation. */
  width: number;
  height: number;
  orientation: number;
  /** 64-bit difference hash of the upright image, 16 hex digits. */
  phash: string;
  /** The same with differences under 2 grey levels ignored, which heavy compression does not stir (`perceptual-hash.ts`). */
  calmHash: string;
}

function isMissingFolder(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT" || /no such file or directory|unable to open for write/i.test(String(error));
}

export async function renderThumbnail(
  source: ImageSource,
  container: Container,
  dest: string,
  options: ThumbnailOptions = {},
): Promise<RenderedThumbnail> {
  const size = options.size ?? 256;
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const opened = await openImage(source, container, maxPixels);
  const known = container === "jpeg" ? options.header : undefined;
  const meta: { width?: number; height?: number; orientation?: number; autoOrient?: { width: number; height: number } } = known
    ? { width: known.width, height: known.height, orientation: known.orientation }
    : await opened.image.metadata().catch((error: unknown) => explainLimit(error, source));
  const turned = upright(opened);
  const { data, info } = await turned
    .resize(size, size, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => explainLimit(error, source));
  const pixels = { data, width: info.width, height: info.height, channels: info.channels };

  // Write beside the target and rename, so a crash never leaves a half thumbnail under the real name.
  const partial = `${dest}.${process.pid}.partial`;
  const write = async () => {
    await sharp(data, { raw: pixels }).webp({ quality: 78, effort: 2 }).toFile(partial);
    await fs.rename(partial, dest);
  };
  const makeFolder = async () => {
    await fs.mkdir(path.dirname(dest), { recursive: true });
    madeFolders.add(path.dirname(dest));
  };
  try {
    if (!madeFolders.has(path.dirname(dest))) await makeFolder();
    // A folder made earlier can be gone since (a library deleted and made again): make it again once.
    await write().catch(async (error: unknown) => {
      if (!isMissingFolder(error)) throw error;
      await makeFolder();
      await write();
    });
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  // Orientations 5–8 turn the picture a quarter: the size shown is the stored size swapped.
  const swaps = [5, 6, 7, 8].includes(opened.orientation !== 1 ? opened.orientation : known ? known.orientation : 1);
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const hashes = differenceHashes(pixels);
  return {
    format: container,
    width: swaps ? height : width,
    height: swaps ? width : height,
    orientation: opened.orientation !== 1 ? opened.orientation : (meta.orientation ?? 1),
    phash: hashes.phash,
    calmHash: hashes.calm,
  };
}
