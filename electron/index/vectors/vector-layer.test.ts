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
});
