/**
 * @file The calendar arithmetic and names the time readers share: floating-ms days and months
 * (wall-clock time stored as if it were UTC, `library/floating-time.ts`) and how a day or a month
 * is written in a label. Pure.
 */

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));
export const DAY = 86_400_000;

/** Floating ms of a wall-clock date; months and days past their end roll over, as in Date.UTC. */
export const utc = (year: number, month: number, day = 1) => Date.UTC(year, month, day);

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
