/**
 * @file Walks a library folder and sorts what it finds into images, unsupported files and
 * folders it cannot read.
 *
 * Runs in the engine's process; it only lists and stats (no file is opened), so it is fast
 * enough to run ahead of the decode work and give the progress bar its total.
 */
import fs from "node:fs/promises";
import path from "node:path";

/** What v0 decodes; everything else is counted as unsupported, not reported as an error. */
export const IMAGE_EXTENSIONS = new Set([".jpg", ".jpeg", ".jpe", ".png", ".webp"]);

export interface FoundImage {
  path: string;
  /** Folder inside the library folder, "/"-separated; "" at its top. */
  relDir: string;
  name: string;
  bytes: number;
  mtimeMs: number;
}

export type ScanEntry =
  | { kind: "image"; file: FoundImage }
  | { kind: "unsupported"; path: string }
  | { kind: "unreadable"; path: string; bytes: number; mtimeMs: number; reason: string };

export async function* scanFolder(root: string): AsyncGenerator<ScanEntry> {
  const pending: string[] = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      yield { kind: "unreadable", path: dir, bytes: 0, mtimeMs: 0, reason: describeFsError(error, "folder") };
      continue;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      // Hidden files are OS and app bookkeeping (.DS_Store, .thumbnails, .trashed-…), not photos.
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        pending.push(full);
        continue;
      }
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      const isImage = IMAGE_EXTENSIONS.has(path.extname(entry.name).toLowerCase());
      if (entry.isSymbolicLink()) {
        // Linked folders are not followed: they are the usual source of loops and double counting.
        const target = await fs.stat(full).catch(() => null);
        if (target?.isDirectory()) continue;
      }
      if (!isImage) {
        yield { kind: "unsupported", path: full };
        continue;
      }
      try {
        const stat = await fs.stat(full);
        if (!stat.isFile()) continue;
        yield {
          kind: "image",
          file: {
            path: full,
            relDir: path.relative(root, dir).split(path.sep).join("/"),
            name: entry.name,
            bytes: stat.size,
            mtimeMs: Math.trunc(stat.mtimeMs),
          },
        };
      } catch (error) {
        yield { kind: "unreadable", path: full, bytes: 0, mtimeMs: 0, reason: describeFsError(error, "file") };
      }
    }
  }
}

export function describeFsError(error: unknown, what: "file" | "folder"): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "EACCES":
    case "EPERM":
      return `Permission denied: Recollect is not allowed to read this ${what}.`;
    case "ENOENT":
      return `The ${what} disappeared while it was being read.`;
    case "ELOOP":
      return "A symbolic link that points back to itself.";
    case "ENAMETOOLONG":
      return "The path is longer than this system allows.";
    default:
      return `Could not read this ${what}: ${(error as Error | undefined)?.message ?? String(error)}`;
  }
}
