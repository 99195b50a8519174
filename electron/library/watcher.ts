/**
 * @file Watches library folders for added, changed, deleted, renamed and moved files, with
 * @parcel/watcher (native: inotify, FSEvents, ReadDirectoryChangesW — the watcher VS Code uses).
 *
 * Runs in the engine's process. Events are collected for a short quiet period (never longer than
 * a maximum wait, so a file that keeps changing holds nothing back) and handed to the
 * indexer as one batch, so a rename (a delete and a create) or a folder of 500 photos copied in
 * is reconciled at once; the indexer re-checks each path on disk, so a stale or doubled event
 * costs a stat, never a wrong row.
 */
import path from "node:path";
import watcher, { type AsyncSubscription } from "@parcel/watcher";
import { currentPseudoMountPoints, pseudoFilesystemOf, pseudoMountsInside } from "./system-folders";

export interface WatchOptions {
  /** Quiet time after the last event before a batch is handed over, in ms. Default 400. */
  settleMs?: number;
  /**
   * Longest a batch waits, however busy the folder, in ms. Default 2000. Without it, a file that
   * keeps changing held back every other event for as long as it changed (a photo
   * swapped for a link to /etc/passwd went unnoticed for the whole time).
   */
  maxWaitMs?: number;
  onChanges(folder: string, paths: string[]): void;
  /** A folder that cannot be watched (unplugged, permission lost) is reported, not fatal. */
  onError?(folder: string, error: Error): void;
}

export interface FolderWatcher {
  watch(folder: string): Promise<void>;
  unwatch(folder: string): Promise<void>;
  /** Stops every subscription and timer. */
  close(): Promise<void>;
}

/** Hidden folders, and what editors and copy tools write before the real file lands. */
const IGNORE = ["**/.*", "**/.*/**", "**/*.partial", "**/*.crdownload", "**/*.part", "**/*~"];

/**
 * What a watch on `folder` ignores: the names above, and the pseudo-filesystems mounted inside it
 * (a watch on / would otherwise follow every process in /proc); null when the folder is itself in
 * one, which is not watched at all.
 */
export async function ignoredIn(folder: string): Promise<string[] | null> {
  const pseudo = await currentPseudoMountPoints();
  if (pseudoFilesystemOf(folder, pseudo)) return null;
  return [...IGNORE, ...pseudoMountsInside(folder, pseudo)];
}

/** How long closing waits for the system to give back its watches. */
const CLOSE_WAIT_MS = 2_000;

export function createFolderWatcher(options: WatchOptions): FolderWatcher {
  const settleMs = options.settleMs ?? 400;
  const maxWaitMs = Math.max(settleMs, options.maxWaitMs ?? 2000);
  const subscriptions = new Map<string, AsyncSubscription>();
  const pending = new Map<string, Set<string>>();
  const timers = new Map<string, NodeJS.Timeout>();
  /** When the oldest event of each folder's pending batch arrived. */
  const firstAt = new Map<string, number>();

  const flush = (folder: string) => {
    timers.delete(folder);
    firstAt.delete(folder);
    const paths = pending.get(folder);
    pending.delete(folder);
    if (paths && paths.size > 0 && subscriptions.has(folder)) options.onChanges(folder, [...paths]);
  };

  return {
    async watch(folder) {
      if (subscriptions.has(folder)) return;
      const ignore = await ignoredIn(folder);
      if (!ignore) return;
      const subscription = await watcher.subscribe(
        folder,
        (error, events) => {
          if (error) {
            options.onError?.(folder, error);
            return;
          }
          const paths = pending.get(folder) ?? new Set<string>();
          for (const event of events) if (!path.basename(event.path).startsWith(".")) paths.add(event.path);
          pending.set(folder, paths);
          const now = Date.now();
          if (!firstAt.has(folder)) firstAt.set(folder, now);
          clearTimeout(timers.get(folder));
          // Quiet for settleMs, or maxWaitMs after the batch began, whichever comes first.
          const wait = Math.min(settleMs, firstAt.get(folder)! + maxWaitMs - now);
          timers.set(folder, setTimeout(() => flush(folder), Math.max(0, wait)));
        },
        { ignore },
      );
      subscriptions.set(folder, subscription);
    },

    async unwatch(folder) {
      clearTimeout(timers.get(folder));
      timers.delete(folder);
      firstAt.delete(folder);
      pending.delete(folder);
      const subscription = subscriptions.get(folder);
      subscriptions.delete(folder);
      await subscription?.unsubscribe();
    },

    // A watch the system already dropped fails to unsubscribe ("Unable to remove watcher: Invalid
    // argument"): closing sets that aside and waits a moment at most, so a stop never hangs on it.
    async close() {
      const stopping = Promise.allSettled([...subscriptions.keys()].map((folder) => this.unwatch(folder)));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([stopping, new Promise((settle) => (timer = setTimeout(settle, CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}
