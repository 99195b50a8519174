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
 * quick (the OS has the folder cached: the usual re-scan) they are made on this thread, one after
 * another with no promise between them, in slices that give it back between them. One slow stat
 * (a network share, a drive waking up) sends the rest of the walk through the pool, a window of
 * them in flight, so that the engine keeps answering.
 */
class StatPace {
  /** Whether stats are made on this thread. */
  quick = true;
  #sliceStarted = performance.now();
  #slowInARow = 0;

  /** Whether the slice has held the thread long enough that it should be given back before the next stat. */
  due(): boolean {
    return performance.now() - this.#sliceStarted >= SLICE_MS;
  }

  async giveBack(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.#sliceStarted = performance.now();
  }

  /** `stat` of `file` on this thread, timed. Bigint: the file's identity must not be rounded (`fileIdOf`). */
  stat(file: string): BigIntStats {
    const started = performance.now();
    try {
      return statSync(file, { bigint: true });
    } finally {
      // In a row: one slow stat alone is this thread being paused (a busy machine, a collection).
      this.#slowInARow = performance.now() - started >= SLOW_STAT_MS ? this.#slowInARow + 1 : 0;
      if (this.#slowInARow >= SLOW_IN_A_ROW) this.quick = false;
    }
  }
}

/** The longest the walk holds the thread between chances for anything else to run. */
const SLICE_MS = 8;
/** Stats this slow, several in a row, are not from a cache: the drive is slow, and the walk stops making stats on this thread. */
const SLOW_STAT_MS = 4;
const SLOW_IN_A_ROW = 3;
/** How many stats are in flight at once once they go through the thread pool. */
const STATS_IN_FLIGHT = 64;

/**
 * Names in a folder's listing are put in this order (the same as `localeCompare`'s, without a
 * collator made per comparison). Made by the first walk: making it loads the locale's collation
 * data, which a command that walks no folder (a search, `status`) would pay for at load.
 */
let nameOrder: ((a: string, b: string) => number) | null = null;
const byName = () => (nameOrder ??= new Intl.Collator().compare);

/** A listed name the walk must look at: a photo or video (stat'd), another file, or a link that may be a folder. */
type Listed = { full: string; name: string; as: "media" | "file" | "link"; link: boolean };

/**
 * Walks `start` (by default the whole of `root`). Folders in `skip` are not entered: library
 * folders of their own inside this one, and the system's pseudo-filesystems (`system-folders.ts`).
 * Yields each folder's entries in name order.
 */
export async function* scanFolder(root: string, start: string = root, skip: ReadonlySet<string> = new Set()): AsyncGenerator<ScanEntry> {
  for await (const batch of scanBatches(root, start, skip)) yield* batch;
}

/**
 * `scanFolder`'s entries, in the same order, a batch at a time: what each slice of stats on this
 * thread found, or one entry from the thread pool. A re-scan of a hundred thousand files then
 * hands its caller a few thousand batches rather than a promise per file.
 */
export async function* scanBatches(root: string, start: string = root, skip: ReadonlySet<string> = new Set()): AsyncGenerator<ScanEntry[]> {
  const pending: string[] = skip.has(start) ? [] : [start];
  const pace = new StatPace();
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      yield [{ kind: "unreadable", path: dir, bytes: 0, mtimeMs: 0, reason: describeFsError(error, "folder") }];
      continue;
    }
    const compare = byName();
    entries.sort((a, b) => compare(a.name, b.name));
    const siblings = new Set(entries.map((e) => e.name));
    const sidecars = sidecarsIn(siblings);
    const relDir = path.relative(root, dir).split(path.sep).join("/");
    const listed: Listed[] = [];
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
      const link = entry.isSymbolicLink();
      if (isImage) listed.push({ full, name: entry.name, as: "media", link });
      else if (entry.isFile()) listed.push({ full, name: entry.name, as: "file", link });
      // Linked folders are not followed: they are the usual source of loops and double counting.
      else if (link) listed.push({ full, name: entry.name, as: "link", link });
    }
    const look = (item: Listed, stat: BigIntStats | Error): ScanEntry | null | Promise<ScanEntry | null> => {
      if (item.as === "file") return { kind: "unsupported", path: item.full };
      if (item.as === "link") return stat instanceof Error || !stat.isDirectory() ? { kind: "unsupported", path: item.full } : null;
      return stat instanceof Error ? unreadableFile(item.full, item.name, stat) : imageEntry(item.full, relDir, item.name, siblings, item.link, stat);
    };
    let next = 0;
    let batch: ScanEntry[] = [];
    for (; next < listed.length && pace.quick; next++) {
      if (pace.due()) {
        if (batch.length > 0) yield batch;
        batch = [];
        await pace.giveBack();
      }
      const item = listed[next]!;
      let stat: BigIntStats | Error | null = null;
      if (item.as !== "file") {
        try {
          stat = pace.stat(item.full);
        } catch (error) {
          stat = error instanceof Error ? error : new Error(String(error));
        }
      }
      const looked = look(item, stat!);
      const entry = looked instanceof Promise ? await looked : looked;
      if (entry) batch.push(entry);
    }
    if (batch.length > 0) yield batch;
    const later = listed.slice(next).map((item) => async () => look(item, item.as === "file" ? new Error() : await fs.stat(item.full, { bigint: true }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))));
    for await (const looked of inOrder(later, STATS_IN_FLIGHT)) if (looked) yield [looked];
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

