/**
 * @file Who a memory speaks of without naming them, read from who is in its photo. "mum visiting
 * us in Moda", written on a photo where one person is tagged, tells that she is the user's mother;
 * "Minnie spilled her tea", on a photo of Kim Min-ji, tells that Minnie is what the user calls her.
 * People tag photos with formal names and then write and search with the words they use at home,
 * so a relation or a nickname said once in a memory should reach every photo of that person, as
 * `told-relations.ts` does for a relation said with a name ("my brother Sam").
 *
 * Runs in the engine's process, in the search layer, with `told-relations.ts`, once per library
 * generation. Each reading is narrow, since a wrong one moves every photo of a person:
 * - A relation is read only where the photo has exactly one person, the memory names nobody, and
 *   the word is the user's own: after "my" or "our" ("my niece learning to ride"), or one of the
 *   words a parent or grandparent is called by, which are said bare ("mum", "grandma", "abuela",
 *   "엄마"). A relation of the other sex than the person's given name is not theirs.
 * - A nickname is a capitalised word that names no one yet, no English word, relation or place,
 *   on a photo where exactly one person's name starts as it does ("Defo" of Defne; three letters
 *   where the word is a given name of its own, so "Mike" is not Mia's), and not said as where or
 *   as a thing's name: after a word of place or an article ("at the Lalbagh flower show").
 * - A word said as someone is, in no language's dictionary the library reads ("Amma", "Appa",
 *   "Koro": what the user calls a parent or grandparent at home), is what the user calls the one
 *   person in every photo whose memory says it: at least two such memories, one with that person
 *   alone, and never said after a word of place ("at Basavanagudi" is where; "at Amma's" is her home).
 * - Memories that disagree cancel: a word said of two people, or a relation two people were
 *   given as often, is read as neither's.
 */
import { fold } from "../words/terms";
import { englishHas } from "../words/english-word";
import { wholeWordEnglish } from "../index/graph/foreign-words";
import { RELATION_WORDS, SEX_OF_RELATION, relationOf } from "./parsers/english-words";
import { isGivenName, sexOfName } from "../words/first-names";
import { koreanKin } from "./parsers/script-query";
import { mayNameHoliday } from "./holidays";
import { tagMemory, type Tagged } from "./parsers/tagger";
import { boundedCache } from "../domain/bounded-cache";
import { littleWordInEnglish, memoryLanguage } from "./parsers/foreign-query";

/** A memory and the people tagged in its photo (their names as the library holds them). */
export interface MemoryBeside {
  text: string;
  people: readonly string[];
}

export interface SaidBeside {
  /** Each person a memory gave a relation: their name, and the relation. */
  relations: Array<{ name: string; relation: string }>;
  /** Each name a memory calls a person by: their name, and the form ("Minnie"). */
  calledBy: Array<{ name: string; form: string }>;
}

const canonicalOf = relationOf;

/** The relations whose words are said bare, as a name is: "mum is here", "at grandma's". */
const SAID_AS_NAMES = new Set(["mother", "father", "grandmother", "grandfather"]);
/** The formal words of those, which are not said as a name ("mother of the bride"). */
const FORMAL = new Set(["mother", "father", "grandmother", "grandfather", "old lady", "old man", "ma", "pa", "pop", "pops"]);
/** The words that make a relation the user's own. */
const POSSESSIVES = new Set(["my", "our"]);
/** How many first letters a nickname shares with the name it is of; more where the nickname is a given name of its own. */
const SHARED_START = 2;
const SHARED_START_GIVEN = 3;

/** Words before a place's name: a word said after one is where, not who. */
const PLACE_WORDS = new Set(["at", "in", "near", "from", "to", "around", "into", "towards", "via", "outside", "inside"]);

/** Words before a name that make it a place's or a thing's. */
const ARTICLES = new Set(["the", "a", "an"]);

/** Words before a relation that make it someone else's: "her mum", "Defne's grandma", "the mother of". */
const SOMEONE_ELSES = new Set(["'s", "’s", "her", "his", "their", "your", "the", "a", "an"]);

