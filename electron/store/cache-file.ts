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
import { threadId } from "node:worker_threads";

/** The last write of each file begun in this process: the next waits for it, so the last begun is the one kept. */
const writing = new Map<string, Promise<void>>();
let calls = 0;

/** Writes `file` through `write`, replacing it only once every byte is written; on failure the partial file is removed and the error thrown. */
export function writeCacheFile(file: string, write: (handle: FileHandle) => Promise<void>): Promise<void> {
  const before = writing.get(file) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => writeWhole(file, write));
  const settled = mine.catch(() => undefined);
  writing.set(file, settled);
  void settled.then(() => writing.get(file) === settled && writing.delete(file));
  return mine;
}

async function writeWhole(file: string, write: (handle: FileHandle) => Promise<void>): Promise<void> {
  // Unique to the call as well: two writes under one name would write into each other's file.
  const temporary = `${file}.${process.pid}.${threadId}.${++calls}.tmp`;
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
