/**
 * @file Words as the index and the query compare them: folded, stemmed with Porter2 (Snowball
 * English, the algorithm of the full-text index's stemmer, so a word reaches the same words in the
 * graph as in LanceDB's index: "absurdly" is "absurd" in both), without stopwords; and the
 * character-bigram similarity that forgives typos ("seatle" → "seattle"). Pure, and a layer of its
 * own (`electron/words/`) below every layer that reads words: the library writes a photo's text
 * with it, and the index, the search, suggestions and learning compare words with it.
 *
 * [Note: One folding of words] A word is the same however it is written: case, accents, letters
 * other alphabets spell in two ("Straße", "Œuvre") and the hyphens of a compound ("E-Mail",
 * "CHECK-IN", "T-Shirt") fold away, the same way where a text is indexed (the graph's terms, the
 * full-text column's compounds, a text's mentions) and where a query word is matched, so that
 * "email", "checkin", "tshirt" and "cafe" reach what was written. A hyphenated compound keeps its
 * parts as words too ("check", "shirt"). A compound written apart ("Wi Fi", "check in", "T shirt",
 * "Wi- Fi" where OCR broke the hyphen) is one word as well where WordNet has the two joined or
 * hyphenated ("wifi", "check-in", "t-shirt"): `spacedCompound`.
 */
import porter2 from "wink-porter2-stemmer";
import { eng as STOPWORDS } from "stopword";
import { boundedCache } from "../domain/bounded-cache";
import { hasLemma } from "./wordnet";
import { wordSpans } from "./split-words";
import { CHAT_WORDS } from "./chat-words";

const STOP = new Set([...STOPWORDS, "photo", "photos", "picture", "img", "dsc", "image", "this", "that", "our", "my"]);

/** Letters that are two letters, or a letter with a stroke no decomposition removes. */
const SPELLED_OUT: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ħ: "h", ı: "i", þ: "th", ð: "d" };

/**
 * Lower case without accents, compatibility forms ("ﬁ", full-width letters) or two-letter letters
 * ("straße" → "strasse"); plain ASCII (most text) skips the Unicode decomposition.
 */
export const fold = (text: string) =>
  /^[\x00-\x7f]*$/.test(text)
    ? text.toLowerCase()
    : text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[ßæœøłđħıþð]/g, (c) => SPELLED_OUT[c]!).replace(/’/g, "'");

/** A hyphen (or a dash typed for one) between two letters or digits: the joint of a compound. */
const JOINT = /(?<=[\p{L}\p{N}])[-‐‑‒–](?=[\p{L}\p{N}])/gu;

/** A word as compared: folded, a compound's hyphens taken out ("E-Mail" → "email", "T-Shirt" → "tshirt"). */
export const foldWord = (word: string) => fold(word).replace(JOINT, "");

/** A flight's, train's or form's code: two or three capitals and a number, apart or glued ("LH 2034", "IB3170"). */
const CODE = /\b(\p{Lu}{2,3})( ?)(\d{2,5})\b/gu;

/**
 * Each code a text prints ("LH 2034", "IB3170") with the forms it is not printed in: glued when
 * printed apart, apart when glued, so either way of typing it finds it. Folded.
 */
export function codesIn(text: string): Array<{ said: string; forms: string[] }> {
  return [...text.matchAll(CODE)].map(([said, letters, apart, digits]) => {
    const code = fold(letters!);
    return { said, forms: apart ? [`${code}${digits}`] : [code, digits!] };
  });
}

/** A run of letters and digits joined by hyphens ("e-mail", "check-in", "9-5"), as the text writes it. */
export const COMPOUND = /[\p{L}\p{N}]+(?:[-‐‑‒–][\p{L}\p{N}]+)+/gu;

/**
 * A text's words in the forms an index that splits on hyphens and folds only accents does not
 * make: each compound written as one word ("CHECK-IN" → "checkin"), each word with a two-letter
 * letter spelled out ("Straße" → "strasse"), each code both glued and apart ("LH 2034" →
 * "lh2034"), each chat clipping as its word ("bday" → "birthday"). Folded, without repeats.
 */
