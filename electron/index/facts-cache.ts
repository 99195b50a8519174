/**
 * @file A snapshot of the facts the index reads first, kept in the library's cache folder and
 * keyed by the photos table's version: when nothing was written since, startup reads one file
 * instead of decoding every row out of LanceDB (at 100,000 photos, about a second saved).
 *
 * Runs in the engine's process. The snapshot is derived data: a missing, stale, damaged or
 * foreign file is ignored and rewritten, never trusted.
 */
import fs from "node:fs/promises";
import v8 from "node:v8";
import { rowsFromColumns } from "../store/store";
import { writeCacheFile } from "../store/cache-file";

/**
 * 3: numbers in typed arrays and strings as one text with their ends. A snapshot of an older
 * format is not read but rewritten, as after any change to the table.
 */
const FORMAT = 3;

/**
 * A column as stored. When few values are distinct (kinds, places, codes, lenses, times of
 * indexing), each distinct value once and a code per row: reading 100,000 rows then makes a
 * string per distinct value instead of one per row, which would be most of the snapshot's cost at
 * open (decoding it, then collecting the garbage). Otherwise numbers as one Float64Array and
 * strings as one text cut at `ends`, so that V8 reads each column as a block instead of value by
 * value, an order of magnitude faster at open.
 * `nulls` marks the rows without a value, when any is. Anything else is kept as its values.
 */
export type Column =
  | unknown[]
  | { distinct: unknown[]; codes: Uint32Array }
  | { numbers: Float64Array; nulls: Uint8Array | null }
  | { text: string; ends: Uint32Array; nulls: Uint8Array | null };

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
      if (!current) return null;
      const values = snapshot.values.map(expand);
      // A file cut short or written by something else is not half believed.
      return values.length === columns.length && values.every((v) => v.length === values[0]!.length) ? rowsFromColumns<T>(columns, values) : null;
    })
    .catch(() => null);
  if (cached) return cached;
  const rows = await read();
  const values = columns.map((c) => compact(rows.map((row) => (row as Record<string, unknown>)[c])));
  // A snapshot that cannot be written is only a slower next start.
  await writeCacheFile(file, (handle) => handle.writeFile(v8.serialize({ format: FORMAT, version, columns, values } satisfies Snapshot))).catch(() => undefined);
  return rows;
}

/** A column with at most one distinct value in four rows is stored as distinct values and codes; other numbers and strings as blocks. */
export function compact(values: unknown[]): Column {
  const codes = new Uint32Array(values.length);
  const seen = new Map<unknown, number>();
  for (let i = 0; i < values.length; i++) {
    let code = seen.get(values[i]);
    if (code === undefined) {
      if (seen.size * 4 > values.length) return block(values);
      seen.set(values[i], (code = seen.size));
    }
    codes[i] = code;
  }
  return { distinct: [...seen.keys()], codes };
}

/** Numbers or strings as one block (with nulls marked), whatever their number of distinct values; anything else as its values. */
export function block(values: unknown[]): Column {
  const present = values.filter((v) => v !== null);
  const nulls = present.length < values.length ? Uint8Array.from(values, (v) => (v === null ? 1 : 0)) : null;
  if (present.every((v) => typeof v === "number")) return { numbers: Float64Array.from(values, (v) => (v === null ? 0 : (v as number))), nulls };
  if (!present.every((v) => typeof v === "string")) return values;
  const ends = new Uint32Array(values.length);
  let end = 0;
  for (let i = 0; i < values.length; i++) ends[i] = end += values[i] === null ? 0 : (values[i] as string).length;
  return { text: (values as Array<string | null>).map((v) => v ?? "").join(""), ends, nulls };
}

export function expand(column: Column): unknown[] {
  if (Array.isArray(column)) return column;
  if ("codes" in column) {
    const { distinct, codes } = column;
    const values = new Array<unknown>(codes.length);
    for (let i = 0; i < codes.length; i++) values[i] = distinct[codes[i]!];
    return values;
  }
  const { nulls } = column;
  if ("numbers" in column) {
    const { numbers } = column;
    const values = new Array<unknown>(numbers.length);
    for (let i = 0; i < numbers.length; i++) values[i] = nulls?.[i] ? null : numbers[i];
    return values;
  }
  const { text, ends } = column;
  if ((ends.at(-1) ?? 0) !== text.length) throw new Error("a column's text does not match its ends");
  const values = new Array<unknown>(ends.length);
  for (let i = 0, start = 0; i < ends.length; start = ends[i++]!) values[i] = nulls?.[i] ? null : text.slice(start, ends[i]);
  return values;
}

/** Row `i`'s value of a stored column, without expanding the column (a pass that visits each row once needs no more). */
export function valueAt(column: Column, i: number): unknown {
  if (Array.isArray(column)) return column[i];
  if ("codes" in column) return column.distinct[column.codes[i]!];
  if (column.nulls?.[i]) return null;
  if ("numbers" in column) return column.numbers[i];
  return column.text.slice(i === 0 ? 0 : column.ends[i - 1]!, column.ends[i]!);
}

/** How many rows a stored column holds. */
export function lengthOf(column: Column): number {
  return Array.isArray(column) ? column.length : "codes" in column ? column.codes.length : "numbers" in column ? column.numbers.length : column.ends.length;
}
