import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";
import { PhotoStore } from "../../store/store";
import { tempDir } from "../../testing/fixtures";
import { VectorLayer } from "./vector-layer";
import { VECTOR_SNAPSHOT_FORMAT } from "./vector-snapshot";

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

  it("a later start reads the saved copy at warm-up, scores as the full load did, and finds the nearest without LanceDB's scan", async () => {
    const store = await PhotoStore.open(dir);
    try {
      const dims = 20;
      const table = await store.table("clip_saved", new Schema([new Field("id", new Utf8(), false), new Field("vector", new FixedSizeList(dims, new Field("item", new Float32(), true)), false)]));
      await table.add(Array.from({ length: 300 }, (_, i) => ({ id: `photo-${i}`, vector: Array.from({ length: dims }, (_, d) => Math.sin(i * 0.37 + d * 1.3)) })));
      const snapshot = `${dir}/cache/vectors-clip_saved.bin`;
      const first = new VectorLayer(table, dims, { snapshot });
      await first.load();
      expect(fs.existsSync(snapshot)).toBe(true);
      const query = Float32Array.from({ length: dims }, (_, d) => Math.cos(d * 0.7));
      const ids = ["photo-7", "nobody", "photo-250"];

      // No full load: warm() alone brings the copy in, before the first query.
      const later = new VectorLayer(table, dims, { snapshot });
      void later.warm();
      await later.settled();
      expect(later.loadedRows).toBe(300);
      expect([...later.scoreEach(query, ids)]).toEqual([...first.scoreEach(query, ids)]);
      expect(later.vectorOf("photo-250")).toEqual(first.vectorOf("photo-250"));
      expect(await later.nearest(query, 5)).toEqual(await first.nearest(query, 5));
    } finally {
      store.close();
    }
  });

  it("a saved copy of an older table, another format or a damaged file is not believed, and the next full load saves it anew", async () => {
    const store = await PhotoStore.open(dir);
    try {
      const table = await store.table("clip_stale", new Schema([new Field("id", new Utf8(), false), new Field("vector", new FixedSizeList(2, new Field("item", new Float32(), true)), false)]));
      await table.add([{ id: "a", vector: [1, 0] }]);
      const snapshot = `${dir}/cache/vectors-clip_stale.bin`;
      await new VectorLayer(table, 2, { snapshot }).load();
      const warmed = async () => {
        const layer = new VectorLayer(table, 2, { snapshot });
        await layer.warm();
        await layer.settled();
        return layer.loadedRows;
      };
      expect(await warmed()).toBe(1);

      // A photo analysed since: the copy is of the table's older version.
      await table.add([{ id: "b", vector: [0, 1] }]);
      expect(await warmed()).toBe(0);
      const reloaded = new VectorLayer(table, 2, { snapshot });
      await reloaded.load();
      expect(reloaded.loadedRows).toBe(2);
      expect(await warmed()).toBe(2);

      // Another format: the header says so, and the file is not read as this one.
      const bytes = fs.readFileSync(snapshot);
      const headerLength = bytes.readUInt32LE(0);
      const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString("utf8")) as { format: number };
      const older = Buffer.from(JSON.stringify({ ...header, format: VECTOR_SNAPSHOT_FORMAT - 1 }).padEnd(headerLength, " "));
      fs.writeFileSync(snapshot, Buffer.concat([bytes.subarray(0, 4), older, bytes.subarray(4 + headerLength)]));
      expect(await warmed()).toBe(0);

      // Cut short, or not a snapshot at all.
      fs.writeFileSync(snapshot, bytes.subarray(0, bytes.length - 3));
      expect(await warmed()).toBe(0);
      fs.writeFileSync(snapshot, "not a snapshot");
      expect(await warmed()).toBe(0);
    } finally {
      store.close();
    }
  });
});
