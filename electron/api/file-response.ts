/**
 * @file How a file is answered over HTTP: whole, in one byte range (206), not at all because the
 * browser's copy is still good (304), or refused (409, 404, 416). One answer for both doors that
 * hand out photos' bytes, `serve` (`../serve.ts`) and the app's `photo://` protocol
 * (`../app/protocols.ts`), so that a video plays and seeks the same way in both.
 *
 * Runs in the engine's process, in plain Node: it imports nothing from Electron, and its tests run
 * without it. The file is opened through `openServedFile` (`../library/safe-open.ts`) before any
 * answer is chosen: an original swapped since it was indexed gets no 200, no 206 and no 304, and
 * the validators (ETag, Last-Modified) are those of the handle that was checked.
 *
 * What RFC 9110 leaves to the server, chosen here: a Range header that does not parse, names
 * another unit, or asks for several parts that do not merge into one is ignored (the whole file,
 * 200), as §14.2 allows; one that parses but that no byte of the file satisfies is a 416 with
 * `Content-Range: bytes *\/size`. Ranges apply to GET only (§14.2), and only while an If-Range
 * matches (§13.1.5, a strong comparison). If-None-Match wins over If-Modified-Since (§13.2.2).
 */
import { Readable } from "node:stream";
import fresh from "fresh";
import parseRange from "range-parser";
import { NotTheIndexedFileError, openServedFile, type IndexedFile } from "../library/safe-open";

/** The request headers this answer reads, lower-cased as Node and the Fetch API give them. */
export interface FileRequest {
  method: string;
  header(name: "range" | "if-range" | "if-none-match" | "if-modified-since" | "cache-control"): string | undefined;
}

/** What a file is, as far as its answer depends on it. */
export interface FileValidators {
  size: number;
  /** Whole milliseconds. */
  mtimeMs: number;
}

/** The status, the headers and which bytes to send (none for 304, 416 and HEAD). */
export interface FilePlan {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  /** Inclusive byte offsets; absent when no body is sent. */
  bytes?: { start: number; end: number };
}

/**
 * A strong entity tag for a file: its size and modification time, as nginx makes them. Served
 * originals are checked to be the file indexed (same identity, size and time), and the library's
 * own thumbnails are replaced, never edited in place, so equal tags mean equal bytes.
 */
export function entityTag(file: FileValidators): string {
  return `"${file.mtimeMs.toString(16)}-${file.size.toString(16)}"`;
}

/** The answer to a request for a file of this size and time; `headers` are sent with any status. */
export function planFileResponse(request: FileRequest, file: FileValidators, headers: Record<string, string> = {}): FilePlan {
  const validators = { ETag: entityTag(file), "Last-Modified": new Date(file.mtimeMs).toUTCString() };
  const base = { ...headers, ...validators, "Accept-Ranges": "bytes" };
  const method = request.method.toUpperCase();
  const conditional = { "if-none-match": request.header("if-none-match"), "if-modified-since": request.header("if-modified-since"), "cache-control": request.header("cache-control") };
  if ((method === "GET" || method === "HEAD") && (conditional["if-none-match"] || conditional["if-modified-since"])) {
    if (fresh(conditional, { etag: validators.ETag, "last-modified": validators["Last-Modified"] })) {
      // A 304 carries what a 200 would have said about caching, and nothing about a body.
      return { status: 304, headers: Object.fromEntries(Object.entries(base).filter(([name]) => name !== "Content-Type")) };
    }
  }
  const whole: FilePlan = { status: 200, headers: { ...base, "Content-Length": String(file.size) }, bytes: wholeFile(file.size) };
  const range = request.header("range");
  if (method !== "GET" || !range || !ifRangeHolds(request.header("if-range"), validators)) return method === "HEAD" ? { ...whole, bytes: undefined } : whole;
  const ranges = parseRange(file.size, wholeSuffixes(range, file.size), { combine: true });
  if (ranges === -2) return whole;
  if (ranges === -1) return { status: 416, headers: { ...base, "Content-Range": `bytes */${file.size}`, "Content-Length": "0" } };
  if (ranges.type.toLowerCase() !== "bytes" || ranges.length !== 1) return whole;
  const { start, end } = ranges[0]!;
  return { status: 206, headers: { ...base, "Content-Range": `bytes ${start}-${end}/${file.size}`, "Content-Length": String(end - start + 1) }, bytes: { start, end } };
}

