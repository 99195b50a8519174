/**
 * @file Opens a photo's file only while it is still the file that was indexed.
 *
 * Runs in the engine's process, under every door that hands a photo's bytes out of the library:
 * serve's and the app's originals and display copies, export, the clipboard and drag-out. A path
 * is only a name. After indexing, the file behind it can be swapped for a link to another file
 * (`/etc/passwd`, with the photo's size and, by `touch -r`, its time) or for a named pipe, and
 * `stat` follows the link and reports the other file. So the file is opened without blocking (a
 * pipe can hang neither the open nor the process's exit, which waits for every thread blocked in
 * one), and what was opened is checked on the open handle, where it cannot be swapped under the
 * check: a regular file, of the indexed size and modification time, and the very file indexed
 * (its device and inode) where the library recorded which one that was. Rows indexed before
 * identities were recorded have none; for them a link is not followed at all (O_NOFOLLOW).
 */
import { constants, type BigIntStats } from "node:fs";
import fs from "node:fs/promises";
import { OPEN_NONBLOCKING, openChecked, readOpened } from "../../native/regular-file";

/** What a photo's file was when it was indexed. */
export interface IndexedFile {
  path: string;
  bytes: number;
  /** Whole milliseconds, as the scan records them (`mtimeMsOf`). */
  mtimeMs: number;
  /** `fileIdOf` the file indexed; null for a photo indexed before identities were recorded. */
  fileId: string | null;
}

/** The indexed file behind a photo row. */
export function indexedFile(row: { path: string; bytes: number; mtime_ms: number; file_id?: string | null }): IndexedFile {
  return { path: row.path, bytes: row.bytes, mtimeMs: row.mtime_ms, fileId: row.file_id ?? null };
}

/** Raised when the path now holds something other than the photo indexed; the message is for a person. */
export class NotTheIndexedFileError extends Error {
  constructor(what: string) {
    super(`${what}; it is not the photo that was indexed, so Recollect does not read it until it is indexed again.`);
    this.name = "NotTheIndexedFileError";
  }
}

/**
 * Which file this is: its device and inode. Read from a bigint stat: Windows' file indexes go past
 * 2^53, where a number would round two files to one.
 */
export function fileIdOf(stat: BigIntStats): string {
  return `${stat.dev}:${stat.ino}`;
}

const NS_PER_S = 1_000_000_000n;

/** The modification time in whole milliseconds, equal to `Math.trunc` of a number stat's `mtimeMs` (which sums seconds and nanoseconds as doubles). */
export function mtimeMsOf(stat: BigIntStats): number {
  return Math.trunc(Number(stat.mtimeNs / NS_PER_S) * 1e3 + Number(stat.mtimeNs % NS_PER_S) / 1e6);
}

const NO_FOLLOW = OPEN_NONBLOCKING | (constants.O_NOFOLLOW ?? 0);

/**
 * An open handle on the photo's file, checked to be the file indexed. A link is followed only when
 * the file's identity was recorded, which the handle must then match. The caller closes it, and
 * reads at most `size` bytes (a file that grows while read is not read past what was indexed).
 */
export async function openIndexedFile(file: IndexedFile): Promise<OpenedFile> {
  const { handle } = await openChecked(file.path, file.fileId ? OPEN_NONBLOCKING : NO_FOLLOW, (stat) => {
    if (file.fileId && fileIdOf(stat) !== file.fileId) throw new NotTheIndexedFileError(`${file.path} is another file now`);
    if (Number(stat.size) !== file.bytes || mtimeMsOf(stat) !== file.mtimeMs) throw new NotTheIndexedFileError(`${file.path} has changed since it was indexed`);
  }).catch((error: NodeJS.ErrnoException) => {
    // O_NOFOLLOW on a link: ELOOP on Linux and macOS, EMLINK on FreeBSD.
    if (!file.fileId && (error.code === "ELOOP" || error.code === "EMLINK")) throw new NotTheIndexedFileError(`${file.path} is now a symbolic link`);
    throw error;
  });
  return { handle, size: file.bytes, mtimeMs: file.mtimeMs };
}

/** An open file, its size and its modification time (whole milliseconds) as checked on the handle. */
export interface OpenedFile {
  handle: fs.FileHandle;
  size: number;
  mtimeMs: number;
}

/** An original the library indexed, checked as `openIndexedFile` checks it; any other file (the library's own thumbnails and display copies) as a regular file. */
export async function openServedFile(path: string, indexed?: IndexedFile): Promise<OpenedFile> {
  if (indexed) return openIndexedFile(indexed);
  const { handle, stat } = await openChecked(path, OPEN_NONBLOCKING);
  return { handle, size: Number(stat.size), mtimeMs: mtimeMsOf(stat) };
}

/** The whole file, checked as `openIndexedFile` checks it, if it is at most `maxBytes`. */
export async function readIndexedFile(file: IndexedFile, maxBytes: number): Promise<Buffer> {
  const { handle, size } = await openIndexedFile(file);
  try {
    const bytes = await readOpened(handle, size, maxBytes);
    if (bytes.length < size) throw new NotTheIndexedFileError(`${file.path} was cut short while it was read`);
    return bytes;
  } finally {
    await handle.close();
  }
}

/** Checks that the photo's file is still the one indexed, without reading it (for a path handed to another app). */
export async function checkIndexedFile(file: IndexedFile): Promise<void> {
  await (await openIndexedFile(file)).handle.close();
}
