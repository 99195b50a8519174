/**
 * @file Where a sentence says that someone reached an age: "Leo turned 5", "when grandma turned
 * eighty", "dad's 60th", "her 40th party". People name a birthday so, in a memory and in a search,
 * without the word; the index gives such a memory the word "birthday" and the parser reads such a
 * phrase as it (`library-index.ts`, `query-tokens.ts`).
 *
 * Pure; runs in the engine's process. [Note: An age reached] An ordinal is an age only after
 * someone's ("Marija's", "my", "her", a given name typed without its apostrophe: "alfies") and with nothing after it but a word for the day ("party",
 * "bash"): "our 10th" is an anniversary, "her 2nd time", "my first photos" and "the 4th of July"
 * are no birthday.
 * "turned" needs a number right after it ("turned 80", not "the weather turned").
 */
import { isGivenName } from "./first-names";
import { isKindOf, senses } from "./wordnet";

/**
 * The words of a sentence, lower case, with their possessive ending ("grandma's" stays whole); a
 * comma, stop or bracket is a word of its own, "," (the clause ends there).
 */
export function sentenceWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?:['’][\p{L}]+)?|[,.;:!?()]/gu) ?? []).map((w) => (/^[\p{L}\p{N}]/u.test(w) ? w.replace(/’/g, "'") : ","));
}

/**
 * Each span of `words` (first and last index) that says an age was reached ([Note: An age reached]).
 * `owns` says which other words are someone's: a query's "dads 70th" (a relation's possessive typed
 * without its apostrophe), which only the parser's words for relations know.
 */
export function agesReached(words: readonly string[], owns: (word: string) => boolean = () => false): Array<[from: number, to: number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (TURNED.has(word) && ageOf(words[i + 1]) !== null) out.push([i, i + 1]);
    // "HAPPY 11TH", "happy 60th mum", "HAPPY 40TH BIRTHDAY KIRSTY": a greeting of an age is a birthday's,
    // whoever's; not "happy 4th of july", "happy 1st anniversary", "happy 100th day of school".
    else if (word === "happy" && ordinalAgeOf(words[i + 1] ?? "") !== null && !NOT_AN_AGE_AFTER.has(words[i + 2] ?? "")) out.push(THE_DAY.has(words[i + 2] ?? "") ? [i + 1, i + 2] : [i + 1, i + 1]);
    // "JACK IS SIX", "emma is 11 today!": a given name, "is" and an age with nothing after it but now.
    else if (word === "is" && ageOf(words[i + 1]) !== null && givenName(words[i - 1]) && (i + 2 === words.length || AGE_NOW.has(words[i + 2]!))) out.push([i, i + 1]);
    else if (ordinalAgeOf(word) !== null && (someones(words[i - 1]) || (i > 0 && owns(words[i - 1]!)))) {
      // "her 40th party": the day's word is the birthday's too.
      if (THE_DAY.has(words[i + 1] ?? "")) out.push([i, i + 1]);
      else if (i + 1 === words.length || CLAUSE_GOES_ON.has(words[i + 1]!)) out.push([i, i]);
    }
  }
  return out;
}

/** Whether a memory or caption says someone reached an age. */
export function saysAgeReached(text: string): boolean {
  return agesReached(sentenceWords(text)).length > 0;
}

const TURNED: ReadonlySet<string> = new Set(["turn", "turns", "turned", "turning"]);
/** Words after "happy" and an ordinal that make it no age: a date, an anniversary, a count of days. */
const NOT_AN_AGE_AFTER: ReadonlySet<string> = new Set(["of", "anniversary", "year", "years", "month", "months", "week", "weeks", "day", "days", "time", "place"]);
/** What may follow an age said with "is": "emma is 11 today", "jack is six, where did the time go". */
const AGE_NOW: ReadonlySet<string> = new Set([",", "today", "now", "years", "yrs"]);
/** Whose an age is: a person's possessive, or a possessive word other than "our" (an anniversary). */
const OWNERS: ReadonlySet<string> = new Set(["my", "his", "her", "their", "your"]);
/** What may follow an age said alone, as the clause goes on: "dad's 60th in Porto", "grandma's 80th, all of us". */
const CLAUSE_GOES_ON: ReadonlySet<string> = new Set([",", "in", "at", "on", "with", "and", "or", "from", "last", "this", "when", "where", "was", "were", "is"]);
/** Words for the day an age is reached, said after it: "her 40th party". */
const THE_DAY: ReadonlySet<string> = new Set(["birthday", "bday", "b-day", "party", "bash", "celebration", "do", "dinner", "cake", "surprise"]);

