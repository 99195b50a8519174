/**
 * @file The photos of the one occasion an ordered answer begins with ([Note: The latest occasion]):
 * "the most recent Thanksgiving", "my last birthday", "the first snow". Runs in the engine after
 * an answer is put in time order; pure over the index's dates.
 */
import type { LibraryIndex } from "../index/library-index";

const DAY = 86_400_000;

/**
 * The items from the first up to the first day without one: an occasion may run over days (a
 * festival, Christmas Eve to Boxing Day), and the next one of its kind is days or years away.
 * `items` are in time order, either way, each dated.
 */
export function firstOccasion<T>(items: readonly T[], numberOf: (item: T) => number, index: LibraryIndex): T[] {
  const day = (item: T) => Math.floor(index.takenMs(numberOf(item))! / DAY);
  const out: T[] = [];
  for (const item of items) {
    if (out.length && Math.abs(day(item) - day(out.at(-1)!)) > 1) break;
    out.push(item);
  }
  return out;
}
