import path from "node:path";
import { describe, expect, it } from "vitest";
import { assemble } from "../../build/wasm.mjs";
import { WASM_BASE64 } from "./int8-dot.wasm";
import { Int8Vectors } from "./int8-vectors";

/** A fixed pseudo-random stream, so a failure can be replayed. */
function stream(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
}

const unit = (next: () => number, dims: number) => {
  const v = Float32Array.from({ length: dims }, next);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
};
const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe("8-bit vectors scored by the SIMD kernel", () => {
  it("are the kernel assembled from its source (run `node build/wasm.mjs` after editing the .wat)", async () => {
    expect(await assemble(path.join(import.meta.dirname, "int8-dot.wat"))).toBe(WASM_BASE64);
  });

  for (const dims of [7, 16, 33, 512, 768]) {
    it(`give float32's cosine within 0.01 at ${dims} dimensions, in the order asked, NaN for a missing row`, () => {
      const next = stream(dims);
      const vectors = Array.from({ length: 50 }, () => unit(next, dims));
      const store = new Int8Vectors(vectors.length, dims);
      vectors.forEach((v, row) => store.set(row, v));
      const query = unit(next, dims);
      const rows = Int32Array.from([49, 0, -1, 17, 50, 3]);
      const scores = store.score(query, rows);
      [...rows].forEach((row, i) => {
        if (row < 0 || row >= vectors.length) expect(scores[i]).toBeNaN();
        else expect(Math.abs(scores[i]! - dot(vectors[row]!, query))).toBeLessThan(0.01);
      });
    });
  }

  it("reads a vector from inside a larger array, as Arrow batches hold them", () => {
    const flat = Float32Array.from([9, 9, 0.6, 0.8, 9]);
    const store = new Int8Vectors(1, 2);
    store.set(0, flat, 2);
    expect(store.score(Float32Array.from([0.6, 0.8]), Int32Array.from([0]))[0]).toBeCloseTo(1, 2);
  });

  it("scores more candidates than pass through the kernel at once", () => {
    const next = stream(1);
    const store = new Int8Vectors(3, 16);
    const vectors = [0, 1, 2].map(() => unit(next, 16));
    vectors.forEach((v, row) => store.set(row, v));
    const query = unit(next, 16);
    const rows = Int32Array.from({ length: 40_000 }, (_, i) => i % 3);
    const scores = store.score(query, rows);
    expect(scores.length).toBe(40_000);
    for (const i of [0, 16_383, 16_384, 16_385, 39_999]) expect(scores[i]).toBeCloseTo(dot(vectors[i % 3]!, query), 2);
  });

  it("cannot overflow its integer sums at 4,096 dimensions of the largest values", () => {
    const dims = 4096;
    const store = new Int8Vectors(2, dims);
    store.set(0, new Float32Array(dims).fill(1));
    store.set(1, new Float32Array(dims).fill(-1));
    const scores = store.score(new Float32Array(dims).fill(1), Int32Array.from([0, 1]));
    expect(scores[0]).toBeCloseTo(dims, 0);
    expect(scores[1]).toBeCloseTo(-dims, 0);
  });

  it("refuses a query of other dimensions and a row outside it", () => {
    const store = new Int8Vectors(2, 8);
    expect(() => store.score(new Float32Array(7), Int32Array.from([0]))).toThrow(/7 dimensions, the vectors 8/);
    expect(() => store.set(2, new Float32Array(8))).toThrow(/row 2 is outside 0–1/);
    expect(() => new Int8Vectors(1, 4097)).toThrow(/more than the 4096/);
  });

  it("says so when the vectors cannot fit in WebAssembly's memory", () => {
    expect(() => new Int8Vectors(10_000_000, 512)).toThrow(/do not fit in WebAssembly's 4 GiB/);
  });
});
