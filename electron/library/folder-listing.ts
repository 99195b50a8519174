/**
 * @file The folders inside a folder, for the folder picker a page draws where there is no system
 * dialog (a browser under `serve`), and where a person's Pictures folder is.
 *
 * Runs in the engine's process. Only names are read, never a file's contents: a folder's
 * sub-folders, and how many photos and videos lie directly in it, so the picker can say whether
 * the folder open is the one with the photos. Hidden folders (a leading dot, or `$` on Windows)
 * and the system's own folders (`system-folders.ts`) are set apart, not dropped: the picker shows
 * them when asked.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parse as parseEnvFile } from "dotenv";
import { isMediaName } from "./scan";
import { isAtOrInside, isSystemFolder, pseudoFilesystemOf } from "./system-folders";

/** Sub-folders listed at most; a folder of tens of thousands (a camera's dump by the second) lists its first ones. */
export const LISTED_MAX = 1000;

export interface Subfolder {
  name: string;
  path: string;
  /** Hidden by its name, or where the system keeps its own files. */
  hidden: boolean;
}

export interface FolderContents {
  /** Sub-folders, in the order a file manager shows them (natural, case-insensitive), at most `LISTED_MAX`. */
  folders: Subfolder[];
  /** Sub-folders beyond `LISTED_MAX`, not listed. */
  more: number;
  /** Photos and videos directly in the folder (not in its sub-folders). */
  media: number;
}

/** Made on the first listing: building a collator loads ICU's collation data, which nothing else in a command may need. */
let byName: Intl.Collator | null = null;

/** Whether a folder's name hides it in the file manager: a leading dot, and on Windows a leading `$` (`$Recycle.Bin`). */
export function isHiddenName(name: string, platform: NodeJS.Platform = process.platform): boolean {
  return name.startsWith(".") || (platform === "win32" && name.startsWith("$"));
}

/**
 * Reads `dir`'s sub-folders (links to folders included) and counts its photos and videos.
 * `pseudoPoints`: where the kernel's pseudo-filesystems are mounted, set apart as the system's.
 * Throws the file system's error (ENOENT, ENOTDIR, EACCES) for the caller to put in words.
 */
export async function readFolder(dir: string, pseudoPoints: readonly string[], platform: NodeJS.Platform = process.platform): Promise<FolderContents> {
  const folders: Subfolder[] = [];
  let media = 0;
  const handle = await fs.opendir(dir);
  for await (const entry of handle) {
    if (entry.isFile()) {
      if (isMediaName(entry.name)) media++;
      continue;
    }
    const full = path.join(dir, entry.name);
    // A link is listed as what it points to; one that points nowhere, or at a file, is no folder.
    const isFolder = entry.isDirectory() || (entry.isSymbolicLink() && (await fs.stat(full).then((s) => s.isDirectory(), () => false)));
    if (!isFolder) continue;
    const hidden = isHiddenName(entry.name, platform) || isSystemFolder(full, { platform }) || pseudoFilesystemOf(full, pseudoPoints) !== null;
    folders.push({ name: entry.name, path: full, hidden });
  }
  byName ??= new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
  const collator = byName;
  folders.sort((a, b) => collator.compare(a.name, b.name));
  return { folders: folders.slice(0, LISTED_MAX), more: Math.max(0, folders.length - LISTED_MAX), media };
}

/** Whether `folder` is a library folder or inside one. */
export function inLibrary(folder: string, libraryFolders: readonly string[]): boolean {
  return libraryFolders.some((root) => isAtOrInside(folder, root));
}

/**
 * The person's Pictures folder, where it exists: on Linux the one their desktop names
 * (`XDG_PICTURES_DIR` in `user-dirs.dirs`, which follows their language: "Bilder", "Images"),
 * elsewhere, or without one, `~/Pictures`. A desktop that set it to the home folder itself has
 * none, as the XDG spec says.
 */
export async function picturesFolder(home: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): Promise<string | null> {
  let named: string | null = null;
  if (platform === "linux") {
    const config = env.XDG_CONFIG_HOME || path.join(home, ".config");
    const dirs = await fs.readFile(path.join(config, "user-dirs.dirs"), "utf8").catch(() => "");
    named = xdgPicturesDir(dirs, home);
  }
  const candidate = named ?? path.join(home, "Pictures");
  if (path.resolve(candidate) === path.resolve(home)) return null;
  return (await fs.stat(candidate).then((s) => s.isDirectory(), () => false)) ? candidate : null;
}

/** `XDG_PICTURES_DIR` from a `user-dirs.dirs` file: "$HOME/…" or an absolute path, the only forms the spec allows. */
export function xdgPicturesDir(text: string, home: string): string | null {
  const value = parseEnvFile(text).XDG_PICTURES_DIR;
  if (!value) return null;
  if (value === "$HOME" || value.startsWith("$HOME/")) return path.resolve(home, `.${value.slice("$HOME".length)}`);
  return path.isAbsolute(value) ? path.resolve(value) : null;
}
