import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type HolidaysType from "date-holidays";
import names from "./holiday-names.json" with { type: "json" };
import { holidayNamed } from "./holidays";

const Holidays = createRequire(import.meta.url)("date-holidays") as typeof HolidaysType;
const DAY = 86_400_000;
// Years enough for each moved holiday to fall on a weekend several times.
const YEARS = Array.from({ length: 41 }, (_, k) => 1995 + k);

describe("a holiday a calendar moves off a weekend", () => {
  // Every phrase of the holidays' names whose calendar moves its day in some year ("01-26 if sunday then next monday").
  const moved: Array<{ phrase: string; year: number; own: number }> = [];
  for (const [phrase, entry] of Object.entries(names as Record<string, { calendar?: string; name: string }>)) {
    if (!entry.calendar) continue;
    const calendar = new Holidays(entry.calendar);
    for (const year of YEARS) {
      for (const h of calendar.getHolidays(year, "en")) {
        const rule = /^(\d\d)-(\d\d) if /.exec((h as { rule?: string }).rule ?? "");
        if (h.name !== entry.name || !rule) continue;
        const own = Date.UTC(year, Number(rule[1]) - 1, Number(rule[2]));
        if (h.date.slice(0, 10) !== new Date(own).toISOString().slice(0, 10)) moved.push({ phrase, year, own });
      }
    }
  }

  it(`is still its own date where it falls, as well as the day it is kept, in its days and in its photos' hours (${moved.length} phrase-years x 2)`, () => {
    expect(moved.length * 2).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const { phrase, year, own } of moved) {
      const span = holidayNamed(phrase, undefined, false);
      for (const [what, days] of [["days", span?.days(year)], ["range", span?.range(year)]] as const) {
        if (!days || days[0] > own || days[1] < own + DAY) wrong.push(`${phrase} ${year} ${what}: ${days?.map((d) => new Date(d).toISOString().slice(0, 10)).join("–")}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
