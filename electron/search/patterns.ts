/**
 * @file The regular expressions the query readers put together from shared parts (month and
 * holiday names, counts, units of time): each made once per source and flags, by the first query
 * that asks for it, and kept for the process. Runs wherever a query is read: the engine's process
 * and the CLI's.
 *
 * [Note: Patterns made once]
 * V8 keeps a pattern's compiled form with its RegExp object. `new RegExp(source)` finds an earlier
 * compile of the same source only in V8's compilation cache, which every full garbage collection
 * empties; made inside the functions that run them, the time finders' patterns were parsed and
 * compiled again on the first query after each collection, which an engine that stays open meets
 * between most searches. Made at module load instead, every one-shot command would compile all of
 * them, most for phrases its query does not hold (a finder asks a cheap question first, and
 * reaches its pattern only when that says it may match). Here a pattern is made when first asked
 * for and the same object returned after. The table is bounded, for a caller whose source holds
 * something of the library's own (a name); the readers' own sources are a few dozen.
 */
import { boundedCache } from "../domain/bounded-cache";

/** How many patterns are kept: the readers ask for about seventy. */
const KEPT = 1000;

const made = boundedCache<string, RegExp>(KEPT);

/**
 * The one RegExp for `source` and `flags`, made on first use (see [Note: Patterns made once]). Its
 * `lastIndex` is 0 on return, so that a global or sticky pattern starts at the beginning as a new
 * one would; a caller must not hold one across another's use.
 */
export function pattern(source: string, flags = ""): RegExp {
  const key = `${flags}/${source}`;
  let found = made.get(key);
  if (!found) {
    found = new RegExp(source, flags);
    made.set(key, found);
  }
  found.lastIndex = 0;
  return found;
}
