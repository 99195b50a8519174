import { describe, expect, it } from "vitest";
import holidayNames from "./holiday-names.json";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 22, 12);

/**
 * Holidays whose name begins with another holiday's, said without the apostrophe people skip
 * ("new years day", "valentines day", "st patricks day"): the whole name, that year's day, not every
 * New Year with "day" left over. Drawn from the holiday table: every name of two words or more
 * whose first words (or their plural) are a holiday too.
 */
const keys = new Set(Object.keys(holidayNames));
const NAMES = [...keys].filter((k) => {
  const words = k.split(" ");
  return words.length >= 2 && words.slice(1).some((_, i) => keys.has(words.slice(0, i + 1).join(" ")) || keys.has(words.slice(0, i + 1).join(" ").replace(/s$/, "")));
});
const FRAMES = [(name: string, year: number) => `${name} ${year}`, (name: string, year: number) => `photos from ${name} ${year}`, (name: string, year: number) => `${name} ${year} photos`];
const YEARS = [2019, 2023];

describe("a holiday's whole name, said without its apostrophe, with a year", () => {
  const cases = NAMES.flatMap((name) => FRAMES.flatMap((frame) => YEARS.map((year) => ({ name, year, query: frame(name, year) }))));

  it("draws enough names from the table to mean something", () => {
    expect(NAMES).toEqual(expect.arrayContaining(["new years day", "new years eve", "valentines day", "st patricks day"]));
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)("'$query' is that one day of $year", ({ query, year }) => {
    const plan = parseQuery(query, NOW);
    expect(plan.words).toEqual([]);
    expect(plan.time?.ranges?.length).toBe(1);
    const [from, to] = plan.time!.ranges![0]!;
    // One holiday: a day or a few, in the year said (New Year's Day's night begins on the 31st before).
    expect(to - from).toBeLessThanOrEqual(4 * 86_400_000);
    expect(new Date((from + to) / 2).getUTCFullYear()).toBe(year);
  });
});
