/**
 * @file A word of another language said among English ones means what its dictionary says it
 * means: "sunset at the playa" reaches the beach photos, "the gato sleeping" the cats the
 * detector saw, "dinner at the restaurante" a memory of a restaurant. People who live in two
 * languages say their own word for a thing, and the library names what it sees and what it is
 * told in English. The word as typed still finds what says it so (a memory "en la playa", a sign).
 *
 * Runs in retrieval (`retrieve.ts`), for a query word WordNet has no meanings for. A query mostly
 * in another language is read into English by the parser first (`parsers/foreign-query.ts`); this
 * is for the one word that query reader leaves, as it reads only where two words say the language.
 * The English is FreeDict's (`index/graph/foreign-words.ts`), a word's first two senses, and what
 * WordNet says each means, a little weaker than the sense itself. Not for a word the person's own
 * memories say among English words ("masala dosa at MTR"), in a library with no photo taken where
 * the dictionary's language is spoken: that is a word of their English, a dish, whatever Swedish
 * makes of it ("box"). "ouma" in the memories of someone who takes photos in South Africa is
 * Afrikaans' granny.
 */
import { languagesOf, wholeWordEnglish } from "../index/graph/foreign-words";
import type { LibraryIndex } from "../index/library-index";
import { fold } from "../words/terms";
import { ENGLISH_LITTLE, LISTS, type DictionaryLanguage } from "../words/little-words";
import { allCountries } from "../library/places/countries";
import type { Meant } from "../index/graph/semantic-graph";
import { meaningsOf } from "./meanings";

/** How surely a word means its dictionary's first English: as a WordNet synonym of a second sense. */
const FIRST_SENSE = 0.92;
/** Each later sense a little less. */
const SENSE_DECAY = 0.04;
/** Senses a word's meanings are read from: past these, a dictionary's senses are rarer uses. */
const SENSES = 2;
/** The fewest letters of a word read so: shorter ones are as often another language's, or an abbreviation. */
const MIN_LETTERS = 4;

/** What a word of another language means in English, or nothing for an English word or one the dictionary lacks. */
export function foreignMeanings(word: string): Meant[] {
  if (word.length < MIN_LETTERS) return [];
  const english = wholeWordEnglish(word);
  if (!english) return [];
  const best = new Map<string, number>();
  const offer = (said: string, similarity: number) => {
    if (similarity > (best.get(said) ?? 0)) best.set(said, similarity);
  };
  english.slice(0, SENSES).forEach((sense, rank) => {
    const similarity = FIRST_SENSE - SENSE_DECAY * rank;
    // "house of worship": a phrase's last word is the thing it names.
    const head = sense.split(" ").at(-1)!;
    offer(head, similarity);
    for (const meant of meaningsOf(head)) offer(meant.word, meant.similarity * similarity);
  });
  return [...best].map(([said, similarity]) => ({ word: said, similarity }));
}

/** The memories read for the language they say a word in, at most. */
const MOST_READ = 20;
/** The memories read for the language a library's are written in, at most. */
const LIBRARY_SAMPLE = 200;
/** English words that say a sentence is English: its function words, not "a" or "i", which other languages write too. */
const ENGLISH_CUES: ReadonlySet<string> = new Set([...ENGLISH_LITTLE].filter((w) => w.length > 1));

/**
 * Whether the person's memories say `word` among English: one that says it with English function
 * words ("dosa with Appa at MTR"), or, where those that say it have none ("Vidyarthi Bhavan masala
 * dosa"), a library whose memories are mostly English. "tarde en la playa" says it in Spanish.
 */
export function saidInTheirEnglish(word: string, index: LibraryIndex): boolean {
  const wanted = fold(word);
  let read = 0;
  let unsure = false;
  for (const entity of index.graph.namedBy(word, "memory")) {
    for (const n of entity.photos()) {
      if (read++ >= MOST_READ) return unsure && writesEnglish(index);
      const id = index.facts(n)?.id;
      for (const text of id === undefined ? [] : index.memoriesOf(id)) {
        const words: string[] = fold(text).match(/\p{L}+/gu) ?? [];
        if (!words.includes(wanted)) continue;
        if (words.some((w) => ENGLISH_CUES.has(w))) return true;
        unsure = true;
      }
    }
  }
  return unsure && writesEnglish(index);
}

const librariesInEnglish = new WeakMap<LibraryIndex, { generation: number; english: boolean }>();

/** Whether at least two in three of the library's memories (a sample) are English by their function words. */
function writesEnglish(index: LibraryIndex): boolean {
  const known = librariesInEnglish.get(index);
  if (known?.generation === index.generation) return known.english;
  let english = 0;
  let read = 0;
  for (const id of index.photosWithMemories().slice(0, LIBRARY_SAMPLE)) {
    for (const text of index.memoriesOf(id)) {
      read++;
      if ((fold(text).match(/\p{L}+/gu) ?? []).some((w) => ENGLISH_CUES.has(w))) english++;
    }
  }
  const found = read > 0 && english * 3 >= read * 2;
  librariesInEnglish.set(index, { generation: index.generation, english: found });
  return found;
}

/** Whether the library has a photo taken in a country where a language the word is a word of is spoken. */
export function spokenWhereTaken(word: string, index: LibraryIndex): boolean {
  // The dictionaries' languages (ISO 639-1) as world-countries names them (ISO 639-3).
  const languages = (languagesOf(fold(word)) ?? []).flatMap((code) => (Object.hasOwn(LISTS, code) ? [LISTS[code as DictionaryLanguage]] : []));
  if (!languages.length) return false;
  const taken = index.countriesTaken();
  return allCountries().some((country) => taken.has(country.code) && country.languages.some((language) => languages.includes(language)));
}
