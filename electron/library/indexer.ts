/**
 * @file Keeps the library's rows in step with the files: whole-folder scans and watcher changes
 * go through one queue, one reconcile step and one ingest loop, with progress, pause and resume.
 *
 * Runs in the engine's process. The decode work happens on sharp's thread pool, a few files at
 * once; rows are written in batches (every 1.5 s or 64 photos: each write costs a few ms of
 * Arrow conversion and a new table version) so a search during indexing sees photos within a
 * second or two, and a killed run loses at most one batch, which the next run redoes (every write is a
 * merge keyed by id, so redoing it never duplicates a row).
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { IndexProgress } from "../domain/index-progress";
import { refreshTextIndex } from "../store/text-index";
import { contentHashFile, quickHashFile } from "./content-hash";
import { CrashJournal, CULPRIT_REASON } from "./crash-journal";
import { DerivedMarker } from "./derived-marker";
import { displayPath, thumbnailPath, videoPosterPath } from "./derived-paths";
import { isDiskFull } from "./disk-full";
import type { ingestFile } from "./ingest";
import { RateMeter } from "./rate-meter";
import { scanBatches, scanFolder, statFile, type FoundImage, type ScanEntry } from "./scan";
import type { KnownFile, PhotoRow, PhotoStore, ProblemRow } from "../store/store";
import { currentPseudoMountPoints, isAtOrInside, pseudoFilesystemOf } from "./system-folders";

export interface IndexerOptions {
  /**
   * Files in flight at once. Default: two more than the machine's cores (3–6): each file spends
   * part of its time in reads and JS between decodes, and the extra ones keep every core decoding
   * (measured on 2 cores: 2 → 24, 3 → 30, 4 → 31 twelve-megapixel photos a second).
   */
  concurrency?: number;
  /** Rows per write. Default 64. */
  batchSize?: number;
  /** Longest a decoded photo waits before it is written (and searchable), in ms. Default 1500. */
  flushIntervalMs?: number;
  /** Least time between two progress events, in ms. Default 100. */
  progressIntervalMs?: number;
  /** Refuse images above this many pixels. Default 268 MP. */
  maxPixels?: number;
  /** The library cannot be written (`read-only.ts`): nothing is indexed or rebuilt, and its rows stay as they are. */
  readOnly?: boolean;
  /** Called when a run that changed rows has ended: the analysis pass starts from here. */
  onChanged?: () => void;
  /**
   * Ids by path for files seen as new: photos the user's notes, albums or corrections named
   * before their table was rebuilt (`api/library-repair.ts`) take those ids back where they are
   * found, rather than one made from their path, which a photo moved since does not have.
   */
  knownIds?: ReadonlyMap<string, string>;
}

type Listener = (progress: IndexProgress) => void;

/** How long a file a watcher saw vanish may still turn out to have moved. */
const MOVE_GRACE_MS = 3000;

/** A whole folder to scan, or paths inside it that a watcher saw change. */
type Job = { folder: string; paths: Set<string> | null };

const IDLE: IndexProgress = {
  state: "idle", folder: null, total: 0, done: 0, indexed: 0, unchanged: 0, failed: 0, unsupported: 0, moved: 0, removed: 0,
  currentFile: null, queued: 0, paused: false, ratePerSecond: null, etaSeconds: null, analysis: null,
};

export class Indexer {
  private readonly queue: Job[] = [];
  /** Paths a watcher saw vanish, kept for a few seconds as the source of a possible move. */
  private readonly vanished = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly listeners = new Set<Listener>();
  private current: IndexProgress = { ...IDLE };
  /** Why the last run stopped with work left (the library's disk is full); cleared when the next starts. */
  private stopped: IndexProgress["stopped"] = null;
  private running: Promise<void> | null = null;
  private cancelled = new Set<string>();
  private lastEmit = 0;
  private paused: { promise: Promise<void>; resume: () => void } | null = null;
  private readonly concurrency: number;
  private readonly batchSize: number;
  private readonly interval: number;
  private readonly flushInterval: number;
  /** Which files are being read, on disk, so a crash can be pinned on one. */
  private readonly journal: CrashJournal;
  /** Whether events, groups and the text index may lag behind the photos (a run was cut short). */
  private readonly derived: DerivedMarker;
  /** A rebuild of derived data a cut-short run left stale is owed or under way (`rebuilding`). */
  private owed = false;

