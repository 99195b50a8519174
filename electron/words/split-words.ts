/**
 * @file The one splitting of a free text into words, for every layer that reads words outside the
 * query parser (which reads its own tagged tokens, `search/parsers/query-tokens.ts`): a photo's
 * read text, a suggestion, a memory, an LLM's pseudo memory, a query the parser failed on. A word
 * is a run of letters and digits; the options below are the only ways a reader differs. Pure, and
 * part of the words layer so the index, the search, suggestions and learning all split alike.
 * Folding (case, accents) is not done here: a caller that compares words folds first (`fold`).
 */

export interface SplitOptions {
  /**
   * Keep apostrophes and hyphens after a word's first character ("o'brien", "check-in",
   * "kids'"), for a reader that shows or looks up a word as written: a sign word ("Caffè-Bar")
   * or the words of a query the parser failed on. Off: they part words, as every other
   * punctuation does.
   */
  joined?: boolean;
  /**
   * Digits part words rather than make them, for a reader after words of a language: a sign's
   * word, the word a suggestion quotes from a photo's text, a dictionary gloss's words are
   * letters ("CAFE24" gives "CAFE").
   */
  lettersOnly?: boolean;
}

/** A word and where it stands: `text.slice(start, end)` is `word`. */
export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

const PATTERNS = new Map<string, RegExp>();

function pattern({ joined = false, lettersOnly = false }: SplitOptions): RegExp {
  const key = `${joined} ${lettersOnly}`;
  let found = PATTERNS.get(key);
  if (!found) {
    const letter = lettersOnly ? String.raw`\p{L}` : String.raw`\p{L}\p{N}`;
    found = new RegExp(joined ? `[${letter}][${letter}'’-]*` : `[${letter}]+`, "gu");
    PATTERNS.set(key, found);
  }
  return found;
}

/** The words of `text`, in order, as written (no folding), repeats kept. */
export function wordsOf(text: string, options: SplitOptions = {}): string[] {
  return text.match(pattern(options)) ?? [];
}

/** The words of `text` with where each stands in it, for a reader that marks or blanks them. */
export function wordSpans(text: string, options: SplitOptions = {}): WordSpan[] {
  return [...text.matchAll(pattern(options))].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
}
