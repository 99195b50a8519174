/**
 * @file Indexes library folders one at a time in the background and reports progress.
 *
 * Runs in the engine's process. The decode work happens on sharp's thread pool, a few files at
 * once; rows are written in batches so a search during indexing sees photos within a second or
 * two, and a killed run loses at most one batch, which the next run redoes.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { IndexProgress } from "../api/contract";
import { refreshTextIndex } from "../index/fulltext";
import { ingestImage, thumbnailPath } from "./ingest";
import { scanFolder, type FoundImage } from "./scan";
import type { PhotoRow, PhotoStore, ProblemRow } from "./store";

export interface IndexerOptions {
  /** Files decoded at once. Default: the machine's cores, at most 4. */
  concurrency?: number;
  /** Rows per write. Default 32. */
  batchSize?: number;
  /** Longest a decoded photo waits before it is written (and searchable), in ms. Default 1000. */
  flushIntervalMs?: number;
  /** Least time between two progress events, in ms. Default 100. */
  progressIntervalMs?: number;
}

type Listener = (progress: IndexProgress) => void;

const IDLE: IndexProgress = {
  state: "idle", folder: null, total: 0, done: 0, indexed: 0, unchanged: 0, failed: 0, unsupported: 0, currentFile: null, queued: 0,
};

export class Indexer {
  private readonly queue: string[] = [];
  private readonly listeners = new Set<Listener>();
  private current: IndexProgress = { ...IDLE };
  private running: Promise<void> | null = null;
  private cancelled = new Set<string>();
  private lastEmit = 0;
  private readonly concurrency: number;
  private readonly batchSize: number;
  private readonly interval: number;
  private readonly flushInterval: number;

  constructor(private readonly store: PhotoStore, private readonly libraryDir: string, options: IndexerOptions = {}) {
    this.concurrency = options.concurrency ?? Math.max(1, Math.min(4, os.availableParallelism()));
    this.batchSize = options.batchSize ?? 32;
    this.interval = options.progressIntervalMs ?? 100;
    this.flushInterval = options.flushIntervalMs ?? 1000;
  }

  progress(): IndexProgress {
    return { ...this.current, queued: this.queue.length };
  }

  onProgress(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a folder; a folder already waiting is not queued twice. */
  enqueue(folder: string): void {
    this.cancelled.delete(folder);
    if (!this.queue.includes(folder) && this.current.folder !== folder) this.queue.push(folder);
    this.running ??= this.drain().finally(() => (this.running = null));
    this.emit(true);
  }

  /** Stops work on a folder (it is being removed); rows already written are the caller's to delete. */
  async cancel(folder: string): Promise<void> {
    const at = this.queue.indexOf(folder);
    if (at >= 0) this.queue.splice(at, 1);
    if (this.current.folder === folder) {
      this.cancelled.add(folder);
      await this.idle();
    }
  }

  /** Resolves once every queued folder has been indexed. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const folder = this.queue.shift()!;
      try {
        await this.indexFolder(folder);
      } catch (error) {
        // One folder failing (its drive unplugged mid-run, the database full) must not stop the others.
        const reason = `Indexing this folder stopped: ${error instanceof Error ? error.message : String(error)}`;
        await this.store
          .upsertProblems([{ path: folder, folder, bytes: 0, mtime_ms: 0, reason, at: new Date().toISOString() }])
          .catch(() => undefined);
      } finally {
        this.cancelled.delete(folder);
      }
    }
    this.current = { ...IDLE };
    this.emit(true);
  }

  private async indexFolder(folder: string): Promise<void> {
    const p: IndexProgress = (this.current = { ...IDLE, state: "scanning", folder });
    const images: FoundImage[] = [];
    const problems: ProblemRow[] = [];
    for await (const entry of scanFolder(folder)) {
      if (entry.kind === "image") images.push(entry.file);
      else if (entry.kind === "unsupported") p.unsupported++;
      else problems.push({ path: entry.path, folder, bytes: entry.bytes, mtime_ms: entry.mtimeMs, reason: entry.reason, at: new Date().toISOString() });
      p.total = images.length + problems.length;
      this.emit();
    }

    const known = await this.store.knownFiles(folder);
    const seen = new Set([...images.map((f) => f.path), ...problems.map((r) => r.path)]);
    const gone = [...known.keys()].filter((file) => !seen.has(file));
    await this.removeThumbnails(await this.store.forget(gone));

    p.state = "indexing";
    p.failed = problems.length;
    p.done = problems.length;
    await this.store.upsertProblems(problems);

    const todo = images.filter((file) => {
      const before = known.get(file.path);
      return !(before && before.bytes === file.bytes && before.mtimeMs === file.mtimeMs);
    });
    p.unchanged = images.length - todo.length;
    p.done += p.unchanged;
    this.emit(true);

    let photos: PhotoRow[] = [];
    let broken: ProblemRow[] = [];
    let flushedAt = Date.now();
    const flush = async () => {
      await this.store.upsertPhotos(photos);
      await this.store.upsertProblems(broken);
      photos = [];
      broken = [];
      flushedAt = Date.now();
    };
    for (let i = 0; i < todo.length && !this.cancelled.has(folder); i += this.concurrency) {
      const slice = todo.slice(i, i + this.concurrency);
      p.currentFile = slice[0]!.path;
      const results = await Promise.all(slice.map((file) => ingestImage(file, folder, this.libraryDir)));
      for (const result of results) {
        if (result.kind === "photo") {
          photos.push(result.row);
          p.indexed++;
        } else {
          broken.push(result.row);
          p.failed++;
        }
        p.done++;
      }
      if (photos.length + broken.length >= this.batchSize || Date.now() - flushedAt >= this.flushInterval) await flush();
      this.emit();
    }
    await flush();
    if (this.cancelled.has(folder)) return;

    const saved = (await this.store.listFolders()).find((f) => f.path === folder);
    if (saved) await this.store.saveFolder({ ...saved, unsupported: p.unsupported });
    if (p.indexed > 0 || gone.length > 0) await refreshTextIndex(this.store.photos);
    p.currentFile = null;
    this.emit(true);
  }

  async removeThumbnails(ids: string[]): Promise<void> {
    await Promise.all(ids.map((id) => fs.rm(path.join(this.libraryDir, thumbnailPath(id)), { force: true })));
  }

  private emit(force = false): void {
    const now = Date.now();
    if (!force && now - this.lastEmit < this.interval) return;
    this.lastEmit = now;
    const snapshot = this.progress();
    for (const listener of this.listeners) listener(snapshot);
  }
}