export function otherSpellings(text: string): string[] {
  const out = new Set<string>();
  for (const [written] of text.toLowerCase().matchAll(COMPOUND)) {
    const parts = written.split(JOINT);
    // Letters first: "2024-05-01" and "9-5" are a date and hours, not a word; "Alpen-2025" is a name.
    if (/\p{L}/u.test(parts[0]!)) out.add(foldWord(written));
  }
  for (const code of codesIn(text)) for (const form of code.forms) out.add(form);
  for (const [word] of text.toLowerCase().matchAll(/[\p{L}\p{N}]*[ßæœøłđħıþð][\p{L}\p{N}]*/gu)) out.add(fold(word));
  for (const joined of spacedCompounds(text)) out.add(joined);
  // "Lucy's bday", "BBQ": a chat clipping is the word it clips too (`chat-words.ts`).
  for (const [word] of text.toLowerCase().matchAll(/\p{L}+/gu)) if (CHAT_WORDS[word]) out.add(CHAT_WORDS[word]);
  return [...out];
}

/** What stands between two words of a compound written apart: only spaces, or a hyphen beside a space. */
const APART = /^\s+$|^\s*[-‐‑‒–]\s*$/u;

/** Each compound a text writes apart, joined ("Guest Wi Fi" → "wifi"). Folded. */
export function spacedCompounds(text: string): string[] {
  const out: string[] = [];
  const folded = fold(text);
  let before: string | null = null;
  let end = 0;
  for (const token of wordSpans(folded)) {
    const joined = before !== null && APART.test(folded.slice(end, token.start)) ? spacedCompound(before, token.word) : null;
    if (joined && !out.includes(joined)) out.push(joined);
    before = token.word;
    end = token.end;
  }
  return out;
}

/** Pairs already judged: a library writes the same few pairs again and again. */
const compounds = new Map<string, string | null>();
const POS = ["noun", "verb", "adj", "adv"] as const;

/**
 * Two words a person also writes as one, joined ("wi", "fi" → "wifi"; "check", "in" → "checkin"),
 * or null: WordNet has them as one word or hyphenated. Letters only, 4 or more together, and
 * neither part longer than a word people split (a sentence's "some one" is "someone", harmless).
 */
export function spacedCompound(first: string, second: string): string | null {
  if (!/^\p{L}+$/u.test(first) || !/^\p{L}+$/u.test(second) || first.length + second.length < 4 || first.length > 10 || second.length > 10) return null;
  const key = `${first} ${second}`;
  let found = compounds.get(key);
  if (found === undefined) {
    const joined = `${first}${second}`;
    found = POS.some((pos) => hasLemma(joined, pos) || hasLemma(`${first}-${second}`, pos)) ? joined : null;
    if (compounds.size > 100_000) compounds.clear();
    compounds.set(key, found);
  }
  return found;
}

/** Whether WordNet has the word, or its singular, in any part of speech: a dictionary word. */
function dictionaryWord(word: string): boolean {
  return POS.some((pos) => hasLemma(word, pos)) || (/[^s]s$/.test(word) && hasLemma(word.slice(0, -1), "noun"));
}

/** The smallest part of a compound read from a word glued or written apart: "sea", "lake", "tree". */
const PART_LETTERS = 3;
const PART = /^\p{L}{3,}$/u;

/**
 * [Note: Compounds written closed or open] People write a compound as one word or two ("lakehouse"
 * and "lake house", "treehouse" and "tree house") whether or not a dictionary has it either way.
 * Where the query is matched against a photo's words (the full-text search and which words a text
 * mentions, `index/mentions.ts`), a query's neighbouring dictionary words are also asked glued
 * (`gluedCompound`), and a query's word that no dictionary has is also asked as the two dictionary
 * words it is glued from (`compoundParts`). Only the query is read so: any two words of a text
 * could be glued, and the text's words stay as written.
 */
