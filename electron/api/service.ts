/**
 * @file The contract, implemented on the engine: library, index and search behind one object.
 *
 * Runs in plain Node — in Electron's main process, under the CLI, under `serve` and in tests —
 * and never imports Electron. What differs per door (how photo URLs look, whether a native
 * folder picker exists) comes in as options.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppInfo, Folder, IndexProgress, Method, PhotoDetails } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import { Indexer, type IndexerOptions } from "../library/indexer";
import { resolveModelsDir } from "../library/library-dir";
import { LibraryInUseError, lockLibrary, type LibraryLock } from "../library/library-lock";
import { isReadOnlyError } from "../library/read-only";
import { readOnlyHandlers } from "./read-only-service";
import { keepRunningOnStrayRejections } from "./stray-rejections";
import { scheduleCompaction, type Compaction, type CompactionOptions } from "../store/compaction";
import { openAnalysis, type AnalysisOptions, type AnalysisService } from "./analysis-service";
import { PhotoStore, pathUnder, sql, type FolderRow, type PhotoRow } from "../store/store";
import { displayPath, thumbnailPath } from "../library/derived-paths";
import { indexedFile, readIndexedFile, type IndexedFile } from "../library/safe-open";
import type { Container } from "../../native/sniff";
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
import { currentPseudoMountPoints, pseudoFilesystemOf } from "../library/system-folders";
import { openStoreRepairing, reindexDone, type OpenedStore } from "./library-repair";
import { lastRepair } from "../library/set-aside";
import { isStorageDamage, markForCheck } from "../store/table-damage";
import { userCopyFile } from "../library/user-copy";
import { changesUserCopy, keepUserCopy } from "./user-copy-service";
import type { LlmRefiner } from "../search/llm-refine";
import { zipDownloads, type ZipEntry } from "./zip-download";

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

export type PhotoVariant = "thumbnail" | "display" | "original";

/** What browsers (and Electron's renderer) decode themselves. */
const WEB_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "video"]);
const DISPLAY_SIZE = 2048;

export interface PhotoFile {
  path: string;
  mime: string;
  /**
   * For an original: the file indexed. A door serving it opens it with `openIndexedFile`, so a
   * photo swapped for something else (a link to /etc/passwd) is never served as that photo.
   */
  indexed?: IndexedFile;
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

const MIME: Record<string, string> = {
  ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".jpe": "image/jpeg", ".jfif": "image/jpeg", ".png": "image/png", ".webp": "image/webp",
  ".gif": "image/gif", ".avif": "image/avif", ".heic": "image/heic", ".heif": "image/heif", ".tif": "image/tiff", ".tiff": "image/tiff",
  ".mp4": "video/mp4", ".m4v": "video/mp4", ".mov": "video/quicktime", ".webm": "video/webm",
};

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

