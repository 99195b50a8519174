/**
 * @file The little words (articles, prepositions, pronouns) of the languages the dictionaries of
 * `index/graph/foreign-words.ts` cover, from the `stopword` package's lists, folded: a sign that a
 * query or a photo's text is written in one of them.
 *
 * Runs in the engine, for a query that looks foreign (`search/parsers/foreign-query.ts`) and for a
 * photo's text when its links are made (`index/graph/text-languages.ts`). Required on first use,
 * not imported: the CLI's bundle compiles in English's list only, as every cold search would make
 * the others.
 */
import { createRequire } from "node:module";
import { eng } from "stopword";
import { fold } from "./terms";

/** The languages the dictionaries cover, as ISO 639-1 codes. */
export type DictionaryLanguage = "es" | "fr" | "de" | "it" | "pt" | "nl" | "pl" | "sv" | "da" | "cs" | "tr" | "sl" | "sk" | "lt" | "af" | "ga";

/** The `stopword` package's list of each, named by its ISO 639-3 code (as world-countries names a country's languages). */
export const LISTS: Readonly<Record<DictionaryLanguage, string>> = { es: "spa", fr: "fra", de: "deu", it: "ita", pt: "por", nl: "nld", pl: "pol", sv: "swe", da: "dan", cs: "ces", tr: "tur", sl: "slv", sk: "slk", lt: "lit", af: "afr", ga: "gle" };

/**
 * The letters with marks each language writes its own words with: a word with another ("lékárna",
 * "náměstí") is none of its words, whatever its letters folded say ("lekarna" is Slovene too).
 */
const MARKED_LETTERS: Readonly<Record<DictionaryLanguage, string>> = {
  es: "áéíóúüñ", pt: "áâãàçéêíóôõúü", fr: "àâæçéèêëîïôœùûüÿ", de: "äöüß", it: "àèéìíîòóùú", nl: "áéèëïóöü", pl: "ąćęłńóśźż", sv: "åäöé", da: "æøåé",
  cs: "áčďéěíňóřšťúůýž", tr: "çğıöşüâîû", sl: "čšž", sk: "áäčďéíĺľňóôŕšťúýž", lt: "ąčęėįšųūž", af: "áéèêëíîïóôöúûüýŉ", ga: "áéíóú",
};

/** Whether `language` writes `word` with the marked letters it has (any unmarked word may be its). */
export function writesLetters(language: DictionaryLanguage, word: string): boolean {
  for (const letter of word.toLowerCase()) if (letter > "\u007f" && /\p{L}/u.test(letter) && !MARKED_LETTERS[language].includes(letter)) return false;
  return true;
}

/** English's own little words ("in", "on", "a"), which other languages' lists share: no sign of another language. */
export const ENGLISH_LITTLE: ReadonlySet<string> = new Set(eng);

let lists: Record<DictionaryLanguage, ReadonlySet<string>> | null = null;
let scripts: ReadonlySet<string> | null = null;

/** The little words of Greek, Russian, Bulgarian and Ukrainian, folded: a query typed in their letters (`script-query.ts`). */
export function littleWordsOfOtherScripts(): ReadonlySet<string> {
  const read = createRequire(import.meta.url)("stopword") as Record<string, string[]>;
  return (scripts ??= new Set(["ell", "rus", "bul", "ukr"].flatMap((language) => read[language] ?? []).map(fold)));
}

/** Each language's little words, folded. */
export function littleWordsOf(): Readonly<Record<DictionaryLanguage, ReadonlySet<string>>> {
  if (lists) return lists;
  const read = createRequire(import.meta.url)("stopword") as Record<string, string[]>;
  const made = {} as Record<DictionaryLanguage, ReadonlySet<string>>;
  for (const language of Object.keys(LISTS) as DictionaryLanguage[]) made[language] = new Set(read[LISTS[language]]!.map(fold));
  return (lists = made);
}
