/**
 * @file Everything a query says about when: a date range (`time-phrases.ts`), a holiday
 * ("Christmas 2023", "at Easter"), "between March and May 2025", a birthday the user told us,
 * recurring seasons ("in summer"), times of day ("in the morning", "at noon", "after dark":
 * `day-parts.ts`) and weekends. Pure: the current time and the years the library covers are
 * arguments.
 */
import { besideRange, dayLabel, monthOf, WEEKDAYS, type BesideUnit } from "./calendar";
import { readDayParts } from "./day-parts";
import { darkThere } from "./darkness";
import { COUNT, count } from "./count-words";
import { holidayNamed, HOLIDAY_PATTERN, mayNameHoliday } from "./holidays";
import { readHolidayBound, readHolidaysAgo, readHolidaySpan, type EndReaders } from "./holiday-spans";
import { holidayStems } from "./holiday-said";
import { readDateWords, MONTH_WORD } from "./date-words";
import { PUBLIC_HOLIDAY, publicHolidays } from "./public-holidays";
import { findTime, MONTHS, SEASONS } from "./time-phrases";
import { SEASON_WORD, southernSeason, WHICH_SEASON_AFTER } from "./seasons";
import type { BesideWords, StayPart, TimeConstraint } from "../query/plan";
import { readStayPart, stayPartLabel } from "./stay-parts";
import { readBesideHappening } from "./beside-happening";
import { findEarlierYears, readEarlierYears } from "./earlier-years";
import { findLongAgo } from "./long-ago";
import { pattern } from "./patterns";
import { EVENT_NOUNS, HOLIDAY_NOUN } from "./parsers/english-words";
import { tag } from "./parsers/tagger";
import { namesAnOccasion } from "./moments";
import { hasLemma } from "../words/wordnet";

export type { TimeConstraint };


export interface TimeContext {
  now: Date;
  /** First and last year of the library, for "every Christmas" and "in summer". */
  years?: [number, number];
  /**
   * Whether the library lives south of the equator (most of its photos were taken there): a
   * season is then its months there, "summer" December to February. A season is the owner's
   * calendar, so it is not flipped photo by photo for a trip across the equator.
   */
  southOfEquator?: boolean;
  /** The user's birthday, when a memory told it ("my birthday is 14 March"). */
  birthday?: { month: number; day: number } | null;
  /** The library's people: someone called April or Jan makes "April" alone a name, not a month. */
  people?: ReadonlyArray<{ name: string }>;
  /** Whether a memory says these two words one after the other ("the tattoo night"), folded. */
  saysTogether?: (first: string, second: string) => boolean;
  /** The country most of the library's photos were taken in (ISO 3166-1), asked only where a name means a different thing in each country ("Koningsdag"). */
  mainCountry?: () => string | null;
  /** The region of that country most of them were taken in (ISO 3166-2: "CA-QC"), for a day its provinces keep and not the nation. */
  mainRegion?: () => string | null;
}

const DAY = 86_400_000;

/** `also`: a second place the piece was said ("in 2022" of "Lisbon in 2022, in March"). */
type Piece = { ofStay?: StayPart; besideWords?: BesideWords; namedBy?: string[][]; also?: [number, number]; ranges?: Array<[number, number]>; anyYear?: Array<[number, number]>; anyLabel?: string; hours?: [number, number]; dark?: "night" | "after"; otherHours?: Array<[number, number]>; weekend?: boolean; days?: number[]; label: string; span: [number, number] };

/** The "day" of a trip of a day ("our last day trip", "days out"): a kind of trip, no day to read (blanked, positions kept). */
const DAY_OF_A_DAY_TRIP = /\bday(?=[\s-]*(?:trips?|outings?|excursions?)\b)|\bday(?=s?\s+out\b)/gi;

export function readTime(query: string, context: TimeContext): TimeConstraint | null {
  if (context.saysTogether) query = withoutNamesOfOccasions(query, context);
  if (/day/i.test(query)) query = query.replace(DAY_OF_A_DAY_TRIP, (day) => " ".repeat(day.length));
  // "wine weekend", "ski weekend": an outing, read as a trip is, no time.
  if (/weekend/i.test(query)) query = query.replace(/\bweekend\b/gi, (said, at: number) => (namesAnOuting(query, at + said.length) ? " ".repeat(said.length) : said));
  const pieces: Piece[] = [];
  // Ordinary words are told from dates in the whole query, before times of day are taken out of
  // it: "fri night" is Friday because of "night".
  // "March over the years": the years said with a time are read apart, so "march over" is no verb.
  const earlier = findEarlierYears(query);
  const words = readDateWords(earlier ? blankSpan(query, earlier.span) : query, firstNames(context), { grow: true, now: context.now });
  let rest = words.text;
  const take = (piece: Piece) => {
    pieces.push(piece);
    // Blank the phrase out so later readers do not see it twice; positions stay those of the query.
    for (const [start, end] of [piece.span, ...(piece.also ? [piece.also] : [])]) rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);
  };
  // "the last week in Rome", "our first evening in Kyoto": a part of a stay, with the hours of the part of the day said.
  const stay = readStayPart(rest, context.now);
  if (stay) take({ ofStay: stay.part, ...(stay.hours ? { hours: stay.hours.hours } : {}), label: stayPartLabel(stay.part), span: stay.span });
  // "the day after the picnic", "the evening before the wedding": a time said by what happened then, found beside its photos at retrieval.
  const happening = stay ? null : readBesideHappening(rest, context.now);
  if (happening) take({ besideWords: happening.beside, label: happening.label, span: happening.span });
  const parts = stay?.hours ? [] : readDayParts(withoutHolidays(rest));
  parts.forEach((part, i) => {
    const first = pieces[0];
    // "morning or evening", "mornings and evenings": either part of the day, where nothing else stands between them.
    if (part.again && first?.hours && !first.ranges && part.day === null && !overlapping(part.hours, first.hours) && EITHER_PART.test(rest.slice(Math.min(part.span[1], first.span[1]), Math.max(part.span[0], first.span[0])))) {
      first.otherHours = [...(first.otherHours ?? []), part.hours];
      first.label = part.span[0] < first.span[0] ? `${part.label} or ${first.label}` : `${first.label} or ${part.label}`;
      return void take({ label: "", span: part.span });
    }
    // Another part of the day said apart from it is for other readers: "no mornings and no evenings" leaves out both.
    if (part.again) return;
    // The narrowest is the constraint; the others only repeat it ("at 7am in the morning").
    if (i > 0) return void take({ label: "", span: part.span });
    const day = Date.UTC(context.now.getFullYear(), context.now.getMonth(), context.now.getDate() + (part.day ?? 0));
    // A night runs into the next morning: "last night" holds the photos of 1 am today.
    const end = day + DAY + (part.hours[0] > part.hours[1] ? part.hours[1] * 3_600_000 : 0);
    take({ hours: part.hours, ...(part.dark ? { dark: part.dark } : {}), label: part.label, span: part.span, ...(part.day !== null ? { ranges: [[day, end]] } : {}) });
  });
  const weekend = readWeekend(rest) ?? readWeekdays(withoutHolidays(rest), withoutHolidays(words.said));
  if (weekend) take(weekend);
  const date = pieces.some((p) => p.ranges) ? null : (earlier && readEarlierYears(rest, earlier, context.now, yearsCovered(context))) ?? readAroundHoliday(rest, context) ?? readBetween(rest, context) ?? readHoliday(rest, context) ?? readPublicHolidays(rest, context) ?? readBirthday(rest, context) ?? readMonthList(rest, context) ?? readYearList(rest) ?? readRecurringSeason(rest, context) ?? (yearOfEveryYear(rest, context.now) ? readBareSeason(rest, context) : null) ?? readDate(rest, context) ?? readBareSeason(rest, context);
  if (date) take(date);
  // "photos from years ago": years said back from now with no time of year are long ago, not every year.
  const longAgo = !date && earlier && !earlier.each && !pieces.some((p) => p.ranges) ? findLongAgo(query.slice(0, earlier.span[1]), context.now) : null;
  if (longAgo && longAgo.index + longAgo.length > earlier!.span[0]) take({ ranges: [[longAgo.startMs, longAgo.endMs]], label: longAgo.label, span: [longAgo.index, longAgo.index + longAgo.length] });
  if (date?.ranges && date.ranges.length > 1) boundEveryYear(date, rest, context, take);
  // "Christmas over the years", "in summer every year": a time already every year's takes the years' words too.
  if (earlier && date?.ranges && date.ranges.length > 1 && !date.also) take({ label: "", span: earlier.span });
  // "Christmas in 2019", "summer in 2019", "halloween pics from 2024": a time of every year with a year said apart is that year's.
  const year = date?.ranges && date.ranges.length > 1 ? yearOfEveryYear(rest, context.now) : null;
  if (year) take(narrowedToYear(date!, year));
  if (pieces.length === 0) return null;
  const day = pieces.find((p) => p.ranges);
  return {
    ranges: day?.ranges ?? null,
    ...(day?.anyYear ? { anyYear: day.anyYear } : {}),
    ...(day?.anyLabel ? { anyLabel: [...pieces.filter((p) => !p.ranges && p.label).map((p) => p.label), day.anyLabel].join(pieces.some((p) => p.hours) ? " of " : " in ") } : {}),
    hours: pieces.find((p) => p.hours)?.hours ?? null,
    ...(pieces.find((p) => p.hours)?.dark ? { dark: pieces.find((p) => p.hours)!.dark } : {}),
    ...(pieces.find((p) => p.hours)?.otherHours ? { otherHours: pieces.find((p) => p.hours)!.otherHours } : {}),
    weekend: pieces.find((p) => p.weekend !== undefined)?.weekend ?? null,
    ...(pieces.some((p) => p.days) ? { days: pieces.find((p) => p.days)!.days } : {}),
    ...(pieces.some((p) => p.ofStay) ? { ofStay: pieces.find((p) => p.ofStay)!.ofStay } : {}),
    ...(pieces.some((p) => p.besideWords) ? { besideWords: pieces.find((p) => p.besideWords)!.besideWords } : {}),
    ...(day?.namedBy ? { namedBy: day.namedBy } : {}),
    label: timeLabel(pieces, day),
    spans: pieces.flatMap((p) => [p.span, ...(p.also ? [p.also] : [])]).map(([start, end]) => overRespelt([words.toQuery(start), words.toQuery(end)], words.respelt)).sort((a, b) => a[0] - b[0]),
  };
}

