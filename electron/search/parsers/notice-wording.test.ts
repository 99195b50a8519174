import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** What notices forbid, as printed after "no". */
const WORDINGS = ["parking", "smoking", "entry", "dogs allowed", "swimming", "photography", "fishing", "littering", "camping", "trespassing"];
const FRAMES = ["no {w} sign", "the no {w} sign", "a sign saying no {w}", "the no {w} sticker", "photo of the no {w} notice", "that poster that says no {w}"];

describe("a 'no' printed on a notice is the notice's words, not something to leave out", () => {
  const grid = WORDINGS.flatMap((wording) => FRAMES.map((frame) => [frame.replace("{w}", wording), wording] as const));
  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' searches for the notice", (query, wording) => {
    const plan = parseQuery(query, NOW);
    expect([plan.notWords, plan.words]).toEqual([[], expect.arrayContaining(wording.split(" "))]);
  });

  it.each(["the do not disturb card", "do not enter sign", "the do not touch sign"])("'%s' too", (query) => {
    expect(parseQuery(query, NOW).notWords).toEqual([]);
  });

  it("still leaves out what is said after a 'no' that no notice prints", () => {
    expect(parseQuery("beach photos with no signs", NOW).notWords).toEqual(["signs"]);
    expect(parseQuery("no people", NOW).withoutPeople).toBe(true);
    expect(parseQuery("Rome, no selfies", NOW).notKinds).toEqual(["selfie"]);
    expect(parseQuery("parking lots, not the signs", NOW).notWords).toEqual(["signs"]);
  });
});
