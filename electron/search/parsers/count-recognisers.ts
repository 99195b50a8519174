/**
 * @file Recognisers of which and how many: which trip ("our second trip to Cape Town"), order and
 * count of photos ("the 3 oldest", `order-words.ts`), how many people are in a photo ("two
 * people", "at least 3 faces", "group photos"), and numbers that count nothing the library can
 * count ("the two Istanbul trips"). They come after the words said of people and before the
 * units (people, places, kinds), so that "first", "two" or "group" are read as a count before
 * any of them could be read as a word or a name. Pure.
 */
import { GROUP_CHIP, PEOPLE_COUNT_CHIP, TRIP_CHIP, tripLabel } from "../../query/plan";
import { FIRST, KINDS, LAST, NUMBERS, ORDERED_NOUN, TRIP_NOUNS, TRIP_ORDINALS } from "./english-words";
import { readOrder } from "./order-words";
import { isContent } from "./content-words";
import { spanOf, type ParseState } from "./parse-state";
import type { Token } from "./query-tokens";
import { namesPeople, peopleSaidAt } from "./people-count";
import { namesADoing, namesAnOccasion } from "../moments";
import { singularForms } from "../meanings";


/**
 * Which trip: "our second trip to Cape Town", "the most recent Mexico City trip", "the last time
 * we were in Toronto", counted among the trips the rest of the query picks out. "the more recent
 * Mexico trip", "the older Rome trip": of two, the later or the earlier.
 */
export function tripOrdinal(s: ParseState, i: number): number {
  const { tokens, plan } = s;
  const token = tokens[i]!;
  const mostRecent = /^(most|more)$/.test(token.word) && /^(recent|older)$/.test(tokens[i + 1]?.word ?? "");
  const older = mostRecent && tokens[i + 1]!.word === "older";
  const ordinal = older ? TRIP_ORDINALS.first : mostRecent ? TRIP_ORDINALS["most-recent"] : TRIP_ORDINALS[token.word];
  if (!ordinal || s.negate || plan.trip) return 0;
  const from = i + (mostRecent ? 2 : 1);
  // "our last 3 trips", "the first two holidays": that many trips, counted from the end or the start.
  const counted = mostRecent ? null : tripsCounted(tokens, from);
  if (counted) {
    plan.trip = { ...ordinal, count: counted };
    s.chips.push({ id: TRIP_CHIP, kind: "count", label: tripLabel(plan.trip), span: spanOf(s, i, 2) });
    return 2;
  }
  const ahead = tokens.slice(from, from + 5);
  // A number that says how long the trip was ("our first one-day trip", "the second 3-day holiday") counts nothing.
  const length = (k: number) => /^(day|night|week|weekend|month)$/.test(ahead[ahead[k + 1]?.word === "-" ? k + 2 : k + 1]?.word ?? "");
  const stop = ahead.findIndex((t, k) => !length(k) && (ORDERED_NOUN.test(t.word) || KINDS[t.word] !== undefined || t.pos === "NUM" || t.pos === "VERB"));
  const trip = ahead.findIndex((t) => TRIP_NOUNS.test(t.word));
  if (trip < 0 || (stop >= 0 && trip >= stop)) return 0;
  // "the last time we were in Toronto" is a stay; "the last time we went to the zoo", where no place is said, an occasion (`occasionOrder`).
  if (ahead[trip]!.word === "time" && !tokens.some((_, j) => j > from + trip && s.reader.place(j))) return 0;
  plan.trip = ordinal;
  s.chips.push({ id: TRIP_CHIP, kind: "count", label: tripLabel(ordinal), span: spanOf(s, i, mostRecent ? 2 : 1) });
  return mostRecent ? 2 : 1;
}

/** How many trips a number right after an ordinal counts, before a trip's noun in the plural ("last 3 trips"); null for none. */
function tripsCounted(tokens: readonly Token[], at: number): number | null {
  const said = tokens[at]?.word ?? "";
  const count = /^\d{1,2}$/.test(said) ? Number(said) : NUMBERS[said] !== undefined && said !== "a" ? NUMBERS[said]! : null;
  const noun = tokens[at + 1]?.word ?? "";
  return count !== null && count > 1 && TRIP_NOUNS.test(noun) && noun.endsWith("s") ? count : null;
}

