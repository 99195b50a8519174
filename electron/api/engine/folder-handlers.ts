/**
 * @file The contract's library-folder and indexing calls: adding, listing and removing folders,
 * re-indexing, pausing and resuming, and the library's status; and the checks that turn a folder
 * the user named into one Recollect may index, or a message saying why not.
 *
 * Runs in the engine's process. A folder's photos are all those under it, those of a library folder
 * inside it included; removing a folder inside another leaves its photos, as the outer folder's.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Indexer } from "../../library/indexer";
import { lastRepair } from "../../library/set-aside";
import { currentPseudoMountPoints, pseudoFilesystemOf } from "../../library/system-folders";
import type { FolderWatcher } from "../../library/watcher";
import { pathUnder, sql, type FolderRow, type PhotoStore } from "../../store/store";
import type { Folder, IndexProgress } from "../contract";
import type { Handlers } from "../dispatch";
import { RecollectError } from "../errors";
import { isDirectory } from "./file-kinds";

export type FolderMethods = "addFolder" | "listFolders" | "removeFolder" | "reindex" | "pauseIndexing" | "resumeIndexing" | "indexStatus";

export interface FolderParts {
  libraryDir: string;
  store: PhotoStore;
  indexer: Indexer;
  /** The folder watcher, in a door that watches. */
  watcher: FolderWatcher | null;
  /** Starts watching a folder, where the door watches; a folder that cannot be watched is still indexed. */
  watch: (folder: string) => Promise<void>;
  /** Forgets what the models and the collections hold of photos removed with a folder. */
  forget: (ids: string[]) => Promise<void>;
  progress: () => IndexProgress;
}

export function folderHandlers({ libraryDir, store, indexer, watcher, watch, forget, progress }: FolderParts): Pick<Handlers, FolderMethods> {
  // A folder's photos are all those under it, those of a library folder inside it included.
  const toFolder = async (row: FolderRow): Promise<Folder> => ({
    path: row.path,
    addedAt: row.added_at,
    exists: await isDirectory(row.path),
    photos: await store.countPhotos(`folder = ${sql(row.path)} OR ${pathUnder(row.path)}`),
    problems: await store.countProblems(row.path),
  });

  return {
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

    listFolders: async () => Promise.all((await store.listFolders()).map(toFolder)),

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
      await forget(ids);
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
  };
}

/** The folder the user named, as Recollect will index it (its real path), or why it cannot be. */
export async function checkFolder(requested: string): Promise<string> {
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

/** Whether `child` is strictly below `parent`. */
export function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
