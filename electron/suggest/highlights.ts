/**
 * @file What the home screen shows of a library that has photos: "on this day" in each earlier
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

/** Earlier years shown "on this day" at most, latest first: a card each. */
export const ON_THIS_DAY_YEARS = 6;

/**
 * "On this day" searches: `onTheDay`, today's date in each earlier year with photos taken on it,
 * latest first; `thatWeek`, in the other years, the day nearest it with photos, within 3 days ("26
 * November 2023" on the 29th): a day the search reads as that day, whatever week it falls in.
 * `now` is local; `takenMs` are wall-clock (floating) times, read in UTC fields, as the index keeps them.
 */
export function onThisDay(now: Date, takenMs: Iterable<number | null>): { onTheDay: HighlightCandidate[]; thatWeek: HighlightCandidate[] } {
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
  return {
    onTheDay: latest(sameDay).map((y): HighlightCandidate => ({ kind: "on-this-day", title: `On this day, ${ago(y)}`, query: `${day} ${MONTHS[month]} ${y}` })),
    thatWeek: latest([...nearDay.keys()].filter((y) => !sameDay.has(y))).map((y): HighlightCandidate => ({ kind: "on-this-day", title: `This week, ${ago(y)}`, query: said(nearDay.get(y)!.at) })),
  };
}

/**
 * The "on this day" cards: each earlier year whose search for today's date finds photos (up to
 * `ON_THIS_DAY_YEARS`, latest first), as a photo app shows every year of a day; only when none
 * does, the first day of that week that finds some. `found` asks a candidate as the person would,
 * and says what it shows, or null when it finds nothing.
 */
export async function onThisDayShown<T>({ onTheDay, thatWeek }: ReturnType<typeof onThisDay>, found: (candidate: HighlightCandidate) => Promise<T | null>): Promise<T[]> {
  const shown: T[] = [];
  for (const candidate of onTheDay) {
    if (shown.length >= ON_THIS_DAY_YEARS) break;
    const card = await found(candidate);
    if (card !== null) shown.push(card);
  }
  for (const candidate of shown.length ? [] : thatWeek) {
    const card = await found(candidate);
    if (card !== null) return [card];
  }
  return shown;
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
