/**
 * @file Times said relative to today: "3 years ago", "a couple of weeks back", "a year or two
 * ago", "in the last 2 years", "over the past few weeks", "the year before last", "the summer
 * before last". Pure: the current time is an argument.
 *
 * "N units ago" is a window around that day: people remember how long ago roughly, and the
 * further back, the rougher ("3 years ago" said in November 2026 is about mid-2023 to mid-2024).
 * The window widens with N; vague counts ("a few") span their whole range. Years are also
 * counted by the calendar ("2 years ago" said in November 2026 is 2024 too), so the window
 * reaches back to the start of that year, though never forward past its own end (said in
 * January, "a year ago" is not last month).
 */
import { DAY, dayLabel, dayOf, monday, MONTHS, monthLabel, today, utc, WEEKDAYS } from "./calendar";
import { COUNT, count } from "./count-words";
import { lastSeasonYear, seasonMatch, SEASONS, SEASON_WORD } from "./seasons";
import type { TimeMatch } from "./time-phrases";
import { pattern } from "./patterns";

export { lastSeasonYear, SEASONS, SOUTHERN_SEASONS, seasonLabel, southernMatch, southernSeason } from "./seasons";

export type Unit = "day" | "week" | "fortnight" | "month" | "year" | "decade";

const UNIT = String.raw`(day|week|fortnight|month|year|decade)s?`;

/** The day `n` units before today (months and years by the calendar: 3 months before 22 Nov is 22 Aug). */
export function back(n: number, unit: Unit, now: Date): number {
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

/** A year back from today's: "last year", "a year ago", "3 years back", "the year before last", "in 2023". */
const YEAR_BACK = String.raw`(?<ago>last\s+year|the\s+year\s+before\s+last|${COUNT.replace("(", "(?<n>")}\s+years?\s+(?:ago|back|earlier|before)|(?:in\s+)?(?<year>(?:19|20)\d{2}))`;
/** Which part of that year around today's date: "this time", "the same week", "this day", "today", "today's date". */
export const THIS_PART = String.raw`(?:(?:at|around|about|near|roughly|on)\s+)?(?:(?:this|the\s+same|same)\s+(?<part>time|period|point|day|date|week|weekend|month)(?:\s+of\s+(?:the\s+)?year)?|(?<now>now)|(?<today>today(?:['’]s\s+date)?|to\s+the\s+day))`;

/** The part of the year `THIS_PART` said, as its groups name it: a day, week, weekend or month, or "time" (a fortnight either side). */
export function partSaid(groups: Record<string, string | undefined>, exactly = false): string {
  return (groups.part ?? (groups.now ? "time" : groups.today || exactly ? "day" : "time")).toLowerCase();
}

/**
 * The days of `unit` around `day`: the month, week (Monday first) or weekend it falls in, the day
 * itself, or a fortnight either side for a time of year.
 */
export function partAround(unit: string, day: number): { startMs: number; endMs: number; label: string } {
  const d = new Date(day);
  if (unit === "month") return { startMs: utc(d.getUTCFullYear(), d.getUTCMonth()), endMs: utc(d.getUTCFullYear(), d.getUTCMonth() + 1), label: `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}` };
  if (unit === "week") {
    const first = day - ((d.getUTCDay() + 6) % 7) * DAY;
    return { startMs: first, endMs: first + 7 * DAY, label: `the week of ${dayLabel(first)}` };
  }
  if (unit === "weekend") {
    // The weekend of that week: its Saturday and Sunday (a Sunday's is the day before and itself).
    const saturday = d.getUTCDay() === 0 ? day - DAY : day + (6 - d.getUTCDay()) * DAY;
    return { startMs: saturday, endMs: saturday + 2 * DAY, label: `the weekend of ${dayLabel(saturday)}` };
  }
  if (unit === "day" || unit === "date") return { startMs: day, endMs: day + DAY, label: dayLabel(day) };
  return { startMs: day - 14 * DAY, endMs: day + 15 * DAY, label: `around ${dayLabel(day)}` };
}

/** Today's date in `year` (29 February in a year without one is 1 March). */
export function sameDateIn(year: number, now: Date): number {
  return dayOf(year, now.getMonth(), now.getDate()) ?? utc(year, now.getMonth() + 1) - DAY;
}

/**
 * Today's date in another year, and the days around it that were said: "this time last year",
 * "around this time two years ago", "the same week last year", "this weekend a year ago", "this
 * month 4 years ago", "a year ago today", "last year around this time", "this time in 2023",
 * "exactly 2 years ago", "3 years ago to the day". A time of year ("this time", "now") is a
 * fortnight either side of that date; a day, week, weekend or month is the one it falls in.
 */
export function findThisTimeAgo(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:ago|back|year|earlier|(?:19|20)\d{2})\b/i.test(query) || !/exactly|this|same|now|day/i.test(query)) return null;
  const exactly = pattern(String.raw`\bexactly\s+${YEAR_BACK}`, "i").exec(query);
  const m =
    pattern(String.raw`\b${THIS_PART},?\s+${YEAR_BACK}(?!\s+(?:to|till|until|through)\b)`, "i").exec(query) ??
    pattern(String.raw`\b${YEAR_BACK},?\s+${THIS_PART}\b`, "i").exec(query) ??
    (exactly?.groups?.year ? null : exactly);
  if (!m) return null;
  const { ago, n, year } = m.groups!;
  const said = n ? count(n) : [/before\s+last/i.test(ago!) ? 2 : 1, 0];
  if (!said || (n && said[0] !== said[1])) return null;
  const day = year ? sameDateIn(Number(year), now) : back(said[0]!, "year", now);
  return { ...partAround(partSaid(m.groups!, m === exactly), day), index: m.index, length: m[0].length };
}

