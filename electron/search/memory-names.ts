/**
 * @file The words the user's memories write only as someone's name: "Rose" in "lunch with Rose",
 * "Pepper" in "Pepper and me at the dog park". What a query word means (WordNet's synonyms and
 * kinds, `meanings.ts`; what definitions say, `definitions.ts`) never reaches them: "food" means
 * pepper and rose hips, not the people called so. The word itself still does ("Rose" finds Rose).
 *
 * Runs in the engine's process, in the search layer, beside the parser's given-name lists; read
 * from the memories once per library generation.
 */
import type { LibraryIndex } from "../index/library-index";
import { fold, stem } from "../words/terms";
import { lookUpPlace } from "../library/places/gazetteer";
import { senses } from "../words/wordnet";
import { isTimeWord } from "./alias-words";
import { isGivenName } from "../words/first-names";
import { givenNameTyped } from "../words/ages-reached";
import { englishHas } from "../words/english-word";
import { inDictionary } from "./meanings";
import { namesAnOccasion } from "./moments";

/**
 * A word capitalised mid-sentence that no list of given names has, yet names someone: a pet or a
 * relative called by a thing's or a relation's word ("Rory and Bramble, the spaniels", "the coins
 * Mum inherited"). Not a day, a month or a holiday ("our first Christmas"), nor a place the
 * gazetteer knows: those are capitalised as themselves.
 */
function namesSomeone(word: string): boolean {
  // Only a thing's word: the meanings that reach a word are WordNet's, and a name or a brand it
  // lacks ("Wi-Fi", "Tomek") is reached by its spellings alone, which a name does not stop.
  // Written as a name is, its first letter alone capital: "WiFi", "iPhone", "LEGO" are written as brands are.
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const folded = fold(word);
  return senses(folded, "noun").length > 0 && !isTimeWord(folded) && lookUpPlace(word) === null;
}

/**
 * The stems of the words `memories` write as a name — capitalised where no sentence starts and no
 * time or place (`namesSomeone`), or the first name of one of `people`; or capitalised anywhere and
 * one of `people` — and never otherwise, small ("a rose from the garden" keeps "rose" a word).
 */
export function namesOnlyIn(memories: Iterable<string>, people: readonly string[]): Set<string> {
  const known = firstNamesOf(people);
  const named = new Set<string>();
  const worded = new Set<string>();
  for (const memory of memories) {
    for (const { folded, as } of wordsAsWritten(memory, known)) {
      if (as === "name") named.add(folded);
      else if (as === "word") worded.add(folded);
    }
  }
  return new Set([...named].filter((word) => !worded.has(word)).map(stem));
}

/** The folded first names of `people`: a memory may write them first in a sentence and they are still names. */
export function firstNamesOf(people: readonly string[]): Set<string> {
  return new Set(people.map((name) => fold(name).split(" ")[0]!));
}

/** One word of a memory and how it is written there. */
export interface WrittenWord {
  word: string;
  folded: string;
  /** Where the word starts in the memory. */
  at: number;
  /**
   * Written as a name (`namesOnlyIn`), small as a word, capitalised first in a sentence (which says
   * nothing), or capitalised mid-sentence as no name or word this project knows is.
   */
  as: "name" | "word" | "start" | "capital";
}

/**
 * The words of one memory and how each is written: a name where capitalised mid-sentence and a
 * given name or a thing's word no place or time explains (`namesSomeone`), or anywhere where one of
 * `known`; a word where written small.
 */
export function wordsAsWritten(memory: string, known: ReadonlySet<string>): WrittenWord[] {
  const out: WrittenWord[] = [];
  let sentenceStart = true;
  for (const match of memory.matchAll(/\p{L}+|[.!?]/gu)) {
    const word = match[0];
    if (/^[.!?]$/.test(word)) {
      sentenceStart = true;
      continue;
    }
    const folded = fold(word);
    let as: WrittenWord["as"] = sentenceStart ? "start" : "capital";
    if (/^\p{Lu}\p{Ll}/u.test(word)) {
      // A part of a hyphened word ("Wi-Fi", "Jean-Luc") is the whole word's: only a given name says it is a name.
      const joined = memory[match.index! - 1] === "-" || memory[match.index! + word.length] === "-";
      if (known.has(folded) || (!sentenceStart && (isGivenName(word) || (!joined && namesSomeone(word))))) as = "name";
    } else if (/^\p{Ll}/u.test(word)) as = "word";
    out.push({ word, folded, at: match.index!, as });
    sentenceStart = false;
  }
  namesWrittenSmall(memory, out);
  return out;
}

/**
 * Marks as names the given names a memory writes small where only a name stands: beside another
 * name ("tom and aishas wedding", a word no dictionary has), or owning an occasion ("rose's
 * birthday", "jacks christening"). Phones write whole memories small, and "tom" is also a male cat.
 */
function namesWrittenSmall(memory: string, words: WrittenWord[]): void {
  const owns = (at: number) => {
    const word = words[at]!;
    const marked = /^['’]s\b/u.test(memory.slice(word.at + word.word.length));
    const next = words[at + (marked ? 2 : 1)];
    return next !== undefined && namesAnOccasion(next.folded) && (marked ? isGivenName(word.folded) : givenNameTyped(word.folded) !== null);
  };
  const sure = words.map((word, at) => word.as === "name" || (word.as === "word" && (surelyAName(word.folded) || owns(at))));
  const gap = (a: WrittenWord, b: WrittenWord) => memory.slice(a.at + a.word.length, b.at);
  // The name joined to the word at `at`, on one side: "tom and aisha", "tom n aisha", "tom & aisha".
  const joined = (at: number, step: 1 | -1) => {
    const next = words[at + step];
    if (next === undefined) return false;
    if (/^\s*&\s*$/.test(step === 1 ? gap(words[at]!, next) : gap(next, words[at]!))) return sure[at + step]!;
    return AND.has(next.folded) && sure[at + 2 * step] === true;
  };
  words.forEach((word, at) => {
    if (word.as === "word" && givenNameTyped(word.folded) !== null && (sure[at] || joined(at, 1) || joined(at, -1))) word.as = "name";
  });
}
/** The words that join two names: "tom and aisha", "mum n dad". */
const AND = new Set(["and", "n"]);

/**
 * A word written small that is surely a name: a given name no dictionary has as a word ("becca",
 * "siobhans"), or a word English lacks altogether ("aisha", "priya": the given-name lists are of
 * English-speaking countries' commonest names).
 */
function surelyAName(folded: string): boolean {
  const name = givenNameTyped(folded);
  return name !== null ? !inDictionary(name) : folded.length >= 3 && !englishHas(folded);
}

const cached = new WeakMap<LibraryIndex, { generation: number; names: Set<string> }>();

/** `namesOnlyIn` of the library's memories and people, kept until the library changes. */
export function namesInMemories(index: LibraryIndex): ReadonlySet<string> {
  const hit = cached.get(index);
  if (hit?.generation === index.generation) return hit.names;
  const memories = index.photosWithMemories().flatMap((id) => index.memoriesOf(id));
  const names = namesOnlyIn(memories, index.parseContext().people.map((p) => p.name));
  cached.set(index, { generation: index.generation, names });
  return names;
}
