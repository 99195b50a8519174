import { describe, expect, it } from "vitest";
import { RowIds } from "./row-ids";

describe("a vector table's row ids", () => {
  it("finds each photo's row, as a Map filled in row order would, and none for a photo it lacks", () => {
    const ids = ["b", "ä", "a", "ab", "", "b", "zz"];
    const rows = RowIds.of(ids);
    const map = new Map(ids.map((id, row) => [id, row]));
    for (const id of [...ids, "c", "aa", "z", "zzz"]) expect(rows.row(id)).toBe(map.get(id) ?? -1);
    expect(ids.map((_, row) => rows.id(row))).toEqual(ids);
    expect(rows.holds(2, "a")).toBe(true);
    expect(rows.holds(2, "ab")).toBe(false);
    expect(rows.holds(99, "a")).toBe(false);
  });

  it("an empty table has no rows", () => {
    expect(RowIds.of([]).row("a")).toBe(-1);
    expect(RowIds.of([]).size).toBe(0);
  });
});
