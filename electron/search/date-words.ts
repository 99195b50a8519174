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
 */

/** Month names that are also English words ("may", "march", "august") or a short name ("Jan", "mar"). */
const MONTH_WORDS = new Set(["may", "march", "august", "jan", "mar"]);
/** Weekday abbreviations, which are words ("sun", "sat", "wed") or read as such. */
const WEEKDAY_WORDS = new Set(["sun", "sat", "wed", "fri", "mon", "tue", "tues", "thu", "thur", "thurs"]);
/** Full month names that are also words: capitalised inside a sentence, they are the month. */
const FULL_NAMES = new Set(["may", "march", "august"]);

// "Istanbul, not March": a month left out is said as a month ("not march" as a verb is no search for photos).
const MONTH_LEADS = new Set(["in", "last", "this", "next", "early", "mid", "late", "since", "from", "until", "till", "through", "before", "after", "during", "by", "around", "between", "every", "each", "past", "previous", "not", "except", "excluding", "minus"]);
const WEEKDAY_LEADS = new Set(["on", "last", "this", "next", "every", "since", "until", "till", "from", "by", "past", "that", "previous"]);
const PERSON_LEADS = new Set(["from", "by", "around", "past", "with", "of"]);
/** Words that join two dates: "March to May", "sat and sun". */
const JOINS = new Set(["and", "or", "to", "through", "till", "until", "thru"]);
/** Words that only say "find photos": they leave a lone month the whole query ("may photos"). */
const ASKING = new Set(["photos", "photo", "pictures", "picture", "pics", "pic", "images", "videos", "shots", "my", "our", "the", "all", "show", "me", "find"]);
const TRIP_AFTER = /^(?:trip|trips|holiday|holidays|vacation|getaway)$/;
const DAY_PARTS = new Set(["morning", "afternoon", "evening", "night", "mornings", "afternoons", "evenings", "nights"]);
/** A month's name, full or short, for a pattern. */
export const MONTH_WORD = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const MONTHS = new RegExp(`^(?:${MONTH_WORD})$`);
const WEEKDAYS = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?$|^(?:wednes|satur)days?$/;

type Token = { word: string; text: string; start: number; end: number };

const isDayNumber = (word: string) => /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/.test(word);
const isYear = (word: string) => /^(?:19|20)\d{2}$/.test(word) || /^'\d{2}$/.test(word);
const isDate = (word: string | undefined) => word !== undefined && (isDayNumber(word) || isYear(word) || MONTHS.test(word) || WEEKDAYS.test(word));

/**
 * The query with every day or month name that is an ordinary word here replaced by spaces of
 * its length, so positions in it are positions in the query. `names` are the first names of the
 * library's people, lowercased ("april", "jan").
 */
export function maskOrdinaryDateWords(query: string, names: ReadonlySet<string> = new Set()): string {
  const tokens: Token[] = [...query.matchAll(/'?[\p{L}\p{N}]+/gu)].map((m) => ({ word: m[0].toLowerCase(), text: m[0], start: m.index, end: m.index + m[0].length }));
  let masked = query;
  tokens.forEach((token, i) => {
    const month = MONTHS.test(token.word);
    // Other month and weekday names are names of dates unless someone is called that ("April").
    if (!MONTH_WORDS.has(token.word) && !WEEKDAY_WORDS.has(token.word) && !(month && names.has(token.word))) return;
    if (namesADate(tokens, i, month, names)) return;
    masked = masked.slice(0, token.start) + " ".repeat(token.end - token.start) + masked.slice(token.end);
  });
  return masked;
}

function namesADate(tokens: Token[], i: number, month: boolean, names: ReadonlySet<string>): boolean {
  const token = tokens[i]!;
  const before = tokens[i - 1]?.word;
  const after = tokens[i + 1]?.word;
  // A year or a day number beside it: "May 2024", "14 march", "sun 14 june", "march 3rd".
  if ((before && (isDayNumber(before) || isYear(before))) || (after && (isDayNumber(after) || isYear(after)))) return true;
  // "the 14th of May", "the end of march", "the second weekend of may".
  if (month && before === "of" && (isDayNumber(tokens[i - 2]?.word ?? "") || /^(?:start|beginning|middle|end|week|weekend)$/.test(tokens[i - 2]?.word ?? ""))) return true;
  // "photos from April" is about the person April, not the month, when there is one.
  if (before && (month ? MONTH_LEADS : WEEKDAY_LEADS).has(before) && !(names.has(token.word) && PERSON_LEADS.has(before))) return true;
  // "the march trip", "our may istanbul holiday": which trip, by its month.
  if (month && (TRIP_AFTER.test(after ?? "") || TRIP_AFTER.test(tokens[i + 2]?.word ?? ""))) return true;
  // One of a pair of dates: "March to May", "sat and sun", "may or june 2024".
  if (before && JOINS.has(before) && isDate(tokens[i - 2]?.word)) return true;
  if (after && JOINS.has(after) && isDate(tokens[i + 2]?.word)) return true;
  if (!month && after && DAY_PARTS.has(after)) return true;
  // The whole query, give or take "photos": "march", "may photos".
  if (tokens.every((t, j) => j === i || ASKING.has(t.word))) return true;
  // Capitalised inside a sentence, "March" or "May" is the month ("the Seattle trip March 2025"
  // has its year, but "beach May" has not), unless someone is called that.
  return FULL_NAMES.has(token.word) && i > 0 && /^\p{Lu}/u.test(token.text) && !names.has(token.word);
}
