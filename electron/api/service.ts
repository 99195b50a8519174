/**
 * @file The contract, implemented on the engine: library, index and search behind one object.
 *
 * Runs in plain Node — in Electron's main process, under the CLI, under `serve` and in tests —
 * and never imports Electron. What differs per door (how photo URLs look, whether a native
 * folder picker exists) comes in as options. This file wires one library's parts together; the
 * calls live with what they do (`engine/`, and the `*-service.ts` files beside this one), and the
 * order of closing is `engine/close-engine.ts`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppInfo, IndexProgress } from "./contract";
import type { Handlers } from "./dispatch";
import { Indexer, type IndexerOptions } from "../library/indexer";
import { resolveModelsDir } from "../library/library-dir";
import { readOnlyHandlers } from "./read-only-service";
import { keepRunningOnStrayRejections } from "./stray-rejections";
import { scheduleCompaction, type Compaction, type CompactionOptions } from "../store/compaction";
import { openAnalysis, type AnalysisOptions, type AnalysisService } from "./analysis-service";
import type { PhotoStore } from "../store/store";
import { thumbnailPath } from "../library/derived-paths";
import type { FolderWatcher } from "../library/watcher";
import { openSearch, type SearchService } from "./search-service";
import { HISTORY_ASKINGS, HISTORY_JOURNAL } from "../learn/search-log";
import { answerOnSocket, type EngineSocket } from "./engine-socket";
import { browseHandlers } from "./browse-service";
import { copiesHandlers } from "./copies-service";
import { finishPendingImport } from "./learning-import";
import { learningHandlers } from "./learning-service";
import { suggestHandlers } from "./suggest-service";
import { collectionsHandlers } from "./collections-service";
import { exportHandlers } from "./export-service";
import { desktopHandlers, type DesktopOptions } from "./desktop-service";
import { folderPickerHandlers, type FolderPickerOptions } from "./folder-picker-service";
import { Collections } from "../library/collections";
import { openLlm } from "./llm-service";
import { LibrarySettings } from "../library/settings-file";
import { reindexDone } from "./library-repair";
import { userCopyFile } from "../library/user-copy";
import { keepUserCopy } from "./user-copy-service";
import type { LlmRefiner } from "../search/llm-refine";
import { zipDownloads, type ZipEntry } from "./zip-download";
import { wrapEveryCall } from "./engine/around-calls";
import { closeEngine } from "./engine/close-engine";
import { isFile } from "./engine/file-kinds";
import { folderHandlers } from "./engine/folder-handlers";
import { damaged, lockOrExplain, openStore } from "./engine/open-library";
import { PhotoFiles, type PhotoFile, type PhotoVariant } from "./engine/photo-files";
import { photoHandlers } from "./engine/photo-handlers";
import { ProgressStream } from "./engine/progress-stream";

export type { PhotoFile, PhotoVariant } from "./engine/photo-files";

export interface PhotoUrls {
  thumbnail(id: string): string;
  /** The photo as a browser can show it: the original when it is JPEG/PNG/WebP/GIF/AVIF, a large WebP otherwise. */
  display(id: string): string;
  /** The photo itself; `file` is its path on disk, for doors that can address files directly. */
  original(id: string, file: string): string;
  /** Where several photos are one zip (`zip-download.ts`); only a door that serves zips (`serve`) has it. */
  zip?(ticket: string, name: string): string;
}

export interface ServiceOptions extends DesktopOptions, FolderPickerOptions {
  /** Folder holding the database and thumbnail cache; created if missing. */
  libraryDir: string;
  /** A local LLM that refines query plans for this run (`--llm`), over the library's setting; off by default. */
  llm?: LlmRefiner | null;
  shell: AppInfo["shell"];
  version?: string;
  /** How the door in use addresses images. Default: file:// URLs (CLI). */
  urls?: PhotoUrls;
  /** Opens a file's folder in the system's file manager, where there is one. */
  showInFolder?: (file: string) => void;
  /** Opens a file in the system's default app for it, where there is one; resolves to an error message, or "" when it opened. */
  openPath?: (file: string) => Promise<string>;
  /** Re-index every folder at start to catch changes made while closed. Default false. */
  indexOnOpen?: boolean;
  /**
   * Read the search index in the background as soon as the library opens, so the first search or
   * the Library view does not wait for it (seconds in a large library). Default false: a one-shot CLI
   * command reads it only if it searches.
   */
  loadIndexOnOpen?: boolean;
  /**
   * Answer other processes' calls (the CLI's) on a local socket while the library is open, so that
   * they need not open it a second time (`engine-socket.ts`). Default false: the doors that keep a
   * library open for a while (the app, `serve`, `recollect index`) turn it on.
   */
  answerOnSocket?: boolean;
  /** Whether the engine stays open for more than one command. Default true; one-shot CLI commands turn it off (`SearchServiceOptions.staysOpen`). */
  staysOpen?: boolean;
  /**
   * Searches are appended to the history's journal rather than written to LanceDB, which the next
   * other opening does (see [Note: The search history's journal]). Default false; one-shot CLI
   * commands turn it on, so that they need not wait for a LanceDB write before they exit.
   */
  appendHistory?: boolean;
  /** Watch library folders and reflect changes within seconds. Default false (one-shot CLI commands). */
  watch?: boolean | { settleMs?: number };
  /** The clock queries are read against ("two weeks ago"). Default: now. */
  now?: () => Date;
  indexer?: IndexerOptions;
  /** Compaction of every table while the library is open. Default: every 10 minutes. */
  compaction?: CompactionOptions;
  /**
   * Models, the inference worker and the analysis pass (CLIP, OCR, faces) that follows indexing.
   * Default: models in `<user data>/models`, analysis off; the app, `serve` and `recollect index`
   * turn it on.
   */
  analysis?: Partial<AnalysisOptions>;
}

