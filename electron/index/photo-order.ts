/**
 * @file The library's photos in time order, sorted once per index generation and reused by every
 * list of photos by date: an answer to a place or a time alone, "the first photos", nothing at
 * all, and the Library's timeline, whole or narrowed.
 *
 * Runs in the engine, over the index's in-memory facts. At 100k photos a place like "Asia" passes
 * 68,000 of them, and sorting those with a comparator that breaks ties by path would be most of the
 * answer's time; walking a kept order over the answer's own photos takes under a millisecond.
 */
import type { LibraryIndex } from "./library-index";

/**
 * - `oldest`: by capture time, oldest first; undated photos last.
 * - `newest`: by capture time, newest first; undated photos last.
 * - `recent`: newest first, as a library opens: photos dated only by their file's time (which a
 *   copy resets) after those whose capture date is known, undated ones last.
 * Ties, in each: the index's stable order (an original before its copies).
 */
export type PhotoOrder = "oldest" | "newest" | "recent";

interface Kept {
  generation: number;
  orders: Map<PhotoOrder, { photos: Int32Array; rank: Int32Array }>;
}

const kept = new WeakMap<LibraryIndex, Kept>();

/** Every photo of the index in that order, and each photo number's place in it. */
export function photoOrder(index: LibraryIndex, order: PhotoOrder): { photos: Int32Array; rank: Int32Array } {
  let entry = kept.get(index);
  if (!entry || entry.generation !== index.generation) {
    entry = { generation: index.generation, orders: new Map() };
    kept.set(index, entry);
  }
  let made = entry.orders.get(order);
  if (!made) {
    made = sortOnce(index, order);
    entry.orders.set(order, made);
  }
  return made;
}

/**
 * These photos (each once) in that order; a number the index no longer has is left out. Few are
 * sorted by their ranks; many are picked out of the whole order in one pass, which costs the
 * library's size and no comparisons.
 */
export function inOrder<T>(items: readonly T[], numberOf: (item: T) => number, index: LibraryIndex, order: PhotoOrder): T[] {
  const { photos, rank } = photoOrder(index, order);
  if (items.length * Math.log2(items.length + 2) < photos.length / 4) {
    const at = (item: T) => rank[numberOf(item)] ?? -1;
    return items.filter((item) => at(item) >= 0).sort((a, b) => at(a) - at(b));
  }
  // Typed arrays, not a map: 68,000 photos are placed in a few milliseconds.
  const slot = new Int32Array(photos.length).fill(-1);
  items.forEach((item, i) => {
    const at = rank[numberOf(item)] ?? -1;
    if (at >= 0) slot[at] = i;
  });
  const out: T[] = [];
  for (const i of slot) if (i >= 0) out.push(items[i]!);
  return out;
}

/**
 * `inOrder` for photo numbers, as typed arrays: marked, then read off the whole order in one pass.
 * A place or a year alone can pass most of a million photos, each of which `inOrder` would place
 * through a closure.
 */
export function photosInOrder(photos: readonly number[], index: LibraryIndex, order: PhotoOrder): Int32Array {
  const { photos: all, rank } = photoOrder(index, order);
  const marked = new Uint8Array(rank.length);
  for (const n of photos) if (n < marked.length) marked[n] = 1;
  const out = new Int32Array(photos.length);
  let size = 0;
  for (const n of all) if (marked[n]) out[size++] = n;
  return out.subarray(0, size);
}

function sortOnce(index: LibraryIndex, order: PhotoOrder): { photos: Int32Array; rank: Int32Array } {
  const numbers = index.all();
  const keys = new Float64Array(numbers.length);
  numbers.forEach((n, i) => {
    const t = index.takenMs(n);
    if (t === null) keys[i] = Infinity;
    else if (order === "oldest") keys[i] = t;
    else if (order === "newest" || !index.mtimeOnly(n)) keys[i] = -t;
    else keys[i] = 1e15 - t;
  });
  const positions = Int32Array.from(numbers.keys());
  positions.sort((a, b) => keys[a]! - keys[b]! || index.tieOrder(numbers[a]!, numbers[b]!));
  const photos = Int32Array.from(positions, (i) => numbers[i]!);
  const rank = new Int32Array(numbers.reduce((max, n) => Math.max(max, n), -1) + 1).fill(-1);
  photos.forEach((n, i) => (rank[n] = i));
  return { photos, rank };
}

/**
 * Sorts the orders before any answer needs them, one per turn of the event loop (each a sort of
 * every photo), so that the first "photos in Asia" after a start or a refresh does not pay for it.
 */
export async function warmPhotoOrders(index: LibraryIndex): Promise<void> {
  for (const order of ["oldest", "recent", "newest"] as const) {
    await new Promise((resolve) => setImmediate(resolve));
    photoOrder(index, order);
  }
}
