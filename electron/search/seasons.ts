/**
 * @file Seasons and which one a query means: where each falls north and south of the equator, and
 * the one arithmetic every season phrase goes through ("this autumn", "last summer", "the winter
 * before last", "two summers ago", "the spring three years ago", "summer of last year"). Pure: the
 * current time is an argument.
 *
 * Which season, counted from today:
 * - "this summer" is the one of this year that has begun (said in February, "this winter" is the
 *   one running since December);
 * - "last summer" is the latest one that is over, "the summer before last" the one before it;
 * - "N summers ago" and "the summer N years ago" are the season of the year N years back, so
 *   "a couple of summers ago" said in November 2026 is summer 2024, as "two years ago" is 2024.
 */
import { today, utc } from "./calendar";
import { COUNT, count } from "./count-words";
import type { TimeMatch } from "./time-phrases";
import { pattern } from "./patterns";

/** Seasons as the northern hemisphere's meteorological ones; winter Y runs Dec Y – Feb Y+1. */
export const SEASONS: Record<string, [number, number]> = { spring: [2, 5], summer: [5, 8], autumn: [8, 11], fall: [8, 11], winter: [11, 14] };

/**
 * The same seasons south of the equator, where they fall in the other half of the year; season
 * Y is the one that begins in Y, so summer Y runs Dec Y – Feb Y+1 there and autumn Y is March–May.
 */
export const SOUTHERN_SEASONS: Record<string, [number, number]> = { spring: [8, 11], summer: [11, 14], autumn: [2, 5], fall: [2, 5], winter: [5, 8] };

/** A season's name, for a pattern. */
export const SEASON_WORD = "spring|summer|autumn|fall|winter";

/** Where season `name` of `year` falls south of the equator. */
export function southernSeason(name: string, year: number): [number, number] {
  const [from, to] = SOUTHERN_SEASONS[name.toLowerCase()]!;
  return [utc(year, from), utc(year, to)];
}

/** Season `name` of `year` south of the equator, with its label there ("summer 2025–26"). */
export function southernMatch(name: string, year: number): NonNullable<TimeMatch["southern"]> {
  const season = name.toLowerCase() === "fall" ? "autumn" : name.toLowerCase();
  return { range: southernSeason(name, year), label: `${season} ${year}${season === "summer" ? `–${String(year + 1).slice(2)}` : ""}` };
}

/** The year of the latest season of that name that is over ("last summer"), north or south of the equator. */
export function lastSeasonYear(name: string, now: Date, seasons = SEASONS): number {
  const [, to] = seasons[name.toLowerCase()]!;
  let year = now.getFullYear();
  while (utc(year, to) > today(now)) year--;
  return year;
}

/** The year of the latest season of that name that has begun ("this winter" said in February is the one since December). */
function thisSeasonYear(name: string, now: Date, seasons = SEASONS): number {
  const [from] = seasons[name.toLowerCase()]!;
  return utc(now.getFullYear(), from) > today(now) ? now.getFullYear() - 1 : now.getFullYear();
}

export function seasonLabel(name: string, year: number): string {
  const season = name.toLowerCase() === "fall" ? "autumn" : name.toLowerCase();
  return `${season} ${year}${season === "winter" ? `–${String(year + 1).slice(2)}` : ""}`;
}

/**
 * Which season of a name a phrase means: "this" one, the `last`-th before the latest that is over
 * ("last" is 0, "before last" 1), the one of the year `yearsAgo` years back, or of a said year.
 */
export type WhichSeason = { this: true } | { last: number } | { yearsAgo: number } | { year: number };

/** The season a phrase means, north of the equator, with where it falls south of it. */
export function seasonMatch(name: string, which: WhichSeason, now: Date, at: { index: number; length: number }): TimeMatch {
  const yearIn = (seasons: Record<string, [number, number]>) =>
    "year" in which ? which.year
    : "last" in which ? lastSeasonYear(name, now, seasons) - which.last
    : "yearsAgo" in which ? now.getFullYear() - which.yearsAgo
    : thisSeasonYear(name, now, seasons);
  const year = yearIn(SEASONS);
  const [from, to] = SEASONS[name.toLowerCase()]!;
  return { startMs: utc(year, from), endMs: utc(year, to), label: seasonLabel(name, year), southern: southernMatch(name, yearIn(SOUTHERN_SEASONS)), ...at };
}

