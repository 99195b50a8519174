/**
 * @file Parts of a year as people and offices say them: quarters ("Q1 2024"), halves ("the
 * first half of 2024", "H2 2023"), the ends of a year or month ("the last days of 2023", "the
 * beginning of the year"), a season of last or this year ("the spring of last year", "summer 24"),
 * and the vague recent past ("recently", "the other day"). chrono reads none of these, and some it
 * misreads (it takes "the last days of 2023" for yesterday). Pure: the current time is an argument.
 */
import { DAY, monthOf, MONTHS, today, utc } from "./calendar";
import { MONTH_WORD } from "./date-words";
import { SEASONS, seasonLabel, southernMatch } from "./relative-times";
import type { TimeMatch } from "./time-phrases";
import { pattern } from "./patterns";
import { HOLIDAY_NOUN } from "./parsers/english-words";

const ORDINAL: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, last: 4 };

/** "Q1 2024", "the first quarter of 2024", "Q3 of last year". */
export function findQuarter(query: string, now: Date): TimeMatch | null {
  const m = /\b(?:q([1-4])|(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+quarter)(?:\s+of)?\s+((?:19|20)\d{2}|'\d{2}|last\s+year|this\s+year)(?![\w'])/i.exec(query);
  if (!m) return null;
  const quarter = m[1] ? Number(m[1]) : ORDINAL[m[2]!.toLowerCase()]!;
  const year = yearSaid(m[3]!, now);
  const from = (quarter - 1) * 3;
  return { startMs: utc(year, from), endMs: utc(year, from + 3), label: `Q${quarter} ${year}`, index: m.index, length: m[0].length };
}

/** "the first half of 2024", "H2 2023", "the second half of last year". */
export function findHalf(query: string, now: Date): TimeMatch | null {
  const m = /\b(?:h([12])|(?:the\s+)?(first|1st|second|2nd|latter|last)\s+half)(?:\s+of)?\s+((?:19|20)\d{2}|'\d{2}|last\s+year|this\s+year|the\s+year)(?![\w'])/i.exec(query);
  if (!m) return null;
  const half = m[1] ? Number(m[1]) : /^(first|1st)$/i.test(m[2]!) ? 1 : 2;
  const year = yearSaid(m[3]!, now);
  const from = half === 1 ? 0 : 6;
  return { startMs: utc(year, from), endMs: utc(year, from + 6), label: `the ${half === 1 ? "first" : "second"} half of ${year}`, index: m.index, length: m[0].length };
}

/**
 * "the last days of 2023", "the beginning of the year", "the final weeks of June 2024": the first
 * or last ten days of a month, the first or last month of a year.
 */
export function findEdge(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:last|final|closing|beginning|start|first)\b/i.test(query)) return null;
  const m = pattern(
    String.raw`\b(?:the\s+)?(?:(last|final|closing)\s+(?:few\s+)?(?:days|weeks)\s+of|(beginning|start|first\s+(?:few\s+)?(?:days|weeks))\s+of)\s+(?:the\s+)?(?:(${MONTHS.join("|")})\s+)?((?:19|20)\d{2}|year|this\s+year|last\s+year)\b`,
    "i",
  ).exec(query);
  if (!m) return null;
  const end = Boolean(m[1]);
  const year = /^(year|this\s+year)$/i.test(m[4]!) ? now.getFullYear() : yearSaid(m[4]!, now);
  const month = m[3] ? MONTHS.findIndex((name) => name.toLowerCase() === m[3]!.toLowerCase()) : null;
  const [startMs, endMs] =
    month !== null ? (end ? [utc(year, month + 1) - 10 * DAY, utc(year, month + 1)] : [utc(year, month), utc(year, month) + 10 * DAY])
    : end ? [utc(year, 11), utc(year + 1, 0)] : [utc(year, 0), utc(year, 1)];
  const what = month !== null ? `${MONTHS[month]} ${year}` : String(year);
  return { startMs, endMs, label: `${end ? "the end" : "the start"} of ${what}`, index: m.index, length: m[0].length };
}

