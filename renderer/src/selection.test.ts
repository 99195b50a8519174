import { describe, expect, it } from "vitest";
import { all, clicked, extend, NOTHING, ordered, toggle } from "./selection";

describe("selecting photos in a grid", () => {
  it("opens on a plain click, and toggles with Ctrl/⌘ or once something is selected", () => {
    expect(clicked(NOTHING, 3, { ctrl: false, shift: false })).toBeNull();
    const one = clicked(NOTHING, 3, { ctrl: true, shift: false })!;
    expect(ordered(one)).toEqual([3]);
    const two = clicked(one, 5, { ctrl: false, shift: false })!;
    expect(ordered(two)).toEqual([3, 5]);
    expect(ordered(toggle(two, 3))).toEqual([5]);
  });

  it("extends a Shift-click range from the last toggled photo, either way", () => {
    const anchored = toggle(NOTHING, 4);
    expect(ordered(extend(anchored, 7))).toEqual([4, 5, 6, 7]);
    expect(ordered(extend(anchored, 1))).toEqual([1, 2, 3, 4]);
    expect(ordered(extend(NOTHING, 2))).toEqual([2]);
  });

  it("takes every photo with select all", () => {
    expect(all(3).positions.size).toBe(3);
  });
});
