/**
 * @file Which day and month names in a query are words of the sentence instead: "sun on the
 * beach", "photos I may have taken", "the protest march", "cat sat on a bench", "an august
 * building", "Jan at the beach". chrono-node reads every one of them as a date; this blanks them
 * out before it looks, so that they stay words. Pure.
 *
 * A name that is also an ordinary word (or a person's name) counts as a date only next to
 * something that makes it one: a year or a day number ("May 2024", "14 march"), a word that
 * leads a date ("in may", "last march", "since March", "early august", "on sat"), another date
 * it pairs with ("March to May"), or nothing else at all (the query "march"). A capitalised
 * month inside a sentence ("the trip in Seattle March") is a month unless it is someone's name;
 * a capital letter says nothing about abbreviations ("Sun", "Jan") or about the first word.
 *
 * A misspelt month ("agust 2023", "photos in jully", "septmber") is read as the month where the
 * month itself would be, so long as the word is no English word or person's name ("tune", "marsh",
 * "Augusta" stay themselves); so is a misspelt season, part of the day or holiday of one word
 * ("sumer", "chrismas").
 */
import { closestSpelling } from "../index/graph/spelling";
import { allCountries } from "../library/places/countries";
import { hasLemma } from "../words/wordnet";
import { isGivenName } from "../words/first-names";
import { isEnglishWord } from "./meanings";
import { MONTHS as MONTHS_OF_YEAR, WEEKDAYS as DAYS_OF_WEEK } from "./calendar";
import { wordTable } from "../domain/word-table";
import { CHAT_WORDS } from "../words/chat-words";
import { ONE_WORD_HOLIDAYS } from "./holidays";
import { HOLIDAY_NOUN } from "./parsers/english-words";

/** Month names that are also English words ("may", "march", "august") or a short name ("Jan", "mar"). */
const MONTH_WORDS = new Set(["may", "march", "august", "jan", "mar"]);
/** Weekday abbreviations, which are words ("sun", "sat", "wed") or read as such. */
const WEEKDAY_WORDS = new Set(["sun", "sat", "wed", "fri", "mon", "tue", "tues", "thu", "thur", "thurs"]);
/** Full month names that are also words: capitalised inside a sentence, they are the month. */
const FULL_NAMES = new Set(["may", "march", "august"]);

// "Istanbul, not March": a month left out is said as a month ("not march" as a verb is no search for photos).
const MONTH_LEADS = new Set(["in", "last", "this", "next", "early", "mid", "late", "since", "from", "until", "till", "through", "before", "after", "during", "by", "around", "between", "every", "each", "past", "previous", "not", "except", "excluding", "minus"]);
/** Prefixes that open a time to one side, "pre-2020" and "post-2019" (`time-phrases.ts`). */
export const OPEN_PREFIXES: ReadonlySet<string> = new Set(["pre", "post"]);
const WEEKDAY_LEADS = new Set(["on", "last", "this", "next", "every", "since", "until", "till", "from", "by", "past", "that", "previous"]);
const PERSON_LEADS = new Set(["from", "by", "around", "past", "with", "of"]);
/** Words that join two dates: "March to May", "sat and sun". */
const JOINS = new Set(["and", "or", "to", "through", "till", "until", "thru"]);
/** Words that only say "find photos": they leave a lone month the whole query ("may photos"). */
const ASKING = new Set(["photos", "photo", "pictures", "picture", "pics", "pic", "images", "videos", "shots", "my", "our", "the", "all", "show", "me", "find"]);
const TRIP_AFTER = new RegExp(String.raw`^(?:trip|trips|${HOLIDAY_NOUN}|getaway)$`);
const DAY_PARTS = new Set(["morning", "afternoon", "evening", "night", "mornings", "afternoons", "evenings", "nights"]);
/** A month's name, full or short, for a pattern. */
export const MONTH_WORD = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const MONTHS = new RegExp(`^(?:${MONTH_WORD})$`);
const WEEKDAYS = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?$|^(?:wednes|satur)days?$/;

/** Full month names, lowercased: what a misspelt month is compared with. */
const MONTH_NAMES = MONTHS_OF_YEAR.map((m) => m.toLowerCase());

/** `gap`: what stands between the word before and this one (" ", "-"). */
type Token = { word: string; text: string; start: number; end: number; gap: string };

const isDayNumber = (word: string) => /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/.test(word);
const PHOTOS_WORD = /^(?:photos?|pics?|pictures?|shots?|snaps?|images?|videos?)$/;
const isYear = (word: string) => /^(?:19|20)\d{2}$/.test(word) || /^'\d{2}$/.test(word);
const isDate = (word: string | undefined) => word !== undefined && (isDayNumber(word) || isYear(word) || MONTHS.test(word) || WEEKDAYS.test(word));