/** Order and count: "the first photo", "the 3 oldest", "a couple of my latest selfies", "oldest first" (`order-words.ts`). */
export function orderAndCount(s: ParseState, i: number): number {
  const { tokens, words, plan } = s;
  const ordered = s.negate
    ? null
    : readOrder(words, i, {
        namesPhotos: (j) => ORDERED_NOUN.test(words[j] ?? "") || KINDS[words[j] ?? ""] !== undefined,
        saysNothing: (j) => !tokens[j] || !isContent(tokens[j]!),
        // A model's number after the word of its camera says which photos too: "the 2 oldest iphone 13 photos".
        qualifies: (j) => Boolean(tokens[j] && (isContent(tokens[j]!, tokens[j - 1]) || (/^\d{1,4}$/.test(words[j]!) && tokens[j - 1] && isContent(tokens[j - 1]!, tokens[j - 2])))),
      });
  if (!ordered) return occasionOrder(s, i);
  // "the most recent Thanksgiving", "latest halloween pics": the holiday's name, read as a time, came right after the order.
  const occasion = ordered.count === null && everyYearSaidAfter(s, i + ordered.n - 1);
  plan.order = { direction: ordered.direction, count: ordered.count, ...(occasion ? { occasion } : {}) };
  const label = `${ordered.direction === "asc" ? "first" : "latest"}${ordered.count ? ` ${ordered.count}` : occasion ? " occasion" : ""}`;
  s.chips.push({ id: "count", kind: "count", label, span: spanOf(s, i, ordered.n), ...(ordered.vague ? { note: `“${ordered.vague}” read as ${ordered.count}` } : {}) });
  return ordered.n;
}

/** Words said of an occasion's name before it ("cubs" of "the last cubs game"), and how many. */
const QUALIFIER: ReadonlySet<string> = new Set(["NOUN", "PROPN", "ADJ"]);
const MOST_QUALIFIERS = 2;

/** Words between an order and what it orders that say nothing of it: "the last of our birthdays" has no place here, "my last birthday" does. */
const OWNER = /^(my|our|his|her|their|the|your)$/;

/**
 * [Note: The latest occasion] "my last birthday", "the most recent cubs game", "our first snow",
 * "the last time we went to the zoo": an order said of something that happens, in the singular,
 * is of its occasions, not its photos: the answer is the photos of the one occasion first in that
 * order (`search.ts`). What happens is an occasion (a birthday, a wedding), something done or going
 * on (`namesADoing`: a hike, a game, snow), or a time ("the last time"). The word itself is left
 * to be found as any word.
 */
function occasionOrder(s: ParseState, i: number): number {
  const { tokens, words, plan } = s;
  if (s.negate || plan.order) return 0;
  const most = /^(most|very)$/.test(words[i]!) && LAST.test(words[i + 1] ?? "") ? 1 : 0;
  const word = words[i + most]!;
  const direction = FIRST.test(word) ? "asc" : LAST.test(word) ? "desc" : null;
  if (!direction) return 0;
  let at = i + most + 1;
  while (OWNER.test(words[at] ?? "")) at++;
  // The head of a compound said of it: "the last cubs game", "my most recent dentist visit".
  let head = at;
  while (head < at + MOST_QUALIFIERS && QUALIFIER.has(tokens[head]?.pos ?? "") && QUALIFIER.has(tokens[head + 1]?.pos ?? "")) head++;
  const noun = tokens[head];
  if (!noun || noun.pos !== "NOUN" || !occurs(noun.word)) return 0;
  plan.order = { direction, count: null, occasion: true };
  s.chips.push({ id: "count", kind: "count", label: `${direction === "asc" ? "first" : "latest"} occasion`, span: spanOf(s, i, most + 1) });
  return most + 1;
}

/** Whether a word in the singular names something that happens: an occasion, a doing, or a time. */
function occurs(word: string): boolean {
  if (word === "time") return true;
  if (singularForms(word).some((form) => form !== word)) return false;
  return namesAnOccasion(word) || namesADoing(word);
}

/** Whether a time of every year (a holiday, a season) was read from the query just after token `last`, with only owners between. */
function everyYearSaidAfter(s: ParseState, last: number): boolean {
  const time = s.plan.time;
  if (!time?.ranges || time.ranges.length < 2) return false;
  const end = s.tokens[last]!.end;
  return time.spans.some(([start]) => start >= end && s.tokens.every((t) => t.start < end || t.start >= start || OWNER.test(t.word)));
}

/** "the first time we…": an ordinal that orders nothing says nothing to match either. */
export function ordinalOfNothing(s: ParseState, i: number): number {
  const word = s.tokens[i]!.word;
  return !s.negate && (FIRST.test(word) || LAST.test(word)) ? 1 : 0;
}

