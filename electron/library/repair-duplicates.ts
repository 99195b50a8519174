/**
 * @file Repairs a library that two engines wrote at once before the writer lock existed: one row
 * per photo id, one problem per path.
 *
 * Runs in the engine's process when a library is opened. Two `index` runs (or `serve` and
 * `index`) on one library wrote every photo twice (35,904 rows for 20,000 photos), after which
 * every merge keyed by id failed with "Ambiguous merge inserts are prohibited" (issue 17). The
 * copies are the same file read twice, so which one is kept matters little: the most recently
 * indexed one, whose analysis is the newest.
 */
import type * as lancedb from "@lancedb/lancedb";
import { columnOf, inList, inSlices } from "./store";

/** Rows with a key that another row has too; returns how many rows were removed. */
export async function removeDuplicateRows(table: lancedb.Table, key: string, newest: string): Promise<number> {
  // Every photo's id is read at each open: as one column, not 100,000 one-field rows.
  const keys = await columnOf<string>(table.query(), key);
  const seen = new Set<string>();
  const doubled = new Set<string>();
  for (const value of keys) {
    if (seen.has(value)) doubled.add(value);
    else seen.add(value);
  }
  if (doubled.size === 0) return 0;
  let removed = 0;
  await inSlices([...doubled], async (slice) => {
    const filter = inList(key, slice);
    const rows = (await table.query().where(filter).toArray()) as Array<Record<string, unknown>>;
    const kept = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      const other = kept.get(String(row[key]));
      if (!other || String(row[newest] ?? "") > String(other[newest] ?? "")) kept.set(String(row[key]), row);
    }
    // Delete-then-add is not atomic; a crash between the two loses these rows until the next
    // index run finds their files again as new, which is what an interrupted run does anyway.
    await table.delete(filter);
    await table.add([...kept.values()]);
    removed += rows.length - kept.size;
  });
  return removed;
}
