/**
 * @file Recognisers of what is said of people around their names: "Leo only" and "just Aiko"
 * (only them), "Omar with someone" (someone else too), a relation word before the name it
 * introduces ("my daughter Mia"), the user ("me", "Leo and I"), "nobody but Leo", and an unknown
 * name offered as the other choice of a known person ("Priya or Leo"). The people themselves are
 * read by the unit recogniser (`unit-recognisers.ts`). The words said after a person come right
 * after the cue of a split verb, before any negation cue ("Leo without anyone" is Leo alone, not
 * a negation); the words before a name come before the name is read. Pure.
 */
import { firstSenseIn, LEXFILE } from "../../words/wordnet";
import { key, PEOPLE_COUNT_CHIP, SELF_UNKNOWN, type PersonRef } from "../../query/plan";
import { count } from "../count-words";
import { ALONE_AFTER, ALONE_BEFORE, GROUPS, RELATION_WORDS, WITH_OTHERS_AFTER } from "./english-words";
import { PHOTO_NOUNS } from "./content-words";
import { isGivenName } from "../../words/first-names";
import { spanOf, type ParseState } from "./parse-state";
import type { Token } from "./query-tokens";

/** "nobody but …": the people after it are the only ones in the photo. */
const NOBODY_BUT: string[][] = [["nobody", "except", "for"], ["nobody", "other", "than"], ["nobody", "apart", "from"], ["nobody", "but"], ["nobody", "except"], ["nobody", "besides"]];

/** Words that say the user: a person the user said is themselves, else asked for only where nothing else is (`selfAsked`). */
const SELF_WORDS = new Set(["me", "myself"]);
/** Verbs whose "me" is who a request is for ("show me", "send me"), not who is in the photos. */
const ASKS_FOR = new Set(["show", "find", "give", "get", "send", "help", "let", "tell", "remind", "bring", "pull", "fetch", "grab"]);

/** Whether `i` is right after the person last named, with only punctuation or a verb of being between ("where Priya is by herself"). */
function afterPerson(s: ParseState, i: number): boolean {
  return s.personEnd > 0 && i >= s.personEnd && s.tokens.slice(s.personEnd, i).every((t) => t.pos === "PUNCT" || /^(and|is|was|are|were|being)$/.test(t.word));
}

/** "Leo only", "Aiko by herself", "Leo without anyone": said right after the person. "only the morning ones" is about the photos. */
export function aloneAfterPerson(s: ParseState, i: number): number {
  const after = afterPerson(s, i) ? s.reader.sequence(i, ALONE_AFTER) : 0;
  if (!after || !s.plan.people.length || i === 0) return 0;
  s.alone = true;
  return after;
}

/** "Omar with someone", "Leo and others": someone besides the person just named. */
export function othersAfterPerson(s: ParseState, i: number): number {
  const others = afterPerson(s, i) && s.plan.people.length ? s.reader.sequence(i, WITH_OTHERS_AFTER) : 0;
  if (others) s.withOthers = true;
  return others;
}

/**
 * "my daughter Mia", "my brother, Tom": the name says who, the relation word is not needed. So is
 * any word for a person said as theirs before a name the library knows ("my fiancée Vale", "our
 * neighbour Gabi", "my boss Robert"): a noun whose commonest sense WordNet files as a person.
 */
export function relationBeforeName(s: ParseState, i: number): number {
  const { tokens, reader } = s;
  const token = tokens[i]!;
  const theirs = POSSESSIVES.has(tokens[i - 1]?.word ?? "") && saysAPerson(token.word);
  if (!(RELATION_WORDS.has(token.word) || GROUPS[token.word] || theirs)) return 0;
  const at = i + 1 + (tokens[i + 1]?.word === "," ? 1 : 0);
  // Someone the library has not met by name ("my sister Lucy", whom only memories name) is named
  // all the same: the name is the word to find, the relation no second one.
  const named = tokens[at] && /^\p{Lu}/u.test(tokens[at]!.text) && isGivenName(tokens[at]!.word);
  return reader.personAt(at) || named ? 1 : 0;
}

/** Words that say whose someone is: "my fiancée", "our neighbour". */
const POSSESSIVES = new Set(["my", "our", "his", "her", "their"]);

