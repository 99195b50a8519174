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
import { englishHas } from "../../words/english-word";
import { foreignGlosses, type ForeignGloss } from "./foreign-words";
import { homographLanguages } from "./homographs";

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
/** What an English word that is no little word counts for English: a loanword is said in many languages ("party", "selfie"). */
const ENGLISH_WORD = 0.5;

/** Each little word of those languages (`little-words.ts`) to the languages whose word it is: without English's own, or with them as "en". */
const little = new Map<boolean, Map<string, string[]>>();

function littleWords(english: boolean): Map<string, string[]> {
  let made = little.get(english);
  if (made) return made;
  made = new Map();
  for (const [language, words] of Object.entries(littleWordsOf())) for (const word of words) if (english || !ENGLISH_LITTLE.has(word)) made.set(word, [...(made.get(word) ?? []), language]);
  if (english) for (const word of ENGLISH_LITTLE) made.set(word, [...(made.get(word) ?? []), "en"]);
  little.set(english, made);
  return made;
}

/** Whether `language` (or English, "en", which marks no letter) writes `word` with the marked letters it has. */
const writes = (language: string, word: string) => (language === "en" ? !/[^\u0000-\u007f]/.test(word) : writesLetters(language as DictionaryLanguage, word));

/**
 * The evidence of each language a text is written in: a word of several languages counts for each
 * in part, and only for those that write its letters ("lékárna" is Czech's, not Slovene's
 * "lekarna"). Its dictionary words and its little words; with `english`, English's little words
 * too, the words of other languages English spells as well ("chat", "plage") for English as one of
 * them, and half as much each other English word (a loanword is said in many languages).
 */
function evidenceOf(text: string, glosses: readonly ForeignGloss[], english: boolean): Array<[string, number]> {
  const evidence = new Map<string, number>();
  const add = (languages: readonly string[], weight = 1) => languages.forEach((language) => evidence.set(language, (evidence.get(language) ?? 0) + weight / languages.length));
  const glossed = new Set(glosses.map((gloss) => gloss.said));
  for (const gloss of glosses) add(gloss.languages.filter((language) => writes(language, gloss.said)));
  for (const word of wordsOf(text, { lettersOnly: true })) {
    const folded = fold(word);
    // A little word of a language that cannot write it ("mère" is no Danish "mere") says nothing of that one.
    const littleOf = (littleWords(english).get(folded) ?? []).filter((language) => writes(language, word));
    if (littleOf.length || !english || glossed.has(word)) add(littleOf);
    else if (folded.length >= 3) {
      const homograph = homographLanguages(folded).filter((language) => writes(language, word));
      const isEnglish = englishHas(folded) && writes("en", word);
      if (homograph.length) add(isEnglish ? [...homograph, "en"] : homograph);
      else if (isEnglish) add(["en"], ENGLISH_WORD);
    }
  }
  return [...evidence].sort((a, b) => b[1] - a[1]);
}

/** The language of the evidence, where it has a word and a half's, half a word ahead of the next. */
function leading(evidence: ReadonlyArray<[string, number]>): string | null {
  const [first, second] = evidence;
  return first && first[1] >= EVIDENCE && first[1] - (second?.[1] ?? 0) >= LEAD ? first[0] : null;
}

/** The languages `text` is written in, as English words ("japanese", "spanish"); none for English or too little to tell. `glosses`: its words' dictionary English, where read already. */
export function textLanguages(text: string, glosses: readonly ForeignGloss[] = foreignGlosses(text)): string[] {
  if (!text.trim()) return [];
  const found = SCRIPTS.filter(([script]) => script.test(text)).map(([, words]) => words);
  // Han with no kana beside it: Chinese (a Japanese text nearly always has kana).
  if (HAN.test(text) && !found.includes("japanese")) found.push("chinese");
  if (!glosses.length) return found;
  const first = leading(evidenceOf(text, glosses, false));
  if (first && LATIN_LANGUAGES[first as DictionaryLanguage]) found.push(LATIN_LANGUAGES[first as DictionaryLanguage]);
  return found;
}

/**
 * The one language of the dictionaries a text is written in rather than English, or null: "feu de
 * camp au chalet" is French, "chat with mum at the cafe" English, "Oktoberfest!" too little to
 * tell. English's little words and the words English spells too weigh against the others', where
 * `textLanguages` names a sign's language by the foreign words alone.
 */
export function writtenIn(text: string, glosses: readonly ForeignGloss[] = foreignGlosses(text)): DictionaryLanguage | null {
  if (!text.trim()) return null;
  const first = leading(evidenceOf(text, glosses, true));
  return first && first !== "en" && LATIN_LANGUAGES[first as DictionaryLanguage] ? (first as DictionaryLanguage) : null;
}
