/**
 * @file Finds the time a query is about ("July 2024", "last summer", "two weeks ago") and turns
 * it into a wall-clock range.
 *
 * chrono-node reads dates and relative times; what it does not read, or reads otherwise than
 * people mean it, is grammar of our own on top: bare years, seasons, calendar weeks, months
 * without a year meaning the last one that happened, "N years ago" as a window that widens with
 * N, "in the last N months", "the year before last", "early/mid/late October", "the weekend of
 * 14 June", "since March". Day and month names that are ordinary words ("sun", "may", "march")
 * are hidden from all of it first (`date-words.ts`). Ranges are wall-clock, like photo times
 * (see `library/metadata.ts`). Pure: the current time is an argument.
 */
import type * as chrono from "chrono-node";
import { besideRange, DAY, dayLabel, dayOf, monday, monthOf, MONTHS, today, utc, WEEKDAYS, type BesideUnit } from "./calendar";
import { chronoReader } from "./chrono-reader";
import { findEdge, findHalf, findMonthOfYear, findQuarter, findRecently, findSeasonOfYear } from "./calendar-spans";
import { maskOrdinaryDateWords, MONTH_WORD, OPEN_PREFIXES } from "./date-words";
import { findCompactDate, findDayRange, findMonthTheDay, findSeasonSpan } from "./day-spans";
import { findAge, findAgeBetween, findAgo, findAgoBound, findMonthOrSeasonAgo, findThisTimeAgo, findBeforeLast, findEarlierThis, findLastFew, findWeekendsAgo } from "./relative-times";
import { findLongAgo } from "./long-ago";
import { findSeason, SEASONS, seasonLabel, southernMatch } from "./seasons";
import { pattern } from "./patterns";

export interface TimeMatch {
  /** Inclusive start and exclusive end, in floating milliseconds (`library/floating-time.ts`). */
  startMs: number;
  endMs: number;
  label: string;
  /** Where the phrase was in the query, so the rest can be read as words. */
  index: number;
  length: number;
  /**
   * The same days in another year, when the year was implied rather than said ("in March",
   * "14 June", "early October"): `startMs` is then the latest one that has begun.
   */
  inYear?: (year: number) => [number, number];
  /** A season's days south of the equator, where it falls in the other half of the year, and how it is said there. */
  southern?: { range: [number, number]; label: string };
  /**
   * A weekday said alone ("tuesday pics", "friday evening"), 0 for Sunday: `startMs` is the latest
   * one that has begun, and the same day of every week is what is meant when that one has no photo.
   */
  everyWeek?: number;
}

export { MONTHS } from "./calendar";
export { SEASONS } from "./seasons";

type Finder = (query: string, now: Date) => TimeMatch | null;

/** "last summer", "this winter", "the autumn before last", "summer 2024": `seasons.ts`. */
const seasonFinder: Finder = findSeason;

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
  else [startMs, endMs] = last ? [monday(now) - 7 * DAY, monday(now)] : [monday(now), monday(now) + 7 * DAY];
  const label =
    unit === "year" ? String(new Date(startMs).getUTCFullYear())
    : unit === "month" ? `${MONTHS[new Date(startMs).getUTCMonth()]} ${new Date(startMs).getUTCFullYear()}`
    : `the week of ${dayLabel(startMs)}`;
  return { startMs, endMs, label, index: m.index, length: m[0].length };
};

/**
 * Every phrase chrono reads holds a digit, a month or weekday, or a word of time: without one it
 * finds nothing, and asking runs its hundred-odd patterns on every query.
 */
const CHRONO_CUES = /\d|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?\b|\b(?:today|tonight|tomorrow|tmr|yesterday|now|noon|midnight|morning|afternoon|evening|night|weekend|weekday|week|fortnight|month|year|day|hour|minute|quarter|decade|ago|later)s?\b/i;

/**
 * What chrono reads as a date and people do not mean as one: "the day out", "the day before", and
 * "in the day" ("back in the day", "in the days of film"), which chrono counts forward as "in a day".
 */
const NOT_A_DATE = /^(the\s+)?(day|days|night)(\s+(out|off|trip|away))?$|^(the|a|one)\s+(day|week|weekend|month|year)\s+(before|after)$|^in\s+the\s+(day|days|week|weeks|month|months|year|years)$/i;

