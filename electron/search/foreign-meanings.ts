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
 * WordNet says each means, a little weaker than the sense itself.
 */
import { wholeWordEnglish } from "../index/graph/foreign-words";
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
