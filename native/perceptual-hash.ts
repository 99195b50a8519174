/**
 * @file A 64-bit difference hash (dHash) of a small image, for near-duplicate and burst grouping.
 *
 * Runs in `native/` on the 256-px pixels the thumbnail was made from, so it costs no extra decode;
 * the 9 × 8 grid is averaged in JS (a fraction of a millisecond) rather than in one more libvips
 * pipeline, whose fixed cost is larger than the work.
 * dHash survives re-encoding, resizing and small exposure changes, which is what "the same photo
 * saved twice" looks like; two unrelated photos differ in about half of the 64 bits.
 */
export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** 16 hex digits. */
export function differenceHash(pixels: RawPixels): string {
  const { data, width, height, channels } = pixels;
  const grid = new Float64Array(9 * 8);
  const counts = new Uint32Array(9 * 8);
  // Which grid column each pixel column falls in, worked out once per image rather than per pixel.
  const columns = new Uint8Array(width);
  for (let x = 0; x < width; x++) columns[x] = Math.min(8, Math.floor((x * 9) / width));
  const colour = channels >= 3;
  for (let y = 0; y < height; y++) {
    const row = Math.min(7, Math.floor((y * 8) / height)) * 9;
    let at = y * width * channels;
    for (let x = 0; x < width; x++, at += channels) {
      const cell = row + columns[x]!;
      grid[cell] = grid[cell]! + (colour ? 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]! : data[at]!);
      counts[cell] = counts[cell]! + 1;
    }
  }
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const [left, right] = [y * 9 + x, y * 9 + x + 1];
      bits = (bits << 1n) | (grid[left]! / Math.max(1, counts[left]!) > grid[right]! / Math.max(1, counts[right]!) ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, "0");
}

/** Set bits in a 32-bit integer (SWAR popcount). */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