/** "August '25", "summer of '23": a month or season with a year cut to two digits, which chrono leaves yearless. */
const shortYearFinder: Finder = (query) => {
  const m = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(?:of\s+)?['’](\d{2})\b/i.exec(query);
  if (!m) return null;
  const month = monthOf(m[1]!);
  const year = fullYear(Number(m[2]));
  return { startMs: utc(year, month), endMs: utc(year, month + 1), label: `${MONTHS[month]} ${year}`, index: m.index, length: m[0].length };
};

/** "autumn '23", "summer of 23", "back in '19": a season, or a year alone, cut to two digits ("the '90s" is a decade: `decadeFinder`). */
const shortYearAloneFinder: Finder = (query) => {
  // "summer of 23": after "of" two digits are the year without their apostrophe.
  const m = /\b(spring|summer|autumn|fall|winter)\s+of\s+(\d{2})\b(?![\d.,:]|\s+(?:people|persons|kids|children|friends|guests)\b)/iu.exec(query) ?? /(?:\b(spring|summer|autumn|fall|winter)\s+(?:of\s+)?)?(?<![\p{L}\p{N}'’])['’](\d{2})\b(?!s\b)/iu.exec(query);
  if (!m) return null;
  const year = fullYear(Number(m[2]));
  if (!m[1]) return { startMs: utc(year, 0), endMs: utc(year + 1, 0), label: String(year), index: m.index, length: m[0].length };
  const [from, to] = SEASONS[m[1].toLowerCase()]!;
  return { startMs: utc(year, from), endMs: utc(year, to), label: seasonLabel(m[1], year), southern: southernMatch(m[1], year), index: m.index, length: m[0].length };
};

/** "from 2022 to 2024", "2019-2021", "2022–24": the years from one to the other, both whole. */
const yearSpanFinder: Finder = (query) => {
  const m = /\b(?:from\s+)?((?:19|20)\d{2})\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b|\bthrough\b|\bthru\b)\s*((?:19|20)\d{2}|\d{2})\b(?![-/.]\d)/i.exec(query);
  if (!m) return null;
  const first = Number(m[1]);
  const last = m[2]!.length === 2 ? Math.floor(first / 100) * 100 + Number(m[2]) : Number(m[2]);
  if (last <= first) return null;
  return { startMs: utc(first, 0), endMs: utc(last + 1, 0), label: `${first}–${last}`, index: m.index, length: m[0].length };
};

/**
 * "June to August", "june-august 2024", "between June and August", "from November to February":
 * the months from one to the other, whole. Without a year it is read as a month said alone is: the
 * latest such span that has begun, and the same months of every year kept aside (chrono puts each
 * end in the year it would have alone, and reads no dash between month names).
 */
const monthSpanFinder: Finder = (query, now) => {
  const m = pattern(`\\b(?:from\\s+|between\\s+(?=\\S+\\s+and\\s))?(${MONTH_WORD})\\.?\\s*(?:-|–|—|\\bto\\b|\\btill\\b|\\buntil\\b|\\bthrough\\b|\\bthru\\b|(?<=\\bbetween\\s+\\S+\\s+)and\\b)\\s*(${MONTH_WORD})\\b\\.?(?:,?\\s+(?:of\\s+)?((?:19|20)\\d{2})\\b)?(?![-/.]?\\s*\\d)`, "i").exec(query);
  if (!m) return null;
  const [first, last] = [monthOf(m[1]!), monthOf(m[2]!)];
  if (first === last) return null;
  // "November to February" crosses into the next year.
  const span = (year: number): [number, number] => [utc(year, first), utc(year + (last < first ? 1 : 0), last + 1)];
  const label = (year: number) => `${MONTHS[first]} ${year} – ${MONTHS[last]} ${year + (last < first ? 1 : 0)}`;
  const at = { index: m.index, length: m[0].length };
  if (m[3]) {
    const year = Number(m[3]) - (last < first ? 1 : 0);
    return { startMs: span(year)[0], endMs: span(year)[1], label: label(year), ...at };
  }
  const year = utc(now.getFullYear(), first) > today(now) ? now.getFullYear() - 1 : now.getFullYear();
  return { startMs: span(year)[0], endMs: span(year)[1], label: label(year), inYear: span, ...at };
};

/** "2024-03", "2024/03", "08-2023": a month written the way files and forms write it. */
const isoMonthFinder: Finder = (query) => {
  const m = /\b((?:19|20)\d{2})[-/.](0[1-9]|1[0-2])\b(?![-/.]\d)|(?<!\d[-/.])\b(0?[1-9]|1[0-2])[-/.]((?:19|20)\d{2})\b(?![-/.]\d)/.exec(query);
  if (!m) return null;
  const [year, month] = m[1] ? [Number(m[1]), Number(m[2]) - 1] : [Number(m[4]), Number(m[3]) - 1];
  return { startMs: utc(year, month), endMs: utc(year, month + 1), label: `${MONTHS[month]} ${year}`, index: m.index, length: m[0].length };
};

/**
 * "3.12.2023", "24.12.2025": a date written with dots is day first wherever it is written so;
 * chrono reads it month first, as it reads slashes.
 */
const dottedDateFinder: Finder = (query) => {
  const m = /(?<![\d.])\b(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.((?:19|20)\d{2})\b(?![.]?\d)/.exec(query);
  if (!m) return null;
  // "31.2.2024" names no day.
  const startMs = dayOf(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  if (startMs === null) return null;
  return { startMs, endMs: startMs + DAY, label: dayLabel(startMs), index: m.index, length: m[0].length };
};

/** A year cut to two digits, as people write it after an apostrophe: '23 is 2023, '98 is 1998. */
function fullYear(two: number): number {
  return two <= 50 ? 2000 + two : 1900 + two;
}

/**
 * "July 2024", "Seattle in March 2024": a month and its year, where nothing else in the query could
 * be read as a time, read as chrono reads them (`time-phrases.test.ts` compares the two on 684
 * phrasings). chrono runs every parser a month name cues on the whole query, a wait in a
 * process's first such search (its patterns compiled at first use); this is one pattern. "May" is
 * left to chrono, which reads it as a month only after "in"; so are short names ("Sept 2024"), a
 * comma or a dash before the year, and any query with another digit, month, weekday or time word.
 */
export const monthYearFinder: Finder = (query) => {
  const m = MONTH_YEAR.exec(query);
  if (!m) return null;
  const rest = query.slice(0, m.index) + " ".repeat(m[0].length) + query.slice(m.index + m[0].length);
  if (CHRONO_CUES.test(rest) || /\b(?:last|this|past|previous|next)\s+$/i.test(query.slice(0, m.index))) return null;
  const month = monthOf(m[1]!);
  const year = Number(m[2]);
  return { startMs: utc(year, month), endMs: utc(year, month + 1), label: `${MONTHS[month]} ${year}`, index: m.index, length: m[0].length };
};
const MONTH_YEAR = new RegExp(`\\b(${MONTHS.filter((name) => name !== "May").join("|")})\\s+((?:19|20)\\d{2})\\b`, "i");

const chronoFinder: Finder = (query, now) => {
  if (!CHRONO_CUES.test(query)) return null;
  const [result] = chronoReader().parse(query, now, { forwardDate: false });
  // "the day out in Rome" is an outing, not tomorrow.
  if (!result || NOT_A_DATE.test(result.text.trim())) return null;
  // "the last day of school", "the first week of the course": a part of something that is no time (`periodPartFinder` reads those that are).
  if (/^(?:the\s+)?(?:last|first|final)\s+(?:day|week|weekend|month|year)$/i.test(result.text.trim()) && /^\s+(?:of|in)\b/i.test(query.slice(result.index + result.text.length))) return null;
  // "black friday 2024", "the first weekend of May 2024": a weekday or a weekend that chrono puts in
  // this week while the query names its year or month elsewhere is a misreading; the rest reads it.
  const elsewhere = query.slice(0, result.index) + query.slice(result.index + result.text.length);
  const vague = !result.start.isCertain("year") && !result.start.isCertain("month") && !result.start.isCertain("day");
  if (vague && pattern(`\\b(?:19|20)\\d{2}\\b|\\b(?:${MONTHS.join("|")})\\b`, "i").test(elsewhere)) return null;
  const start = rangeOf(result.start, now);
  const end = result.end ? rangeOf(result.end, now) : null;
  if (!start) return null;
  if (end && end.endMs > start.startMs) return { startMs: start.startMs, endMs: end.endMs, label: `${start.label} – ${end.label}`, index: result.index, length: result.text.length };
  // "last March" says which year: the latest; only a bare "March" leaves it open. "Last Tuesday" says which week.
  const { inYear, everyWeek, ...said } = start;
  const which = /\b(?:last|this|past|previous|next)\s+$/i.exec(query.slice(0, result.index));
  if (which) return { ...said, index: which.index, length: result.index + result.text.length - which.index };
  if (/^(?:last|this|past|previous|next)\b/i.test(result.text)) return { ...said, index: result.index, length: result.text.length };
  // "tuesday pics" on a Sunday: chrono's Tuesday of this week is still to come; the last one has been.
  if (everyWeek !== undefined && start.startMs > today(now)) return { ...start, startMs: start.startMs - 7 * DAY, endMs: start.endMs - 7 * DAY, label: dayLabel(start.startMs - 7 * DAY), index: result.index, length: result.text.length };
  return { ...start, index: result.index, length: result.text.length };
};

function rangeOf(c: chrono.ParsedComponents, now: Date): Omit<TimeMatch, "index" | "length"> | null {
  let year = c.get("year");
  const month = c.get("month");
  const day = c.get("day");
  if (year === null || month === null) return null;
  // "at 9" or "in the evening" alone names no day; photos need a date for a time to mean anything.
  // A weekday names a day: "last Tuesday".
  const dayKnown = c.isCertain("day") || c.isCertain("weekday");
  if (!c.isCertain("year") && !c.isCertain("month") && !dayKnown) return null;
  const implied = !c.isCertain("year") && !c.isCertain("weekday");
  // A month or day without a year means the last one that happened: "in March" said in November.
  if (implied && utc(year, month - 1, dayKnown ? day ?? 1 : 1) > today(now)) year--;
  const range = (y: number): [number, number] =>
    dayKnown && day !== null ? [utc(y, month - 1, day), utc(y, month - 1, day + 1)]
    : c.isCertain("month") ? [utc(y, month - 1), utc(y, month)]
    : [utc(y, 0), utc(y + 1, 0)];
  const [startMs, endMs] = range(year);
  const label = dayKnown && day !== null ? dayLabel(startMs) : c.isCertain("month") ? `${MONTHS[month - 1]} ${year}` : String(year);
  const weekday = c.isCertain("weekday") && !c.isCertain("day") && !c.isCertain("month") && !c.isCertain("year") ? c.get("weekday") : null;
  return { startMs, endMs, label, ...(implied ? { inYear: range } : {}), ...(weekday !== null ? { everyWeek: weekday } : {}) };
}

/**
 * A month name chrono let go: it drops "may" unless "in" comes before it, so "since may" or
 * "early may" would lose it. Names that are only words here were hidden before (`date-words.ts`).
 */
const monthFinder: Finder = (query, now) => {
  const m = pattern(`\\b(${MONTHS.join("|")})\\b(?:,?\\s+((?:19|20)\\d{2})\\b)?`, "i").exec(query);
  if (!m) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === m[1]!.toLowerCase());
  const range = (year: number): [number, number] => [utc(year, month), utc(year, month + 1)];
  const year = m[2] ? Number(m[2]) : utc(now.getFullYear(), month) > today(now) ? now.getFullYear() - 1 : now.getFullYear();
  return { startMs: range(year)[0], endMs: range(year)[1], label: `${MONTHS[month]} ${year}`, index: m.index, length: m[0].length, ...(m[2] ? {} : { inYear: range }) };
};

/** "the '90s", "the 80s": a decade of the last century, said with "the" or an apostrophe (a bare "20s" is more often an age). */
const decadeFinder: Finder = (query) => {
  const m = /(?:\bthe\s+'?|(?<![\p{L}\p{N}'])')([5-9]0)['’]?s\b/iu.exec(query);
  if (!m) return null;
  const year = 1900 + Number(m[1]);
  return { startMs: utc(year, 0), endMs: utc(year + 10, 0), label: `the ${year}s`, index: m.index, length: m[0].length };
};

