/**
 * @file Times of day as people say them — "in the morning", "in the early morning", "late at
 * night", "at noon", "lunchtime", "around 7pm", "after dark", "daytime", "at sunset" — as windows
 * of wall-clock hours. Pure.
 *
 * The windows are generous on purpose: a photo's hour is the camera's wall clock, and "at sunset"
 * is 16:00 in a Lisbon December and 21:30 in a Seattle June. A bare "sunset" or "sunrise" is what
 * the photo shows, so it stays a word; with "at", "around", "before" or "after" it is a time.
 */
import { LEXFILE, senses, synset } from "../words/wordnet";
import { pattern } from "./patterns";

export interface DayPart {
  /** Hours of the day [from, to); wraps past midnight when from > to. */
  hours: [number, number];
  /**
   * Said of the dark: "night", where a photo taken once it was dark where it was counts too
   * whatever the clock says; "after dark", where the sun says it either way, near dusk and dawn.
   */
  dark?: "night" | "after";
  label: string;
  span: [number, number];
  /** "this morning", "tonight", "last night": that day's (0 today, -1 yesterday), not every day's. */
  day: number | null;
  /** A second part of the day read the same way ("evening" in "morning or evening"): whether it is either one is the reader's to tell. */
  again?: boolean;
}

/** What a phrase reads as, before where it was said is known. */
type Window = { hours: [number, number]; label: string; dark?: "night" | "after"; other?: Window };
/** `clock`: a clock time is said, which needs a digit or a word of noon or midnight (see PART_WORD). */
type Reading = { pattern: RegExp; clock?: true; read(m: RegExpExecArray): Window | null };

const SOFT = String.raw`(?:(?:in|during)\s+the\s+|at\s+|this\s+|that\s+)?`;
const AROUND = String.raw`(?:(at|around|about|near|by|after|before|from|until|till)\s+(?:about\s+|around\s+)?)?`;
export const PARTS: Record<string, [number, number]> = { morning: [5, 12], afternoon: [12, 17], evening: [17, 21], night: [21, 5], tonight: [17, 5] };
/** A part of the day as a moment is remembered by ("the night we got engaged"): it and the hours into the next part. */
const REMEMBERED: Record<string, [number, number]> = { morning: [4, 14], afternoon: [11, 19], evening: [16, 5], night: [16, 6] };
const SHADES: Record<string, [number, number]> = {
  "early morning": [4, 8], "mid morning": [9, 11], "late morning": [10, 12],
  "early afternoon": [12, 15], "mid afternoon": [14, 16], "late afternoon": [15, 18],
  "early evening": [17, 20], "late evening": [20, 24],
};
const LIGHT: Record<string, Window> = {
  sunrise: { hours: [4, 9], label: "around sunrise" },
  sunset: { hours: [16, 22], label: "around sunset" },
  dark: { hours: [18, 6], label: "after dark", dark: "after" },
  "before sunrise": { hours: [2, 7], label: "before sunrise" },
};
const LIGHT_WORDS: Record<string, keyof typeof LIGHT> = { sunrise: "sunrise", dawn: "sunrise", daybreak: "sunrise", sunup: "sunrise", sunset: "sunset", dusk: "sunset", twilight: "sunset", sundown: "sunset", "golden hour": "sunset", nightfall: "dark" };

const wrap = (hour: number) => ((hour % 24) + 24) % 24;

/** A clock time: "7", "7:30", "noon", with "pm" or "p.m." after it. Four groups: hour, minutes, noon or midnight, a or p. */
const CLOCK = String.raw`(?:(\d{1,2})(?::([0-5]\d))?(?!\d)|(noon|midday|mid-day|midnight))(?:\s*([ap])\.?m\.?(?![\p{L}]))?`;
/** "7 in the morning", "11 at night": the part of the day says which 7 (one group). */
const DAY_SIDE = String.raw`(?:\s+(in\s+the\s+(?:morning|afternoon|evening)|at\s+night))?`;

