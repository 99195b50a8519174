import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTOS } from "../electron/testing/fixtures";
import { CenterNet, OBJECT_LABELS, objectsAtPeaks, peaksOnly } from "./objects";
import { uprightPixels } from "./upright-pixels";

describe("the object detector", () => {
  it("reads a box from a peak as the model's own decoder does: the cell's distances to each side", () => {
    // A 2×3 grid of cells (8×12 input pixels), a cat peak in cell (x 2, y 1).
    const columns = 3;
    const classes = OBJECT_LABELS.length;
    const scores = new Float32Array(2 * columns * classes);
    const sides = new Float32Array(2 * columns * 4);
    const cell = 1 * columns + 2;
    scores[cell * classes + OBJECT_LABELS.indexOf("cat")] = 0.8;
    scores[0 * classes + OBJECT_LABELS.indexOf("dog")] = 0.1;
    sides.set([4, 2, 2, 1], cell * 4);
    const [cat, ...rest] = objectsAtPeaks(scores, sides, columns, 12, 8);
    expect(rest).toEqual([]);
    expect(cat!.label).toBe("cat");
    expect(cat!.score).toBeCloseTo(0.8);
    // Centre (8, 4) in input pixels: from x 4 to 10 of 12, y 2 to 5 of 8.
    expect(cat!.box.x).toBeCloseTo(4 / 12);
    expect(cat!.box.width).toBeCloseTo(6 / 12);
    expect(cat!.box.y).toBeCloseTo(2 / 8);
    expect(cat!.box.height).toBeCloseTo(3 / 8);
  });

  it("keeps a score only where no neighbouring cell of its class scores higher, as the graph's 3×3 max-pool test did", () => {
    // A 3×3 grid of cells; cat scores in the top row and the centre, a dog beside them.
    const classes = OBJECT_LABELS.length;
    const cat = OBJECT_LABELS.indexOf("cat");
    const dog = OBJECT_LABELS.indexOf("dog");
    const heat = new Float32Array(3 * 3 * classes);
    const at = (x: number, y: number, klass: number) => (y * 3 + x) * classes + klass;
    heat[at(0, 0, cat)] = 0.6; // a peak in the corner: the cells past the edge do not count
    heat[at(1, 0, cat)] = 0.5; // beside a higher cat: not a peak
    heat[at(1, 1, cat)] = 0.6; // ties the corner: kept, as "equals the max" kept it
    heat[at(2, 1, dog)] = 0.4; // a dog beside higher cats: other classes do not count
    heat[at(2, 2, cat)] = 0.1; // below what is kept at all: left as it is
    const peaks = peaksOnly(heat, 3, 3);
    expect([peaks[at(0, 0, cat)], peaks[at(1, 0, cat)], peaks[at(1, 1, cat)], peaks[at(2, 1, dog)]]).toEqual([0.6, 0, 0.6, 0.4].map(Math.fround));
    expect(peaks[at(2, 2, cat)]).toBeCloseTo(0.1);
  });

  it("looks at photos of any shape, wide or tall, and finds the cat in both", async () => {
    const detector = new CenterNet();
    const wide = await uprightPixels({ path: path.join(PHOTOS, "IMG_0002.jpg") }, "jpeg", { longest: 512, shortest: 0 });
    const found = await detector.detect(wide);
    expect(found.filter((o) => o.score >= 0.5).map((o) => o.label)).toEqual(["cat"]);
    // The same photo with sky above and floor below, so it is taller than wide.
    const { data, info } = await sharp(wide.data, { raw: { width: wide.width, height: wide.height, channels: 3 } })
      .extend({ top: Math.round(wide.width / 2), bottom: Math.round(wide.width / 2), background: { r: 128, g: 128, b: 128 } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.height).toBeGreaterThan(info.width);
    const tall = await detector.detect({ data, width: info.width, height: info.height });
    expect(tall.filter((o) => o.score >= 0.5).map((o) => o.label)).toEqual(["cat"]);
    for (const o of [...found, ...tall]) for (const v of [o.box.x, o.box.y, o.box.x + o.box.width, o.box.y + o.box.height]) expect(v).toBeGreaterThanOrEqual(0), expect(v).toBeLessThanOrEqual(1);
  });
});
