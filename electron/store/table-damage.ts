/**
 * @file Finds the tables of a library's database that can no longer be read: a data file gone or
 * cut short, the version files gone, or the database folder itself replaced by a file.
 *
 * Runs in the engine's process when a library opens (`api/library-repair.ts`). [Note: Finding a
 * damaged table] A normal opening must stay as fast as it is, so nothing is read in full then:
 * `quickCheck` stats the files each table's newest manifest names (reading the manifest again only
 * when the table has changed since the last opening). Only what it finds is read through LanceDB (`confirmDamage`), which alone decides:
 * a table is set aside only when LanceDB cannot read it. Damage no stat can see (bytes changed in
 * place) shows as a LanceDB error on a later read; the engine then marks the library (`markForCheck`)
 * and the next opening reads every table through (`damagedTables`).
 */
import fs from "node:fs";
import path from "node:path";
import * as lancedb from "@lancedb/lancedb";
import { writeCacheFile } from "./cache-file";
import { newestVersion, NoVersionError, type TableFile } from "./lance-manifest";

/** A part of the database that cannot be read, and why, in words for the user. */
export interface Damage {
  /** A table's name, or null for the database folder as a whole. */
  table: string | null;
  reason: string;
}

/** Left in the library by an engine that met a damaged table after opening; the next opening reads every table through. */
const CHECK_MARK = "check-tables";

/** LanceDB's words for a file it could not find or read whole; not those for a folder it may not read or a full disk. */
const DAMAGE_WORDS = /failed to fill whole buffer|not found|unable to walk dir|not a directory|corrupt|unexpected eof|invalid (?:file|manifest|data)|decode|checksum/i;
const NOT_DAMAGE_WORDS = /permission denied|os error 13|no space left|os error 28|too many open files/i;

/** Whether an error is LanceDB failing to read the library's files, rather than a mistake in a request. */
export function isStorageDamage(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /lance/i.test(message) && DAMAGE_WORDS.test(message) && !NOT_DAMAGE_WORDS.test(message);
}

/**
 * What the last check found, per table: when its `_versions` folder last changed, and the files of
 * its newest version with their sizes. While a folder is unchanged its newest version is too, so
 * only the files are stat'ed again, rather than every manifest read and parsed at each opening.
 */
type Seen = Record<string, { versions: number; files: TableFile[] }>;

/**
 * The tables whose files disagree with what their newest version says, from the file system alone.
 * `record`: where what was seen is kept between openings (derived: a lost one costs one full check).
 * Synchronous: made at once on libuv's threads, the same stats took longer in a cold process, whose
 * thread pool starts with its first call.
 */
export async function quickCheck(dbDir: string, record?: string): Promise<Damage[]> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dbDir, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return [];
    if (code === "ENOTDIR") return [{ table: null, reason: "not a folder" }];
    throw error;
  }
  const before = record ? readSeen(record) : {};
  const checked = entries.filter((entry) => entry.name.endsWith(".lance")).map((entry) => checkTable(dbDir, entry, before));
  const seen: Seen = {};
  for (const { table, entry } of checked) if (entry) seen[table] = entry;
  const changed = checked.some((c) => c.changed) || Object.keys(before).length !== Object.keys(seen).length;
  if (record && changed) await writeCacheFile(record, (handle) => handle.writeFile(JSON.stringify(seen))).catch(() => undefined);
  return checked.flatMap((c) => (c.damage ? [c.damage] : []));
}

function checkTable(dbDir: string, dirent: fs.Dirent, before: Seen): { table: string; damage?: Damage; entry?: Seen[string]; changed: boolean } {
  const table = dirent.name.slice(0, -".lance".length);
  if (!dirent.isDirectory()) return { table, damage: { table, reason: "not a folder" }, changed: true };
  const dir = path.join(dbDir, dirent.name);
  const versions = fs.statSync(path.join(dir, "_versions"), { throwIfNoEntry: false })?.mtimeMs;
  const known = versions !== undefined && before[table]?.versions === versions ? before[table].files : null;
  let files: TableFile[];
  try {
    files = known ?? newestVersion(dir).files;
  } catch (error) {
    return { table, damage: { table, reason: error instanceof NoVersionError ? error.message : "newest version file unreadable" }, changed: true };
  }
  for (const file of files) {
    const wrong = sizeProblem(path.join(dir, file.path), file.bytes);
    if (wrong) return { table, damage: { table, reason: wrong }, changed: true };
  }
  return { table, entry: versions === undefined ? undefined : { versions, files }, changed: known === null };
}

function sizeProblem(file: string, bytes: number | null): string | null {
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size;
  if (size === undefined) return "a file missing";
  if (bytes !== null && size !== bytes) return size < bytes ? "a file cut short" : "a file of the wrong size";
  return null;
}

function readSeen(record: string): Seen {
  try {
    const seen = JSON.parse(fs.readFileSync(record, "utf8")) as unknown;
    return seen && typeof seen === "object" ? (seen as Seen) : {};
  } catch {
    return {};
  }
}

/** Of the suspects, those LanceDB cannot open or read through; the reason found first is kept. */
export async function confirmDamage(dbDir: string, suspects: Damage[]): Promise<Damage[]> {
  if (suspects.some((d) => d.table === null)) return suspects.filter((d) => d.table === null);
  const found: Damage[] = [];
  const db = await lancedb.connect(dbDir);
  try {
    for (const suspect of suspects) if (!(await readsThrough(db, suspect.table!))) found.push(suspect);
  } finally {
    db.close();
  }
  return found;
}

/** Every table LanceDB cannot open or read through: for an opening that failed, or a library marked after a failed read. */
export async function damagedTables(dbDir: string): Promise<Damage[]> {
  const quick = await quickCheck(dbDir);
  if (quick.some((d) => d.table === null)) return quick;
  const tables = fs.readdirSync(dbDir).filter((name) => name.endsWith(".lance")).map((name) => name.slice(0, -".lance".length));
  const reasons = new Map(quick.map((d) => [d.table, d.reason]));
  return confirmDamage(dbDir, tables.map((table) => ({ table, reason: reasons.get(table) ?? "unreadable" })));
}

/** Opens the table and reads every row, a batch at a time; false when LanceDB fails for damage. */
async function readsThrough(db: lancedb.Connection, name: string): Promise<boolean> {
  let table: lancedb.Table | null = null;
  try {
    table = await db.openTable(name);
    for await (const batch of table.query()) void batch;
    return true;
  } catch (error) {
    if (!isStorageDamage(error)) throw error;
    return false;
  } finally {
    table?.close();
  }
}

/** Asks the next opening to read every table through: a read failed in a way no stat could have seen. */
export function markForCheck(libraryDir: string): void {
  fs.writeFileSync(path.join(libraryDir, CHECK_MARK), new Date().toISOString());
}

export function isMarkedForCheck(libraryDir: string): boolean {
  return fs.existsSync(path.join(libraryDir, CHECK_MARK));
}

export function clearCheckMark(libraryDir: string): void {
  fs.rmSync(path.join(libraryDir, CHECK_MARK), { force: true });
}
