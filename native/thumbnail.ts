/**
 * @file Decodes an image once and writes its 256-px thumbnail, with sharp.
 *
 * This is the inference side of the house (`native/`): it may not import anything from
 * `electron/`. In v0 the engine calls it in-process; sharp does its work on libuv's thread pool,
 * so the event loop stays free. Decoding is also how a broken file is found out: the error thrown
 * here is what the library records as the file's problem.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export interface ThumbnailOptions {
  /** Longest side in pixels. Default 256. */
  size?: number;
  /** Refuse images above this many pixels (decompression bombs). Default 268 MP, sharp's own. */
  maxPixels?: number;
}

export interface RenderedThumbnail {
  format: string;
  /** Size of the photo as it should be shown, after applying its EXIF orientation. */
  width: number;
  height: number;
  orientation: number;
}

export const DECODABLE_FORMATS = new Set(["jpeg", "png", "webp"]);

export class UnsupportedImageError extends Error {
  constructor(readonly format: string | undefined) {
    super(format ? `unsupported image format: ${format}` : "unsupported image format");
    this.name = "UnsupportedImageError";
  }
}

export async function renderThumbnail(source: string, dest: string, options: ThumbnailOptions = {}): Promise<RenderedThumbnail> {
  const size = options.size ?? 256;
  const image = sharp(source, { limitInputPixels: options.maxPixels ?? 268_402_689, failOn: "error" });
  const meta = await image.metadata();
  if (!meta.format || !DECODABLE_FORMATS.has(meta.format)) throw new UnsupportedImageError(meta.format);

  await fs.mkdir(path.dirname(dest), { recursive: true });
  // Write beside the target and rename, so a crash never leaves a half thumbnail under the real name.
  const partial = `${dest}.${process.pid}.partial`;
  try {
    await image
      .rotate()
      .resize(size, size, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 78, effort: 2 })
      .toFile(partial);
    await fs.rename(partial, dest);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return {
    format: meta.format,
    width: meta.autoOrient?.width ?? meta.width ?? 0,
    height: meta.autoOrient?.height ?? meta.height ?? 0,
    orientation: meta.orientation ?? 1,
  };
}
