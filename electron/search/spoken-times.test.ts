import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = { years: [2019, 2026] as [number, number], people: [{ name: "Leo", relation: null }], places: ["Lisbon", "Paris"] };
const read = (query: string) => parseQuery(query, NOW, CONTEXT);
const day = (year: number, month: number, date: number) => Date.UTC(year, month, date);
const TOMORROW = day(2026, 10, 23);
const DAY = 86_400_000;

/** Where a phrase may stand in a query: alone, after a person, before a place. */
const POSITIONS = [(p: string) => p, (p: string) => `Leo ${p}`, (p: string) => `photos ${p} in Lisbon`];

describe("a photo's age, as a bound or as it is", () => {
  const OLDER = ["over", "more than", "at least", "upwards of", "older than"];
  const NEWER = ["under", "less than", "no more than", "within", "newer than"];
  const AMOUNTS = [
    { said: "2", n: 2 },
    { said: "three", n: 3 },
    { said: "a", n: 1 },
  ];
  const UNITS = ["day", "week", "month", "year"] as const;
  /** The day `n` units before 22 Nov 2026, by the calendar. */
  const back = (n: number, unit: (typeof UNITS)[number]) =>
    unit === "year" ? day(2026 - n, 10, 22) : unit === "month" ? day(2026, 10 - n, 22) : day(2026, 10, 22 - n * (unit === "week" ? 7 : 1));
  const grid = [...OLDER, ...NEWER].flatMap((cue) => AMOUNTS.flatMap((amount) => UNITS.flatMap((unit) => POSITIONS.map((at, p) => ({ cue, amount, unit, at, p })))));

  it(`reads ${grid.length} bounds (cue × amount × unit × position) as everything before or since that day`, () => {
    expect(grid.length).toBeGreaterThanOrEqual(50);
    for (const { cue, amount, unit, at, p } of grid) {
      const amountSaid = `${amount.said} ${unit}${amount.n === 1 ? "" : "s"}`;
      // "older than 2 years" needs no "old"; the other cues say it ("over 2 years old") or "ago" (every third).
      const phrase = /^(?:older|newer) than$/.test(cue) ? `${cue} ${amountSaid}` : `${cue} ${amountSaid} ${p === 2 ? "ago" : "old"}`;
      const query = at(phrase);
      const plan = read(query);
      const older = OLDER.includes(cue);
      expect(plan.time?.ranges, query).toEqual([older ? [day(1826, 0, 1), back(amount.n, unit)] : [back(amount.n, unit), TOMORROW]]);
      expect(plan.words, query).toEqual([]);
      if (p === 1) expect(plan.people.map((person) => person.label), query).toEqual(["Leo"]);
    }
  });

  const BARE = [(said: string, unit: string) => `photos ${said} ${unit} old`, (said: string, unit: string) => `pics that are ${said} ${unit} old`, (said: string, unit: string) => `a ${said}-${unit}-old photo of Leo`];
  const bare = ["2", "three", "a few"].flatMap((said) => ["week", "month", "year"].flatMap((unit) => BARE.map((form) => ({ said, unit, form }))));
  it(`reads ${bare.length} ages said as they are (amount × unit × form) as the window that 'N ago' is`, () => {
    expect(bare.length).toBeGreaterThanOrEqual(27);
    for (const { said, unit, form } of bare) {
      const plural = said === "a" ? unit : `${unit}s`;
      const query = form(said, form === BARE[2] ? unit : plural);
      expect(read(query).time?.ranges, query).toEqual(read(`${said} ${plural} ago`).time!.ranges);
      expect(read(query).words, query).toEqual([]);
    }
  });

  it("leaves a person's age alone: no time, and the words stay", () => {
    for (const query of ["photos of my 3 year old", "a 2 year old boy at the beach", "Leo at 2 years old", "Leo when he was 3 years old", "my 5-year-old daughter in Lisbon", "a hundred years old castle"]) {
      expect(read(query).time, query).toBeNull();
    }
  });
});

