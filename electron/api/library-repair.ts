/**
 * @file Opens a library's store, repairing its database first when part of it cannot be read: the
 * damaged tables (or the database folder, when it is not one) are moved aside, never deleted
 * (`library/set-aside.ts`); what only the user made is put back from their copy
 * (`user-copy-service.ts`); everything else is derived, and is rebuilt by indexing the folders again.
 *
 * Runs in the engine's process, as the library opens, under its writer lock. How damage is found
 * without slowing a normal opening: [Note: Finding a damaged table] in `store/table-damage.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { DerivedMarker } from "../library/derived-marker";
import { recordRepair, setAside, type RepairRecord } from "../library/set-aside";
import type { PhotoStore } from "../store/store";
import { clearCheckMark, confirmDamage, damagedTables, isMarkedForCheck, isStorageDamage, quickCheck, type Damage } from "../store/table-damage";
import { readUserCopy, USER_COPY, type UserCopy } from "../library/user-copy";
import { restoreUserCopy, USER_TABLES } from "./user-copy-service";

/** Left by a repair until the indexing of every folder it started has finished, so that an engine closed before then (a one-shot command) does not leave the photos half rebuilt. */
const REINDEX_OWED = "reindex-owed";

export interface OpenedStore {
  store: PhotoStore;
  /** The repair this opening made; null when the database was whole. */
  repair: RepairRecord | null;
  /** Whether every folder is to be indexed again: a repair made now, or one whose indexing has not yet run to its end (`reindexDone`). */
  reindex: boolean;
  /**
   * Photo ids by where the photos were, for the indexing that rebuilds the photos table: a photo
   * found there again takes back the id the user's notes, albums and corrections name it by.
   */
  knownIds: ReadonlyMap<string, string>;
}

/** Opens the store with `open`, moving damaged tables aside and restoring the user's rows first when it must. */
export async function openStoreRepairing(libraryDir: string, open: () => Promise<PhotoStore>, now = new Date()): Promise<OpenedStore> {
  const dbDir = path.join(libraryDir, "db");
  const lost: Damage[] = [];
  let movedTo: string | null = null;
  const moveAside = (damage: Damage[]) => {
    try {
      movedTo = setAside(libraryDir, damage, now, movedTo ?? undefined);
    } catch (error) {
      const what = damage.map((d) => (d.table === null ? `its database folder: ${d.reason}` : `the ${d.table} table: ${d.reason}`)).join("; ");
      throw new Error(`part of its database is damaged (${what}), and moving it aside to repair it failed: ${(error as Error).message}`);
    }
    lost.push(...damage);
  };

  const marked = isMarkedForCheck(libraryDir);
  const suspects = marked ? [] : await quickCheck(dbDir, path.join(libraryDir, "cache", "tables-seen.json"));
  const found = marked ? await damagedTables(dbDir) : suspects.length ? await confirmDamage(dbDir, suspects) : [];
  if (found.length) moveAside(found);
  let store: PhotoStore;
  try {
    store = await open();
  } catch (error) {
    // Damage no stat shows (bytes changed in place) fails the opening instead: every table is read through to find it.
    if (!isStorageDamage(error)) throw error;
    const more = await damagedTables(dbDir);
    if (more.length === 0) throw error;
    moveAside(more);
    store = await open();
  }
  if (marked) clearCheckMark(libraryDir);
  if (!movedTo) {
    const owed = fs.existsSync(path.join(libraryDir, REINDEX_OWED));
    return { store, repair: null, reindex: owed, knownIds: owed ? knownIdsOf(readUserCopy(libraryDir).copy) : new Map() };
  }

  const whole = lost.some((d) => d.table === null);
  const isLost = (table: string) => whole || lost.some((d) => d.table === table);
  const read = readUserCopy(libraryDir);
  const restored = read.copy ? await restoreUserCopy(store, read.copy, isLost) : [];
  // The caches were read from the tables that went, under versions the new tables will count through again.
  fs.rmSync(path.join(libraryDir, "cache"), { recursive: true, force: true });
  // Events, groups and the text index are rebuilt, whichever of them went.
  new DerivedMarker(libraryDir).set();
  fs.writeFileSync(path.join(libraryDir, REINDEX_OWED), now.toISOString());

  const userLost = [...new Set(Object.entries(USER_TABLES).filter(([name]) => isLost(name)).map(([, table]) => table.words as string))];
  // With the copy read, what it did not hold the user did not have.
  const unrestored = read.copy ? [] : userLost;
  const historyLost = isLost("searches");
  const folders = (await store.listFolders()).length > 0;
  const repair: RepairRecord = { at: now.toISOString(), movedTo, message: repairMessage({ lost, movedTo, restored, unrestored, copy: read.copy ? "read" : read.reason, historyLost, folders }) };
  await recordRepair(libraryDir, repair);
  process.stderr.write(`recollect: ${repair.message}\n`);
  return { store, repair, reindex: true, knownIds: knownIdsOf(read.copy) };
}

/** The indexing a repair owes has run to its end: later openings need not index every folder again. */
export function reindexDone(libraryDir: string): void {
  fs.rmSync(path.join(libraryDir, REINDEX_OWED), { force: true });
}

function knownIdsOf(copy: UserCopy | null): Map<string, string> {
  return new Map(Object.entries(copy?.photos ?? {}).map(([id, where]) => [where, id]));
}

interface Outcome {
  lost: Damage[];
  movedTo: string;
  /** What the user made that was put back, in their words. */
  restored: string[];
  /** What the user made that went with the damage and could not be put back: all of it, when the copy could not be read. */
  unrestored: string[];
  copy: "read" | "missing" | "damaged";
  historyLost: boolean;
  /** Whether the library knows its folders after the repair: if not, the user adds them again. */
  folders: boolean;
}

/** What happened, for the user: what could not be read, where it went, and that their own things are safe (or which are not). */
export function repairMessage({ lost, movedTo, restored, unrestored, copy, historyLost, folders }: Outcome): string {
  const byReason = new Map<string, string[]>();
  for (const { table, reason } of lost) if (table !== null) byReason.set(reason, [...(byReason.get(reason) ?? []), table]);
  const what = lost.some((d) => d.table === null)
    ? `its database folder could not be read (${lost.find((d) => d.table === null)!.reason})`
    : `part of its database could not be read (${[...byReason].map(([reason, tables]) => `the ${list(tables)} table${tables.length > 1 ? "s" : ""}: ${reason}`).join("; ")})`;
  const sentences = [
    `This library was damaged: ${what}. Recollect moved the damaged part to ${movedTo} and ${folders ? "is rebuilding the library by indexing your folders again" : "made it anew: add your photo folders again to rebuild it"}.`,
  ];
  if (restored.length) sentences.push(`Your ${list(restored)} came back from the copy it keeps of them (${USER_COPY}).`);
  if (unrestored.length) {
    const why = copy === "missing" ? "there was no copy of them yet" : `their copy (${USER_COPY}) could not be read either`;
    sentences.push(`Your ${list(unrestored)}, if you had any, could not be restored: ${why}.`);
  }
  if (historyLost) sentences.push("Your search history went with it: Recollect keeps no copy of it.");
  if (unrestored.length) sentences.push("Your albums, favourites and settings were not touched.");
  else if (historyLost) sentences.push("Everything else you made was kept: your albums, favourites and settings were not touched either.");
  else sentences.push("Nothing you made was lost: your albums, favourites and settings were not touched either.");
  return sentences.join(" ");
}

function list(words: string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