/** "3 years ago", "two months back", "a year or two ago", "a few weeks ago". */
export function findAgo(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:ago|back|before)\b/i.test(query)) return null;
  const m = pattern(String.raw`\b(?:(?:around|about|roughly|approximately|maybe|some|like)\s+)?${COUNT}\s+${UNIT}(?:\s+or\s+(two|three|so))?\s+(?:ago|back|before\s+now)\b`, "i").exec(query);
  if (!m) return null;
  const said = count(m[1]!);
  if (!said) return null;
  const unit = m[2]!.toLowerCase() as Unit;
  const [lo, hi] = m[3] && m[3].toLowerCase() !== "so" ? [said[0], count(m[3])![0]] : said;
  const around = back(hi, unit, now) - halfWidth(hi, unit) * DAY;
  // "2 years ago" said late in 2026 is also said of 2024 as a whole: the window reaches back to
  // that year's start, never forward past its own end.
  const ofYear = unit === "year" ? utc(now.getFullYear() - hi, 0) : around;
  const startMs = Math.min(around, ofYear);
  const endMs = Math.min(back(lo, unit, now) + (halfWidth(lo, unit) + 1) * DAY, today(now) + DAY);
  const center = back(lo, unit, now);
  const byDay = unit === "day" || unit === "week" || unit === "fortnight";
  const label =
    lo !== hi || startMs < around ? `${(byDay ? dayLabel : monthLabel)(startMs)} – ${(byDay ? dayLabel : monthLabel)(endMs - DAY)}`
    : halfWidth(lo, unit) === 0 ? dayLabel(center)
    : `around ${(byDay ? dayLabel : monthLabel)(center)}`;
  return { startMs, endMs, label, index: m.index, length: m[0].length };
}

