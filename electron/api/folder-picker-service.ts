/**
 * @file The contract's calls that help a person point Recollect at their photos: the folders
 * inside a folder, for the picker the page draws under `serve`, and the system's folder dialog in
 * the desktop app, both starting from their Pictures folder.
 *
 * Runs in the engine's process and never imports Electron: the app passes in its dialog
 * (`FolderPickerOptions.chooseFolder`) and where the system keeps Pictures; the listing itself,
 * and every error a typed or stale path can cause, is decided here and tested under plain Node.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FolderListing } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import { inLibrary, picturesFolder, readFolder } from "../library/folder-listing";
import { currentPseudoMountPoints, pseudoFilesystemOf } from "../library/system-folders";

export interface FolderPickerOptions {
  /** The native folder dialog, opening at `defaultPath`, where there is one; resolves to null when cancelled. */
  chooseFolder?: (defaultPath: string | null) => Promise<string | null>;
  /** Where the system keeps this person's pictures (Electron knows it on every platform); found from the home folder otherwise. */
  picturesFolder?: string;
  /** The person's home folder, where the picker starts. Default: the process's. */
  home?: string;
}

type PickerHandlers = Pick<Handlers, "chooseFolder" | "listSubfolders">;

/** `libraryFolders`: the folders already in the library, as stored (real paths). */
export function folderPickerHandlers(options: FolderPickerOptions, libraryFolders: () => Promise<string[]>): PickerHandlers {
  const home = options.home ?? os.homedir();
  const pictures = async () => {
    const given = options.picturesFolder;
    if (given) return (await fs.stat(given).then((s) => s.isDirectory(), () => false)) ? given : null;
    return picturesFolder(home);
  };

  return {
    async chooseFolder() {
      if (!options.chooseFolder) {
        throw new RecollectError("unsupported", "Choosing a folder with a dialog needs the desktop app.", "Type or paste the folder's path instead.");
      }
      return { path: await options.chooseFolder(await pictures()) };
    },

    async listSubfolders({ path: requested, showHidden }): Promise<FolderListing> {
      const folder = absoluteFolder(requested ?? home, home);
      const points = await currentPseudoMountPoints();
      const real = await fs.realpath(folder).catch((error: NodeJS.ErrnoException) => {
        throw folderError(error, folder);
      });
      if (pseudoFilesystemOf(real, points)) {
        throw new RecollectError("unsupported", `${folder} is where the system shows its own live state (like /proc, /sys and /dev), not a folder of files.`, "Choose the folder your photos are in.");
      }
      const contents = await readFolder(folder, points).catch((error: NodeJS.ErrnoException) => {
        throw folderError(error, folder);
      });
      const added = await libraryFolders();
      // A folder is in the library by where it really is: a link to a library folder is that folder.
      const listed = await Promise.all(
        contents.folders.map(async (f) => ({ ...f, inLibrary: inLibrary(await fs.realpath(f.path).catch(() => f.path), added) })),
      );
      const shown = showHidden ? listed : listed.filter((f) => !f.hidden);
      const parent = path.dirname(folder);
      return {
        path: folder,
        parent: parent === folder ? null : parent,
        home,
        pictures: await pictures(),
        folders: shown,
        hiddenCount: listed.length - shown.length,
        more: contents.more,
        media: contents.media,
        inLibrary: inLibrary(real, added),
      };
    },
  };
}

/** A typed path as an absolute one: `~` is the home folder; anything else relative is refused, as its meaning would be a guess. */
function absoluteFolder(typed: string, home: string): string {
  const expanded = typed === "~" || typed.startsWith("~/") || typed.startsWith("~\\") ? path.join(home, typed.slice(1)) : typed;
  if (!path.isAbsolute(expanded)) {
    const example = process.platform === "win32" ? "C:\\Users\\you\\Pictures" : "/home/you/Pictures";
    throw new RecollectError("invalid_input", `“${typed}” is not a full path.`, `Type the whole path, like ${example}, or start with ~ for your home folder.`);
  }
  return path.resolve(expanded);
}

/** The file system's refusal, in words, with what to do next. */
function folderError(error: NodeJS.ErrnoException, folder: string): RecollectError {
  switch (error.code) {
    case "ENOENT":
      return new RecollectError("folder_not_found", `There is no folder at ${folder}.`, "Check the path for typos, or that the drive is connected.");
    case "ENOTDIR":
      return new RecollectError("not_a_folder", `${folder} is a file, not a folder.`, "Choose the folder that contains it.");
    case "EACCES":
    case "EPERM":
      return new RecollectError("folder_unreadable", `Recollect is not allowed to open ${folder}.`, "Check the folder's permissions, or choose another.");
    case "ELOOP":
      return new RecollectError("folder_not_found", `${folder} is a link that leads back to itself.`, "Choose the folder it was meant to point at.");
    default:
      return new RecollectError("folder_unreadable", `${folder} could not be read: ${error.message}`, "Choose another folder, or type its path.");
  }
}
