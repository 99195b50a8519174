import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";
import { PhotoStore } from "../../library/store";
import { tempDir } from "../../testing/fixtures";
import { VectorLayer } from "./vector-layer";

// The copy LanceDB itself loads: an Arrow schema from the ESM copy fails its instanceof checks.
const { Field, FixedSizeList, Float32, Schema, Utf8 } = createRequire(import.meta.url)("apache-arrow") as typeof import("apache-arrow");

describe("the in-memory 8-bit vector copy", () => {
  const dir = tempDir("vectors");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("scores candidates as float32 would, to within quantisation, for any dimension count", async () => {
    const store = await PhotoStore.open(dir);
    try {
      // Seven dimensions: not a multiple of the sixteen the SIMD kernel takes at a time.
      const dims = 7;
      const table = await store.table("clip_odd", new Schema([new Field("id", new Utf8(), false), new Field("vector", new FixedSizeList(dims, new Field("item", new Float32(), true)), false)]));
      const rows = Array.from({ length: 50 }, (_, i) => ({ id: `p${i}`, vector: Array.from({ length: dims }, (_, d) => Math.sin(i * 7 + d * 3)) }));
      await table.add(rows);
      const layer = new VectorLayer(table, dims);
      await layer.load();
      const query = Float32Array.from({ length: dims }, (_, d) => Math.cos(d));
      const scores = layer.scoreEach(query, [...rows.map((r) => r.id), "unknown"]);
      expect(scores).toHaveLength(51);
      expect(scores[50]).toBeNaN();
      rows.forEach((row, i) => {
        const exact = row.vector.reduce((sum, x, d) => sum + x * query[d]!, 0);
        expect(Math.abs(scores[i]! - exact)).toBeLessThan(0.03);
      });
    } finally {
      store.close();
    }
  });

  it("scores photos by number as by id, remembering rows only while they hold that photo's vector", async () => {
    const store = await PhotoStore.open(dir);
    try {
      const table = await store.table("clip_numbers", new Schema([new Field("id", new Utf8(), false), new Field("vector", new FixedSizeList(2, new Field("item", new Float32(), true)), false)]));
      await table.add([{ id: "a", vector: [1, 0] }, { id: "b", vector: [0, 1] }]);
      const layer = new VectorLayer(table, 2);
      await layer.load();
      const query = Float32Array.of(0.6, 0.8);
      const names = ["a", "b", "c"];
      const first = layer.scorePhotos(query, [0, 1, 2], (n) => names[n]!);
      expect([...first.slice(0, 2)].map((x) => x.toFixed(2))).toEqual(["0.60", "0.80"]);
      expect(first[2]).toBeNaN();
      expect([...layer.scoreEach(query, names)].slice(0, 2)).toEqual([...first.slice(0, 2)]);
      // Number 0 now names another photo: its remembered row is not used for it.
      expect(layer.scorePhotos(query, [0], () => "b")[0]!.toFixed(2)).toBe("0.80");
      // Vectors written later are found once loaded, for a photo that had none.
      await table.add([{ id: "c", vector: [0.6, 0.8] }]);
      await layer.load();
      expect(layer.scorePhotos(query, [2, 0], (n) => names[n]!)[0]!.toFixed(2)).toBe("1.00");
    } finally {
      store.close();
    }
  });
});
