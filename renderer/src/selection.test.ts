import { describe, expect, it } from "vitest";
import { all, clicked, extend, extendByKey, NOTHING, ordered, toggle } from "./selection";

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

  it("grows a Shift+arrow range from the photo focused when the first Shift+arrow was pressed", () => {
    const first = extendByKey(NOTHING, 2, 3);
    expect(ordered(first)).toEqual([2, 3]);
    expect(first.anchor).toBe(2);
    expect(ordered(extendByKey(first, 3, 7))).toEqual([2, 3, 4, 5, 6, 7]);
    // A photo already chosen with Ctrl-click stays chosen when a Shift+arrow starts from it.
    expect(ordered(extendByKey({ positions: new Set([5]), anchor: null }, 5, 4))).toEqual([4, 5]);
  });

  it("takes every photo with select all", () => {
    expect(all(3).positions.size).toBe(3);
  });
});
