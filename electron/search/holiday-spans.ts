/**
 * @file Spans with a holiday at one end or both: "between Christmas and New Year", "from Christmas
 * Eve to New Year's Day", "Thanksgiving through Christmas", "from Christmas 2022 to today", "since
 * Easter", "before Christmas 2023", "two Christmases ago". Pure; read by `time-constraint.ts`
 * before a holiday alone is, with its holiday reader passed in (a holiday's days, widened as said)
 * so that this module does not load the one that loads it.
 *
 * A holiday said without its year is every year's ("at Christmas"); so is a span whose ends are
 * both such holidays: each year's Christmas to the New Year after it. Where one end says its year
 * (or is "now"), the other is the occurrence nearest it on its side.
 */
import { COUNT, count } from "./count-words";
import { DAY } from "./calendar";
import { HOLIDAY_PATTERN, holidayNamed, mayNameHoliday } from "./holidays";
import { pattern } from "./patterns";

/** A time read alone: one range, or many when it is every year's. */
export interface EndRead {
  ranges: Array<[number, number]>;
  label: string;
  span: [number, number];
}

/** How the caller reads one end: a holiday (every year's ranges when its year is open), or a date. */
export interface EndReaders {
  holiday(text: string): EndRead | null;
  date(text: string): EndRead | null;
}

export interface SpanRead {
  ranges: Array<[number, number]>;
  label: string;
  span: [number, number];
}

/** Where a span's second end may stop: the end of the clause, or a word that begins something else. */
const END_STOP = String.raw`(?=\s*(?:$|[,.;!?)]|\s(?:in|at|with|near|from|without|not|except|but|when|while|for|of\s+(?:the\s+)?(?:trip|holiday|vacation|family|kids|us|me)|photos?|pictures?|pics?|shots?)\b))`;
/** "now", "today", "the present": the span runs to today. */
const NOW = /^(?:now|today|to\s*day|the\s+present(?:\s+day)?|present(?:\s+day)?|this\s+day|date)$/i;
/** Words that join two ends of a span after "from" or alone. */
const TO = String.raw`(?:to|till|til|until|up\s+to|through|thru|-|–|—)`;
/** A word that begins an end, but is not part of what it names. */
const LEAD = /^(?:the|until|till)\s+/i;

/** The year-less label of an every-year reading: "any Christmas" → "Christmas". */
function bare(label: string): string {
  return label.replace(/^(?:around\s+)?any\s+/i, (m) => (/around/i.test(m) ? "around " : "")).replace(/,\s*any\s+year$/i, "");
}

/**
 * The span from one end to the other: each of `start`'s every-year ranges to the first of `end`'s
 * that begins with or after it (Christmas to the New Year after it); else one range, the every-year
 * end taken nearest the other end.
 */
export function joinEnds(start: EndRead, end: EndRead | "now", todayMs: number): { ranges: Array<[number, number]>; label: string } | null {
  const every = (e: EndRead) => e.ranges.length > 1;
  if (end === "now") {
    const begun = start.ranges.filter(([from]) => from <= todayMs);
    const first = begun.at(-1);
    return first ? { ranges: [[first[0], Math.max(todayMs + DAY, first[1])]], label: `${every(start) ? `${bare(start.label)} ${yearOf(first)}` : start.label} – now` } : null;
  }
  const after = (from: number) => end.ranges.find(([b]) => b >= from && b - from < 366 * DAY);
  if (every(start) && every(end)) {
    const ranges: Array<[number, number]> = [];
    for (const [a, aEnd] of start.ranges) {
      const b = after(a);
      if (b && b[1] > aEnd - DAY) ranges.push([a, b[1]]);
    }
    return ranges.length ? { ranges, label: `${bare(start.label)} – ${bare(end.label)}, any year` } : null;
  }
  if (every(start)) {
    const [b0, b1] = end.ranges[0]!;
    const a = start.ranges.filter(([from]) => from <= b0 && b0 - from < 366 * DAY).at(-1);
    return a ? { ranges: [[a[0], b1]], label: `${bare(start.label)} ${yearOf(a)} – ${end.label}` } : null;
  }
  const [a0] = start.ranges[0]!;
  const b = every(end) ? after(a0) : end.ranges[0];
  return b && b[1] > a0 ? { ranges: [[a0, b[1]]], label: `${start.label} – ${every(end) ? bare(end.label) : end.label}` } : null;
}

