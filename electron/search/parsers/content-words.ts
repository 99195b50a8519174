/**
 * @file Which tokens can say what is in a photo: content words (nouns, verbs, adjectives and
 * numbers no other role claims), ordinary English words, and words no dictionary knows (a name
 * typed small). Pure; shared by the reader (`reader.ts`) and the recognisers that read words.
 */
import { closestSpelling } from "../../index/graph/spelling";
import { inDictionary, isEnglishWord, isVariantOnly, namesAKind } from "../meanings";
import { isCollection } from "../word-role";
import { MONTHS, WEEKDAYS } from "../calendar";
import { inTaggerLexicon } from "./tagger";
import { isGivenName } from "../../words/first-names";
import { EVALUATIVE, EVENT_NOUNS, FILLER, FUNCTION_POS, KINDS, REQUEST_VERBS } from "./english-words";
import type { Token } from "./query-tokens";

/**
 * An ordinary word written small, to the readings that make a lowercase word a name: WordNet's
 * (`isEnglishWord`), or a kind of thing in WordNet that the tagger also learned as a word. WordNet
 * alone has seen "van" too rarely to call it a word, and "the van" became the Turkish city. A
 * given name the tagger never learned as a word, and whose commonest sense WordNet names by another
 * word, is the name: "maria" (the plural of mare).
 */
export function isCommonWord(word: string): boolean {
  const learned = inTaggerLexicon(word);
  if (!learned && isGivenName(word) && isVariantOnly(word)) return false;
  return isEnglishWord(word) || (namesAKind(word) && learned);
}

/**
 * A word of letters written small that neither WordNet nor the tagger knows ("priya", "kwame"): a
 * name no English list has, typed as people type. Asked only of what is no unit: a slip of the
 * library's people, places or kinds was found before. Three letters are too few to tell a name
 * from a word with one dropped ("trp", "Mexico ity"); the given-name lists have the short names.
 */
export function isUnknownWord(word: string): boolean {
  return /^\p{L}{4,}$/u.test(word) && !inDictionary(word) && !inTaggerLexicon(word) && closestSpelling(word, ownWords(), (w) => w) === null;
}

let ownWordList: string[] | null = null;
/**
 * The words of a request this parser reads itself ("pictures", "vacation", "screenshots", the
 * months and days): a slip of one ("vacaton", "agust") is that word mistyped, not a name.
 */
function ownWords(): string[] {
  const calendar = [...MONTHS.map((m) => m.toLowerCase()), ...WEEKDAYS];
  return (ownWordList ??= [...new Set([...FILLER, ...EVENT_NOUNS, ...Object.keys(KINDS), ...calendar])].filter((w) => w.length >= 4));
}

/** Words for the photos themselves, which a slip of must not become a word to find. */
export const PHOTO_NOUNS = ["photo", "photos", "picture", "pictures", "pics", "image", "images", "shots", "snaps", "snapshots", "photographs"];

/** The ways people respell a word on purpose: "ph" as "f", a last "s" as "z", the vowels after the first letter left out. */
const RESPELLINGS: Array<(word: string) => string> = [(w) => w.replace(/ph/g, "f"), (w) => w.replace(/s$/, "z"), (w) => w.replace(/(?<=.)[aeiou]/g, "")];
let respelt: Set<string> | null = null;

/** "fotos", "fotoz", "imgs", "pctrs": a word for photos respelt on purpose, which the edits of a slip are too few for. */
function saysPhotos(word: string): boolean {
  if (!respelt) {
    respelt = new Set<string>();
    for (const noun of PHOTO_NOUNS)
      for (let rules = 1; rules < 1 << RESPELLINGS.length; rules++) respelt.add(RESPELLINGS.reduce((w, respell, r) => (rules & (1 << r) ? respell(w) : w), noun));
  }
  return respelt.has(word);
}

/** Words for writing seen in a photo; elsewhere they only lead to the words asked for ("the word …"). */
const WRITING = new Set(["text", "writing", "words", "lettering"]);

/** A word that can say what is in a photo: not a word of the request, and of a part of speech that carries meaning. */
export function isContent(token: Token, before?: Token): boolean {
  // "the live show", "a quick look": a request verb used as a noun, after a word that says so.
  if (REQUEST_VERBS.has(token.word) && token.pos === "NOUN" && (before?.pos === "DET" || (before?.pos === "ADJ" && !FILLER.has(before.word)))) return true;
  // "photos with writing on them", "pictures with text": what is in the photo, not "the word …".
  if (WRITING.has(token.word) && /^(with|of|has|have|showing|containing|any)$/.test(before?.word ?? "")) return true;
  if (FILLER.has(token.word) || FILLER.has(token.lemma) || !/[\p{L}\p{N}]/u.test(token.word)) return false;
  // "the Aiko photo collection", "a picture set": a collection after a word for photos is the photos.
  if (before && PHOTO_NOUNS.includes(before.word.replace(/^(photo|picture|pic|image|snap|shot)$/, "$1s")) && isCollection(token.word)) return false;
  if (EVALUATIVE.has(token.word) && (!before || !/^\p{Lu}/u.test(token.text))) return false;
  // "pictrues of Omar", "phtos": a slip of a word for photos is still only that.
  if (token.word.length >= 4 && !isEnglishWord(token.word) && (closestSpelling(token.word, PHOTO_NOUNS, (w) => w) || saysPhotos(token.word))) return false;
  if (/^\d{1,2}$/.test(token.word)) return false;
  return !FUNCTION_POS.has(token.pos);
}