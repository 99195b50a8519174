import { describe, expect, it } from "vitest";
import { block } from "./facts-cache";
import { TextColumn } from "./text-column";

describe("a column of ids or paths kept as one text", () => {
  it("reads the values it was stored with, and those set or taken out since, and saves them all", () => {
    const column = new TextColumn(block(["a1", null, "ccc"]), 3);
    expect([0, 1, 2, 3].map((n) => column.get(n))).toEqual(["a1", undefined, "ccc", undefined]);
    column.set(0, null);
    column.set(3, "dd");
    expect([0, 1, 2, 3].map((n) => column.get(n))).toEqual([undefined, undefined, "ccc", "dd"]);
    const again = new TextColumn(column.save(4), 4);
    expect([0, 1, 2, 3].map((n) => again.get(n))).toEqual([undefined, undefined, "ccc", "dd"]);
  });

  it("refuses a text that does not match its ends (a damaged snapshot)", () => {
    expect(() => new TextColumn({ text: "abc", ends: Uint32Array.of(1, 2), nulls: null }, 2)).toThrow();
  });
});
