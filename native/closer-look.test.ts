import path from "node:path";
import { describe, expect, it } from "vitest";
import { confidentMin } from "../electron/library/analysis/objects";
import { PHOTOS } from "../electron/testing/fixtures";
import { shippedObjectDetector } from "./analyse-photo";
import { CLOSER_SIDE, CloserLook, mergeLooks, OBJECTS_MODEL, SMALL_AREA, SMALL_THINGS, wantsCloserLook } from "./closer-look";
import { CenterNet, OBJECT_LABELS, type DetectedObject, type ObjectDetector } from "./objects";
import { uprightPixels, type Rgb } from "./upright-pixels";

const REAL_PHOTOS = path.join(import.meta.dirname, "..", "bench", "eval", "real-photos", "photos");

const thing = (label: string, score: number, x: number, y: number, width: number, height: number): DetectedObject => ({ label, score, box: { x, y, width, height } });

/** A detector that says what it is given to say, and counts how often it was asked. */
class Says implements ObjectDetector {
  readonly model = "says";
  looks = 0;
  constructor(readonly found: DetectedObject[]) {}
  async detect(): Promise<DetectedObject[]> {
    this.looks++;
    return this.found;
  }
}

describe("the closer look", () => {
  it("is asked for by a small thing of a class that comes in numbers, at any score kept, and by nothing else (grid)", () => {
    const classes = [...SMALL_THINGS, "cat", "dog", "cup", "bird", "tv", "dining table"];
    // Sides as fractions of the photo: a box's area is their product.
    const sizes = [0.05, 0.15, 0.2, 0.22, 0.3, 0.6, 0.9];
    const scores = [0.2, 0.5, 0.9];
    let combinations = 0;
    for (const label of classes) {
      for (const side of sizes) {
        for (const score of scores) {
          const small = side * side <= SMALL_AREA;
          // Alone, beside a large cat, and at the edge of the photo.
          for (const others of [[], [thing("cat", 0.9, 0, 0, 0.8, 0.8)]]) {
            for (const x of [0, 1 - side]) {
              combinations++;
              const first = [...others, thing(label, score, x, 0.1, side, side)];
              expect(wantsCloserLook(first), `${label} ${side}×${side} at ${score}`).toBe(SMALL_THINGS.has(label) && small);
            }
          }
        }
      }
    }
    expect(combinations).toBeGreaterThanOrEqual(50);
    expect(wantsCloserLook([])).toBe(false);
  });

  it("merges both looks' boxes: one thing seen twice is one box at the better score, things side by side stay apart", () => {
    const first = [thing("person", 0.3, 0.1, 0.1, 0.05, 0.2), thing("car", 0.6, 0.5, 0.5, 0.1, 0.05)];
    const closer = [
      thing("person", 0.45, 0.105, 0.1, 0.05, 0.21), // the same person, seen better
      thing("person", 0.4, 0.2, 0.1, 0.05, 0.2), // the person beside them
      thing("car", 0.4, 0.51, 0.5, 0.1, 0.05), // the same car, seen worse
      thing("dog", 0.9, 0.3, 0.3, 0.1, 0.1), // a class the closer look was not taken for
    ];
    const merged = mergeLooks(first, closer);
    expect(merged.map((o) => [o.label, o.score])).toEqual([
      ["car", 0.6],
      ["person", 0.45],
      ["person", 0.4],
    ]);
    // A person and a car on the same spot are two things.
    expect(mergeLooks([thing("person", 0.5, 0.1, 0.1, 0.1, 0.1)], [thing("car", 0.5, 0.1, 0.1, 0.1, 0.1)])).toHaveLength(2);
  });

  it("looks closer only where the first look asks, and gives the first look's finds where it does not", async () => {
    const photo: Rgb = { data: Buffer.alloc(3 * 4 * 4), width: 4, height: 4 };
    const portrait = new Says([thing("person", 0.9, 0.1, 0, 0.8, 1)]);
    const closer = new Says([thing("person", 0.9, 0.1, 0, 0.8, 1), thing("person", 0.5, 0.9, 0.9, 0.05, 0.05)]);
    expect(await new CloserLook(portrait, closer).detect(photo)).toEqual(portrait.found);
    expect(closer.looks).toBe(0);
    const street = new Says([thing("car", 0.3, 0.4, 0.8, 0.05, 0.05)]);
    expect((await new CloserLook(street, closer).detect(photo)).map((o) => o.label)).toEqual(["person", "person", "car"]);
    expect(closer.looks).toBe(1);
  });

  it("names its detections so a library knows to look again: the shipped detector is OBJECTS_MODEL", () => {
    expect(shippedObjectDetector().model).toBe(OBJECTS_MODEL);
    expect(new CloserLook(new CenterNet(), new CenterNet({ side: CLOSER_SIDE })).model).toBe(OBJECTS_MODEL);
    for (const label of SMALL_THINGS) expect(OBJECT_LABELS).toContain(label);
  });

  it("finds people in a real group photo that the first look misses, and gives no more looks to a cat", async () => {
    const line = confidentMin("person");
    const people = (found: DetectedObject[]) => found.filter((o) => o.label === "person" && o.score >= line).length;
    // KPhotoAlbum's demo: twelve people at a table, some small at the back (labelled in bench/eval/real-photos).
    const group = await uprightPixels({ path: path.join(REAL_PHOTOS, "kpa-005.jpg") }, "jpeg", { longest: 512, shortest: 224 });
    const first = new CenterNet();
    const closer = new Says([]);
    const once = await first.detect(group);
    const twice = await shippedObjectDetector().detect(group);
    expect(people(once)).toBeLessThanOrEqual(6);
    expect(people(twice)).toBeGreaterThanOrEqual(people(once) + 2);
    expect(people(twice)).toBeLessThanOrEqual(12);
    // The cat fills its photo: nothing small, no closer look, the same finds.
    const cat = await uprightPixels({ path: path.join(PHOTOS, "IMG_0002.jpg") }, "jpeg", { longest: 512, shortest: 224 });
    const catOnce = await first.detect(cat);
    expect(await new CloserLook(first, closer).detect(cat)).toEqual(catOnce);
    expect(closer.looks).toBe(0);
  }, 60_000);
});
