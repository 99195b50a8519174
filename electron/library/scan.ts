/**
 * @file Walks a library folder and sorts what it finds into images, unsupported files and
 * folders it cannot read.
 *
 * Runs in the engine's process; it only lists and stats (no file is opened), so it is fast
 * enough to run ahead of the decode work and give the progress bar its total. What is not a
 * regular file under a photo's name (a pipe, a device, a dangling link) is reported with its
 * reason here, before anything tries to open it.
 */
import { statSync, type BigIntStats } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { describeFileType, NotARegularFileError } from "../../native/regular-file";
import { fileIdOf, mtimeMsOf } from "./safe-open";
import { findSidecars } from "./sidecars";

/** What is decoded (the bytes decide the format; the name only picks the candidates). */
export const IMAGE_EXTENSIONS = new Set([
  ".jpg", ".jpeg", ".jpe", ".jfif", ".png", ".webp", ".heic", ".heif", ".hif", ".avif", ".tif", ".tiff", ".gif",
  ".dng", ".cr2", ".nef", ".nrw", ".arw", ".srw", ".orf", ".rw2", ".pef", ".raf",
]);
/** Listed with their metadata; their frames are not analysed yet. */
export const VIDEO_EXTENSIONS = new Set([".mp4", ".m4v", ".mov", ".qt", ".3gp", ".avi", ".mkv", ".webm"]);

/** Whether a file name is one Recollect indexes; everything else is counted as unsupported. */
export function isMediaName(name: string): boolean {
  const ext = path.extname(name).toLowerCase();
  return IMAGE_EXTENSIONS.has(ext) || VIDEO_EXTENSIONS.has(ext);
}

export interface FoundImage {
  path: string;
  /** Folder inside the library folder, "/"-separated; "" at its top. */
  relDir: string;
  name: string;
  bytes: number;
  mtimeMs: number;
  /** Which file the path led to (`fileIdOf`); absent where a caller made this by hand. */
  fileId?: string;
  /** Whether the path itself is a symbolic link (to the file above). */
  link?: boolean;
  /** Names in the same folder, for finding sidecars without touching the disk again. */
  siblings: ReadonlySet<string>;
}

export type ScanEntry =
  | { kind: "image"; file: FoundImage }
  | { kind: "unsupported"; path: string }
  | { kind: "unreadable"; path: string; bytes: number; mtimeMs: number; reason: string };

/**
 * How a file's metadata is read. A stat through the thread pool costs a round trip each, and a
 * re-scan of a large unchanged library is almost nothing but stats, so while stats come back
 * quick (the OS has the folder cached: the usual re-scan) they are made on this thread, in slices
 * that give it back between them. One slow stat (a network share, a drive waking up) sends the
 * rest of the walk through the pool, a window of them in flight, so that the engine keeps
 * answering.
 */
class StatPace {
  /** Whether stats are made on this thread. */
  quick = true;
  #sliceStarted = performance.now();
  #slowInARow = 0;

  /** `look`, timed; a slice that has held the thread long enough gives it back first. */
  async timed<T>(look: () => Promise<T>): Promise<T> {
    if (performance.now() - this.#sliceStarted >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      this.#sliceStarted = performance.now();
    }
    const started = performance.now();
    const result = await look();
    // In a row: one slow stat alone is this thread being paused (a busy machine, a collection).
    this.#slowInARow = performance.now() - started >= SLOW_STAT_MS ? this.#slowInARow + 1 : 0;
    if (this.#slowInARow >= SLOW_IN_A_ROW) this.quick = false;
    return result;
  }
}

/** The longest the walk holds the thread between chances for anything else to run. */
const SLICE_MS = 8;
/** Stats this slow, several in a row, are not from a cache: the drive is slow, and the walk stops making stats on this thread. */
const SLOW_STAT_MS = 4;
const SLOW_IN_A_ROW = 3;
/** How many stats are in flight at once once they go through the thread pool. */
const STATS_IN_FLIGHT = 64;

type StatOf = (file: string) => BigIntStats | Promise<BigIntStats>;
// Bigint: the file's identity must not be rounded (`fileIdOf`).
const statNow: StatOf = (file) => statSync(file, { bigint: true });
const statLater: StatOf = (file) => fs.stat(file, { bigint: true });

/**
 * Walks `start` (by default the whole of `root`). Folders in `skip` are not entered: library
 * folders of their own inside this one, and the system's pseudo-filesystems (`system-folders.ts`).
 * Yields each folder's entries in name order.
 */
export async function* scanFolder(root: string, start: string = root, skip: ReadonlySet<string> = new Set()): AsyncGenerator<ScanEntry> {
  const pending: string[] = skip.has(start) ? [] : [start];
  const pace = new StatPace();
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      yield { kind: "unreadable", path: dir, bytes: 0, mtimeMs: 0, reason: describeFsError(error, "folder") };
      continue;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    const siblings = new Set(entries.map((e) => e.name));
    const sidecars = sidecarsIn(siblings);
    const looks: Array<(stat: StatOf) => Promise<ScanEntry | null>> = [];
    for (const entry of entries) {
      // Hidden files are OS and app bookkeeping (.DS_Store, .thumbnails, .trashed-…), not photos.
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(full)) pending.push(full);
        continue;
      }
      const isImage = isMediaName(entry.name);
      // A photo's .xmp or Takeout .json is read with the photo: not a file of a kind Recollect does not index.
      if (!isImage && sidecars.has(entry.name)) continue;
      if (isImage) looks.push((stat) => lookAt(root, dir, full, entry.name, siblings, entry.isSymbolicLink(), stat));
      else if (entry.isFile()) looks.push(async () => ({ kind: "unsupported", path: full }));
      else if (entry.isSymbolicLink()) {
        // Linked folders are not followed: they are the usual source of loops and double counting.
        looks.push(async (stat) => ((await Promise.resolve().then(() => stat(full)).catch(() => null))?.isDirectory() ? null : { kind: "unsupported", path: full }));
      }
    }
    let next = 0;
    for (; next < looks.length && pace.quick; next++) {
      const look = looks[next]!;
      const looked = await pace.timed(() => look(statNow));
      if (looked) yield looked;
    }
    for await (const looked of inOrder(looks.slice(next).map((look) => () => look(statLater)), STATS_IN_FLIGHT)) if (looked) yield looked;
  }
}