  // One progress stream: the indexer's counts, with the analysis pass's phase beside them.
  const progressListeners = new Set<(progress: IndexProgress) => void>();
  const progress = (): IndexProgress => {
    const a = analysis?.progress();
    return { ...indexer.progress(), rebuilding: indexer.rebuilding, analysis: a?.state === "analysing" && a.phase ? { phase: a.phase, done: a.done, total: a.total, failed: a.failed } : null };
  };
  const emitProgress = () => {
    const current = progress();
    for (const listener of progressListeners) listener(current);
  };
  indexer.onProgress(emitProgress);
  const settings = await LibrarySettings.open(libraryDir);
  analysis = await openAnalysis(
    store,
    libraryDir,
    urls,
    { modelsDir: resolveModelsDir(), enabled: false, ...options.analysis, ...(readOnly ? { enabled: false } : {}) },
    emitProgress,
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

  // A folder's photos are all those under it, those of a library folder inside it included.
  const toFolder = async (row: FolderRow): Promise<Folder> => ({
    path: row.path,
    addedAt: row.added_at,
    exists: await isDirectory(row.path),
    photos: await store.countPhotos(`folder = ${sql(row.path)} OR ${pathUnder(row.path)}`),
    problems: await store.countProblems(row.path),
  });
  const listFolders = async () => Promise.all((await store.listFolders()).map(toFolder));
  const requireFile = async (file: string) => {
    if (!(await isFile(file))) throw new RecollectError("not_found", `${file} is no longer there.`, "It may have been moved or its drive unplugged; Recollect notices on the next re-index.");
  };
  const requirePhoto = async (id: string): Promise<PhotoRow> => {
    const row = await store.photo(id);
    if (!row) throw new RecollectError("not_found", `No photo with id ${id} in this library.`, "It may have been deleted or its folder removed; search again.");
    return row;
  };

  const zips = zipDownloads(store, urls.zip);

  const handlers: Handlers = {
    async appInfo() {
      return { version: options.version ?? "0.0.0-dev", library: libraryDir, shell: options.shell };
    },

    async addFolder({ path: requested }) {
      const folder = await checkFolder(requested);
      const existing = await store.listFolders();
      const same = existing.find((f) => f.path === folder);
      if (same) {
        indexer.enqueue(folder);
        return toFolder(same);
      }
      // A folder inside or around library folders is listed as itself beside them: each indexes
      // what is under it but not under another (a photo under both is indexed once, and keeps its
      // id as the folder it belongs to changes), and removing one leaves the others as they were.
      const row: FolderRow = { path: folder, added_at: new Date().toISOString(), unsupported: 0 };
      await store.saveFolder(row);
      await watch(folder);
      indexer.enqueue(folder);
      return toFolder(row);
    },

    listFolders,

    async removeFolder({ path: requested }) {
      const target = path.resolve(expandHome(requested));
      const real = await fs.realpath(target).catch(() => target);
      const row = (await store.listFolders()).find((f) => f.path === target || f.path === real);
      if (!row) throw new RecollectError("not_found", `${target} is not one of your library folders.`, "List them with `recollect status`.");
      await watcher?.unwatch(row.path);
      await indexer.cancel(row.path);
      const folders = (await store.listFolders()).map((f) => f.path);
      // Inside another library folder, its photos stay, as that folder's.
      const around = folders.filter((f) => isInside(row.path, f)).sort((a, b) => b.length - a.length)[0];
      if (around) {
        await store.removeFolderEntry(row.path);
        indexer.enqueueChanges(around, [row.path]);
        return { removedPhotos: 0 };
      }
      const ids = await store.removeFolder(row.path, folders.filter((f) => isInside(f, row.path)));
      await indexer.removeThumbnails(ids);
      await analyses.forget(ids);
      await collections.forget(ids);
      return { removedPhotos: ids.length };
    },

    async reindex() {
      for (const folder of await store.listFolders()) indexer.enqueue(folder.path);
      return progress();
    },

    async pauseIndexing() {
      indexer.pause();
      return progress();
    },

    async resumeIndexing() {
      indexer.resume();
      return progress();
    },

    async indexStatus() {
      // Each read waits on LanceDB, not on this thread: asked at once, they take the time of the slowest.
      const [folders, problems, photos] = await Promise.all([store.listFolders(), store.listProblems(500), store.countPhotos()]);
      return {
        library: libraryDir,
        photos,
        folders: await Promise.all(folders.map(toFolder)),
        progress: progress(),
        problems: problems.map((p) => ({ path: p.path, reason: p.reason, at: p.at })),
        unsupported: folders.reduce((sum, f) => sum + f.unsupported, 0),
        repaired: lastRepair(libraryDir),
      };
    },

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

    async photo({ id }) {
      return { ...details(await requirePhoto(id), urls), memories: await searching.memories(id), analysis: await analyses.details(id) };
    },

    async thumbnailUrl({ id }) {
      await requirePhoto(id);
      return { url: urls.thumbnail(id) };
    },

    async showInFolder({ id }) {
      const row = await requirePhoto(id);
      if (!options.showInFolder) throw new RecollectError("unsupported", "Showing a photo in its folder needs the desktop app.", `It is at ${row.path}`);
      await requireFile(row.path);
      options.showInFolder(row.path);
      return { shown: true };
    },

    async openPhoto({ id }) {
      const row = await requirePhoto(id);
      if (!options.openPath) throw new RecollectError("unsupported", "Opening a photo in another app needs the desktop app.", `It is at ${row.path}`);
      await requireFile(row.path);
      const failed = await options.openPath(row.path);
      if (failed) throw new RecollectError("unsupported", `No app would open ${row.name}: ${failed}`, "Choose a default app for this kind of file in your system's settings.");
      return { opened: true };
    },

    ...analyses.handlers,
    ...llm.handlers,
  };
  // Around every call: a read that finds the database damaged says so plainly and leaves the
  // repair to the next opening; a change to what only the user made is copied out of the tables.
  for (const method of Object.keys(handlers) as Method[]) {
    const handle = handlers[method] as (input: unknown) => Promise<unknown>;
    (handlers as Record<Method, (input: unknown) => Promise<unknown>>)[method] = async (input) => {
      let output: unknown;
      try {
        output = await handle(input);
      } catch (error) {
        throw !(error instanceof RecollectError) && isStorageDamage(error) ? damaged(libraryDir) : error;
      }
      // Written behind the answer: a click does not wait for every user table to be read and
      // synced. Writes queue in order, and closing waits for the last (`settled`).
      if (changesUserCopy(method, output)) void userCopy.save();
      return output;
    };
  }

  if (readOnly) readOnlyHandlers(handlers);

  /** A large WebP of a photo browsers cannot show (HEIC, RAW, TIFF), made on first view and kept. */
  const displayCopy = async (row: PhotoRow): Promise<PhotoFile | null> => {
    const file = path.join(libraryDir, displayPath(row.id));
    const made = await fs.stat(file).then((s) => s.mtimeMs, () => 0);
    if (made < row.mtime_ms) {
      try {
        const { renderThumbnail, WHOLE_FILE_MAX_BYTES } = await import("../../native/thumbnail");
        const bytes = await readIndexedFile(indexedFile(row), WHOLE_FILE_MAX_BYTES);
        await renderThumbnail({ path: row.path, bytes }, row.format as Container, file, { size: DISPLAY_SIZE });
      } catch {
        return null;
      }
    }
    return { path: file, mime: "image/webp" };
  };

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
    onIndexProgress: (listener) => {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    zipEntries: (ticket) => zips.entries(ticket),
    async photoFile(id, variant) {
      if (!/^[0-9a-f]{16}$/.test(id)) return null;
      // A scrolling grid asks for thumbnails by the hundred: one of a photo the index holds is
      // served from its fixed place without a query. A removed photo's thumbnail is deleted with it.
      if (variant === "thumbnail" && searching.index.number(id) !== undefined) {
        const file = path.join(libraryDir, thumbnailPath(id));
        if (await isFile(file)) return { path: file, mime: "image/webp" };
      }
      const row = await store.photo(id);
      if (!row) return null;
      if (variant === "thumbnail") return row.thumb ? { path: path.join(libraryDir, row.thumb), mime: "image/webp" } : null;
      if (variant === "display" && !WEB_FORMATS.has(row.format)) return displayCopy(row);
      return { path: row.path, mime: MIME[path.extname(row.path).toLowerCase()] ?? "application/octet-stream", indexed: indexedFile(row) };
    },
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
      onStep("closing the engine's socket");
      await socket?.close();
      onStep("cancelling exports");
      await exports.cancelAll();
      onStep("stopping the folder watcher");
      await watcher?.close();
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
      await loadingIndex;
      onStep("warming search up");
      await searching.stopWarming();
      // A one-shot command exits as soon as this returns: nothing may still be running under it.
      onStep("finishing a search");
      await searching.settled();
      onStep("writing the search log");
      await searching.learning.log.close();
      onStep("stopping the models' pass");
      await analyses.close();
      onStep("compacting the library's tables");
      await compaction.stop();
      onStep("copying photos out");
      await userCopy.settled();
      store.close();
      onStep("releasing the library's lock");
      await lock?.release();
      strays?.();
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

/**
 * The library's writer lock; another engine holding it is a message for the user, not a crash. Null
 * for a library whose folder cannot be written: taking the lock is its first write, and there is
 * nothing for it to guard.
 */
async function lockOrExplain(libraryDir: string, door: string): Promise<LibraryLock | null> {
  try {
    await fs.mkdir(libraryDir, { recursive: true });
    return await lockLibrary(libraryDir, door);
  } catch (error) {
    if (error instanceof LibraryInUseError) {
      throw new RecollectError("library_in_use", error.message, "Only one Recollect can write a library at a time; wait for the other to finish, or close it.");
    }
    if (isReadOnlyError(error) && (await isDirectory(path.join(libraryDir, "db")))) return null;
    const reason = (error as NodeJS.ErrnoException).code === "EEXIST" || (error as NodeJS.ErrnoException).code === "ENOTDIR"
      ? "a file is in the way"
      : error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new RecollectError("library_unavailable", `Recollect cannot open its library at ${libraryDir} (${reason}).`, "Choose another folder with --library or RECOLLECT_LIBRARY.");
  }
}

async function openStore(libraryDir: string): Promise<OpenedStore> {
  try {
    await fs.mkdir(libraryDir, { recursive: true });
    return await openStoreRepairing(libraryDir, () => PhotoStore.open(path.join(libraryDir, "db"), { repairRecord: path.join(libraryDir, "cache", "rows-unique-at") }));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "EEXIST" || (error as NodeJS.ErrnoException).code === "ENOTDIR"
      ? "a file is in the way"
      : error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new RecollectError("library_unavailable", `Recollect cannot open its library at ${libraryDir} (${reason}).`, "Choose another folder with --library or RECOLLECT_LIBRARY.");
  }
}

/** A read met a damaged table: the library is marked for the next opening to find it and repair it. */
function damaged(libraryDir: string): RecollectError {
  try {
    markForCheck(libraryDir);
  } catch {
    // Unmarked, the next failing read marks it again.
  }
  return new RecollectError(
    "library_damaged",
    "Part of this library's database could not be read: it is damaged.",
    "Recollect repairs it when the library next opens (run the command again, or quit the app and open it again): it sets the damaged part aside and rebuilds it from your folders, keeping your notes, corrections, names, albums and favourites.",
  );
}

function details(row: PhotoRow, urls: PhotoUrls): Omit<PhotoDetails, "analysis" | "memories"> {
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    folder: row.folder,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    orientation: row.orientation,
    takenAt: row.taken_at,
    takenOffset: row.taken_offset,
    takenSource: row.taken_source,
    lat: row.lat,
    lon: row.lon,
    camera: row.camera,
    lens: row.lens,
    kind: row.kind,
    format: row.format,
    status: row.status,
    durationS: row.duration_s,
    place: row.place,
    region: row.region,
    country: row.country,
    timeTags: row.time_tags ? row.time_tags.split("\n") : [],
    people: row.people ? row.people.split("\n") : [],
    sources: JSON.parse(row.sources) as Record<string, string>,
    eventId: row.event_id,
    duplicateGroup: row.dup_group,
    burstGroup: row.burst_group,
    title: row.title,
    description: row.description,
    keywords: row.keywords ? row.keywords.split("\n") : [],
    thumbnailUrl: urls.thumbnail(row.id),
    displayUrl: WEB_FORMATS.has(row.format) ? urls.original(row.id, row.path) : urls.display(row.id),
    originalUrl: urls.original(row.id, row.path),
  };
}

async function checkFolder(requested: string): Promise<string> {
  const absolute = path.resolve(expandHome(requested));
  let stat;
  try {
    stat = await fs.stat(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EACCES" || code === "EPERM") throw new RecollectError("folder_unreadable", `Recollect is not allowed to open ${absolute}.`, "Check the folder's permissions.");
    throw new RecollectError("folder_not_found", `There is no folder at ${absolute}.`, "Check the path for typos, or that the drive is connected.");
  }
  if (!stat.isDirectory()) throw new RecollectError("not_a_folder", `${absolute} is a file, not a folder.`, "Add the folder that contains it.");
  try {
    await fs.access(absolute, fs.constants.R_OK | fs.constants.X_OK);
  } catch {
    throw new RecollectError("folder_unreadable", `Recollect is not allowed to read ${absolute}.`, "Check the folder's permissions.");
  }
  const real = await fs.realpath(absolute);
  if (pseudoFilesystemOf(real, await currentPseudoMountPoints())) {
    throw new RecollectError("unsupported", `${real} is where the system shows its own live state (like /proc, /sys and /dev), not a folder of files; Recollect does not index it.`, "Add the folder your photos are in.");
  }
  return real;
}

function expandHome(p: string): string {
  return p === "~" || p.startsWith("~/") ? path.join(os.homedir(), p.slice(1)) : p;
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

async function isDirectory(p: string): Promise<boolean> {
  return fs.stat(p).then((s) => s.isDirectory(), () => false);
}

async function isFile(p: string): Promise<boolean> {
  return fs.stat(p).then((s) => s.isFile(), () => false);
}
