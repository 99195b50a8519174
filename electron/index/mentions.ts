/**
 * @file Whether a text mentions a word as a person means it: case, accents, a compound's hyphens
 * ([Note: One folding of words], `words/terms.ts`) and simple English endings forgiven, as the
 * full-text index's stemmer does. The full-text layer marks which query words each hit has with
 * it, and search's explanations name the field that mentions them. Pure.
 */
import { COMPOUND, compoundParts, gluedCompound, otherSpellings, fold, foldWord, stem } from "../words/terms";
import { wordsOf } from "../words/split-words";

/**
 * The word of `text` that matches `word`, forgiving case, accents and simple English endings
 * (as the full-text index's stemmer does), or null.
 */
export function findMention(text: string, word: string): string | null {
  if (NUMBER.test(word)) return ownNumber(word).test(text) ? word : null;
  const parts = partsOf(word);
  const tokens = wordsOf(fold(text));
  if (parts.length > 1 && inSequence(tokens, parts)) return word;
  // "lakehouse" is mentioned by "Lake House": [Note: Compounds written closed or open].
  const glued = compoundParts(word);
  if (glued && inSequence(tokens.map(stem), glued.map(stem))) return word;
  const target = root(foldWord(word));
  // "email" is mentioned by "E-Mail": the text's compounds are words of it too.
  return [...wordsOf(text), ...text.match(COMPOUND) ?? []].find((token) => root(foldWord(token)) === target) ?? null;
}

/**
 * Which of `words` the text mentions, as `findMention` judges it, with the text folded once: run
 * over every full-text hit of a query (a thousand texts at a million photos), folding each token
 * for each word would be a tenth of the query.
 */
export function mentionedWords(text: string, words: string[]): boolean[] {
  const tokens = wordsOf(fold(text));
  const roots = new Set([...tokens, ...otherSpellings(text)].map(root));
  let stemmed: string[] | null = null;
  const stems = () => (stemmed ??= tokens.map(stem));
  const mentioned = words.map((word) => {
    if (NUMBER.test(word)) return ownNumber(word).test(text);
    const parts = partsOf(word);
    const glued = compoundParts(word);
    return (parts.length > 1 && inSequence(tokens, parts)) || roots.has(root(foldWord(word))) || (glued !== null && inSequence(stems(), glued.map(stem)));
  });
  // Two words of the query that are one written apart ("wi fi", "lake house") are mentioned by the one ("WiFi", "lakehouse").
  for (const [w, joined] of joinedPairs(words)) if (roots.has(root(joined))) mentioned[w] = mentioned[w + 1] = true;
  return mentioned;
}

/** Neighbouring words of a query that people also write as one ("wi fi" → [0, "wifi"], "lake house" → [0, "lakehouse"]): `gluedCompound`. */
export function joinedPairs(words: string[]): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  for (let w = 0; w + 1 < words.length; w++) {
    const joined = gluedCompound(fold(words[w]!), fold(words[w + 1]!));
    if (joined) out.push([w, joined]);
  }
  return out;
}

/** A number said as digits ("2", "42"). */
export const NUMBER = /^\d+$/;

/**
 * A number is mentioned by itself standing alone ("PLAYER 2", "No 2.", "2 FOR 1"), or as a whole
 * amount ("12.00", "12,00", "12.-": a price of 12), not by a piece of a price, a time, a decimal or
 * a fraction ("2.50", "2:30", "1/2"), which the full-text index splits at its marks, nor by a
 * longer number or a code ("12", "226", "B2").
 */
function ownNumber(number: string): RegExp {
  let pattern = OWN_NUMBER.get(number);
  if (!pattern) OWN_NUMBER.set(number, (pattern = new RegExp(`(?<![\\p{L}\\p{N}.,:/])${number}(?:[.,](?:00|-{1,2})(?!\\p{N}))?(?![\\p{L}\\p{N}]|[.,:/]\\p{N})`, "u")));
  return pattern;
}
const OWN_NUMBER = new Map<string, RegExp>();

/** "9.70", "e-mail": a word written with marks inside is its pieces, one after another in the text. */
function partsOf(word: string): string[] {
  return wordsOf(fold(word));
}

function inSequence(tokens: string[], parts: string[]): boolean {
  for (let i = 0; i + parts.length <= tokens.length; i++) if (parts.every((part, k) => tokens[i + k] === part)) return true;
  return false;
}


function root(word: string): string {
  return word.length > 4 ? word.replace(/(ies|es|s|ing|ed|er)$/, "") : word.replace(/s$/, "");
}
