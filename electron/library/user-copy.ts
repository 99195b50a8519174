/**
 * @file A copy of what only the user made that lives in the library's database — the folders they
 * added, their notes, their corrections, the names and relations they gave people, the photos they
 * kept apart — in one file beside the database (`user-copy.json`), with where each photo those name
 * was last seen. A damaged table cannot take it with it: the repair restores from here
 * (`api/library-repair.ts`). Favourites, albums and settings need no copy: they are files of their
 * own already (`collections.json`, `settings.json`).
 *
 * Runs in the engine's process. Written whole, synced and renamed into place after each change the
 * user makes, so a crash or a full disk leaves the copy before or the copy after, never half; read
 * only by a repair.
 */
import fs from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { z } from "zod";

export const USER_COPY = "user-copy.json";
const FORMAT = "recollect-user-copy";

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const UserCopyFile = z.lazy(() => z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  savedAt: z.string(),
  folders: z.array(z.object({ path: z.string(), added_at: z.string() })),
  memories: z.array(z.object({ id: z.string(), photo_id: z.string(), source: z.enum(["note", "chat"]), text: z.string(), created_at: z.string() })),
  corrections: z.array(z.object({
    id: z.string(), query_key: z.string(), query: z.string(), photo_id: z.string(), verdict: z.enum(["good", "bad", "better"]),
    other_id: z.string(), evidence: z.string(), at: z.string(), undone: z.boolean(),
  })),
  /** People the user named or gave a relation; the others are clusters the faces make again. */
  people: z.array(z.object({ id: z.string(), name: z.string().nullable(), relation: z.string().nullable(), centroid: z.array(z.number()), faces: z.number(), updated_at: z.string() })),
  /** Which person each name in the photos' metadata is (`analysis/metadata-people.ts`). */
  peopleLinks: z.array(z.object({ key: z.string(), name: z.string(), person_id: z.string() })),
  keptApart: z.array(z.object({ key: z.string(), a: z.string(), b: z.string(), at: z.string() })),
  /**
   * Where each photo named above, or in the favourites and albums, was last seen, by id: a photo
   * found there again by the rebuild takes its id back, and what was said of it stays with it.
   */
  photos: z.record(z.string(), z.string()),
}));
export type UserCopy = Omit<z.infer<typeof UserCopyFile>, "format" | "version" | "savedAt">;

/** The copy, or why there is none to restore from. */
export type ReadCopy = { copy: UserCopy } | { copy: null; reason: "missing" | "damaged" };

export function userCopyFile(libraryDir: string): string {
  return path.join(libraryDir, USER_COPY);
}

export function readUserCopy(libraryDir: string): ReadCopy {
  let text: string;
  try {
    text = fs.readFileSync(userCopyFile(libraryDir), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { copy: null, reason: "missing" };
    return { copy: null, reason: "damaged" };
  }
  try {
    const { format: _format, version: _version, savedAt: _savedAt, ...copy } = UserCopyFile.parse(JSON.parse(text));
    return { copy };
  } catch {
    return { copy: null, reason: "damaged" };
  }
}

/** Replaces the copy, synced to disk before it takes the old one's name. */
export async function writeUserCopy(libraryDir: string, copy: UserCopy, now = new Date()): Promise<void> {
  const text = `${JSON.stringify({ format: FORMAT, version: 1, savedAt: now.toISOString(), ...copy })}\n`;
  await writeFileAtomic(userCopyFile(libraryDir), text);
}
