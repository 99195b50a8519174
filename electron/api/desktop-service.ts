/**
 * @file The contract's calls that hand photos to other apps through the desktop: one picture on
 * the system clipboard, and photos dragged out of the window as files.
 *
 * Runs in the engine's process and never imports Electron: the app passes in the two things only
 * it can do (`ServiceOptions.copyImage`, `ServiceOptions.startDrag`), and everything else — which
 * photo, whether it can be copied, decoding it upright — is decided here, where it is tested under
 * plain Node. Other doors have neither: the browser under `serve` uses its own Clipboard API and a
 * download instead, and these calls say so.
 */
import { WHOLE_FILE_MAX_BYTES } from "../../native/regular-file";
import type { Container } from "../../native/sniff";
import { checkIndexedFile, indexedFile, readIndexedFile } from "../library/safe-open";
import type { PhotoRow, PhotoStore } from "../store/store";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";

/** A picture on the clipboard is pasted whole; a 50-megapixel PNG would take seconds and hundreds of MB. */
export const CLIPBOARD_LONG_SIDE = 4096;
/** The picture under the pointer while dragging. */
const DRAG_ICON = 96;

export interface DesktopOptions {
  /** Puts a picture (PNG bytes) on the system clipboard, where there is one. */
  copyImage?: (png: Buffer) => Promise<void>;
  /** Starts dragging these files out of the window, showing `icon` (PNG bytes), where there is a window. */
  startDrag?: (files: string[], icon: Buffer) => void;
}

type DesktopHandlers = Pick<Handlers, "copyImage" | "dragOut">;

/** `thumbnail`: where a photo's cached thumbnail is, the quick source of the drag's picture. */
export function desktopHandlers(store: PhotoStore, options: DesktopOptions, thumbnail: (id: string) => string): DesktopHandlers {
  const requireRows = async (ids: string[]): Promise<PhotoRow[]> => {
    const rows = await Promise.all([...new Set(ids)].map(async (id) => {
      const row = await store.photo(id);
      if (!row) throw new RecollectError("not_found", `No photo with id ${id} in this library.`, "It may have been deleted or its folder removed; search again.");
      return row;
    }));
    // Each must still be the file indexed: the other app, or the clipboard, gets whatever the path holds.
    for (const row of rows) {
      await checkIndexedFile(indexedFile(row)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") throw new RecollectError("not_found", `${row.path} is no longer there.`, "It may have been moved or its drive unplugged; Recollect notices on the next re-index.");
        throw new RecollectError("not_found", error.message, "Recollect looks at it again on the next re-index.");
      });
    }
    return rows;
  };

  return {
    async copyImage({ id }) {
      if (!options.copyImage) throw new RecollectError("unsupported", "Copying a photo to the clipboard this way needs the desktop app.", "In a browser, the page copies it itself.");
      const [row] = await requireRows([id]);
      if (row!.kind === "video") throw new RecollectError("unsupported", `${row!.name} is a video; only a picture can go on the clipboard.`, "Drag it out of the window, or use Copy to folder.");
      const png = await uprightPng(row!, CLIPBOARD_LONG_SIDE).catch((error: unknown) => {
        throw new RecollectError("unsupported", `${row!.name} could not be read as a picture: ${error instanceof Error ? error.message : String(error)}`, "Use Copy to folder to copy the file itself.");
      });
      await options.copyImage(png.bytes);
      return { copied: true, width: png.width, height: png.height };
    },

    async dragOut({ ids }) {
      if (!options.startDrag) throw new RecollectError("unsupported", "Dragging photos out of the window needs the desktop app.", "In a browser, a dragged photo is downloaded instead.");
      const rows = await requireRows(ids);
      // The files themselves go: the other app copies them, Recollect never moves them.
      options.startDrag(rows.map((r) => r.path), await dragIcon(rows[0]!, thumbnail(rows[0]!.id)));
      return { started: true, files: rows.length };
    },
  };
}

/** The photo upright as PNG, at most `longSide` on its long side. */
async function uprightPng(row: PhotoRow, longSide: number): Promise<{ bytes: Buffer; width: number; height: number }> {
  // The decoders (sharp, libheif, RAW previews) load with the first copy or drag, not with every engine.
  const { DEFAULT_MAX_PIXELS, openImage, orient } = await import("../../native/decode");
  const bytes = await readIndexedFile(indexedFile(row), WHOLE_FILE_MAX_BYTES);
  const opened = await openImage({ path: row.path, bytes }, row.format as Container, DEFAULT_MAX_PIXELS);
  const upright = opened.orientation === 1 ? opened.image.rotate() : orient(opened.image, opened.orientation);
  const { data, info } = await upright.resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true }).png().toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * A small picture of the first photo, from its thumbnail (the drag waits for it, so it must be
 * quick), else from the photo; a plain tile for a video or a photo that cannot be decoded.
 */
async function dragIcon(row: PhotoRow, thumbnail: string): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const small = await sharp(thumbnail).resize(DRAG_ICON, DRAG_ICON, { fit: "inside" }).png().toBuffer().catch(() => null);
  if (small) return small;
  if (row.kind !== "video") {
    const picture = await uprightPng(row, DRAG_ICON).catch(() => null);
    if (picture) return picture.bytes;
  }
  return sharp({ create: { width: DRAG_ICON, height: DRAG_ICON, channels: 3, background: "#5b6472" } }).png().toBuffer();
}
