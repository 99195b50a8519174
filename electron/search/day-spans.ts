/**
 * @file Days and seasons said as spans or in shapes chrono-node does not read: "Nov. 2–4, 2021",
 * "Sep 10th thru 11th 2024", "from the 10th to the 11th of September", "between July 10 and July
 * 20, 2022", "December the 5th", "20231002", "from spring 2024 to fall 2024", "winter 2021-2022".
 * chrono keeps one end of such a span, or loses its year (a new-user probe saw "between July 10
 * and July 20, 2022" read as July 2026). Each finder asks a cheap question first (a digit, a
 * season's name): a cold process compiles each pattern the first time it is tried, and most
 * queries say no date. Pure: the current time is an argument.
 */
import { dayLabel, dayOf, monthOf, today, utc } from "./calendar";
import { MONTH_WORD } from "./date-words";
import { seasonLabel, SEASONS, southernMatch } from "./relative-times";
import type { TimeMatch } from "./time-phrases";
import { pattern } from "./patterns";

const MONTH = String.raw`(${MONTH_WORD})\.?`;
const DAY_NUMBER = String.raw`(0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?`;
/** A number of people is no day: "March 3 to 5 people". */
const NOT_A_COUNT = String.raw`(?!\s+(?:people|persons|kids|children|friends|guests|of\s+us)\b)`;
const YEAR = String.raw`(?:,?\s+(?:of\s+)?((?:19|20)\d{2}))?`;
const TO = String.raw`\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b|\bthrough\b|\bthru\b)\s*`;

/**
 * A span of days whose year may be left open: then the latest one that has begun, and the same
 * days of every other year kept aside, as a month said alone is.
 */
function daySpan(first: [number, number], last: [number, number], yearSaid: number | null, now: Date, at: { index: number; length: number }): TimeMatch | null {
  const range = (year: number): [number, number] | null => {
    const start = dayOf(year, first[0], first[1]);
    // "December 30 to January 2" crosses into the next year.
    const end = dayOf(year + (last[0] < first[0] ? 1 : 0), last[0], last[1]);
    return start !== null && end !== null && end >= start ? [start, end + 86_400_000] : null;
  };
  let year = yearSaid ?? now.getFullYear();
  // The year said is the one the span ends in: "December 30 to January 2, 2024".
  if (yearSaid !== null && last[0] < first[0]) year--;
  if (yearSaid === null && utc(year, first[0], first[1]) > today(now)) year--;
  const said = range(year);
  if (!said) return null;
  const label = (year: number) => {
    const [startMs, endMs] = range(year)!;
    return `${dayLabel(startMs)} – ${dayLabel(endMs - 86_400_000)}`;
  };
  return { startMs: said[0], endMs: said[1], label: label(year), ...at, ...(yearSaid === null ? { inYear: (y: number) => range(y) ?? [utc(y, first[0]), utc(y, first[0])] } : {}) };
}

/**
 * "Nov. 2–4, 2021", "Sep 10th thru 11th 2024", "July 10 to August 2", "from the 10th to the 11th
 * of September 2024", "10-12 March", "between July 10 and July 20, 2022".
 */
export function findDayRange(query: string, now: Date): TimeMatch | null {
  // A span says two numbers: "Seattle in March 2024" says one, and is spared the patterns below.
  if (!/\d\D+\d/.test(query)) return null;
  const monthFirst = pattern(String.raw`\b(?:from\s+|between\s+(?=.*\band\b))?${MONTH}\s+(?:the\s+)?${DAY_NUMBER}(?:${TO}|\s+and\s+(?<=between\s+.*))(?:${MONTH}\s+)?(?:the\s+)?${DAY_NUMBER}\b${NOT_A_COUNT}${YEAR}(?![\d:/.-])`, "i").exec(query);
  if (monthFirst) {
    const first = monthOf(monthFirst[1]!);
    const last = monthFirst[3] ? monthOf(monthFirst[3]) : first;
    return daySpan([first, Number(monthFirst[2])], [last, Number(monthFirst[4])], monthFirst[5] ? Number(monthFirst[5]) : null, now, { index: monthFirst.index, length: monthFirst[0].length });
  }
  const dayFirst = pattern(String.raw`\b(?:from\s+|between\s+)?(?:the\s+)?${DAY_NUMBER}(?:\s+of\s+${MONTH})?(?:${TO}|\s+and\s+(?<=between\s+.*))(?:the\s+)?${DAY_NUMBER}\s+(?:of\s+)?${MONTH}\b${YEAR}(?![\d:/.-])`, "i").exec(query);
  if (!dayFirst) return null;
  const last = monthOf(dayFirst[4]!);
  const first = dayFirst[2] ? monthOf(dayFirst[2]) : last;
  return daySpan([first, Number(dayFirst[1])], [last, Number(dayFirst[3])], dayFirst[5] ? Number(dayFirst[5]) : null, now, { index: dayFirst.index, length: dayFirst[0].length });
}