const yearFinder: Finder = (query) => {
  const m = /\b((?:19|20)\d{2})s?\b/.exec(query);
  if (!m) return null;
  const year = Number(m[1]);
  if (m[0].endsWith("s") && year % 10 === 0) return { startMs: utc(year, 0), endMs: utc(year + 10, 0), label: `the ${year}s`, index: m.index, length: m[0].length };
  return { startMs: utc(year, 0), endMs: utc(year + 1, 0), label: String(year), index: m.index, length: m[0].length };
};

/** The time phrase that starts `text` (after spaces), for the grammar that qualifies one ("early", "the weekend of"). */
function leading(text: string, now: Date): TimeMatch | null {
  const skipped = /^\s*(?:the\s+)?/i.exec(text)![0].length;
  // After "early" or "late" a decade needs no "the": "the early 90s", "late 80s".
  const decade = /^\s*'?([5-9]0)s\b/.exec(text);
  const said = decade && decadeFinder(`the ${decade[0].trim()}`, now);
  if (said) return { ...said, index: 0, length: decade[0].length };
  for (const finder of [findBeforeLast, seasonFinder, calendarFinder, decadeFinder, chronoFinder, monthFinder, yearFinder]) {
    const match = finder(text, now);
    if (match) return match.index === skipped ? match : null;
  }
  return null;
}

