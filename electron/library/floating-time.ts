/**
 * @file Wall-clock times as numbers. Pure.
 *
 * Photos keep the time their camera showed. Reading that wall-clock time as if it were UTC gives a
 * number that sorts and compares across photos from different zones the way people remember them
 * ("the morning of the 14th" is the 14th's morning wherever it was).
 */

/** The wall-clock time read on a UTC clock. */
export function floatingMs(localIso: string): number {
  return Date.parse(`${localIso}Z`);
}
