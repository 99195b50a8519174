/**
 * @file Where copies of photos are never written, whoever asks: the library's own folder, the
 * system's pseudo-filesystems and the folders the system keeps its own files in.
 *
 * Runs in the engine's process, before anything is written: the export job's own look at the
 * folder (`checkDestination` in export-photos.ts) writes a probe file to learn that it may. The
 * engine may run as root, and the renderer is untrusted; a folder a person would not choose is
 * refused by its real path, so a link to /etc is /etc.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { currentPseudoMountPoints, isAtOrInside, isSystemFolder, pseudoFilesystemOf } from "../system-folders";

/** Why copies may not go into `folder`, in words for the person; null when they may. */
export async function refusedDestination(folder: string, libraryDir: string): Promise<string | null> {
  const asked = path.resolve(folder);
  const [real, library, pseudo] = await Promise.all([realPath(asked), realPath(path.resolve(libraryDir)), currentPseudoMountPoints()]);
  const places = [asked, real];
  if (places.some((p) => isAtOrInside(p, library) || isAtOrInside(p, libraryDir))) {
    return `${asked} is inside Recollect's library (${libraryDir}); copies there would be mixed with the library's own files.`;
  }
  if (places.some((p) => pseudoFilesystemOf(p, pseudo))) {
    return `${asked} is where the system shows its own live state (like /proc, /sys and /dev), not a folder for files.`;
  }
  if (places.some((p) => isSystemFolder(p))) {
    return `${asked} is one of the folders the system keeps its own files in; Recollect does not write photos there.`;
  }
  return null;
}

/** The path with every link resolved, as far as it exists (a folder not made yet is checked by where it would be). */
async function realPath(file: string): Promise<string> {
  const real = await fs.realpath(file).catch(() => null);
  if (real) return real;
  const parent = path.dirname(file);
  return parent === file ? file : path.join(await realPath(parent), path.basename(file));
}
