/**
 * @file Whether a path is a folder or a regular file now, false when it is missing or unreadable:
 * the engine's checks before it lists, serves or opens something the user named or indexed.
 *
 * Runs in the engine's process.
 */
import fs from "node:fs/promises";

export async function isDirectory(p: string): Promise<boolean> {
  return fs.stat(p).then((s) => s.isDirectory(), () => false);
}

export async function isFile(p: string): Promise<boolean> {
  return fs.stat(p).then((s) => s.isFile(), () => false);
}