/** One end as said: "now", a holiday, or a date; null when the words are not wholly one. */
function readEnd(text: string, readers: EndReaders): EndRead | "now" | null {
  const said = text.trim().replace(LEAD, "");
  if (NOW.test(said)) return "now";
  const read = readers.holiday(said) ?? readers.date(said);
  // The reading must be the whole end: "New Year with the kids" was cut at "with" already; "Easter eggs" is no end.
  if (!read || said.slice(0, read.span[0]).trim() || said.slice(read.span[1]).trim()) return null;
  return read;
}

/**
 * "between Christmas and New Year", "from Christmas Eve to New Year's Day", "Thanksgiving through
 * Christmas", "from Christmas 2022 to today": a span with a holiday at one end or both.
 */
export function readHolidaySpan(query: string, readers: EndReaders, todayMs: number): SpanRead | null {
  if (!mayNameHoliday(query)) return null;
  const forms = [
    pattern(String.raw`\b(between)\s+(.+?)\s+(?:and|&)\s+(.+?)${END_STOP}`, "i"),
    pattern(String.raw`\b(from)\s+(.+?)\s+${TO}\s+(.+?)${END_STOP}`, "i"),
    // Said without "from", the first end must be a holiday: "Christmas to New Year", "Easter–Whitsun".
    pattern(String.raw`()((?:\b(?:last|this)\s+)?${HOLIDAY_PATTERN.source}(?:\s+(?:19|20)\d{2})?)\s*${TO}\s*(.+?)${END_STOP}`, "i"),
  ];
  for (const form of forms) {
    const m = form.exec(query);
    if (!m) continue;
    const first = m[2]!;
    // The last group of the holiday form is the second end; the holiday pattern's own group sits between.
    const second = m[m.length - 1]!;
    if (!mayNameHoliday(`${first} ${second}`)) continue;
    const start = readEnd(first, readers);
    const end = readEnd(second, readers);
    if (!start || start === "now" || !end) continue;
    // A span of dates alone is the date readers' ("from March to May").
    if (!readers.holiday(first.replace(LEAD, "")) && (end === "now" || !readers.holiday(second.trim().replace(LEAD, "")))) continue;
    const joined = joinEnds(start, end, todayMs);
    if (!joined) continue;
    return { ...joined, span: [m.index, m.index + m[0].length] };
  }
  return null;
}

/** Words before a holiday that open it on one side: "since Easter" runs to today, "before Christmas 2023" from the start of photography. */
const OPEN = /\b(since|after|before|until|till|prior\s+to|up\s+until|up\s+to)\s+(?:the\s+)?$/i;
/**
 * A unit before "before"/"after": "the week after Easter" is the days beside it, read with the
 * holiday; "the night before Christmas" a part of the day beside it (its words already read and
 * blanked, so two spaces or more).
 */
const BESIDE = /\b(?:days?|nights?|mornings?|afternoons?|evenings?|weeks?|weekends?|fortnights?|months?)\s+$|\S\s{3,}$/i;

/** A word after a holiday that it qualifies: anything but a clause's end, a small word, a year or a word for photos. */
const MODIFIES = /^\s+(?!(?:in|at|on|with|and|or|but|from|of|near|by|for|to|until|till|when|while|with|without|not|except|this|last|that|photos?|pictures?|pics?|shots?|snaps?|images?|videos?|selfies?|(?:19|20)\d{2})\b)\p{L}/iu;

/**
 * "since Christmas", "after Easter 2024", "before last Christmas", "until New Year": from a holiday
 * to today, or from the start of photography up to it. A holiday said without its year is the
 * latest that has begun, as "since March" is.
 */