/**
 * The relation a word of the memory says the user has, or null: an English relation word after
 * "my"/"our" (a describing word or two between: "my little brother"), one said as a name, a Korean
 * kin word, or another language's word whose first sense in the dictionary is a parent or
 * grandparent ("abuela", "babcia", "nonna").
 */
function relationAt(tokens: readonly Tagged[], words: readonly string[], i: number): string | null {
  const word = words[i]!;
  const english = canonicalOf(word);
  if (english) {
    let before = i - 1;
    while (before >= i - 2 && tokens[before]?.pos === "ADJ") before--;
    if (POSSESSIVES.has(words[before] ?? "")) return english;
    return SAID_AS_NAMES.has(english) && !FORMAL.has(word) && !SOMEONE_ELSES.has(words[i - 1] ?? "") ? english : null;
  }
  // Folding takes Hangul apart into its letters: the word as written is looked up.
  const korean = koreanKin(tokens[i]!.text);
  if (korean) return canonicalOf(korean) ?? null;
  const first = foreignSenses(word)?.[0];
  const relation = first ? canonicalOf(fold(first)) : undefined;
  return relation && SAID_AS_NAMES.has(relation) ? relation : null;
}

/** A word of another language's senses in English, or null: no name is one. */
function foreignSenses(word: string): string[] | null {
  return word.length < 4 || englishHas(word) ? null : wholeWordEnglish(word);
}

/**
 * The relations a memory says the user has, as `relationAt` reads them: "with my sister at the
 * lake" says a sister, "mum visiting" a mother; "Leah's sister's wedding" says none of the user's.
 */
export function relationsSaidAsOwn(memory: string): ReadonlySet<string> {
  // Asked of a memory again for each full-text and graph hit of "my sister": tagged once.
  let said = ownRelations.get(memory);
  if (!said) {
    const tokens = tagMemory(memory);
    const words = tokens.map((t) => fold(t.text));
    ownRelations.set(memory, (said = new Set(words.flatMap((_, i) => relationAt(tokens, words, i) ?? []))));
  }
  return said;
}

const ownRelations = boundedCache<string, ReadonlySet<string>>(4_000);

/** Whether a person's given name is of the other sex than the relation is said of. */
function otherSex(name: string, relation: string): boolean {
  const sex = SEX_OF_RELATION[relation];
  const first = name.split(/\s+/)[0]!;
  const theirs = sexOfName(first);
  return Boolean(sex && theirs && theirs !== sex);
}

/** The starts of a person's names a nickname may share: each part, hyphened parts joined too ("Min-ji": min, ji, minji). */
function nameParts(name: string): string[] {
  const folded = fold(name);
  return [...new Set([...folded.split(/[\s-]+/), ...folded.split(/\s+/).map((part) => part.replace(/-/g, ""))])].filter((part) => part.length >= 2);
}

/** One vote per memory: `key` said of `name`; a key said of two people is said of neither. */
function tally(votes: Map<string, Map<string, number>>, key: string, name: string): void {
  const counts = votes.get(key) ?? new Map<string, number>();
  counts.set(name, (counts.get(name) ?? 0) + 1);
  votes.set(key, counts);
}

/** The one name with the most votes, or null on a tie. */
function winner(counts: Map<string, number>): string | null {
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  return sorted.length === 1 || sorted[0]![1] > sorted[1]![1] ? sorted[0]![0] : null;
}

/** What the library knows besides the memories. */
export interface BesideContext {
  /** Whether a word is a place the library knows. */
  isPlace?: (word: string) => boolean;
  /** Whether a memory tells a relation with a name ("my brother Sam": `told-relations.ts`), and so speaks of whom it names. */
  tellsRelation?: (memory: string) => boolean;
}

