/**
 * @file Who is who, as the user's own memories say it: "my brother Sam at the lake", "Sam, my
 * brother", "lunch with Sam (my brother)", "our kids Mia and Leo", "Mia and Leo, our kids", "grandma Rose". Each
 * such phrase is the user telling a relation, as giving it in People is, so "my brother" reaches
 * every photo of Sam, not only the memory that says "brother".
 *
 * Runs in the engine's process, in the search layer: it reads with the parser's own pieces (the
 * wink tagger, the relation words and groups, the given-name lists), which the index below may
 * not import. The relations read are merged into what the parser knows of the library's people
 * once per library generation; a relation given in People always wins over one read here.
 * A relation word of another language is one by its dictionary English ("mi hermano Josep",
 * "babcia Halina", "meine Schwester Lola": `foreign-words.ts`), and a name told may be the short
 * form a person's tagged first name is said by ("Lola" for Dolores, `pet-names.ts`).
 */
import { fold } from "../words/terms";
import { foreignGlosses } from "../index/graph/foreign-words";
import { englishHas } from "../words/english-word";
import { petNames } from "./parsers/pet-names";
import type { LibraryIndex } from "../index/library-index";
import { GROUPS, RELATION_WORDS, SEX_OF_RELATION, relationOf, toldWord } from "./parsers/english-words";
import { isGivenName, sexOfName } from "../words/first-names";
import { SELF_RELATIONS } from "../domain/self-in-words";
import { tagMemory, type Tagged } from "./parsers/tagger";
import { saidBeside, type MemoryBeside, type SaidBeside } from "./said-beside";

export interface Person {
  name: string;
  relation: string | null;
  /** Names the user's memories call them by ("Minnie" for Kim Min-ji): `said-beside.ts`. */
  calledBy?: string[];
}

/** One relation a memory states: who (as written) and what they are to the user (a relation, or a group when which one is not said). */
export interface ToldRelation {
  name: string;
  relation: string;
}

/** The possessives that make a relation the user's own: "my", "our" (a family's album speaks for both). */
const POSSESSIVES = new Set(["my", "our"]);
/** Words before a relation word that make it a description, not a title: "the boy Leo met". */
const ARTICLES = new Set(["the", "a", "an", "this", "that", "his", "her", "their", "your"]);

const canonicalOf = relationOf;

/** English words of a relation that say little of one ("chico" is a boy, not a son). */
const GENERAL = new Set(["boy", "girl", "baby", "ma", "pa", "pop", "pops"]);
/** How many of a foreign word's dictionary senses may make it a relation word: "hermano" is first a brother. */
const RELATION_SENSES = 2;

/**
 * The memory's words of other languages that are relation words by their dictionary English,
 * folded, each with its relation: "hermano" → brother, "babci" → grandmother. Friends and
 * colleagues are left to English: "compañero" is a classmate as often as a colleague.
 */
function foreignRelations(memory: string): Map<string, string> {
  const out = new Map<string, string>();
  // Only a word English has not, right before a name, may be one ("hermano Pau"): most memories have
  // none, and the dictionary is not read for them.
  const before = [...memory.matchAll(/(?<!\p{L})(\p{L}{4,})\s+(?=\p{Lu})/gu)].map((m) => m[1]!).filter((word) => !englishHas(fold(word)));
  if (!before.length) return out;
  for (const gloss of foreignGlosses(before.join(" "))) {
    const relation = gloss.english.slice(0, RELATION_SENSES).map((english) => (GENERAL.has(fold(english)) ? undefined : canonicalOf(fold(english)))).find(Boolean);
    if (relation && relation !== "friend" && relation !== "colleague") out.set(fold(gloss.said), relation);
  }
  return out;
}

/**
 * The relations a memory states, read from its tagged words. A relation word after "my" or "our"
 * (adjectives between: "my little brother") is told of the names right after it ("my brother Sam",
 * "our kids Mia and Leo"), or of the names right before it when set off by a comma or a bracket
 * ("Sam, my brother", "Sam (my brother)"). `known` says whether a capitalised word is one of the
 * library's people's names, for a name the given-name lists lack.
 */