  constructor(private readonly store: PhotoStore, private readonly libraryDir: string, private readonly options: IndexerOptions = {}) {
    this.journal = CrashJournal.open(libraryDir);
    this.derived = new DerivedMarker(libraryDir);
    this.concurrency = options.concurrency ?? defaultConcurrency();
    this.batchSize = options.batchSize ?? 64;
    this.interval = options.progressIntervalMs ?? 100;
    this.flushInterval = options.flushIntervalMs ?? 1500;
  }

  progress(): IndexProgress {
    return { ...this.current, queued: this.queue.length, paused: this.paused !== null, stopped: this.stopped };
  }

  onProgress(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a whole folder; a folder already waiting is not queued twice. */
  enqueue(folder: string): void {
    this.cancelled.delete(folder);
    const waiting = this.queue.find((job) => job.folder === folder);
    if (waiting) waiting.paths = null;
    else this.queue.push({ folder, paths: null });
    this.start();
  }

  /** Queues paths a watcher saw change (files or folders, present or gone). */
  enqueueChanges(folder: string, paths: Iterable<string>): void {
    const waiting = this.queue.find((job) => job.folder === folder);
    if (waiting) {
      if (waiting.paths) for (const p of paths) waiting.paths.add(p);
    } else {
      this.queue.push({ folder, paths: new Set(paths) });
    }
    this.start();
  }

  /** Holds indexing after the files in hand; search keeps answering from what is written. */
  pause(): void {
    if (this.paused) return;
    let resume = () => {};
    const promise = new Promise<void>((resolve) => (resume = resolve));
    this.paused = { promise, resume };
    this.emit(true);
  }

  resume(): void {
    const paused = this.paused;
    this.paused = null;
    paused?.resume();
    this.emit(true);
  }

  /** Stops work on a folder (it is being removed); rows already written are the caller's to delete. */
  async cancel(folder: string): Promise<void> {
    for (let at = this.queue.findIndex((j) => j.folder === folder); at >= 0; at = this.queue.findIndex((j) => j.folder === folder)) this.queue.splice(at, 1);
    if (this.current.folder === folder) {
      this.cancelled.add(folder);
      this.paused?.resume();
      await this.idle();
    }
  }

  /** Stops the timers this indexer set; queued work is dropped. */
  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.queue.length = 0;
  }

  /** After `dispose` and `idle`: no file is being read any more, so the journal can close. */
  closeJournal(): void {
    this.journal.close();
  }

