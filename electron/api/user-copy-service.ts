/**
 * @file Keeps `user-copy.json` (`library/user-copy.ts`) in step with the tables that hold what only
 * the user made, and puts it back into those tables when a repair had to set them aside.
 *
 * Runs in the engine's process, in `api/` because the tables belong to the library, the analysis
 * and the learning layers alike. Every table is read and written through the store's one handle of
 * it ([Note: One handle per table] in `store/store.ts`), so the copy sees every write the engine
 * made, and what is restored before the engine's parts open is what they find.
 */
import type * as lancedb from "@lancedb/lancedb";
import type { Schema } from "../store/arrow";
import type { Collections } from "../library/collections";
import { FACES, PEOPLE } from "../library/analysis/analysis-store";
import { LINKS } from "../library/analysis/metadata-people";
import { KEPT_APART } from "../library/grouping/kept-apart";
import { MEMORIES } from "../library/memories";
import { inList, plainRows, type PhotoStore } from "../store/store";
import { readUserCopy, writeUserCopy, type UserCopy } from "../library/user-copy";
import { FEEDBACK } from "../learn/feedback-store";
import type { Method } from "./contract";

/** The tables whose rows the user made, what the copy calls them, and what the user calls them. */
export const USER_TABLES = {
  folders: { words: "list of folders" },
  memories: { words: "notes", schema: MEMORIES, field: "memories" },
  feedback: { words: "corrections", schema: FEEDBACK, field: "corrections" },
  people: { words: "people's names", schema: PEOPLE, field: "people" },
  people_from_metadata: { words: "people's names", schema: LINKS, field: "peopleLinks" },
  copies_apart: { words: "photos kept apart", schema: KEPT_APART, field: "keptApart" },
} as const satisfies Record<string, { words: string; schema?: Schema; field?: keyof UserCopy }>;
export type UserTable = keyof typeof USER_TABLES;

/** Calls after which the copy is written again: each changes something only the user made, or which photos it names. */
const CHANGES: ReadonlySet<Method> = new Set<Method>([
  "addFolder", "removeFolder", "feedback", "undoFeedback", "forgetSearches", "importLearning", "resetLearning", "addMemory", "removeMemory",
  "splitCopy", "setFavourite", "createAlbum", "addToAlbum", "removeFromAlbum", "deleteAlbum", "namePerson", "mergePeople", "splitPerson",
]);

/** Whether a call's answer means the user's copy must be written again ("remember that…" is a search). */
export function changesUserCopy(method: Method, output: unknown): boolean {
  return CHANGES.has(method) || (method === "search" && (output as { remembered?: unknown } | null)?.remembered != null);
}

const CANNOT_WRITE = new Set(["EROFS", "EACCES", "EPERM"]);

export interface UserCopyKeeper {
  /** Writes the copy again, after the writes before it; never throws (a copy not written is reported and the next change tries again). */
  save(): Promise<void>;
  /** Resolves when no write of the copy is running or waiting. */
  settled(): Promise<void>;
}

export function keepUserCopy(store: PhotoStore, collections: Collections, libraryDir: string): UserCopyKeeper {
  /** Where the photos named were last seen, so that one the store does not hold now (being indexed again) keeps its place. */
  let lastSeen: Record<string, string> | null = null;
  let waiting: Promise<void> | null = null;
  let last: Promise<void> = Promise.resolve();

  const write = async () => {
    const copy = await gather(store, collections, lastSeen ?? readUserCopy(libraryDir).copy?.photos ?? {});
    await writeUserCopy(libraryDir, copy);
    lastSeen = copy.photos;
  };
  return {
    save() {
      // Saves asked for while one waits share it: it reads the tables after all of them.
      waiting ??= last.then(() => {
        waiting = null;
        return write().catch((error: NodeJS.ErrnoException) => {
          // A library that cannot be written has no change of the user's to copy.
          if (!CANNOT_WRITE.has(error.code ?? "")) process.stderr.write(`recollect: the copy of your notes, corrections and names could not be written (${error.message}); it is tried again at your next change.\n`);
        });
      });
      last = waiting;
      return waiting;
    },
    settled: () => last,
  };
}