/** Words before an amount of time that bound a photo's age from below ("over 3 years old") or above ("under a year old"). */
const OLDER_CUE = String.raw`more\s+than|over|well\s+over|upwards\s+of|at\s+least|longer\s+than|older\s+than`;
const NEWER_CUE = String.raw`less\s+than|under|fewer\s+than|no\s+more\s+than|not\s+more\s+than|at\s+most|within|younger\s+than|newer\s+than|less\s+old\s+than`;
/** What a photo is called, a closed class: "photos 3 years old", "3-year-old pictures". */
const PICTURE = String.raw`(?:photo|picture|pic|image|shot|snap|selfie|screenshot|video|clip|one|pictures?|stuff|thing)s?`;

/**
 * A photo's age as a bound: "more than 2 years ago", "over 3 years old", "at least 5 years old",
 * "older than 2 years", "3+ years old", "2 years or more ago" are everything before that day;
 * "less than a month ago", "under a year old", "within 6 months old", "newer than 6 months",
 * "a year or less old" everything since. A bound, not the window around one day that "N ago" is.
 */
export function findAgoBound(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:ago|back|old|than)\b/i.test(query)) return null;
  const AMOUNT = String.raw`${COUNT}[\s-]+${UNIT}`;
  const before =
    pattern(String.raw`\b(?<cue>${OLDER_CUE}|${NEWER_CUE})\s+${AMOUNT}[\s-]+(?:ago|back|old)\b`, "i").exec(query) ??
    // "older than 3 years", "photos newer than 6 months old": "than" says it is an age already.
    pattern(String.raw`\b(?<cue>older\s+than|newer\s+than|younger\s+than|less\s+old\s+than)\s+${AMOUNT}(?:[\s-]+old)?\b`, "i").exec(query);
  // "3+ years old", "two years or more ago", "a year or less old": the side said after the amount.
  const after = pattern(String.raw`\b${COUNT}(?<plus>\+)?[\s-]+${UNIT}(?:\s+(?:or|and)\s+(?<side>more|older|longer|over|up|less|newer|younger|under))?[\s-]+(?:ago|back|old)\b`, "i").exec(query);
  const side = after?.groups?.side ?? (after?.groups?.plus ? "more" : undefined);
  const m = before && (!after || !side || before.index <= after.index) ? before : side ? after : null;
  if (!m) return null;
  const [said, unitSaid] = m === before ? [m[2]!, m[3]!] : [m[1]!, m[2]!];
  const n = count(said);
  if (!n) return null;
  const unit = unitSaid.toLowerCase() as Unit;
  const older = m === before ? pattern(`^(?:${OLDER_CUE})$`, "i").test(m.groups!.cue!.replace(/\s+/g, " ")) : /more|older|longer|over|up/i.test(side!);
  // A vague amount bounds by its far end: "over a few years old" is older than 4 years, "under a few weeks old" newer than 2.
  const day = back(older ? n[1] : n[0], unit, now);
  const amount = `${said.toLowerCase().replace(/\s+/g, " ")} ${unit}${n[1] === 1 && !/^\d/.test(said) ? "" : "s"}`;
  const at = { index: m.index, length: m[0].length };
  return older
    ? { startMs: utc(1826, 0), endMs: day, label: `more than ${amount} ago`, ...at }
    : { startMs: day, endMs: today(now) + DAY, label: `the past ${amount.replace(/^an?\s+/, "")}`, ...at };
}

/**
 * A photo's age between two: "between 3 and 4 years old", "from 2 to 3 years ago", "2-3 years
 * back", "pictures 6 to 8 months old": everything from the farther day to the nearer. An age in
 * "old" is only said of a picture ("kids between 3 and 4 years old" are the children's age).
 */
