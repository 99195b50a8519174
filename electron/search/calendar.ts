/**
 * @file The calendar arithmetic and names the time readers share: floating-ms days and months
 * (wall-clock time stored as if it were UTC, `library/floating-time.ts`) and how a day or a month
 * is written in a label. Pure.
 */

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));
/** The month a name or its short form says ("sept", "Jan", "march"), 0 for January; -1 for none. */
export const monthOf = (said: string): number => MONTHS.findIndex((full) => full.toLowerCase().startsWith(said.toLowerCase().slice(0, 3)));
/** The days of the week, lower case, Sunday first as `Date.getDay()` counts them. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
export const DAY = 86_400_000;

/** Floating ms of a wall-clock date; months and days past their end roll over, as in Date.UTC. */
export const utc = (year: number, month: number, day = 1) => Date.UTC(year, month, day);

/** The day `day` of `month` in `year`, or null when there is no such day ("31 June"). */
export function dayOf(year: number, month: number, day: number): number | null {
  const ms = utc(year, month, day);
  return new Date(ms).getUTCDate() === day ? ms : null;
}

/** Midnight of the day `now` is in, in floating ms. */
export const today = (now: Date) => utc(now.getFullYear(), now.getMonth(), now.getDate());

/** "8 Nov 2026". */
export function dayLabel(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Nov 2026". */
export function monthLabel(ms: number): string {
  const d = new Date(ms);
  return `${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The Monday that starts the week of `now`. */
export const monday = (now: Date) => today(now) - ((now.getDay() + 6) % 7) * DAY;

export type BesideUnit = "day" | "week" | "weekend" | "fortnight" | "month";

/**
 * The days just before or after a span, as long as the word says: "the week before Christmas" is
 * the seven days up to it, "the weekend after Easter" the first Saturday and Sunday after it.
 */
export function besideRange(unit: BesideUnit, after: boolean, [startMs, endMs]: [number, number], times = 1): [number, number] {
  if (unit === "weekend") {
    const saturday = (ms: number) => ms + ((6 - new Date(ms).getUTCDay() + 7) % 7) * DAY;
    // "two weekends before": the second Saturday and Sunday out, with those between.
    const first = after ? saturday(endMs) : saturday(startMs - 7 * DAY) - (times - 1) * 7 * DAY;
    return after ? [first, first + (times - 1) * 7 * DAY + 2 * DAY] : [first, saturday(startMs - 7 * DAY) + 2 * DAY];
  }
  const length = times * (unit === "day" ? DAY : unit === "week" ? 7 * DAY : unit === "fortnight" ? 14 * DAY : 30 * DAY);
  return after ? [endMs, endMs + length] : [startMs - length, startMs];
}