async function gather(store: PhotoStore, collections: Collections, lastSeen: Record<string, string>): Promise<UserCopy> {
  const rows = async (name: Exclude<UserTable, "folders">): Promise<Array<Record<string, unknown>>> => (await (await tableOf(store, name)).query().toArray()) as Array<Record<string, unknown>>;
  const [folders, memories, corrections, people, peopleLinks, keptApart] = await Promise.all([
    store.listFolders(), rows("memories"), rows("feedback"), rows("people"), rows("people_from_metadata"), rows("copies_apart"),
  ]);
  const copy: Omit<UserCopy, "photos"> = {
    folders: folders.map((f) => ({ path: f.path, added_at: f.added_at })),
    memories: memories.map((m) => ({ id: text(m.id), photo_id: text(m.photo_id), source: m.source === "chat" ? "chat" : "note", text: text(m.text), created_at: text(m.created_at) })),
    corrections: corrections.map((c) => ({
      id: text(c.id), query_key: text(c.query_key), query: text(c.query), photo_id: text(c.photo_id), verdict: c.verdict === "good" || c.verdict === "bad" ? c.verdict : "better",
      other_id: text(c.other_id), evidence: text(c.evidence), at: text(c.at), undone: c.undone === true,
    })),
    people: people
      .filter((p) => p.name != null || p.relation != null)
      .map((p) => ({ id: text(p.id), name: (p.name as string | null) ?? null, relation: (p.relation as string | null) ?? null, centroid: Array.from(p.centroid as Iterable<number>), faces: Number(p.faces), updated_at: text(p.updated_at) })),
    peopleLinks: peopleLinks.map((l) => ({ key: text(l.key), name: text(l.name), person_id: text(l.person_id) })),
    keptApart: keptApart.map((k) => ({ key: text(k.key), a: text(k.a), b: text(k.b), at: text(k.at) })),
  };
  const named = new Set<string>([
    ...copy.memories.map((m) => m.photo_id),
    ...copy.corrections.flatMap((c) => (c.other_id ? [c.photo_id, c.other_id] : [c.photo_id])),
    ...copy.keptApart.flatMap((k) => [k.a, k.b]),
    ...collections.favourites(),
    ...collections.albums().flatMap((a) => a.photoIds),
  ]);
  const seen = await pathsOf(store, [...named]);
  const photos: Record<string, string> = {};
  for (const id of named) {
    const where = seen.get(id) ?? lastSeen[id];
    if (where !== undefined) photos[id] = where;
  }
  return { ...copy, photos };
}

/** Where the store has these photos now. Past a few thousand, one read of two columns beats filtered queries. */
async function pathsOf(store: PhotoStore, ids: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (ids.length === 0) return found;
  const slices = ids.length > 5000 ? [null] : Array.from({ length: Math.ceil(ids.length / 500) }, (_, i) => ids.slice(i * 500, i * 500 + 500));
  for (const slice of slices) {
    const query = store.photos.query();
    for (const row of await plainRows<{ id: string; path: string }>(slice ? query.where(inList("id", slice)) : query, ["id", "path"])) found.set(row.id, row.path);
  }
  return found;
}

/**
 * Puts the copy's rows back into the user's tables that `lost` names (each made anew, empty, by
 * the repair); returns what the user would call what was restored. Faces the damage left pointing
 * at a person who is no longer there are unassigned, for the next analysis pass to cluster again.
 */
export async function restoreUserCopy(store: PhotoStore, copy: UserCopy, lost: (table: string) => boolean): Promise<string[]> {
  const restored = new Set<string>();
  if (lost("folders") && copy.folders.length) {
    for (const folder of copy.folders) await store.saveFolder({ path: folder.path, added_at: folder.added_at, unsupported: 0 });
    restored.add(USER_TABLES.folders.words);
  }
  for (const name of ["memories", "feedback", "people", "people_from_metadata", "copies_apart"] as const) {
    const rows = copy[USER_TABLES[name].field];
    if (!lost(name) || rows.length === 0) continue;
    await (await tableOf(store, name)).add(rows as unknown as Array<Record<string, unknown>>);
    restored.add(USER_TABLES[name].words);
  }
  if (lost("people") && !lost("faces")) {
    const kept = copy.people.map((p) => p.id);
    const faces = await store.table("faces", FACES);
    await faces.update({ where: kept.length ? `person_id IS NOT NULL AND NOT (${inList("person_id", kept)})` : "person_id IS NOT NULL", valuesSql: { person_id: "NULL" } });
  }
  return [...restored];
}

function tableOf(store: PhotoStore, name: Exclude<UserTable, "folders">): Promise<lancedb.Table> {
  return store.table(name, USER_TABLES[name].schema);
}

const text = (value: unknown): string => (value == null ? "" : String(value));