export function findAgeBetween(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:ago|back|old)\b/i.test(query)) return null;
  const SPAN = String.raw`(?:between\s+|from\s+)?${COUNT}\s*(?:and|to|-|–|or)\s*${COUNT}[\s-]+${UNIT}[\s-]+`;
  const m =
    pattern(String.raw`\b${SPAN}(?:ago|back|earlier)\b`, "i").exec(query) ??
    pattern(String.raw`(?<=\b${PICTURE}\s+(?:(?:that|which)\s+)?(?:(?:are|is|were|was|['’]re|['’]s)\s+)?)${SPAN}old\b`, "i").exec(query);
  if (!m) return null;
  const [near, far] = [count(m[1]!), count(m[2]!)];
  if (!near || !far || far[1] <= near[0]) return null;
  const unit = m[3]!.toLowerCase() as Unit;
  const said = (n: string) => n.toLowerCase().replace(/\s+/g, " ");
  return { startMs: back(far[1], unit, now), endMs: back(near[0], unit, now) + DAY, label: `${said(m[1]!)} to ${said(m[2]!)} ${unit}s ago`, index: m.index, length: m[0].length };
}

/**
 * A photo's age said as it is: "photos 3 years old", "pics that are about two years old", "a
 * 5-year-old photo", "ones a few months old": the window around that day, as "3 years ago" is.
 * Only said of a picture: "my 3 year old" and "Leo at 2 years old" are a person's age.
 */
export function findAge(query: string, now: Date): TimeMatch | null {
  if (!/\bold\b/i.test(query)) return null;
  const AGE = String.raw`(?:(?:about|around|roughly|nearly|almost|maybe|some|like)\s+)?${COUNT}[\s-]+${UNIT}[\s-]+old\b`;
  const m =
    pattern(String.raw`(?<=\b${PICTURE}\s+(?:(?:that|which)\s+)?(?:(?:are|is|were|was|['’]re|['’]s)\s+)?)${AGE}`, "i").exec(query) ??
    pattern(String.raw`\b${AGE}(?=\s+${PICTURE}\b)`, "i").exec(query);
  if (!m) return null;
  const ago = findAgo(`${m[0].replace(/[\s-]+old$/i, "").replace(/-/g, " ")} ago`, now);
  return ago && { ...ago, index: m.index, length: m[0].length };
}

/** "in the last 2 years", "over the past few weeks", "the past year": from that long ago until today. */
export function findLastFew(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:last|past|previous)\b/i.test(query)) return null;
  // "in the last 48 hours", "within the last few hours": from that hour of the clock on.
  const hours = pattern(String.raw`\b(?:(?:in|over|during|within|from|for)\s+)?(?:the\s+)?(?:last|past|previous)\s+${COUNT}\s+hours?\b`, "i").exec(query);
  const inHours = hours && count(hours[1]!);
  if (hours && inHours) {
    const startMs = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours()) - inHours[1] * 3_600_000;
    return { startMs, endMs: today(now) + DAY, label: `the past ${hours[1]!.toLowerCase().replace(/^an?\s+/, "").replace(/\s+/g, " ")} hours`, index: hours.index, length: hours[0].length };
  }
  const m =
    pattern(String.raw`\b(?:(?:in|over|during|within|from|for)\s+)?(?:the\s+)?(?:last|past|previous)\s+${COUNT}\s+${UNIT}\b(?!\s+(?:of|in)\b)`, "i").exec(query) ??
    // "last year" is the calendar year; "the last year" and "the past year" are the twelve months until today.
    /\b(?:(?:in|over|during|within|from|for)\s+)?the\s+(?:last|past)\s+()(year|month|week|fortnight|decade)\b(?!\s+(?:of|in)\b)/i.exec(query) ??
    // "in the last 3 days in Rome": said after "in", it is counted back from today whatever follows ("the last 3 days in Rome" is a stay's, `stay-parts.ts`).
    pattern(String.raw`\b(?:in|over|during|within|for)\s+(?:the\s+)?(?:last|past|previous)\s+${COUNT}\s+${UNIT}\b(?!\s+of\b)`, "i").exec(query);
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

/**
 * "the year before last", "the month before last", "the week before last", "the summer before
 * last", "the July before last": the one before the latest that is over.
 */