/** The hours of the clock in words, one to twelve. */
const HOUR_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** What may follow a clock said in words: the query's end, a stop, or a word that is no thing counted ("ten past six on Sunday"). */
const ENDS_A_CLOCK = /^\s*(?:$|[,.;:!?)]|(?:on|in|at|with|and|or|by|near|during|when|while|for|from|last|this|that|yesterday|today|tonight|pics?|photos?|pictures?|shots?)\b)/i;
/** Minutes past or to the hour said in words ("ten past", "twenty-five to"). */
const MINUTE_WORDS: Record<string, number> = { five: 5, ten: 10, twenty: 20, "twenty five": 25 };

/** An hour of the clock as said; `marked` when the words say which half of the day, `sure` when the hour is known. */
interface Clock { hour: number; minute: string | null; marked: boolean; sure: boolean; word?: string }

/** The clock time whose four `CLOCK` groups start at `i`, and the part of the day said after it. */
function clockAt(m: RegExpExecArray, i: number, side?: string): Clock | null {
  const word = m[i + 2]?.toLowerCase();
  if (word) return { hour: word === "midnight" ? 0 : 12, minute: null, marked: true, sure: true, word: word === "midnight" ? "midnight" : "noon" };
  const said = Number(m[i]);
  const minute = m[i + 1] ?? null;
  const meridiem = m[i + 3]?.toLowerCase();
  if (meridiem) return said >= 1 && said <= 12 ? { hour: (said % 12) + (meridiem === "p" ? 12 : 0), minute, marked: true, sure: true } : null;
  if (said > 23) return null;
  if (side) {
    if (said < 1 || said > 12) return null;
    const part = side.split(/\s+/).at(-1)!.toLowerCase();
    // "at night" runs from the evening's hours into the small ones: "10 at night" is 22:00, "2 at night" 02:00.
    const pm = part !== "morning" && (part !== "night" || (said >= 6 && said < 12));
    return { hour: (said % 12) + (pm ? 12 : 0), minute, marked: true, sure: true };
  }
  // "17:00" and "0:30" can only be one hour; "7" or "7:30" is either, unless the other end of a range says which.
  return { hour: said, minute, marked: false, sure: said === 0 || said > 12 };
}

/** Of the two hours a bare "2" can be, the one a range ending at `end` starts from ("2 to 4pm": 14). */
const startingBefore = (said: number, end: number) => nearer([said % 12, (said % 12) + 12], (c) => end - c);
/** Of the two hours a bare "5" can be, the one a range from `start` ends at ("9am to 5": 17). */
const endingAfter = (start: number, said: number) => nearer([said % 12, (said % 12) + 12], (c) => c - start);
/** The candidate whose hours to the other end, forward round the clock, are fewest (none counts as a whole day). */
const nearer = (candidates: number[], gap: (c: number) => number) => candidates.reduce((a, b) => ((wrap(gap(b)) || 24) < (wrap(gap(a)) || 24) ? b : a));

/** 1 when the time is into its hour ("10:30"), so that the hour is still before it. */
const pastTheHour = ({ minute }: Clock) => (minute && minute !== "00" ? 1 : 0);

function clockLabel({ hour, minute, word }: Clock, twentyFour: boolean): string {
  if (word) return word;
  if (twentyFour) return `${String(hour).padStart(2, "0")}:${minute ?? "00"}`;
  return `${hour % 12 || 12}${minute ? `:${minute}` : ""} ${hour < 12 ? "am" : "pm"}`;
}

