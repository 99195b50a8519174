/**
 * @file The words for a photo in other languages, which ask for photos as "photos" and "pics" do
 * in English and name nothing to find: "fotky z Brna", "fotki z Krakowa", "Bilder vom Strand",
 * "resimler". Two sources, neither a list of words: the stem most languages take the word from
 * ("foto", "fotk", "photo", with an ending: fotky, fotki, fotek, fotografie, fotoğraflar), and the
 * dictionary's English of a word (`foreign-words.ts`), where one of its first senses is a picture
 * ("Bilder": a figure, a device, a picture).
 *
 * Pure; the parser's tokens read every word by its stem (`query-tokens.ts`), so every recogniser
 * sees such a word as "photos"; a query read from another language reads it by the dictionary too
 * (`foreign-query.ts`).
 */
import { wholeWordEnglish } from "../../index/graph/foreign-words";
import { englishHas } from "../../words/english-word";
import { boundedCache } from "../../domain/bounded-cache";

/** The international stem with an ending of a few letters, or "graf" and one: fotky, fotek, fotografií. */
const PHOTO_STEM = /^(?:foto|fotk|fotek|photo)(?:graf\p{L}{0,5}|\p{L}{0,4})$/u;
/** The English a photo word's dictionary senses say. */
const PICTURE = new Set(["photo", "photos", "photograph", "photographs", "picture", "pictures", "snapshot", "snapshots", "pic", "pics"]);
/** How many of a word's senses may say it: "Bilder" is a figure and a device before a picture. */
const SENSES = 3;

const known = boundedCache<string, boolean>(10_000);

/**
 * Whether a folded word of another language is a word for photos. By its stem only, unless
 * `dictionary`: the table is read where a query is already read as another language's, so that a
 * query of names and English words never loads it.
 */
export function isPhotoWord(word: string, { dictionary = false }: { dictionary?: boolean } = {}): boolean {
  if (word.length < 4 || englishHas(word)) return false;
  if (PHOTO_STEM.test(word)) return true;
  if (!dictionary) return false;
  let found = known.get(word);
  if (found === undefined) {
    found = (wholeWordEnglish(word) ?? []).slice(0, SENSES).some((english) => PICTURE.has(english));
    known.set(word, found);
  }
  return found;
}
