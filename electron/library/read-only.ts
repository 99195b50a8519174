/**
 * @file A library whose folder cannot be written — on a read-only disk or mount, a share without
 * write access, a folder whose permissions forbid it — is opened to be read: searched, browsed and
 * its status shown, while every change is refused with one message that says why.
 *
 * Runs in the engine's process, where a library is opened. Such a library has no writer lock
 * (taking it is a write), and any number of engines may read it. What an engine writes on its own
 * behalf — the search history, compaction, the indexer's crash journal, caches of derived data —
 * is skipped or kept in memory, so that nothing a search does in passing refuses the search.
 */

/** What a library that cannot be written says, wherever it says it (status, answers, refused calls). */
export const READ_ONLY_NOTE = "This library is read-only: Recollect cannot write in its folder, so it can be searched and browsed, but nothing in it can be changed.";

/** What to do about it. */
export const READ_ONLY_HINT = "To index, correct or organise, make the library's folder writable, or copy it somewhere writable and open the copy.";

/** The codes a write into a folder that cannot be written fails with. */
const CODES = new Set(["EROFS", "EACCES", "EPERM"]);

/**
 * Whether an error is a write refused by the file system: Node's code, or LanceDB's message, which
 * carries the OS's words and number (30: read-only file system; 13: permission denied).
 */
export function isReadOnlyError(error: unknown): boolean {
  if (CODES.has((error as NodeJS.ErrnoException | null)?.code ?? "")) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /read-only file system|os error 30\b|permission denied|os error 13\b/i.test(message);
}