/** Whether a noun's commonest sense is a kind of person: "fiancee", "boss", "godson"; not "dog" or "photo". */
const saysAPerson = (word: string) => firstSenseIn(word, LEXFILE.person);

/** The person the user said is themselves, where "me" at `i` may be them (not under a negation). */
function selfAt(s: ParseState, i: number) {
  return SELF_WORDS.has(s.tokens[i]!.word) && !s.negate ? s.reader.self() : null;
}

/**
 * "pictures of me", "me at the beach": the user, where a person has the relation "me". "me" is that
 * person wherever it is not the one a request is for ("show me"), so "Leo and me" is both.
 */
export function knownSelf(s: ParseState, i: number): number {
  const { tokens, plan } = s;
  const self = selfAt(s, i);
  if (!self || ASKS_FOR.has(tokens[i - 1]?.word ?? "") || plan.people.some((p) => p.label === self.label)) return 0;
  return saySelf(s, self, i);
}

/** The user asked for at token `i`, with its chip ("me → Gabriel"). */
function saySelf(s: ParseState, self: PersonRef, i: number): number {
  if (!s.plan.people.some((p) => p.label === self.label)) s.plan.people.push(self);
  s.chips.push({ id: `person:${key(self.label)}`, kind: "person", label: self.label.toLowerCase() === "me" ? self.label : `me → ${self.label}`, span: spanOf(s, i, 1) });
  s.personEnd = i + 1;
  return 1;
}

/**
 * "Ciarán without me", "the party but not me", "except me": the user left out, where a person has
 * the relation "me". Not "don't show me", which asks.
 */
export function notSelf(s: ParseState, i: number): number {
  const { tokens, plan } = s;
  const self = SELF_WORDS.has(tokens[i]!.word) && s.negate ? s.reader.self() : null;
  if (!self || ASKS_FOR.has(tokens[i - 1]?.word ?? "")) return 0;
  if (!plan.notPeople.some((p) => p.label === self.label)) plan.notPeople.push(self);
  s.chips.push({ id: `not:person:${key(self.label)}`, kind: "not", label: `not ${self.label.toLowerCase() === "me" ? "me" : self.label}`, span: spanOf(s, i, 1) });
  s.negatedList = true;
  s.negate = false;
  s.personEnd = i + 1;
  return 1;
}

/**
 * "the three of us", "all four of us", "the 5 of us at the braai": the user and as many others,
 * so a photo of that many people with the user in it. Not "the two of us", the user and their
 * partner (`ourselves`). Where no one is the user yet, the count alone. "All of us": at least three.
 */
export function manyOfUs(s: ParseState, i: number): number {
  const { tokens, plan, reader } = s;
  if (!s.negate && reader.sequence(i, [["all", "of", "us"]])) return allOfUs(s, i);
  const lead = /^(the|all)$/.test(tokens[i]!.word) ? 1 : 0;
  const said = tokens[i + lead];
  const many = said ? count(said.word) : null;
  if (s.negate || !many || many[0] !== many[1] || many[0] < 3 || tokens[i + lead + 1]?.word !== "of" || tokens[i + lead + 2]?.word !== "us") return 0;
  const n = lead + 3;
  const self = reader.self();
  if (self && !plan.people.some((p) => p.label === self.label)) plan.people.push(self);
  plan.peopleCount = many[0];
  s.chips.push({ id: PEOPLE_COUNT_CHIP, kind: "person", label: self ? `us → ${self.label} and ${many[0] - 1} others` : `${many[0]} people`, span: spanOf(s, i, n) });
  s.personEnd = i + n;
  return n;
}

/** "all of us at the sugar shack": the user with at least two others, or a group where no one is the user yet. */
function allOfUs(s: ParseState, i: number): number {
  const { plan, reader } = s;
  const self = reader.self();
  if (self && !plan.people.some((p) => p.label === self.label)) plan.people.push(self);
  plan.peopleAtLeast = Math.max(plan.peopleAtLeast ?? 0, ALL_OF_US);
  s.chips.push({ id: PEOPLE_COUNT_CHIP, kind: "person", label: self ? `us → ${self.label} and others` : `${ALL_OF_US}+ people`, span: spanOf(s, i, 3) });
  s.personEnd = i + 3;
  return 3;
}

