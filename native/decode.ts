/**
 * @file Opens any image Recollect reads as a sharp pipeline: libvips reads most formats itself
 * from the path; HEIC (libheif in WebAssembly) and RAW (the embedded JPEG preview) need the
 * bytes in memory. Thumbnails and the CLIP input are both cut from what this opens.
 *
 * Part of `native/`: it may not import anything from `electron/`.
 */
import decodeHeic from "heic-decode";
import sharp, { type Metadata, type Sharp } from "sharp";
import { findRawPreview } from "./raw-preview";
import { readRegularFile, WHOLE_FILE_MAX_BYTES } from "./regular-file";
import type { Container } from "./sniff";

// libvips keeps recent operations in case they are asked for again; every photo is decoded once,
// so the cache only holds memory.
sharp.cache(false);

export const DEFAULT_MAX_PIXELS = 268_402_689;

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

export interface Opened {
  image: Sharp;
  /** Orientation to apply by hand, when the decoded pixels carry none of their own. */
  orientation: number;
}

const SHARP_FORMATS: Partial<Record<Container, string[]>> = {
  jpeg: ["jpeg"], png: ["png"], webp: ["webp"], gif: ["gif"], tiff: ["tiff"], avif: ["heif"],
};

export async function openImage(source: ImageSource, container: Container, maxPixels: number): Promise<Opened> {
  const options = { limitInputPixels: maxPixels, failOn: "error" as const, pages: 1 };
  if (NEEDS_BYTES.has(container)) {
    const bytes = source.bytes ?? (await readRegularFile(source.path, WHOLE_FILE_MAX_BYTES));
    if (container === "heif") return openHeic(bytes, maxPixels);
    const preview = findRawPreview(bytes);
    if (!preview) throw new UnsupportedImageError("raw", "This RAW file has no embedded preview to show.");
    return { image: sharp(preview.jpeg, options), orientation: preview.orientation };
  }
  if (!SHARP_FORMATS[container]) throw new UnsupportedImageError(container === "unknown" ? undefined : container);
  return { image: sharp(source.bytes ?? source.path, options), orientation: 1 };
}

/** Turns sharp's pixel-limit error into one that says how big the image claims to be. */
export async function explainLimit(error: unknown, source: ImageSource): Promise<never> {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    // Reading the header decodes no pixels, so it is safe without the limit.
    const header: Metadata | null = await sharp(source.bytes ?? source.path, { limitInputPixels: false }).metadata().catch(() => null);
    if (header?.width && header.height) throw new PixelLimitError(header.width, header.height);
  }
  throw error;
}

// libheif-js reports a file it cannot parse with console.log ("Could not parse HEIF file …"),
// which is stdout, where `recollect search --json` promises one JSON object and nothing else.
// Its messages, and only those, are sent to stderr; the error itself still reaches the caller.
const log = console.log.bind(console);
console.log = (...args: unknown[]) => (typeof args[0] === "string" && args[0].startsWith("Could not parse HEIF") ? console.error(...args) : log(...args));

// [Note: HEIC decode]
// heic-decode (libheif compiled to WebAssembly) decodes on the thread that calls it, and a 12-MP
// iPhone photo holds that thread for over a second. The pixel limit is checked from the header
// before any pixels are decoded.
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

/** An opened image turned upright: by hand where its orientation came apart from its pixels, else by sharp from its EXIF. */
export function upright(opened: { image: Sharp; orientation: number }): Sharp {
  return opened.orientation !== 1 ? orient(opened.image, opened.orientation) : opened.image.rotate();
}

/** Applies EXIF orientation 1–8 by hand, for pixels that came without their metadata. */
export function orient(image: Sharp, orientation: number): Sharp {
  const rotations: Record<number, [number, boolean]> = { 2: [0, true], 3: [180, false], 4: [180, true], 5: [90, true], 6: [90, false], 7: [270, true], 8: [270, false] };
  const step = rotations[orientation];
  if (!step) return image;
  const rotated = step[0] ? image.rotate(step[0]) : image;
  return step[1] ? rotated.flop() : rotated;
}