describe("which season, counted from today (22 November 2026)", () => {
  const SEASON_MONTHS: Record<string, number> = { spring: 2, summer: 5, autumn: 8, fall: 8, winter: 11 };
  // Said in late November: autumn 2026 is still on, winter 2026–27 not begun.
  const THIS: Record<string, number> = { spring: 2026, summer: 2026, autumn: 2026, fall: 2026, winter: 2025 };
  const LAST: Record<string, number> = { spring: 2026, summer: 2026, autumn: 2025, fall: 2025, winter: 2025 };
  const WHICH = [
    { said: (s: string) => `this ${s}`, year: (s: string) => THIS[s]! },
    { said: (s: string) => `last ${s}`, year: (s: string) => LAST[s]! },
    { said: (s: string) => `the previous ${s}`, year: (s: string) => LAST[s]! },
    { said: (s: string) => `the ${s} before last`, year: (s: string) => LAST[s]! - 1 },
    { said: (s: string) => `the ${s} just gone`, year: (s: string) => LAST[s]! },
    { said: (s: string) => `the ${s} two years ago`, year: () => 2024 },
    { said: (s: string) => `three ${s}s ago`, year: () => 2023 },
    { said: (s: string) => `${s} of 2021`, year: () => 2021 },
  ];
  const AT = [...POSITIONS, (p: string) => `Leo in ${p.replace(/^the /, "the ")}`];
  const grid = Object.keys(SEASON_MONTHS).flatMap((season) => WHICH.flatMap((which) => AT.map((at) => ({ season, which, at }))));

  it(`reads ${grid.length} season phrases (season × which × position) as that one season`, () => {
    expect(grid.length).toBeGreaterThanOrEqual(50);
    for (const { season, which, at } of grid) {
      const query = at(which.said(season));
      const year = which.year(season);
      const from = SEASON_MONTHS[season]!;
      expect(read(query).time?.ranges, query).toEqual([[day(year, from, 1), day(year, from + 3, 1)]]);
      expect(read(query).words, query).toEqual([]);
    }
  });

  it("still reads a season said alone as that season of any year, and a summer dress as a dress", () => {
    expect(read("in the autumn").time?.ranges).toHaveLength(9);
    expect(read("Leo in summer").time?.label).toBe("any summer");
    expect(read("a summer dress").time).toBeNull();
  });
});

describe("today's date in another year", () => {
  const BACK = [
    { said: "last year", year: 2025 },
    { said: "a year ago", year: 2025 },
    { said: "two years ago", year: 2024 },
    { said: "3 years back", year: 2023 },
    { said: "in 2022", year: 2022 },
  ];
  const monday = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;
  const saturday = (ms: number) => (new Date(ms).getUTCDay() === 0 ? ms - DAY : ms + (6 - new Date(ms).getUTCDay()) * DAY);
  const PARTS = [
    { said: "this time", range: (d: number) => [d - 14 * DAY, d + 15 * DAY] },
    { said: "around this time", range: (d: number) => [d - 14 * DAY, d + 15 * DAY] },
    { said: "the same week", range: (d: number) => [monday(d), monday(d) + 7 * DAY] },
    { said: "this weekend", range: (d: number) => [saturday(d), saturday(d) + 2 * DAY] },
    { said: "this month", range: (d: number) => [day(new Date(d).getUTCFullYear(), 10, 1), day(new Date(d).getUTCFullYear(), 11, 1)] },
    { said: "the same day", range: (d: number) => [d, d + DAY] },
  ];
  const ORDER = [(part: string, back: string) => `${part} ${back}`, (part: string, back: string) => `${back.replace(/^in /, "")}, ${part}`];
  const grid = PARTS.flatMap((part) => BACK.flatMap((back) => ORDER.flatMap((order) => POSITIONS.map((at) => ({ part, back, order, at })))));

  it(`reads ${grid.length} phrasings (part × year back × word order × position) as the days around 22 November then`, () => {
    expect(grid.length).toBeGreaterThanOrEqual(50);
    for (const { part, back, order, at } of grid) {
      const query = at(order(part.said, back.said));
      expect(read(query).time?.ranges, query).toEqual([part.range(day(back.year, 10, 22))]);
      expect(read(query).words, query).toEqual([]);
    }
  });
});

describe("a holiday's season", () => {
  const CHRISTMAS = ["christmas", "xmas"].flatMap((name) => ["holidays", "season", "break", "time", "period"].map((noun) => `${name} ${noun}`));
  const SEASONS = [...CHRISTMAS, "holiday season", "festive season"];
  const YEARS = [
    { said: (s: string) => `the ${s} 2023`, year: 2023 },
    { said: (s: string) => `the ${s} of 2021`, year: 2021 },
    { said: (s: string) => `the 2022 ${s}`, year: 2022 },
    { said: (s: string) => `the ${s} last year`, year: 2025 },
  ];
  const grid = SEASONS.flatMap((season) => YEARS.flatMap((year) => POSITIONS.map((at) => ({ season, year, at }))));

  it(`reads ${grid.length} phrasings (season × year × position) as Christmas Eve to New Year's Day, not the whole year`, () => {
    expect(grid.length).toBeGreaterThanOrEqual(50);
    for (const { season, year, at } of grid) {
      const query = at(year.said(season));
      expect(read(query).time?.ranges, query).toEqual([[day(year.year, 11, 24), day(year.year + 1, 0, 2)]]);
      expect(read(query).words, query).toEqual([]);
    }
  });

  it("reads a holiday whose season the data does not name as the days around it, and a bare season as every year's", () => {
    // Easter Sunday 2024 was 31 March; its days are Good Friday to Easter Monday.
    expect(read("the Easter holidays 2024").time?.ranges).toEqual([[day(2024, 2, 25), day(2024, 3, 8)]]);
    expect(read("over Christmas 2023").time?.ranges).toEqual([[day(2023, 11, 20), day(2024, 0, 2)]]);
    expect(read("Christmas 2023").time?.ranges).toEqual([[day(2023, 11, 24), day(2023, 11, 27)]]);
    expect(read("photos from the holiday season").time?.ranges).toHaveLength(9);
    expect(read("photos from the holiday season").time?.label).toBe("the holiday season, any year");
  });
});
