/**
 * @file `boundedCache` keeps what lru-cache's `max` keeps, in the same order, without allocating
 * its table up front (see [Note: Bounded caches grow as they fill]).
 */
import { LRUCache } from "lru-cache";
import { describe, expect, it } from "vitest";
import { boundedCache } from "./bounded-cache";

/** A repeatable stream of numbers in [0, 1): the same sequence of reads and writes for both tables. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("boundedCache", () => {
  for (const max of [1, 2, 7, 64]) {
    for (const keys of [max, 3 * max + 1]) {
      it(`holds what LRUCache({ max: ${max} }) holds, in its order, over 2,000 reads and writes of ${keys} keys`, () => {
        const ours = boundedCache<string, number>(max);
        const theirs = new LRUCache<string, number>({ max });
        const next = seeded(max * 1000 + keys);
        for (let i = 0; i < 2000; i++) {
          const key = `k${Math.floor(next() * keys)}`;
          const op = next();
          if (op < 0.5) {
            ours.set(key, i);
            theirs.set(key, i);
          } else if (op < 0.9) expect(ours.get(key)).toBe(theirs.get(key));
          else expect(ours.delete(key)).toBe(theirs.delete(key));
          expect(ours.size).toBeLessThanOrEqual(max);
        }
        expect([...ours.entries()]).toEqual([...theirs.entries()]);
      });
    }
  }

  it("allocates nothing for the entries it does not hold yet", () => {
    // lru-cache's `max` makes its arrays whole at once: a million slots are megabytes of heap.
    const heapAfter = (make: () => unknown): number => {
      const before = process.memoryUsage().heapUsed;
      const kept = make();
      const grown = process.memoryUsage().heapUsed - before;
      expect(kept).toBeDefined();
      return grown;
    };
    expect(heapAfter(() => new LRUCache<string, number>({ max: 1_000_000 }))).toBeGreaterThan(4_000_000);
    expect(heapAfter(() => boundedCache<string, number>(1_000_000))).toBeLessThan(100_000);
  });
});