/** "more than one person", "at least two people", "two or more people", "several people": that many or more. */
export function peopleAtLeastCount(s: ParseState, i: number): number {
  const atLeast = peopleAtLeast(s.tokens, i);
  if (!atLeast || s.negate) return 0;
  s.plan.peopleAtLeast = atLeast.min;
  s.chips.push({ id: PEOPLE_COUNT_CHIP, kind: "person", label: `${atLeast.min}+ people`, span: spanOf(s, i, atLeast.n) });
  return atLeast.n;
}

/** "exactly two people", "precisely 3 people": the count says it already. */
export function exactlyCount(s: ParseState, i: number): number {
  const { tokens } = s;
  const exactly = /^(exactly|precisely)$/.test(tokens[i]!.word) ? tokens[i + 1]?.word ?? "" : "";
  return exactly && (NUMBERS[exactly] !== undefined || /^\d{1,2}$/.test(exactly)) && namesPeople(tokens[i + 2]) ? 1 : 0;
}

/** The number a token says ("two", "2"), if any. */
function countedAt(tokens: readonly Token[], i: number): number | undefined {
  const token = tokens[i]!;
  return NUMBERS[token.word] ?? (token.pos === "NUM" && /^\d{1,2}$/.test(token.word) ? Number(token.word) : undefined);
}

/**
 * "photos with two people", "three kids", "a couple", "a crowd", "a group of people": how many
 * are in it, read from the count of faces and people seen, not from words the photo holds
 * (`people-count.ts`).
 */
export function peopleCount(s: ParseState, i: number): number {
  const said = s.negate ? null : peopleSaidAt(s.tokens, i);
  if (!said) return 0;
  if (said.count !== undefined) {
    s.plan.peopleCount = said.count;
    s.chips.push({ id: PEOPLE_COUNT_CHIP, kind: "person", label: said.count === 1 ? "1 person" : `${said.count} people`, span: spanOf(s, i, said.n) });
  } else {
    s.plan.group = true;
    s.chips.push({ id: GROUP_CHIP, kind: "person", label: "group of people", span: spanOf(s, i, said.n), note: "three people or more in it" });
  }
  return said.n;
}

/**
 * "the two Istanbul trips", "three beach days": a number said in words that counts nothing the
 * library can count is no word for a photo to hold.
 */
export function numberOfNothing(s: ParseState, i: number): number {
  const word = s.tokens[i]!.word;
  return countedAt(s.tokens, i) && !/^(a|couple|few)$/.test(word) && /^[a-z]+$/.test(word) ? 1 : 0;
}

/** "group photos", "a group shot", "group pics from Istanbul": three people or more in it. */
export function groupPhotos(s: ParseState, i: number): number {
  const { tokens } = s;
  if (s.negate || !/^groups?$/.test(tokens[i]!.word) || !/^(photos?|pictures?|pics?|shots?|selfies?|snaps?|images?|portraits?)$/.test(tokens[i + 1]?.word ?? "")) return 0;
  s.plan.group = true;
  s.chips.push({ id: GROUP_CHIP, kind: "person", label: "group photos", span: spanOf(s, i, 2) });
  return 2;
}

/** "more than one person", "at least 2 people", "three or more people", "several people" at `i`: the fewest, and the words said. */
function peopleAtLeast(tokens: readonly Token[], i: number): { min: number; n: number } | null {
  const word = (k: number) => tokens[i + k]?.word ?? "";
  const number = (k: number) => NUMBERS[word(k)] ?? (/^\d{1,2}$/.test(word(k)) ? Number(word(k)) : undefined);
  const people = (k: number) => namesPeople(tokens[i + k]);
  if (word(0) === "more" && word(1) === "than" && number(2) !== undefined && people(3)) return { min: number(2)! + 1, n: 4 };
  if (word(0) === "at" && word(1) === "least" && number(2) !== undefined && people(3)) return { min: number(2)!, n: 4 };
  if (number(0) !== undefined && word(1) === "or" && word(2) === "more" && people(3)) return { min: number(0)!, n: 4 };
  const loose = LOOSE_COUNTS.get(word(0));
  return loose && people(1) ? { min: loose, n: 2 } : null;
}
/** Counts said without a number: "several people" is three or more, "multiple people" two or more. */
const LOOSE_COUNTS: ReadonlyMap<string, number> = new Map([["several", 3], ["multiple", 2], ["many", 3]]);