/**
 * "the tattoo night", "movie-night popcorn", "the easter bunny toy": a word of time said with a word
 * that is none, as a memory says the two, is that memory's name for what happened (the memory
 * "the tattoo night, never again lol" of an evening's photo), not a time to keep to: the time word
 * is blanked for the readers (positions kept), and read with its neighbour as words. Not a word of
 * a longer time ("good friday sunset"), nor one said with another time ("christmas morning swim"),
 * nor the time of an occasion ("our wedding night", "the party morning"): those are times.
 */
function withoutNamesOfOccasions(query: string, context: TimeContext): string {
  const words = [...query.matchAll(/\p{L}+/gu)];
  const alone = { ...context, saysTogether: undefined };
  const adjacent = (a: RegExpMatchArray | undefined, b: RegExpMatchArray | undefined) => a !== undefined && b !== undefined && /^[\s-]+$/.test(query.slice(a.index! + a[0].length, b.index));
  const isTime = new Map<number, boolean>();
  const time = (k: number) => {
    if (!isTime.has(k)) isTime.set(k, readTime(words[k]![0], alone) !== null);
    return isTime.get(k)!;
  };
  let spans: Array<[number, number]> | null = null;
  let out = query;
  for (let k = 1; k < words.length; k++) {
    if (!adjacent(words[k - 1], words[k]) || !context.saysTogether!(words[k - 1]![0], words[k]![0]) || time(k - 1) === time(k)) continue;
    const [t, other] = time(k) ? [k, k - 1] : [k - 1, k];
    const beyond = t + (t - other);
    if ((adjacent(words[Math.min(t, beyond)], words[Math.max(t, beyond)]) && words[beyond] && time(beyond)) || namesAnOccasion(words[other]![0].toLowerCase())) continue;
    const word = words[t]!;
    spans ??= readTime(query, alone)?.spans ?? [];
    if (spans.some(([start, end]) => start <= word.index! && end >= word.index! + word[0].length && end - start > word[0].length)) continue;
    out = out.slice(0, word.index) + " ".repeat(word[0].length) + out.slice(word.index! + word[0].length);
  }
  return out;
}

/**
 * "every Christmas since 2020", "summers before 2019", "Easters after 2021": a time of every year
 * cut to the side of a second time said with it; that time's words are read with it.
 */
function boundEveryYear(date: Piece, rest: string, context: TimeContext, take: (piece: Piece) => void): void {
  const bound = findTime(rest, context.now, { masked: true });
  const side = bound && /^(since|after|before|up to)\s/.exec(bound.label);
  if (!bound || !side) return;
  const within = date.ranges!.filter(([start, end]) => start >= bound.startMs && end <= bound.endMs);
  if (!within.length) return;
  date.ranges = within;
  date.label = `${date.label} ${bound.label}`;
  take({ label: "", span: [bound.index, bound.index + bound.length] });
}

function blankSpan(text: string, [start, end]: [number, number]): string {
  return text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
}

/** What may stand between two parts of the day that are either one: "morning or evening", "mornings, evenings". */
const EITHER_PART = /^[\s,]*(?:(?:or|and|&|\/)\s*)?(?:(?:in|at|during)\s+)?(?:the\s+)?$/i;

/** Whether two spans of hours (each wrapping past midnight when from > to) share an hour. */
function overlapping(a: [number, number], b: [number, number]): boolean {
  const hours = ([from, to]: [number, number]) => new Set(Array.from({ length: ((to - from + 24) % 24) || 24 }, (_, k) => (from + k) % 24));
  const first = hours(a);
  return [...hours(b)].some((h) => first.has(h));
}

/** A span stretched over the whole of each respelt phrase it touches: "jully" was read as "july " and is all said. */
function overRespelt([start, end]: [number, number], respelt: Array<[number, number]>): [number, number] {
  for (const [from, to] of respelt) if (from < end && to > start) [start, end] = [Math.min(start, from), Math.max(end, to)];
  return [start, end];
}