/** The first, middle or last third of a span of whole months; a single month by its days 1–10, 11–20, 21–end. */
function third(which: 0 | 1 | 2, [startMs, endMs]: [number, number]): [number, number] | null {
  const a = new Date(startMs);
  const b = new Date(endMs);
  if (a.getUTCDate() !== 1 || b.getUTCDate() !== 1 || startMs % DAY !== 0 || endMs % DAY !== 0) return null;
  const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  const at = (offset: number) => utc(a.getUTCFullYear(), a.getUTCMonth() + offset);
  if (months === 1) return [[startMs, startMs + 10 * DAY], [startMs + 10 * DAY, startMs + 20 * DAY], [startMs + 20 * DAY, endMs]][which] as [number, number];
  if (months % 3 !== 0) return null;
  return [at((which * months) / 3), at(((which + 1) * months) / 3)];
}

/** "early October 2024", "mid-March", "late 2023", "the end of last year", "the beginning of summer 2025". */
const partFinder: Finder = (query, now) => {
  for (const m of query.matchAll(/\b(early|mid|late|(?:the\s+)?(?:start|beginning|middle|end)\s+of)[\s-]+(?:(?:in|of)\s+)?/gi)) {
    const base = leading(query.slice(m.index + m[0].length), now);
    const word = m[1]!.toLowerCase();
    const which = /early|start|beginning/.test(word) ? 0 : /mid/.test(word) ? 1 : 2;
    const range = base && third(which, [base.startMs, base.endMs]);
    if (!base || !range) continue;
    const inYear = base.inYear;
    return {
      startMs: range[0],
      endMs: range[1],
      label: base.label.startsWith("the ") ? `the ${["early", "mid", "late"][which]} ${base.label.slice(4)}` : `${["early", "mid", "late"][which]} ${base.label}`,
      index: m.index,
      length: m[0].length + base.index + base.length,
      ...(inYear ? { inYear: (year: number) => third(which, inYear(year)) ?? inYear(year) } : {}),
    };
  }
  return null;
};

/**
 * "September 2024, early in the month", "2023, towards the end of the year": the part said after
 * the time it is of. The time must end right before it (a comma or "and" between at most).
 */
const trailingPartFinder: Finder = (query, now) => {
  const m = /[\s,;–-]+(?:(?:and|but)\s+)?(?:(early|late|later|mid)\s+(?:in|on)|(?:at|near|towards?|around|in)\s+the\s+(start|beginning|middle|end))\s+(?:of\s+)?(?:the|that)\s+(month|year)\b/i.exec(query);
  if (!m) return null;
  const word = (m[1] ?? m[2])!.toLowerCase();
  const which = /early|start|beginning/.test(word) ? 0 : /mid/.test(word) ? 1 : 2;
  for (const start of query.slice(0, m.index).matchAll(/\b\w/g)) {
    const base = leading(query.slice(start.index), now);
    if (!base || start.index + base.index + base.length !== m.index) continue;
    const range = third(which, [base.startMs, base.endMs]);
    const months = Math.round((base.endMs - base.startMs) / (30.4 * DAY));
    if (!range || (m[3]!.toLowerCase() === "month") !== (months === 1)) continue;
    const inYear = base.inYear;
    return {
      startMs: range[0],
      endMs: range[1],
      label: `${["early", "mid", "late"][which]} ${base.label}`,
      index: start.index + base.index,
      length: m.index + m[0].length - (start.index + base.index),
      ...(inYear ? { inYear: (year: number) => third(which, inYear(year)) ?? inYear(year) } : {}),
    };
  }
  return null;
};

