/**
 * @file The localhost HTTP bridge: the same UI and the same contract, for a browser.
 *
 * Runs in plain Node (`recollect serve`) for machines without the Electron binary and for the
 * e2e tests. It listens on 127.0.0.1 only, with a random token per run: the page gets it once in
 * the printed URL, calls send it as a bearer token (a header other sites cannot set), and images
 * and the progress stream get it from an HttpOnly cookie. Requests naming another host are
 * refused, which stops DNS-rebinding pages from reaching it.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { dispatch } from "./api/dispatch";
import { RecollectError } from "./api/errors";
import type { AnalysisOptions } from "./api/analysis-service";
import { openService, type PhotoVariant, type RecollectService } from "./api/service";
import { fileResponse } from "./api/file-response";
import type { IndexedFile } from "./library/safe-open";
import { notIncludedText, zipName, zipStream, type ZipEntry } from "./api/zip-download";

import type { CompactionOptions } from "./store/compaction";

export interface ServerOptions {
  libraryDir: string;
  /** 0 picks a free port. */
  port: number;
  /** The built renderer (`dist/renderer`). */
  rendererDir: string;
  version?: string;
  /** Models and the analysis pass; off unless asked (the CLI's `serve` asks). */
  analysis?: Partial<AnalysisOptions>;
  /** How often the library's tables are compacted while it is served. Default: every 10 minutes. */
  compaction?: CompactionOptions;
}

export interface RunningServer {
  url: string;
  token: string;
  service: RecollectService;
  /** Stops serving and closes the engine; `onStep` hears what closing waits for. */
  close(onStep?: (step: string) => void): Promise<void>;
}

