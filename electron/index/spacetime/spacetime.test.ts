import { describe, expect, it } from "vitest";
import { KdTree3, type Box } from "./kdtree";
import { SpaceTimeIndex } from "./space-time-index";

/** A seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const DAY = 86_400_000;

describe("the space-time k-d tree", () => {
  it.each([
    ["built before the inserts (they go into its leaves)", true],
    ["built by its first queries (the inserts only fill its columns)", false],
  ])("finds exactly what a scan finds, through inserts, moves and removals: %s", (_, settled) => {
    const next = random(7);
    const tree = new KdTree3();
    const points = new Map<number, [number, number, number]>();
    const point = (): [number, number, number] => [next() * 180 - 90, next() * 360 - 180, Math.floor(next() * 3650) * DAY];
    const initial = Array.from({ length: 3000 }, (_, id) => {
      const p = point();
      points.set(id, p);
      return { id, lat: p[0], lon: p[1], t: p[2] };
    });
    tree.build(initial);
    if (settled) tree.settle();
    // Sorted inserts are the worst case for a tree that only splits leaves: a year of photos in time order.
    for (let id = 3000; id < 6000; id++) {
      const p: [number, number, number] = [48.85 + next() * 0.1, 2.35 + next() * 0.1, (id - 3000) * 600_000];
      points.set(id, p);
      tree.insert(id, ...p);
    }
    for (let id = 0; id < 6000; id += 7) {
      tree.remove(id);
      points.delete(id);
    }
    for (let id = 1; id < 6000; id += 11) {
      const p = point();
      points.set(id, p);
      tree.insert(id, ...p);
    }
    expect(tree.size).toBe(points.size);
    for (let q = 0; q < 200; q++) {
      const lat = next() * 180 - 90;
      const lon = next() * 360 - 180;
      const t = next() * 3650 * DAY;
      const box: Box = q % 3 === 0 ? [48.8, 48.9, 2.3, 2.4, 0, 100 * 600_000] : [lat, lat + 30, lon, lon + 60, q % 2 ? t : -Infinity, q % 2 ? t + 200 * DAY : Infinity];
      const found: number[] = [];
      tree.range(box, (id) => found.push(id));
      const expected = [...points].filter(([, [a, b, c]]) => a >= box[0] && a <= box[1] && b >= box[2] && b <= box[3] && c >= box[4] && c <= box[5]).map(([id]) => id);
      expect(found.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it("keeps many photos of one place and moment without splitting forever", () => {
    const tree = new KdTree3();
    for (let id = 0; id < 500; id++) tree.insert(id, 10, 20, 1000);
    const found: number[] = [];
    tree.range([10, 10, 20, 20, 1000, 1000], (id) => found.push(id));
    expect(found).toHaveLength(500);
  });
});

describe("layer 1: photos by time and place", () => {
  const paris = { latMin: 48.8, latMax: 48.92, lonMin: 2.25, lonMax: 2.42 };
  const index = new SpaceTimeIndex();
  index.build([
    { id: 0, lat: 48.85, lon: 2.35, t: Date.UTC(2023, 6, 1) }, // Paris, July 2023
    { id: 1, lat: 38.72, lon: -9.14, t: Date.UTC(2023, 6, 2) }, // Lisbon, July 2023
    { id: 2, lat: null, lon: null, t: Date.UTC(2023, 6, 3) }, // no GPS, July 2023
    { id: 3, lat: 48.86, lon: 2.34, t: null }, // Paris, no time
    { id: 4, lat: null, lon: null, t: null }, // neither
  ]);
  const july = [[Date.UTC(2023, 6, 1), Date.UTC(2023, 7, 1)] as const];

  it("answers a time range with every photo of that time, with or without GPS", () => {
    const answer = index.query({ times: july })!;
    expect([...answer.ids].sort()).toEqual([0, 1, 2]);
    expect(answer.withoutTime).toBe(2);
    expect(answer.withoutGps).toBe(0);
  });

  it("answers a place with every photo there, with or without a time", () => {
    const answer = index.query({ boxes: [paris] })!;
    expect([...answer.ids].sort()).toEqual([0, 3]);
    expect(answer.withoutGps).toBe(2);
  });

  it("needs both when both are asked for", () => {
    expect([...index.query({ times: july, boxes: [paris] })!.ids]).toEqual([0]);
  });

  it("constrains nothing when the query names neither", () => {
    expect(index.query({})).toBeNull();
  });

  it("follows a photo that gains GPS, and forgets one that is removed", () => {
    index.upsert(2, 48.87, 2.3, Date.UTC(2023, 6, 3));
    index.remove(0);
    expect([...index.query({ times: july, boxes: [paris] })!.ids]).toEqual([2]);
    expect(index.size).toBe(4);
  });
});