/** A media-named path whose stat said what it is: an image to read, or a reason it cannot be; null for a folder. */
function imageEntry(full: string, relDir: string, name: string, siblings: ReadonlySet<string>, link: boolean, stat: BigIntStats): ScanEntry | null {
  if (stat.isDirectory()) return null;
  // Pipes, devices and sockets can hang a read or never end it; only regular files are read.
  if (!stat.isFile()) return { kind: "unreadable", path: full, bytes: 0, mtimeMs: 0, reason: new NotARegularFileError(describeFileType(stat)).message };
  return { kind: "image", file: { path: full, relDir, name, bytes: Number(stat.size), mtimeMs: mtimeMsOf(stat), fileId: fileIdOf(stat), link, siblings } };
}

/** A media-named path whose stat failed, with the reason: a dangling link and a name that is not UTF-8 are told apart. */
async function unreadableFile(full: string, name: string, error: unknown): Promise<ScanEntry> {
  const unreadable = (reason: string): ScanEntry => ({ kind: "unreadable", path: full, bytes: 0, mtimeMs: 0, reason });
  if ((error as NodeJS.ErrnoException).code === "ENOENT") {
    const link = await fs.lstat(full).catch(() => null);
    if (link?.isSymbolicLink()) return unreadable(DANGLING_LINK);
    // Names are read as UTF-8; bytes that are not become U+FFFD, and that name exists nowhere.
    if (name.includes("\uFFFD")) return unreadable(NOT_UTF8);
  }
  return unreadable(describeFsError(error, "file"));
}

/**
 * A media-named path as the scan reports it: an image to read, or a reason it cannot be; null
 * for a link to a folder (not followed: links are the usual source of loops and double counting).
 */
async function lookAt(root: string, dir: string, full: string, name: string, siblings: ReadonlySet<string>, link: boolean): Promise<ScanEntry | null> {
  const stat = await fs.stat(full, { bigint: true }).catch((error: unknown) => error as Error);
  if (stat instanceof Error) return unreadableFile(full, name, stat);
  return imageEntry(full, path.relative(root, dir).split(path.sep).join("/"), name, siblings, link, stat);
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

const SIDECAR_ENDING = /\.(xmp|json)$/i;

/** The names in a folder that are sidecars of a photo or video beside them. */
function sidecarsIn(names: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  // Every sidecar name ends in .xmp or .json (`sidecarNames`): a folder with neither has none to match.
  if (![...names].some((name) => SIDECAR_ENDING.test(name))) return out;
  for (const name of names) {
    if (!isMediaName(name)) continue;
    const { xmp, takeout } = findSidecars(name, names);
    if (xmp) out.add(xmp);
    if (takeout) out.add(takeout);
  }
  return out;
}