/** "it's", "that's": a word and "is", not someone's. */
const IS_CONTRACTED: ReadonlySet<string> = new Set(["it's", "that's", "he's", "she's", "what's", "there's", "here's", "who's", "let's", "where's", "when's"]);

function someones(word: string | undefined): boolean {
  return word !== undefined && (OWNERS.has(word) || (/^\p{L}+'s$/u.test(word) && !IS_CONTRACTED.has(word)) || namedUnmarked(word) || kinUnmarked(word));
}

/**
 * "mums 70th", "grandads 80th", "nans 90th": a word for a relative (WordNet's kinds of relative, in
 * its two commonest senses) with its possessive typed without the apostrophe, as phones type it.
 */
function kinUnmarked(word: string): boolean {
  if (!/^\p{L}{3,}s$/u.test(word)) return false;
  relatives ??= new Set(senses("relative", "noun").slice(0, 1));
  return senses(word.slice(0, -1), "noun").slice(0, 2).some((key) => isKindOf(key, relatives!));
}
let relatives: ReadonlySet<string> | null = null;

/**
 * "alfies 9th", "jake 10th bday": a given name before an age, its possessive typed without the
 * apostrophe or without the "s" at all, as people type on a phone; never a month's name, though
 * many are given names ("may 9th", "jan 5th").
 */
function namedUnmarked(word: string): boolean {
  const name = givenNameTyped(word);
  return name !== null && !monthNames().has(name);
}

/** The given name a word is, or is the possessive of typed without its apostrophe ("alfies" → alfie); null for none. */
export function givenNameTyped(word: string): string | null {
  if (!/^\p{L}{3,}$/u.test(word)) return null;
  return isGivenName(word) ? word : word.endsWith("s") && isGivenName(word.slice(0, -1)) ? word.slice(0, -1) : null;
}

/** A given name, never a month's ("may", "june", "jan"). */
function givenName(word: string | undefined): boolean {
  return word !== undefined && /^\p{L}{3,}$/u.test(word) && !monthNames().has(word) && isGivenName(word);
}

let months: ReadonlySet<string> | null = null;

/** The months' English names, long and short ("may", "jan", "sept"), from the platform's calendar. */
function monthNames(): ReadonlySet<string> {
  if (months) return months;
  const names = new Set<string>(["sept"]);
  for (const month of ["long", "short"] as const) {
    const format = new Intl.DateTimeFormat("en", { month, timeZone: "UTC" });
    for (let m = 0; m < 12; m++) names.add(format.format(Date.UTC(2000, m, 1)).toLowerCase());
  }
  return (months = names);
}

/** The oldest age a person is said to reach. */
const OLDEST = 120;

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** English number words to 99, cardinal and ordinal, each with its value: "eighty-one", "eightieth", "twenty-first". */
let numberWords: Map<string, { value: number; ordinal: boolean }> | null = null;

function numbers(): Map<string, { value: number; ordinal: boolean }> {
  if (numberWords) return numberWords;
  const map = new Map<string, { value: number; ordinal: boolean }>();
  const name = (n: number) => (n < 20 ? UNITS[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${UNITS[n % 10]}` : ""}`);
  for (let n = 1; n < 100; n++) {
    const cardinal = name(n);
    map.set(cardinal, { value: n, ordinal: false });
    map.set(cardinal.replace("-", ""), { value: n, ordinal: false });
    const ordinal = ordinalOfWord(cardinal);
    map.set(ordinal, { value: n, ordinal: true });
    map.set(ordinal.replace("-", ""), { value: n, ordinal: true });
  }
  return (numberWords = map);
}

/** "eighty" → "eightieth", "twenty-one" → "twenty-first": the ordinal of a cardinal's last word. */
function ordinalOfWord(cardinal: string): string {
  const irregular: Record<string, string> = { one: "first", two: "second", three: "third", five: "fifth", eight: "eighth", nine: "ninth", twelve: "twelfth" };
  const cut = cardinal.lastIndexOf("-") + 1;
  const last = cardinal.slice(cut);
  const said = irregular[last] ?? (last.endsWith("y") ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return cardinal.slice(0, cut) + said;
}

/** The age a cardinal says ("80", "eighty"), or null. */
function ageOf(word: string | undefined): number | null {
  if (!word) return null;
  const value = /^\d{1,3}$/.test(word) ? Number(word) : numbers().get(word)?.ordinal === false ? numbers().get(word)!.value : null;
  return value !== null && value >= 1 && value <= OLDEST ? value : null;
}

/**
 * An ordinal as OCR reads a banner's print, the letters it takes a digit for put back: "7OTH" is
 * 70th, "1Oth" 10th, "2lst" 21st. Only where a digit is read too, so "loth" stays a word.
 */
function readAsDigits(word: string): string {
  return /^[\doil]{1,3}(?:st|nd|rd|th)$/.test(word) && /\d/.test(word) ? word.replace(/^[\doil]+/, (digits) => digits.replace(/o/g, "0").replace(/[il]/g, "1")) : word;
}

/** The age an ordinal says ("80th", "eightieth", "21st"), or null. */
function ordinalAgeOf(word: string): number | null {
  const digits = /^(\d{1,3})(st|nd|rd|th)$/.exec(readAsDigits(word));
  const value = digits ? Number(digits[1]) : numbers().get(word)?.ordinal ? numbers().get(word)!.value : null;
  return value !== null && value >= 1 && value <= OLDEST ? value : null;
}

/**
 * Who a text says reached which age, by the word it names them with: "alfie's 8th" (alfie, 8),
 * "my 40th" (my, 40), "grandma turned 80" (grandma, 80), a banner's "HAPPY 10TH BIRTHDAY ALFIE" or
 * "HAPPY 70TH CAROL" (alfie, 10; carol, 70). The owner is the word as written, lower case, without
 * its "'s"; "his", "her" and "their" name no one by themselves and are left out.
 */
export function agesOwned(text: string): Array<{ owner: string; age: number }> {
  const words = sentenceWords(text);
  const out: Array<{ owner: string; age: number }> = [];
  for (const [from] of agesReached(words)) {
    const said = words[from]!;
    const turned = TURNED.has(said) || said === "is";
    const age = turned ? ageOf(words[from + 1]) : ordinalAgeOf(said);
    const owner = words[from - 1]?.replace(/'s$/, "");
    if (age !== null && owner && /^\p{L}+$/u.test(owner) && !NO_ONE_BY_ITSELF.has(owner)) out.push({ owner, age });
  }
  // A banner or a card: "happy 10th birthday alfie", "happy 70th carol".
  words.forEach((word, i) => {
    const age = word === "happy" ? ordinalAgeOf(words[i + 1] ?? "") : null;
    const at = i + (THE_DAY.has(words[i + 2] ?? "") ? 3 : 2);
    const owner = words[at];
    if (age !== null && owner && /^\p{L}+$/u.test(owner) && !out.some((o) => o.owner === owner && o.age === age)) out.push({ owner, age });
  });
  return out;
}

/** Possessive words that say whose only beside someone already named. */
const NO_ONE_BY_ITSELF: ReadonlySet<string> = new Set(["his", "her", "their", "your", "its", "the", "a", "when", "who", "happy"]);

/** The age an ordinal or a number says ("10th", "tenth", "80"), or null: for a query's "Alfie's 10th". */
export function ageSaid(word: string): number | null {
  return ordinalAgeOf(word.toLowerCase()) ?? ageOf(word.toLowerCase());
}