/** "the first week of May", "the last week of August 2024", "the last week of 2024": days 1–7, 8–14, 15–21, 22–28, or the last seven. */
const weekOfFinder: Finder = (query, now) => {
  const m = /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+week\s+(?:of|in)\s+/i.exec(query);
  const base = m && leading(query.slice(m.index + m[0].length), now);
  if (!m || !base) return null;
  const nth = ["first", "1st", "second", "2nd", "third", "3rd", "fourth", "4th"].indexOf(m[1]!.toLowerCase());
  const week = ([startMs, endMs]: [number, number]): [number, number] => (nth < 0 ? [endMs - 7 * DAY, endMs] : [startMs + Math.floor(nth / 2) * 7 * DAY, startMs + (Math.floor(nth / 2) + 1) * 7 * DAY]);
  // Of a month, or of a year ("the last week of 2024": 25–31 December).
  const days = (base.endMs - base.startMs) / DAY;
  const month = days >= 28 && days <= 31;
  const year = (days === 365 || days === 366) && new Date(base.startMs).getUTCMonth() === 0;
  if (new Date(base.startMs).getUTCDate() !== 1 || !(month || year)) return null;
  const [startMs, endMs] = week([base.startMs, base.endMs]);
  const inYear = base.inYear;
  return {
    startMs,
    endMs,
    label: `the ${nth < 0 ? "last" : ["first", "second", "third", "fourth"][Math.floor(nth / 2)]} week of ${base.label}`,
    index: m.index,
    length: m[0].length + base.index + base.length,
    ...(inYear ? { inYear: (year: number) => week(inYear(year)) } : {}),
  };
};

/** "the first weekend of July 2022", "the last weekend in August": the Saturday and Sunday of that weekend of the month. */
const weekendOfFinder: Finder = (query, now) => {
  const m = /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+weekend\s+(?:of|in)\s+/i.exec(query);
  const base = m && leading(query.slice(m.index + m[0].length), now);
  if (!m || !base) return null;
  const days = (base.endMs - base.startMs) / DAY;
  if (new Date(base.startMs).getUTCDate() !== 1 || days < 28 || days > 31) return null;
  const nth = Math.floor(["first", "1st", "second", "2nd", "third", "3rd", "fourth", "4th"].indexOf(m[1]!.toLowerCase()) / 2);
  const weekday = (ms: number) => (((Math.floor(ms / DAY) + 4) % 7) + 7) % 7; // 1 January 1970 was a Thursday
  const weekend = ([startMs, endMs]: [number, number]): [number, number] => {
    const saturday = nth < 0 ? endMs - DAY - ((weekday(endMs - DAY) + 1) % 7) * DAY : startMs + ((6 - weekday(startMs) + 7) % 7) * DAY + nth * 7 * DAY;
    return [saturday, saturday + 2 * DAY];
  };
  const [startMs, endMs] = weekend([base.startMs, base.endMs]);
  const inYear = base.inYear;
  return {
    startMs,
    endMs,
    label: `the ${nth < 0 ? "last" : ["first", "second", "third", "fourth"][nth]} weekend of ${base.label}`,
    index: m.index,
    length: m[0].length + base.index + base.length,
    ...(inYear ? { inYear: (year: number) => weekend(inYear(year)) } : {}),
  };
};

/** Saturday and Sunday of the weekend nearest a day; a Friday or a Monday comes with it. */
function weekendAround(dayMs: number): [number, number] {
  const weekday = (((Math.floor(dayMs / DAY) + 4) % 7) + 7) % 7; // 1 January 1970 was a Thursday
  const saturday = dayMs + [-1, -2, -3, 3, 2, 1, 0][weekday]! * DAY;
  const withDay = weekday === 1 || weekday === 5;
  return [withDay ? Math.min(dayMs, saturday) : saturday, withDay ? Math.max(dayMs + DAY, saturday + 2 * DAY) : saturday + 2 * DAY];
}

/** "the weekend of 14 June", "last weekend", "this weekend". */
const weekendFinder: Finder = (query, now) => {
  const named = /\b(?:(?:on|over|during|at)\s+)?the\s+weekend\s+(?:of|around)\s+/i.exec(query);
  const base = named && leading(query.slice(named.index + named[0].length), now);
  if (named && base && base.endMs - base.startMs === DAY) {
    const inYear = base.inYear;
    const [startMs, endMs] = weekendAround(base.startMs);
    return {
      startMs,
      endMs,
      label: `the weekend of ${dayLabel(base.startMs)}`,
      index: named.index,
      length: named[0].length + base.index + base.length,
      ...(inYear ? { inYear: (year: number) => weekendAround(inYear(year)[0]) } : {}),
    };
  }
  const m = /\b(?:(?:on|over|during)\s+)?(last|this|past|previous)\s+weekend\b/i.exec(query);
  if (!m) return null;
  // The latest weekend that has begun; said on a Saturday or Sunday, "last weekend" is the one before.
  const weekday = now.getDay();
  let saturday = today(now) - ((weekday + 1) % 7) * DAY;
  if ((weekday === 0 || weekday === 6) && m[1]!.toLowerCase() !== "this") saturday -= 7 * DAY;
  return { startMs: saturday, endMs: saturday + 2 * DAY, label: `the weekend of ${dayLabel(saturday)}`, index: m.index, length: m[0].length };
};