export function relationsTold(memory: string, known: (word: string) => boolean = () => false): ToldRelation[] {
  // Most memories name no relation: only those with a relation word, in English or by the dictionary, are tagged.
  const foreign = /\p{Lu}/u.test(memory) ? foreignRelations(memory) : new Map<string, string>();
  if (!foreign.size && !memory.toLowerCase().split(/[^\p{L}]+/u).some((w) => RELATION_WORDS.has(w) || GROUPS[w])) return [];
  const relationOf = (word: string) => canonicalOf(word) ?? foreign.get(fold(word));
  const tokens = tagMemory(memory);
  const out: ToldRelation[] = [];
  const isName = (t: Tagged | undefined) => Boolean(t && /^\p{Lu}\p{Ll}+$/u.test(t.text) && !RELATION_WORDS.has(t.text.toLowerCase()) && (isGivenName(t.text) || known(t.text) || t.pos === "PROPN"));
  for (let i = 0; i < tokens.length; i++) {
    // A kin word said as a title is the user's own: "grandma Rose", "Uncle Bob" (not "the boy Leo met").
    const title = relationOf(tokens[i]!.text.toLowerCase());
    if (title && !ARTICLES.has(tokens[i - 1]?.text.toLowerCase() ?? "") && isName(tokens[i + 1])) {
      out.push({ name: namesFrom(tokens, i + 1, 1, isName)[0]!, relation: title });
      continue;
    }
    if (!POSSESSIVES.has(tokens[i]!.text.toLowerCase())) continue;
    let r = i + 1;
    while (tokens[r]?.pos === "ADJ" && r < i + 3) r++;
    const word = tokens[r]?.text.toLowerCase() ?? "";
    const relation = canonicalOf(word) ?? (GROUPS[word] ? word : undefined);
    if (!relation) continue;
    const after = namesFrom(tokens, r + 1, 1, isName);
    const opener = tokens[i - 1]?.text;
    const before = opener === "," || opener === "(" ? namesFrom(tokens, i - 2, -1, isName) : [];
    // A single relation names one person; a group may name several.
    const names = [...after, ...before];
    for (const name of GROUPS[relation] ? names : names.slice(0, 1)) out.push({ name, relation: GROUPS[relation] ? memberRelation(relation, name) : relation });
  }
  // A memory tells each person's relation once, however it is said ("my brother Sam" is a title too).
  return out.filter((t, i) => out.findIndex((o) => o.name === t.name && o.relation === t.relation) === i);
}

/** The names listed from token `at` going `step` (1 forward, -1 back): "Mia and Leo", "Sam Lee", "Ann, Bob and Cy". */
function namesFrom(tokens: readonly Tagged[], at: number, step: 1 | -1, isName: (t: Tagged | undefined) => boolean): string[] {
  const names: string[] = [];
  let i = at;
  for (;;) {
    if (!isName(tokens[i])) break;
    const parts: string[] = [];
    while (isName(tokens[i])) {
      parts.push(tokens[i]!.text);
      i += step;
    }
    names.push((step === 1 ? parts : parts.reverse()).join(" "));
    const joiner = tokens[i]?.text.toLowerCase();
    if (joiner !== "and" && joiner !== "," && joiner !== "&") break;
    i += step;
  }
  return names;
}

/** A member of a group told as a group: the relation their name's sex makes them ("Mia and Leo, our kids": a daughter and a son), or the group itself when the name says none. */
function memberRelation(group: string, name: string): string {
  const members = GROUPS[group]!;
  if (members.length === 1) return members[0]!;
  const sex = sexOfName(name.split(" ")[0]!);
  return members.find((m) => sex !== null && SEX_OF_RELATION[m] === sex) ?? group;
}

/**
 * The library's people with the relations their memories tell added: to a person who has none,
 * and as a new person for a name nobody has yet. A relation the user gave in People wins: that
 * person keeps theirs, and a relation they gave someone is not given to another by a memory.
 * A name told as two relations takes the one told most often (the first, on a tie).
 */