/** "the morning of Christmas 2023", "weekends in July 2024", "Tuesday mornings in 2025". */
function timeLabel(pieces: Piece[], day: Piece | undefined): string {
  const hours = pieces.find((p) => p.hours && !p.ranges && p.label);
  const weekdays = pieces.find((p) => p.days && p.label);
  if (hours && weekdays) {
    const rest = pieces.filter((p) => !p.ranges && p.label && p !== hours && p !== weekdays).map((p) => p.label);
    return [`${weekdays.label.replace(/s$/, "")} ${hours.label.replace(/^the\s+/, "")}s`, ...rest, ...(day ? [day.label] : [])].join(" in ");
  }
  return [...pieces.filter((p) => !p.ranges && p.label), ...(day ? [day] : [])].map((p) => p.label).join(pieces.some((p) => p.hours) && day ? " of " : " in ");
}

function readWeekend(query: string): Piece | null {
  // Both patterns below need "week" (each with its flags): a query without it compiles neither.
  if (!/week/i.test(query)) return null;
  // "Memorial Day weekend", "Easter weekend": the holiday's own weekend (`readHoliday`), not every weekend.
  if (mayNameHoliday(query) && pattern(`${HOLIDAY_PATTERN.source}\\s+(?:long\\s+)?weekend`, "i").test(query)) return null;
  // "bank holiday weekend": the days off's own weekends (`readPublicHolidays`).
  if (pattern(`${PUBLIC_HOLIDAY.source}\\s+(?:long\\s+)?weekend`, "i").test(query)) return null;
  // "the weekend of 14 June", "last weekend" and "two weekends ago" are dates (`time-phrases.ts`), not every weekend.
  const m = /\b(?:on\s+|at\s+|over\s+)?(?:the\s+)?(?<!\b(?:last|this|same|past|previous|next|first|1st|second|2nd|third|3rd|fourth|4th|final)\s+)(weekend|weekday)s?\b(?!\s+(?:of|around|before|after|following|preceding|ago|back|earlier)\b)/i.exec(query) ??
    // "during the week": on weekdays, as against the weekend.
    /\b(?:during|in)\s+the\s+(week)\b(?!\s+(?:of|around|before|after|following|preceding|\d)\b)/i.exec(query);
  if (!m) return null;
  const weekend = m[1]!.toLowerCase() === "weekend";
  return { weekend, label: weekend ? "weekends" : "weekdays", span: [m.index, m.index + m[0].length] };
}

/** Words before "weekend" that say when, not what for: "summer weekend", "holiday weekend", "Friday weekend". */
const WHEN_WORDS = new Set([...Object.keys(SEASONS), ...MONTHS.map((m) => m.toLowerCase()), ...WEEKDAYS, ...EVENT_NOUNS]);

/**
 * Whether the one weekend said before `end` is named by a thing or a place ("wine weekend", "ski
 * weekend", "girls' weekend", "Paris weekend"): an outing, read as a trip is ("wine trip"), not
 * every Saturday and Sunday. A word of when ("summer weekend", "Easter weekend"), a describing word
 * ("long weekend", "rainy weekend") or none ("the weekend") leave it the weekend.
 */