/** How many people "all of us" are at the fewest: more than a couple, who are "the two of us". */
const ALL_OF_US = 3;

/** Verbs whose object is who a photo holds: "a photo that includes us", "pics showing us". */
const HOLDS: ReadonlySet<string> = new Set(["include", "show", "feature", "have", "contain"]);

/** How a couple says itself, "us" last: "the two of us", "both of us", "the pair of us", "us two". */
const US: string[][] = [["the", "two", "of", "us"], ["the", "pair", "of", "us"], ["the", "both", "of", "us"], ["both", "of", "us"], ["us", "two"], ["us"]];

/**
 * "photos of us", "the two of us at the beach", "both of us in Kerry": the user and their partner,
 * where the library knows who both are (a person with the relation "me", one with "partner",
 * "wife", "husband"…). Not "show us", which asks, nor "Karim helped us", the object of what
 * someone did; left as it was where either is unknown.
 */
export function ourselves(s: ParseState, i: number): number {
  const { tokens, plan, reader } = s;
  const n = reader.sequence(i, US);
  if (!n || s.negate || ASKS_FOR.has(tokens[i - 1]?.word ?? "")) return 0;
  // "Karim helped us move", "Mom visited us": what someone did to the two of them, not a photo of them.
  if (tokens[i - 1]?.pos === "VERB" && !HOLDS.has(tokens[i - 1]!.lemma)) return 0;
  // "the bill in us dollars", "prices in US$": the money, not the two of them.
  if (/^(?:\$|dollars?|cents?)$/.test(tokens[i + n]?.word ?? "")) return 0;
  const [self, partner] = [reader.self(), reader.partner()];
  if (!self || !partner) return 0;
  for (const person of [self, partner]) if (!plan.people.some((p) => p.label === person.label)) plan.people.push(person);
  s.chips.push({ id: "person:us", kind: "person", label: `us → ${self.label} and ${partner.label}`, span: spanOf(s, i, n) });
  s.personEnd = i + n;
  return n;
}

/** How the household is said whole: "the whole family", "all the fam" (a chat clipping, read as "family"). */
const WHOLE_FAMILY: string[][] = [["the", "whole", "family"], ["whole", "family"], ["the", "entire", "family"], ["entire", "family"], ["all", "the", "family"], ["all", "of", "the", "family"], ["the", "full", "family"]];

/**
 * "the whole family at the lake", "a pic of the entire family": the user, their partner and their
 * children, each in the photo, where the library knows who the user is and at least two others of
 * them. Left as words where it does not: "family" alone ("family photos") is any of them or a
 * word, not this.
 */
export function wholeFamily(s: ParseState, i: number): number {
  const { plan, reader } = s;
  const n = reader.sequence(i, WHOLE_FAMILY);
  if (!n || s.negate) return 0;
  const self = reader.self();
  const kids = reader.group("kids");
  const household = [self, reader.partner(), ...(kids?.names ?? []).map((name) => ({ label: name, names: [name] }))].filter((p): p is PersonRef => p !== null);
  if (!self || household.length < 3) return 0;
  // A chip for each, as "Maya and AJ" has: any one can be taken away.
  for (const person of household) {
    if (plan.people.some((p) => p.label === person.label)) continue;
    plan.people.push(person);
    s.chips.push({ id: `person:${key(person.label)}`, kind: "person", label: person === self ? `me → ${self.label}` : person.label, span: spanOf(s, i, n) });
  }
  s.personEnd = i + n;
  return n;
}

/** "pictures of me" where no person is the user: the user asked for with no one else, as the word "me". */
export function selfAsWord(s: ParseState, i: number): number {
  const { tokens, plan, reader } = s;
  const token = tokens[i]!;
  if (!(SELF_WORDS.has(token.word) && !selfAt(s, i) && !s.negate && plan.people.length === 0 && !plan.words.includes("me") && selfAsked(tokens, i) && !joinedToName(tokens, i) && !tokens.some((_, j) => j > i && (reader.personAt(j) || reader.alias(j)?.value.person)))) return 0;
  plan.words.push("me");
  plan.relationWords = [...(plan.relationWords ?? []), "me"];
  s.chips.push({ id: "word:me", kind: "words", label: "me", span: spanOf(s, i, 1) });
  return 1;
}