export interface RecollectService {
  readonly handlers: Handlers;
  readonly libraryDir: string;
  onIndexProgress(listener: (progress: IndexProgress) => void): () => void;
  /** The photos behind a zip download's address (`downloadZip`), for `serve`; null once it expired. */
  zipEntries(ticket: string): Promise<ZipEntry[] | null>;
  /** The file behind a photo id, for the `photo://` protocol and `serve`; null unless indexed. */
  photoFile(id: string, variant: PhotoVariant): Promise<PhotoFile | null>;
  /** Resolves when indexing has nothing left to do. */
  idle(): Promise<void>;
  /** Reads the search index from the store now rather than on the next query. */
  refreshSearch(): Promise<void>;
  /** Search's inner parts, for benchmarks that try other settings on the same library. */
  readonly search: SearchService;
  readonly store: PhotoStore;
  /** The library's compaction schedule, for tests that run it fast. */
  readonly compaction: Compaction;
  /** Stops everything and releases the library; `onStep` hears what it is waiting for, for a caller that gives up. */
  close(onStep?: (step: string) => void): Promise<void>;
}

export async function openService(options: ServiceOptions): Promise<RecollectService> {
  const libraryDir = path.resolve(options.libraryDir);
  const lock = await lockOrExplain(libraryDir, options.shell);
  // Nothing can be written (read-only.ts): the library is read as it is, and every change refused.
  const readOnly = lock === null;
  const { store, reindex, knownIds } = await openStore(libraryDir).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  // The analysis pass follows every indexing run that changed something.
  let analysis: AnalysisService | null = null;
  const indexer = new Indexer(store, libraryDir, { ...options.indexer, knownIds, readOnly, onChanged: () => analysis?.schedule() });
  // Imported only by the doors that watch: a one-shot CLI command never loads the watcher.
  const watcher: FolderWatcher | null = options.watch && !readOnly
    ? (await import("../library/watcher")).createFolderWatcher({
        settleMs: typeof options.watch === "object" ? options.watch.settleMs : undefined,
        onChanges: (folder, paths) => indexer.enqueueChanges(folder, paths),
        onError: (folder, error) => process.stderr.write(`recollect: watching ${folder} stopped: ${error.message}\n`),
      })
    : null;
  const watch = async (folder: string) => {
    // A folder that cannot be watched is still indexed; a re-index catches what the watcher would have.
    await watcher?.watch(folder).catch((error: Error) => process.stderr.write(`recollect: cannot watch ${folder}: ${error.message}\n`));
  };
  const now = options.now ?? (() => new Date());
  const urls: PhotoUrls = options.urls ?? {
    thumbnail: (id) => pathToFileURL(path.join(libraryDir, "thumbs", id.slice(0, 2), `${id}.webp`)).href,
    display: (id) => pathToFileURL(path.join(libraryDir, "thumbs", id.slice(0, 2), `${id}.webp`)).href,
    original: (_id, file) => pathToFileURL(file).href,
  };

  const stream = new ProgressStream(indexer, () => analysis?.progress());
  const progress = () => stream.now();
  indexer.onProgress(() => stream.emit());
  const settings = await LibrarySettings.open(libraryDir);
  analysis = await openAnalysis(
    store,
    libraryDir,
    urls,
    { modelsDir: resolveModelsDir(), enabled: false, ...options.analysis, ...(readOnly ? { enabled: false } : {}) },
    () => stream.emit(),
    settings,
  );
  const analyses = analysis;
  const llm = openLlm(settings, options.llm ?? null);
  const collections = await Collections.open(libraryDir);
  const exports = exportHandlers(store, libraryDir);
  const searching = await openSearch(store, analyses, { collections, now, thumbnailUrl: urls.thumbnail, progress, llm: llm.current, personalize: () => settings.get("personalize"), homeSetting: () => settings.get("home"), cacheDir: path.join(libraryDir, "cache"), staysOpen: options.staysOpen, history: { journal: path.join(libraryDir, HISTORY_JOURNAL), appendOnly: options.appendHistory, readOnly, askingsCache: path.join(libraryDir, "cache", HISTORY_ASKINGS) } });
  if (!readOnly) await finishPendingImport(searching.learning, libraryDir);
  const userCopy = keepUserCopy(store, collections, libraryDir);
  // A library from before the copy was kept gets one now, once: a stat is all a later opening pays.
  if (!(await isFile(userCopyFile(libraryDir)))) await userCopy.save();
  const compaction = scheduleCompaction(store, () => readOnly || indexer.progress().state !== "idle" || analyses.progress().state === "analysing", options.compaction);
  const zips = zipDownloads(store, urls.zip);
  const files = new PhotoFiles(libraryDir, store, (id) => searching.index.number(id) !== undefined);

  const handlers: Handlers = {
    async appInfo() {
      return { version: options.version ?? "0.0.0-dev", library: libraryDir, shell: options.shell };
    },
    ...folderHandlers({
      libraryDir,
      store,
      indexer,
      watcher,
      watch,
      forget: async (ids) => {
        await analyses.forget(ids);
        await collections.forget(ids);
      },
      progress,
    }),
    ...searching.handlers,
    ...browseHandlers(searching, store, urls.thumbnail, (key) => (key.startsWith("album:") ? (collections.albums().find((a) => a.id === key.slice(6))?.order ?? "newest") : "newest")),
    ...collectionsHandlers(collections, searching, store, urls.thumbnail),
    exportPhotos: exports.exportPhotos,
    exportStatus: exports.exportStatus,
    cancelExport: exports.cancelExport,
    ...desktopHandlers(store, options, (id) => path.join(libraryDir, thumbnailPath(id))),
    ...zips.handlers,
    ...folderPickerHandlers(options, async () => (await store.listFolders()).map((f) => f.path)),
    ...copiesHandlers(store, indexer, urls.thumbnail, () => searching.refresh()),
    ...learningHandlers(searching, settings, urls.thumbnail, libraryDir, collections),
    ...suggestHandlers(searching, store, (id) => handlers.photo({ id }), now),
    ...photoHandlers({ store, urls, memories: (id) => searching.memories(id), analysis: (id) => analyses.details(id), showInFolder: options.showInFolder, openPath: options.openPath }),
    ...analyses.handlers,
    ...llm.handlers,
  };
  // Around every call: a damaged read says so, and a change to what only the user made is copied out.
  wrapEveryCall(handlers, () => damaged(libraryDir), userCopy);
  if (readOnly) readOnlyHandlers(handlers);

  for (const folder of await store.listFolders()) await watch(folder.path);
  const loadingIndex = options.loadIndexOnOpen ? searching.current().catch((error: Error) => void process.stderr.write(`recollect: reading the search index failed: ${error.message}\n`)) : null;
  // A library written by an older layout, or repaired, is rebuilt from the photos, whatever the caller asked.
  if (options.indexOnOpen || store.rebuilt || reindex) for (const folder of await store.listFolders()) indexer.enqueue(folder.path);
  // Photos left unanalysed last time (closed mid-pass, a model installed since) are caught up.
  else analyses.schedule();
  // Events, groups and the text index that a crash left behind the photos are brought up to date.
  indexer.rebuildIfStale();
  // A repair's indexing is owed until it runs to its end, not cut short by closing.
  let closing = false;
  if (reindex) void indexer.idle().then(() => !closing && reindexDone(libraryDir));

  const service: RecollectService = {
    handlers,
    libraryDir,
    onIndexProgress: (listener) => stream.listen(listener),
    zipEntries: (ticket) => zips.entries(ticket),
    photoFile: (id, variant) => files.photoFile(id, variant),
    async idle() {
      // Analysis can find nothing new to do only once indexing is done, and indexing may start again meanwhile.
      do {
        await indexer.idle();
        await analyses.idle();
      } while (indexer.progress().state !== "idle");
    },
    refreshSearch: () => searching.refresh(),
    search: searching,
    store,
    compaction,
    async close(onStep = () => {}) {
      closing = true;
      await closeEngine({ socket: () => socket, exports, watcher, indexer, store, loadingIndex, searching, analyses, compaction, userCopy, lock, strays: () => strays }, onStep);
    },
  };
  // From here on the engine is open: a failure nobody awaited is logged, not the end of it.
  const strays = options.staysOpen === false ? null : keepRunningOnStrayRejections();
  // Opened last, so that a call never reaches an engine still opening; a CLI command waits meanwhile.
  const socket: EngineSocket | null = options.answerOnSocket && !readOnly
    ? await answerOnSocket(service, options.shell).catch((error: Error) => {
        process.stderr.write(`recollect: other recollect commands cannot reach this library's engine (${error.message}); they will be told it is in use.\n`);
        return null;
      })
    : null;
  return service;
}
