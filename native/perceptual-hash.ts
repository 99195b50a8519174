/**
 * @file A 64-bit difference hash (dHash) of a small image, for near-duplicate and burst grouping.
 *
 * Runs in `native/` on the 256-px pixels the thumbnail was made from, so it costs no extra decode.
 * dHash survives re-encoding, resizing and small exposure changes, which is what "the same photo
 * saved twice" looks like; two unrelated photos differ in about half of the 64 bits.
 */
import sharp from "sharp";

export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** 16 hex digits. */
export async function differenceHash(pixels: RawPixels): Promise<string> {
  const { data, width, height, channels } = pixels;
  const grid = await sharp(data, { raw: { width, height, channels } })
    .greyscale()
    .resize(9, 8, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (grid[y * 9 + x]! > grid[y * 9 + x + 1]! ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, "0");
}

export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
