/**
 * @file Finds the time a query is about ("July 2024", "last summer", "two weeks ago") and turns
 * it into a wall-clock range.
 *
 * chrono-node reads dates and relative times; what it does not read — bare years, seasons,
 * calendar weeks, months without a year meaning the last one that happened — is grammar of our
 * own on top. Ranges are wall-clock, like photo times (see `library/metadata.ts`). Pure: the
 * current time is an argument.
 */
import * as chrono from "chrono-node";

export interface TimeMatch {
  /** Inclusive start and exclusive end, in floating milliseconds (`library/floating-time.ts`). */
  startMs: number;
  endMs: number;
  label: string;
  /** Where the phrase was in the query, so the rest can be read as words. */
  index: number;
  length: number;
}

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const SHORT = MONTHS.map((m) => m.slice(0, 3));
const DAY = 86_400_000;

const utc = (y: number, m: number, d = 1) => Date.UTC(y, m, d);
const dayLabel = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${SHORT[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** Seasons as the northern hemisphere's meteorological ones; winter Y runs Dec Y – Feb Y+1. */
export const SEASONS: Record<string, [number, number]> = { spring: [2, 5], summer: [5, 8], autumn: [8, 11], fall: [8, 11], winter: [11, 14] };

type Finder = (query: string, now: Date) => TimeMatch | null;

const seasonFinder: Finder = (query, now) => {
  const m = /\b(?:(last|this|past|previous)\s+)?(spring|summer|autumn|fall|winter)(?:\s+(?:of\s+)?((?:19|20)\d{2}))?\b/i.exec(query);
  if (!m) return null;
  const [text, which, name, yearText] = m;
  if (!which && !yearText) return null; // a bare "summer" is more often a word ("summer dress") than a time
  const [from, to] = SEASONS[name!.toLowerCase()]!;
  const nowMs = utc(now.getFullYear(), now.getMonth(), now.getDate());
  let year = yearText ? Number(yearText) : now.getFullYear();
  if (!yearText) {
    // "last summer" is the latest one that is over; "this summer" the one of this year.
    if (/last|past|previous/i.test(which!)) while (utc(year, to) > nowMs) year--;
    else if (utc(year, from) > nowMs) year--;
  }
  const season = name!.toLowerCase() === "fall" ? "autumn" : name!.toLowerCase();
  return { startMs: utc(year, from), endMs: utc(year, to), label: `${season} ${year}${season === "winter" ? `–${String(year + 1).slice(2)}` : ""}`, index: m.index, length: text.length };
};

const calendarFinder: Finder = (query, now) => {
  const m = /\b(this|last|past|previous)\s+(week|month|year)\b/i.exec(query);
  if (!m) return null;
  const last = m[1]!.toLowerCase() !== "this";
  const unit = m[2]!.toLowerCase();
  const y = now.getFullYear();
  const mo = now.getMonth();
  let startMs: number;
  let endMs: number;
  if (unit === "year") [startMs, endMs] = last ? [utc(y - 1, 0), utc(y, 0)] : [utc(y, 0), utc(y + 1, 0)];
  else if (unit === "month") [startMs, endMs] = last ? [utc(y, mo - 1), utc(y, mo)] : [utc(y, mo), utc(y, mo + 1)];
  else {
    const monday = utc(y, mo, now.getDate() - ((now.getDay() + 6) % 7));
    [startMs, endMs] = last ? [monday - 7 * DAY, monday] : [monday, monday + 7 * DAY];
  }
  const label =
    unit === "year" ? String(new Date(startMs).getUTCFullYear())
    : unit === "month" ? `${MONTHS[new Date(startMs).getUTCMonth()]} ${new Date(startMs).getUTCFullYear()}`
    : `the week of ${dayLabel(startMs)}`;
  return { startMs, endMs, label, index: m.index, length: m[0].length };
};

/**
 * Every phrase chrono reads holds a digit, a month or weekday, or a word of time: without one it
 * finds nothing, and asking costs about 10 ms of its hundred-odd patterns on every query.
 */
const CHRONO_CUES = /\d|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?\b|\b(?:today|tonight|tomorrow|tmr|yesterday|now|noon|midnight|morning|afternoon|evening|night|weekend|weekday|week|fortnight|month|year|day|hour|minute|quarter|decade|ago|later)s?\b/i;

const chronoFinder: Finder = (query, now) => {
  if (!CHRONO_CUES.test(query)) return null;
  const [result] = chrono.en.casual.parse(query, now, { forwardDate: false });
  if (!result) return null;
  const start = rangeOf(result.start, result.text, now);
  const end = result.end ? rangeOf(result.end, result.text, now) : null;
  if (!start) return null;
  const range = end && end.endMs > start.startMs ? { startMs: start.startMs, endMs: end.endMs, label: `${start.label} – ${end.label}` } : start;
  return { ...range, index: result.index, length: result.text.length };
};

function rangeOf(c: chrono.ParsedComponents, text: string, now: Date): Omit<TimeMatch, "index" | "length"> | null {
  let year = c.get("year");
  const month = c.get("month");
  const day = c.get("day");
  if (year === null || month === null) return null;
  // "at 9" or "in the evening" alone names no day; photos need a date for a time to mean anything.
  // A weekday names a day: "last Tuesday".
  const dayKnown = c.isCertain("day") || c.isCertain("weekday");
  if (!c.isCertain("year") && !c.isCertain("month") && !dayKnown) return null;
  // A month or day without a year means the last one that happened: "in March" said in November.
  if (!c.isCertain("year") && !c.isCertain("weekday") && utc(year, month - 1, dayKnown ? day ?? 1 : 1) > utc(now.getFullYear(), now.getMonth(), now.getDate())) year--;
  if (dayKnown && day !== null) {
    const at = utc(year, month - 1, day);
    // "two weeks ago" names a day only approximately: give it the week around that day.
    if (/\bweeks?\b/i.test(text)) return { startMs: at - 3 * DAY, endMs: at + 4 * DAY, label: `around ${dayLabel(at)}` };
    return { startMs: at, endMs: at + DAY, label: dayLabel(at) };
  }
  if (c.isCertain("month")) return { startMs: utc(year, month - 1), endMs: utc(year, month), label: `${MONTHS[month - 1]} ${year}` };
  return { startMs: utc(year, 0), endMs: utc(year + 1, 0), label: String(year) };
}

const yearFinder: Finder = (query) => {
  const m = /\b((?:19|20)\d{2})s?\b/.exec(query);
  if (!m) return null;
  const year = Number(m[1]);
  if (m[0].endsWith("s") && year % 10 === 0) return { startMs: utc(year, 0), endMs: utc(year + 10, 0), label: `the ${year}s`, index: m.index, length: m[0].length };
  return { startMs: utc(year, 0), endMs: utc(year + 1, 0), label: String(year), index: m.index, length: m[0].length };
};

/** The first time phrase in the query, trying the most specific grammar first. */
export function findTime(query: string, now: Date): TimeMatch | null {
  for (const finder of [seasonFinder, calendarFinder, chronoFinder, yearFinder]) {
    const match = finder(query, now);
    if (match) return match;
  }
  return null;
}

export function floatingIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
