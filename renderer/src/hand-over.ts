/**
 * @file Handing photos to other apps: one picture to the clipboard, photos dragged out of the
 * window, originals downloaded. Which way depends on the door: the desktop app asks the engine
 * (`copyImage`, `dragOut`: the system clipboard and a real file drag), a browser under `serve`
 * uses its own async Clipboard API and downloads (several photos as one zip).
 *
 * Runs in the renderer. The words for what went wrong are pure functions, tested under Node.
 */
import type { DragEvent as ReactDragEvent } from "react";
import { errorText, type Client } from "./client";
import { countOf } from "./format";

export type Shell = "electron" | "browser" | "cli" | null;

/** Browsers put only PNG on the clipboard; larger pictures are scaled down, as the desktop app does. */
const CLIPBOARD_LONG_SIDE = 4096;

/** Why several photos cannot go on the clipboard, with what to do instead; null for one. */
export function clipboardCountRefusal(count: number): string | null {
  if (count === 1) return null;
  return `The clipboard holds one picture at a time, and ${countOf(count, "photo")} are selected. Select one, or use Copy to folder or drag them out.`;
}

/** What a browser's refusal to write the clipboard means, in words that say what to do. */
export function clipboardFailure(error: unknown): string {
  const name = error instanceof Error || (typeof error === "object" && error !== null && "name" in error) ? String((error as { name: unknown }).name) : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return "The browser did not allow this page to use the clipboard. Allow clipboard access for this site in the browser's settings (and keep the window focused), or use Download.";
  }
  if (name === "NoClipboard") return "This browser cannot put pictures on the clipboard. Use Download, or the desktop app.";
  return `The picture could not be copied: ${error instanceof Error ? error.message : String(error)}`;
}

/** Puts one photo on the clipboard; resolves to what to tell the user. */
export async function copyToClipboard(client: Client, shell: Shell, id: string): Promise<string> {
  if (shell === "electron") {
    const photo = await client.photo({ id });
    await client.copyImage({ id });
    return `Copied ${photo.name} to the clipboard.`;
  }
  if (typeof ClipboardItem === "undefined" || !navigator.clipboard?.write || !window.isSecureContext) throw new Error(clipboardFailure({ name: "NoClipboard" }));
  const photo = client.photo({ id });
  // The item is made at once, with the picture still to come, so the click's permission to write
  // the clipboard is not spent waiting for it.
  const png = photo.then((p) => {
    if (p.kind === "video") throw Object.assign(new Error(`${p.name} is a video; only a picture can go on the clipboard. Drag it out or download it.`), { name: "Video" });
    return pngOf(p.displayUrl);
  });
  try {
    await navigator.clipboard.write([new ClipboardItem({ "image/png": png })]);
  } catch (error) {
    const video = await png.then(() => null, (e: unknown) => (e instanceof Error && e.name === "Video" ? e : null));
    throw new Error(video ? video.message : clipboardFailure(error));
  }
  return `Copied ${(await photo).name} to the clipboard.`;
}

/** The picture at `url` as a PNG blob, upright (the browser applies EXIF orientation), at most 4096 px. */
async function pngOf(url: string): Promise<Blob> {
  const image = new Image();
  image.decoding = "async";
  image.src = url;
  await image.decode();
  const scale = Math.min(1, CLIPBOARD_LONG_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  canvas.getContext("2d")!.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the browser could not make a PNG of it"))), "image/png"));
}

/**
 * The originals as a download, all a browser can do with files: one photo as itself, several as
 * one zip the engine streams (`downloadZip`). Resolves to what to tell the user, naming the photos
 * left out because their files changed or went missing since they were indexed.
 */
export async function downloadOriginals(client: Client, ids: string[]): Promise<string> {
  if (ids.length === 1) {
    const photo = await client.photo({ id: ids[0]! });
    save(photo.originalUrl, photo.name);
    return `Downloading ${photo.name}.`;
  }
  const zip = await client.downloadZip({ ids });
  save(zip.url, zip.name);
  return zipNote(zip);
}

/** What a zip download says: how many photos it holds and which were left out, and why. */
export function zipNote(zip: { name: string; photos: number; leftOut: Array<{ name: string; reason: string }> }): string {
  const said = `Downloading ${countOf(zip.photos, "photo")} as one zip, “${zip.name}”.`;
  if (zip.leftOut.length === 0) return said;
  const shown = zip.leftOut.slice(0, 3).map((p) => `${p.name} (${p.reason})`);
  const more = zip.leftOut.length > shown.length ? ` and ${countOf(zip.leftOut.length - shown.length, "other")}` : "";
  return `${said} Not included: ${shown.join(", ")}${more}; the zip lists them in “Not included.txt”.`;
}

/** Hands an address to the browser as a download. */
function save(url: string, name: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
}

/**
 * Dragging tiles out of the window. The desktop app cancels the page's own drag and has the
 * engine start a real one of the files (`dragOut`); a browser lets its drag run and, when it is
 * let go outside the window, downloads the originals. `ids` are the photos the drag carries: the
 * selection when the tile is in it, else that tile's photo.
 */
export function startDragOut(event: DragEvent | ReactDragEvent, client: Client, shell: Shell, ids: () => Promise<string[]>, onError: (message: string) => void): void {
  if (shell === "electron") {
    event.preventDefault();
    void ids().then((chosen) => client.dragOut({ ids: chosen })).catch((e: unknown) => onError(errorText(e)));
    return;
  }
  event.dataTransfer?.setData("text/plain", "Recollect photos");
  if (event.dataTransfer) event.dataTransfer.effectAllowed = "copy";
  // Where it was let go: outside the page's own area means out of the window (a tab torn off
  // reads the same way), so the photos go where a browser puts files.
  event.target?.addEventListener(
    "dragend",
    (end) => {
      const { clientX: x, clientY: y } = end as DragEvent;
      if (x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight) return;
      void ids().then((chosen) => downloadOriginals(client, chosen)).catch((e: unknown) => onError(errorText(e)));
    },
    { once: true },
  );
}
