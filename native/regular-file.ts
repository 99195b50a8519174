/**
 * @file Opens a user's file for reading only if it is a regular file, and reads it whole only
 * when it is small enough to hold in memory.
 *
 * Runs wherever user files are read (the engine and `native/`). A name says nothing about what
 * is behind it: a named pipe called `photo.jpg.json` blocks `open()` forever, a link to
 * `/dev/zero` called `photo.xmp` reads without end, and a sparse file called a HEIC reads as
 * gigabytes of zeros. The file is opened without blocking (so a pipe cannot hang the open), its type
 * and size are read from the open descriptor (so it cannot be swapped between a check and the
 * read), and at most the size seen then is read.
 */
import { constants, type BigIntStats, type Stats } from "node:fs";
import fs from "node:fs/promises";

/**
 * The largest file read whole for a decoder that takes bytes (HEIF, RAW previews, AVIF metadata).
 * Camera RAW files stay well under it; a sparse file posing as a large HEIC would take several
 * times its size to read and decode. Here, not in decode.ts, so that a reader of metadata does not load sharp for it.
 */
export const WHOLE_FILE_MAX_BYTES = 256 * 1024 * 1024;

/** Raised for a path that is not a regular file; the message is for a person. */
export class NotARegularFileError extends Error {
  constructor(readonly what: string) {
    super(`Not a regular file (${what}); Recollect reads only ordinary files.`);
    this.name = "NotARegularFileError";
  }
}

/** Raised for a file too large to read whole; the message is for a person. */
export class FileTooLargeError extends Error {
  constructor(readonly bytes: number, readonly limit: number) {
    super(`The file is too large to read safely (${megabytes(bytes)}; the limit for this kind of file is ${megabytes(limit)}).`);
    this.name = "FileTooLargeError";
  }
}

/** What a stat says a non-regular path is, in words. */
export function describeFileType(stat: Stats | BigIntStats): string {
  if (stat.isFIFO()) return "a named pipe";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isSocket()) return "a socket";
  if (stat.isDirectory()) return "a folder";
  if (stat.isSymbolicLink()) return "a symbolic link";
  return "not a file";
}

// O_NONBLOCK makes opening a FIFO return at once instead of waiting for a writer; on a regular
// file it changes nothing. Windows has neither flag nor FIFOs.
export const OPEN_NONBLOCKING = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * An open handle on a regular file that `check` accepts (it throws otherwise), both judged on the
 * open descriptor, where the file cannot be swapped under the check. The caller closes it.
 */
export async function openChecked(file: string, flags: number, check: (stat: BigIntStats) => void = () => {}): Promise<{ handle: fs.FileHandle; stat: BigIntStats }> {
  const handle = await fs.open(file, flags);
  try {
    const stat = await handle.stat({ bigint: true });
    if (!stat.isFile()) throw new NotARegularFileError(describeFileType(stat));
    check(stat);
    return { handle, stat };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** An open handle on a regular file, and its size when opened. The caller closes it. */
export async function openRegularFile(file: string): Promise<{ handle: fs.FileHandle; size: number }> {
  const { handle, stat } = await openChecked(file, OPEN_NONBLOCKING);
  return { handle, size: Number(stat.size) };
}

/** The whole file, if it is a regular file of at most `maxBytes`. */
export async function readRegularFile(file: string, maxBytes: number): Promise<Buffer> {
  const { handle, size } = await openRegularFile(file);
  try {
    return await readOpened(handle, size, maxBytes);
  } finally {
    await handle.close();
  }
}

/**
 * Up to `size` bytes of an open file, refused past `maxBytes`; fewer when the file was cut short
 * while it was read. The caller closes the handle.
 */
export async function readOpened(handle: fs.FileHandle, size: number, maxBytes: number): Promise<Buffer> {
  if (size > maxBytes) throw new FileTooLargeError(size, maxBytes);
  const bytes = Buffer.alloc(size);
  let at = 0;
  while (at < size) {
    const { bytesRead } = await handle.read(bytes, at, size - at, at);
    if (bytesRead === 0) break;
    at += bytesRead;
  }
  return at === size ? bytes : bytes.subarray(0, at);
}

function megabytes(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.ceil(bytes / 1024 ** 2)} MB`;
}
