/**
 * @file Words as the semantic graph compares them: accent- and case-folded, stemmed with Porter2
 * (Snowball English, the algorithm of the full-text index's stemmer, so a word reaches the same
 * words in the graph as in LanceDB's index: "absurdly" is "absurd" in both), without stopwords;
 * and the character-bigram similarity that forgives typos ("seatle" → "seattle"). Pure.
 */
import porter2 from "wink-porter2-stemmer";
import { eng as STOPWORDS } from "stopword";

const STOP = new Set([...STOPWORDS, "photo", "photos", "picture", "img", "dsc", "image", "this", "that", "our", "my"]);

/** Lower case without accents; plain ASCII (most text) skips the Unicode decomposition. */
export const fold = (text: string) => (/^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/’/g, "'"));

/** A library repeats its words: each is stemmed once. */
const stems = new Map<string, string>();
function stemOf(token: string): string {
  let found = stems.get(token);
  if (found === undefined) {
    found = porter2(token);
    if (stems.size > 200_000) stems.clear();
    stems.set(token, found);
  }
  return found;
}

/** The stems of the content words of a text, in order, without repeats. */
export function terms(text: string, limit = Infinity): string[] {
  return words(text, limit).map(([stem]) => stem);
}

/** The content words of a text as [stem, word as written (folded)], in order, stems without repeats. */
export function words(text: string, limit = Infinity): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const token of fold(text).split(/[^\p{L}\p{N}]+/u)) {
    if (token.length < 2 || STOP.has(token) || /^\d+$/.test(token)) continue;
    const stem = stemOf(token);
    if (!out.some(([s]) => s === stem)) out.push([stem, token]);
    if (out.length >= limit) break;
  }
  return out;
}

export const stem = (word: string) => stemOf(fold(word));

export function bigrams(word: string): string[] {
  const padded = ` ${word} `;
  const out: string[] = [];
  for (let i = 0; i < padded.length - 1; i++) out.push(padded.slice(i, i + 2));
  return out;
}

/** Dice's coefficient over character bigrams: 1 for the same word, ≈ 0.9 for one typo in a long word. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const left = bigrams(a);
  const right = new Map<string, number>();
  for (const gram of bigrams(b)) right.set(gram, (right.get(gram) ?? 0) + 1);
  let shared = 0;
  for (const gram of left) {
    const n = right.get(gram);
    if (n) {
      shared++;
      right.set(gram, n - 1);
    }
  }
  return (2 * shared) / (left.length + bigrams(b).length);
}