/** Most specific first: "early morning" before "morning", "late at night" before "night". */
const READINGS: Reading[] = [
  { pattern: /\b(?:the\s+night\s+before\s+last|last\s+night)\b/i, read: (m) => ({ hours: PARTS.tonight!, label: m[0].toLowerCase().startsWith("last") ? "last night" : "the night before last" }) },
  {
    // "between 2pm and 4pm", "from 2 to 4 pm", "9-10am", "10am to noon", "between 8 and 9 in the morning".
    clock: true,
    pattern: new RegExp(String.raw`\b(?:(between|from)\s+)?${CLOCK}\s*([-–—]|\b(?:to|till|until|and)\b)\s*${CLOCK}${DAY_SIDE}`, "iu"),
    read(m) {
      if (m[6]!.toLowerCase() === "and" && m[1]?.toLowerCase() !== "between") return null;
      const start = clockAt(m, 2);
      const end = clockAt(m, 7, m[11]);
      // Bare numbers are days ("from 2 to 3 December"): a range is of hours when one end says so.
      if (!start || !end || ![start, end].some((c) => c.marked || c.minute !== null)) return null;
      const from = start.sure || !end.sure ? start.hour : startingBefore(start.hour, end.hour);
      const to = end.sure ? end.hour : endingAfter(from, end.hour);
      // The end is where the range stops, as on a timetable: "9-10am" is the hour from 9, and a
      // photo at 10:20 is after 10. Hours are whole, so an end past the hour keeps that hour.
      const stop = wrap(to + pastTheHour(end));
      const twentyFour = !start.marked && !end.marked;
      return {
        hours: [from, stop === from ? wrap(from + 1) : stop],
        label: `between ${clockLabel({ ...start, hour: from }, twentyFour)} and ${clockLabel({ ...end, hour: to }, twentyFour)}`,
      };
    },
  },
  {
    // "half past seven", "quarter to nine in the evening", "ten past 6", "half 7", "seven o'clock",
    // "at eleven at night": a clock said in words. Said without its half of the day, it is either
    // ("half past seven" is 7:30 in the morning or the evening): both are read, as "morning or evening" is.
    pattern: new RegExp(String.raw`\b${AROUND}(?:(?<part>half|quarter|five|ten|twenty|twenty[\s-]five|\d{1,2}\s+minutes)\s+(?<side>past|after|to|till|til)\s+|(?<half>half)\s+)?(?<hour>\d{1,2}|${HOUR_WORDS.join("|")})(?<oclock>\s+o['’]?clock)?(?:\s*(?<ap>[ap])\.?m\.?(?![\p{L}]))?${DAY_SIDE}`, "iu"),
    clock: true,
    read(m) {
      const { part, side, half, hour: said, oclock, ap } = m.groups!;
      const daySide = m[m.length - 1];
      const word = HOUR_WORDS.indexOf(said!.toLowerCase()) + 1;
      // A digit said bare, or with only its half of the day, is the readings' below ("at 7pm", "6 in the evening").
      if (!part && !half && !oclock && !(word && (ap || daySide))) return null;
      // "ten to three people", "five to ten year olds": minutes in words need the clock said as one, or nothing after it that it counts.
      if (part && MINUTE_WORDS[part.toLowerCase().replace(/[\s-]+/, " ")] && !m[1] && !ap && !daySide && !oclock && !ENDS_A_CLOCK.test(m.input.slice(m.index + m[0].length))) return null;
      const hour = word || Number(said);
      if (hour < 1 || hour > 12) return null;
      const past = part ? (/half/i.test(part) ? 30 : /quarter/i.test(part) ? 15 : Number(/\d+/.exec(part)?.[0] ?? MINUTE_WORDS[part.toLowerCase().replace(/[\s-]+/, " ")])) : half ? 30 : 0;
      if (!(past >= 0 && past < 60)) return null;
      const to = side && /^t/i.test(side);
      const [h, minute] = to ? [hour === 1 ? 12 : hour - 1, 60 - past] : [hour, past];
      const at = (clock: Clock): Window => ({ hours: [wrap(clock.hour - 1), wrap(clock.hour + 2)], label: `around ${clockLabel(clock, false)}` });
      const clock = (pm: boolean): Clock => ({ hour: (h % 12) + (pm ? 12 : 0), minute: minute ? String(minute).padStart(2, "0") : null, marked: true, sure: true });
      if (ap) return at(clock(ap.toLowerCase() === "p"));
      if (daySide) {
        const sided = clockAt([String(h)] as unknown as RegExpExecArray, 0, daySide);
        return at(sided ? { ...sided, minute: clock(false).minute } : clock(true));
      }
      return { ...at(clock(false)), other: at(clock(true)) };
    },
  },
  {
    // "around 7pm", "at 7:30 pm", "after 10pm", "before 9 a.m.", "after 6 in the evening", "at 19:00"; a bare "at 7" could be either 7.
    clock: true,
    pattern: new RegExp(String.raw`\b${AROUND}${CLOCK}${DAY_SIDE}`, "iu"),
    read(m) {
      const time = clockAt(m, 2, m[6]);
      const word = (m[1] ?? "").toLowerCase();
      // Noon and midnight have readings of their own below.
      if (!time || time.word || !(time.marked || (time.minute !== null && word))) return null;
      const h = time.hour;
      const said = clockLabel(time, !time.marked);
      if (word === "after" || word === "from") return { hours: [h, wrap(h + 6)], label: `after ${said}` };
      // "before 7am" reaches back to the day's start: a photo at 1am was taken before 7, and
      // "before 8am" holds all that "before 7am" does. Only "before 12am" has no day before it,
      // and is the late evening, as "before midnight" is.
      if (word === "before" || word === "until" || word === "till") return { hours: h === 0 ? SHADES["late evening"]! : [0, wrap(h + pastTheHour(time))], label: `before ${said}` };
      // A time said is a time remembered: give it the hour either side.
      return { hours: [wrap(h - 1), wrap(h + 2)], label: `around ${said}` };
    },
  },
  {
    // From midnight to the morning's start (the night's end): what people call the small hours is
    // the dark before anyone's day, 4am included, and none of the evening that "late at night" is.
    pattern: /\b(?:(?:in|during)\s+the\s+)?(?:middle\s+of\s+the\s+night|(?:small|wee|early)\s+(?:small\s+)?hours(?:\s+of\s+the\s+(?:morning|night))?)\b|\bafter\s+midnight\b/i,
    read: () => ({ hours: [0, PARTS.night![1]], label: "the small hours" }),
  },
  {
    pattern: /\b(?:(?:in|during)\s+the\s+|at\s+)?(?:early\s+(?:in\s+the\s+)?mornings?|crack\s+of\s+dawn|first\s+thing\s+in\s+the\s+morning)\b/i,
    read: () => ({ hours: SHADES["early morning"]!, label: "the early morning" }),
  },
  {
    pattern: /\b(?:late\s+(?:at|in\s+the)\s+night|late[\s-]+nights?)\b/i,
    read: () => ({ hours: [22, 4], label: "late at night" }),
  },
  {
    // "mid-afternoon", "the middle of the morning".
    pattern: /\b(?:(?:in|during)\s+the\s+)?(early|mid|middle|late)[\s-]+(?:(?:in|of)\s+the\s+)?(morning|afternoon|evening)s?\b/i,
    read: (m) => {
      const shade = m[1]!.toLowerCase() === "middle" ? "mid" : m[1]!.toLowerCase();
      return { hours: SHADES[`${shade} ${m[2]!.toLowerCase()}`]!, label: `the ${shade} ${m[2]!.toLowerCase()}` };
    },
  },
  // "early in the day" is the morning, "late in the day" the evening's start: the day's ends, not a date.
  {
    pattern: /\b(early|late)\s+in\s+the\s+day\b/i,
    read: (m) => (m[1]!.toLowerCase() === "early" ? { hours: [5, 11], label: "early in the day" } : { hours: [16, 21], label: "late in the day" }),
  },
  // "before noon" is the day until noon, as "before 11am" is; "after midday" the afternoon: the side of noon, not the hours around it.
  { pattern: /\b(before|after)\s+(?:noon|midday|mid-day)\b/i, read: (m) => (m[1]!.toLowerCase() === "before" ? { hours: [0, 12], label: "before noon" } : { hours: [12, 18], label: "after noon" }) },
  // "before lunch" is the morning, "after dinner" the late evening: the side of a meal, not the meal.
  {
    pattern: /\b(before|after)\s+(breakfast|lunch|dinner|supper)\b/i,
    read: (m) => {
      const before = m[1]!.toLowerCase() === "before";
      const meal = m[2]!.toLowerCase();
      const hours: [number, number] = meal === "breakfast" ? (before ? [4, 8] : [8, 12]) : meal === "lunch" ? (before ? [6, 12] : [13, 18]) : before ? [15, 19] : [20, 24];
      return { hours, label: `${m[1]!.toLowerCase()} ${meal}` };
    },
  },
  // Meals people photograph: breakfast, dinner and supper times, as the lunchtime below.
  {
    pattern: /\b(?:(?:at|around|about|during|over)\s+)?(breakfast|dinner|supper)[\s-]?time\b|\b(?:at|over|during)\s+(breakfast|dinner|supper)\b/i,
    read: (m) => ((m[1] ?? m[2])!.toLowerCase() === "breakfast" ? { hours: [6, 10], label: "breakfast time" } : { hours: [18, 22], label: "dinner time" }),
  },
  {
    pattern: /\b(?:(?:at|around|about|near|by)\s+)?(noon|midday|mid-day|lunch\s?time|lunch-time)\b|\b(?:at|over|during)\s+lunch\b/i,
    read: (m) => (m[1] && /noon|day/i.test(m[1]) ? { hours: [11, 14], label: "around noon" } : { hours: [11, 15], label: "lunchtime" }),
  },
  {
    pattern: /\b(?:(at|around|about|before|until|till)\s+)?midnight\b/i,
    read: (m) => (/^(?:before|until|till)$/i.test(m[1] ?? "") ? { hours: SHADES["late evening"]!, label: "before midnight" } : { hours: [23, 1], label: "around midnight" }),
  },
  {
    // The light needs a word that makes it a time: "at sunset" is an hour, "sunset" a picture of one.
    pattern: /\b(at|around|about|near|by|before|after|during|till|until)\s+(?:the\s+)?(sunrise|sunset|dawn|dusk|daybreak|sunup|sundown|twilight|nightfall|golden\s+hour)\b|\b(dawn|daybreak|nightfall)\b/i,
    read(m) {
      const light = LIGHT_WORDS[(m[2] ?? m[3])!.toLowerCase().replace(/\s+/, " ")]!;
      const word = (m[1] ?? "").toLowerCase();
      if (word === "after" && light !== "sunrise") return LIGHT.dark!;
      if (word === "before" && light === "sunrise") return LIGHT["before sunrise"]!;
      return LIGHT[light]!;
    },
  },
  { pattern: /\b(?:after|past)\s+dark\b|\b(?:in\s+the\s+)?dark\s+hours\b|\bnight-?time\b/i, read: () => LIGHT.dark! },
  {
    pattern: /\b(?:(?:in|during)\s+the\s+)?day-?time\b|\bduring\s+the\s+day\b(?!\s+(?:of|before|after)\b)|\b(?:in\s+(?:broad\s+)?day-?light|by\s+day)\b/i,
    read: () => ({ hours: [8, 18], label: "daytime" }),
  },
  {
    // "the evening I proposed", "the night we got engaged", "the morning Sam and I left": the part
    // of the day of a moment the clause remembers, which memory keeps loosely (a proposal at
    // half past eleven was "that evening"): its part and the next one's.
    pattern: /\bthe\s+(morning|afternoon|evening|night)(?=\s+(?:that\s+|when\s+)?(?:i|we|\p{L}+\s+and\s+i)\s+\p{L})/iu,
    read: (m) => ({ hours: REMEMBERED[m[1]!.toLowerCase()]!, label: `the ${m[1]!.toLowerCase()}` }),
  },
  {
    // "the night Javi proposed": the clause said by someone named, written with a capital.
    pattern: /\b[Tt]he\s+(morning|afternoon|evening|night)(?=\s+(?:that\s+|when\s+)?\p{Lu}\p{Ll}+\s+\p{Ll})/u,
    read: (m) => ({ hours: REMEMBERED[m[1]!]!, label: `the ${m[1]!}` }),
  },
  {
    pattern: new RegExp(String.raw`\b${SOFT}(morning|afternoon|evening|night|tonight)s?\b`, "i"),
    read(m) {
      const part = m[1]!.toLowerCase();
      // Said bare (no "in the", "this"), it may be a word of a thing's name.
      if (m[0].length <= part.length + 1 && namesAThing(m, part)) return null;
      return { hours: PARTS[part]!, label: part === "tonight" ? "the evening" : `the ${part}`, ...(part === "night" ? { dark: "night" as const } : {}) };
    },
  },
];

