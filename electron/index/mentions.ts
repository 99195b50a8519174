/**
 * @file Whether a text mentions a word as a person means it: case, accents and simple English
 * endings forgiven, as the full-text index's stemmer does. The full-text layer marks which query
 * words each hit has with it, and search's explanations name the field that mentions them. Pure.
 */
import { fold } from "./graph/terms";

/**
 * The word of `text` that matches `word`, forgiving case, accents and simple English endings
 * (as the full-text index's stemmer does), or null.
 */
export function findMention(text: string, word: string): string | null {
  const target = root(fold(word));
  return text.split(TOKEN_GAP).find((token) => token.length > 0 && root(fold(token)) === target) ?? null;
}

/**
 * Which of `words` the text mentions, as `findMention` judges it, with the text folded once: run
 * over every full-text hit of a query (a thousand texts at a million photos), folding each token
 * for each word was a tenth of the query.
 */
export function mentionedWords(text: string, words: string[]): boolean[] {
  const roots = new Set(fold(text).split(TOKEN_GAP).filter((token) => token.length > 0).map(root));
  return words.map((word) => roots.has(root(fold(word))));
}

const TOKEN_GAP = /[^\p{L}\p{N}]+/u;

function root(word: string): string {
  return word.length > 4 ? word.replace(/(ies|es|s|ing|ed|er)$/, "") : word.replace(/s$/, "");
}
