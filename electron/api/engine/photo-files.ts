/**
 * @file The file behind a photo id, for the `photo://` protocol and `serve`: its thumbnail, a copy
 * a browser can show, or the original, with its type. Only indexed photos are served, and an
 * original is served as the file indexed (`safe-open.ts`), never a path the renderer named.
 *
 * Runs in the engine's process. A large WebP of a photo browsers cannot show (HEIC, RAW, TIFF) is
 * made on its first view and kept with the library's derived files; so is the picture a video
 * shows as its thumbnail (`native/video-placeholder.ts`).
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Container } from "../../../native/sniff";
import { displayPath, thumbnailPath, videoPosterPath } from "../../library/derived-paths";
import { indexedFile, readIndexedFile, type IndexedFile } from "../../library/safe-open";
import type { PhotoRow, PhotoStore } from "../../store/store";
import { isFile } from "./file-kinds";

export type PhotoVariant = "thumbnail" | "display" | "original";

export interface PhotoFile {
  path: string;
  mime: string;
  /**
   * For an original: the file indexed. A door serving it opens it with `openIndexedFile`, so a
   * photo swapped for something else (a link to /etc/passwd) is never served as that photo.
   */
  indexed?: IndexedFile;
}

/** What browsers (and Electron's renderer) decode themselves. */
export const WEB_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "video"]);
const DISPLAY_SIZE = 2048;

const MIME: Record<string, string> = {
  ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".jpe": "image/jpeg", ".jfif": "image/jpeg", ".png": "image/png", ".webp": "image/webp",
  ".gif": "image/gif", ".avif": "image/avif", ".heic": "image/heic", ".heif": "image/heif", ".tif": "image/tiff", ".tiff": "image/tiff",
  ".mp4": "video/mp4", ".m4v": "video/mp4", ".mov": "video/quicktime", ".webm": "video/webm",
};

export class PhotoFiles {
  constructor(
    private readonly libraryDir: string,
    private readonly store: Pick<PhotoStore, "photo">,
    /** Whether the search index holds a photo: its thumbnail is then served without a query. */
    private readonly indexed: (id: string) => boolean,
  ) {}

  /** The file of one variant of a photo; null unless the photo is indexed (or the copy cannot be made). */
  async photoFile(id: string, variant: PhotoVariant): Promise<PhotoFile | null> {
    if (!/^[0-9a-f]{16}$/.test(id)) return null;
    // A scrolling grid asks for thumbnails by the hundred: one of a photo the index holds is
    // served from its fixed place without a query. A removed photo's thumbnail is deleted with it.
    if (variant === "thumbnail" && this.indexed(id)) {
      const file = path.join(this.libraryDir, thumbnailPath(id));
      if (await isFile(file)) return { path: file, mime: "image/webp" };
    }
    const row = await this.store.photo(id);
    if (!row) return null;
    if (variant === "thumbnail" && row.kind === "video") return this.#videoPoster(row);
    if (variant === "thumbnail") return row.thumb ? { path: path.join(this.libraryDir, row.thumb), mime: "image/webp" } : null;
    if (variant === "display" && !WEB_FORMATS.has(row.format)) return this.#displayCopy(row);
    return { path: row.path, mime: MIME[path.extname(row.path).toLowerCase()] ?? "application/octet-stream", indexed: indexedFile(row) };
  }

  /** The picture a video shows where a photo shows its thumbnail, drawn on first request and kept. */
  async #videoPoster(row: PhotoRow): Promise<PhotoFile | null> {
    const file = path.join(this.libraryDir, videoPosterPath(row.id));
    if (!(await isFile(file))) {
      try {
        const { renderVideoPlaceholder } = await import("../../../native/video-placeholder");
        await renderVideoPlaceholder({ width: row.width || null, height: row.height || null, durationS: row.duration_s ?? null }, file);
      } catch {
        return null;
      }
    }
    return { path: file, mime: "image/webp" };
  }

  /** A large WebP of a photo browsers cannot show (HEIC, RAW, TIFF), made on first view and kept. */
  async #displayCopy(row: PhotoRow): Promise<PhotoFile | null> {
    const file = path.join(this.libraryDir, displayPath(row.id));
    const made = await fs.stat(file).then((s) => s.mtimeMs, () => 0);
    if (made < row.mtime_ms) {
      try {
        const { renderThumbnail, WHOLE_FILE_MAX_BYTES } = await import("../../../native/thumbnail");
        const bytes = await readIndexedFile(indexedFile(row), WHOLE_FILE_MAX_BYTES);
        await renderThumbnail({ path: row.path, bytes }, row.format as Container, file, { size: DISPLAY_SIZE });
      } catch {
        return null;
      }
    }
    return { path: file, mime: "image/webp" };
  }
}
