/**
 * @file The days off a country gives everyone, said without naming one: "the bank holiday", "May
 * bank holiday", "bank holiday weekend 2024", "stat holidays", "the last public holiday". Which
 * days they are comes from date-holidays' calendar of the library's own country or region (its
 * public and bank holidays), since a bank holiday in Manchester is no day off in Toronto.
 *
 * Runs in the parser's time reader (`time-constraint.ts`). The calendar is loaded only when a
 * query says one of these phrases: date-holidays' rules are slow to load (see `holidays.ts`).
 */
import { createRequire } from "node:module";
import type Holidays from "date-holidays";

const DAY = 86_400_000;

/** "bank holiday", "public holidays", "stat holiday", "bank hol": the days off, said by their kind. */
export const PUBLIC_HOLIDAY = /\b(bank|public|stat|statutory|federal|national)\s+(?:holidays?|hols?)\b/i;

const calendars = new Map<string, Holidays | null>();
const years = new Map<string, Array<[number, number]>>();

/**
 * The public and bank holidays of `home` (a country, or a region of one: "GB-ENG", "CA-BC") in a
 * year, as floating days [first, end), in order; none where date-holidays has no calendar for it.
 */
export function publicHolidays(home: string, year: number): Array<[number, number]> {
  const key = `${home}|${year}`;
  let days = years.get(key);
  if (!days) {
    days = [];
    const calendar = calendarOf(home);
    for (const h of calendar?.getHolidays(year, "en") ?? []) {
      if (h.type !== "public" && h.type !== "bank") continue;
      const [y, m, d] = h.date.slice(0, 10).split("-").map(Number);
      const first = Date.UTC(y!, m! - 1, d!);
      days.push([first, first + Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY)) * DAY]);
    }
    days.sort((a, b) => a[0] - b[0]);
    years.set(key, days);
  }
  return days;
}

function calendarOf(home: string): Holidays | null {
  let calendar = calendars.get(home);
  if (calendar === undefined) {
    // Required here, not imported: see the @file note on load time.
    const Calendar = createRequire(import.meta.url)("date-holidays") as typeof Holidays;
    const [country, state] = home.split("-");
    const made = state ? new Calendar(country!, state, { languages: ["en"] }) : new Calendar(country!, { languages: ["en"] });
    // A code date-holidays has no calendar for answers no holidays.
    calendar = Array.isArray(made.getHolidays(new Date().getFullYear())) ? made : null;
    calendars.set(home, calendar);
  }
  return calendar;
}
