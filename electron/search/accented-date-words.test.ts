import { describe, expect, it } from "vitest";
import { MONTHS, WEEKDAYS } from "./calendar";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/**
 * Words of other languages that start with a month's or a day's name and go on with an accented
 * letter ("marché", a market; "mayólica"): a pattern's `\b` ends the word at the accent, so every
 * time reader saw "march" or "may" there.
 */
const STEMS = [...MONTHS.map((m) => m.toLowerCase()), ...MONTHS.map((m) => m.slice(0, 3).toLowerCase()), ...WEEKDAYS];
const ENDINGS = ["é", "ólica"];
const FRAMES = ["the {} in Lisbon", "{} photos", "a sign saying {}"];

describe("a word with an accented letter is no date, whatever English word it starts with", () => {
  const grid = STEMS.flatMap((stem) => ENDINGS.flatMap((ending) => FRAMES.map((frame) => frame.replace("{}", `${stem}${ending}`))));

  it("covers at least 50 words and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' reads no time", (query) => {
    expect(parseQuery(query, NOW, {}).time).toBeFalsy();
  });

  it("still reads the month or day itself beside such a word", () => {
    expect(parseQuery("the marché in march 2024", NOW, {}).time?.label).toBe("March 2024");
    expect(parseQuery("café on monday", NOW, {}).time).toBeTruthy();
  });
});