/** "December the 5th, 2021", "Nov the 3rd": a day said with "the" between, which chrono lets go. */
export function findMonthTheDay(query: string, now: Date): TimeMatch | null {
  if (!/\bthe\s+\d/i.test(query)) return null;
  const m = pattern(String.raw`\b${MONTH}\s+the\s+${DAY_NUMBER}\b${YEAR}(?![\d:/.-])`, "i").exec(query);
  if (!m) return null;
  const month = monthOf(m[1]!);
  const day = Number(m[2]);
  return single(month, day, m[3] ? Number(m[3]) : null, now, { index: m.index, length: m[0].length });
}

/** One day, its year said or the latest one that has begun. */
function single(month: number, day: number, yearSaid: number | null, now: Date, at: { index: number; length: number }): TimeMatch | null {
  const range = (year: number): [number, number] => [utc(year, month, day), utc(year, month, day + 1)];
  let year = yearSaid ?? now.getFullYear();
  if (yearSaid === null && utc(year, month, day) > today(now)) year--;
  if (dayOf(year, month, day) === null) return null;
  const [startMs, endMs] = range(year);
  return { startMs, endMs, label: dayLabel(startMs), ...at, ...(yearSaid === null ? { inYear: range } : {}) };
}

/** "20231002": a date as cameras and file names write it, year, month and day run together. */
export function findCompactDate(query: string): TimeMatch | null {
  const m = /\b((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\b/.exec(query);
  const startMs = m && dayOf(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!m || startMs === null) return null;
  return { startMs, endMs: startMs + 86_400_000, label: dayLabel(startMs), index: m.index, length: m[0].length };
}

const SEASON = "spring|summer|autumn|fall|winter";
/** Where each season falls in its year, for telling which of two comes first. */
const SEASON_ORDER: Record<string, number> = { spring: 0, summer: 1, autumn: 2, fall: 2, winter: 3 };

/**
 * "from spring 2024 to fall 2024", "spring to fall 2024", "summer 2022 through summer 2023",
 * "between spring and autumn 2025": from the start of one season to the end of the other.
 * "winter 2021-2022", "winter 2021/22": the one winter that runs from the one year into the next.
 */
export function findSeasonSpan(query: string, now: Date): TimeMatch | null {
  if (!/spring|summer|autumn|fall|winter/i.test(query)) return null;
  const winter = /\b(winter)\s+(?:of\s+)?((?:19|20)\d{2})\s*[-–/]\s*((?:19|20)?\d{2})\b(?![-/.]\d)/i.exec(query);
  if (winter) {
    const first = Number(winter[2]);
    const second = Number(winter[3]!.length === 2 ? `${String(first).slice(0, 2)}${winter[3]}` : winter[3]);
    if (second === first + 1) {
      const [from, to] = SEASONS.winter!;
      return { startMs: utc(first, from), endMs: utc(first, to), label: seasonLabel("winter", first), index: winter.index, length: winter[0].length };
    }
  }
  const m = pattern(String.raw`\b(?:from\s+|(between)\s+)?(?:the\s+)?(${SEASON})(?:\s+(?:of\s+)?((?:19|20)\d{2}))?(?:${TO}|\s+and\s+(?<=between\s+\S+(?:\s+(?:of\s+)?\d{4})?\s+and\s+))(?:the\s+)?(${SEASON})(?:\s+(?:of\s+)?((?:19|20)\d{2}))?\b(?![-/.]\d)`, "i").exec(query);
  if (!m) return null;
  const [a, b] = [m[2]!.toLowerCase(), m[4]!.toLowerCase()];
  const wraps = SEASON_ORDER[b]! < SEASON_ORDER[a]! || (a === b && !m[3] !== !m[5]);
  let [first, last] = [m[3] ? Number(m[3]) : null, m[5] ? Number(m[5]) : null];
  if (first === null && last === null) {
    // Neither year said: the latest such span that has begun.
    first = now.getFullYear();
    if (utc(first, SEASONS[a]![0]) > today(now)) first--;
  }
  first ??= last! - (wraps ? 1 : 0);
  last ??= first + (wraps ? 1 : 0);
  const startMs = utc(first, SEASONS[a]![0]);
  const endMs = utc(last, SEASONS[b]![1]);
  if (endMs <= startMs) return null;
  return { startMs, endMs, label: `${seasonLabel(a, first)} – ${seasonLabel(b, last)}`, index: m.index, length: m[0].length, ...(a === b && first === last ? { southern: southernMatch(a, first) } : {}) };
}
