/**
 * @file What the probe suites share to compute right answers from an album's facts: calendar days
 * as the photos store them, and the one answer all readings of a phrasing agree on. Benchmark only.
 */
import type { PhotoFacts } from "./album";

/** Calendar days as UTC midnights, the way the photos' wall-clock times are stored. */
export const D = (year: number, month: number, day: number) => Date.UTC(year, month, day);
export const dayOf = (p: PhotoFacts) => (p.taken ? D(p.taken.getUTCFullYear(), p.taken.getUTCMonth(), p.taken.getUTCDate()) : null);
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** The answer when every reading of the words gives the same one; null (the query is not asked) when they disagree. */
export function agree(...readings: Set<string>[]): Set<string> | null {
  return readings.every((r) => sameSet(r, readings[0]!)) ? readings[0]! : null;
}
