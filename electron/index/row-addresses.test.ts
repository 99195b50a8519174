import { describe, expect, it } from "vitest";
import { RowAddresses } from "./row-addresses";

describe("photo numbers by row address", () => {
  const big = 2 ** 32;
  it("finds each photo's address, in scan order or not, and nothing for an address it was not given", () => {
    for (const rowIds of [[0, 1, big, big + 7, -1, big * 3], [big * 3, -1, 5, big, 0, 2]]) {
      const rows = new RowAddresses(rowIds);
      rowIds.forEach((address, n) => {
        if (address >= 0) expect(rows.photoAt(address)).toBe(n);
      });
      for (const absent of [-1, 3, big + 1, big * 4]) expect(rows.photoAt(absent)).toBeUndefined();
    }
    expect(new RowAddresses([]).photoAt(0)).toBeUndefined();
  });
});
