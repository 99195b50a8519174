/**
 * @file A snapshot of the facts the index reads first, kept in the library's cache folder and
 * keyed by the photos table's version: when nothing was written since, startup reads one file
 * instead of decoding every row out of LanceDB (at 100,000 photos, about a second saved).
 *
 * Runs in the engine's process. The snapshot is derived data: a missing, stale, damaged or
 * foreign file is ignored and rewritten, never trusted.
 */
import fs from "node:fs/promises";
import path from "node:path";
import v8 from "node:v8";
import { rowsFromColumns } from "../library/store";

const FORMAT = 2;

/**
 * A column as stored: its values, or, when few are distinct (kinds, places, codes, lenses, times
 * of indexing), each distinct value once and a code per row. Reading 100,000 rows then makes a
 * string per distinct value instead of one per row, which was most of the snapshot's cost at open
 * (decoding it, then collecting the garbage).
 */
type Column = unknown[] | { distinct: unknown[]; codes: Uint32Array };

interface Snapshot {
  format: number;
  version: number;
  columns: string[];
  values: Column[];
}

export async function cachedRows<T>(file: string, version: number, columns: string[], read: () => Promise<T[]>): Promise<T[]> {
  const cached = await fs
    .readFile(file)
    .then((bytes) => {
      const snapshot = v8.deserialize(bytes) as Snapshot;
      const current = snapshot.format === FORMAT && snapshot.version === version && snapshot.columns.join() === columns.join();
      return current ? rowsFromColumns<T>(columns, snapshot.values.map(expand)) : null;
    })
    .catch(() => null);
  if (cached) return cached;
  const rows = await read();
  // Written beside and renamed into place, so a crash never leaves half a snapshot.
  const values = columns.map((c) => compact(rows.map((row) => (row as Record<string, unknown>)[c])));
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs
    .writeFile(temporary, v8.serialize({ format: FORMAT, version, columns, values } satisfies Snapshot))
    .then(() => fs.rename(temporary, file))
    .catch(() => fs.rm(temporary, { force: true }));
  return rows;
}

/** A column with at most one distinct value in four rows is stored as distinct values and codes. */
function compact(values: unknown[]): Column {
  const codes = new Uint32Array(values.length);
  const seen = new Map<unknown, number>();
  for (let i = 0; i < values.length; i++) {
    let code = seen.get(values[i]);
    if (code === undefined) {
      if (seen.size * 4 > values.length) return values;
      seen.set(values[i], (code = seen.size));
    }
    codes[i] = code;
  }
  return { distinct: [...seen.keys()], codes };
}

function expand(column: Column): unknown[] {
  if (Array.isArray(column)) return column;
  const { distinct, codes } = column;
  const values = new Array<unknown>(codes.length);
  for (let i = 0; i < codes.length; i++) values[i] = distinct[codes[i]!];
  return values;
}