const STATUS: Record<string, number> = { invalid_input: 400, unknown_method: 404, not_found: 404, unauthorized: 401, internal: 500 };
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon", ".woff2": "font/woff2", ".json": "application/json",
};
const SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; media-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const token = randomBytes(24).toString("base64url");
  let port = 0;
  const service = await openService({
    libraryDir: options.libraryDir,
    shell: "browser",
    version: options.version,
    indexOnOpen: true,
    watch: true,
    loadIndexOnOpen: true,
    answerOnSocket: true,
    urls: {
      thumbnail: (id) => `/photos/${id}/thumbnail`,
      display: (id) => `/photos/${id}/display`,
      original: (id) => `/photos/${id}/original`,
      zip: (ticket, name) => `/downloads/${ticket}/${encodeURIComponent(name)}`,
    },
    analysis: options.analysis,
    compaction: options.compaction,
  });
  const cookieName = () => `recollect_${port}`;
  const sameToken = (given: string | undefined | null) => {
    if (!given) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { ok: false, error: { code: "internal", message: String(error) } });
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    // Node keeps the first of several Host headers; a request with two is malformed, whichever is checked.
    if (countHeaders(req, "host") > 1) return void res.writeHead(400, { "Content-Type": "text/plain" }).end("One Host header, please.");
    const host = req.headers.host ?? "";
    const ours = (named: string) => named === `127.0.0.1:${port}` || named === `localhost:${port}`;
    const url = ours(host) ? requestTarget(req.url ?? "/", host, ours) : "elsewhere";
    if (url === "elsewhere") return void res.writeHead(421, { "Content-Type": "text/plain" }).end("Recollect only answers on 127.0.0.1.");
    if (url === null) return send(res, 400, { ok: false, error: { code: "invalid_input", message: "The request's target is not a path on this server." } });
    const cookie = parseCookies(req.headers.cookie)[cookieName()];
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];

    if (url.pathname.startsWith("/api/")) {
      if (url.pathname === "/api/events" && req.method === "GET") {
        if (!sameToken(cookie) && !sameToken(url.searchParams.get("token"))) return refuse(res);
        return streamProgress(req, res);
      }
      if (req.method !== "POST") {
        res.writeHead(405, { Allow: "POST" }).end();
        return;
      }
      if (!sameToken(bearer)) return refuse(res);
      const method = decodePath(url.pathname.slice("/api/".length));
      if (method === null) return badEncoding(res);
      let input: unknown;
      try {
        input = JSON.parse((await readBody(req, BODY_LIMIT)) || "{}");
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          // Answered, then the connection is closed: the rest of the body is not read.
          res.once("finish", () => req.destroy());
          return send(res, 413, { ok: false, error: { code: "invalid_input", message: error.message } }, { Connection: "close" });
        }
        return send(res, 400, { ok: false, error: { code: "invalid_input", message: `The request body is not JSON: ${(error as Error).message}` } });
      }
      const envelope = await dispatch(service.handlers, method, input);
      return send(res, envelope.ok ? 200 : (STATUS[envelope.error.code] ?? 422), envelope);
    }

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET" }).end();
      return;
    }

    const photo = /^\/photos\/([0-9a-f]{16})\/(thumbnail|display|original)$/.exec(url.pathname);
    if (photo) {
      if (!sameToken(cookie) && !sameToken(url.searchParams.get("token"))) return refuse(res);
      const file = await service.photoFile(photo[1]!, photo[2] as PhotoVariant);
      if (!file) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("No such photo in this library.");
      return sendFile(res, file.path, file.mime, "private, max-age=300", {}, file.indexed);
    }

    const download = /^\/downloads\/([\w-]{24})\/[^/]+$/.exec(url.pathname);
    if (download) {
      if (!sameToken(cookie) && !sameToken(url.searchParams.get("token"))) return refuse(res);
      const entries = await service.zipEntries(download[1]!);
      if (!entries) return void res.writeHead(410, { "Content-Type": "text/plain; charset=utf-8" }).end("This download has expired. Select the photos and download them again.");
      return sendZip(res, entries);
    }

    // The app itself: static files, which hold no user data. The token in the URL becomes a cookie.
    const headers: Record<string, string> = {};
    if (url.pathname === "/" && sameToken(url.searchParams.get("token"))) {
      headers["Set-Cookie"] = `${cookieName()}=${token}; HttpOnly; SameSite=Strict; Path=/`;
    }
    const relative = url.pathname === "/" ? "index.html" : decodePath(url.pathname.slice(1));
    if (relative === null) return badEncoding(res);
    const file = path.resolve(options.rendererDir, relative);
    if (!file.startsWith(path.resolve(options.rendererDir) + path.sep)) return void res.writeHead(404).end();
    const ext = path.extname(file);
    const found = await fs.stat(file).then((s) => s.isFile(), () => false);
    if (!found) {
      if (relative === "index.html") {
        res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end("The Recollect UI has not been built yet: run `npm run build`, then start serve again.");
        return;
      }
      return void res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    }
    return sendFile(res, file, TYPES[ext] ?? "application/octet-stream", ext === ".html" ? "no-store" : "public, max-age=3600", headers);
  }

  function streamProgress(req: http.IncomingMessage, res: http.ServerResponse): void {
    res.writeHead(200, { ...SECURITY_HEADERS, "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
    const write = (progress: unknown) => res.write(`data: ${JSON.stringify(progress)}\n\n`);
    // A status the engine cannot give now arrives with the next progress event.
    service.handlers.indexStatus({}).then((status) => write(status.progress), () => undefined);
    const stop = service.onIndexProgress(write);
    // Comments keep idle connections from being closed by the browser.
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 15_000);
    req.on("close", () => {
      stop();
      clearInterval(keepAlive);
    });
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port, "127.0.0.1", () => resolve());
    });
  } catch (error) {
    await service.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new RecollectError("port_in_use", `Port ${options.port} is already in use.`, "Choose another with --port, or --port 0 for any free port.");
    }
    throw error;
  }
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    token,
    service,
    async close(onStep) {
      onStep?.("closing connections");
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close(onStep);
    },
  };
}