/** What the memories say of the people in their photos. `people`: the library's people. */
export function saidBeside(memories: readonly MemoryBeside[], people: ReadonlyArray<{ name: string }>, { isPlace = () => false, tellsRelation = () => false }: BesideContext = {}): SaidBeside {
  const known = new Set<string>();
  for (const person of people) for (const part of nameParts(person.name)) known.add(part);
  const relationVotes = new Map<string, Map<string, number>>();
  const formVotes = new Map<string, Map<string, number>>();
  /** Per word said as someone is: the people in each photo whose memory says it, and whether one said it as a place. */
  const saidWith = new Map<string, { there: Array<readonly string[]>; asPlace: boolean }>();
  for (const { text, people: there } of memories) {
    if (!there.length) continue;
    const tokens = tagMemory(text);
    const words = tokens.map((t) => fold(t.text));
    // "Hochzeit im Seehaus", "pique-nique au Moulin": a memory in another language says where and "the" with its own little words.
    const language = memoryLanguage(text);
    const before = (i: number) => littleWordInEnglish(language, words[i - 1] ?? "")?.split(" ") ?? [words[i - 1] ?? ""];
    // A word of another language is capitalised where it starts a sentence of that language, and is
    // no name there; in a memory written in English, a word English lacks is a name wherever it stands.
    const inEnglish = words.filter((w) => englishHas(w)).length * 2 >= words.filter((w) => /^\p{L}{2,}$/u.test(w)).length;
    const starts = (i: number) => !inEnglish && (i === 0 || /^[.!?]$/.test(tokens[i - 1]!.text));
    // "Defo'nun": a name with the suffix some languages join to it by an apostrophe.
    const bare = tokens.map((t) => t.text.replace(/['’]\p{Ll}+$/u, ""));
    const isName = bare.map((said, i) => {
      const word = fold(said);
      // A holiday's name is capitalised and in no English dictionary, and no one's name: "Rohit's last Diwali" is not Divya.
      return /^\p{Lu}\p{Ll}+$/u.test(said) && !englishHas(word) && !RELATION_WORDS.has(word) && !(starts(i) && foreignSenses(word)) && !mayNameHoliday(word);
    });
    const names = bare.filter((_, i) => isName[i]);
    // A memory that names someone by a name the library has speaks of them, not of whoever is tagged.
    const namesSomeone = names.some((said) => known.has(fold(said))) || tellsRelation(text);
    if (there.length === 1 && !namesSomeone) {
      const relations = new Set(words.map((_, i) => relationAt(tokens, words, i)).filter((r): r is string => r !== null));
      // "mum and dad came over": two relations, one person tagged, and which is which is not said.
      if (relations.size === 1) {
        const [relation] = relations;
        if (!otherSex(there[0]!, relation!)) tally(relationVotes, relation!, there[0]!);
      }
    }
    bare.forEach((said, i) => {
      const form = fold(said);
      if (!isName[i] || form.length < 3 || known.has(form) || isPlace(said)) return;
      // "at Amma's" is at her home: a possessive after the word of place is still someone.
      const possessive = /^['’]s$/.test(tokens[i + 1]?.text ?? "");
      const asPlace = PLACE_WORDS.has(before(i)[0]!) && !possessive;
      // "at the Lalbagh flower show", "a Koshy's plum cake": a name after an article names a place or a thing, not whom one calls by it.
      const asThing = ARTICLES.has(before(i).at(-1)!);
      const shared = isGivenName(form) ? SHARED_START_GIVEN : SHARED_START;
      const whose = there.filter((name) => nameParts(name).some((part) => part.length >= shared && part.slice(0, shared) === form.slice(0, shared)));
      if (whose.length === 1 && !asPlace && !asThing) tally(formVotes, form, whose[0]!);
      const seen = saidWith.get(form) ?? { there: [], asPlace: false };
      seen.there.push(there);
      seen.asPlace ||= asPlace;
      saidWith.set(form, seen);
    });
  }
  const relations: SaidBeside["relations"] = [];
  for (const [relation, counts] of relationVotes) {
    const name = winner(counts);
    if (name) relations.push({ name, relation });
  }
  const calledBy: SaidBeside["calledBy"] = [];
  for (const [form, counts] of formVotes) {
    const name = winner(counts);
    if (name) calledBy.push({ name, form });
  }
  for (const [form, { there, asPlace }] of saidWith) {
    if (asPlace || there.length < 2 || calledBy.some((c) => c.form === form)) continue;
    const inEvery = there.reduce((common, people) => common.filter((name) => people.includes(name)));
    if (inEvery.length === 1 && there.some((people) => people.length === 1)) calledBy.push({ name: inEvery[0]!, form });
  }
  return { relations, calledBy };
}