  private later(work: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, MOVE_GRACE_MS);
    this.timers.add(timer);
  }

  /** Resolves once every queued job has been done. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async removeThumbnails(ids: string[]): Promise<void> {
    await Promise.all(ids.flatMap((id) => [thumbnailPath(id), displayPath(id), videoPosterPath(id)].map((file) => fs.rm(path.join(this.libraryDir, file), { force: true }))));
  }

  private start(): void {
    if (this.options.readOnly) return;
    this.running ??= this.drain()
      // Only the derived-data phase can throw here (a job's errors are recorded as problems); its
      // mark stays set, so the next run or open rebuilds it.
      .catch((error: Error) => {
        process.stderr.write(`recollect: updating events, groups and the text index failed: ${error.message}\n`);
        this.current = { ...IDLE };
        this.emit(true);
      })
      .finally(() => {
        this.running = null;
        // The drain that ended rebuilt what was owed (or failed to, and said so): answers are whole again.
        if (this.owed) {
          this.owed = false;
          this.emit(true);
        }
        // Work queued while the last drain was past its loop (rebuilding derived data) is not left waiting.
        if (this.queue.length > 0) this.start();
      });
    this.emit(true);
  }

  /** Works out events, copies and bursts again (the user kept photos apart), after the indexing in hand. */
  async regroup(): Promise<void> {
    await this.idle();
    this.derived.set();
    this.start();
    await this.idle();
  }

  /** Rebuilds derived data a crash left stale; a no-op when nothing was left so. */
  rebuildIfStale(): void {
    if (this.options.readOnly || !this.derived.isSet()) return;
    this.owed = true;
    this.start();
  }

  /**
   * Whether events, copies and the text index are being worked out again because a run that was
   * cut short (a crash, a kill) left them behind the photos: until they are, answers lack some
   * trips and copies, and the doors say so.
   */
  get rebuilding(): boolean {
    return this.owed;
  }

  private async drain(): Promise<void> {
    this.stopped = null;
    // A mark left by a run that never finished means its rebuild is still owed.
    let changed = this.derived.isSet();
    try {
      this.derived.set();
      await this.recordCulprits();
      while (this.queue.length > 0) {
        const job = this.queue.shift()!;
        try {
          changed = (await this.run(job)) || changed;
        } catch (error) {
          // A full disk is the library's, not this folder's: it stops every folder alike.
          if (isDiskFull(error)) throw error;
          // One folder failing (its drive unplugged mid-run) must not stop the others.
          const reason = `Indexing this folder stopped: ${error instanceof Error ? error.message : String(error)}`;
          await this.store
            .upsertProblems([{ path: job.folder, folder: job.folder, bytes: 0, mtime_ms: 0, reason, at: new Date().toISOString() }])
            .catch(() => undefined);
        } finally {
          this.cancelled.delete(job.folder);
        }
      }
      if (changed) {
        this.current = { ...this.current, state: "grouping", currentFile: null };
        this.emit(true);
        await (await import("./grouping/regroup")).regroupLibrary(this.store, { libraryDir: this.libraryDir });
        await refreshTextIndex(this.store.photos);
        await this.store.compact();
      }
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      this.stopOnFullDisk();
      return;
    }
    this.derived.clear();
    this.journal.compact();
    this.current = { ...IDLE };
    // The analysis pass is asked for first, so the idle report already says it is on its way.
    if (changed) this.options.onChanged?.();
    this.emit(true);
  }

  /**
   * [Note: A full disk stops indexing]. Every write of the library is whole or not at all (a LanceDB
   * version, a thumbnail renamed into place), so a full disk ends the run where it stands: the
   * photos written stay, the next write is not tried, no file after it is recorded as unreadable,
   * and the derived data's mark stays set, so the run that has space rebuilds it and goes on.
   */
  private stopOnFullDisk(): void {
    this.queue.length = 0;
    this.stopped = { reason: "disk_full", message: `The disk holding the library (${this.libraryDir}) is full.` };
    // No file is in hand now: the reads this run began and could not mark ended are no crash's.
    try {
      this.journal.compact();
    } catch {
      // Left as it is, it costs the next run a few files read one at a time.
    }
    this.current = { ...IDLE };
    this.emit(true);
  }

  /** One job, start to end. Returns whether any row changed. */
  private async run(job: Job): Promise<boolean> {
    const { folder } = job;
    const p: IndexProgress = (this.current = { ...IDLE, state: "scanning", folder });
    const images: FoundImage[] = [];
    const problems: ProblemRow[] = [];
    /** Paths of the images and problems found, each taken once. */
    const seen = new Set<string>();
    const skip = await this.leftAlone(folder);
    const skipped = [...skip];
    const ours = (file: string) => !skipped.some((dir) => isAtOrInside(file, dir));
    const found = (entry: ScanEntry) => {
      if (entry.kind === "image") {
        images.push(entry.file);
        seen.add(entry.file.path);
      } else if (entry.kind === "unsupported") {
        p.unsupported++;
      } else {
        problems.push({ path: entry.path, folder, bytes: entry.bytes, mtime_ms: entry.mtimeMs, reason: entry.reason, at: new Date().toISOString() });
        seen.add(entry.path);
      }
      p.total = images.length + problems.length;
      this.emit();
    };
    const taken = new Set<string>();
    const take = (entry: ScanEntry) => {
      const where = entry.kind === "image" ? entry.file.path : entry.path;
      // A library kept inside a photo folder must not index its own thumbnails; and a watcher
      // batch names a new folder and the files in it, which must be taken once.
      if (isInside(where, this.libraryDir) || taken.has(where) || !ours(where)) return;
      taken.add(where);
      found(entry);
    };

    let known: Map<string, KnownFile>;
    let gone: string[];
    if (job.paths === null) {
      // A whole-folder scan does no work per file beyond its stat and one lookup: the rows already
      // known are read while the walk stats (LanceDB reads on its own threads), and the walk
      // enters neither the folders left alone nor the library's own folder, so what it yields is
      // taken as it comes, each path once, with no check of its path.
      const knownRead = this.store.knownFiles(folder);
      knownRead.catch(() => undefined);
      const own = isAtOrInside(folder, this.libraryDir) ? folder : isInside(this.libraryDir, folder) ? path.join(folder, path.relative(folder, this.libraryDir)) : null;
      for await (const batch of scanBatches(folder, folder, own ? new Set([...skip, own]) : skip)) for (const entry of batch) found(entry);
      known = await knownRead;
      if (skipped.length > 0) for (const file of known.keys()) if (!ours(file)) known.delete(file);
      gone = [];
      for (const file of known.keys()) if (!seen.has(file)) gone.push(file);
    } else {
      const asked = new Set<string>();
      for (const changed of job.paths) {
        if (!ours(changed)) continue;
        const stat = await fs.stat(changed).catch(() => null);
        if (stat?.isDirectory()) {
          for await (const entry of scanFolder(folder, changed, skip)) take(entry);
        } else if (stat) {
          const entry = await statFile(folder, changed);
          if (entry) take(entry);
        }
        // A deleted or renamed folder arrives as one event for the folder: forget what was under it.
        for (const under of await this.store.pathsUnder(changed)) if (ours(under)) asked.add(under);
        asked.add(changed);
      }
      for (const file of [...images.map((f) => f.path), ...problems.map((r) => r.path)]) asked.add(file);
      known = await this.store.knownFiles(folder, [...asked]);
      const present = new Set([...images.map((f) => f.path), ...problems.map((r) => r.path)]);
      gone = [...known.keys()].filter((file) => !present.has(file));
      // Only what is really not there: an event can be stale, and an ignored file is not a deleted one.
      gone = (await Promise.all(gone.map(async (file) => ((await exists(file)) ? null : file)))).filter((f): f is string => f !== null);
    }

    p.state = "indexing";
    p.failed = problems.length;
    p.done = problems.length;
    await this.store.upsertProblems(problems);

    const fresh: FoundImage[] = [];
    const relocated: FoundImage[] = [];
    const todo: Array<{ file: FoundImage; id: string | null }> = [];
    const identified: Array<{ id: string; file_id: string }> = [];
    for (const file of images) {
      const before = known.get(file.path);
      if (!before) fresh.push(file);
      else if (before.bytes !== file.bytes || before.mtimeMs !== file.mtimeMs || before.retry || swapped(before, file)) todo.push({ file, id: before.id });
      else if (before.id !== null && (before.folder !== folder || before.relDir !== file.relDir)) relocated.push(file);
      else {
        if (before.id !== null && before.fileId === null && file.fileId) identified.push({ id: before.id, file_id: file.fileId });
        p.unchanged++;
      }
    }
    // Photos indexed before identities were recorded get theirs from this scan: the file is the
    // one indexed as far as can be told (same size and time, and not a link, which is read again).
    await this.store.updatePhotoColumns(identified);

    // Renames and moves: a new path whose contents match a path that went away keeps that photo.
    // Candidates for a move: what vanished in this job, and what vanished in recent watcher batches
    // (a folder renamed under load can arrive as a delete in one batch and a create in the next).
    const moves = await this.matchMoves(fresh, [...new Set([...gone, ...this.vanished.keys()])]);
    const relinked = [...moves.entries()].map(([file, row]) => ({ file, row }));
    const relocatedRows = new Map((await this.store.photosByPath(relocated.map((file) => file.path))).map((row) => [row.path, row]));
    for (const file of relocated) {
      const row = relocatedRows.get(file.path);
      if (row) relinked.push({ file, row });
    }
    if (relinked.length > 0) {
      const parts = await readers();
      await this.store.upsertPhotos(relinked.map(({ file, row }) => relink(parts, row, file, folder)));
    }
    p.moved = moves.size;
    p.unchanged += relocated.length;
    const movedFrom = new Set([...moves.values()].map((row) => row.path));
    for (const from of movedFrom) this.vanished.delete(from);
    let forgotten = gone.filter((file) => !movedFrom.has(file));
    if (job.paths !== null) {
      // A watcher's delete waits a few seconds for the create that would make it a move; a path
      // seen vanished before (this is the second look) is forgotten for good.
      const firstSeen = forgotten.filter((file) => !this.vanished.has(file));
      for (const file of firstSeen) this.vanished.set(file, folder);
      if (firstSeen.length > 0) this.later(() => this.enqueueChanges(folder, firstSeen));
      forgotten = forgotten.filter((file) => !firstSeen.includes(file));
    }
    for (const file of forgotten) this.vanished.delete(file);
    await this.removeThumbnails(await this.store.forget(forgotten));
    p.removed = forgotten.length;
    p.done += p.unchanged + p.moved;

    const newIds = await this.assignIds(fresh.filter((file) => !moves.has(file)));
    for (const [file, id] of newIds) todo.push({ file, id });
    const freshIds = new Set(newIds.values());
    const meter = new RateMeter();
    this.emit(true);

    // Writes go on in the background, one at a time and in order, while decoding continues. The
    // first failure (of a write, or of the library's own files: a full disk) stops the decoding,
    // and after a failed write no other is tried; the job then fails with it.
    let photos: PhotoRow[] = [];
    let broken: ProblemRow[] = [];
    let flushedAt = Date.now();
    let writing: Promise<void> = Promise.resolve();
    let failure = null as { error: unknown } | null;
    let writeFailed = false;
    const flush = () => {
      const [rows, problems] = [photos, broken];
      photos = [];
      broken = [];
      flushedAt = Date.now();
      writing = writing
        .then(async () => {
          if (writeFailed) return;
          await this.store.insertPhotos(rows.filter((row) => freshIds.has(row.id)));
          await this.store.upsertPhotos(rows.filter((row) => !freshIds.has(row.id)));
          await this.store.upsertProblems(problems);
        })
        .catch((error: unknown) => {
          writeFailed = true;
          failure ??= { error };
        });
      return writing;
    };
    const stopped = () => this.cancelled.has(folder) || failure !== null;
    const ingest = async ({ file, id }: { file: FoundImage; id: string | null }, alone: boolean) => {
      p.currentFile = file.path;
      let result: Awaited<ReturnType<typeof ingestFile>>;
      try {
        this.journal.begin(file, alone);
        try {
          result = await (await readers()).ingestFile(file, id ?? freshId(file.path), folder, { libraryDir: this.libraryDir, maxPixels: this.options.maxPixels });
        } finally {
          this.journal.end(file, alone);
        }
      } catch (error) {
        // A file's own faults come back as problems; what throws is the library's (its disk full).
        failure ??= { error };
        return;
      }
      if (result.kind === "photo") {
        photos.push(result.row);
        p.indexed++;
      } else {
        broken.push(result.row);
        p.failed++;
      }
      p.done++;
      meter.add(1);
      p.ratePerSecond = meter.rate();
      p.etaSeconds = p.ratePerSecond ? Math.round((todo.length - next) / p.ratePerSecond) : null;
      if (photos.length + broken.length >= this.batchSize || Date.now() - flushedAt >= this.flushInterval) void flush();
      this.emit();
    };
    // Files in hand when the process last crashed are read first, one at a time: if one of them
    // crashes it again, the journal names it (crash-journal.ts).
    const suspects = todo.filter(({ file }) => this.journal.isSuspect(file));
    if (suspects.length > 0) {
      const rest = todo.filter(({ file }) => !this.journal.isSuspect(file));
      todo.splice(0, todo.length, ...suspects, ...rest);
    }
    let next = 0;
    while (next < suspects.length && !stopped()) await ingest(todo[next++]!, true);
    const worker = async () => {
      while (next < todo.length && !stopped()) {
        if (this.paused) {
          await flush();
          p.ratePerSecond = null;
          p.etaSeconds = null;
          this.emit(true);
          while (this.paused && !stopped()) await this.paused.promise;
          meter.restart();
          continue;
        }
        await ingest(todo[next++]!, false);
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    await flush();
    if (failure) throw failure.error;
    if (this.cancelled.has(folder)) return true;

    if (job.paths === null) {
      const saved = (await this.store.listFolders()).find((f) => f.path === folder);
      // Written only when the count changed: a write is a new version of the folders table.
      if (saved && saved.unsupported !== p.unsupported) await this.store.saveFolder({ ...saved, unsupported: p.unsupported });
    }
    p.currentFile = null;
    p.etaSeconds = 0;
    this.emit(true);
    return p.indexed + p.failed + p.moved + p.removed + relocated.length > 0;
  }

  /**
   * What a job on `folder` leaves alone: the library folders inside it, which are indexed as
   * themselves (so a photo under both is indexed once, and stays when either is removed), and the
   * system's pseudo-filesystems, which hold no photos (the whole folder when it is inside one).
   */
  private async leftAlone(folder: string): Promise<Set<string>> {
    const [folders, pseudo] = await Promise.all([this.store.listFolders(), currentPseudoMountPoints()]);
    if (pseudoFilesystemOf(folder, pseudo)) return new Set([folder]);
    return new Set([...folders.map((f) => f.path), ...pseudo].filter((dir) => isInside(dir, folder)));
  }

  /** Files the last process died on while reading them alone become problems, and are not read again until they change. */
  private async recordCulprits(): Promise<void> {
    const culprits = this.journal.culprits.splice(0);
    if (culprits.length === 0) return;
    const folders = (await this.store.listFolders()).map((f) => f.path);
    const at = new Date().toISOString();
    await this.store.upsertProblems(
      culprits.map((file) => ({
        path: file.path,
        folder: folders.find((folder) => isInside(file.path, folder)) ?? path.dirname(file.path),
        bytes: file.bytes,
        mtime_ms: file.mtimeMs,
        reason: CULPRIT_REASON,
        at,
      })),
    );
  }

  /**
   * Pairs new paths with vanished photos of the same size and quick hash; the full hash decides
   * when both sides have one. Returns new file → the row it continues.
   */
  private async matchMoves(fresh: FoundImage[], gone: string[]): Promise<Map<FoundImage, PhotoRow>> {
    const moves = new Map<FoundImage, PhotoRow>();
    const claimed = new Set<PhotoRow>();
    if (fresh.length === 0 || gone.length === 0) return moves;
    const candidates = await this.store.photosByPath(gone);
    const bySize = new Map<number, PhotoRow[]>();
    for (const row of candidates) bySize.set(row.bytes, [...(bySize.get(row.bytes) ?? []), row]);
    for (const file of fresh) {
      const sameSize = bySize.get(file.bytes);
      if (!sameSize?.length) continue;
      const quick = await quickHashFile(file.path).catch(() => null);
      let matches = sameSize.filter((row) => row.quick_hash === quick);
      if (matches.length > 1 || (matches.length === 1 && matches[0]!.content_hash)) {
        const full = await contentHashFile(file.path).catch(() => null);
        matches = matches.filter((row) => !row.content_hash || row.content_hash === full);
      }
      const row = matches.find((candidate) => !claimed.has(candidate));
      if (row) {
        moves.set(file, row);
        claimed.add(row);
      }
    }
    return moves;
  }

  /** Ids for photos seen for the first time: from the path, unless a moved photo already holds that one. */
  private async assignIds(files: FoundImage[]): Promise<Map<FoundImage, string>> {
    const wanted = new Map(files.map((file) => [file, this.options.knownIds?.get(file.path) ?? freshId(file.path)]));
    const taken = await this.store.takenIds([...wanted.values()]);
    for (const [file, id] of wanted) if (taken.has(id)) wanted.set(file, freshId(`${file.path}\0${Date.now()}\0${Math.random()}`));
    return wanted;
  }

  private emit(force = false): void {
    const now = Date.now();
    if (!force && now - this.lastEmit < this.interval) return;
    this.lastEmit = now;
    const snapshot = this.progress();
    for (const listener of this.listeners) listener(snapshot);
  }
}

type Readers = typeof import("./ingest") & typeof import("./describe") & typeof import("./places/reverse-geocode");
let loadingReaders: Promise<Readers> | null = null;

/**
 * What reads files and places (sharp, exifr, the decoders, the gazetteer), loaded with the first
 * run that reads a file: a library opened to search never loads them.
 */
function readers(): Promise<Readers> {
  loadingReaders ??= Promise.all([import("./ingest"), import("./describe"), import("./places/reverse-geocode")]).then(([ingest, describe, places]) => ({ ...ingest, ...describe, ...places }));
  return loadingReaders;
}

export function defaultConcurrency(): number {
  return Math.max(3, Math.min(6, os.availableParallelism() + 2));
}

/** The id a photo gets when first seen: a hash of its path, so a re-run after a crash picks the same one. */
export function freshId(key: string): string {
  return createHash("sha256").update(path.resolve(key)).digest("hex").slice(0, 16);
}

/** The same photo at a new path: everything learnt about it stays, only where it lives changes. */
function relink({ locationFields, searchableText, placeLabel }: Readers, row: PhotoRow, file: FoundImage, folder: string): PhotoRow {
  const moved = { ...row, ...locationFields(file, folder) };
  moved.search_text = searchableText({ ...moved, placeLabel: placeLabel({ city: row.place, region: row.region, country: row.country }) || null });
  return moved;
}

/**
 * Whether the file at a known path is another one than the one indexed, of the same size and time
 * (a link to /etc/passwd given the photo's time by `touch -r`): its identity differs, or, for a
 * photo indexed before identities were recorded, the path is a link now.
 */
function swapped(before: KnownFile, file: FoundImage): boolean {
  if (before.id === null) return false;
  return before.fileId !== null ? before.fileId !== file.fileId : file.link === true;
}

function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}
