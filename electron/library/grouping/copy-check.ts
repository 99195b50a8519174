/**
 * @file The second look before two photos are folded as copies: their thumbnails compared block by
 * block. Pure, but for `loadDetail`, which reads a thumbnail from the library's cache.
 *
 * Runs in the engine during regrouping, only for the pairs whose difference hashes already agree
 * (a few per cent of a library). A 64-bit hash sees a 9 × 8 grid of brightness: receipts,
 * invoices and screenshots with the same layout hash alike even when every word differs
 * (a Starbucks and a REWE receipt were folded into one "+1"). A re-save or a resize changes every
 * block of the picture a little; a different word, digit or price changes a few blocks a lot.
 * So the test is the largest difference of any 4 × 4-pixel block of the 256-px thumbnails, at the
 * smaller one's size, after both are brought to one brightness and contrast (an exposure tweak is
 * still a copy). Measured on `npm run bench:copies`'s set: true copies at most 35 (a star field
 * re-saved as WebP), pictures that differ in one word or number at least 73.
 */
import path from "node:path";
import sharp from "sharp";
import { thumbnailPath } from "../derived-paths";

/** A thumbnail in grey, as the comparison wants it, and its average colour. */
export interface Detail {
  width: number;
  height: number;
  grey: Uint8Array;
  /** Mean red, green and blue: the block test sees shapes only, so a plain red wall and a plain blue sky match there. */
  colour: [number, number, number];
}

/** A block this much brighter or darker on average (of 255, at a spread of 48) is a different picture there. */
export const BLOCK_DIFFERENCE = 50;
const BLOCK = 4;
/** Average colours further apart than this in any channel (of 255) are different pictures; a brighter copy moves them less. */
const COLOUR_DIFFERENCE = 32;
/** Upright sizes further apart than this in shape are a crop, not a copy. */
const ASPECT_TOLERANCE = 0.03;

export function sameShape(a: { width: number; height: number }, b: { width: number; height: number }): boolean {
  if (!a.width || !a.height || !b.width || !b.height) return true; // nothing known about one: the pictures decide
  return Math.abs(Math.log(a.width / a.height / (b.width / b.height))) <= ASPECT_TOLERANCE;
}

/** Grey levels scaled to one mean and spread, so a brighter or flatter copy compares as the same. */
function normalised(grey: Uint8Array): Float32Array {
  let sum = 0;
  for (const v of grey) sum += v;
  const mean = sum / grey.length;
  let spread = 0;
  for (const v of grey) spread += (v - mean) ** 2;
  const scale = 48 / Math.max(8, Math.sqrt(spread / grey.length));
  const out = new Float32Array(grey.length);
  for (let i = 0; i < grey.length; i++) out[i] = 128 + (grey[i]! - mean) * scale;
  return out;
}

/** The same picture at a second look: the same average colour, and no block of it different. */
export function samePicture(a: Detail, b: Detail): boolean {
  return a.colour.every((c, i) => Math.abs(c - b.colour[i]!) <= COLOUR_DIFFERENCE) && largestBlockDifference(a, b) <= BLOCK_DIFFERENCE;
}

/** The largest mean difference of any block, in grey levels; `b` must be the size of `a`. */
export function largestBlockDifference(a: Detail, b: Detail): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error("details of different sizes");
  const [x, y] = [normalised(a.grey), normalised(b.grey)];
  let largest = 0;
  for (let top = 0; top + BLOCK <= a.height; top += BLOCK) {
    for (let left = 0; left + BLOCK <= a.width; left += BLOCK) {
      let sum = 0;
      for (let row = top; row < top + BLOCK; row++) for (let col = left, at = row * a.width + left; col < left + BLOCK; col++, at++) sum += Math.abs(x[at]! - y[at]!);
      largest = Math.max(largest, sum / (BLOCK * BLOCK));
    }
  }
  return largest;
}

/**
 * A photo's thumbnail in grey at `size` (width × height), or its own size when none is given;
 * null when the thumbnail is missing or unreadable (then nothing confirms the fold).
 */
export async function loadDetail(libraryDir: string, id: string, size?: { width: number; height: number }): Promise<Detail | null> {
  try {
    let image = sharp(path.join(libraryDir, thumbnailPath(id))).flatten({ background: "#ffffff" }).toColourspace("srgb");
    if (size) image = image.resize(size.width, size.height, { fit: "fill" });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const grey = new Uint8Array(info.width * info.height);
    let [red, green, blue] = [0, 0, 0];
    for (let i = 0, at = 0; i < grey.length; i++, at += info.channels) {
      const [r, g, b] = info.channels >= 3 ? [data[at]!, data[at + 1]!, data[at + 2]!] : [data[at]!, data[at]!, data[at]!];
      grey[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      red += r;
      green += g;
      blue += b;
    }
    return { width: info.width, height: info.height, grey, colour: [red / grey.length, green / grey.length, blue / grey.length] };
  } catch {
    return null;
  }
}
