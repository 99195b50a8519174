/**
 * @file Writing a file in the library's cache folder whole or not at all: written beside under a
 * temporary name and renamed into place, so a crash or a full disk never leaves half of one for
 * the next start to misread. Runs in the engine's process. Cache files are derived data (no
 * fsync: a lost one is rebuilt); the user's own data (`library/collections.ts`) is synced too.
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
