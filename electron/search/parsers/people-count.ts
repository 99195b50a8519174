/**
 * @file How many people a query asks to see, said with a count and a noun for people ("three
 * kids", "two young women", "twelve tourists"), a group of so many ("a couple", "a trio of
 * friends") or a group of any size ("a crowd", "an audience", "a band", "a group of people", "a
 * bunch of kids"). What is a noun for a person or a group of people is WordNet's
 * (`search/people-words.ts`), the numbers the count grammar's (`search/count-words.ts`).
 *
 * Runs in the engine's process while the English parser reads a query. Pure. A count of people is
 * answered by the photo's faces, person detections and named people (`search/constraints.ts`);
 * the nouns are how it was said, never words a photo must hold ("group" is in no photo).
 */
import { count } from "../count-words";
import { namesAnOccasion } from "../moments";
import { gathersWhatFollows, isPersonNoun, peopleGroup } from "../people-words";
import type { Tagged } from "./tagger";

interface Token extends Tagged {
  word: string;
}

/** What was read: an exact count, or a group of three or more, and how many tokens said it. */
export type PeopleSaid = { count: number; group?: undefined; n: number } | { group: true; count?: undefined; n: number };

/** Nouns of people the grammar has always read, beside WordNet's persons: "people", "persons", "faces". */
const PEOPLE = /^(people|persons|person|adults|faces|folks)$/;

/** Words that make a group someone's own: "my family", "our team", "Leo's band" name who, not how many. */
const POSSESSIVE = /^(my|our|your|his|her|their|its)$/;

/** Whether the token names people ("kids", "women", "tourists", "people"). */
export function namesPeople(token: Token | undefined): boolean {
  if (!token || token.pos === "PROPN" || !/^\p{L}+$/u.test(token.word)) return false;
  return PEOPLE.test(token.word) || (token.pos === "NOUN" && isPersonNoun(token.lemma));
}

/** The noun of people at `i`, or after one adjective ("two young women"): how many tokens to it, or 0. */
function peopleAt(tokens: readonly Token[], i: number): number {
  if (namesPeople(tokens[i])) return 1;
  return tokens[i]?.pos === "ADJ" && namesPeople(tokens[i + 1]) ? 2 : 0;
}

/** An exact count as said ("three", "12", "a dozen" is said as "dozen"), not "a" nor a vague one. */
function exactCount(word: string): number | null {
  if (/^(a|an)$/.test(word)) return null;
  const range = count(word);
  return range && range[0] === range[1] ? range[0] : null;
}

/**
 * The people said at `i`: "three kids" (3), "a couple" (2), "a trio of friends" (3), "a crowd"
 * (a group), "a group of people" (a group), or null. A group said as someone's ("my band") is who,
 * not how many, and is left to the rest of the grammar.
 */
export function peopleSaidAt(tokens: readonly Token[], i: number): PeopleSaid | null {
  const token = tokens[i];
  if (!token || token.pos === "PROPN") return null;
  const before = tokens[i - 1];
  const owned = before !== undefined && (POSSESSIVE.test(before.word) || /['’]s$/.test(before.text));
  // "three kids", "12 tourists", "two young women".
  const said = exactCount(token.word);
  const people = said !== null ? peopleAt(tokens, i + 1) : 0;
  if (people) return owned ? null : { count: said!, n: 1 + people };
  if (token.pos !== "NOUN" || owned) return null;
  const ofPeople = tokens[i + 1]?.word === "of" ? peopleAt(tokens, i + 2) : 0;
  // "the reunion", "a housewarming", "the banquet": an occasion people gather for is that occasion,
  // its photos of the cake and the garden too, not a headcount each of them must show.
  const group = namesAnOccasion(token.lemma) ? null : peopleGroup(token.lemma);
  // "a couple", "a trio of friends"; "a couple of dogs" counts dogs, not people.
  if (group?.count != null) {
    if (tokens[i + 1]?.word === "of" && !ofPeople) return null;
    return { count: group.count, n: 1 + (ofPeople ? 1 + ofPeople : 0) };
  }
  // "a crowd", "an audience of students", "the orchestra".
  if (group) return { group: true, n: 1 + (ofPeople ? 1 + ofPeople : 0) };
  // "a group of people", "a bunch of kids", "lots of tourists".
  if (ofPeople && gathersWhatFollows(token.lemma)) return { group: true, n: 2 + ofPeople };
  return null;
}
