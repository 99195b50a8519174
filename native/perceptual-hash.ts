/**
 * @file A 64-bit difference hash (dHash) of a small image, for near-duplicate and burst grouping.
 *
 * Runs in `native/` on the 256-px pixels the thumbnail was made from, so it costs no extra decode;
 * the 9 × 8 grid is averaged in JS (a fraction of a millisecond) rather than in one more libvips
 * pipeline, whose fixed cost is larger than the work.
 * dHash survives re-encoding, resizing and small exposure changes, which is what "the same photo
 * saved twice" looks like; two unrelated photos differ in about half of the 64 bits.
 *
 * Its one weakness is a flat picture (a page, a note, a screenshot on white): neighbouring cells
 * there are equal, and the faint noise of a heavy JPEG re-save tips each of them one way or the
 * other, so the copy of a page hashing near zero hashes 12–21 bits away from it. The calm hash is
 * the same hash with differences under 2 grey levels (of 255) counted as none: a cell's mean
 * drifts less than 1 level even at JPEG quality 10, and real edges are far steeper, so the flat
 * stays flat. It only nominates copies; `electron/library/grouping/` confirms them.
 */
export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Brighter by less than this (of 255) is no difference to the calm hash. */
export const CALM_MARGIN = 2;

/** The difference hash and the calm hash (`CALM_MARGIN`) of one image, 16 hex digits each, from one grid. */
export function differenceHashes(pixels: RawPixels): { phash: string; calm: string } {
  const grid = brightnessGrid(pixels);
  return { phash: hashOfGrid(grid, 0), calm: hashOfGrid(grid, CALM_MARGIN) };
}

/** Mean brightness of each cell of a 9 × 8 grid over the image, row by row. */
function brightnessGrid(pixels: RawPixels): Float64Array {
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
  for (let cell = 0; cell < grid.length; cell++) grid[cell] = grid[cell]! / Math.max(1, counts[cell]!);
  return grid;
}

/** A bit per cell, set where it is brighter than its right neighbour by more than `margin`; 16 hex digits. */
function hashOfGrid(grid: Float64Array, margin: number): string {
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (grid[y * 9 + x]! > grid[y * 9 + x + 1]! + margin ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, "0");
}

/** Set bits in a 32-bit integer (SWAR popcount). */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
