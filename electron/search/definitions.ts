/**
 * @file Words of the library that a query word describes rather than names: a memory says
 * "regatta" and WordNet defines a regatta as "a meeting for boat races", so "the boat race" finds
 * it; a guitar is "a stringed instrument usually having six strings", so "the six-string" and
 * "the instrument" do. Synonyms and narrower words (`meanings.ts`) never link these: they sit in
 * other branches of WordNet, tied only by what the dictionary says they are. Siblings are not
 * matched (a couch and a chair are both seats; a rodeo is an exhibition and a zoo houses animals
 * "for exhibition"): a thing of the same kind is another thing.
 *
 * Runs in the engine's process, and only for words nothing else explained (`retrieve.ts`): each
 * library word's definitions are read once and kept, so a second search pays nothing for them.
 */
import { stem } from "../index/graph/terms";
import type { Meaning } from "./meanings";
import { definition, senses, synset, taggedSenses } from "./wordnet";

/** The words said together appear together in its definition ("boat races", "six strings"): nearly what it is. */
const PHRASE = 0.85;
/**
 * The word is what the definition says it is ("a stringed instrument" of a guitar): the thing said
 * more broadly. Said further on it only describes ("underwater animals" of an aquarium, "by an
 * animal" of food), and a single word there ties too much.
 */
const NAMED = 0.78;
/**
 * The words said name the same kind of thing as the library word, and the first of them is in
 * its definition ("animal park" of "the facility where wild animals are housed"): a sibling, told
 * apart by the word that qualifies it. Both must hold, so "rodeo" (an exhibition) is still not a zoo.
 */
const QUALIFIED_KIND = 0.8;
/** Senses of a library word read: its common ones, as people use the word. */
const SENSES = 2;
/**
 * Definition words too general to tie two things by ("a kind of thing used by people"): a query
 * word this common in definitions says nothing of which one was meant.
 */
const TOO_GENERAL = new Set(["thing", "person", "people", "object", "act", "part", "place", "time", "way", "use", "kind", "someone", "something", "group", "area", "unit", "state", "form", "event", "activity", "structure"].map(stem));

const definitionsOf = new Map<string, string[][]>();

/**
 * For each query word, the library words whose definition describes it, best first. Two query
 * words said side by side ("boat race") are matched as a phrase first.
 */
export function describedIn(words: readonly string[], vocabulary: Iterable<string>): Meaning[][] {
  const out: Array<Map<string, number>> = words.map(() => new Map());
  const offer = (w: number, word: string, similarity: number) => {
    if (similarity > (out[w]!.get(word) ?? 0)) out[w]!.set(word, similarity);
  };
  // Only words that name a thing describe one: "get" or "away" are in half of all definitions.
  const things = words.map((w) => thingSense(w) !== null);
  const stems = words.map(stem);
  // Word pairs said as "<qualifier> <thing>", with what the thing is a kind of: read once, not per library word.
  const qualified = words.slice(0, -1).flatMap((_, w) => (things[w + 1] && !TOO_GENERAL.has(stems[w]!) ? [{ w, kinds: kindsOf(words[w + 1]!) }] : []));
  for (const word of vocabulary) {
    const lower = word.toLowerCase();
    if (words.includes(lower)) continue;
    for (const tokens of definitionTokens(lower)) {
      for (let w = 0; w < words.length; w++) {
        if (!things[w]) continue;
        const at = tokens.indexOf(stems[w]!);
        if (at >= 0 && w + 1 < words.length && tokens[at + 1] === stems[w + 1]) {
          offer(w, lower, PHRASE);
          offer(w + 1, lower, PHRASE);
        } else if (at >= 0 && at < genusEnd(tokens) && !TOO_GENERAL.has(stems[w]!)) offer(w, lower, NAMED);
      }
    }
    // "animal park" of a zoo: a park is a facility as a zoo is, and animals are in what a zoo is.
    for (const { w, kinds } of qualified) {
      if (kindsOfLibraryWord(lower).some((sense) => sense.tokens.includes(stems[w]!) && [...sense.kinds].some((k) => kinds.has(k)))) {
        offer(w, lower, QUALIFIED_KIND);
        offer(w + 1, lower, QUALIFIED_KIND);
      }
    }
  }
  return out.map((found) => [...found].map(([word, similarity]) => ({ word, similarity })).sort((a, b) => b.similarity - a.similarity));
}

/** Where a definition's opening noun phrase ends: at its first preposition or relative word. */
function genusEnd(tokens: string[]): number {
  const at = tokens.findIndex((t, i) => i > 0 && GENUS_ENDS.has(t));
  return at < 0 ? tokens.length : at;
}
const GENUS_ENDS = new Set(["of", "for", "with", "in", "on", "at", "by", "from", "to", "that", "which", "who", "where", "when", "use", "used", "usual", "especi", "and", "or", "as", "typic", "often"].map(stem));

/** The stems of a word's common definitions, each in order. */
function definitionTokens(word: string): string[][] {
  let found = definitionsOf.get(word);
  if (found) return found;
  const keys = senses(word.replace(/ /g, "_"), "noun");
  // A word never seen in use keeps its first sense only: "nara" the shrub is not worth two.
  const read = keys.slice(0, Math.max(1, Math.min(SENSES, taggedSenses(word, "noun"))));
  found = read.filter((key) => !synset(key).instance).map(definitionOf);
  if (definitionsOf.size > 50_000) definitionsOf.clear();
  definitionsOf.set(word, found);
  return found;
}

/** What a sense is a kind of: its broader senses' words and its definition's opening noun, as stems. */
function kindsOfSense(key: string): Set<string> {
  const sense = synset(key);
  const tokens = definitionOf(key);
  const kinds = new Set(sense.broader.flatMap((b) => synset(b).words).filter((w) => !w.includes("_")).map(stem));
  const end = genusEnd(tokens);
  if (end > 0) kinds.add(tokens[end - 1]!);
  for (const general of TOO_GENERAL) kinds.delete(general);
  return kinds;
}

const definitionOf = (key: string) => definition(key).toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem);

/** The kinds of thing a query word's common senses are. */
function kindsOf(word: string): Set<string> {
  const keys = [word, word.replace(/(?<=[^s])s$/, "")].flatMap((form) => senses(form, "noun").slice(0, KIND_SENSES));
  return new Set(keys.filter((key) => !synset(key).instance).flatMap((key) => [...kindsOfSense(key)]));
}

const libraryKinds = new Map<string, Array<{ tokens: string[]; kinds: Set<string> }>>();

/** Each of a library word's common senses: its definition's stems and what it is a kind of. */
function kindsOfLibraryWord(word: string): Array<{ tokens: string[]; kinds: Set<string> }> {
  let found = libraryKinds.get(word);
  if (found) return found;
  const keys = senses(word.replace(/ /g, "_"), "noun").slice(0, KIND_SENSES).filter((key) => !synset(key).instance);
  found = keys.map((key) => ({ tokens: definitionOf(key), kinds: kindsOfSense(key) }));
  if (libraryKinds.size > 50_000) libraryKinds.clear();
  libraryKinds.set(word, found);
  return found;
}
/** Senses read for what a word is a kind of: a picnic is a meal only in its third. */
const KIND_SENSES = 3;

/** A query word's first noun sense, when it names a thing ("races" → race); verbs and names have none. */
function thingSense(word: string): string | null {
  for (const form of [word, word.replace(/(?<=[^s])s$/, "")]) {
    const first = senses(form, "noun")[0];
    if (first && taggedSenses(form, "noun") > 0 && !synset(first).instance) return first;
  }
  return null;
}