export interface DateWords {
  /** The query, its ordinary day and month words blanked and its misspelt months spelt; the same length. */
  text: string;
  /**
   * Where a misspelt month or a spoken year was, in the query: a phrase that reads it covers all
   * of what was said, though what it reads is shorter ("jully" is read as "july ", "twenty twenty
   * one" as "2021" and spaces).
   */
  respelt: Array<[number, number]>;
  /** The query with only the respellings that grew it, for readers that check what was said. */
  said: string;
  /** A position in `text` as a position in the query (they differ after a respelling that grew). */
  toQuery(at: number): number;
}

/** Seasons, parts of the day and days of the week, whose slips ("sumer 2023", "at nigth", "satruday") are read as the word. */
const TIME_WORDS = ["spring", "summer", "autumn", "winter", "morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "night", "nights", "midnight", "sunrise", "sunset", "weekend", "weekends", ...DAYS_OF_WEEK.flatMap((day) => [day, `${day}s`])];
/** What a slip may mean: a time word, or a holiday named in one word ("chrismas 2023", "haloween", "thanksgivng"). */
const SLIP_TARGETS = [...TIME_WORDS, ...ONE_WORD_HOLIDAYS];
/**
 * Spellings people use on purpose, and the short forms of the units of time typed in chat ("5 yrs
 * ago", "last wk"): words of no other meaning, so read as the unit wherever they stand. "mo" and
 * "min" are left to chrono, which reads them only after a number ("3 mos ago").
 */
const INFORMAL: Record<string, string> = wordTable({
  nite: "night", nites: "nights", tonite: "tonight", arvo: "afternoon",
  yr: "year", yrs: "years", wk: "week", wks: "weeks", wknd: "weekend", wknds: "weekends", mth: "month", mths: "months", yday: "yesterday", hr: "hour", hrs: "hours",
  // A birthday clipped in chat is a time word too: the chat table says what it clips.
  bday: CHAT_WORDS.bday!, bdays: CHAT_WORDS.bdays!,
});

/** Letters and the number after them, apart, glued or hyphened: "LH 2034", "IB3170", "Alpen-2025". */
const CODE_NUMBER = /\b(\p{L}+)([\s-]?)(\d{2,4})\b/gu;

/**
 * Whether letters before a number make it a code or a name's number, not a date: a word hyphened
 * to the number ("Alpen-2025", "COVID-19") that is no month or season, or two or three capitals
 * that are no word or country before a number that is no year a photo was taken in ("LH 2034";
 * in lower case, "of 14" and "the 90s" are words before a date): "NYC 2019" may be a city and a year.
 */
function isCode(letters: string, between: string, number: number, now?: Date): boolean {
  const word = letters.toLowerCase();
  // "mid-2020", "late-1999", "pre-2020": a word that leads a time, hyphened to its year, is no code.
  if (between === "-") return letters.length >= 2 && !MONTHS.test(word) && !TIME_WORDS.includes(word) && !MONTH_LEADS.has(word) && !OPEN_PREFIXES.has(word);
  const aYear = number >= 1826 && number <= (now ? now.getFullYear() : 2100);
  return !aYear && /^\p{Lu}{2,3}$/u.test(letters) && !isEnglishWord(word) && !MONTHS.test(word) && !countryCodes().has(letters);
}

let codes: Set<string> | null = null;
/** Countries' codes and initialisms as written in capitals ("US", "USA", "UK"): "the UK 2019" is a place and a year. */
function countryCodes(): Set<string> {
  return (codes ??= new Set(allCountries().flatMap((country) => [country.code, ...country.codes])));
}

/**
 * The query as the time readers should see it: every day or month name that is an ordinary word
 * here replaced by spaces of its length, every misspelt month by the month, every year said in
 * words by its digits and every code's number ("LH 2034") hidden, each padded to its length so that positions in it are positions in the
 * query. `names` are the first names of the library's people, lowercased ("april", "jan").
 */
export function readDateWords(query: string, names: ReadonlySet<string> = new Set(), { grow = false, now }: { grow?: boolean; now?: Date } = {}): DateWords {
  const tokens: Token[] = [...query.matchAll(/'?[\p{L}\p{N}]+/gu)].map((m, i, all) => ({ word: m[0].toLowerCase(), text: m[0], start: m.index, end: m.index + m[0].length, gap: query.slice(i > 0 ? all[i - 1]!.index + all[i - 1]![0].length : 0, m.index) }));
  const respelt: Array<[number, number]> = [];
  let text = query.replace(SPOKEN_YEAR, (said: string, at: number) => {
    const year = spokenYear(said);
    if (year === null) return said;
    respelt.push([at, at + said.length]);
    return String(year).padEnd(said.length);
  }).replace(CODE_NUMBER, (code: string, letters: string, between: string, digits: string) => (isCode(letters, between, Number(digits), now) ? `${letters}${between}${"#".repeat(digits.length)}` : code));
  /** Where the text grew, in order: after which position of the query, and by how much. */
  const grown: Array<[number, number]> = [];
  let said = query;
  const put = (token: Token, word: string) => {
    const shift = grown.reduce((sum, [, more]) => sum + more, 0);
    const more = Math.max(0, word.length - (token.end - token.start));
    text = text.slice(0, token.start + shift) + word.padEnd(token.end - token.start) + text.slice(token.end + shift);
    if (more === 0) return;
    said = said.slice(0, token.start + shift) + word + said.slice(token.end + shift);
    grown.push([token.end, more]);
  };
  tokens.forEach((token, i) => {
    // "sumer 2023", "at nigth", "evning": a season or part of the day mistyped, in full even where
    // it is longer than the slip (then the text grows, and `toQuery` says where it was).
    const time = misspeltTimeWord(token.word, names);
    if (time && (grow || time.length <= token.word.length)) {
      put(token, time);
      respelt.push([token.start, token.end]);
      return;
    }
    const meant = misspeltMonth(token.word, names);
    if (meant && namesADate(tokens, i, true, names)) {
      // Spelt in full where it fits, else as its short name, which every reader knows with a full stop.
      put(token, meant.length <= token.word.length ? meant : `${meant.slice(0, 3)}.`);
      respelt.push([token.start, token.end]);
      return;
    }
    // "the marché in Lisbon", "Sonntagsmarkt": a pattern's `\b` knows only ASCII letters, so a word
    // of another language ends, to every time reader, where its first accented letter is: "march".
    // A word that holds such a letter is no English date; hidden, none of them reads a piece of it.
    if (/[^\x00-\x7F]/.test(token.word) && token.word.split(/[^a-z]+/).some((piece) => MONTHS.test(piece) || WEEKDAYS.test(piece) || TIME_WORDS.includes(piece))) return put(token, "");
    const month = MONTHS.test(token.word);
    // Other month and weekday names are names of dates unless someone is called that ("April").
    if (!MONTH_WORDS.has(token.word) && !WEEKDAY_WORDS.has(token.word) && !(month && names.has(token.word))) return;
    if (namesADate(tokens, i, month, names)) return;
    put(token, "");
  });
  const toQuery = (at: number) => {
    let before = 0;
    for (const [end, more] of grown) {
      if (at <= end + before) break;
      if (at < end + before + more) return end;
      before += more;
    }
    return at - before;
  };
  return { text, respelt, said, toQuery };
}

/** The season or part of the day `word` misspells, or null: no English word or name ("sumner" is someone). */
function misspeltTimeWord(word: string, names: ReadonlySet<string>): string | null {
  if (INFORMAL[word]) return INFORMAL[word]!;
  if (!/^[a-z]{4,}$/.test(word) || SLIP_TARGETS.includes(word) || names.has(word)) return null;
  // The spelling first: most words are near no time word, and the name lists and WordNet are then
  // never asked (asked of every word, they would be a tenth of a one-shot CLI search).
  const meant = closestSpelling(word, SLIP_TARGETS, (w) => w);
  // A name WordNet has ("Sumer", the land), or a person's, is no word a person means by it.
  if (!meant || isGivenName(word) || isEnglishWord(word)) return null;
  // A day's name is a slip only of no word at all: "sundae" is a rare noun, and no Sunday.
  if (DAYS_OF_WEEK.some((day) => meant.startsWith(day)) && [word, word.replace(/s$/, "")].some((form) => hasLemma(form, "noun"))) return null;
  return meant;
}

/** `readDateWords`'s text alone, for readers that keep no span. */
export function maskOrdinaryDateWords(query: string, names: ReadonlySet<string> = new Set(), now?: Date): string {
  return readDateWords(query, names, { now }).text;
}

const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
/** "twenty-three", "nineteen", "oh five": the last two digits of a year said in words. */
const TWO_DIGITS = `(?:${TENS.join("|")})(?:[\\s-]+(?:${UNITS.join("|")}))?|${TEENS.join("|")}|(?:oh|o)[\\s-]+(?:${UNITS.join("|")})`;
/**
 * "twenty twenty-three", "nineteen ninety nine", "two thousand and twenty two", "two thousand five":
 * a year said as people say it. "two thousand" alone is as often a count as a year.
 */
const SPOKEN_YEAR = new RegExp(`\\b(?:(?:nineteen|twenty)[\\s-]+(?:${TWO_DIGITS})|two[\\s-]+thousand(?:[\\s-]+and)?[\\s-]+(?:${TWO_DIGITS}|${UNITS.join("|")}))\\b`, "gi");

/** The number a year said in words is (`SPOKEN_YEAR`), or null when it is no year of photographs. */
function spokenYear(said: string): number | null {
  const words = said.toLowerCase().split(/[\s-]+/).filter((word) => word !== "and");
  const value = (word: string) => (UNITS.includes(word) ? UNITS.indexOf(word) + 1 : TEENS.includes(word) ? TEENS.indexOf(word) + 10 : TENS.includes(word) ? (TENS.indexOf(word) + 2) * 10 : 0);
  const [century, ...rest] = words[1] === "thousand" ? [20, ...words.slice(2)] : [value(words[0]!), ...words.slice(1)];
  const year = century * 100 + rest.reduce((sum, word) => sum + value(word), 0);
  return year >= 1826 && year < 2100 ? year : null;
}

/**
 * The month `word` misspells, or null: within the slips the engine forgives any word
 * (`spelling.ts`), and no English word, name, or plural of a month ("decembers" is said on purpose).
 */
function misspeltMonth(word: string, names: ReadonlySet<string>): string | null {
  if (!/^[a-z]{4,}$/.test(word) || MONTHS.test(word) || MONTHS.test(word.replace(/s$/, "")) || WEEKDAYS.test(word) || names.has(word)) return null;
  const meant = closestSpelling(word, MONTH_NAMES, (name) => name);
  if (!meant || (["noun", "verb", "adj", "adv"] as const).some((pos) => hasLemma(word, pos))) return null;
  return meant;
}

function namesADate(tokens: Token[], i: number, month: boolean, names: ReadonlySet<string>): boolean {
  const token = tokens[i]!;
  const before = tokens[i - 1]?.word;
  const after = tokens[i + 1]?.word;
  // A year or a day number beside it: "May 2024", "14 march", "sun 14 june", "march 3rd".
  if ((before && (isDayNumber(before) || isYear(before))) || (after && (isDayNumber(after) || isYear(after)))) return true;
  // "the 14th of May", "the end of march", "the second weekend of may".
  if (month && before === "of" && (isDayNumber(tokens[i - 2]?.word ?? "") || /^(?:start|beginning|middle|end|week|weekend|month)$/.test(tokens[i - 2]?.word ?? ""))) return true;
  // "the march before last": which one, counted back.
  if (month && after === "before" && tokens[i + 2]?.word === "last") return true;
  // "march last year", "may of this year", "last year's march", "this year in may": which one, by its year.
  // Not after a word it may belong to: "the protest march last year" is a march.
  const next = after === "of" || after === "in" ? i + 2 : i + 1;
  const leads = !before || ASKING.has(before) || /^\p{Lu}/u.test(token.text);
  if (month && leads && /^(?:last|this|past|previous|the)$/.test(tokens[next]?.word ?? "") && tokens[next + 1]?.word === "year") return true;
  // "march in 2021", "May of 2019", "march from 2023": which one, by its year said after a word.
  // "my march pics 2017", "may photos from 2019": the same, with photos named between.
  const dated = PHOTOS_WORD.test(after ?? "") ? i + 2 : i + 1;
  const yearAt = /^(?:in|of|from|during)$/.test(tokens[dated]?.word ?? "") ? dated + 1 : dated;
  if (month && leads && yearAt > i + 1 && isYear(tokens[yearAt]?.word ?? "")) return true;
  if (month && /^(?:'s|’s|in|during)$/.test(before ?? "") && tokens[i - 2]?.word === "year" && /^(?:last|this|past|previous)$/.test(tokens[i - 3]?.word ?? "")) return true;
  // "photos from April" is about the person April, not the month, when there is one.
  if (before && (month ? MONTH_LEADS : WEEKDAY_LEADS).has(before) && !(names.has(token.word) && PERSON_LEADS.has(before))) return true;
  // "the march trip", "our may istanbul holiday": which trip, by its month.
  if (month && (TRIP_AFTER.test(after ?? "") || TRIP_AFTER.test(tokens[i + 2]?.word ?? ""))) return true;
  // One of a pair of dates: "March to May", "sat and sun", "may or june 2024".
  if (before && JOINS.has(before) && isDate(tokens[i - 2]?.word)) return true;
  if (after && JOINS.has(after) && isDate(tokens[i + 2]?.word)) return true;
  // "june-august", "mon–fri": joined to another date by a dash.
  if ((/^\s*[-–—]\s*$/.test(token.gap) && isDate(before)) || (/^\s*[-–—]\s*$/.test(tokens[i + 1]?.gap ?? "") && isDate(after))) return true;
  if (!month && after && DAY_PARTS.has(after)) return true;
  // The whole query, give or take "photos": "march", "may photos".
  if (tokens.every((t, j) => j === i || ASKING.has(t.word))) return true;
  // Capitalised inside a sentence, "March" or "May" is the month ("the Seattle trip March 2025"
  // has its year, but "beach May" has not), unless someone is called that.
  return FULL_NAMES.has(token.word) && i > 0 && /^\p{Lu}/u.test(token.text) && !names.has(token.word);
}