/** "the spring of last year", "summer of this year", "summer 24": a season whose year is said another way. */
export function findSeasonOfYear(query: string, now: Date): TimeMatch | null {
  // "summer vacation 2023", "our winter break '22", "summer hols 2023": the season of that year, with the trip word said between.
  const m = SEASON_OF_A_YEAR.exec(query);
  if (!m) return null;
  if (m[4] && !TRIP_SAID.test(m[0])) return null; // "summer 2023" is the season finder's
  const year = m[4] ? Number(m[4]) : m[3] ? 2000 + Number(m[3]) : now.getFullYear() - (m[2]!.toLowerCase() === "last" ? 1 : 0);
  const [from, to] = SEASONS[m[1]!.toLowerCase()]!;
  return { startMs: utc(year, from), endMs: utc(year, to), label: seasonLabel(m[1]!, year), southern: southernMatch(m[1]!, year), index: m.index, length: m[0].length };
}

/** "recently", "lately", "the other day": the past two months, or the past fortnight but not today. */
export function findRecently(query: string, now: Date): TimeMatch | null {
  const m = /\b(recently|lately|of\s+late|the\s+other\s+day)\b/i.exec(query);
  if (!m) return null;
  const day = today(now);
  const otherDay = /other/i.test(m[1]!);
  return { startMs: day - (otherDay ? 14 : 60) * DAY, endMs: otherDay ? day : day + DAY, label: otherDay ? "the other day" : "recently", index: m.index, length: m[0].length };
}

/**
 * "August last year", "last year's August", "last year in August", "January this year", "March
 * the year before last": a month of a year said relative to this one. chrono reads the year and
 * lets the month go, so the whole year was searched with the month as a word to find.
 */
export function findMonthOfYear(query: string, now: Date): TimeMatch | null {
  if (!/\byear\b/i.test(query)) return null;
  const MONTH = String.raw`(${MONTH_WORD}|spring|summer|autumn|fall|winter)\.?`;
  const YEAR = String.raw`(?:(last|this|past|previous)\s+year|the\s+year\s+(before\s+last))`;
  const after = pattern(String.raw`\b${MONTH}\s+(?:of\s+|in\s+)?${YEAR}\b`, "i").exec(query);
  const before = pattern(String.raw`\b${YEAR}(?:['’]s|\s+(?:in|during|around))\s+(?:the\s+)?${MONTH}(?![\w'])`, "i").exec(query);
  const m = after ?? before;
  if (!m) return null;
  const [name, which, beforeLast] = after ? [after[1]!, after[2], after[3]] : [before![3]!, before![1], before![2]];
  const year = now.getFullYear() - (beforeLast ? 2 : /this/i.test(which ?? "") ? 0 : 1);
  const at = { index: m.index, length: m[0].length };
  // "last year's summer": the season of that year, as "summer of last year" is.
  const season = SEASONS[name.toLowerCase()];
  if (season) return { startMs: utc(year, season[0]), endMs: utc(year, season[1]), label: seasonLabel(name, year), southern: southernMatch(name, year), ...at };
  const month = monthOf(name);
  return { startMs: utc(year, month), endMs: utc(year, month + 1), label: `${MONTHS[month]} ${year}`, ...at };
}

function yearSaid(said: string, now: Date): number {
  if (/^['’]\d{2}$/.test(said)) return 2000 + Number(said.slice(1));
  if (/last\s+year/i.test(said)) return now.getFullYear() - 1;
  if (/this\s+year|the\s+year/i.test(said)) return now.getFullYear();
  return Number(said);
}

/** A season of one year, a holiday's word maybe said between: "summer vacation 2023", "our winter break '22", "summer hols 2023". */
const SEASON_OF_A_YEAR = new RegExp(String.raw`\b(?:the\s+)?(spring|summer|autumn|fall|winter)(?:time)?\s+(?:(?:${HOLIDAY_NOUN}|break|trip|getaway)\s+(?:of\s+|in\s+)?)?(?:(?:of\s+)?(last|this)\s+year|'?(\d{2})|((?:19|20)\d{2}))\b(?![-/.:]\d)`, "i");
/** A word of going away, said between the season and its year. */
const TRIP_SAID = new RegExp(String.raw`\b(?:${HOLIDAY_NOUN}|break|trip|getaway)\b`, "i");
