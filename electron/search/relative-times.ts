/**
 * @file Times said relative to today: "3 years ago", "a couple of weeks back", "a year or two
 * ago", "in the last 2 years", "over the past few weeks", "the year before last", "the summer
 * before last". Pure: the current time is an argument.
 *
 * "N units ago" is a window around that day, not the calendar unit it falls in: people remember
 * how long ago roughly, and the further back, the rougher ("3 years ago" said in November 2026
 * is about mid-2023 to mid-2024, not 2023). The window widens with N; vague counts ("a few")
 * span their whole range.
 */
import { DAY, dayLabel, monday, MONTHS, monthLabel, today, utc } from "./calendar";
import type { TimeMatch } from "./time-phrases";

type Unit = "day" | "week" | "fortnight" | "month" | "year" | "decade";

const COUNTS: Record<string, [number, number]> = {
  a: [1, 1], an: [1, 1], one: [1, 1], two: [2, 2], three: [3, 3], four: [4, 4], five: [5, 5], six: [6, 6], seven: [7, 7], eight: [8, 8], nine: [9, 9], ten: [10, 10],
  eleven: [11, 11], twelve: [12, 12], fifteen: [15, 15], twenty: [20, 20], thirty: [30, 30], couple: [2, 2], few: [2, 4], several: [3, 6],
};
const COUNT = String.raw`(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|several)`;
const UNIT = String.raw`(day|week|fortnight|month|year|decade)s?`;

function count(said: string): [number, number] | null {
  if (/^\d+$/.test(said)) return Number(said) > 0 ? [Number(said), Number(said)] : null;
  return COUNTS[said.toLowerCase().replace(/^a\s+/, "").replace(/\s+of$/, "")] ?? null;
}

/** The day `n` units before today (months and years by the calendar: 3 months before 22 Nov is 22 Aug). */
function back(n: number, unit: Unit, now: Date): number {
  if (unit === "decade") return back(10 * n, "year", now);
  if (unit === "month") return utc(now.getFullYear(), now.getMonth() - n, now.getDate());
  if (unit === "year") return utc(now.getFullYear() - n, now.getMonth(), now.getDate());
  return today(now) - n * (unit === "day" ? 1 : unit === "week" ? 7 : 14) * DAY;
}

/** Days either side of "n units ago": the day itself for "yesterday", ±3 days for "2 weeks", ±5 months for "3 years". */
function halfWidth(n: number, unit: Unit): number {
  if (unit === "decade") return halfWidth(10 * n, "year");
  if (unit === "day") return Math.floor(n / 4);
  if (unit === "week" || unit === "fortnight") return Math.floor(Math.max(3.5, 1.75 * n * (unit === "week" ? 1 : 2)));
  if (unit === "month") return Math.max(15, Math.round(7.5 * n));
  return Math.round((2 + n) * 30.44);
}

/**
 * "this time last year", "around now two years ago": a fortnight either side of today's date then;
 * "this day 3 years ago", "a year ago today", "exactly 2 years ago", "3 years ago to the day": that
 * day; "this month 4 years ago", "5 years ago this month": that month.
 */
export function findThisTimeAgo(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:ago|year)\b/i.test(query)) return null;
  const AGO = String.raw`(?<ago>last\s+year|${COUNT}\s+years?\s+ago)`;
  const m =
    new RegExp(String.raw`\b(?:(?<near>this\s+time|around\s+(?:this\s+time|now))|(?<day>(?:on\s+)?(?:this\s+day|today))|this\s+(?<month>month))\s+${AGO}\b`, "i").exec(query) ??
    new RegExp(String.raw`\b(?:(?<day>exactly)\s+)?${AGO}(?:\s+(?:(?<today>today|to\s+the\s+day)|this\s+(?<month>month)))?\b`, "i").exec(query);
  const { ago, near, day: exactly, today: onDay, month } = m?.groups ?? {};
  // "2 years ago" alone is a window (`findAgo`); "last year" alone the calendar year.
  if (!m || !ago || !(near || exactly || onDay || month)) return null;
  const said = /^last/i.test(ago) ? ([1, 1] as [number, number]) : count(/^(.*?)\s+years?\s+ago$/i.exec(ago)![1]!);
  if (!said || said[0] !== said[1]) return null;
  const day = back(said[0], "year", now);
  const at = { index: m.index, length: m[0].length };
  if (month) {
    const d = new Date(day);
    return { startMs: utc(d.getUTCFullYear(), d.getUTCMonth()), endMs: utc(d.getUTCFullYear(), d.getUTCMonth() + 1), label: `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`, ...at };
  }
  if (near) return { startMs: day - 14 * DAY, endMs: day + 15 * DAY, label: `around ${dayLabel(day)}`, ...at };
  return { startMs: day, endMs: day + DAY, label: dayLabel(day), ...at };
}

