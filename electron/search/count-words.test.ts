import { describe, expect, it } from "vitest";
import { count, countOf } from "./count-words";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 29, 12);

const TENS: Array<[string, number]> = [["twenty", 20], ["thirty", 30], ["forty", 40], ["fifty", 50], ["sixty", 60], ["seventy", 70], ["eighty", 80], ["ninety", 90]];
const UNITS: Array<[string, number]> = [["one", 1], ["five", 5], ["nine", 9]];
/** How the two words are joined: "twenty-five", "twenty five". */
const JOINS = ["-", " "];

describe("a number said in words of tens and units", () => {
  const cases = TENS.flatMap(([tens, t]) => UNITS.flatMap(([unit, u]) => JOINS.map((join) => ({ said: `${tens}${join}${unit}`, n: t + u }))));

  it("covers at least 40 numbers", () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases)("'$said' is $n", ({ said, n }) => {
    expect(count(said)).toEqual([n, n]);
    expect(countOf(said)).toBe(n);
  });

  it.each(TENS)("'%s' alone is its tens", (tens, t) => expect(count(tens)).toEqual([t, t]));

  it.each(cases.filter((c) => c.n < 60))("'$said years ago' is a window around that many years back, not the units word's", ({ said, n }) => {
    const label = parseQuery(`photos from ${said} years ago`, NOW).time?.label;
    expect(label).toMatch(new RegExp(`^(?:around Nov ${2026 - n}|Jan ${2026 - n} – )`));
  });

  it("does not join a tens word to a word that is no unit", () => {
    expect(count("twenty-twelve")).toBeNull();
    expect(count("twenty ten")).toBeNull();
  });
});
