/**
 * @file The languages a photo's text is written in, as the English words people say them by: a
 * sign in kana is "Japanese", a menu whose words the Spanish dictionary has is "Spanish". So "the
 * sign in Japanese" and "a menu in Portuguese" find the photos whose text is, though no photo's
 * text says the language's name.
 *
 * Runs in the engine's process, when a photo's links are made (`library-index.ts`). Two sources,
 * no list of words: Unicode's scripts, for the languages one script tells (kana is Japanese's
 * alone, Hangul Korean's; Han without kana is Chinese), and for a Latin text the dictionaries of
 * `foreign-words.ts` and the `stopword` package's little words, which say which languages each
 * of its words is a word of. A word of several languages counts for each in part; the language
 * with a word and a half's evidence, half a word ahead of the next, is the text's.
 */
import { ENGLISH_LITTLE, littleWordsOf, writesLetters, type DictionaryLanguage } from "../../words/little-words";
import { fold } from "../../words/terms";
import { wordsOf } from "../../words/split-words";
import { foreignGlosses, type ForeignGloss } from "./foreign-words";

/** Scripts that tell one language, or name themselves where several languages share them (Cyrillic, Arabic, Devanagari). */
const SCRIPTS: ReadonlyArray<[RegExp, string]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "japanese"],
  [/\p{Script=Hangul}/u, "korean"],
  [/\p{Script=Greek}/u, "greek"],
  [/\p{Script=Hebrew}/u, "hebrew"],
  [/\p{Script=Thai}/u, "thai"],
  [/\p{Script=Arabic}/u, "arabic"],
  [/\p{Script=Cyrillic}/u, "cyrillic"],
  [/\p{Script=Devanagari}/u, "devanagari hindi"],
  [/\p{Script=Georgian}/u, "georgian"],
  [/\p{Script=Armenian}/u, "armenian"],
  // Latin letters with two marks, or a hook above, that Unicode adds for Vietnamese alone ("ạ", "ế", "ở").
  [/[\u1ea0-\u1ef9]/u, "vietnamese"],
];

const HAN = /\p{Script=Han}/u;

/** The dictionary's languages (ISO 639-1) by the English word for each. */
const LATIN_LANGUAGES: Readonly<Record<DictionaryLanguage, string>> = { es: "spanish", pt: "portuguese", fr: "french", de: "german", it: "italian", nl: "dutch", pl: "polish", sv: "swedish", da: "danish", cs: "czech", tr: "turkish", sl: "slovene slovenian", sk: "slovak", lt: "lithuanian", af: "afrikaans", ga: "irish gaelic" };

/** The evidence a language needs (a word of it alone counts 1), and its lead over the next. */
const EVIDENCE = 1.5;
const LEAD = 0.5;

let little: Map<string, string[]> | null = null;

/** Each little word of those languages (`little-words.ts`), to the languages whose word it is; none of English's. */
function littleWords(): Map<string, string[]> {
  if (little) return little;
  little = new Map();
  for (const [language, words] of Object.entries(littleWordsOf())) for (const word of words) if (!ENGLISH_LITTLE.has(word)) little.set(word, [...(little.get(word) ?? []), language]);
  return little;
}

/** The languages `text` is written in, as English words ("japanese", "spanish"); none for English or too little to tell. `glosses`: its words' dictionary English, where read already. */
export function textLanguages(text: string, glosses: readonly ForeignGloss[] = foreignGlosses(text)): string[] {
  if (!text.trim()) return [];
  const found = SCRIPTS.filter(([script]) => script.test(text)).map(([, words]) => words);
  // Han with no kana beside it: Chinese (a Japanese text nearly always has kana).
  if (HAN.test(text) && !found.includes("japanese")) found.push("chinese");
  if (!glosses.length) return found;
  const evidence = new Map<string, number>();
  const add = (languages: readonly string[]) => languages.forEach((language) => evidence.set(language, (evidence.get(language) ?? 0) + 1 / languages.length));
  // A word counts for the languages that write its letters: "lékárna" is Czech's, not Slovene's "lekarna".
  const writing = (languages: readonly string[], word: string) => languages.filter((language) => writesLetters(language as DictionaryLanguage, word));
  for (const gloss of glosses) add(writing(gloss.languages, gloss.said));
  for (const word of wordsOf(text, { lettersOnly: true })) add(writing(littleWords().get(fold(word)) ?? [], word));
  const [first, second] = [...evidence].sort((a, b) => b[1] - a[1]);
  if (first && first[1] >= EVIDENCE && first[1] - (second?.[1] ?? 0) >= LEAD && LATIN_LANGUAGES[first[0] as DictionaryLanguage]) found.push(LATIN_LANGUAGES[first[0] as DictionaryLanguage]);
  return found;
}
