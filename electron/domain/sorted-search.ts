/**
 * @file The first place in a sorted list past a point, by halving: pure, for lists too long to
 * walk per look-up (a library's photos in time order, a trip's located photos).
 */

/**
 * The first index in [0, length) at which `past(i)` holds, where the list is sorted so that it
 * is false up to some index and true from it on; `length` where it never holds.
 */
export function firstPast(length: number, past: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (past(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}