/**
 * "Leo and me", "Kwame and I" with no one given the relation "me": the other person's photos,
 * with "me" shown left out and how to teach it, not dropped without a word. With someone given
 * it, "I" said beside another person is them, as "me" is.
 */
export function unknownSelf(s: ParseState, i: number): number {
  const { tokens, reader } = s;
  const token = tokens[i]!;
  const someoneKnown = tokens.some((_, j) => j !== i && (reader.personAt(j) || reader.alias(j)?.value.person));
  if (!((SELF_WORDS.has(token.word) || token.word === "i") && !selfAt(s, i) && !s.negate && besideSomeone(tokens, i) && (someoneKnown || joinedToName(tokens, i)))) return 0;
  // "Camille and I", "where I'm with Leo": the user, where a person has the relation "me".
  const self = s.reader.self();
  if (self) return saySelf(s, self, i);
  s.plan.selfUnknown = true;
  s.chips.push({ id: "self", kind: "unused", label: token.text, span: spanOf(s, i, 1), note: SELF_UNKNOWN });
  return 1;
}

/** "just Aiko", "only my dad", "solo shots of Leo" (where "only photos of Leo" is every photo of Leo). */
export function aloneBefore(s: ParseState, i: number): number {
  const { tokens, reader } = s;
  const token = tokens[i]!;
  let at = i + 1;
  if (token.word === "solo") while (PHOTO_NOUNS.includes(tokens[at]?.word ?? "") || tokens[at]?.word === "of") at++;
  const owner = /^(my|our)$/.test(tokens[at]?.word ?? "") ? 1 : 0;
  // "just the two of us", "only us": the user and their partner, no one else.
  const couple = () => reader.sequence(at, US) > 0 && reader.self() !== null && reader.partner() !== null;
  if (!(ALONE_BEFORE.has(token.word) && (reader.personAt(at + owner) || reader.alias(at + owner)?.value.person || (SELF_WORDS.has(tokens[at]?.word ?? "") && reader.self()) || couple()))) return 0;
  s.alone = true;
  return 1;
}

/** "nobody but Leo", "no one except Mom": only them. */
export function nobodyBut(s: ParseState, i: number): number {
  const onlyLead = s.reader.sequence(i, NOBODY_BUT);
  if (!onlyLead || !s.reader.personAt(i + onlyLead)) return 0;
  s.alone = true;
  return onlyLead;
}

/** "Priya or Leo": an unknown name offered as the other choice of a person joins that person. */
export function unknownNameOrPerson(s: ParseState, i: number): number {
  const { tokens, reader } = s;
  const other = !s.negate && tokens[i + 1]?.word === "or" ? reader.unknownNameAt(i) : null;
  if (!other || !reader.personAt(i + 2)) return 0;
  s.orBefore = { name: other, at: tokens[i]!.start };
  return 2;
}

/** Said of the user beside someone else ("me and Leo", "Leo and I", "with me"). */
/**
 * Whether "me" at `i` is joined to a given name ("me and eileen", "Tom & I") that the library
 * knows only in words (a caption, a memory): someone, so "me" is the user, not a word to find.
 */
function joinedToName(tokens: readonly Token[], i: number): boolean {
  const joins = ["and", "with", "&", "n"];
  const other = joins.includes(tokens[i + 1]?.word ?? "") ? tokens[i + 2] : joins.includes(tokens[i - 1]?.word ?? "") ? tokens[i - 2] : undefined;
  return other !== undefined && isGivenName(other.word);
}

function besideSomeone(tokens: readonly Token[], i: number): boolean {
  const joins = ["and", "with", "&", "n"];
  return joins.includes(tokens[i - 1]?.word ?? "") || joins.includes(tokens[i + 1]?.word ?? "");
}

/** Whether "me" at `i` is who the photos are of: first, or after "of", "with", "just", "only". */
function selfAsked(tokens: readonly Token[], i: number): boolean {
  const before = tokens.slice(0, i).filter((t) => t.pos !== "PUNCT").map((t) => t.word);
  if (before.length === 0) return true;
  const prev = before.at(-1)!;
  // "show me", "send me" ask for photos, not photos of the user.
  return ["of", "with", "just", "only", "featuring", "including", "by"].includes(prev);
}
