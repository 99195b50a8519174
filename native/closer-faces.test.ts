import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PHOTOS } from "../electron/testing/fixtures";
import type { Box } from "./boxes";
import { faceTiles, mergeFaces, placedInPhoto, wantsCloserFaces } from "./closer-faces";
import { facesIn } from "./faces";
import type { DetectedObject } from "./objects";
import { uprightPixels, type Rgb } from "./upright-pixels";

const REAL_PHOTOS = path.join(import.meta.dirname, "..", "bench", "eval", "real-photos", "photos");
/** Real photos with no one in them: a bridge against the sky, a valley with a farmhouse, a brick pavement. */
const BACKGROUNDS = ["lomiri-001.jpg", "tuxtype-016.jpg", "skimage-002.jpg"];

const person = (score: number, box: Box): DetectedObject => ({ label: "person", score, box });
const face = (score: number, x: number, y: number, side: number) => ({ score, box: { x, y, width: side, height: side } });
const centreIn = (inner: Box, outer: Box) => {
  const x = inner.x + inner.width / 2;
  const y = inner.y + inner.height / 2;
  return x >= outer.x && x <= outer.x + outer.width && y >= outer.y && y <= outer.y + outer.height;
};

describe("the closer look at faces", () => {
  it("is asked for where the object detector counted more people than faces were found, and not otherwise", () => {
    const small = { x: 0.1, y: 0.1, width: 0.05, height: 0.15 };
    expect(wantsCloserFaces([person(0.9, small)], 0)).toBe(true);
    expect(wantsCloserFaces([person(0.9, small)], 1)).toBe(false);
    expect(wantsCloserFaces([person(0.9, small), person(0.8, small), person(0.6, small)], 2)).toBe(true);
    // A person the detector is barely sure of, or none, asks for nothing.
    expect(wantsCloserFaces([person(0.2, small)], 0)).toBe(false);
    expect(wantsCloserFaces([{ label: "cat", score: 0.9, box: small }], 0)).toBe(false);
  });

  it("cuts tiles that cover the photo and overlap by more than a small face", () => {
    const tiles = faceTiles();
    for (const [x, y] of [[0, 0], [0.5, 0.5], [0.999, 0.999], [0.3, 0.7]] as const) expect(tiles.some((t) => centreIn({ x, y, width: 0, height: 0 }, t))).toBe(true);
    const [a, b] = tiles as [Box, Box];
    expect(a.x + a.width - b.x).toBeGreaterThan(0.05);
  });

  it("leaves a face cut at a tile's inner edge to its neighbour, and keeps the first look's box for a face both looks saw", () => {
    const tile = { x: 0.55, y: 0, width: 0.45, height: 0.45 };
    expect(placedInPhoto(tile, [face(0.9, 0, 0.4, 0.1)])).toEqual([]);
    expect(placedInPhoto(tile, [face(0.9, 0.5, 0.4, 0.1)])).toHaveLength(1);
    const first = [face(0.7, 0.5, 0.5, 0.1)];
    expect(mergeFaces(first, [face(0.95, 0.52, 0.52, 0.07), face(0.8, 0.1, 0.1, 0.05), face(0.6, 0.105, 0.1, 0.05)])).toEqual([first[0], face(0.8, 0.1, 0.1, 0.05)]);
  });

  describe("on small faces composited onto real photos", () => {
    let head: { data: Buffer; width: number; height: number };
    const backgrounds = new Map<string, Rgb>();
    beforeAll(async () => {
      // The astronaut's head: the fixture's one face with as much again around it.
      const astronaut = path.join(PHOTOS, "IMG_0001.jpg");
      const [found] = await facesIn(await uprightPixels({ path: astronaut }, "jpeg", { longest: 512, shortest: 0 }));
      const { width, height } = await sharp(astronaut).metadata();
      const side = Math.round(found!.box.width * width! * 2);
      const left = Math.max(0, Math.round((found!.box.x + found!.box.width / 2) * width! - side / 2));
      const top = Math.max(0, Math.round((found!.box.y + found!.box.height / 2) * height! - side / 2));
      const { data, info } = await sharp(astronaut).extract({ left, top, width: side, height: side }).raw().toBuffer({ resolveWithObject: true });
      head = { data, width: info.width, height: info.height };
      for (const name of BACKGROUNDS) backgrounds.set(name, await uprightPixels({ path: path.join(REAL_PHOTOS, name) }, "jpeg", { longest: 512, shortest: 0 }));
    }, 60_000);

    /** The background with the head pasted `side` pixels wide, its top left at (x, y) as fractions of the free room. */
    const composite = async (background: Rgb, side: number, x: number, y: number): Promise<{ photo: Rgb; at: Box }> => {
      const pasted = await sharp(head.data, { raw: { width: head.width, height: head.height, channels: 3 } }).resize(side, side).png().toBuffer();
      const left = Math.round(x * (background.width - side));
      const top = Math.round(y * (background.height - side));
      const { data, info } = await sharp(background.data, { raw: { width: background.width, height: background.height, channels: 3 } })
        .composite([{ input: pasted, left, top }])
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = { x: left / info.width, y: top / info.height, width: side / info.width, height: side / info.height };
      return { photo: { data, width: info.width, height: info.height }, at };
    };

    it("finds a face too small for the first look once the object detector saw its person, and no other face (grid)", async () => {
      // Heads 52 to 72 pixels wide in a 512-pixel photo: faces of about 27 to 40, below the first look's smallest.
      const sides = [52, 62, 72];
      const places = [[0.05, 0.1], [0.5, 0.5], [0.95, 0.9], [0.3, 0.8], [0.7, 0.2], [0.48, 0.05]] as const;
      let combinations = 0;
      let firstLookFound = 0;
      const missed: string[] = [];
      const extra: string[] = [];
      for (const [name, background] of backgrounds) {
        for (const side of sides) {
          for (const [x, y] of places) {
            combinations++;
            const { photo, at } = await composite(background, side, x, y);
            // The person as the object detector boxes one: the head and the body below it.
            const seen = [person(0.6, { x: at.x, y: at.y, width: at.width, height: Math.min(1 - at.y, at.height * 3) })];
            const first = await facesIn(photo);
            const closer = await facesIn(photo, seen);
            const where = `${name} ${side}px at (${x}, ${y})`;
            if (first.some((f) => centreIn(f.box, at))) firstLookFound++;
            if (!closer.some((f) => centreIn(f.box, at))) missed.push(where);
            if (closer.some((f) => !centreIn(f.box, at))) extra.push(where);
          }
        }
      }
      expect(combinations).toBeGreaterThanOrEqual(50);
      expect(missed).toEqual([]);
      expect(extra).toEqual([]);
      // The grid is of faces the first look mostly misses: without the closer look most of it fails.
      expect(firstLookFound).toBeLessThan(combinations / 2);
    }, 300_000);
  });
});
