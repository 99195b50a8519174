/**
 * @file Decodes an image once and writes its 256-px thumbnail and perceptual hash, with sharp.
 *
 * This is the inference side of the house (`native/`): it may not import anything from
 * `electron/`. The engine calls it in-process for now; sharp does its work on libuv's thread
 * pool, so the event loop stays free. HEIC is the exception: libheif is WebAssembly here (sharp's
 * prebuilt libvips has no HEVC decoder) and runs on the calling thread — see [Note: HEIC decode].
 * Decoding is also how a broken file is found out: the error thrown here is what the library
 * records as the file's problem.
 */
import fs from "node:fs/promises";
import path from "node:path";
import decodeHeic from "heic-decode";
import sharp, { type Metadata, type Sharp } from "sharp";
import { differenceHash } from "./perceptual-hash";
import { findRawPreview } from "./raw-preview";
import type { Container } from "./sniff";

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
}

export const DEFAULT_MAX_PIXELS = 268_402_689;

// libvips keeps recent operations in case they are asked for again; every photo is decoded once,
// so the cache only holds memory.
sharp.cache(false);

/** Raised for a file whose contents are no image we can decode; the message is for a person. */
export class UnsupportedImageError extends Error {
  constructor(readonly format: string | undefined, message?: string) {
    super(message ?? (format ? `This ${format.toUpperCase()} file could not be read.` : "unsupported image format"));
    this.name = "UnsupportedImageError";
  }
}

export class PixelLimitError extends Error {
  constructor(readonly width: number, readonly height: number) {
    super(`Input image exceeds pixel limit (${width} × ${height})`);
    this.name = "PixelLimitError";
  }
}

/**
 * A file to decode: its path, and its bytes when the caller already has them. Formats libvips
 * reads itself are read from the path on sharp's threads, so the bytes never cross into JS.
 */
export interface ImageSource {
  path: string;
  bytes?: Buffer;
}

/** Formats whose decoders run in JS or WebAssembly and need the whole file in memory. */
export const NEEDS_BYTES = new Set<Container>(["heif", "raw"]);

interface Opened {
  image: Sharp;
  /** Orientation to apply by hand, when the decoded pixels carry none of their own. */
  orientation: number;
}

const SHARP_FORMATS: Partial<Record<Container, string[]>> = {
  jpeg: ["jpeg"], png: ["png"], webp: ["webp"], gif: ["gif"], tiff: ["tiff"], avif: ["heif"],
};

async function open(source: ImageSource, container: Container, maxPixels: number): Promise<Opened> {
  const options = { limitInputPixels: maxPixels, failOn: "error" as const, pages: 1 };
  if (NEEDS_BYTES.has(container)) {
    const bytes = source.bytes ?? (await fs.readFile(source.path));
    if (container === "heif") return openHeic(bytes, maxPixels);
    const preview = findRawPreview(bytes);
    if (!preview) throw new UnsupportedImageError("raw", "This RAW file has no embedded preview to show.");
    return { image: sharp(preview.jpeg, options), orientation: preview.orientation };
  }
  if (!SHARP_FORMATS[container]) throw new UnsupportedImageError(container === "unknown" ? undefined : container);
  return { image: sharp(source.bytes ?? source.path, options), orientation: 1 };
}

/** Turns sharp's pixel-limit error into one that says how big the image claims to be. */
async function explainLimit(error: unknown, source: ImageSource): Promise<never> {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    // Reading the header decodes no pixels, so it is safe without the limit.
    const header: Metadata | null = await sharp(source.bytes ?? source.path, { limitInputPixels: false }).metadata().catch(() => null);
    if (header?.width && header.height) throw new PixelLimitError(header.width, header.height);
  }
  throw error;
}

// [Note: HEIC decode]
// heic-decode (libheif compiled to WebAssembly) decodes on the thread that calls it: about
// 80 ms for a 320-px test image and over a second for a 12-MP iPhone photo. The pixel limit is
// checked from the header before any pixels are decoded.
async function openHeic(bytes: Buffer, maxPixels: number): Promise<Opened> {
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const main = images[0];
    if (!main) throw new UnsupportedImageError("heif", "This HEIC file holds no image.");
    if (main.width * main.height > maxPixels) throw new PixelLimitError(main.width, main.height);
    const { width, height, data } = await main.decode();
    // libheif has already applied the file's rotation and mirroring.
    return { image: sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }), orientation: 1 };
  } finally {
    images.dispose();
  }
}

function isMissingFolder(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT" || /no such file or directory|unable to open for write/i.test(String(error));
}

/** Applies EXIF orientation 1–8 by hand, for pixels that came without their metadata. */
function orient(image: Sharp, orientation: number): Sharp {
  const rotations: Record<number, [number, boolean]> = { 2: [0, true], 3: [180, false], 4: [180, true], 5: [90, true], 6: [90, false], 7: [270, true], 8: [270, false] };
  const step = rotations[orientation];
  if (!step) return image;
  const rotated = step[0] ? image.rotate(step[0]) : image;
  return step[1] ? rotated.flop() : rotated;
}

export async function renderThumbnail(
  source: ImageSource,
  container: Container,
  dest: string,
  options: ThumbnailOptions = {},
): Promise<RenderedThumbnail> {
  const size = options.size ?? 256;
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const opened = await open(source, container, maxPixels);
  const known = container === "jpeg" ? options.header : undefined;
  const meta: { width?: number; height?: number; orientation?: number; autoOrient?: { width: number; height: number } } = known
    ? { width: known.width, height: known.height, orientation: known.orientation }
    : await opened.image.metadata().catch((error: unknown) => explainLimit(error, source));
  const upright = opened.orientation !== 1 ? orient(opened.image, opened.orientation) : opened.image.rotate();
  const { data, info } = await upright
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
  return {
    format: container,
    width: swaps ? height : width,
    height: swaps ? width : height,
    orientation: opened.orientation !== 1 ? opened.orientation : (meta.orientation ?? 1),
    phash: differenceHash(pixels),
  };
}
