import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const YEARS: [number, number] = [2021, 2026];
const day = (year: number, month: number, date: number) => Date.UTC(year, month, date);

/** Ways of saying "in any earlier year", and whether this year counts too ("every year" does). */
const IDIOMS: Array<[string, boolean]> = [
  ["in past years", false],
  ["in years past", false],
  ["over the years", true],
  ["in previous years", false],
  ["years ago", false],
  ["every year", true],
  ["in earlier years", false],
  ["in years gone by", false],
  ["through the years", true],
  ["in prior years", false],
  ["each year", true],
  ["in other years", false],
];

/** A time of year, and its days in `year`. 22 November 2026 is a Sunday; the week it falls in starts on a Monday. */
const ANCHORS: Array<[string, (year: number) => [number, number]]> = [
  ["on this day", (y) => [day(y, 10, 22), day(y, 10, 23)]],
  ["today", (y) => [day(y, 10, 22), day(y, 10, 23)]],
  ["this week", (y) => {
    const monday = day(y, 10, 22) - ((new Date(day(y, 10, 22)).getUTCDay() + 6) % 7) * 86_400_000;
    return [monday, monday + 7 * 86_400_000];
  }],
  ["this month", (y) => [day(y, 10, 1), day(y, 11, 1)]],
  ["on 14 June", (y) => [day(y, 5, 14), day(y, 5, 15)]],
  ["in March", (y) => [day(y, 2, 1), day(y, 3, 1)]],
];

const POSITIONS: Array<[string, (anchor: string, idiom: string) => string, string[]]> = [
  ["time first", (anchor, idiom) => `${anchor} ${idiom}`, []],
  ["years first", (anchor, idiom) => `${idiom} ${anchor}`, []],
  ["after a thing to find", (anchor, idiom) => `beach photos ${anchor} ${idiom}`, ["beach"]],
];

describe("a time of year said with 'any earlier year' is that time in each year the library covers", () => {
  const grid = IDIOMS.flatMap(([idiom, thisYear]) => ANCHORS.flatMap(([anchor, days]) => POSITIONS.map(([where, say, words]) => [say(anchor, idiom), where, idiom, thisYear, days, words] as const)));

  it.each(grid)("'%s' (%s)", (query, _where, _idiom, thisYear, days, words) => {
    const plan = parseQuery(query, NOW, { years: YEARS });
    const today = day(2026, 10, 23);
    const expected = [2020, 2021, 2022, 2023, 2024, 2025, ...(thisYear ? [2026] : [])].map(days).filter(([start]) => start < today);
    expect(plan.time?.ranges).toEqual(expected);
    expect(plan.time?.label).toMatch(thisYear ? /, every year$/ : /, earlier years$/);
    // No word of the time is left to find in the photos.
    expect(plan.words).toEqual(words);
  });
});

describe("what the years' words leave alone", () => {
  it.each([
    ["this day 3 years ago", 1],
    ["3 years ago today", 1],
    ["in the past year", 1],
    ["over the past 2 years", 1],
    ["a few years ago", 1],
    ["photos from march", 1],
  ])("'%s' keeps its own reading", (query, ranges) => {
    const plan = parseQuery(query, NOW, { years: YEARS });
    expect(plan.time?.ranges).toHaveLength(ranges);
    expect(plan.time?.label).not.toMatch(/earlier years|every year/);
  });

  it("takes the years' words of a time already every year's ('Christmas over the years')", () => {
    const plan = parseQuery("christmas over the years", NOW, { years: YEARS });
    expect(plan.time!.ranges!.length).toBeGreaterThan(1);
    expect(plan.words).toEqual([]);
  });
});

describe("on this day in earlier years, against a library", () => {
  async function index() {
    const lib = library();
    for (const year of [2022, 2023, 2024]) lib.add(`day-${year}`, { taken_ms: day(year, 10, 22) + 10 * 3_600_000 });
    lib.add("day-after-2023", { taken_ms: day(2023, 10, 23) + 10 * 3_600_000 });
    lib.add("today", { taken_ms: day(2026, 10, 22) + 9 * 3_600_000 });
    lib.add("leo", { taken_ms: day(2024, 4, 1) + 9 * 3_600_000, people: "Leo" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    return index;
  }
  const found = async (index: LibraryIndex, query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

  it("finds that day of each earlier year, not the day after nor today", async () => {
    expect(await found(await index(), "what was i doing on this day in past years")).toEqual(["day-2022", "day-2023", "day-2024"]);
  });

  it("counts today too when every year is said", async () => {
    expect(await found(await index(), "on this day every year")).toEqual(["day-2022", "day-2023", "day-2024", "today"]);
  });

  it("leaves the photos whole when the years say no time ('Leo over the years')", async () => {
    expect(await found(await index(), "Leo over the years")).toEqual(["leo"]);
  });
});