export function readHolidayBound(query: string, readers: EndReaders, todayMs: number): SpanRead | null {
  if (!mayNameHoliday(query)) return null;
  const holiday = readers.holiday(query);
  if (!holiday) return null;
  const open = OPEN.exec(query.slice(0, holiday.span[0]));
  if (!open || BESIDE.test(query.slice(0, open.index))) return null;
  // "the run-up to Christmas", "the days leading up to Easter": shortly before, not everything before.
  if (/^up\b/i.test(open[1]!) && /\b(?:lead(?:ing)?|run|build(?:ing)?|ramp(?:ing)?)[\s-]*$/i.test(query.slice(0, open.index))) return null;
  // "after Christmas dinner", "before Easter mass": the holiday names a thing said after it, not a side of time.
  if (MODIFIES.test(query.slice(holiday.span[1]))) return null;
  const side = open[1]!.toLowerCase().replace(/\s+/g, " ");
  const begun = holiday.ranges.filter(([from]) => from <= todayMs);
  const days = begun.at(-1);
  if (!days) return null;
  const said = holiday.ranges.length > 1 ? `${bare(holiday.label)} ${yearOf(days)}` : holiday.label;
  const span: [number, number] = [open.index, holiday.span[1]];
  if (side === "since") return { ranges: [[days[0], todayMs + DAY]], label: `since ${said}`, span };
  if (side === "after") return { ranges: [[days[1], Math.max(todayMs + DAY, days[1])]], label: `after ${said}`, span };
  if (side === "before" || side === "prior to") return { ranges: [[Date.UTC(1826, 0), days[0]]], label: `before ${said}`, span };
  return { ranges: [[Date.UTC(1826, 0), days[1]]], label: `up to ${said}`, span };
}

/** The year a holiday's days are said with: the year of their middle (New Year, from 31 December, is the next year's). */
function yearOf([from, to]: [number, number]): number {
  return new Date((from + to) / 2).getUTCFullYear();
}

/**
 * "two Christmases ago", "3 Easters back": the holiday counted back from the latest that has begun,
 * which is one ago ("last Christmas").
 */
export function readHolidaysAgo(query: string, readers: EndReaders, todayMs: number): SpanRead | null {
  const m = holidaysAgo().exec(query);
  if (!m) return null;
  // "all our Christmases", "Easters at Grandma's", "the two Thanksgivings in Boston": every year's.
  if (!m.groups!.ago) {
    // "new years day 2024", "new years eve": a plural typed for a possessive, one holiday with the word after it.
    const next = /^\s+([\p{L}]+)/u.exec(query.slice(m.index + m[0].length))?.[1];
    if (next && readers.holiday(`${m[2]} ${next}`)) return null;
    const singular = singularHoliday(m[2]!);
    const every = singular && readers.holiday(singular);
    return every && every.ranges.length > 1 ? { ranges: every.ranges, label: `every ${bare(every.label)}`, span: [m.index + m[0].indexOf(m[2]!), m.index + m[0].indexOf(m[2]!) + m[2]!.length] } : null;
  }
  const n = m[1] ? count(m[1]) : null;
  if (!n || n[0] !== n[1]) return null;
  const name = singularHoliday(m[2]!);
  const holiday = name && readers.holiday(name);
  if (!holiday || holiday.ranges.length < 2) return null;
  const begun = holiday.ranges.filter(([from]) => from <= todayMs);
  const days = begun[begun.length - n[0]];
  if (!days) return null;
  return { ranges: [days], label: `${bare(holiday.label)} ${yearOf(days)}`, span: [m.index, m.index + m[0].length] };
}

/** The holiday a plural names: "Christmases" is Christmas with "es", "Easters" Easter with "s". */
function singularHoliday(plural: string): string | undefined {
  const said = plural.replace(/\s+/g, " ");
  return [said.replace(/e?s$/i, ""), said.replace(/s$/i, "")].find((singular) => holidayNamed(singular));
}

let agoPattern: RegExp | null = null;

/**
 * A holiday's name said in the plural, with a count and "ago" before and after it, or alone:
 * built at first use (the names are many; see `holidays.ts`).
 */
function holidaysAgo(): RegExp {
  // The holiday pattern without its closing look-ahead, so that a plural ending may follow.
  const names = HOLIDAY_PATTERN.source.replace(/^\\b/, "").replace(/\(\?![^)]*\)$/, "");
  return (agoPattern ??= new RegExp(String.raw`\b(?:${COUNT}\s+)?(${names}(?:e?s))(?<ago>\s+(?:ago|back|earlier|before)\b)?(?![\w'’])`, "i"));
}
