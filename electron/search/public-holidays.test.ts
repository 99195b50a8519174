import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);
const DAY = 86_400_000;

/** A library at home in `home`, with photos from 2019 on. */
const context = (home: string) => ({ mainCountry: () => home.split("-")[0]!, mainRegion: () => home, years: [2019, 2026] as [number, number] });
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const firstDays = (query: string, home: string) => (parseQuery(query, NOW, context(home)).time?.ranges ?? []).map(([from]) => new Date(from).toISOString().slice(0, 10));

/** Each country's days off in one month of 2024 as its own calendar gives them, and the word it calls them by. */
const FACTS: Array<{ home: string; kind: string; month: string; days: string[] }> = [
  { home: "GB-ENG", kind: "bank", month: "august", days: ["2024-08-26"] },
  { home: "GB-ENG", kind: "bank", month: "may", days: ["2024-05-06", "2024-05-27"] },
  { home: "IE", kind: "bank", month: "june", days: ["2024-06-03"] },
  { home: "IE", kind: "bank", month: "october", days: ["2024-10-28"] },
  { home: "CA-BC", kind: "stat", month: "august", days: ["2024-08-05"] },
  { home: "AU-NSW", kind: "public", month: "october", days: ["2024-10-07"] },
  { home: "US", kind: "federal", month: "september", days: ["2024-09-02"] },
  { home: "NZ", kind: "public", month: "june", days: ["2024-06-03", "2024-06-28"] },
];
const FRAMES = ["{}", "pics from the {}", "beach on the {}", "{} with the kids"];

describe("the days off said by their kind are the library's country's", () => {
  const grid = FACTS.flatMap((fact) => FRAMES.map((frame) => ({ ...fact, query: frame.replace("{}", `${fact.month} ${fact.kind} holiday 2024`) })));
  it("covers at least 50 sayings with the weekends and the years", () => expect(grid.length * 2 + FACTS.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' at home in $home is $days, each with its long weekend", ({ query, home, days }) => {
    const ranges = parseQuery(query, NOW, context(home)).time?.ranges ?? [];
    for (const off of days) expect(ranges.some(([from, to]) => from <= day(off) && to >= day(off) + DAY), off).toBe(true);
    expect(ranges.length).toBe(days.length);
    for (const [from, to] of ranges) expect(to - from).toBeLessThanOrEqual(5 * DAY);
    expect(parseQuery(query, NOW, context(home)).words).not.toContain("bank");
  });

  it.each(grid)("'$query' said with its weekend holds each day off and the weekend beside it ($home)", ({ query, home, days }) => {
    const ranges = parseQuery(query.replace("holiday 2024", "holiday weekend 2024"), NOW, context(home)).time?.ranges ?? [];
    for (const off of days) expect(ranges.some(([from, to]) => from <= day(off) && to >= day(off) + DAY && to - from >= 3 * DAY), off).toBe(true);
    // A weekend of days off, not the month nor every weekend in it.
    expect(ranges.length).toBeLessThanOrEqual(days.length);
    for (const [from, to] of ranges) expect(to - from).toBeLessThanOrEqual(5 * DAY);
  });

  it.each(FACTS)("every year's, when no year is said ($home $kind $month)", ({ home, kind, month }) => {
    const first = firstDays(`${month} ${kind} holidays`, home);
    expect(new Set(first.map((d) => d.slice(0, 4))).size).toBeGreaterThanOrEqual(7);
    // Each a day of that month, or the weekend just before one.
    expect(first.every((d) => [0, 3].some((k) => new Date(Date.parse(`${d}T00:00:00Z`) + k * DAY).toLocaleString("en", { month: "long", timeZone: "UTC" }).toLowerCase() === month))).toBe(true);
  });

  it("the last one is the latest with photos, and a Monday's are those on a Monday", () => {
    // As "the last trip": the latest of them the photos were taken on.
    for (const [query, home, label] of [["the last bank holiday", "GB-ENG", "every bank holiday"], ["last stat holiday", "CA-BC", "every stat holiday"]]) {
      expect(parseQuery(query!, NOW, context(home!)).chips.map((c) => `${c.kind}:${c.label}`)).toEqual([`time:${label}`, "count:latest occasion"]);
    }
    expect(firstDays("bank holiday mondays 2024", "GB-ENG")).toEqual(["2024-01-01", "2024-04-01", "2024-05-06", "2024-05-27", "2024-08-26"]);
    // Eight days off, those on a Monday or a Friday with their weekend: Good Friday to Easter Monday one stretch, Christmas and Boxing Day another.
    expect(firstDays("bank hols 2024", "GB-ENG")).toEqual(["2023-12-30", "2024-03-29", "2024-05-04", "2024-05-25", "2024-08-24", "2024-12-25"]);
    // Midweek, a day off is that day: Christmas 2024 fell on a Wednesday.
    expect(parseQuery("bank hols 2024", NOW, context("GB-ENG")).time!.ranges!.at(-1)).toEqual([day("2024-12-25"), day("2024-12-27")]);
  });

  it("is no time where the library has no country yet, and a bank is still a bank", () => {
    expect(parseQuery("bank holiday", NOW).time).toBeNull();
    for (const query of ["the bank", "river bank walk", "bank statement 2024"]) expect(parseQuery(query, NOW, context("GB-ENG")).words).toContain("bank");
  });
});