/**
 * The header with every suffix longer than the file cut to the file's length: RFC 9110 §14.1.3
 * gives such a suffix the whole file, where range-parser counts it unsatisfiable.
 */
function wholeSuffixes(range: string, size: number): string {
  return range.replace(/([=,]\s*)-(\d+)/g, (spec, lead: string, suffix: string) => (size > 0 && Number(suffix) > size ? `${lead}-${size}` : spec));
}

function wholeFile(size: number): FilePlan["bytes"] {
  return size > 0 ? { start: 0, end: size - 1 } : undefined;
}

/**
 * Whether a Range may be honoured under this If-Range: always without one; with an entity tag,
 * when it is this file's (strong comparison, so a weak tag never matches); with a date, when it
 * is exactly the file's Last-Modified.
 */
function ifRangeHolds(ifRange: string | undefined, validators: { ETag: string; "Last-Modified": string }): boolean {
  if (!ifRange) return true;
  const given = ifRange.trim();
  if (given.startsWith('"') || given.startsWith("W/")) return given === validators.ETag;
  const date = Date.parse(given);
  return !Number.isNaN(date) && date === Date.parse(validators["Last-Modified"]);
}

/** A file's answer with its bytes, ready for either door to send. */
export interface FileResponse {
  status: number;
  headers: Record<string, string>;
  /** The bytes to send; null when there are none (HEAD, 304, 416, errors carry `text`). */
  body: Readable | null;
  /** A short text body for a refusal. */
  text?: string;
}

export interface ServedFile {
  path: string;
  mime: string;
  /** Set for an original: the file as indexed, which what is opened must still be. */
  indexed?: IndexedFile;
}

/**
 * Opens the file the way `safe-open.ts` allows and answers the request for it. `headers` (the
 * door's security headers and Cache-Control) go with every successful answer. The caller sends
 * `body` and nothing else: it is a stream on the checked handle, of the planned bytes only, that
 * closes the handle when it ends or is destroyed.
 */
export async function fileResponse(request: FileRequest, file: ServedFile, headers: Record<string, string> = {}, words = FILE_WORDS): Promise<FileResponse> {
  const opened = await openServedFile(file.path, file.indexed).catch((error: unknown) => error as Error);
  const text = { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" };
  if (opened instanceof NotTheIndexedFileError) return { status: 409, headers: text, body: null, text: words.changed };
  if (opened instanceof Error) return { status: 404, headers: text, body: null, text: words.missing };
  const plan = planFileResponse(request, opened, { ...headers, "Content-Type": file.mime });
  if (!plan.bytes) {
    await opened.handle.close();
    return { status: plan.status, headers: plan.headers, body: null };
  }
  // At most the bytes planned: a file that grew since it was opened is not sent past its Content-Length.
  return { status: plan.status, headers: plan.headers, body: opened.handle.createReadStream(plan.bytes) };
}

/** What a refusal says, per door. */
export const FILE_WORDS = {
  changed: "The photo has changed on disk since it was indexed; it is served again once it is re-indexed.",
  missing: "Not found",
};

/**
 * The same answer as a Fetch API Response, for a door that speaks it (Electron's `protocol.handle`).
 * Node has Request and Response too, so this runs under the tests as it runs in the app.
 */
export async function fetchFileResponse(request: Request, file: ServedFile, headers: Record<string, string> = {}, words = FILE_WORDS): Promise<Response> {
  const asked: FileRequest = { method: request.method, header: (name) => request.headers.get(name) ?? undefined };
  const answer = await fileResponse(asked, file, headers, words);
  // A 304 and a 416 have no body at all; a refusal has its words.
  const body = answer.body ? (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>) : (answer.text ?? null);
  return new Response(body, { status: answer.status, headers: answer.headers });
}
