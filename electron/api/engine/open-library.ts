/**
 * @file Opening a library for the engine: its writer lock, its store (repaired first when it was
 * damaged), and what a read that meets damage tells the user. Each failure a user can cause (a
 * library in use, a folder that cannot be made, a file in the way) is a `RecollectError` that says
 * what to do next.
 *
 * Runs in the engine's process, before any handler exists.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { LibraryInUseError, lockLibrary, type LibraryLock } from "../../library/library-lock";
import { isReadOnlyError } from "../../library/read-only";
import { PhotoStore } from "../../store/store";
import { markForCheck } from "../../store/table-damage";
import { RecollectError } from "../errors";
import { openStoreRepairing, type OpenedStore } from "../library-repair";
import { isDirectory } from "./file-kinds";

/**
 * The library's writer lock; another engine holding it is a message for the user, not a crash. Null
 * for a library whose folder cannot be written: taking the lock is its first write, and there is
 * nothing for it to guard.
 */
export async function lockOrExplain(libraryDir: string, door: string): Promise<LibraryLock | null> {
  try {
    await fs.mkdir(libraryDir, { recursive: true });
    return await lockLibrary(libraryDir, door);
  } catch (error) {
    if (error instanceof LibraryInUseError) {
      throw new RecollectError("library_in_use", error.message, "Only one Recollect can write a library at a time; wait for the other to finish, or close it.");
    }
    if (isReadOnlyError(error) && (await isDirectory(path.join(libraryDir, "db")))) return null;
    throw unavailable(libraryDir, error);
  }
}

export async function openStore(libraryDir: string): Promise<OpenedStore> {
  try {
    await fs.mkdir(libraryDir, { recursive: true });
    return await openStoreRepairing(libraryDir, () => PhotoStore.open(path.join(libraryDir, "db"), { repairRecord: path.join(libraryDir, "cache", "rows-unique-at") }));
  } catch (error) {
    throw unavailable(libraryDir, error);
  }
}

/** A library folder that cannot be made or opened, with why in the user's terms where there are some. */
function unavailable(libraryDir: string, error: unknown): RecollectError {
  const reason = (error as NodeJS.ErrnoException).code === "EEXIST" || (error as NodeJS.ErrnoException).code === "ENOTDIR"
    ? "a file is in the way"
    : error instanceof Error ? error.message.split("\n")[0] : String(error);
  return new RecollectError("library_unavailable", `Recollect cannot open its library at ${libraryDir} (${reason}).`, "Choose another folder with --library or RECOLLECT_LIBRARY.");
}

/** A read met a damaged table: the library is marked for the next opening to find it and repair it. */
export function damaged(libraryDir: string): RecollectError {
  try {
    markForCheck(libraryDir);
  } catch {
    // Unmarked, the next failing read marks it again.
  }
  return new RecollectError(
    "library_damaged",
    "Part of this library's database could not be read: it is damaged.",
    "Recollect repairs it when the library next opens (run the command again, or quit the app and open it again): it sets the damaged part aside and rebuilds it from your folders, keeping your notes, corrections, names, albums and favourites.",
  );
}
