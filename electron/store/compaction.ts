/**
 * @file Keeps a library's disk use bounded while it stays open: every table is compacted and its
 * old versions dropped on a schedule, not only after an indexing run.
 *
 * Runs in the engine's process, for as long as a service is open (the app and `serve` stay open
 * for days). Searches, corrections and analysis write between indexing runs, each write a new
 * LanceDB version, and nothing else folds them up: the search history alone would grow without
 * bound.
 */
import type { PhotoStore } from "./store";

export interface Compaction {
  /** Compacts now (waiting for a pass already running), as the schedule would. */
  runNow(): Promise<void>;
  /** Passes finished since the library was opened, whether or not they compacted anything. */
  readonly passes: number;
  /** Stops the schedule and waits for a pass in progress. */
  stop(): Promise<void>;
}

export interface CompactionOptions {
  /** Time between passes, in ms. Default 10 minutes. */
  everyMs?: number;
  /** Versions younger than this are kept for readers still on them, in ms. Default one minute. */
  keepMs?: number;
}

/**
 * Whether the engine is writing in bulk now (indexing, analysis). A pass is skipped then: LanceDB
 * refuses an index build that a compaction overtook ("CreateIndex transaction was preempted by
 * concurrent transaction Rewrite"), and those runs compact their own tables when they end.
 */
export type BusyCheck = () => boolean;

/** Compacts on a schedule; the timer never keeps the process alive. */
export function scheduleCompaction(store: PhotoStore, busy: BusyCheck, options: CompactionOptions = {}): Compaction {
  let running: Promise<void> | null = null;
  let passes = 0;
  const run = () => {
    running ??= store
      .compactAll(options.keepMs)
      .then(() => void passes++)
      // A pass that collides with a write is simply tried again at the next tick.
      .catch((error: Error) => void process.stderr.write(`recollect: compacting the library failed: ${error.message}\n`))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => {
    if (!busy()) void run();
  }, options.everyMs ?? 10 * 60_000);
  timer.unref();
  return {
    runNow: run,
    get passes() {
      return passes;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
