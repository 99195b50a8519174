/**
 * @file Writing a file in the library's cache folder whole or not at all, in blocks: written beside
 * under a temporary name and renamed into place. Runs in the engine's process.
 *
 * [Note: Writing a file whole]
 * Every file Recollect replaces is replaced whole or not at all, so a crash, a kill or a full disk
 * leaves the old version or the new one, never half of either for the next start to misread.
 * Content held in memory is written with `write-file-atomic`: a temporary name unique to the
 * process, thread and call, beside the file; synced before the rename for what the user made
 * (settings, favourites and albums, the user copy, window state, the search journal, a pending
 * import), not for derived caches that are rebuilt when lost (`{ fsync: false }`); concurrent
 * writes of one file in one process go in turn. `writeCacheFile` below does the same for the
 * derived data of the cache folder: it makes the folder first, and takes a handle so that content
 * too large to hold twice (the vector snapshot) is written in blocks.
 */
import fs from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import path from "node:path";

/** Writes `file` through `write`, replacing it only once every byte is written; on failure the partial file is removed and the error thrown. */
export async function writeCacheFile(file: string, write: (handle: FileHandle) => Promise<void>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(temporary, "w");
  try {
    await write(handle);
    await handle.close();
    await fs.rename(temporary, file);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