function namesAnOuting(query: string, end: number): boolean {
  // "Easter weekend", "Memorial Day weekend": the holiday's own weekend (`readHoliday`).
  if (mayNameHoliday(query) && pattern(`${HOLIDAY_PATTERN.source}\\s+weekend$`, "i").test(query.slice(0, end))) return false;
  const tokens = tag(query.slice(0, end));
  let at = tokens.length - 2;
  // "girls' weekend": the apostrophe of a plural's possessive stands between.
  while (at >= 0 && /^['’]$/.test(tokens[at]!.text)) at--;
  const before = tokens[at];
  // "climbing weekend": a doing said as a noun, which the tagger may call a verb.
  const thing = before && (before.pos === "NOUN" || before.pos === "PROPN" || (before.pos === "VERB" && /ing$/i.test(before.text)));
  return Boolean(thing && /^\p{L}+$/u.test(before.text) && !WHEN_WORDS.has(before.text.toLowerCase()));
}

/** Any day's name, for a pattern. */
const WEEKDAY_NAME = `(?:${WEEKDAYS.join("|")})`;
/** "Tuesdays": the day of every week. */
const everyWeekLabel = (weekday: number) => `${WEEKDAYS[weekday]![0]!.toUpperCase()}${WEEKDAYS[weekday]!.slice(1)}s`;

/**
 * "on Saturdays", "every Sunday", "on a Sunday": that day of any week. "on Sunday" alone is a
 * date (the last one, `time-phrases.ts`), as people mean it.
 */
function readWeekdays(query: string, said = query): Piece | null {
  // Every pattern below needs a day's name, and every name ends in "day" (the patterns' flags):
  // a query without it compiles none of them.
  if (!/day/i.test(said) && !/day/i.test(query)) return null;
  // "mondays and wednesdays", "on sunday or tuesday", "sat, sun": several days of the week are every week's.
  const list = pattern(`\\b(?:on\\s+)?${WEEKDAY_NAME}s?(?:\\s*(?:,|&|/|\\band\\b|\\bor\\b|,\\s*(?:and|or)\\b)\\s*(?:on\\s+)?${WEEKDAY_NAME}s?\\b)+`, "i").exec(said);
  if (list && query.slice(list.index, list.index + list[0].length) === list[0]) {
    const days = [...new Set(list[0].toLowerCase().match(pattern(WEEKDAY_NAME, "g"))!.map((d) => WEEKDAYS.indexOf(d)))];
    const label = days.map(everyWeekLabel);
    const joint = /\bor\b/i.test(list[0]) ? "or" : "and";
    return { days, label: label.length > 1 ? `${label.slice(0, -1).join(", ")} ${joint} ${label.at(-1)}` : label[0]!, span: [list.index, list.index + list[0].length] };
  }
  const day = `(${WEEKDAY_NAME})`;
  // "Tuesday mornings", "friday evenings": the parts of the day, many of them, say every week's.
  const m = pattern(`\\b(?:on\\s+)?${day}s\\b|\\b(?:on\\s+a|every|any)\\s+${day}\\b|\\b(?:on\\s+)?${day}(?=\\s+(?:mornings|afternoons|evenings|nights)\\b)`, "i").exec(said);
  // "sunday 2021", "sunday afternoon in 2021": a year is many of that day (read here from what is
  // left once the time of day is out). "Black Friday 2024", "Good Friday" are days of their own.
  // "saturday evening in march 2023", "a saturday in june": a month is many of that day too.
  const withYear = pattern(`(?<!\\b(?:black|cyber|good|holy|ash|palm|easter|super|giving|first|second|third|fourth|fifth|last|final|1st|2nd|3rd|4th|5th)\\s+)\\b(?:on\\s+)?(?:a\\s+)?${day}(?=\\s+(?:in\\s+|of\\s+)?(?:(?:19|20)\\d{2}\\b(?![-/.:]\\d)|(?:${MONTH_WORD})\\b))`, "i").exec(query);
  if (withYear && !(m && m.index < withYear.index)) {
    const weekday = WEEKDAYS.indexOf(withYear[1]!.toLowerCase());
    return { days: [weekday], label: everyWeekLabel(weekday), span: [withYear.index, withYear.index + withYear[0].length] };
  }
  if (!m || query.slice(m.index, m.index + m[0].length) !== m[0]) return null;
  const name = (m[1] ?? m[2] ?? m[3])!.toLowerCase();
  return { days: [WEEKDAYS.indexOf(name)], label: everyWeekLabel(WEEKDAYS.indexOf(name)), span: [m.index, m.index + m[0].length] };
}

/** That day of every week of the years the library covers, earliest first. */
function everyWeekday(context: TimeContext, weekday: number): Array<[number, number]> {
  const [first, last] = yearsCovered(context);
  const end = Math.min(Date.UTC(last + 1, 0), Date.UTC(context.now.getFullYear(), context.now.getMonth(), context.now.getDate() + 1));
  // 1 January 1970 was a Thursday (day 4).
  let day = Date.UTC(first - 1, 0, 1);
  day += ((weekday - ((Math.floor(day / DAY) + 4) % 7) + 7) % 7) * DAY;
  const ranges: Array<[number, number]> = [];
  for (; day < end; day += 7 * DAY) ranges.push([day, day + DAY]);
  return ranges;
}

/** The first and last year of the library's photos, or the last thirty when it has none dated. */
function yearsCovered(context: TimeContext): [number, number] {
  return context.years ?? [context.now.getFullYear() - 30, context.now.getFullYear()];
}

function everyYear(context: TimeContext, range: (year: number) => [number, number] | null): Array<[number, number]> {
  const [first, last] = yearsCovered(context);
  const ranges: Array<[number, number]> = [];
  for (let year = first - 1; year <= last; year++) {
    const r = range(year);
    if (r) ranges.push(r);
  }
  return ranges;
}

/**
 * A holiday's name blanked for the readers before `readHoliday`: "Bonfire Night" is no night, "Shrove
 * Tuesday" no Tuesday, "bank holiday Monday" no Monday of every week (`readPublicHolidays`).
 */
function withoutHolidays(text: string): string {
  const named = mayNameHoliday(text) ? text.replace(pattern(HOLIDAY_PATTERN.source, "gi"), (name) => " ".repeat(name.length)) : text;
  return PUBLIC_HOLIDAY.test(named) ? named.replace(pattern(`${PUBLIC_HOLIDAY.source}\\s+(?:monday|friday)s?\\b`, "gi"), (name) => " ".repeat(name.length)) : named;
}

/** Words after a holiday's name that mean its season, not its day: "the Christmas holidays", "Easter break", "Christmas time", "Thanksgiving week". */
const HOLIDAY_SEASON_NOUN = String.raw`season|${HOLIDAY_NOUN}|break|time|period|festivities|week`;

function readHoliday(query: string, context: TimeContext): Piece | null {
  if (!mayNameHoliday(query)) return null;
  // "Christmas 2023", "last Easter", "the 2023 holiday season", "Easter weekend 2024", "the Christmas
  // holidays last year", "Xmas '22", "Christmas before last".
  const m = pattern(
    String.raw`(?:\b(?<which>last|this|every)\s+|\b(?<before>(?:19|20)\d{2})\s+)?${HOLIDAY_PATTERN.source}(?:(?<weekend>\s+(?:long\s+)?weekend)|\s+(?<noun>${HOLIDAY_SEASON_NOUN})\b)?(?:\s+(?:of\s+)?(?<year>(?:19|20)\d{2})|\s+(?<relative>last|this)\s+year\b|\s+['’](?<short>\d{2})\b|\s+(?<beforeLast>before\s+last)\b)?`,
    "i",
  ).exec(query);
  if (!m) return null;
  const { which, before: yearBefore, weekend: weekendSaid, noun, relative, short, beforeLast } = m.groups!;
  const holiday = holidayNamed(m[3]!, context.mainRegion?.() ?? context.mainCountry?.(), Boolean(m.groups!.weekend))!;
  if (makesAThing([m[0], holiday.label], query.slice(m.index + m[0].length))) return null;
  const weekend = Boolean(weekendSaid);
  const yearSaid = m.groups!.year ?? yearBefore ?? (relative ? String(context.now.getFullYear() - (relative.toLowerCase() === "last" ? 1 : 0)) : short ? String(2000 + Number(short)) : undefined);
  const span: [number, number] = [m.index, m.index + m[0].length];
  const preceding = query.slice(0, m.index);
  // "around Christmas 2022", "over Easter": the days either side too (the 20th to New Year).
  // "the Christmas holidays", "Easter break", "the holiday season": the holiday's season, from the
  // holidays data where it names one ("the Christmas holidays": Christmas Eve to New Year's Day),
  // else the days around it.
  const seasonSaid = Boolean(noun) || Boolean(holiday.wholeSeason);
  const season = seasonSaid && holiday.season ? holiday.season : null;
  const around = !season && (seasonSaid || /\b(around|about|near|close\s+to|over)\s+(the\s+)?$/i.test(preceding));
  // "the week before Christmas 2023", "the day after Thanksgiving": the days beside it.
  // "two weeks before Christmas", "a few days after Easter": as many of them.
  const beside = pattern(String.raw`\b(?:the\s+)?(?:${COUNT}\s+)?(day|week|weekend|fortnight|month)s?\s+(before|after|following|preceding)\s+$`, "i").exec(preceding);
  const times = beside?.[1] ? count(beside[1])?.[1] ?? 1 : 1;
  // "pre-Christmas drinks", "post-Easter": the run-up to it or the days after, as its week is.
  const prefixed = beside ? null : /\b(pre|post)(?:-|\s+)$/i.exec(preceding);
  const by = beside
    ? { unit: beside[2]!.toLowerCase() as BesideUnit, after: /after|following/i.test(beside[3]!), times, said: beside[1]?.toLowerCase().replace(/\s+/g, " ") }
    : prefixed ? { unit: "week" as BesideUnit, after: prefixed[1]!.toLowerCase() === "post", times: 1, said: undefined } : null;
  if (beside ?? prefixed) span[0] = (beside ?? prefixed)!.index;
  // "Christmas lights", "the Christmas markets", "the xmas party", "christmas jumper": a thing or a
  // gathering named by Christmas is about in Advent, the four weeks before it, not on its days only.
  // Only Christmas has such a season before it; a holiday's other things are of its days.
  const thing = /^\s+(\p{L}+)/u.exec(query.slice(m.index + m[0].length))?.[1]?.toLowerCase();
  // Said right after the holiday's name ("Christmas 2024 family" is no Christmas family), and not as a side of time ("since Thanksgiving parade").
  const nextToName = !m.groups!.year && !short && !relative && !beforeLast && !/\b(?:after|before|since|until|till|from|by)\s+(?:the\s+)?$/i.test(preceding);
  const runUp = !season && !around && !by && !weekend && nextToName && holiday.label === "Christmas" && thing !== undefined && namesWhatPrecedes(thing) ? ADVENT_DAYS : 0;
  // The days beside a holiday are beside its own days, not the hours its photos run over.
  const daysOf = (year: number) => (season ? season(year) : by ? holiday.days(year) : holiday.range(year));
  const widen = (range: [number, number] | null): [number, number] | null =>
    range && by ? besideRange(by.unit, by.after, weekend ? withWeekend(range) : range, by.times) : range && around ? [range[0] - 4 * DAY, range[1] + 6 * DAY] : range && weekend ? withWeekend(range) : range && runUp ? [range[0] - runUp * DAY, range[1]] : range;
  const what = `${holiday.label}${weekend ? " weekend" : noun && !holiday.wholeSeason ? ` ${noun.toLowerCase()}` : ""}`;
  // Its own days said by its name: a memory that names it a day or two off them is of it too.
  const namedBy = !by && !around && !season && !runUp && !weekend ? { namedBy: [holidayStems(m[3]!), holidayStems(holiday.label)] } : {};
  const named = (label: string) => (by ? `${by.said && by.times > 1 ? `${by.said} ${by.unit}s` : `the ${by.unit}`} ${by.after ? "after" : "before"} ${label}` : runUp ? `${label} and Advent before it` : `${around && !noun ? "around " : ""}${label}`);
  if (yearSaid) {
    const range = widen(daysOf(Number(yearSaid)));
    return range ? { ranges: [range], label: named(`${what} ${yearSaid}`), span, ...namedBy } : null;
  }
  const today = Date.UTC(context.now.getFullYear(), context.now.getMonth(), context.now.getDate());
  if ((which && /last|this/i.test(which)) || beforeLast) {
    // "last Christmas": the latest one that has begun; "Christmas before last" the one before it.
    for (let year = context.now.getFullYear(); year > context.now.getFullYear() - 3; year--) {
      const latest = widen(daysOf(year));
      if (!latest || latest[0] > today) continue;
      const range = beforeLast ? widen(daysOf(year - 1)) : latest;
      return range ? { ranges: [range], label: named(`${what} ${beforeLast ? year - 1 : year}`), span, ...namedBy } : null;
    }
    return null;
  }
  return { ranges: everyYear(context, (year) => widen(daysOf(year))), label: named(what.startsWith("the ") ? `${what}, any year` : `any ${what}`), span, ...namedBy };
}

/**
 * Whether the holiday's name, as said or as it is named, with the word after it, names a thing in
 * WordNet ("christmas tree", "xmas presents", "easter eggs"): the thing, seen any day it stands,
 * not the holiday.
 */
/** Advent's four weeks before Christmas: its markets, lights and parties. */
const ADVENT_DAYS = 28;
/** Words after a holiday that say its own day, a meal of it or the photos, not a thing about before it. */
const OF_THE_DAY = /^(?:day|eve|night|morning|afternoon|evening|dinner|lunch|breakfast|brunch|tea|meal|feast|service|mass|sunday|monday|photos?|pics?|pictures?|snaps?|shots?|selfies?|videos?|pix|sunset|sunrise|swim|dip|walk|presents?|stockings?)$/;

/** Whether a word after a holiday names a thing or a gathering ("lights", "markets", "party"), not the day itself nor what was said of it. */
function namesWhatPrecedes(word: string): boolean {
  return !OF_THE_DAY.test(word) && [word, word.replace(/s$/, ""), word.replace(/es$/, "")].some((form) => hasLemma(form, "noun")) && !/^(?:in|at|on|with|and|or|but|from|of|near|by|for|to|last|this|that|when|while)$/.test(word);
}

function makesAThing(names: readonly string[], after: string): boolean {
  const next = /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase();
  if (!next) return false;
  // As said ("easter") or as the holiday is named ("xmas" is Christmas).
  const lasts = names.map((name) => /(\p{L}+)\W*$/u.exec(name)?.[1]?.toLowerCase()).filter((last) => last !== undefined);
  return lasts.some((last) => [next, next.replace(/s$/, ""), next.replace(/es$/, "")].some((form) => hasLemma(`${last}_${form}`, "noun")));
}

/** Each end of a span said with a holiday, read as `readHoliday` and `findTime` read it alone. */
function endReaders(context: TimeContext): EndReaders {
  return {
    holiday: (text) => {
      const read = readHoliday(text, context);
      return read?.ranges ? { ranges: read.ranges, label: read.label, span: read.span } : null;
    },
    date: (text) => {
      const read = findTime(text, context.now, { masked: true });
      return read && { ranges: [[read.startMs, read.endMs]], label: read.label, span: [read.index, read.index + read.length] };
    },
  };
}

/** A span with a holiday at an end ("between Christmas and New Year"), a holiday counted back ("two Christmases ago") or opened on one side ("since Easter"). */
function readAroundHoliday(query: string, context: TimeContext): Piece | null {
  // "Christmases" names no holiday as said: its words are asked again without their plural ending.
  if (!mayNameHoliday(query) && !mayNameHoliday(query.replace(/\B(?:es|s)\b/gi, ""))) return null;
  const readers = endReaders(context);
  const todayMs = Date.UTC(context.now.getFullYear(), context.now.getMonth(), context.now.getDate());
  return readHolidaysAgo(query, readers, todayMs) ?? readHolidaySpan(query, readers, todayMs) ?? readHolidayBound(query, readers, todayMs);
}

/**
 * A holiday's days with the weekend it makes: a Monday or Tuesday holiday from the Saturday before,
 * a Thursday or Friday one to the Sunday after (the bridge day taken off), a Wednesday one with both
 * weekends, a weekend one with the rest of its weekend.
 */
function withWeekend([start, end]: [number, number]): [number, number] {
  const weekday = new Date(start).getUTCDay();
  const from = weekday === 0 ? start - DAY : weekday >= 1 && weekday <= 3 ? start - (weekday + 1) * DAY : start;
  const lastDay = new Date(end - 1).getUTCDay();
  const to = lastDay === 6 ? end + DAY : lastDay >= 3 && lastDay <= 5 ? end + (7 - lastDay) * DAY : end;
  return [from, to];
}

/**
 * "the bank holiday", "May bank holiday", "bank holiday Monday", "bank holiday weekend 2024", "last
 * stat holiday": the days off of the library's own country said by their kind (`public-holidays.ts`),
 * every year's unless a year is said, only those in the month or on the weekday said with it, each
 * with its weekend where one is said. "The last bank holiday" is the latest of them with photos, as
 * the order words read it ("the last trip"). Null where the library has no country yet.
 */
function readPublicHolidays(query: string, context: TimeContext): Piece | null {
  const m = PUBLIC_HOLIDAYS.exec(query);
  const home = m && (context.mainRegion?.() ?? context.mainCountry?.());
  if (!m || !home) return null;
  const { month, kind, weekday, weekend, year } = m.groups!;
  const monthIndex = month ? monthOf(month) : -1;
  const [first, last] = year ? [Number(year), Number(year)] : yearsCovered(context);
  let ranges: Array<[number, number]> = [];
  for (let y = first - (year ? 0 : 1); y <= last; y++) {
    for (const days of publicHolidays(home, y)) {
      if (monthIndex >= 0 && new Date(days[0]).getUTCMonth() !== monthIndex) continue;
      // "bank holiday Monday": the days off that fall on one.
      if (weekday && new Date(days[0]).getUTCDay() !== (weekday.toLowerCase() === "monday" ? 1 : 5)) continue;
      // A day off on a Monday or a Friday is its long weekend to those who had it ("the June bank
      // holiday" was the trip to Dingle that weekend); said with its weekday, it is that day.
      const ends = [new Date(days[0]).getUTCDay(), new Date(days[1] - DAY).getUTCDay()];
      const range = weekend || (!weekday && ends.some((d) => d === 1 || d === 5)) ? withWeekend(days) : days;
      // Good Friday's weekend is Easter Monday's: one stretch of days off.
      const previous = ranges.at(-1);
      if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
      else ranges.push([...range]);
    }
  }
  if (!ranges.length) return null;
  const said = `${month ? `${MONTHS[monthIndex]} ` : ""}${kind!.toLowerCase()} holiday${weekday ? ` ${weekday[0]!.toUpperCase()}${weekday.slice(1).toLowerCase()}` : ""}${weekend ? " weekend" : ""}`;
  const label = year ? `${said}s ${year}` : `every ${said}`;
  return { ranges, label, span: [m.index, m.index + m[0].length] };
}

/** `PUBLIC_HOLIDAY` with what may be said about it: which one, its month, its weekend and its year. */
const PUBLIC_HOLIDAYS = new RegExp(
  String.raw`(?:\b(?<month>${MONTH_WORD})\s+)?` +
    PUBLIC_HOLIDAY.source.replace("(bank|", "(?<kind>bank|") +
    String.raw`(?:\s+(?<weekday>monday|friday)s?\b)?(?<weekend>\s+(?:long\s+)?weekends?\b)?(?:,?\s+(?:in\s+|of\s+)?(?<year>(?:19|20)\d{2})\b)?`,
  "i",
);

function readBirthday(query: string, context: TimeContext): Piece | null {
  const m = /\b(?:on\s+)?my\s+birthday(?:\s+(?:in\s+)?((?:19|20)\d{2}))?\b/i.exec(query);
  if (!m || !context.birthday) return null;
  const { month, day } = context.birthday;
  const range = (year: number): [number, number] => [Date.UTC(year, month - 1, day), Date.UTC(year, month - 1, day) + DAY];
  const span: [number, number] = [m.index, m.index + m[0].length];
  if (m[1]) return { ranges: [range(Number(m[1]))], label: `my birthday ${m[1]}`, span };
  return { ranges: everyYear(context, range), label: "my birthday", span };
}

/**
 * "between March and May 2025", "between 1 and 10 December 2023": chrono reads the two ends apart
 * and misreads the pair.
 */
function readBetween(query: string, context: TimeContext): Piece | null {
  const m = pattern(`\\bbetween\\s+(.+?)\\s+and\\s+(.+?)(?=\\s*(?:$|[,.;!?]|\\s(?:in|at|with|of(?!\\s+(?:${MONTH_WORD})\\b)|near|from|without|not)\\s))`, "i").exec(query);
  if (!m) return null;
  // "between July 10 and July 20, 2022": the year after the comma is the span's.
  const trailingYear = /^,?\s*((?:19|20)\d{2})\b/.exec(query.slice(m.index + m[0].length));
  const last = trailingYear ? `${m[2]} ${trailingYear[1]}` : m[2]!;
  const span: [number, number] = [m.index, m.index + m[0].length + (trailingYear?.[0].length ?? 0)];
  // "between June and August": months whose year is left open, read as "June to August" is.
  if (pattern(`^between\\s+${MONTH_NAME}\\.?\\s+and\\s+${MONTH_NAME}\\.?$`, "i").test(m[0])) return readDate(" ".repeat(m.index) + m[0] + (trailingYear?.[0] ?? ""), context);
  // "between the 1st and 10th of May": a day number alone is of the other end's month.
  const firstDay = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?$/i.exec(m[1]!.trim());
  const dayEnd = firstDay && findTime(last, context.now, { masked: true });
  if (firstDay && dayEnd && dayEnd.endMs - dayEnd.startMs === DAY && new Date(dayEnd.startMs).getUTCDate() > Number(firstDay[1])) {
    const startMs = dayEnd.startMs - (new Date(dayEnd.startMs).getUTCDate() - Number(firstDay[1])) * DAY;
    return { ranges: [[startMs, dayEnd.endMs]], label: `${dayLabel(startMs)} – ${dayEnd.label}`, span };
  }
  const year = /\b(?:19|20)\d{2}\b/.exec(last)?.[0];
  const borrowed = !/\b(?:19|20)\d{2}\b/.test(m[1]!) && year;
  // Each end is a date or a holiday: "between Christmas and New Year 2023".
  const at = (said: string) => {
    const holiday = readHoliday(said, context);
    if (holiday?.ranges?.length === 1) return { startMs: holiday.ranges[0]![0], endMs: holiday.ranges[0]![1], label: holiday.label };
    return findTime(said, context.now, { masked: true });
  };
  const end = at(last);
  let start = at(borrowed ? `${m[1]} ${year}` : m[1]!);
  // The year said once is the end's: a start that would come after it is of the year before ("between Christmas and New Year 2023").
  if (borrowed && start && end && end.endMs <= start.startMs) start = at(`${m[1]} ${Number(year) - 1}`);
  if (!start || !end || end.endMs <= start.startMs) return null;
  return { ranges: [[start.startMs, end.endMs]], label: `${start.label} – ${end.label}`, span };
}

const MONTH_NAME = `(?:${MONTH_WORD})`;

/**
 * "February or April", "May and July 2024", "june, july, august": each of the months, of the year
 * said after them; without one, each month's latest that has begun, or every year's when those
 * have no photo (as a month said alone).
 */
function readMonthList(query: string, context: TimeContext): Piece | null {
  const m = pattern(`\\b(${MONTH_NAME}(?:\\s*(?:,|&|/|\\band\\b|\\bor\\b|,\\s*(?:and|or)\\b)\\s*${MONTH_NAME})+)\\b(?:\\s+(?:of\\s+|in\\s+)?((?:19|20)\\d{2})\\b)?`, "i").exec(query);
  if (!m) return null;
  const months = [...new Set(m[1]!.toLowerCase().match(pattern(MONTH_NAME, "g"))!.map(monthOf))];
  if (months.length < 2 || months.some((month) => month < 0)) return null;
  const joint = /\bor\b/i.test(m[1]!) ? "or" : "and";
  const names = `${months.slice(0, -1).map((month) => MONTHS[month]).join(", ")} ${joint} ${MONTHS[months.at(-1)!]}`;
  const span: [number, number] = [m.index, m.index + m[0].length];
  const range = (year: number, month: number): [number, number] => [Date.UTC(year, month, 1), Date.UTC(year, month + 1, 1)];
  const byStart = (a: [number, number], b: [number, number]) => a[0] - b[0];
  if (m[2]) return { ranges: months.map((month) => range(Number(m[2]), month)).sort(byStart), label: `${names} ${m[2]}`, span };
  // "Kyoto in 2024, March and April": the year said apart from the months is theirs.
  const apart = yearSaidApart(query, span);
  if (apart) return { ranges: months.map((month) => range(Number(apart[1]), month)).sort(byStart), label: `${names} ${apart[1]}`, span, also: [apart.index, apart.index + apart[0].length] };
  const now = context.now;
  const latest = months.map((month) => range(now.getFullYear() - (month > now.getMonth() ? 1 : 0), month)).sort(byStart);
  const every = months.flatMap((month) => everyYear(context, (year) => range(year, month))).sort(byStart);
  return { ranges: latest, anyYear: every, anyLabel: `${names}, any year`, label: names, span };
}

/** "2023 and 2024", "2021 or 2022", "2019, 2020": each of the years (a month said before them keeps its own reading). */
function readYearList(query: string): Piece | null {
  const m = /(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)\b((?:19|20)\d{2})((?:\s*(?:,|&|\/|\band\b|\bor\b|,\s*(?:and|or)\b)\s*(?:19|20)\d{2}\b)+)(?![-/.:]\d)/i.exec(query);
  if (!m) return null;
  const years = [m[1]!, ...m[2]!.match(/(?:19|20)\d{2}/g)!].map(Number);
  if (new Set(years).size < 2) return null;
  const joint = /\bor\b/i.test(m[2]!) ? "or" : "and";
  return {
    ranges: years.map((year): [number, number] => [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)]),
    label: `${years.slice(0, -1).join(", ")} ${joint} ${years.at(-1)}`,
    span: [m.index, m.index + m[0].length],
  };
}

/** "in summer", "summers", "every winter": that season of every year. */
function readRecurringSeason(query: string, context: TimeContext): Piece | null {
  // The pattern needs a season's name (its flags): a query without one does not compile it.
  if (!pattern(SEASON_WORD, "i").test(query)) return null;
  // "in the autumn before last", "in the summer two years ago": a season said with which one it is is a date.
  const found = pattern(String.raw`\b(?:(?:in|during)\s+(?:the\s+)?|every\s+)(${SEASON_WORD})\b(?!\s+${WHICH_SEASON_AFTER})|\b(${SEASON_WORD})s\b(?!\s+(?:ago|back)\b)`, "gi");
  for (const m of query.matchAll(found)) {
    // "palm springs", "hot springs arkansas", "colorado springs": seasons said in the plural follow
    // a word that counts or points at them ("summers", "the last two winters", "our summers"), not a name's word.
    const before = /(\S+)\s+$/.exec(query.slice(0, m.index))?.[1]?.toLowerCase();
    if (m[2] && before !== undefined && !SEASONS_LEAD.has(before) && !/^\d+$/.test(before)) continue;
    return anySeason((m[1] ?? m[2])!.toLowerCase(), [m.index, m.index + m[0].length], context);
  }
  return null;
}

/** The words seasons in the plural are said after as seasons: "all summers", "the last two winters", "our springs". */
const SEASONS_LEAD = new Set(["the", "all", "our", "my", "those", "these", "past", "last", "few", "many", "some", "two", "three", "four", "five", "several", "previous", "recent", "of", "in", "during", "from", "every", "and", "or", "pics", "photos", "pictures"]);

/** That season of every year the library covers, south of the equator where the library is. */
function anySeason(name: string, span: [number, number], context: TimeContext): Piece {
  const [from, to] = SEASONS[name]!;
  return {
    ranges: everyYear(context, (year) => (context.southOfEquator ? southernSeason(name, year) : [Date.UTC(year, from), Date.UTC(year, to)])),
    label: `any ${name === "fall" ? "autumn" : name}`,
    span,
  };
}

/**
 * "autumn pics", "summer photos", "photos from the winter": a season said alone, with no year and
 * nothing that says which one ("last summer" and "summer 2023" are dates), is that season of any
 * year, as "in the summer" is. Not "fall" (a waterfall, to fall), nor a season that makes a kind of
 * thing ("summer dress", "spring onions", "a hot spring").
 */
function readBareSeason(query: string, context: TimeContext): Piece | null {
  // Both patterns need a season's name; with the wider flags of the two (iu), a query without one compiles neither.
  if (!pattern(SEASON_WORD, "iu").test(query)) return null;
  // "fall pics", "fall colours": the season only right before a word for photos or for what autumn looks like.
  const fall = FALL.exec(query);
  if (fall) return anySeason("autumn", [fall.index, fall.index + fall[0].length], context);
  const m = BARE_SEASON.exec(query);
  return m ? anySeason(m[1]!.normalize("NFKC").toLowerCase(), [m.index, m.index + m[0].length], context) : null;
}

/** "fall pics", "fall colours", "fall vacay": autumn, said so only right before a word for photos, a trip, or what autumn looks like. */
const FALL = new RegExp(String.raw`\b(fall)(?=\s+(?:photos?|pics?|pictures?|shots?|images?|snaps?|trips?|${HOLIDAY_NOUN}|break|colou?rs|foliage|leaves)\b)`, "i");

/** A season's name said alone, before a word for photos, a trip or a holiday, or a clause going on: "summer hols", "winter pics", "summer in Rome". */
const BARE_SEASON = new RegExp(
  String.raw`(?<!\b(?:hot|mineral|thermal|natural|box|coil|leaf|last|this|next|past|previous|early|late|mid|that)[\s-]+)\b(spring|summer|autumn|winter)(?:time)?(?=\s*$|\s*[,.;!?)]|\s+(?:photos?|pics?|pictures?|shots?|images?|snaps?|videos?|trips?|${HOLIDAY_NOUN}|break|days|time|in|at|on|by|near|around|with|without|from|and|or|but|not|except|when|while|during)\b|\s+[\p{L}-]+\s+(?:trips?|${HOLIDAY_NOUN}|getaways?|break)\b)`,
  "iu",
);

/** A year said on its own, no part of a date written with it ("2019", not "2019-05"); its group is the year. */
const YEAR_APART = String.raw`\b((?:19|20)\d{2})\b(?![-/.:]\d)`;
/** With its leading "in", "of", "from" or "during": said apart from a month or day ("Lisbon in 2022, in March"). */
const YEAR_APART_FROM_DATE = new RegExp(String.raw`(?:\b(?:in|of|from|during)\s+)?${YEAR_APART}`);
/** Or after a comma: said apart from a time of every year ("Christmas Day, 2019"). */
const YEAR_APART_FROM_EVERY_YEAR = new RegExp(String.raw`(?:\b(?:in|of|from|during)\s+|,\s*)?${YEAR_APART}`);

/**
 * Words before a year that make it no year of its own: left out ("summers, not 2019"), a side or
 * an end of a span ("since 2019", "2018 to 2019"), or one of a list ("2019 or 2020"), all read elsewhere.
 */
const YEAR_OF_ITS_OWN = /\b(?:not|no|never|without|except|excluding|but|than|since|after|before|until|till|to|through|and|or|nor|minus|besides|from\s+\d{4}|apart\s+from|aside\s+from)\s+(?:(?:the|any|all|photos?|pics?|pictures?|shots?|ones?|images?|taken|in|of|from|during)\s+)*$|[-–]\s*$/i;

/** A year said back from now, apart from a time of every year: "three years ago", "last year", "the year before last". */
const YEAR_BACK_APART = new RegExp(String.raw`(?:\b(?:in|from|during|of)\s+|,\s*)?\b(?:(?<last>last|past|previous)\s+year|(?<beforeLast>the\s+year\s+before\s+last)|(?<now>this\s+year)|${COUNT.replace("(", "(?<n>")}\s+years?\s+(?:ago|back))\b`, "i");

/**
 * A year said apart from a time of every year, with its leading "in", "of", "from" or comma:
 * "Christmas in 2019", "Easter Sunday pics 2023"; or counted back from now, before or after it:
 * "Easter three years ago", "last year at Christmas", "three years ago in summer".
 */
function yearOfEveryYear(rest: string, now: Date): { year: number; span: [number, number] } | null {
  const m = YEAR_APART_FROM_EVERY_YEAR.exec(rest);
  if (m && !YEAR_OF_ITS_OWN.test(rest.slice(0, m.index))) return { year: Number(m[1]), span: [m.index, m.index + m[0].length] };
  const back = YEAR_BACK_APART.exec(rest);
  if (!back || YEAR_OF_ITS_OWN.test(rest.slice(0, back.index))) return null;
  const { last, beforeLast, now: thisYear, n } = back.groups!;
  // A vague count ("a few years ago") says no one year.
  const years = last ? 1 : beforeLast ? 2 : thisYear ? 0 : n && count(n)?.[0] === count(n)?.[1] ? count(n)![0] : null;
  return years === null ? null : { year: now.getFullYear() - years, span: [back.index, back.index + back[0].length] };
}

/**
 * The one of `date`'s every-year ranges that begins in `year` ("winter 2019" runs into 2020). A
 * year the library has no photo of has none counted out: the nearest one's days, moved to it.
 */
function narrowedToYear(date: Piece, { year, span }: { year: number; span: [number, number] }): Piece {
  const ranges = date.ranges!;
  const yearOf = (ms: number) => new Date(ms).getUTCFullYear();
  const within = ranges.filter(([from]) => yearOf(from) === year);
  const nearest = year < yearOf(ranges[0]![0]) ? ranges[0]! : ranges[ranges.length - 1]!;
  const moved = (ms: number) => new Date(ms).setUTCFullYear(yearOf(ms) + year - yearOf(nearest[0]));
  date.ranges = within.length ? within : [[moved(nearest[0]), moved(nearest[1])]];
  // A season runs into the next year ("winter 2019–20"); a night or a holiday week only ends there.
  const [from, to] = date.ranges[0]!;
  const crosses = yearOf(to - 1) > year && to - from > 30 * DAY;
  date.label = `${date.label.replace(/\bany\s+/i, "").replace(/,\s*any year$/i, "")} ${crosses ? `${year}–${String((year + 1) % 100).padStart(2, "0")}` : year}`;
  return { label: "", span };
}

/** A year said apart from a month or day, outside `span` ("Lisbon in 2022, in March"), with its leading "in". */
function yearSaidApart(query: string, [start, end]: [number, number]): RegExpExecArray | null {
  return YEAR_APART_FROM_DATE.exec(query.slice(0, start) + " ".repeat(end - start) + query.slice(end));
}

function readDate(query: string, context: TimeContext): Piece | null {
  const found = findTime(query, context.now, { masked: true });
  if (!found) return null;
  const inYear = found.inYear;
  const south = context.southOfEquator ? found.southern : undefined;
  // "Lisbon in 2022, in March": the year said apart from the month is that month's year.
  const yearApart = inYear ? yearSaidApart(query, [found.index, found.index + found.length]) : null;
  if (inYear && yearApart) {
    const year = Number(yearApart[1]);
    return { ranges: [inYear(year)], label: `${found.label.replace(/\s+\d{4}$/, "")} ${year}`, span: [found.index, found.index + found.length], also: [yearApart.index, yearApart.index + yearApart[0].length] };
  }
  // "tuesday pics": the last Tuesday, or every Tuesday the library has when that one has no photo.
  const weekday = found.everyWeek;
  const every = weekday !== undefined ? { anyYear: everyWeekday(context, weekday), anyLabel: everyWeekLabel(weekday) } : {};
  return {
    ranges: [south ? south.range : [found.startMs, found.endMs]],
    ...(inYear ? { anyYear: everyYear(context, (year) => inYear(year)) } : every),
    label: south ? south.label : found.label,
    span: [found.index, found.index + found.length],
  };
}

const namesSeen = new WeakMap<object, Set<string>>();

/** The lowercased first names of the library's people, built once per list. */
function firstNames(context: TimeContext): Set<string> | undefined {
  const people = context.people;
  if (!people?.length) return undefined;
  let names = namesSeen.get(people);
  if (!names) namesSeen.set(people, (names = new Set(people.map((p) => p.name.toLowerCase().split(/\s+/)[0]!))));
  return names;
}

/** How a time whose year was implied reads as every year's ("March, any year"), or every week's ("Tuesdays"). */
export function anyYearLabel(time: TimeConstraint): string {
  return time.anyLabel ?? `${time.label.replace(/\s+\d{4}(?:–\d{2})?(?=$|\s+–)/g, "")}, any year`;
}

/**
 * The time to leave out of "not in February", "except tuesdays": a month or day whose year the
 * query left open is every year's, as nothing picks one out; "not March 2024" stays that one.
 */
export function leftOutTime(time: TimeConstraint): TimeConstraint {
  if (!time.anyYear?.length) return time;
  const { anyYear, anyLabel: _, ...rest } = time;
  return { ...rest, ranges: anyYear, label: anyYearLabel(time) };
}

/**
 * Whether a photo's wall-clock time meets the constraint's hours and weekdays (its ranges are
 * checked by the index). `where`: its position, for "at night" when the clock's hours are not yet
 * the night's but it was dark there (8 pm in a Kyoto April).
 */
export function withinDayParts(time: TimeConstraint, takenMs: number, where?: { lat: number | null; lon: number | null }): boolean {
  // Arithmetic on the floating ms, not a Date: this runs for every photo of a range.
  if (time.hours) {
    const hour = Math.floor((((takenMs % DAY) + DAY) % DAY) / 3_600_000);
    const within = ([from, to]: [number, number]) => (from < to ? hour >= from && hour < to : hour >= from || hour < to);
    // Near dusk and dawn, where the photo says where it was, the sun says whether it was dark:
    // "after dark" by it alone, "at night" by it or the clock.
    if (time.dark === "after" && where) {
      const dark = darkThere(takenMs, where.lat, where.lon);
      if (dark !== null) return dark && withinWeek(time, takenMs);
    }
    if (!within(time.hours) && !time.otherHours?.some(within) && !(time.dark === "night" && where && darkThere(takenMs, where.lat, where.lon))) return false;
  }
  return withinWeek(time, takenMs);
}

/** Whether a photo's day of the week meets the constraint's weekdays or weekend. */
function withinWeek(time: TimeConstraint, takenMs: number): boolean {
  if (time.weekend !== null || time.days) {
    // 1 January 1970 was a Thursday (day 4, counting from Sunday).
    const day = (((Math.floor(takenMs / DAY) + 4) % 7) + 7) % 7;
    if (time.weekend !== null && (day === 0 || day === 6) !== time.weekend) return false;
    if (time.days && !time.days.includes(day)) return false;
  }
  return true;
}

/** "earlier" and "later" in a follow-up: the span of the same length before or after (whole months stay whole months). */
export function shiftTime(time: TimeConstraint, direction: -1 | 1): TimeConstraint | null {
  if (!time.ranges || time.ranges.length !== 1) return null;
  const [[start, end]] = time.ranges as [[number, number]];
  const a = new Date(start);
  const b = new Date(end);
  const wholeMonths = a.getUTCDate() === 1 && b.getUTCDate() === 1 && start % DAY === 0 && end % DAY === 0;
  let range: [number, number];
  let label: string;
  if (wholeMonths) {
    const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
    const from = Date.UTC(a.getUTCFullYear(), a.getUTCMonth() + direction * months);
    range = [from, Date.UTC(a.getUTCFullYear(), a.getUTCMonth() + direction * months + months)];
    const first = new Date(from);
    label = months === 12 && first.getUTCMonth() === 0 ? String(first.getUTCFullYear()) : months === 1 ? `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}` : `${direction < 0 ? "before" : "after"} ${time.label}`;
  } else {
    const length = end - start;
    range = direction < 0 ? [start - length, start] : [end, end + length];
    label = `${direction < 0 ? "before" : "after"} ${time.label}`;
  }
  return { ...time, ranges: [range], label, spans: [] };
}