/** The results of `tasks` in their order, with up to `width` of them running at once. */
async function* inOrder<T>(tasks: ReadonlyArray<() => Promise<T>>, width: number): AsyncGenerator<T> {
  const running: Array<Promise<T>> = [];
  let next = 0;
  for (; next < Math.min(width, tasks.length); next++) running.push(tasks[next]!());
  for (let i = 0; i < tasks.length; i++) {
    const result = await running[i]!;
    // Released as soon as it is read: a folder of a hundred thousand photos keeps only the window.
    running[i] = undefined as unknown as Promise<T>;
    if (next < tasks.length) running.push(tasks[next++]!());
    yield result;
  }
}

/**
 * A media-named path as the scan reports it: an image to read, or a reason it cannot be; null
 * for a link to a folder (not followed: links are the usual source of loops and double counting).
 */
async function lookAt(root: string, dir: string, full: string, name: string, siblings: ReadonlySet<string>, link: boolean, statOf: StatOf = statLater): Promise<ScanEntry | null> {
  const unreadable = (reason: string): ScanEntry => ({ kind: "unreadable", path: full, bytes: 0, mtimeMs: 0, reason });
  try {
    const stat = await statOf(full);
    if (stat.isDirectory()) return null;
    // Pipes, devices and sockets can hang a read or never end it; only regular files are read.
    if (!stat.isFile()) return unreadable(new NotARegularFileError(describeFileType(stat)).message);
    const relDir = path.relative(root, dir).split(path.sep).join("/");
    return { kind: "image", file: { path: full, relDir, name, bytes: Number(stat.size), mtimeMs: mtimeMsOf(stat), fileId: fileIdOf(stat), link, siblings } };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      const link = await fs.lstat(full).catch(() => null);
      if (link?.isSymbolicLink()) return unreadable(DANGLING_LINK);
      // Names are read as UTF-8; bytes that are not become U+FFFD, and that name exists nowhere.
      if (name.includes("\uFFFD")) return unreadable(NOT_UTF8);
    }
    return unreadable(describeFsError(error, "file"));
  }
}

export const DANGLING_LINK = "A symbolic link whose target does not exist.";
export const NOT_UTF8 = "The file's name is not valid UTF-8 (it was written by a system using another encoding), so Recollect cannot open it by name. Rename it to index it.";

/** One file, looked at on its own (a watcher event); null when it is not a file to index. */
export async function statFile(root: string, file: string): Promise<ScanEntry | null> {
  const name = path.basename(file);
  if (name.startsWith(".") || path.relative(root, file).split(path.sep).some((part) => part.startsWith("."))) return null;
  if (!isMediaName(name)) {
    const siblings = new Set(await fs.readdir(path.dirname(file)).catch(() => [] as string[]));
    return sidecarsIn(siblings).has(name) ? null : { kind: "unsupported", path: file };
  }
  const link = await fs.lstat(file).then((stat) => stat.isSymbolicLink(), (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? null : false));
  if (link === null) return null;
  const siblings = new Set(await fs.readdir(path.dirname(file)).catch(() => [] as string[]));
  return lookAt(root, path.dirname(file), file, name, siblings, link);
}

export function describeFsError(error: unknown, what: "file" | "folder"): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "EACCES":
    case "EPERM":
      return `Permission denied: Recollect is not allowed to read this ${what}.`;
    case "ENOENT":
      return `The ${what} disappeared while it was being read.`;
    case "ELOOP":
      return "A symbolic link that points back to itself.";
    case "ENAMETOOLONG":
      return "The path is longer than this system allows.";
    default:
      return `Could not read this ${what}: ${(error as Error | undefined)?.message ?? String(error)}`;
  }
}

/** The names in a folder that are sidecars of a photo or video beside them. */
function sidecarsIn(names: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const name of names) {
    if (!isMediaName(name)) continue;
    const { xmp, takeout } = findSidecars(name, names);
    if (xmp) out.add(xmp);
    if (takeout) out.add(takeout);
  }
  return out;
}
