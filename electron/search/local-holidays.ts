/**
 * @file Holidays named as their country names them: "nationaldagen 2023", "Koningsdag", "Kurban
 * Bayramı", "alla helgons dag", "Midsummer Eve", "추석". A person abroad names the days of their
 * year in their own language, or by the English name their country gives them, and neither is in
 * `holiday-names.json`, whose phrases are the English-speaking calendars'.
 *
 * Runs in the parser (`english.ts`), before a query in another language is read into English: a
 * country's name for one of its holidays is looked up whole, as typed, so the dictionary never
 * reads it word by word ("alla helgons dag" is no "all saints day" to a dictionary). The phrases
 * come from date-holidays' calendars in each country's languages (`local-holidays.json`, built by
 * `build/data/local-holidays.ts`), read on the first query that says a phrase's first words. A
 * phrase is read as a token the holiday readers read (`holidays.ts`) as the English holiday whose
 * days are the same where `holiday-names.json` has one ("julafton" is Christmas Eve), else as
 * that calendar's day. A phrase several countries give on other days ("Día de la
 * Independencia", "Koningsdag") is the one of the country the library's photos were taken in (of
 * several, the one most were), and is left as typed when that says none. A slip of a one-word
 * name ("oudjaarsavond") is that name, and a word whose dictionary English names a holiday
 * ("Weihnachten", "påsk") that holiday.
 */
import fs from "node:fs";
import openings from "./local-holiday-openings.json" with { type: "json" };
import { fold } from "../words/terms";
import { phraseKey, TOKEN_PATTERN, TOKEN_START } from "./holiday-phrase";
import { holidayNamed } from "./holidays";
import { closestSpelling, editDistance } from "../index/graph/spelling";
import { wholeWordEnglish } from "../index/graph/foreign-words";
import { englishHas } from "../words/english-word";
import { namesSomeoneOrSomewhere, piecesOf, readReplacing, type ReadForeign } from "./parsers/foreign-query";
import type { ParseContext } from "./parsers/parser";

/**
 * One holiday: a key of `holiday-names.json` whose days are the same ("christmas eve", read with
 * the hours it is photographed in), or a calendar's code and its English name there.
 */
export type LocalEntry = [key: string] | [calendar: string, name: string];

/** One reading of a phrase: its holiday (an index into `entries`) and the countries whose calendars give it on those days. */
export type LocalReading = [holiday: number, calendars: string[]];

export interface LocalHolidays {
  entries: LocalEntry[];
  phrases: Record<string, LocalReading[]>;
}

let table: LocalHolidays | null = null;
let opening: ReadonlySet<string> | null = null;

/** The phrases, read from beside this file (or the bundle) on the first query that begins one. */
function localTable(): LocalHolidays {
  return (table ??= JSON.parse(fs.readFileSync(new URL("./local-holidays.json", import.meta.url), "utf8")) as LocalHolidays);
}

/**
 * What a query reads in place of a country's name of a holiday: a word nothing else reads, its
 * entry's index in the letters a to p, ended by "z" ("qxholbnz") so that no reader takes its last
 * letter for a plural's.
 */
const TOKEN = new RegExp(`^${TOKEN_PATTERN}$`);

function tokenOf(index: number): string {
  return `${TOKEN_START}${[...index.toString(16)].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join("")}z`;
}

/** Whether a word is a holiday's token. */
export function isHolidayToken(word: string): boolean {
  return TOKEN.test(word);
}

/** The holiday a token stands for, or null. */
export function holidayOfToken(token: string): LocalEntry | null {
  if (!isHolidayToken(token)) return null;
  const index = parseInt([...token.slice(TOKEN_START.length, -1)].map((letter) => (letter.charCodeAt(0) - 97).toString(16)).join(""), 16);
  return localTable().entries[index] ?? null;
}

/** The most words a phrase has (its test checks the table). */
export const LONGEST = 14;