/** What a part of the day's compound may be and still be a time: "night shift", "wedding night" (times), "opening night" (an event), "night game" (a doing). */
const TIMELY: ReadonlySet<number> = new Set([LEXFILE.time, LEXFILE.event, LEXFILE.act]);

/**
 * Whether a part of the day said bare is one word of a thing's name to WordNet, with the word
 * before it or after it: "good night" and "good morning" (greetings), "morning glory" (a flower),
 * "evening gown", "night owl", "afternoon tea". Such a phrase names no time of day.
 */
function namesAThing(m: RegExpExecArray, part: string): boolean {
  const before = /(\p{L}+)[\s-]*$/u.exec(m.input.slice(0, m.index))?.[1];
  const after = /^[\s-]*(\p{L}+)/u.exec(m.input.slice(m.index + m[0].length))?.[1];
  const thing = (words: string[]) => {
    const first = senses(words.join("_").toLowerCase(), "noun")[0];
    return first !== undefined && !TIMELY.has(synset(first).lexfile);
  };
  return (before !== undefined && thing([before, part])) || (after !== undefined && thing([part, after]));
}

/** The first place the reading's pattern matches and reads as a time. */
function firstReading(reading: Reading, query: string): [RegExpExecArray, Window] | null {
  for (const m of query.matchAll(pattern(reading.pattern.source, `${reading.pattern.flags}g`))) {
    const part = reading.read(m as RegExpExecArray);
    if (part) return [m as RegExpExecArray, part];
  }
  return null;
}

