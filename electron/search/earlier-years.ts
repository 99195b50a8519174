/**
 * @file A time of year said with "any earlier year": "on this day in past years", "this week over
 * the years", "29 November in years gone by", "today's date every year", "March in previous years".
 * The time is read as the parser reads it alone (today's part of the year, `relative-times.ts`, or
 * a date whose year was left open, `time-phrases.ts`), and the years are every year the library
 * covers before this one (or up to this one, for "every year"). Without such a time the years say
 * nothing to search by, and a time that is already every year's ("Christmas over the years") only
 * takes their words, so that none of them is left as a word to find. Pure: the current time and
 * the library's years are arguments.
 */
import { DAY, dayLabel, today } from "./calendar";
import { COUNT } from "./count-words";
import { partAround, partSaid, sameDateIn, THIS_PART } from "./relative-times";
import { findTime } from "./time-phrases";
import { pattern } from "./patterns";

/** Words for a time before now, said before the plural "years" ("past years") or after it ("years ago", "years gone by"). */
const BACK_BEFORE = String.raw`past|previous|earlier|prior|former|bygone|other|recent|gone-by`;
const BACK_AFTER = String.raw`past|ago|back|before|earlier|prior|gone\s+by`;
/** Words that say each of the years, up to this one: "every year", "all those years", "over the years". */
const EACH = String.raw`every|each|any`;
const ALONG = String.raw`over|through|throughout|across|down|along`;

/**
 * The years as people say them without a count: a word of time before now with the plural
 * "years", or a word for each year. Group `each`: this year counts too.
 */
const EARLIER_YEARS = new RegExp(
  String.raw`(?:\b(?:in|from|during|of|on|for|throughout)\s+)?(?:\bthe\s+)?` +
    String.raw`(?:\b(?:${BACK_BEFORE})\s+years\b|\byears\s+(?:${BACK_AFTER})\b|\b(?<each>(?:${EACH})\s+(?:single\s+)?year|all\s+(?:(?:the|these|those|my|our)\s+)?years|(?:${ALONG})\s+the\s+years|(?:year\s+after\s+year|year\s+on\s+year))\b)`,
  "i",
);

/** A count before "years" makes a date of its own ("3 years ago"), read elsewhere. */
const COUNTED = new RegExp(String.raw`\b${COUNT}\s+$`, "i");

export interface EarlierYears {
  ranges: Array<[number, number]>;
  label: string;
  /** The time's words, and the years' words. */
  span: [number, number];
  also: [number, number];
}

/** Where the query says "earlier years", and whether this year is one of them; null when it does not. */
export function findEarlierYears(query: string): { span: [number, number]; each: boolean } | null {
  const m = EARLIER_YEARS.exec(query);
  if (!m || COUNTED.test(query.slice(0, m.index + m[0].search(/years?\b/i)))) return null;
  return { span: [m.index, m.index + m[0].length], each: Boolean(m.groups!.each) };
}

/**
 * "on this day in past years": the time said, in each year the library covers before this one
 * (`years`: its first and last year), latest last; null unless the query says one. `rest` is the
 * query with the years' words (`said`, from `findEarlierYears`) blanked.
 */
export function readEarlierYears(rest: string, said: { span: [number, number]; each: boolean }, now: Date, years: [number, number]): EarlierYears | null {
  const last = now.getFullYear() - (said.each ? 0 : 1);
  // From the year before the library's first: a photo's wall-clock date may fall in it.
  const first = Math.min(years[0] - 1, last);
  const yearsOf = Array.from({ length: Math.max(0, last - first + 1) }, (_, k) => first + k);
  const begun = today(now) + DAY;
  const which = said.each ? "every year" : "earlier years";
  // Today's part of the year: "this day", "the same week", "today", "this time".
  const part = pattern(String.raw`\b${THIS_PART}\b`, "i").exec(rest);
  if (part) {
    const unit = partSaid(part.groups!);
    const ranges = yearsOf.map((year) => partAround(unit, sameDateIn(year, now))).filter((r) => r.startMs < begun);
    // Each year's week or weekend is the one today's date falls in then, so the label names the date, not this year's Monday.
    const date = withoutYear(dayLabel(sameDateIn(now.getFullYear(), now)));
    const label = unit === "week" || unit === "weekend" ? `the ${unit} of ${date}` : withoutYear(partAround(unit, sameDateIn(now.getFullYear(), now)).label);
    return ranges.length ? { ranges: ranges.map((r) => [r.startMs, r.endMs]), label: `${label}, ${which}`, span: [part.index, part.index + part[0].length], also: said.span } : null;
  }
  // A date whose year was left open: "29 November", "March", "early October".
  // Read with the years' words closed up to one space: a long gap of blanks misleads the date readers.
  const [from, to] = said.span;
  const date = findTime(rest.slice(0, from) + " " + rest.slice(to), now, { masked: true });
  if (!date?.inYear || (date.index <= from && date.index + date.length > from + 1)) return null;
  const start = date.index > from ? date.index + (to - from - 1) : date.index;
  const ranges = yearsOf.map((year) => date.inYear!(year)).filter(([begin]) => begin < begun);
  const end = start + rest.slice(start, start + date.length).trimEnd().length;
  return ranges.length ? { ranges, label: `${withoutYear(date.label)}, ${which}`, span: [start, end], also: said.span } : null;
}

function withoutYear(label: string): string {
  return label.replace(/\s+\d{4}\b/g, "");
}
