/**
 * @file Turns a photo into CLIP's `pixel_values`, exactly as the model's own preprocessor config
 * says: resize the shortest side to `size` with bicubic filtering, crop the centre square, scale
 * to 0–1, subtract the mean and divide by the standard deviation, channels first.
 *
 * Runs in the inference worker. libvips does the resize and crop on its own threads (JPEG
 * shrink-on-load first, so a 12-MP photo is never decoded at full size); only the 224 × 224
 * result enters JS. sharp's "cubic" kernel is Catmull-Rom, the same a = −0.5 cubic as PIL's
 * BICUBIC that the Hugging Face preprocessor uses.
 */
import sharp from "sharp";
import { DEFAULT_MAX_PIXELS, openImage, type ImageSource, upright } from "../decode";
import type { Container } from "../sniff";
import type { Rgb } from "../upright-pixels";

/** A model's `preprocessor_config.json`, the fields that matter. */
export interface ImagePreprocess {
  /** Shortest side after resizing. */
  size: number;
  /** Side of the centre square cut from it. */
  crop: number;
  mean: [number, number, number];
  std: [number, number, number];
}

/** An image as the model takes it: [3, crop, crop] float32, channels first. */
export type PixelValues = Float32Array;

export async function pixelValues(source: ImageSource, container: Container, config: ImagePreprocess, maxPixels = DEFAULT_MAX_PIXELS): Promise<PixelValues> {
  const opened = await openImage(source, container, maxPixels);
  const turned = upright(opened);
  // "Shortest side to `size`, then the centre `crop` square" is one cover-resize when the two are
  // equal, as they are for every CLIP preprocessor; the manifest refuses any other.
  const pipeline = turned
    .resize(config.crop, config.crop, { fit: "cover", position: "centre", kernel: "cubic" })
    .removeAlpha()
    .toColourspace("srgb");
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return normalize(data, info.width, info.height, info.channels, config);
}

/** The same from the photo the analysis pass decoded once (`upright-pixels.ts`). */
export async function pixelValuesOf(photo: Rgb, config: ImagePreprocess): Promise<PixelValues> {
  const { data, info } = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize(config.crop, config.crop, { fit: "cover", position: "centre", kernel: "cubic" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return normalize(data, info.width, info.height, info.channels, config);
}

/** Interleaved 8-bit RGB(A) to normalised channels-first floats. */
export function normalize(rgb: Uint8Array, width: number, height: number, channels: number, config: Pick<ImagePreprocess, "mean" | "std">): PixelValues {
  const plane = width * height;
  const out = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c++) {
    const scale = 1 / (255 * config.std[c]!);
    const shift = config.mean[c]! / config.std[c]!;
    for (let p = 0; p < plane; p++) out[c * plane + p] = rgb[p * channels + c]! * scale - shift;
  }
  return out;
}
