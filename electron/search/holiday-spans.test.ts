import { describe, expect, it } from "vitest";
import { DAY, utc } from "./calendar";
import { holidayNamed } from "./holidays";
import { parseQuery } from "./query-parser";

// Sunday 29 November 2026, noon; the library's photos run from 2015.
const NOW = new Date(2026, 10, 29, 12);
const TODAY = utc(2026, 10, 29);
const YEARS: [number, number] = [2015, 2026];
const time = (query: string) => parseQuery(query, NOW, { years: YEARS, people: [{ name: "Maria", relation: null }] }).time;
const days = (holiday: string, year: number) => holidayNamed(holiday)!.range(year)!;
/** The holiday's own days, which the days beside it are beside (`HolidaySpan.days`). */
const own = (holiday: string, year: number) => holidayNamed(holiday)!.days(year)!;
const POSITIONS = [(t: string) => t, (t: string) => `pics ${t}`, (t: string) => `${t} with Maria`, (t: string) => `${t}, not screenshots`];

describe("a span with a holiday at each end", () => {
  const pairs: Array<[string, string]> = [["Christmas", "New Year"], ["Christmas Eve", "New Year's Day"], ["Thanksgiving", "Christmas"], ["Halloween", "Thanksgiving"], ["Valentine's Day", "Easter"]];
  const forms = [(a: string, b: string) => `between ${a} and ${b}`, (a: string, b: string) => `from ${a} to ${b}`, (a: string, b: string) => `${a} to ${b}`, (a: string, b: string) => `${a} through ${b}`, (a: string, b: string) => `from ${a} until ${b}`];
  /** The first days of `b` that begin with or after `a`'s year's: Christmas to the New Year after it. */
  const after = (b: string, from: number, year: number) => [days(b, year), days(b, year + 1)].find(([start]) => start >= from)!;

  it("is every year's span when no year is said, and that year's when one is, for each pair, form and place in the query (≥ 50 combinations)", () => {
    let checked = 0;
    for (const [a, b] of pairs)
      for (const form of forms)
        for (const [k, position] of POSITIONS.entries()) {
          const yearless = position(form(a, b));
          const every = time(yearless);
          expect(every?.ranges?.length, yearless).toBeGreaterThanOrEqual(YEARS[1] - YEARS[0]);
          for (const [start, end] of every!.ranges!) {
            const year = new Date(start).getUTCFullYear();
            expect(start, yearless).toBe(days(a, year)[0]);
            expect(end, yearless).toBe(after(b, start, year)[1]);
          }
          expect(every!.label, yearless).toMatch(/any year$/);
          // The year said after the second end is that end's; the first is the latest before it.
          const year = 2019 + (k % 4);
          const dated = position(`${form(a, b)} ${year}`);
          const last = days(b, year);
          const first = [days(a, year), days(a, year - 1)].find(([start]) => start <= last[0])!;
          expect(time(dated)?.ranges, dated).toEqual([[first[0], last[1]]]);
          checked += 2;
        }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("runs from a holiday to today when the second end is now", () => {
    for (const now of ["now", "today", "the present"]) {
      const said = `from last Christmas until ${now}`;
      expect(time(said)?.ranges, said).toEqual([[days("Christmas", 2025)[0], TODAY + DAY]]);
    }
    expect(time("from Easter 2024 to now")?.ranges).toEqual([[days("Easter", 2024)[0], TODAY + DAY]]);
  });

  it("leaves two dates without a holiday to the date readers", () => {
    expect(time("from March to May 2024")?.ranges).toEqual([[utc(2024, 2), utc(2024, 5)]]);
    expect(time("between 1 and 10 December 2023")?.ranges).toEqual([[utc(2023, 11, 1), utc(2023, 11, 11)]]);
  });
});

describe("a holiday opened on one side, or counted back", () => {
  const holidays = ["Christmas", "Easter", "Thanksgiving", "Halloween"];
  /** The latest that has begun by today, or that year's. */
  const which = (holiday: string, year: number | null) => (year ? days(holiday, year) : [days(holiday, 2026), days(holiday, 2025)].find(([start]) => start <= TODAY)!);
  it("runs to today or from the start of photography, for each cue, holiday, year and place (≥ 50 combinations)", () => {
    let checked = 0;
    for (const cue of ["since", "after", "before", "until"])
      for (const holiday of holidays)
        for (const year of [null, 2023])
          for (const position of [POSITIONS[0]!, POSITIONS[2]!]) {
            const said = position(`${cue} ${holiday}${year ? ` ${year}` : ""}`);
            const [start, end] = which(holiday, year);
            const expected = cue === "since" ? [start, TODAY + DAY] : cue === "after" ? [end, TODAY + DAY] : cue === "before" ? [utc(1826, 0), start] : [utc(1826, 0), end];
            expect(time(said)?.ranges, said).toEqual([expected]);
            checked++;
          }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("reads a holiday that names a thing after it as the holiday, not a side of time", () => {
    for (const [cue, holiday, thing] of [["after", "Easter", "mass"], ["before", "Christmas", "service"], ["since", "Thanksgiving", "parade"], ["until", "Halloween", "party"]]) {
      const query = `${cue} ${holiday} ${thing}`;
      expect(time(query)?.label, query).toBe(`any ${holiday}`);
    }
  });

  it("keeps the days beside a holiday, and the run-up to it, as they were", () => {
    expect(time("the week after Easter 2024")?.ranges).toEqual([[own("Easter", 2024)[1], own("Easter", 2024)[1] + 7 * DAY]]);
    expect(time("the run-up to Christmas 2023")?.ranges).toEqual([days("Christmas", 2023)]);
  });

  it("counts a holiday said in the plural back from the latest, which is one ago", () => {
    for (const [said, n] of [["two", 2], ["3", 3], ["a couple of", 2], ["four", 4]] as const)
      for (const [holiday, plural] of [["Christmas", "Christmases"], ["Easter", "Easters"], ["Thanksgiving", "Thanksgivings"], ["Halloween", "Halloweens"]]) {
        const query = `${said} ${plural} ago`;
        const latest = which(holiday!, null);
        const year = new Date(latest[0]).getUTCFullYear() - (n - 1);
        expect(time(query)?.ranges, query).toEqual([days(holiday!, year)]);
      }
  });

  it("reads a holiday said in the plural without a count back as every year's, for each holiday and frame", () => {
    for (const [holiday, plural] of [["Christmas", "Christmases"], ["Easter", "Easters"], ["Thanksgiving", "Thanksgivings"], ["Halloween", "Halloweens"]])
      for (const frame of [(h: string) => `all our ${h}`, (h: string) => `${h} at grandma's`, (h: string) => `the two ${h} in Rome`, (h: string) => `photos from ${h}`]) {
        const query = frame(plural!);
        const read = time(query);
        expect(read?.label, query).toBe(`every ${holiday}`);
        expect(read?.ranges?.every(([start]) => days(holiday!, new Date(start + 7 * DAY).getUTCFullYear())[0] === start), query).toBe(true);
      }
  });

  it("says the year a holiday's days fall in, New Year's being the year it opens", () => {
    expect(time("since New Year")?.label).toBe("since New Year 2026");
    expect(time("since Christmas")?.label).toBe("since Christmas 2025");
  });

  it("keeps a part of the day beside a holiday as that part of the holiday's days, never everything before it", () => {
    for (const query of ["the night before Christmas", "the morning after New Year's Eve", "the evening before Easter"]) {
      const read = time(query);
      expect(read?.hours, query).not.toBeNull();
      expect(read?.ranges?.length, query).toBeGreaterThan(1);
    }
  });

  it("counts days and weeks beside a holiday: 'two weeks before Christmas', 'a few days after Easter 2024'", () => {
    expect(time("two weeks before Christmas 2023")?.ranges).toEqual([[own("Christmas", 2023)[0] - 14 * DAY, own("Christmas", 2023)[0]]]);
    expect(time("3 days after Easter 2024")?.ranges).toEqual([[own("Easter", 2024)[1], own("Easter", 2024)[1] + 3 * DAY]]);
  });
});

describe("a holiday's weekend", () => {
  it("holds the holiday and a Saturday or Sunday next to it, whatever day it falls on", () => {
    for (const holiday of ["4th of July", "Thanksgiving", "Christmas Eve", "Valentine's Day", "Halloween"]) {
      const ranges = time(`${holiday} weekend`)?.ranges ?? [];
      expect(ranges.length, holiday).toBeGreaterThanOrEqual(YEARS[1] - YEARS[0]);
      for (const [start, end] of ranges) {
        const own = days(holiday, new Date(start + 7 * DAY).getUTCFullYear());
        expect(start, holiday).toBeLessThanOrEqual(own[0]);
        expect(end, holiday).toBeGreaterThanOrEqual(own[1]);
        const weekdays = Array.from({ length: (end - start) / DAY }, (_, k) => new Date(start + k * DAY).getUTCDay());
        expect(weekdays.some((d) => d === 0 || d === 6), `${holiday} ${new Date(start).toISOString()}`).toBe(true);
        expect(weekdays.length, holiday).toBeLessThanOrEqual(9);
      }
    }
  });
});