/**
 * "the week before Christmas 2023", "the day after Thanksgiving", "the weekend after Easter": the
 * days just before or after a time, as long as the word says.
 */
const besideFinder: Finder = (query, now) => {
  const m = /\b(?:the\s+)?(day|week|weekend|fortnight|month)\s+(before|after|following|preceding)\s+/i.exec(query);
  const base = m && leading(query.slice(m.index + m[0].length), now);
  if (!m || !base) return null;
  const unit = m[1]!.toLowerCase() as BesideUnit;
  const after = /after|following/i.test(m[2]!);
  const beside = (range: [number, number]) => besideRange(unit, after, range);
  const [startMs, endMs] = beside([base.startMs, base.endMs]);
  const inYear = base.inYear;
  return {
    startMs,
    endMs,
    label: `the ${unit} ${after ? "after" : "before"} ${base.label}`,
    index: m.index,
    length: m[0].length + base.index + base.length,
    ...(inYear ? { inYear: (year: number) => beside(inYear(year)) } : {}),
  };
};

/** "in the month of July 2024", "the year of 2021", "in the year 2021": the month or year said after the word for it. */
const unitOfFinder: Finder = (query, now) => {
  if (!/\b(?:month|year)\b/i.test(query)) return null;
  for (const m of query.matchAll(/\b(?:the\s+)?(month|year)\s+(?:of\s+)?(?=\S)/gi)) {
    const base = leading(query.slice(m.index + m[0].length), now);
    if (!base) continue;
    const start = new Date(base.startMs);
    const days = (base.endMs - base.startMs) / DAY;
    const whole = m[1]!.toLowerCase() === "month" ? days >= 28 && days <= 31 : (days === 365 || days === 366) && start.getUTCMonth() === 0;
    if (whole && start.getUTCDate() === 1) return { ...base, index: m.index, length: m[0].length + base.index + base.length };
  }
  return null;
};

/** "the week of November 2nd 2022", "the week of 21 July": Monday to Sunday of the week that day falls in. */
const weekOfDayFinder: Finder = (query, now) => {
  if (!/\bweek\b/i.test(query)) return null;
  const m = /\b(?:(?:in|on|during)\s+)?the\s+week\s+(?:of|around)\s+/i.exec(query);
  const base = m && leading(query.slice(m.index + m[0].length), now);
  if (!m || !base || base.endMs - base.startMs !== DAY) return null;
  const week = ([day]: [number, number]): [number, number] => {
    const first = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
    return [first, first + 7 * DAY];
  };
  const [startMs, endMs] = week([base.startMs, base.endMs]);
  const inYear = base.inYear;
  return { startMs, endMs, label: `the week of ${dayLabel(startMs)}`, index: m.index, length: m[0].length + base.index + base.length, ...(inYear ? { inYear: (year: number) => week(inYear(year)) } : {}) };
};

/** "the second Sunday of July 2024", "the last Friday in May": that weekday of the month. */
const nthWeekdayFinder: Finder = (query, now) => {
  if (!/\b(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)\s/i.test(query)) return null;
  const m = /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)\s+(sun|mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur)(?:day)?\s+(?:of|in)\s+/i.exec(query);
  const base = m && leading(query.slice(m.index + m[0].length), now);
  if (!m || !base) return null;
  const days = (base.endMs - base.startMs) / DAY;
  if (new Date(base.startMs).getUTCDate() !== 1 || days < 28 || days > 31) return null;
  const nth = ["first", "1st", "second", "2nd", "third", "3rd", "fourth", "4th", "fifth", "5th"].indexOf(m[1]!.toLowerCase());
  const weekday = WEEKDAYS.findIndex((name) => name.startsWith(m[2]!.toLowerCase().slice(0, 3)));
  const dayIn = ([startMs, endMs]: [number, number]): [number, number] => {
    const day =
      nth < 0 ? endMs - DAY - ((new Date(endMs - DAY).getUTCDay() - weekday + 7) % 7) * DAY
      : startMs + ((weekday - new Date(startMs).getUTCDay() + 7) % 7) * DAY + Math.floor(nth / 2) * 7 * DAY;
    // A fifth Monday that the month does not have is no day of it.
    return day < endMs ? [day, day + DAY] : [endMs, endMs];
  };
  const [startMs, endMs] = dayIn([base.startMs, base.endMs]);
  if (endMs === startMs) return null;
  const inYear = base.inYear;
  return { startMs, endMs, label: dayLabel(startMs), index: m.index, length: m[0].length + base.index + base.length, ...(inYear ? { inYear: (year: number) => dayIn(inYear(year)) } : {}) };
};

/**
 * "the last day of 2024", "the first week of June", "the final weekend in August 2023", "the
 * first month of last year": that part at the start or the end of the period said after it.
 */
