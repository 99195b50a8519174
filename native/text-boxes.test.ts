import { describe, expect, it } from "vitest";
import { convexHull, DB_DEFAULTS, minAreaRect, readingOrder, textBoxes } from "./text-boxes";

/** A probability map with a filled, turned rectangle of `p`. */
function mapWith(width: number, height: number, rect: { cx: number; cy: number; w: number; h: number; degrees: number }, p = 0.9): Float32Array {
  const map = new Float32Array(width * height);
  const a = (rect.degrees * Math.PI) / 180;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - rect.cx;
      const dy = y - rect.cy;
      if (Math.abs(dx * Math.cos(a) + dy * Math.sin(a)) <= rect.w / 2 && Math.abs(-dx * Math.sin(a) + dy * Math.cos(a)) <= rect.h / 2) map[y * width + x] = p;
    }
  }
  return map;
}

describe("finding lines of text in a detector's map", () => {
  it("finds a level line, grown back by area × 1.5 / perimeter on each side", () => {
    const [box, ...rest] = textBoxes(mapWith(200, 80, { cx: 100, cy: 40, w: 120, h: 10, degrees: 0 }), 200, 80);
    expect(rest).toEqual([]);
    expect(box!.cx).toBeCloseTo(100, 0);
    expect(box!.cy).toBeCloseTo(40, 0);
    // The region's pixel centres span 120 × 10 → rect 120 × 10 (pixel centres: 121 − 1, 11 − 1).
    const grow = (120 * 10 * 1.5) / (2 * 130);
    expect(box!.width).toBeCloseTo(120 + 2 * grow, 0);
    expect(box!.height).toBeCloseTo(10 + 2 * grow, 0);
    expect([box!.ux, box!.uy]).toEqual([1, 0]);
    expect(box!.score).toBeCloseTo(0.9, 5);
  });

  it("follows a line turned by 20°, reading it left to right", () => {
    const [box] = textBoxes(mapWith(240, 160, { cx: 120, cy: 80, w: 150, h: 14, degrees: 20 }), 240, 160);
    expect((Math.atan2(box!.uy, box!.ux) * 180) / Math.PI).toBeCloseTo(20, 0);
    expect(box!.ux).toBeGreaterThan(0);
  });

  it("reads a tall, narrow column top to bottom", () => {
    const [box] = textBoxes(mapWith(80, 200, { cx: 40, cy: 100, w: 12, h: 140, degrees: 0 }), 80, 200);
    expect(box!.ux).toBeCloseTo(0, 9);
    expect(box!.uy).toBe(1);
    expect(box!.width).toBeGreaterThan(box!.height);
  });

  it("keeps two lines apart, and drops faint and tiny regions", () => {
    const map = mapWith(200, 100, { cx: 100, cy: 25, w: 150, h: 10, degrees: 0 });
    const second = mapWith(200, 100, { cx: 100, cy: 60, w: 150, h: 10, degrees: 0 });
    const faint = mapWith(200, 100, { cx: 100, cy: 88, w: 150, h: 6, degrees: 0 }, 0.4);
    for (let i = 0; i < map.length; i++) map[i] = Math.max(map[i]!, second[i]!, faint[i]!);
    map[5] = 0.95; // one speck
    expect(textBoxes(map, 200, 100).map((b) => Math.round(b.cy))).toEqual([25, 60]);
  });

  it("reads no more than the most lines asked for, the largest first", () => {
    const map = new Float32Array(200 * 100);
    const lines = [{ cy: 15, w: 60 }, { cy: 40, w: 180 }, { cy: 70, w: 120 }].map((l) => mapWith(200, 100, { cx: 100, cy: l.cy, w: l.w, h: 10, degrees: 0 }));
    for (let i = 0; i < map.length; i++) map[i] = Math.max(...lines.map((l) => l[i]!));
    expect(textBoxes(map, 200, 100, { ...DB_DEFAULTS, maxBoxes: 2 }).map((b) => Math.round(b.cy))).toEqual([40, 70]);
  });

  it("fits the smallest rectangle around a hull, on one of its edges", () => {
    const square = convexHull([[0, 0], [10, 0], [10, 10], [0, 10], [5, 5]]);
    expect(square).toHaveLength(4);
    const diamond = minAreaRect(convexHull([[0, 5], [5, 0], [10, 5], [5, 10]]));
    expect(diamond.width * diamond.height).toBeCloseTo(50, 5);
  });

  it("names a rectangle's long, level side its width", () => {
    expect(readingOrder({ cx: 0, cy: 0, width: 10, height: 40, ux: 0, uy: 1 })).toMatchObject({ width: 40, height: 10, ux: 1 });
  });
});
