/**
 * @file The one way the engine makes a bounded memo table: an `LRUCache` (lru-cache) that holds at
 * most `max` entries and grows as it fills. Runs wherever a table is kept (every layer's module
 * scope, a service, a graph); below them all, since each layer keeps some.
 *
 * [Note: Bounded caches grow as they fill]
 * Given `max`, lru-cache allocates its whole table at construction: two arrays of `max` slots made
 * by `Array.from` and filled, and typed arrays for its links. The engine's tables are module-level
 * and sized for a long-running engine (200,000 stems, six of 50,000 definitions), so a one-shot
 * CLI command paid for about 600,000 empty slots at load before doing anything, and touched a few
 * hundred of them. Counted as `maxSize` with every entry of size 1 instead, the same bound holds
 * and the least recently used entry goes first when it is reached, exactly as with `max`, but the
 * table starts empty and grows with what is put in it.
 */
import { LRUCache } from "lru-cache";

/** Entries each count one toward the bound. */
const ONE = () => 1;

/** A least-recently-used table of at most `max` entries that allocates only as it fills (see the note above). */
export function boundedCache<K extends {}, V extends {}>(max: number): LRUCache<K, V> {
  return new LRUCache<K, V>({ maxSize: max, sizeCalculation: ONE });
}
