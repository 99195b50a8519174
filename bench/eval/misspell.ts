/**
 * @file How hurried typists misspell a word: two neighbouring letters swapped, one left out, one
 * doubled. Deterministic given the random stream, and never the word itself, so a typo query
 * always tests spelling tolerance. Benchmark only.
 */

export type Slip = "swap" | "drop" | "double";

/** The word with one slip inside it (the first letter is kept: people rarely miss that one). */
export function misspell(word: string, slip: Slip, next: () => number): string {
  if (word.length < 3) return word + word.at(-1);
  const at = 1 + Math.floor(next() * (word.length - 2));
  const out =
    slip === "swap" ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
    : slip === "drop" ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at + 1) + word[at] + word.slice(at + 1);
  // Swapping two equal letters ("Seattle") changes nothing: double one instead.
  return out === word ? word.slice(0, at + 1) + word[at] + word.slice(at + 1) : out;
}
