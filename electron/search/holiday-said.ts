/**
 * @file The photos a memory says were of a holiday, though taken a day or two off its days: "for
 * valentines, a day early" on the 13th, "thanksgiving leftovers" on the Friday, "mother's day brunch"
 * booked for the Saturday. A holiday is its days, and also what the user said was it.
 *
 * Runs in the engine, where a plan's time is checked against the index (`constraints.ts`), only
 * for a holiday said by its name (`TimeConstraint.namedBy`). Reads the library's memories.
 */
import type { TypedFastBitSet } from "typedfastbitset";
import type { LibraryIndex } from "../index/library-index";
import { stem } from "../words/terms";
import { wordsOf } from "../words/split-words";

/** How far from a holiday's days a memory that names it may be: the weekend before, the day after. */
const NEAR_DAYS = 3;
const DAY = 86_400_000;
/** The words of a holiday's name that say nothing of which one: "Valentine's Day", "the Fourth of July". */
const NOT_THE_NAME = new Set(["day", "the", "of", "s", "st", "saint"]);

/** The stems a holiday's name is said by ("valentines day" → valentin): each of its words but those of any day's name. */
export function holidayStems(name: string): string[] {
  return wordsOf(name.toLowerCase().replace(/['’]s\b/g, "")).filter((word) => !NOT_THE_NAME.has(word)).map(stem);
}

/**
 * The photos whose memory says one of `names` (each a list of stems, all said), with when each was
 * taken; only those within a few days of one of `ranges` are read.
 */
export function photosNaming(names: ReadonlyArray<readonly string[]>, ranges: ReadonlyArray<readonly [number, number]>, index: LibraryIndex): Array<[n: number, taken: number]> {
  const wanted = names.filter((name) => name.length > 0);
  const out: Array<[number, number]> = [];
  if (!wanted.length) return out;
  for (const id of index.photosWithMemories()) {
    const n = index.number(id);
    const taken = n === undefined ? null : index.takenMs(n);
    if (n === undefined || taken === null || !near(taken, ranges)) continue;
    const said = new Set(index.memoriesOf(id).flatMap((memory) => wordsOf(memory.toLowerCase().replace(/['’]s\b/g, "")).map(stem)));
    if (wanted.some((name) => name.every((word) => said.has(word)))) out.push([n, taken]);
  }
  return out;
}

/** Of `naming` (`photosNaming`), those taken within a few days of one of `ranges`. */
export function photosSaidOf(naming: ReadonlyArray<readonly [number, number]>, ranges: ReadonlyArray<readonly [number, number]>, index: LibraryIndex): TypedFastBitSet {
  return index.bitmap(naming.filter(([, taken]) => near(taken, ranges)).map(([n]) => n));
}

function near(taken: number, ranges: ReadonlyArray<readonly [number, number]>): boolean {
  return ranges.some(([from, to]) => taken >= from - NEAR_DAYS * DAY && taken < to + NEAR_DAYS * DAY);
}
