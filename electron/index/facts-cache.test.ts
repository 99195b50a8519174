import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../testing/fixtures";
import { cachedRows } from "./facts-cache";

describe("the snapshot of the index's facts", () => {
  const dir = tempDir("facts-cache");
  const file = path.join(dir, "cache", "facts.v8");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const rows = [{ id: "a", taken_ms: 1, place: null }, { id: "b", taken_ms: null, place: "Paris" }];
  const columns = ["id", "taken_ms", "place"];

  it("is read instead of the store while the table has not changed, and read again once it has", async () => {
    let reads = 0;
    const read = async () => (reads++, rows);
    expect(await cachedRows(file, 7, columns, read)).toEqual(rows);
    expect(await cachedRows(file, 7, columns, read)).toEqual(rows);
    expect(reads).toBe(1);
    expect(await cachedRows(file, 8, columns, read)).toEqual(rows);
    expect(reads).toBe(2);
  });

  it("gives back the rows it was given when most of a column repeats (stored once per distinct value)", async () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ id: `p${i}`, taken_ms: i % 3 ? i * 1000 : null, place: ["Paris", "Lisbon", null][i % 3]! }));
    let reads = 0;
    const read = async () => (reads++, many);
    await cachedRows(file, 9, columns, read);
    expect(await cachedRows(file, 9, columns, read)).toEqual(many);
    expect(reads).toBe(1);
  });

  it("ignores a damaged or foreign file and writes a good one", async () => {
    fs.writeFileSync(file, "not a snapshot");
    let reads = 0;
    expect(await cachedRows(file, 8, columns, async () => (reads++, rows))).toEqual(rows);
    expect(reads).toBe(1);
    expect(await cachedRows(file, 8, ["id"], async () => (reads++, rows.map((r) => ({ id: r.id }))))).toEqual([{ id: "a" }, { id: "b" }]);
    expect(reads).toBe(2);
  });

  it("gives back numbers, nulls and strings in any script as they were, when every value differs", async () => {
    const varied = Array.from({ length: 40 }, (_, i) => ({
      id: i % 7 ? `Фото ${i} 📷 ${"é".repeat(i)}` : i % 2 ? "" : null,
      taken_ms: i % 5 ? 1.5e12 + i * 1.25 : null,
      place: i % 3 ? `place ${i} -0` : null,
    }));
    const read = async () => varied;
    await cachedRows(file, 11, columns, read);
    let reads = 0;
    expect(await cachedRows(file, 11, columns, async () => (reads++, varied))).toEqual(varied);
    expect(reads).toBe(0);
  });

  it("rebuilds a snapshot an older Recollect wrote instead of reading it in today's format", async () => {
    // Format 2 kept every column as a plain list: the same version and columns, other contents.
    const stale = [["old"], [123], ["Nowhere"]];
    fs.writeFileSync(file, v8.serialize({ format: 2, version: 12, columns, values: stale }));
    let reads = 0;
    expect(await cachedRows(file, 12, columns, async () => (reads++, rows))).toEqual(rows);
    expect(reads).toBe(1);
    expect(await cachedRows(file, 12, columns, async () => (reads++, rows))).toEqual(rows);
    expect(reads).toBe(1);
  });

  it("rereads the store when a column of the snapshot does not match its rows", async () => {
    fs.writeFileSync(file, v8.serialize({ format: 3, version: 13, columns, values: [{ text: "ab", ends: Uint32Array.of(1, 2), nulls: null }, [1], ["x", "y"]] }));
    let reads = 0;
    expect(await cachedRows(file, 13, columns, async () => (reads++, rows))).toEqual(rows);
    expect(reads).toBe(1);
  });
});
