/**
 * @file Repairs a library that two engines wrote at once before the writer lock existed: one row
 * per photo id, one problem per path.
 *
 * Runs in the engine's process when a library is opened. Two `index` runs (or `serve` and
 * `index`) on one library wrote every photo twice (35,904 rows for 20,000 photos), after which
 * every merge keyed by id failed with "Ambiguous merge inserts are prohibited". The
 * copies are the same file read twice, so which one is kept matters little: the most recently
 * indexed one, whose analysis is the newest.
 */
import fs from "node:fs";
import type * as lancedb from "@lancedb/lancedb";
import { writeCacheFile } from "./cache-file";
import { inList, inSlices } from "./sql-filters";

/** A table to repair: one row per `key`, keeping the row with the greatest `newest`. */
export interface KeyedTable {
  table: lancedb.Table;
  key: string;
  newest: string;
}

/**
 * Repairs the tables unless `record` says they were found whole at the versions they are at now.
 * Reading every key of them would cost each opening time that grows with the library, for a repair that a library written before the lock needs once: the lock keeps a second writer
 * out since. The record (the tables' versions, in the library's cache folder) is derived data: a
 * missing or damaged one, or any write since, means the tables are read again.
 */
export async function removeDuplicatesOnce(record: string, tables: KeyedTable[]): Promise<void> {
  const versions = async () => (await Promise.all(tables.map(({ table }) => table.version()))).join(" ");
  let recorded: string | null = null;
  try {
    recorded = fs.readFileSync(record, "utf8");
  } catch {
    // None yet: the tables are read.
  }
  if (recorded === (await versions())) return;
  await Promise.all(tables.map(({ table, key, newest }) => removeDuplicateRows(table, key, newest)));
  const now = await versions();
  // Not kept, the next opening reads the tables again, which is all it costs.
  await writeCacheFile(record, (handle) => handle.writeFile(now)).catch(() => undefined);
}

/** Rows with a key that another row has too; returns how many rows were removed. */
export async function removeDuplicateRows(table: lancedb.Table, key: string, newest: string): Promise<number> {
  // Every photo's id is read at each open: looked at in Arrow's bytes, without a string for each.
  const column = await table.query().select([key]).toArrow();
  const chunks = column.numRows === 0 ? [] : (column.getChild(key)?.data ?? []);
  if (!chunks.every((c) => c.valueOffsets instanceof Int32Array && c.values instanceof Uint8Array)) throw new Error(`${key} is not a column of strings`);
  const doubled = doubledKeys(chunks as unknown as StringChunk[]);
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

/** The parts of an Arrow string column that `doubledKeys` reads. */
export interface StringChunk {
  offset: number;
  length: number;
  valueOffsets: Int32Array;
  values: Uint8Array;
  nullCount: number;
  nullBitmap?: Uint8Array | null;
}

const utf8 = new TextDecoder();

/**
 * The values that occur more than once in a string column (nulls are no value). Each value is
 * hashed from its bytes and the hashes sorted: only values whose hashes meet are decoded and
 * compared, so the common case (no copies) makes no string but for a chance collision or two,
 * where a Set of every id would make one per photo at each open.
 */
export function doubledKeys(chunks: readonly StringChunk[]): Set<string> {
  const total = chunks.reduce((sum, c) => sum + c.length, 0);
  const hashes = new Uint32Array(total);
  const valid = new Uint8Array(total);
  let row = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++, row++) {
      const at = chunk.offset + i;
      if (chunk.nullCount > 0 && chunk.nullBitmap && ((chunk.nullBitmap[at >> 3]! >> (at & 7)) & 1) === 0) continue;
      valid[row] = 1;
      hashes[row] = hashBytes(chunk.values, chunk.valueOffsets[at]!, chunk.valueOffsets[at + 1]!);
    }
  }
  const sorted = hashes.slice().sort();
  const meeting = new Set<number>();
  for (let i = 1; i < total; i++) if (sorted[i] === sorted[i - 1]) meeting.add(sorted[i]!);
  const doubled = new Set<string>();
  if (meeting.size === 0) return doubled;
  const seen = new Set<string>();
  row = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++, row++) {
      if (!valid[row] || !meeting.has(hashes[row]!)) continue;
      const at = chunk.offset + i;
      const value = utf8.decode(chunk.values.subarray(chunk.valueOffsets[at]!, chunk.valueOffsets[at + 1]!));
      if (seen.has(value)) doubled.add(value);
      else seen.add(value);
    }
  }
  return doubled;
}

/** FNV-1a over bytes [from, to). */
function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}