const periodPartFinder: Finder = (query, now) => {
  if (!/\b(?:first|1st|last|final|opening|closing)\s+(?:day|week|weekend|fortnight|month)\b/i.test(query)) return null;
  const m = /\b(?:the\s+)?(?:very\s+)?(first|1st|last|final|opening|closing)\s+(day|week|weekend|fortnight|month)\s+(?:of|in)\s+/i.exec(query);
  const base = m && leading(query.slice(m.index + m[0].length), now);
  if (!m || !base) return null;
  const first = /^(?:first|1st|opening)$/i.test(m[1]!);
  const unit = m[2]!.toLowerCase() as PeriodPart;
  const part = (range: [number, number]) => partOf(range, unit, first);
  const [startMs, endMs] = part([base.startMs, base.endMs]) ?? [0, 0];
  if (endMs === startMs) return null;
  const inYear = base.inYear;
  return {
    startMs,
    endMs,
    label: unit === "day" ? dayLabel(startMs) : `the ${first ? "first" : "last"} ${unit} of ${base.label}`,
    index: m.index,
    length: m[0].length + base.index + base.length,
    ...(inYear ? { inYear: (year: number) => part(inYear(year)) ?? inYear(year) } : {}),
  };
};

type PeriodPart = "day" | "week" | "weekend" | "fortnight" | "month";

/** The first or last day, week (seven days), weekend, fortnight or month of a longer span; null where it is not longer. */
function partOf([startMs, endMs]: [number, number], unit: PeriodPart, first: boolean): [number, number] | null {
  const days = { day: 1, week: 7, weekend: 7, fortnight: 14, month: 28 }[unit];
  if ((endMs - startMs) / DAY <= days) return null;
  if (unit === "weekend") {
    // The Saturday and Sunday of the first or last weekend that begins inside it.
    const saturday = first ? startMs + ((6 - new Date(startMs).getUTCDay() + 7) % 7) * DAY : endMs - DAY - ((new Date(endMs - DAY).getUTCDay() + 1) % 7) * DAY;
    return [saturday, saturday + 2 * DAY];
  }
  if (unit === "month") {
    const from = new Date(first ? startMs : endMs - DAY);
    const month = utc(from.getUTCFullYear(), from.getUTCMonth());
    return [month, utc(from.getUTCFullYear(), from.getUTCMonth() + 1)];
  }
  return first ? [startMs, startMs + days * DAY] : [endMs - days * DAY, endMs];
}

/** A day number said with its ordinal ending: "16th", "1st", "22nd". */
const NTH_DAY = String.raw`([12]?\d|3[01])(?:st|nd|rd|th)`;

const SAID_MONTH = `(${MONTHS.join("|")}|${MONTHS.map((m) => m.slice(0, 3)).join("|")})\\.?`;
const SAID_YEAR = String.raw`(?:,?\s+((?:19|20)\d{2}))?`;
/** "30th of February 2024", "the 31 April": the day, the month, the year if said. */
const DAY_THEN_MONTH = new RegExp(String.raw`\b(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?${SAID_MONTH}${SAID_YEAR}\b`, "i");
/** "February 30 2024", "April the 31st": the month, the day, the year if said. */
const MONTH_THEN_DAY = new RegExp(String.raw`\b${SAID_MONTH}\s+(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)?${SAID_YEAR}\b`, "i");

/**
 * "the 30th of February", "February 30 2024", "31 April": a day no calendar has. Read as the empty
 * span of that day, so the answer can say there is no such day instead of searching the month.
 * "Feb 29" alone is a leap year's, which chrono, reading this year's, drops.
 */
const impossibleDayFinder: Finder = (query, now) => {
  const dayFirst = DAY_THEN_MONTH.exec(query);
  const monthFirst = MONTH_THEN_DAY.exec(query);
  const said: Array<[RegExpExecArray, string, string, string | undefined]> = [];
  if (dayFirst) said.push([dayFirst, dayFirst[1]!, dayFirst[2]!, dayFirst[3]]);
  if (monthFirst) said.push([monthFirst, monthFirst[2]!, monthFirst[1]!, monthFirst[3]]);
  for (const [m, day, month, year] of said) {
    const index = monthOf(month);
    // Without a year, 29 February is the latest leap year's, and any leap year's.
    if (!year && index === 1 && Number(day) === 29) {
      let leap = now.getFullYear();
      while (dayOf(leap, 1, 29) === null || utc(leap, 1, 29) > today(now)) leap--;
      const inYear = (y: number): [number, number] => (dayOf(y, 1, 29) === null ? [utc(y, 2), utc(y, 2)] : [utc(y, 1, 29), utc(y, 2)]);
      return { startMs: utc(leap, 1, 29), endMs: utc(leap, 2), label: dayLabel(utc(leap, 1, 29)), index: m.index, length: m[0].length, inYear };
    }
    if (dayOf(year ? Number(year) : 2024, index, Number(day)) !== null) continue;
    const at = year ? utc(Number(year), index + 1) : today(now);
    return { startMs: at, endMs: at, label: `${Number(day)} ${MONTHS[index]}${year ? ` ${year}` : ""}`, index: m.index, length: m[0].length };
  }
  return null;
};

const DAY_ALONE = new RegExp(String.raw`\b(?:(?:on|from)\s+)?the\s+${NTH_DAY}(?=\s*(?:$|[,.;:!?)]|(?:in|at|on|with|and|or|but|when|where|while|near|from|without|not|except)\b(?!\s+(?:${MONTHS.join("|")})\b)))`, "i");