/** "3 years ago", "two months back", "a year or two ago", "a few weeks ago". */
export function findAgo(query: string, now: Date): TimeMatch | null {
  const m = new RegExp(String.raw`\b(?:(?:around|about|roughly|approximately|maybe|some|like)\s+)?${COUNT}\s+${UNIT}(?:\s+or\s+(two|three|so))?\s+(?:ago|back|before\s+now)\b`, "i").exec(query);
  if (!m) return null;
  const said = count(m[1]!);
  if (!said) return null;
  const unit = m[2]!.toLowerCase() as Unit;
  const [lo, hi] = m[3] && m[3].toLowerCase() !== "so" ? [said[0], COUNTS[m[3].toLowerCase()]![0]] : said;
  const startMs = back(hi, unit, now) - halfWidth(hi, unit) * DAY;
  const endMs = Math.min(back(lo, unit, now) + (halfWidth(lo, unit) + 1) * DAY, today(now) + DAY);
  const center = back(lo, unit, now);
  const byDay = unit === "day" || unit === "week" || unit === "fortnight";
  const label =
    lo !== hi ? `${(byDay ? dayLabel : monthLabel)(startMs)} – ${(byDay ? dayLabel : monthLabel)(endMs - DAY)}`
    : halfWidth(lo, unit) === 0 ? dayLabel(center)
    : `around ${(byDay ? dayLabel : monthLabel)(center)}`;
  return { startMs, endMs, label, index: m.index, length: m[0].length };
}

/**
 * "more than 2 years ago", "over a year ago", "older than 2 years": everything before that day;
 * "less than a month ago", "under 3 weeks ago", "newer than 6 months": everything since. A bound,
 * not the window around one day that "N ago" is.
 */
export function findAgoBound(query: string, now: Date): TimeMatch | null {
  const m =
    new RegExp(String.raw`\b(more\s+than|over|upwards\s+of|at\s+least|longer\s+than|less\s+than|under|fewer\s+than|no\s+more\s+than|not\s+more\s+than|within)\s+${COUNT}\s+${UNIT}\s+(?:ago|back)\b`, "i").exec(query) ??
    // "older than 3 years", "photos newer than 6 months old": the photo's age, the same bound.
    new RegExp(String.raw`\b(older|newer|younger|less\s+old)\s+than\s+${COUNT}\s+${UNIT}(?:\s+old)?\b`, "i").exec(query);
  const said = m && count(m[2]!);
  if (!m || !said) return null;
  const unit = m[3]!.toLowerCase() as Unit;
  const day = back(said[0], unit, now);
  const amount = `${m[2]!.toLowerCase().replace(/\s+/g, " ")} ${unit}${said[0] === 1 && !/^\d/.test(m[2]!) ? "" : "s"}`;
  const older = /^(?:more|over|upwards|at|longer|older)/i.test(m[1]!);
  return older
    ? { startMs: utc(1826, 0), endMs: day, label: `more than ${amount} ago`, index: m.index, length: m[0].length }
    : { startMs: day, endMs: today(now) + DAY, label: `the past ${amount.replace(/^an?\s+/, "")}`, index: m.index, length: m[0].length };
}

/** "in the last 2 years", "over the past few weeks", "the past year": from that long ago until today. */
export function findLastFew(query: string, now: Date): TimeMatch | null {
  const m =
    new RegExp(String.raw`\b(?:(?:in|over|during|within|from|for)\s+)?(?:the\s+)?(?:last|past|previous)\s+${COUNT}\s+${UNIT}\b(?!\s+(?:of|in)\b)`, "i").exec(query) ??
    // "last year" is the calendar year; "the last year" and "the past year" are the twelve months until today.
    /\b(?:(?:in|over|during|within|from|for)\s+)?the\s+(?:last|past)\s+()(year|month|week|fortnight|decade)\b(?!\s+(?:of|in)\b)/i.exec(query);
  if (!m) return null;
  const said = m[1] ? count(m[1]) : ([1, 1] as [number, number]);
  if (!said) return null;
  const unit = m[2]!.toLowerCase() as Unit;
  const n = said[1];
  const what = m[1] ? `${m[1].toLowerCase().replace(/^a\s+/, "").replace(/\s+/g, " ")} ${unit}s` : unit;
  return { startMs: back(n, unit, now), endMs: today(now) + DAY, label: `the past ${what}`, index: m.index, length: m[0].length };
}

/** "earlier this year", "earlier this month": from its start until today. */
export function findEarlierThis(query: string, now: Date): TimeMatch | null {
  const m = /\b(?:earlier|so\s+far)\s+this\s+(year|month|week)\b|\bthis\s+(year|month|week)\s+so\s+far\b/i.exec(query);
  if (!m) return null;
  const unit = (m[1] ?? m[2])!.toLowerCase();
  const startMs = unit === "year" ? utc(now.getFullYear(), 0) : unit === "month" ? utc(now.getFullYear(), now.getMonth()) : monday(now);
  return { startMs, endMs: today(now) + DAY, label: `earlier this ${unit}`, index: m.index, length: m[0].length };
}

