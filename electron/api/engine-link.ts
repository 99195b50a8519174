/**
 * @file Where an engine that has a library open answers other Recollect processes of the same
 * user, and what they say to each other. [Note: The engine socket]
 *
 * One engine writes a library at a time (`library/library-lock.ts`). While the app, `serve` or
 * `recollect index` has it open, a CLI command does not open a second engine: it sends its calls
 * to the running one over a local socket (a Unix domain socket, a named pipe on Windows) and gets
 * the same answers the UI gets, in milliseconds instead of the seconds a fresh engine needs.
 * The engine writes `engine.json` in the library folder — the socket's address and a random token
 * — readable by its user only; a client proves it is that user by sending the token with every
 * request. The socket is the engine's (`engine-socket.ts`), the client the CLI's
 * (`engine-client.ts`); this file is what both need and imports nothing heavy, because the CLI
 * reads it before it knows whether it needs an engine at all.
 */
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { Envelope, IndexProgress } from "./contract";

/** In the library folder while an engine answers on its socket; gone when it closes. */
export const ENGINE_FILE = "engine.json";

export interface EngineFile {
  pid: number;
  /** A socket path (Unix) or a pipe name (Windows). */
  address: string;
  token: string;
  /** Which door holds the library: electron, browser or cli. */
  door: string;
}

/** One request per line, as JSON. `id` pairs it with its reply; requests on one connection may overlap. */
export interface EngineRequest {
  token: string;
  id: number;
  /** A contract method, or a `DoorVerb`. */
  method: string;
  input?: unknown;
}

/** One reply per line: progress lines for `followIndexing`, then the envelope that ends the request. */
export type EngineReply = { id: number; progress: IndexProgress } | ({ id: number } & Envelope<unknown>);

/**
 * What the socket answers beside the contract's methods: what a command line needs and the UI does not.
 * - `photoIds` `{ paths }` → `(string | null)[]`: the ids of indexed photos at these absolute paths;
 * - `followIndexing` `{}`: progress lines until indexing and the models' pass have nothing left to do.
 */
export type DoorVerb = "photoIds" | "followIndexing";

/** The longest request or reply line, in bytes: a learning file of years of searches fits. */
export const LINE_LIMIT = 64 << 20;

/** Where the engine of `libraryDir` listens: `engine.sock` in the library folder when its path fits. */
export function socketAddress(libraryDir: string): string {
  const key = createHash("sha256").update(path.resolve(libraryDir)).digest("hex").slice(0, 24);
  if (process.platform === "win32") return `\\\\.\\pipe\\recollect-${key}`;
  const inside = path.join(libraryDir, "engine.sock");
  // A socket's path must fit in sun_path: 108 bytes on Linux, 104 on macOS.
  return Buffer.byteLength(inside) < 100 ? inside : path.join(os.tmpdir(), `recollect-${key}.sock`);
}
