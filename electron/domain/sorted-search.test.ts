import { describe, expect, it } from "vitest";
import { firstPast } from "./sorted-search";

describe("the first place in a sorted list past a point", () => {
  it("is where a walk from the start would stop, for every point of lists of 0 to 9 items with repeats (grid)", () => {
    let cases = 0;
    for (let length = 0; length < 10; length++) {
      const list = Array.from({ length }, (_, i) => Math.floor(i / 2));
      for (let point = -1; point <= length / 2 + 1; point++) {
        const walked = list.findIndex((value) => value > point);
        expect(firstPast(list.length, (i) => list[i]! > point), `${list} past ${point}`).toBe(walked === -1 ? list.length : walked);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