/** Words before a season that say it is the latest one over: "last", "the previous", "the most recent". */
const LAST_BEFORE = String.raw`(?:last|past|previous|most\s+recent|latest)`;
/** Words after a season that say it is the one before the latest: "before last", "prior to last", "before the last one". */
const BEFORE_LAST_AFTER = String.raw`(?:before|prior\s+to|preceding)\s+(?:the\s+)?last(?:\s+one)?`;
/** Words after a season that say it is the latest one over: "just gone", "just past", "that just ended". */
const JUST_GONE_AFTER = String.raw`(?:just\s+(?:gone|past|passed|ended)|that\s+just\s+(?:ended|finished|passed))`;

/**
 * What may follow a season's name to say which one it is, so that "in the autumn before last" is
 * not read as every autumn: a year, "before last", "two years ago", "of last year", "just gone".
 * It captures nothing, so a pattern may hold it without its groups moving.
 */
export const WHICH_SEASON_AFTER = String.raw`(?:(?:of\s+|in\s+)?(?:(?:19|20)\d{2}|['’]?\d{2}\b|(?:last|this|past|previous)\s+year|the\s+year\s+before\s+last)|${BEFORE_LAST_AFTER}|${JUST_GONE_AFTER}|(?:of\s+|from\s+)?${COUNT.replace("(", "(?:")}\s+years?\s+(?:ago|back))`;

/**
 * Every relative season phrase: "this autumn", "last summer", "the previous winter", "the summer
 * before last", "the autumn just gone", "two summers ago", "the spring three years ago", "autumn
 * of two years ago", "summer 2024", "the summer of 2023".
 */
export function findSeason(query: string, now: Date): TimeMatch | null {
  if (!pattern(`\\b(?:${SEASON_WORD})`, "i").test(query)) return null;
  const NAME = String.raw`(${SEASON_WORD})(?:time)?`;
  const at = (m: RegExpExecArray) => ({ index: m.index, length: m[0].length });
  // "two summers ago", "a couple of winters back".
  const plural = pattern(String.raw`\b${COUNT}\s+(spring|summer|autumn|fall|winter)s\s+(?:ago|back)\b`, "i").exec(query);
  // "the summer two years ago", "autumn of 3 years back", "the spring a year ago".
  const yearsAgo = pattern(String.raw`\b(?:the\s+)?${NAME}\s+(?:of\s+|from\s+)?${COUNT}\s+years?\s+(?:ago|back)\b`, "i").exec(query);
  // "the summer before last", "the last-but-one winter", "the autumn just gone".
  const beforeLast = pattern(String.raw`\b(?:the\s+)?${NAME}\s+(?:${BEFORE_LAST_AFTER})\b|\b(?:the\s+)?(?:last[\s-]+but[\s-]+one|penultimate)\s+${NAME}\b`, "i").exec(query);
  const justGone = pattern(String.raw`\b(?:the\s+)?${NAME}\s+${JUST_GONE_AFTER}\b`, "i").exec(query);
  // "last summer", "this winter", "the previous autumn", "summer 2024", "the summer of 2023".
  const said = pattern(String.raw`\b(?:(?:the\s+)?(${LAST_BEFORE}|this)\s+)?${NAME}(?:\s+(?:of\s+)?((?:19|20)\d{2}))?\b`, "i").exec(query);
  const first = [plural, yearsAgo, beforeLast, justGone].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0];
  if (first === plural) {
    const n = count(plural[1]!);
    return n && n[0] === n[1] ? seasonMatch(plural[2]!, { yearsAgo: n[0] }, now, at(plural)) : null;
  }
  if (first === yearsAgo) {
    const n = count(yearsAgo[2]!);
    return n && n[0] === n[1] ? seasonMatch(yearsAgo[1]!, { yearsAgo: n[0] }, now, at(yearsAgo)) : null;
  }
  if (first === beforeLast) return seasonMatch((beforeLast[1] ?? beforeLast[2])!, { last: 1 }, now, at(beforeLast));
  if (first === justGone) return seasonMatch(justGone[1]!, { last: 0 }, now, at(justGone));
  if (!said) return null;
  const [, which, name, year] = said;
  // A bare "summer" is more often a word ("summer dress") than a time: `time-constraint.ts` reads it where it is one.
  if (!which && !year) return null;
  if (year) return seasonMatch(name!, { year: Number(year) }, now, at(said));
  return seasonMatch(name!, /^this$/i.test(which!) ? { this: true } : { last: 0 }, now, at(said));
}
