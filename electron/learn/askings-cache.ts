/**
 * @file The search history table's askings (each row's id, key and time, in the table's order)
 * kept in the library's cache folder under the table version they were read at, so that History's
 * page reads one small file instead of scanning every row of a long history (see [Note: History's
 * page] in `search-log.ts`).
 *
 * Runs in the engine. Derived data: a file of another version, another format or damaged is
 * ignored (and replaced by the next reading of the table), never trusted. Each column is one
 * string and where each value ends: V8 reads one long string at once, and thousands of short ones
 * one by one.
 */
import fs from "node:fs";
import v8 from "node:v8";
import { z } from "zod";
import { writeCacheFile } from "../store/cache-file";

/** One asking: the search's id, what makes it the same search as others, and when it was asked. */
export interface Asking {
  id: string;
  query_key: string;
  at: string;
}

/** Bumped when the file's shape changes. */
const FORMAT = 1;
const COLUMNS = ["id", "query_key", "at"] as const;

const Column = z.object({ text: z.string(), ends: z.instanceof(Int32Array) });
const Stored = z.object({ format: z.literal(FORMAT), version: z.number(), id: Column, query_key: Column, at: Column });

/** The table's askings as cached at `version`; null when the file is missing, damaged or of another version. */
export function readAskings(file: string, version: number): Asking[] | null {
  let read;
  try {
    read = Stored.safeParse(v8.deserialize(fs.readFileSync(file)));
  } catch {
    return null;
  }
  if (!read.success || read.data.version !== version) return null;
  const columns = COLUMNS.map((name) => read.data[name]);
  const rows = columns[0]!.ends.length;
  if (!columns.every((c) => c.ends.length === rows && (rows === 0 ? c.text === "" : c.ends[rows - 1] === c.text.length))) return null;
  const value = (c: z.infer<typeof Column>, i: number) => c.text.slice(i === 0 ? 0 : c.ends[i - 1]!, c.ends[i]);
  const [id, key, at] = columns as [z.infer<typeof Column>, z.infer<typeof Column>, z.infer<typeof Column>];
  const askings = new Array<Asking>(rows);
  for (let i = 0; i < rows; i++) askings[i] = { id: value(id, i), query_key: value(key, i), at: value(at, i) };
  return askings;
}

/** Keeps the table's askings as read at `version`; best-effort, since the table is read again without it. */
export async function writeAskings(file: string, version: number, askings: readonly Asking[]): Promise<void> {
  const column = (name: (typeof COLUMNS)[number]) => {
    const ends = new Int32Array(askings.length);
    let end = 0;
    askings.forEach((asking, i) => (ends[i] = end += asking[name].length));
    return { text: askings.map((asking) => asking[name]).join(""), ends };
  };
  const stored = { format: FORMAT, version, id: column("id"), query_key: column("query_key"), at: column("at") };
  await writeCacheFile(file, (handle) => handle.writeFile(v8.serialize(stored))).catch(() => undefined);
}