export function gluedCompound(first: string, second: string): string | null {
  const joined = spacedCompound(first, second);
  if (joined || !PART.test(first) || !PART.test(second) || STOP.has(first) || STOP.has(second)) return joined;
  let found = dictionaryWords.get(`${first} ${second}`);
  if (!found) dictionaryWords.set(`${first} ${second}`, (found = { both: dictionaryWord(first) && dictionaryWord(second) }));
  return found.both ? `${first}${second}` : null;
}

/**
 * Pairs and words already judged: a query's words are matched against each of a thousand texts
 * the full-text search found (`index/mentions.ts`).
 */
const dictionaryWords = boundedCache<string, { both: boolean }>(10_000);
const glued = boundedCache<string, { parts: [string, string] | null }>(10_000);

/** The two dictionary words a word no dictionary has is glued from ("lakehouse" → "lake", "house"), or null; see [Note: Compounds written closed or open]. */
export function compoundParts(word: string): [string, string] | null {
  let found = glued.get(word);
  if (!found) glued.set(word, (found = { parts: splitGlued(fold(word)) }));
  return found.parts;
}

function splitGlued(w: string): [string, string] | null {
  if (!/^\p{L}+$/u.test(w) || w.length < 2 * PART_LETTERS + 1 || dictionaryWord(w)) return null;
  for (let at = PART_LETTERS; at <= w.length - PART_LETTERS; at++) {
    const [first, second] = [w.slice(0, at), w.slice(at)];
    if (!STOP.has(first) && !STOP.has(second) && dictionaryWord(first) && dictionaryWord(second)) return [first, second];
  }
  return null;
}

/** A library repeats its words: each is stemmed once. */
const stems = boundedCache<string, string>(200_000);
function stemOf(token: string): string {
  let found = stems.get(token);
  if (found === undefined) {
    found = porter2(token);
    stems.set(token, found);
  }
  return found;
}

/** The stems of the content words of a text, in order, without repeats. */
export function terms(text: string, limit = Infinity): string[] {
  return words(text, limit).map(([stem]) => stem);
}

/**
 * The content words of a text as [stem, word as written (folded)], in order, stems without
 * repeats; a hyphenated compound gives its parts and then itself as one word ("e-mail" → "mail",
 * "email"), a chat clipping itself and then the word it clips ("bday", "birthday").
 */
export function words(text: string, limit = Infinity): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const add = (token: string) => {
    if (token.length < 2 || STOP.has(token) || /^\d+$/.test(token)) return;
    const stem = stemOf(token);
    if (!out.some(([s]) => s === stem)) out.push([stem, token]);
  };
  let last: string | null = null;
  let end = 0;
  for (const match of fold(text).matchAll(/[\p{L}\p{N}]+(?:[-‐‑‒–][\p{L}\p{N}]+)*/gu)) {
    const written = match[0];
    const parts = written.split(JOINT);
    // A compound written apart ("Wi Fi", "Wi- Fi"): its joined form is a word of the text too.
    const gap = match.input.slice(end, match.index);
    const apart = last !== null && APART.test(gap) ? spacedCompound(last, parts[0]!) : null;
    for (const part of parts) if (out.length < limit) add(part);
    // "Lucy's bday": the word a chat clipping clips is a word of the text too (`chat-words.ts`).
    for (const part of parts) if (CHAT_WORDS[part] && out.length < limit) add(CHAT_WORDS[part]);
    if (apart && out.length < limit) add(apart);
    if (parts.length > 1 && out.length < limit) for (const joined of otherSpellings(written)) add(joined);
    if (out.length >= limit) break;
    last = parts.at(-1)!;
    end = match.index + written.length;
  }
  return out;
}

/** A word's stem as the index keys it, folded as [Note: One folding of words] says. */
export const stem = (word: string) => stemOf(foldWord(word));

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
