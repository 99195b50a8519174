/**
 * @file Closing an engine, in the one order that leaves nothing running under a process about to
 * exit: the doors first (the socket, exports, the watcher), then indexing, the search's work behind
 * its answers, the models' pass, compaction and the user's copy, and the library's lock last.
 *
 * Runs in the engine's process. Each step is named to `onStep`, so that a caller who gives up can
 * say what the engine was waiting for.
 */
import type { Indexer } from "../../library/indexer";
import type { LibraryLock } from "../../library/library-lock";
import type { FolderWatcher } from "../../library/watcher";
import type { Compaction } from "../../store/compaction";
import type { PhotoStore } from "../../store/store";
import type { AnalysisService } from "../analysis-service";
import type { EngineSocket } from "../engine-socket";
import type { SearchService } from "../search-service";
import type { UserCopyKeeper } from "../user-copy-service";

export interface OpenEngine {
  /** The socket other processes' calls come in on, once it is open. */
  socket: () => EngineSocket | null;
  exports: { cancelAll(): Promise<void> };
  watcher: FolderWatcher | null;
  indexer: Indexer;
  store: PhotoStore;
  /** The search index's read begun at open, if the door asked for one. */
  loadingIndex: Promise<unknown> | null;
  searching: SearchService;
  analyses: AnalysisService;
  compaction: Compaction;
  userCopy: UserCopyKeeper;
  lock: LibraryLock | null;
  /** Stops logging stray rejections, where the engine started to. */
  strays: () => (() => void) | null;
}

export async function closeEngine(engine: OpenEngine, onStep: (step: string) => void): Promise<void> {
  const { indexer, store, searching } = engine;
  onStep("closing the engine's socket");
  await engine.socket()?.close();
  onStep("cancelling exports");
  await engine.exports.cancelAll();
  onStep("stopping the folder watcher");
  await engine.watcher?.close();
  indexer.dispose();
  indexer.resume();
  onStep("stopping indexing");
  // Only a folder being indexed has work to stop (dispose dropped the queue): no query when none is.
  const indexing = indexer.progress().folder === null ? [] : await store.listFolders();
  for (const folder of indexing) await indexer.cancel(folder.path);
  await indexer.idle();
  indexer.closeJournal();
  // The index may still be reading the store (and writing its snapshot into the library), and
  // the search warming up on it.
  onStep("loading the search index");
  await engine.loadingIndex;
  onStep("warming search up");
  await searching.stopWarming();
  // A one-shot command exits as soon as this returns: nothing may still be running under it.
  onStep("finishing a search");
  await searching.settled();
  onStep("writing the search log");
  await searching.learning.log.close();
  onStep("stopping the models' pass");
  await engine.analyses.close();
  onStep("compacting the library's tables");
  await engine.compaction.stop();
  onStep("copying photos out");
  await engine.userCopy.settled();
  store.close();
  onStep("releasing the library's lock");
  await engine.lock?.release();
  engine.strays()?.();
}