export function withToldRelations(people: readonly Person[], told: readonly ToldRelation[]): Person[] {
  const given = (p: Person) => p.relation !== null && !SELF_RELATIONS.has(fold(p.relation));
  const canonical = (relation: string) => {
    const said = toldWord(relation);
    return canonicalOf(said) ?? said;
  };
  const givenRelations = new Set(people.filter(given).map((p) => canonical(p.relation!)));
  const votes = new Map<string, { name: string; counts: Map<string, number> }>();
  for (const { name, relation } of told) {
    if (givenRelations.has(relation)) continue;
    const key = fold(name);
    const entry = votes.get(key) ?? { name, counts: new Map<string, number>() };
    entry.counts.set(relation, (entry.counts.get(relation) ?? 0) + 1);
    votes.set(key, entry);
  }
  if (!votes.size) return [...people];
  const out = people.map((p) => ({ ...p }));
  const byFirst = new Map<string, number[]>();
  // "Lola" told of the library's one Dolores: the forms a first name is said by, where one person's.
  const byForm = new Map<string, number[]>();
  out.forEach((p, i) => {
    const first = fold(p.name).split(" ")[0]!;
    byFirst.set(first, [...(byFirst.get(first) ?? []), i]);
    for (const form of petNames(first)) byForm.set(form, [...new Set([...(byForm.get(form) ?? []), i])]);
  });
  for (const [key, { name, counts }] of votes) {
    const relation = [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
    // "Sam" told of the library's one "Sam Lee"; a full name said must be that name.
    const exact = out.findIndex((p) => fold(p.name) === key);
    const firsts = byFirst.get(key) ?? [];
    const forms = firsts.length ? [] : (byForm.get(key) ?? []);
    const at = exact >= 0 ? exact : firsts.length === 1 ? firsts[0]! : forms.length === 1 ? forms[0]! : -1;
    if (at >= 0) {
      if (!given(out[at]!) && out[at]!.relation === null) out[at] = { ...out[at]!, relation };
    } else if (firsts.length === 0 && forms.length === 0) out.push({ name, relation });
  }
  return out;
}

const cached = new WeakMap<LibraryIndex, { generation: number; people: Person[] }>();

/** The index's people with what its memories tell of who is who; kept until the library changes. */
export function peopleWithToldRelations(index: LibraryIndex): Person[] {
  const hit = cached.get(index);
  if (hit?.generation === index.generation) return hit.people;
  const context = index.parseContext();
  const people = context.people;
  const firsts = new Set(people.flatMap((p) => {
    const first = fold(p.name).split(" ")[0]!;
    return [first, ...petNames(first)];
  }));
  const known = (word: string) => firsts.has(fold(word));
  const told = index.photosWithMemories().flatMap((id) => index.memoriesOf(id).flatMap((memory) => relationsTold(memory, known)));
  const merged = withToldRelations(people, told);
  const places = new Set(context.places.map(fold));
  const beside = saidBeside(memoriesBeside(index, merged), merged, { isPlace: (word) => places.has(fold(word)), tellsRelation: (memory) => relationsTold(memory, known).length > 0 });
  const withBeside = withSaidBeside(merged, beside);
  cached.set(index, { generation: index.generation, people: withBeside });
  return withBeside;
}

/** Each memory with the people tagged in its photo, by their names in `people` (the user left out). */
function memoriesBeside(index: LibraryIndex, people: readonly Person[]): MemoryBeside[] {
  const byFolded = new Map(people.filter((p) => !p.relation || !SELF_RELATIONS.has(fold(p.relation))).map((p) => [fold(p.name), p.name]));
  return index.photosWithMemories().flatMap((id) => {
    const n = index.number(id);
    const there = n === undefined ? [] : (index.facts(n)?.people ?? []).flatMap((folded) => byFolded.get(folded) ?? []);
    return index.memoriesOf(id).map((text) => ({ text, people: there }));
  });
}

/**
 * The people with what their memories' photos say of them added: a relation to a person who has
 * none, where nobody has it yet (given, or told by name, wins), and the names they are called by.
 */
export function withSaidBeside(people: readonly Person[], beside: SaidBeside): Person[] {
  const held = new Set(people.flatMap((p) => (p.relation ? [canonicalOf(toldWord(p.relation)) ?? fold(p.relation)] : [])));
  return people.map((person) => {
    const relation = person.relation ?? beside.relations.find((r) => r.name === person.name && !held.has(r.relation))?.relation ?? null;
    const calledBy = beside.calledBy.filter((c) => c.name === person.name).map((c) => c.form);
    return relation === person.relation && !calledBy.length ? person : { ...person, relation, ...(calledBy.length ? { calledBy } : {}) };
  });
}
