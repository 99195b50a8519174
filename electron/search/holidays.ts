/**
 * @file Holidays named in a query ("Christmas 2023", "last Easter", "on Halloween") as days.
 *
 * Dates come from `date-holidays` (the US and UK calendars, whose English names cover what people
 * say); a few holidays are spans in how people photograph them: Christmas is Christmas Eve to
 * Boxing Day, Easter Good Friday to Easter Monday, New Year's the evening before into the day.
 * Pure apart from the calendars' lazy loading.
 */
import { createRequire } from "node:module";
import type Holidays from "date-holidays";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** What a person says → the holiday name in the calendars, and the span around its day. */
const SPANS: Array<{ phrase: string; name: string; before: number; after: number }> = [
  { phrase: "christmas eve", name: "christmas eve", before: 0, after: DAY },
  { phrase: "christmas day", name: "christmas day", before: 0, after: DAY },
  { phrase: "(?:christmas|xmas)", name: "christmas day", before: DAY, after: 2 * DAY },
  { phrase: "(?:new year'?s eve|nye)", name: "new year's eve", before: 0, after: DAY + 6 * HOUR },
  // "New Year 2023", "at new year": the night into the first, as "New Year's Day".
  { phrase: "new year(?:'?s)?(?: day)?", name: "new year's day", before: 6 * HOUR, after: DAY },
  { phrase: "easter(?: sunday)?", name: "easter sunday", before: 2 * DAY, after: 2 * DAY },
  { phrase: "good friday", name: "good friday", before: 0, after: DAY },
  { phrase: "thanksgiving(?: day)?", name: "thanksgiving day", before: 0, after: DAY },
  { phrase: "halloween", name: "halloween", before: 0, after: DAY },
  { phrase: "valentine'?s(?: day)?", name: "valentine's day", before: 0, after: DAY },
  { phrase: "(?:mother'?s|mothers) day", name: "mother's day", before: 0, after: DAY },
  { phrase: "(?:father'?s|fathers) day", name: "father's day", before: 0, after: DAY },
  { phrase: "(?:independence day|(?:the )?fourth of july|4th of july)", name: "independence day", before: 0, after: DAY },
  { phrase: "boxing day", name: "boxing day", before: 0, after: DAY },
  { phrase: "st\\.? patrick'?s day", name: "st. patrick's day", before: 0, after: DAY },
  { phrase: "memorial day", name: "memorial day", before: 0, after: DAY },
  { phrase: "labou?r day", name: "labour day", before: 0, after: DAY },
];

export const HOLIDAY_PATTERN = new RegExp(`\\b(${SPANS.map((s) => s.phrase).join("|")})\\b`, "i");

let calendars: Holidays[] | null = null;
/** Each year's holidays by lower-case name: one reading of the calendars a year, whichever holiday is asked. */
const years = new Map<number, Map<string, number>>();

/** The floating-ms midnight of the holiday in that year, or null when the calendars lack it. */
function holidayDay(name: string, year: number): number | null {
  let table = years.get(year);
  if (!table) {
    // date-holidays works out a whole year at each call (~10 ms, and a holiday query spans every
    // year of the library): a year is read once, and every holiday of it kept.
    // Required here, not imported: its rules take ~100 ms to load, and most queries name no holiday.
    const Calendar = createRequire(import.meta.url)("date-holidays") as typeof Holidays;
    calendars ??= [new Calendar("US", { languages: ["en"] }), new Calendar("GB", { languages: ["en"] })];
    table = new Map();
    for (const calendar of calendars) {
      for (const h of calendar.getHolidays(year)) {
        const key = h.name.toLowerCase();
        if (table.has(key) || /substitute/i.test(h.name)) continue;
        const [y, m, d] = h.date.slice(0, 10).split("-").map(Number);
        table.set(key, Date.UTC(y!, m! - 1, d!));
      }
    }
    years.set(year, table);
  }
  return table.get(name) ?? null;
}

export interface HolidaySpan {
  /** The name as shown: "Christmas", "Easter". */
  label: string;
  range(year: number): [number, number] | null;
}

/** The holiday a phrase names ("xmas" → Christmas), or null. */
export function holidayNamed(phrase: string): HolidaySpan | null {
  for (const span of SPANS) {
    if (!new RegExp(`^${span.phrase}$`, "i").test(phrase.trim())) continue;
    // Words capitalised as a holiday's name is, its small words not: "the 4th of July", "Day of the Dead".
    const label = phrase.trim().replace(/(^|\s)\w/g, (c) => c.toUpperCase()).replace(/(?<=\s)(Of|The|And)\b/g, (w) => w.toLowerCase()).replace(/^Xmas$/, "Christmas");
    return {
      label,
      range(year) {
        const day = holidayDay(span.name, year);
        return day === null ? null : [day - span.before, day + span.after];
      },
    };
  }
  return null;
}