/**
 * "the ones from the 16th", "photos on the 3rd": a day of the month said alone is the latest such
 * day. Not before a noun ("the 3rd photo" is an order) nor a month ("the 3rd of May" is chrono's).
 */
const dayOfMonthFinder: Finder = (query, now) => {
  const m = DAY_ALONE.exec(query);
  if (!m) return null;
  const day = Number(m[1]);
  // This month's, once it has come; else the latest month that has that day.
  for (let back = now.getDate() >= day ? 0 : 1; back < 13; back++) {
    const startMs = dayOf(now.getFullYear(), now.getMonth() - back, day);
    if (startMs !== null) return { startMs, endMs: startMs + DAY, label: dayLabel(startMs), index: m.index, length: m[0].length };
  }
  return null;
};

/** The first time phrase in the query, trying the most specific grammar first. */
const FINDERS: Finder[] = [impossibleDayFinder, findThisTimeAgo, periodPartFinder, besideFinder, findQuarter, findHalf, findEdge, findMonthOfYear, findSeasonOfYear, findRecently, findSeasonSpan, findDayRange, findMonthTheDay, findCompactDate, unitOfFinder, weekOfDayFinder, nthWeekdayFinder, shortYearFinder, shortYearAloneFinder, yearSpanFinder, dottedDateFinder, isoMonthFinder, findMonthOrSeasonAgo, findBeforeLast, findWeekendsAgo, findAgeBetween, findAgoBound, findAge, findAgo, findLongAgo, findLastFew, findEarlierThis, monthSpanFinder, weekOfFinder, weekendOfFinder, trailingPartFinder, partFinder, weekendFinder, seasonFinder, calendarFinder, decadeFinder, monthYearFinder, chronoFinder, dayOfMonthFinder, monthFinder, yearFinder];

export interface FindOptions {
  /** The lowercased first names of the library's people: "April" or "Jan" alone is a person, not a month. */
  names?: ReadonlySet<string>;
  /** True when the caller has already hidden ordinary words (`maskOrdinaryDateWords` on the whole query). */
  masked?: boolean;
  /** Every month and year read by chrono, `monthYearFinder` left out: for the test that it reads as chrono does. */
  chronoOnly?: boolean;
}

/** Words before a time that open it on one side, and which side: "older than 2023" is before it, "until 2022" up to its end. */
const OPEN_SIDE: Record<string, "since" | "after" | "before" | "until"> = {
  since: "since", after: "after", "later than": "after", "newer than": "after", "more recent than": "after",
  before: "before", "prior to": "before", "older than": "before", "earlier than": "before",
  until: "until", till: "until", "up to": "until", "up until": "until", "no later than": "until",
  // "pre-2020", "post-wedding", "pre christmas": the prefixes, hyphened or apart (`OPEN_PREFIXES`).
  pre: "before", post: "after",
};
/** "the run-up to Christmas", "the days leading up to the wedding": shortly before, not everything before. */
const LEADING_UP = /\b(?:lead(?:ing)?|run|build(?:ing)?|ramp(?:ing)?)[\s-]*$/i;
const OPEN_BEFORE = new RegExp(`\\b(${Object.keys(OPEN_SIDE).sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, "\\s+")).join("|")})(?:\\s+|(?<=\\b(?:${[...OPEN_PREFIXES].join("|")}))-)(?:the\\s+)?$`, "i");
/** Said after a time: "onwards", "and later" open it forwards (group 1); "or earlier", "and before" backwards. */
const OPEN_AFTER = /^\s*(?:(onwards?|on(?=\s*$|\s*[,.?!])|and\s+(?:later|after|since|beyond)|or\s+(?:later|after)|and\s+up)|(?:and|or)\s+(?:earlier|before|older))\b/i;

/**
 * The first time phrase in the query. "since March" runs from then until today, "before 2020"
 * from the start of photography.
 */
export function findTime(query: string, now: Date, options: FindOptions = {}): TimeMatch | null {
  const text = options.masked ? query : maskOrdinaryDateWords(query, options.names, now);
  for (const finder of FINDERS) {
    if (options.chronoOnly && finder === monthYearFinder) continue;
    const match = finder(text, now);
    if (!match) continue;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match.length);
    // "2023 onwards", "from 2023 on", "2022 or earlier": the side is said after the time.
    const tail = OPEN_AFTER.exec(after);
    let open = tail ? /\bfrom\s+$/i.exec(before) : OPEN_BEFORE.exec(before);
    if (open && /^up\b/i.test(open[1] ?? "") && LEADING_UP.test(before.slice(0, open.index))) open = null;
    if (!open && !tail) return match;
    const side = tail ? (tail[1] ? "since" : "until") : OPEN_SIDE[open![1]!.toLowerCase().replace(/\s+/g, " ")]!;
    const end = Math.max(today(now) + DAY, match.endMs);
    const [startMs, endMs] = side === "before" ? [utc(1826, 0), match.startMs] : side === "until" ? [utc(1826, 0), match.endMs] : side === "since" ? [match.startMs, end] : [match.endMs, end];
    const index = open ? open.index : match.index;
    const length = match.index + match.length + (tail ? tail[0].length : 0) - index;
    return { startMs, endMs, label: `${side === "until" ? "up to" : side} ${match.label}`, index, length };
  }
  return null;
}

export function floatingIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
