import { describe, expect, it } from "vitest";
import { utc } from "./calendar";
import { holidayNamed } from "./holidays";
import { parseQuery } from "./query-parser";

// Sunday 29 November 2026, noon; the library's photos run from 2015.
const NOW = new Date(2026, 10, 29, 12);
const YEARS: [number, number] = [2015, 2026];
const parse = (query: string) => parseQuery(query, NOW, { years: YEARS, people: [{ name: "Maria", relation: null }] });

/** How people put a year apart from the time it dates: "Christmas in 2019", "Easter pics from 2023", "Halloween, 2024". */
const APART = [
  (t: string, y: number) => `${t} in ${y}`,
  (t: string, y: number) => `${t} from ${y}`,
  (t: string, y: number) => `${t}, ${y}`,
  (t: string, y: number) => `${t} of ${y}`,
  (t: string, y: number) => `my ${t} pics ${y}`,
  (t: string, y: number) => `${t} photos from ${y}`,
  (t: string, y: number) => `${t} with Maria in ${y}`,
];

const SEASON = /^(?:summer|winter|spring|autumn)$/;

describe("a year said apart from a time of every year", () => {
  it("dates a holiday: that year's days, as with the year beside it (≥ 50 combinations)", () => {
    const holidays = ["Christmas", "Christmas Day", "Christmas Eve", "Easter", "Easter Sunday", "Thanksgiving", "Halloween", "New Year's Eve", "Valentine's Day", "Mother's Day", "xmas eve"];
    let checked = 0;
    for (const name of holidays)
      for (const [k, apart] of APART.entries()) {
        const year = 2016 + ((k * 3 + name.length) % 10);
        const query = apart(name, year);
        const plan = parse(query);
        const beside = parse(`${name} ${year}`).time!;
        expect(plan.time?.ranges, query).toEqual(beside.ranges);
        expect(plan.time?.label, query).toBe(beside.label);
        expect(plan.words, query).not.toContain(String(year));
        checked++;
      }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("dates a season or a month the same way (≥ 50 combinations)", () => {
    let checked = 0;
    for (const name of ["summer", "winter", "spring", "autumn", "march", "august", "may", "October", "June"])
      for (const [k, apart] of APART.entries()) {
        // "march with Maria" may be a march she was on: a month is one only where it leads.
        if (k === 6 && !SEASON.test(name)) continue;
        const year = 2017 + ((k + name.length) % 9);
        const query = apart(name, year);
        const time = parse(query).time;
        const beside = parse(`${name} ${year}`).time!;
        expect(time?.ranges, query).toEqual(beside.ranges);
        expect(time?.label, query).toBe(beside.label);
        checked++;
      }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("names the year's days where the library has no photo that year, and a season runs into the next", () => {
    const before = parse("Christmas in 2010").time!;
    expect(before.ranges).toEqual([holidayNamed("Christmas")!.range(2010)]);
    expect(before.label).toBe("Christmas 2010");
    expect(parse("winter in 2019").time!.label).toBe("winter 2019–20");
    // A night that ends in the next year is that year's.
    expect(parse("new year's eve in 2019").time!.label).toBe("New Year's Eve 2019");
  });

  it("leaves a year that is left out, a side of a span or one of a list to their own readings", () => {
    const leftOut = parse("summers, not 2019");
    expect(leftOut.time!.ranges!.length).toBeGreaterThan(5);
    expect(leftOut.chips.map((c) => c.label)).toContain("not 2019");
    expect(parse("every Christmas since 2020").time!.ranges!.every(([start]) => start >= utc(2020, 0))).toBe(true);
    expect(parse("Easter before 2019").time!.ranges!.every(([, end]) => end <= utc(2019, 0))).toBe(true);
  });
});
