/**
 * @file Which of a result's reasons its tile shows: the one that tells it apart from the others.
 * "taken in Lisbon" on every tile of "photos from Lisbon" says nothing the answer's sentence did
 * not; "Mom is in it" on "Mom in Paris" says what the user asked about. Pure.
 */

/** A time or place the whole answer was constrained to, said of one photo. */
const CONSTRAINT = /^(?:taken |from )/;
/** Reasons in the order a person reads them as telling most: what they said, who, what, then where and when. */
const RANK: Array<(reason: string) => boolean> = [
  (r) => r.startsWith("you "),
  (r) => r.endsWith(" is in it") || r.endsWith(" are in it"),
  (r) => !CONSTRAINT.test(r),
  () => true,
];

/** Reasons every one of these results has: with fewer than two, none are common. */
export function commonReasons(results: ReadonlyArray<{ reasons: string[] }>): Set<string> {
  if (results.length < 2) return new Set();
  const common = new Set(results[0]!.reasons);
  for (const r of results) for (const reason of common) if (!r.reasons.includes(reason)) common.delete(reason);
  return common;
}

/**
 * The reason to show on a tile, or null when its only reasons are the answer's own constraints:
 * a time or place every result shares, or that the answer's sentence (`said`) already states.
 */
export function tileReason(reasons: readonly string[], common: ReadonlySet<string>, said = ""): string | null {
  // "taken in Seattle" is what "1 photo in Seattle" said.
  const telling = reasons.filter((r) => !(CONSTRAINT.test(r) && (common.has(r) || said.includes(r.replace(/^taken /, "")))));
  for (const ranked of RANK) {
    const found = telling.find(ranked);
    if (found) return found;
  }
  return null;
}