/**
 * A part of some word each reading's pattern needs, but a clock's (a digit will do for one): with
 * the readings' widest flags (`iu` matches all that `i` does), so that nothing they match is missed.
 * A clock's words for noon and midnight are here too ("noon", "day" of "midday", "night"). A query
 * without them (most) compiles and runs only the clock's readings, and only when it has a digit.
 */
const PART_WORD = /night|morning|afternoon|evening|noon|day|hours|dawn|breakfast|lunch|dinner|supper|sun|dusk|twilight|golden|dark/iu;
/** What a clock said in words needs ("o'clock", "half past", "to eight", "seven pm"): a query without it or a digit reads no clock. */
const CLOCK_WORD = new RegExp(String.raw`o['’]?clock|\b(?:half|quarter|past|to|at)\s+(?:${HOUR_WORDS.join("|")})\b|\b(?:${HOUR_WORDS.join("|")})\s*[ap]\.?m\b`, "i");

/**
 * Every time of day the query names, narrowest first; one is the constraint and the others (its
 * repetitions, as in "at 7am in the morning") are only consumed, so they do not stay as words.
 */
export function readDayParts(query: string): DayPart[] {
  const found: DayPart[] = [];
  let rest = query;
  const worded = PART_WORD.test(query);
  if (!worded && !/\d/.test(query) && !CLOCK_WORD.test(query)) return found;
  for (const reading of READINGS) {
    if (!worded && !reading.clock) continue;
    // A reading may be said twice: "morning or evening" (`time-constraint.ts` tells whether either is meant).
    for (let again = false; ; again = true) {
      // A match that is not a time ("2-4 December") leaves the rest of the query to be read: "2-4 December from 2pm to 4pm".
      const [m, part] = firstReading(reading, rest) ?? [];
      if (!m || !part) break;
      const span: [number, number] = [m.index, m.index + m[0].length];
      const day = /^(?:this\s|tonight)/i.test(m[0]) ? 0 : /^last\s+night/i.test(m[0]) ? -1 : /before\s+last/i.test(m[0]) ? -2 : null;
      const { other, ...window } = part;
      found.push({ ...window, span, day, ...(again ? { again } : {}) });
      // Either half of the day ("half past seven"): the other is read as a second saying of the same words.
      if (other) found.push({ ...other, span, day, again: true });
      rest = rest.slice(0, span[0]) + " ".repeat(span[1] - span[0]) + rest.slice(span[1]);
    }
  }
  const width = ([from, to]: [number, number]) => (to - from + 24) % 24 || 24;
  return found.sort((a, b) => Number(Boolean(a.again)) - Number(Boolean(b.again)) || width(a.hours) - width(b.hours));
}