/** Seasons as the northern hemisphere's meteorological ones; winter Y runs Dec Y – Feb Y+1. */
export const SEASONS: Record<string, [number, number]> = { spring: [2, 5], summer: [5, 8], autumn: [8, 11], fall: [8, 11], winter: [11, 14] };

/**
 * The same seasons south of the equator, where they fall in the other half of the year; season
 * Y is the one that begins in Y, so summer Y runs Dec Y – Feb Y+1 there and autumn Y is March–May.
 */
export const SOUTHERN_SEASONS: Record<string, [number, number]> = { spring: [8, 11], summer: [11, 14], autumn: [2, 5], fall: [2, 5], winter: [5, 8] };

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

export function seasonLabel(name: string, year: number): string {
  const season = name.toLowerCase() === "fall" ? "autumn" : name.toLowerCase();
  return `${season} ${year}${season === "winter" ? `–${String(year + 1).slice(2)}` : ""}`;
}

/**
 * "the year before last", "the month before last", "the week before last", "the summer before
 * last", "the July before last": the one before the latest that is over.
 */
export function findBeforeLast(query: string, now: Date): TimeMatch | null {
  const m = new RegExp(String.raw`\b(?:the\s+)?(year|month|week|spring|summer|autumn|fall|winter|${MONTHS.join("|")})\s+before\s+last\b`, "i").exec(query);
  if (!m) return null;
  const what = m[1]!.toLowerCase();
  const y = now.getFullYear();
  const at = { index: m.index, length: m[0].length };
  const month = MONTHS.findIndex((name) => name.toLowerCase() === what);
  if (month >= 0) {
    const year = (utc(y, month + 1) <= today(now) ? y : y - 1) - 1;
    return { startMs: utc(year, month), endMs: utc(year, month + 1), label: `${MONTHS[month]} ${year}`, ...at };
  }
  if (what === "year") return { startMs: utc(y - 2, 0), endMs: utc(y - 1, 0), label: String(y - 2), ...at };
  if (what === "month") {
    const startMs = utc(y, now.getMonth() - 2);
    return { startMs, endMs: utc(y, now.getMonth() - 1), label: `${MONTHS[new Date(startMs).getUTCMonth()]} ${new Date(startMs).getUTCFullYear()}`, ...at };
  }
  if (what === "week") return { startMs: monday(now) - 14 * DAY, endMs: monday(now) - 7 * DAY, label: `the week of ${dayLabel(monday(now) - 14 * DAY)}`, ...at };
  const year = lastSeasonYear(what, now) - 1;
  const [from, to] = SEASONS[what]!;
  return { startMs: utc(year, from), endMs: utc(year, to), label: seasonLabel(what, year), southern: southernMatch(what, lastSeasonYear(what, now, SOUTHERN_SEASONS) - 1), ...at };
}

const SEASON_MONTHS: Record<string, [number, number]> = { spring: [2, 5], summer: [5, 8], autumn: [8, 11], fall: [8, 11], winter: [11, 14] };

/**
 * "February two years ago", "a couple of summers ago": a month or season counted back in years
 * is that month or season of that year, not a window around today's date N years back.
 */
export function findMonthOrSeasonAgo(query: string, now: Date): TimeMatch | null {
  const named = new RegExp(String.raw`\b(${MONTHS.join("|")}|spring|summer|autumn|fall|winter)\s+(?:of\s+)?${COUNT}\s+years?\s+(?:ago|back)\b`, "i").exec(query);
  const seasons = new RegExp(String.raw`\b${COUNT}\s+(spring|summer|autumn|fall|winter)s\s+(?:ago|back)\b`, "i").exec(query);
  // "4 years ago in November", "two years back in the summer".
  const trailing = new RegExp(String.raw`\b${COUNT}\s+years?\s+(?:ago|back)\s+(?:in|during|around)\s+(?:the\s+)?(${MONTHS.join("|")}|spring|summer|autumn|fall|winter)\b`, "i").exec(query);
  const m = named ?? seasons ?? trailing;
  if (!m) return null;
  const [what, n] = named ? [named[1]!.toLowerCase(), count(named[2]!)] : seasons ? [seasons[2]!.toLowerCase(), count(seasons[1]!)] : [trailing![2]!.toLowerCase(), count(trailing![1]!)];
  if (!n || n[0] !== n[1]) return null;
  const year = now.getFullYear() - n[0];
  const season = SEASON_MONTHS[what];
  if (season) {
    const label = `${what === "fall" ? "autumn" : what} ${year}`;
    return { startMs: utc(year, season[0]), endMs: utc(year, season[1]), label, index: m.index, length: m[0].length };
  }
  const month = MONTHS.findIndex((name) => name.toLowerCase() === what);
  return { startMs: utc(year, month), endMs: utc(year, month + 1), label: `${MONTHS[month]} ${year}`, index: m.index, length: m[0].length };
}

