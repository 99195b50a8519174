/**
 * @file Whether a word is English: an English stopword, a WordNet lemma of any part of speech, or a
 * regular inflection of one ("pies", "tasted", "places"). A word of another language that English
 * also has ("Gift", "Chef", "Glas" read as "glass") is read as English.
 *
 * Runs in the engine's process, where a word read in a photo is looked up in another language's
 * dictionary by a form other than its own (`index/graph/foreign-words.ts`), and at build time,
 * where the dictionary table leaves out the words English has (`build/data/foreign-words.ts`).
 */
import { eng as STOPWORDS } from "stopword";
import { boundedCache } from "../domain/bounded-cache";
import { hasLemma } from "./wordnet";

const STOP = new Set(STOPWORDS);
const known = boundedCache<string, { english: boolean }>(20_000);

/**
 * Whether English has the word (lower case, folded), as it is or by a regular inflection: any
 * word at all, rare ones too. Search's `isEnglishWord` (`search/meanings.ts`) asks something
 * narrower, whether a word is an ordinary one seen in use.
 */
export function englishHas(word: string): boolean {
  const w = word.toLowerCase();
  let found = known.get(w);
  if (!found) known.set(w, (found = { english: inEnglish(w) }));
  return found.english;
}

function inEnglish(w: string): boolean {
  if (STOP.has(w)) return true;
  const forms = new Set([w, w.replace(/s$/, ""), w.replace(/es$/, ""), w.replace(/ies$/, "y"), w.replace(/e?d$/, ""), w.replace(/ied$/, "y"), w.replace(/ing$/, ""), w.replace(/ing$/, "e"), w.replace(/e?r$/, ""), w.replace(/e?st$/, "")]);
  return [...forms].some((form) => form.length > 1 && (["noun", "verb", "adj", "adv"] as const).some((pos) => hasLemma(form, pos)));
}