export function findBeforeLast(query: string, now: Date): TimeMatch | null {
  if (!/\bbefore\s+last\b/i.test(query)) return null;
  const m = pattern(String.raw`\b(?:the\s+)?(year|month|week|weekend|spring|summer|autumn|fall|winter|${MONTHS.join("|")}|${WEEKDAYS.join("|")})\s+before\s+last\b`, "i").exec(query);
  if (!m) return null;
  const what = m[1]!.toLowerCase();
  const y = now.getFullYear();
  const at = { index: m.index, length: m[0].length };
  // "the Tuesday before last": a week before the last Tuesday that has been; "the weekend before last" likewise.
  const weekday = WEEKDAYS.indexOf(what);
  if (weekday >= 0) {
    const last = today(now) - (((now.getDay() - weekday + 7) % 7) || 7) * DAY;
    return { startMs: last - 7 * DAY, endMs: last - 6 * DAY, label: dayLabel(last - 7 * DAY), ...at };
  }
  if (what === "weekend") return weekendsAgo(2, now, at);
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
  return seasonMatch(what, { last: 1 }, now, at);
}

/** "two weekends ago", "a couple of weekends back": counted back from last weekend, which is one. */
export function findWeekendsAgo(query: string, now: Date): TimeMatch | null {
  if (!/\bweekends?\b/i.test(query)) return null;
  const m = pattern(String.raw`\b${COUNT}\s+weekends?\s+(?:ago|back|earlier)\b`, "i").exec(query);
  const n = m && count(m[1]!);
  return m && n ? weekendsAgo(n[1], now, { index: m.index, length: m[0].length }, n[0]) : null;
}

/** The weekends from `nearest` to `n` back, last weekend being one: Saturday and Sunday of a week before this one. */
function weekendsAgo(n: number, now: Date, at: { index: number; length: number }, nearest = n): TimeMatch {
  const last = monday(now) - 2 * DAY;
  const startMs = last - (n - 1) * 7 * DAY;
  const endMs = last - (nearest - 1) * 7 * DAY + 2 * DAY;
  return { startMs, endMs, label: n === nearest ? `the weekend of ${dayLabel(startMs)}` : `the weekends from ${dayLabel(startMs)}`, ...at };
}

/**
 * "February two years ago", "4 years ago in November": a month counted back in years is that
 * month of that year, not a window around today's date N years back. Seasons so counted are
 * `seasons.ts`'s.
 */
export function findMonthOrSeasonAgo(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:ago|back)\b/i.test(query)) return null;
  const named = pattern(String.raw`\b(${MONTHS.join("|")}|${SEASON_WORD})\s+(?:of\s+)?${COUNT}\s+years?\s+(?:ago|back)\b`, "i").exec(query);
  const seasons = pattern(String.raw`\b${COUNT}\s+(${SEASON_WORD})s\s+(?:ago|back)\b`, "i").exec(query);
  // "4 years ago in November", "two years back in the summer".
  const trailing = pattern(String.raw`\b${COUNT}\s+years?\s+(?:ago|back)\s+(?:in|during|around)\s+(?:the\s+)?(${MONTHS.join("|")}|${SEASON_WORD})\b`, "i").exec(query);
  const m = named ?? seasons ?? trailing;
  if (!m) return null;
  const [what, n] = named ? [named[1]!.toLowerCase(), count(named[2]!)] : seasons ? [seasons[2]!.toLowerCase(), count(seasons[1]!)] : [trailing![2]!.toLowerCase(), count(trailing![1]!)];
  if (!n || n[0] !== n[1]) return null;
  const at = { index: m.index, length: m[0].length };
  if (SEASONS[what]) return seasonMatch(what, { yearsAgo: n[0] }, now, at);
  const year = now.getFullYear() - n[0];
  const month = MONTHS.findIndex((name) => name.toLowerCase() === what);
  return { startMs: utc(year, month), endMs: utc(year, month + 1), label: `${MONTHS[month]} ${year}`, ...at };
}

