/**
 * @file What the home screen shows of a library that has photos: "on this day" in an earlier
 * year, and the latest trip, each as the search that finds it, so that a click asks it and the
 * person can narrow it as any answer. Pure: the date, the capture times and the trips come in;
 * the caller asks each candidate as the user would and shows only those that find photos.
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export interface HighlightCandidate {
  kind: "on-this-day" | "trip";
  /** What the card says: "On this day, 2 years ago", "Your latest trip". */
  title: string;
  /** The search that finds it, as the person would type it. */
  query: string;
}

const DAY_MS = 86_400_000;

/**
 * "On this day" searches, best first: today's date in the latest earlier year with photos taken on
 * it, then the day nearest it with photos, within 3 days, in the latest year that has one ("26
 * November 2023" on the 29th): a day the search reads as that day, whatever week it falls in.
 * `now` is local; `takenMs` are wall-clock (floating) times, read in UTC fields, as the index keeps them.
 */
export function onThisDay(now: Date, takenMs: Iterable<number | null>): HighlightCandidate[] {
  const month = now.getMonth();
  const day = now.getDate();
  const year = now.getFullYear();
  const sameDay = new Set<number>();
  /** Per year, the photo day nearest today's date in it, and how far. */
  const nearDay = new Map<number, { at: Date; away: number }>();
  for (const ms of takenMs) {
    if (ms === null || !Number.isFinite(ms)) continue;
    const at = new Date(ms);
    const y = at.getUTCFullYear();
    if (y >= year) continue;
    if (at.getUTCMonth() === month && at.getUTCDate() === day) sameDay.add(y);
    // Today's date in that year (29 February in a year without one is 1 March), and how many days from it.
    const away = Math.abs(Math.round((Date.UTC(y, at.getUTCMonth(), at.getUTCDate()) - Date.UTC(y, month, day)) / DAY_MS));
    const seen = nearDay.get(y);
    if (away <= 3 && (!seen || away < seen.away)) nearDay.set(y, { at, away });
  }
  const ago = (y: number) => (year - y === 1 ? "a year ago" : `${year - y} years ago`);
  const latest = (years: Iterable<number>) => [...years].sort((a, b) => b - a);
  const said = (at: Date) => `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
  return [
    ...latest(sameDay).map((y): HighlightCandidate => ({ kind: "on-this-day", title: `On this day, ${ago(y)}`, query: `${day} ${MONTHS[month]} ${y}` })),
    ...latest([...nearDay.keys()].filter((y) => !sameDay.has(y))).map((y): HighlightCandidate => ({ kind: "on-this-day", title: `This week, ${ago(y)}`, query: said(nearDay.get(y)!.at) })),
  ];
}

/** The latest trip that has ended by `now`, asked by its title ("Lisbon, 3–5 May 2024": its place and days). */
export function latestTrip(now: Date, trips: ReadonlyArray<{ title: string; startMs: number }>): HighlightCandidate[] {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return trips
    .filter((t) => t.startMs < today)
    .sort((a, b) => b.startMs - a.startMs)
    .slice(0, 3)
    .map((t, i) => ({ kind: "trip", title: i === 0 ? "Your latest trip" : "An earlier trip", query: t.title }));
}
