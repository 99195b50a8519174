/**
 * @file One decode of a photo, upright and small, that every model of the analysis pass reads:
 * the text check, objects, faces and CLIP each cut what they need from these pixels instead of
 * opening the original again.
 *
 * Runs in the inference worker. [Note: One decode per photo] Decoding a 12-MP JPEG is a large
 * part of what a model costs, so every model reads the photo from one decode. libvips decodes a JPEG
 * straight to 1/2, 1/4 or 1/8 of its size when it knows how small the result will be
 * (shrink-on-load), so one decode to the largest size any model needs is cheap, and the models'
 * own resizes then work on a few hundred thousand pixels.
 */
import { DEFAULT_MAX_PIXELS, openImage, type ImageSource, upright } from "./decode";
import type { Container } from "./sniff";

/** An upright photo as interleaved 8-bit sRGB, three channels. */
export interface Rgb {
  data: Buffer;
  width: number;
  height: number;
}

/** How large the shared decode must be: the longest side every model needs, and the shortest. */
export interface DecodeSize {
  /** The longest side the detectors look at (objects and faces: 512). */
  longest: number;
  /** The shortest side any model crops from (CLIP: 224), kept even for a panorama. */
  shortest: number;
}

export async function uprightPixels(source: ImageSource, container: Container, size: DecodeSize, maxPixels = DEFAULT_MAX_PIXELS): Promise<Rgb> {
  const opened = await openImage(source, container, maxPixels);
  const turned = upright(opened);
  // The header only; a quarter turn swaps the sides, which the square box does not mind.
  const { width = 0, height = 0 } = await opened.image.metadata();
  const side = boxSide(width, height, size);
  const { data, info } = await turned
    .resize(side, side, { fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The side of the square the photo is fitted inside: `longest`, or more for a photo so long and
 * thin that its short side would fall below `shortest`.
 */
export function boxSide(width: number, height: number, size: DecodeSize): number {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (!long || !short) return size.longest;
  return Math.max(size.longest, Math.ceil((size.shortest * long) / short));
}
