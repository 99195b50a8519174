/**
 * @file Where the lines of text are, from a text detector's probability map: PaddleOCR's DB
 * ("differentiable binarization") post-processing, written out so no OpenCV build is needed.
 *
 * Pure functions, run in the inference worker by `paddle-ocr.ts`. The steps are PaddleOCR's
 * `DBPostProcess` (box_type "quad"): threshold the map at 0.3; take each
 * 8-connected region; fit its smallest rotated rectangle; keep it when the map's mean over
 * the region is at least 0.6 (score_mode "slow": over the rectangle, "fast", a line bent with its
 * page scored 0.65 for a map that was clearly text) and its short side at least 3 px; grow it by
 * area × 1.5 / perimeter on every side ("unclip": the model is trained on shrunk text regions);
 * keep it when its short side is still at least 5 px.
 */

/** A rectangle that may be turned, in the map's pixels. */
interface Rect {
  /** Centre. */
  cx: number;
  cy: number;
  /** Along the reading direction. */
  width: number;
  /** Across it: the height of the letters. */
  height: number;
  /** The reading direction, a unit vector along `width` in image coordinates (y down). */
  ux: number;
  uy: number;
}

/** A line of text: its rectangle, and the map's mean over the region, 0–1. */
export interface TextBox extends Rect {
  score: number;
}

export interface BoxOptions {
  /** Map values at or above this are text. */
  threshold: number;
  /** A region whose rectangle's mean is below this is dropped. */
  boxThreshold: number;
  /** How far the shrunk region is grown back. */
  unclipRatio: number;
  /** Regions beyond this many are ignored (largest kept). */
  maxBoxes: number;
}

export const DB_DEFAULTS: BoxOptions = { threshold: 0.3, boxThreshold: 0.6, unclipRatio: 1.5, maxBoxes: 1000 };
const MIN_SIDE = 3;

export function textBoxes(map: Float32Array, width: number, height: number, options: BoxOptions = DB_DEFAULTS): TextBox[] {
  const regions = regionsOf(map, width, height, options.threshold);
  regions.sort((a, b) => b.length - a.length);
  const boxes: TextBox[] = [];
  for (const pixels of regions.slice(0, options.maxBoxes)) {
    if (pixels.length < 4) continue;
    const rect = minAreaRect(hullOfPixels(pixels, width));
    if (Math.min(rect.width, rect.height) < MIN_SIDE) continue;
    const score = meanOver(map, pixels);
    if (score < options.boxThreshold) continue;
    const grow = (rect.width * rect.height * options.unclipRatio) / (2 * (rect.width + rect.height));
    const grown = { ...rect, width: rect.width + 2 * grow, height: rect.height + 2 * grow };
    if (Math.min(grown.width, grown.height) < MIN_SIDE + 2) continue;
    boxes.push({ ...readingOrder(grown), score });
  }
  return boxes;
}

/** The 8-connected regions of map ≥ threshold, each as a list of pixel indices (y × width + x). */
export function regionsOf(map: Float32Array, width: number, height: number, threshold: number): Int32Array[] {
  const seen = new Uint8Array(width * height);
  const regions: Int32Array[] = [];
  const stack: number[] = [];
  const found: number[] = [];
  for (let start = 0; start < map.length; start++) {
    if (seen[start] || map[start]! < threshold) continue;
    seen[start] = 1;
    stack.push(start);
    found.length = 0;
    while (stack.length) {
      const at = stack.pop()!;
      found.push(at);
      const x = at % width;
      const y = (at - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (!seen[next] && map[next]! >= threshold) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    regions.push(Int32Array.from(found));
  }
  return regions;
}

type Point = readonly [number, number];

/** The convex hull of a region's pixel centres (from each row's ends only), counter-clockwise. */
export function hullOfPixels(pixels: Int32Array, width: number): Point[] {
  const ends = new Map<number, [number, number]>();
  for (const at of pixels) {
    const x = at % width;
    const y = (at - x) / width;
    const row = ends.get(y);
    if (!row) ends.set(y, [x, x]);
    else (row[0] = Math.min(row[0], x)), (row[1] = Math.max(row[1], x));
  }
  const points: Point[] = [];
  for (const [y, [left, right]] of ends) {
    points.push([left, y]);
    if (right !== left) points.push([right, y]);
  }
  return convexHull(points);
}

/** Andrew's monotone chain. */
export function convexHull(input: Point[]): Point[] {
  const points = [...input].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (points.length < 3) return points;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of points) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The smallest rectangle around a convex polygon: one of its sides lies on a hull edge (rotating calipers). */
export function minAreaRect(hull: Point[]): Rect {
  if (hull.length === 0) return { cx: 0, cy: 0, width: 0, height: 0, ux: 1, uy: 0 };
  const axes: Array<[number, number]> = [[1, 0]];
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length > 0) axes.push([(b[0] - a[0]) / length, (b[1] - a[1]) / length]);
  }
  let best: Rect | null = null;
  let bestArea = Infinity;
  for (const [ux, uy] of axes) {
    let minU = Infinity, maxU = -Infinity, minV = Infinity, maxV = -Infinity;
    for (const [x, y] of hull) {
      const u = x * ux + y * uy;
      const v = -x * uy + y * ux;
      minU = Math.min(minU, u), maxU = Math.max(maxU, u), minV = Math.min(minV, v), maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea) {
      bestArea = area;
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      best = { cx: cu * ux - cv * uy, cy: cu * uy + cv * ux, width: maxU - minU, height: maxV - minV, ux, uy };
    }
  }
  return best!;
}

function meanOver(map: Float32Array, pixels: Int32Array): number {
  let sum = 0;
  for (const at of pixels) sum += map[at]!;
  return sum / pixels.length;
}

/**
 * Names the rectangle's sides as a reader would: the width runs along the side nearest to
 * horizontal, left to right. A box at least 1.5 times taller than wide is read top to bottom,
 * as PaddleOCR does (its crop is turned a quarter).
 */
export function readingOrder(r: Rect): Omit<TextBox, "score"> {
  let { width, height, ux, uy } = r;
  if (Math.abs(ux) < Math.abs(uy)) [width, height, ux, uy] = [height, width, -uy, ux];
  if (ux < 0) (ux = -ux), (uy = -uy);
  if (height >= 1.5 * width) [width, height, ux, uy] = [height, width, -uy, ux];
  return { cx: r.cx, cy: r.cy, width, height, ux, uy };
}
