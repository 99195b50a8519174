/**
 * @file Which phrases may become an alias ("son" → Leo, "lake house" → Hauho), and why the
 * others may not: a word searches ask with ("from", "of", "the", "show"), a word that judges rather
 * than names ("old", "best"), a word of time ("March", "today", "last", "summer", "2020"), or a name
 * the library already has (a person, the relation of one, a place, an alias taught before). The
 * parser reads an alias before any of these, so one taught on "from" would turn "photos from
 * 2020" into photos of whatever it was taught, and one on "Leo" would hide Leo.
 *
 * Pure. The word classes are the parser's own — its filler and judging words, its order words,
 * and its time reader tried on the word where a word of time is said — so a word the parser
 * learns to read as a time is refused here without a list of its own.
 */
import { boundedCache } from "../domain/bounded-cache";
import { fold } from "../words/terms";
import { EVALUATIVE, FILLER, FIRST, LAST, relationOf } from "./parsers/english-words";
import { readTime } from "./time-constraint";

/**
 * Where a word of time is said: alone ("today", "Easter"), after "last" ("last summer", "last
 * year"), before a unit or a date ("next week", "early March", "Q3 2020"), after an amount ("2
 * weeks ago"). A word is one when the time read covers it.
 */
const TIME_FRAMES: Array<(word: string) => string> = [(w) => w, (w) => `last ${w}`, (w) => `${w} week`, (w) => `${w} march`, (w) => `${w} 2020`, (w) => `2 weeks ${w}`];
/** Any day will do: whether a word is one of time does not depend on which. */
const SOME_DAY = new Date(2024, 5, 15, 12);
/** Reading a word in every frame takes a few milliseconds; the answer never changes, so it is kept. */
const timeWords = boundedCache<string, boolean>(10_000);

export function isTimeWord(word: string): boolean {
  const known = timeWords.get(word);
  if (known !== undefined) return known;
  const time = FIRST.test(word) || LAST.test(word) || TIME_FRAMES.some((frame) => {
    const said = frame(word);
    const at = said.indexOf(word);
    return readTime(said, { now: SOME_DAY })?.spans.some(([start, end]) => start <= at && at < end) ?? false;
  });
  timeWords.set(word, time);
  return time;
}

/** Why this word (folded, as a plan holds it) cannot be part of an alias; null when it can. */
export function reservedWord(word: string): string | null {
  if (FILLER.has(word)) return `“${word}” is a word searches ask with, like “from”, “of” or “show”`;
  if (EVALUATIVE.has(word)) return `“${word}” judges a photo rather than names what is in it`;
  if (isTimeWord(word)) return `“${word}” is a word of time, like “March”, “last” or “summer”`;
  return null;
}

export interface KnownNames {
  people?: ReadonlyArray<{ name: string; relation: string | null }>;
  places?: readonly string[];
}

/** What the phrase (its folded words) already names among the library's people and places, said for the user; null when nothing. */
export function namedAlready(words: readonly string[], known: KnownNames): string | null {
  const phrase = words.join(" ");
  for (const person of known.people ?? []) {
    const name = fold(person.name);
    if (phrase === name || phrase === name.split(" ")[0]) return `“${phrase}” already names ${person.name}`;
    if (person.relation && words.length === 1 && sameRelation(phrase, fold(person.relation))) return `“${phrase}” already names ${person.name}, your ${person.relation}`;
  }
  const place = known.places?.find((p) => fold(p) === phrase);
  return place ? `“${phrase}” already names the place ${place}` : null;
}

/** Why the phrase cannot become an alias in a library that knows these names; null when it can. */
export function aliasRefusal(words: readonly string[], known: KnownNames): string | null {
  for (const word of words) {
    const reserved = reservedWord(word);
    if (reserved) return reserved;
  }
  return namedAlready(words, known);
}

/** One key for a phrase and those said with other words for the same relations ("mom house", "mother house"): the parser reads them alike. */
export function phraseKey(words: readonly string[]): string {
  return words.map((word) => relationOf(word) ?? word).join(" ");
}

function sameRelation(a: string, b: string): boolean {
  return a === b || (relationOf(a) !== undefined && relationOf(a) === relationOf(b));
}
