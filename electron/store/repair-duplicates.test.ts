import { describe, expect, it } from "vitest";
import { Utf8, vectorFromArray } from "apache-arrow";
import { doubledKeys, type StringChunk } from "./repair-duplicates";

const column = (...chunks: Array<Array<string | null>>) => chunks.flatMap((values) => vectorFromArray(values, new Utf8()).data) as unknown as StringChunk[];

/** A chunk as Arrow lays out strings, built directly: Arrow's builder takes seconds for 300,000. */
function chunkOf(values: string[]): StringChunk {
  const bytes = new TextEncoder().encode(values.join(""));
  const valueOffsets = new Int32Array(values.length + 1);
  for (let i = 0; i < values.length; i++) valueOffsets[i + 1] = valueOffsets[i]! + values[i]!.length;
  return { offset: 0, length: values.length, valueOffsets, values: bytes, nullCount: 0 };
}

describe("finding the photos a library holds twice", () => {
  it("names each id written more than once, across the column's chunks, and nothing else", () => {
    expect(doubledKeys(column(["a", "b", "c"], ["d", "b", "e", "a", "a"]))).toEqual(new Set(["a", "b"]));
  });

  it("finds none in a large library of distinct ids, and ignores nulls however many", () => {
    const ids = Array.from({ length: 200_000 }, (_, k) => k.toString(16).padStart(16, "0"));
    expect(doubledKeys([chunkOf(ids), ...column([null, null])])).toEqual(new Set());
  });

  it("tells apart values whose hashes meet", () => {
    // 300,000 values in 2^32 hashes meet about ten times by chance: those are compared as text.
    const values = Array.from({ length: 300_000 }, (_, k) => `/photos/${k}.jpg`);
    expect(doubledKeys([chunkOf(values), chunkOf(["/photos/7.jpg"])])).toEqual(new Set(["/photos/7.jpg"]));
  });

  it("reads values past a chunk's offset (a slice of a larger batch)", () => {
    const [data] = vectorFromArray(["x", "y", "x", "z", "y"], new Utf8()).data;
    expect(doubledKeys([data!.slice(1, 4)] as unknown as StringChunk[])).toEqual(new Set());
    expect(doubledKeys([data!.slice(0, 3)] as unknown as StringChunk[])).toEqual(new Set(["x"]));
  });
});
