import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import { buildHolidayNames, JSON_PATH } from "../../build/data/holiday-names";
import table from "./holiday-names.json" with { type: "json" };
import { holidayNamed, HOLIDAY_PATTERN, mayNameHoliday, type HolidayEntry } from "./holidays";

const names = (text: string) => new RegExp(HOLIDAY_PATTERN.source, "gi").exec(text)?.[0] ?? null;

describe("holidays a query can name", () => {
  it("knows the phrases date-holidays' calendars give today (run build/data/holiday-names.ts when this fails)", () => {
    expect(JSON.parse(readFileSync(JSON_PATH, "utf8"))).toEqual(JSON.parse(JSON.stringify(buildHolidayNames())));
  });

  it("finds every phrase's holiday in its calendar in some year of a library", () => {
    for (const phrase of Object.keys(buildHolidayNames())) {
      const holiday = holidayNamed(phrase)!;
      // Some are once (a coronation) or every four years (Election Day, leap day).
      const found = Array.from({ length: 14 }, (_, i) => holiday.range(2014 + i)).filter(Boolean);
      expect(found.length, phrase).toBeGreaterThan(0);
    }
  });

  it("names a holiday with or without its apostrophe, full stop or 'saint'", () => {
    for (const said of ["St. Patrick's Day", "st patricks day", "Saint Patrick’s Day", "st paddy's", "Presidents' Day", "presidents day", "Valentines", "mothers day", "new year’s eve", "Eid al-Fitr"]) {
      expect(names(`beach ${said} 2023`), said).toBe(said);
      expect(holidayNamed(said), said).not.toBeNull();
    }
  });

  it("does not take ordinary words for a holiday", () => {
    for (const text of ["earth", "the earth at night", "independence", "labour", "labour of love", "Reid and Eida", "may", "a sunny may day", "black", "friday", "guy", "bonfire", "burns", "the night", "christmassy", "new yearly", "leap", "a family day out", "pancakes"]) {
      expect(names(text), text).toBeNull();
    }
  });

  it("reads a leap day only in a leap year", () => {
    const leap = holidayNamed("leap day")!;
    expect(leap.range(2023)).toBeNull();
    expect(leap.range(2024)).toEqual([Date.UTC(2024, 1, 29), Date.UTC(2024, 2, 1)]);
  });

  it("loads no calendar for a query that names no holiday", () => {
    // [The @file note of holidays.ts]: date-holidays' rules are a large part of a cold CLI search.
    const script = `
      const { HOLIDAY_PATTERN, holidayNamed } = await import("./electron/search/holidays.ts");
      const { createRequire } = await import("node:module");
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes("date-holidays"));
      HOLIDAY_PATTERN.test("beach in May 2024");
      const before = loaded();
      holidayNamed("diwali").range(2021);
      console.log(JSON.stringify([before, loaded()]));`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: new URL("../..", import.meta.url), encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual([false, true]);
  });
});

describe("a holiday's days", () => {
  const DAY = 86_400_000;
  const Calendar = createRequire(import.meta.url)("date-holidays") as typeof Holidays;
  /** The days a whole country's calendar gives the holiday that year, as the engine read them before it kept only the holiday's own rules. */
  const wholeCalendarDays = (entry: HolidayEntry, year: number): [number, number] | null => {
    const [country, state] = entry.calendar!.split("-");
    const calendar = state ? new Calendar(country!, state, { languages: ["en"] }) : new Calendar(country!, { languages: ["en"] });
    let days: [number, number] | null = null;
    for (const h of calendar.getHolidays(year, "en")) {
      if (/substitute/i.test(h.name) || h.name !== entry.name) continue;
      const [y, m, d] = h.date.slice(0, 10).split("-").map(Number);
      const kept = Date.UTC(y!, m! - 1, d!);
      const last = kept + Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY)) * DAY;
      // A day moved off a weekend ("01-26 if sunday then next monday") has its own date too (`moved-holidays.test.ts`).
      const own = /^(\d\d)-(\d\d) if /.exec((h as { rule?: string }).rule ?? "");
      const ownDay = own ? Date.UTC(y!, Number(own[1]) - 1, Number(own[2])) : kept;
      const [first, end] = [Math.min(kept, ownDay), Math.max(last, ownDay + DAY)];
      days = days ? [Math.min(days[0], first), Math.max(days[1], end)] : [first, end];
    }
    return days;
  };

  it("are the days its whole country's calendar gives it (every calendar holiday x 4 years)", () => {
    const wrong: string[] = [];
    const entries = Object.entries(table as unknown as Record<string, HolidayEntry>).filter(([, entry]) => entry.calendar && !entry.wholeSeason);
    expect(entries.length).toBeGreaterThan(50);
    for (const [phrase, entry] of entries) {
      for (const year of [2001, 2016, 2024, 2031]) {
        const [got, want] = [holidayNamed(phrase)!.days(year), wholeCalendarDays(entry, year)];
        if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${phrase} ${year}: ${JSON.stringify(got)} for ${JSON.stringify(want)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("telling cheaply that a query may name a holiday", () => {
  it("says yes for every name the table has, as written or with its variants, and no for a query without one", () => {
    for (const phrase of Object.keys(buildHolidayNames())) expect(mayNameHoliday(phrase), phrase).toBe(true);
    for (const said of ["St. Patrick's Day", "saint patricks day", "Presidents’ Day weekend", "the 4th of July", "xmas eve"]) expect(mayNameHoliday(said), said).toBe(true);
    expect(mayNameHoliday("beach at sunset with Leo")).toBe(false);
  });
});
