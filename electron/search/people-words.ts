/**
 * @file Nouns that say how many people a photo holds, read from WordNet rather than from lists:
 * a noun for a person ("kids", "tourists", "women"), a group of people seen together ("a crowd",
 * "an audience", "a band", "a choir", "a team") and a group of so many ("a couple", "a trio", "a
 * foursome"). The parser turns them into a count of people (`parsers/people-count.ts`), which the
 * photo's faces, person detections and names answer; none of them is a word the photo must hold.
 *
 * Runs in the engine's process while a query is parsed. Pure over WordNet; answers are cached.
 */
import { boundedCache } from "../domain/bounded-cache";
import { isKindOf, senseNamed, senses, synset } from "../words/wordnet";

/** How many words each answer table keeps: far more than a person types, bounded for an engine left open. */
const WORDS_KEPT = 10_000;

/**
 * The kinds of group whose members are together where a photo could show them: a gathering
 * ("crowd", "audience", "couple"), a congregation, a group that performs ("orchestra", "choir")
 * and a team. Not a family or a clan (who
 * they are, not how many: "family photos" of two), nor an organization at large ("school",
 * "church" and "bank" are groups of people to WordNet, but people ask for the building).
 */
const SEEN_TOGETHER: ReadonlyArray<[lemma: string, alsoCalled?: string]> = [["gathering", "assemblage"], ["congregation"], ["musical_organization"]];
/** A team itself, not every kind of one: WordNet's commonest "club" is a baseball team, but people ask for the place. */
const TEAM: [string, string] = ["team", "squad"];
/** A gathering of so many: "pair", "trio" and "quartet" are gatherings (and numbers) to WordNet. */
const GATHERING: [string, string] = ["gathering", "assemblage"];

let together: Set<string> | null = null;
let team: Set<string> | null = null;
let gathering: Set<string> | null = null;
let person: Set<string> | null = null;
let social: Set<string> | null = null;
let organization: Set<string> | null = null;
let group: Set<string> | null = null;

function anchors(list: ReadonlyArray<[string, string?]>): Set<string> {
  return new Set(list.map(([lemma, also]) => senseNamed(lemma, also)).filter((k): k is string => k !== null));
}

const personNouns = boundedCache<string, boolean>(WORDS_KEPT);

/**
 * Whether a noun (its dictionary form: "kid", "woman", "tourist") names a person: its commonest
 * sense lies under WordNet's person. "People", "persons" and "folks" are groups of persons.
 */
export function isPersonNoun(lemma: string): boolean {
  let found = personNouns.get(lemma);
  if (found === undefined) {
    person ??= anchors([["person", "individual"]]);
    const first = senses(lemma, "noun")[0];
    found = first !== undefined && !synset(first).instance && isKindOf(first, person);
    personNouns.set(lemma, found);
  }
  return found;
}

export interface PeopleGroup {
  /** How many it says ("a couple" 2, "a trio" 3), or null for a group of any size ("a crowd"). */
  count: number | null;
}

/** Each noun's answer, boxed: the table keeps no bare null. */
const groups = boundedCache<string, { group: PeopleGroup | null }>(WORDS_KEPT);

/**
 * What a noun says of the people in a photo when it names a group of them: its commonest sense is
 * a group seen together (`SEEN_TOGETHER`), or it is a group of people, not an organization, whose
 * next sense is one ("band": a circle of people, then players of instruments; not "party" nor
 * "club", an organization first), or one of its senses is a gathering
 * and another a number ("couple": "a pair who associate with one another" and "two items of the
 * same kind"). Null for any other noun ("party", "school", "family", "club", "set").
 */
export function peopleGroup(lemma: string): PeopleGroup | null {
  const known = groups.get(lemma);
  if (known) return known.group;
  together ??= anchors(SEEN_TOGETHER);
  gathering ??= anchors([GATHERING]);
  team ??= anchors([TEAM]);
  social ??= anchors([["social_group"]]);
  organization ??= anchors([["organization"]]);
  const keys = senses(lemma, "noun");
  const count = keys.some((k) => isKindOf(k, gathering!)) ? cardinalOf(keys) : null;
  const [first, second] = keys;
  const togetherSense = (k: string) => isKindOf(k, together!) || team!.has(k);
  const seen = first !== undefined && (togetherSense(first) || (second !== undefined && isKindOf(first, social!) && !isKindOf(first, organization!) && togetherSense(second)));
  const found = count !== null ? { count } : seen ? { count: null } : null;
  groups.set(lemma, { group: found });
  return found;
}

/** The number one of the senses is, or is a set of: WordNet's cardinals carry their digits ("two, 2, II"). */
function cardinalOf(keys: string[]): number | null {
  for (const key of keys) {
    for (const k of [key, ...synset(key).broader]) {
      const digits = synset(k).words.find((w) => /^\d+$/.test(w));
      if (digits) return Number(digits);
    }
  }
  return null;
}

const collectives = boundedCache<string, boolean>(WORDS_KEPT);

/**
 * Whether a noun, said before "of" and people, gathers them: its commonest sense is a group or an
 * amount of something ("a group of", "a bunch of", "a lot of", "a throng of").
 */
export function gathersWhatFollows(lemma: string): boolean {
  let found = collectives.get(lemma);
  if (found === undefined) {
    group ??= anchors([["group", "grouping"], ["indefinite_quantity"]]);
    const first = senses(lemma, "noun")[0];
    found = first !== undefined && isKindOf(first, group, 6);
    collectives.set(lemma, found);
  }
  return found;
}
