/**
 * @file How people misspell, and which known word they meant: Damerau–Levenshtein distance (a
 * swapped pair of letters is one slip: "reciepts", "Pairs"), bounded by the word's length so short
 * words are not read as other short words, with a phonetic key (Double Metaphone) to break ties
 * ("Kioto" sounds like "Kyoto"). Used by the semantic graph against the library's vocabulary and
 * by the parser against people, places and kinds. Pure.
 */
import damerauLevenshtein from "damerau-levenshtein";
import { doubleMetaphone } from "double-metaphone";

/** Edits forgiven in a word of this length: none up to 3 letters, one up to 7, two from 8. */
export function editsAllowed(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

export function editDistance(a: string, b: string): number {
  return damerauLevenshtein(a, b).steps;
}

/** Whether `typed` is within the slips its length allows of `known` (both folded). */
export function isSlipOf(typed: string, known: string): boolean {
  const allowed = editsAllowed(Math.min(typed.length, known.length));
  return allowed > 0 && Math.abs(typed.length - known.length) <= allowed && editDistance(typed, known) <= allowed;
}

/** The candidate `typed` most likely meant, or null: fewest edits, then the same sound, then the first given. */
export function closestSpelling<T>(typed: string, candidates: Iterable<T>, spelling: (candidate: T) => string): T | null {
  let best: { candidate: T; distance: number; sounds: boolean } | null = null;
  let sound: string[] | null = null;
  for (const candidate of candidates) {
    const known = spelling(candidate);
    if (!isSlipOf(typed, known)) continue;
    const distance = editDistance(typed, known);
    sound ??= doubleMetaphone(typed);
    const [primary, secondary] = doubleMetaphone(known);
    const sounds = sound.includes(primary) || sound.includes(secondary);
    if (!best || distance < best.distance || (distance === best.distance && sounds && !best.sounds)) best = { candidate, distance, sounds };
  }
  return best?.candidate ?? null;
}
