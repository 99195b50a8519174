/**
 * @file The search history table's askings (each row's id, key and time, in the table's order)
 * kept in the library's cache folder under the table version they were read at, so that History's
 * page reads one small file instead of scanning every row of a long history; and History's groups
 * (each search once, at its latest asking, with how often it was asked, newest first) kept beside
 * them under that version and the digest of the other askings they were grouped with, so that a
 * page of a history nothing was added to since reads neither the askings nor groups them again
 * (see [Note: History's page] in `search-log.ts`).
 *
 * Runs in the engine. Derived data: a file of another version, another format or damaged is
 * ignored (and replaced by the next reading of the table), never trusted. Each column is one
 * string and where each value ends: V8 reads one long string at once, and thousands of short ones
 * one by one.
 */
import fs from "node:fs";
import path from "node:path";
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

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Column = z.lazy(() => z.object({ text: z.string(), ends: z.instanceof(Int32Array) }));
const Stored = z.lazy(() => z.object({ format: z.literal(FORMAT), version: z.number(), id: Column, query_key: Column, at: Column }));

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

/** One search of History's page: its latest asking's id, and how many times it was asked. */
export interface AskedGroup {
  latest: string;
  asked: number;
}

/** Bumped when the groups' file changes shape, or the grouping its digest stands for changes. */
const GROUPS_FORMAT = 1;
/** The groups' file, beside the askings' file in the cache folder. */
const GROUPS_FILE = "history-groups.v8";

const StoredGroups = z.lazy(() => z.object({ format: z.literal(GROUPS_FORMAT), version: z.number(), inputs: z.string(), latest: Column, asked: z.instanceof(Int32Array) }));

/** Where the groups are kept for the askings kept in `askingsFile`. */
export function groupsFile(askingsFile: string): string {
  return path.join(path.dirname(askingsFile), GROUPS_FILE);
}

/**
 * The groups kept for the table at `version` grouped with the other askings `inputs` digests; null
 * when the file is missing, damaged, of another version or grouped with other askings.
 */
export function readGroups(file: string, version: number, inputs: string): AskedGroup[] | null {
  let read;
  try {
    read = StoredGroups.safeParse(v8.deserialize(fs.readFileSync(file)));
  } catch {
    return null;
  }
  if (!read.success || read.data.version !== version || read.data.inputs !== inputs) return null;
  const { latest, asked } = read.data;
  const rows = asked.length;
  if (latest.ends.length !== rows || (rows === 0 ? latest.text !== "" : latest.ends[rows - 1] !== latest.text.length)) return null;
  const groups = new Array<AskedGroup>(rows);
  for (let i = 0; i < rows; i++) {
    const from = i === 0 ? 0 : latest.ends[i - 1]!;
    if (latest.ends[i]! <= from || asked[i]! < 1) return null;
    groups[i] = { latest: latest.text.slice(from, latest.ends[i]), asked: asked[i]! };
  }
  return groups;
}

/** Keeps the groups; best-effort, since they are made again without it. */
export async function writeGroups(file: string, version: number, inputs: string, groups: readonly AskedGroup[]): Promise<void> {
  const ends = new Int32Array(groups.length);
  let end = 0;
  groups.forEach((group, i) => (ends[i] = end += group.latest.length));
  const stored = { format: GROUPS_FORMAT, version, inputs, latest: { text: groups.map((group) => group.latest).join(""), ends }, asked: Int32Array.from(groups, (group) => group.asked) };
  await writeCacheFile(file, (handle) => handle.writeFile(v8.serialize(stored))).catch(() => undefined);
}