/** The query with each country's name of a holiday read as one the holiday readers know, and where each was typed; null where it names none. */
export function readLocalHolidays(query: string, context: Pick<ParseContext, "places" | "gazetteer" | "people" | "mainCountry" | "knowsWord">): ReadForeign | null {
  const pieces = piecesOf(query);
  const words = pieces.map((piece) => (/^[\p{L}\p{M}'’]+$/u.test(piece.text) ? fold(phraseKey(piece.text)) : null));
  opening ??= new Set(openings);
  const said = new Map<number, { to: number; english: string }>();
  const next = (k: number) => words.slice(k + 1).find((word, j) => word || pieces[k + 1 + j]!.text !== "-");
  const opens = (k: number) => opening!.has(words[k]!) || opening!.has(`${words[k]} ${next(k) ?? ""}`);
  // A word no phrase opens with, no English word, nothing the library says or is called: a slip of
  // a holiday's name, or a word of another language. Asked once a word, as typed.
  const unknown = words.map((word, k) => Boolean(word) && word!.length >= DICTIONARY_LETTERS && !opens(k) && !englishHas(word!) && !context.knowsWord?.(word!) && !namesSomeoneOrSomewhere(pieces[k]!.text, context));
  // "oudjaarsavond": a slip of the keys in a holiday's one-word name is that name.
  for (const k of words.keys()) {
    // One letter off, and the first as typed: "Schwester" (a sister) is no slip of Silvester.
    const slip = unknown[k] && words[k]!.length >= SLIP_LETTERS ? closestSpelling(words[k]!, oneWordNames().filter((name) => name[0] === words[k]![0]), (name) => name) : null;
    if (!slip || editDistance(words[k]!, slip) > 1) continue;
    words[k] = slip;
    unknown[k] = false;
  }
  // The table is read only for a query with a phrase's opening words in it: most name no holiday.
  if (words.some((word, k) => word && opens(k))) {
    const { phrases } = localTable();
    for (let k = 0; k < pieces.length; k++) {
      if (!words[k]) continue;
      // The phrase's words, each after the last with nothing but spaces or a hyphen between: "Gustav-Adolf-dagen".
      const run = [k];
      for (let j = k + 1; j < pieces.length && run.length < LONGEST; j++) {
        if (words[j]) {
          if (!/^[\s-]*$/.test(query.slice(pieces[run.at(-1)!]!.end, pieces[j]!.start))) break;
          run.push(j);
        } else if (pieces[j]!.text !== "-") break;
      }
      for (let n = run.length; n >= 1; n--) {
        const phrase = run.slice(0, n).map((j) => words[j]).join(" ");
        const readings = phrases[phrase];
        if (!readings || (n === 1 && namesSomeoneOrSomewhere(pieces[k]!.text, context))) continue;
        // A festival's one-word name whose dictionary English is English's name for it is read as English reads it:
        // "Weihnachten" is Christmas, Christmas Eve with it, where Germany's calendar names Christmas Day so.
        const english = n === 1 ? wholeWordEnglish(phrase)?.[0] : undefined;
        if (english && holidayNamed(english)) {
          said.set(k, { to: k, english });
          break;
        }
        const reading = readingHere(readings, context, run.slice(0, n).every((j) => englishHas(words[j]!)));
        if (!reading) break;
        said.set(k, { to: run[n - 1]!, english: tokenOf(reading[0]) });
        k = run[n - 1]!;
        break;
      }
    }
  }
  // "Weihnachten", "påsk", "Silvester", "Hemelvaart": a word of another language, in no phrase, whose
  // dictionary English names a holiday is that holiday, as English names it or a calendar abroad does in English.
  const inPhrase = new Set([...said].flatMap(([k, { to }]) => Array.from({ length: to - k + 1 }, (_, j) => k + j)));
  for (const k of words.keys()) {
    if (inPhrase.has(k) || !unknown[k]) continue;
    const english = wholeWordEnglish(words[k]!)?.[0];
    if (!english) continue;
    const named = [english, `${english} day`].find((phrase) => holidayNamed(phrase));
    const abroad = named ? undefined : [english, `${english} day`].map((phrase) => fold(phraseKey(phrase))).find((phrase) => localTable().phrases[phrase]);
    const reading = abroad ? readingHere(localTable().phrases[abroad]!, context) : null;
    if (named || reading) said.set(k, { to: k, english: named ?? tokenOf(reading![0]) });
  }
  if (!said.size) return null;
  return readReplacing(query, [...said].map(([k, { to, english }]) => ({ start: pieces[k]!.start, end: pieces[to]!.end, text: english })));
}

/** The fewest letters of a word looked up in the dictionary for a holiday ("påsk"), as the dictionary keeps none shorter. */
const DICTIONARY_LETTERS = 4;
/** The fewest letters of a word looked for as a slip of a holiday's one-word name: shorter ones are other words as often. */
const SLIP_LETTERS = 8;

let oneWord: string[] | null = null;

/** The holidays named in one word ("koningsdag", "oudejaarsavond"), for the slips of them. */
function oneWordNames(): string[] {
  return (oneWord ??= openings.filter((name) => !name.includes(" ") && name.length >= SLIP_LETTERS));
}

/**
 * The reading of a phrase: its only one, else the one of the country the library's photos were
 * taken in. A phrase of English words only one country abroad names a holiday by ("sports day",
 * Japan's) is that holiday only where the library has photos in that country: in South Africa or
 * Ireland it is the school's sports day. Not where the library's photos say no country yet.
 */
function readingHere(readings: readonly LocalReading[], context: Pick<ParseContext, "places" | "gazetteer" | "mainCountry">, english = false): LocalReading | null {
  // The library's countries are asked only where they decide: a phrase of English words read one way, or one read several.
  if (readings.length === 1 && !english) return readings[0]!;
  const countries = new Set<string>();
  for (const name of context.places ?? []) {
    const place = context.gazetteer?.(name);
    if (place?.kind === "country") for (const code of place.countries ?? []) countries.add(code);
  }
  if (readings.length === 1) return countries.size && !readings[0]![1].some((code) => countries.has(code)) ? null : readings[0]!;
  const here = readings.filter(([, calendars]) => calendars.some((code) => countries.has(code)));
  if (here.length <= 1) return here[0] ?? null;
  // Photos taken at home in the Netherlands and on a trip to Belgium: Koningsdag is the Netherlands'.
  const main = context.mainCountry?.();
  const home = here.filter(([, calendars]) => main && calendars.includes(main));
  return home.length === 1 ? home[0]! : null;
}
