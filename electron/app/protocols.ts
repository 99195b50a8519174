/**
 * @file The two schemes the renderer loads from: `app://recollect/` (the built UI) and
 * `photo://thumbnail/<id>` / `photo://original/<id>` (images, only of indexed photos).
 *
 * Main process only. Serving the UI from our own scheme instead of file:// gives it a real
 * origin for the CSP and keeps it from reading arbitrary files. A photo's file is opened here
 * rather than fetched by URL, so that it is checked on the open handle (`safe-open.ts`).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { net, protocol } from "electron";
import type { RecollectService } from "../api/service";
import { fetchFileResponse } from "../api/file-response";

export const APP_ORIGIN = "app://recollect";

/** What a refused photo request says in the app. */
const PHOTO_WORDS = { changed: "The photo has changed on disk since it was indexed; it is shown again once it is re-indexed.", missing: "No such photo in this library" };

const CSP =
  "default-src 'self'; img-src 'self' photo: data:; media-src 'self' photo:; style-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Must run before the app is ready. */
export function registerSchemes(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: "app", privileges: { standard: true, secure: true, supportFetchAPI: true } },
    { scheme: "photo", privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
}

export function registerProtocols(service: RecollectService, rendererDir: string): void {
  const root = path.resolve(rendererDir);
  protocol.handle("app", async (request) => {
    const url = new URL(request.url);
    if (url.host !== "recollect") return new Response("Not found", { status: 404 });
    const file = path.resolve(root, decodeURIComponent(url.pathname).replace(/^\/+/, "") || "index.html");
    if (!file.startsWith(root + path.sep) || !(await fs.stat(file).then((s) => s.isFile(), () => false))) {
      return new Response("Not found", { status: 404 });
    }
    const response = await net.fetch(pathToFileURL(file).href);
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", CSP);
    headers.set("X-Content-Type-Options", "nosniff");
    return new Response(response.body, { status: response.status, headers });
  });

  protocol.handle("photo", async (request) => {
    const url = new URL(request.url);
    const variant = url.host === "thumbnail" || url.host === "display" || url.host === "original" ? url.host : null;
    const file = variant ? await service.photoFile(url.pathname.replace(/^\/+/, ""), variant) : null;
    if (!file) return new Response("No such photo in this library", { status: 404 });
    // An original must still be the file indexed; thumbnails and display copies are the library's own.
    // Ranges and conditional requests as under serve, so a video plays and seeks (`api/file-response.ts`).
    return fetchFileResponse(request, file, { "X-Content-Type-Options": "nosniff", "Cache-Control": "private, max-age=300" }, PHOTO_WORDS);
  });
}