function send(res: http.ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, ...extra, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" }).end(JSON.stringify(body));
}

/** Largest request body read, in bytes; a learning file of years of searches fits. */
const BODY_LIMIT = 16 << 20;

class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`The request body is larger than ${limit >> 20} MB.`);
  }
}

/** A %-encoded path, or null when its encoding is broken ("%E0%A4%A", "%zz"). */
function decodePath(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * The URL a request asks for; null when its target is no URL ("http://[::1", "*"), and
 * "elsewhere" when it names another host. A path ("/a?b") is read against this server's origin,
 * so "//x/api" stays a path rather than naming host x; a whole URL ("http://h/p", the form sent to
 * proxies) must name this server, as the Host header must.
 */
function requestTarget(target: string, host: string, ours: (host: string) => boolean): URL | null | "elsewhere" {
  try {
    if (target.startsWith("/")) return new URL(`http://${host}${target}`);
    const url = new URL(target);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.protocol === "http:" && ours(url.host) ? url : "elsewhere";
  } catch {
    return null;
  }
}

function badEncoding(res: http.ServerResponse): void {
  send(res, 400, { ok: false, error: { code: "invalid_input", message: "The path has a broken %-encoding." } });
}

function countHeaders(req: http.IncomingMessage, name: string): number {
  let n = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === name) n++;
  return n;
}

function refuse(res: http.ServerResponse): void {
  send(res, 401, { ok: false, error: { code: "unauthorized", message: "Missing or wrong access token.", hint: "Open the URL that `recollect serve` printed." } });
}

/**
 * Sends a regular file, whole, in a byte range or as "not modified" (`api/file-response.ts`).
 * `indexed`: the photo's file as indexed, which what is opened must still be (`safe-open.ts`), so a
 * path swapped since (for a link to another file) sends nothing.
 */
async function sendFile(
  res: http.ServerResponse,
  file: string,
  type: string,
  cache: string,
  extra: Record<string, string> = {},
  indexed?: IndexedFile,
): Promise<void> {
  const req = res.req;
  const request = { method: req.method ?? "GET", header: (name: string) => headerOf(req, name) };
  const answer = await fileResponse(request, { path: file, mime: type, indexed }, { ...SECURITY_HEADERS, ...extra, "Cache-Control": cache });
  res.writeHead(answer.status, answer.headers);
  if (!answer.body) return void res.end(answer.text);
  answer.body.on("error", () => res.destroy()).pipe(res);
  // A player that seeks drops the connection mid-range: the file's handle closes with it.
  res.once("close", () => answer.body!.destroy());
}

/**
 * Sends several photos as one zip (`api/zip-download.ts`), its length known before it starts.
 * A photo that stops being the file indexed while the zip is sent ends the connection, so the
 * browser reports a failed download instead of keeping a zip with other bytes in it.
 */
async function sendZip(res: http.ServerResponse, entries: ZipEntry[]): Promise<void> {
  const zip = await zipStream(entries);
  if (zip.included === 0) {
    return void res.writeHead(409, { "Content-Type": "text/plain; charset=utf-8" }).end(notIncludedText(zip.leftOut));
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    "Content-Type": "application/zip",
    // Always known: every entry is stored at its indexed size.
    ...(zip.bytes >= 0 ? { "Content-Length": String(zip.bytes) } : {}),
    "Content-Disposition": `attachment; filename="${zipName(zip.included)}"`,
    "Cache-Control": "no-store",
  });
  if (res.req.method === "HEAD") return void res.end();
  zip.stream.on("error", () => res.destroy()).pipe(res);
  res.once("close", () => zip.stream.destroy());
}

/** One request header's value; a repeated one counts as absent, since which copy holds is ambiguous. */
function headerOf(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
}

function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > limit) return reject(new BodyTooLargeError(limit));
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // The caller answers 413 and closes the connection; reading stops here.
        req.pause();
        reject(new BodyTooLargeError(limit));
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}
