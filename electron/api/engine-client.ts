/**
 * @file The CLI's end of the engine socket: contract calls sent to the engine that has the library
 * open, answered as if the CLI had opened it itself. See [Note: The engine socket] in
 * `engine-link.ts`.
 *
 * Runs in the CLI's process before anything heavy is loaded: a command answered by a running
 * engine never imports LanceDB, zod or the search engine. The engine is the same user's own
 * process, found through a file only that user can read, so its replies are taken as the
 * contract's types without parsing them again.
 */
import fs from "node:fs";
import type net from "node:net";
import path from "node:path";
import type { IndexProgress, Method, Output, WireError } from "./contract";
import { ENGINE_FILE, type DoorVerb, type EngineFile, type EngineReply, type EngineRequest } from "./engine-link";
import { RecollectError } from "./errors";

export interface EngineClient {
  /** Which door holds the library (electron, browser, cli) and its process, for messages. */
  readonly door: string;
  readonly pid: number;
  call<M extends Method>(method: M, input: unknown): Promise<Output<M>>;
  /** The ids of indexed photos at these paths (resolved against this process's folder), null for the rest. */
  photoIds(paths: string[]): Promise<Array<string | null>>;
  /** Resolves when the engine has nothing left to index or analyse; progress meanwhile. */
  followIndexing(onProgress: (progress: IndexProgress) => void): Promise<void>;
  close(): void;
}

/** How long a live engine may take to accept a connection before it counts as hung. */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * The engine that has `libraryDir` open, connected; null when none answers (none runs, or the one
 * that wrote `engine.json` is gone). Throws when `engine.json` is not private to this user: its
 * token could have been read, or the file planted, by someone else.
 */
export async function connectToEngine(libraryDir: string): Promise<EngineClient | null> {
  const engine = readEngineFile(path.join(libraryDir, ENGINE_FILE));
  if (!engine) return null;
  // Loaded only now: a command with no engine to talk to (most) never needs it.
  const socket = await connect(await import("node:net"), engine.address);
  if (!socket) return null;
  return new SocketClient(socket, engine);
}

function readEngineFile(file: string): EngineFile | null {
  let descriptor: number;
  try {
    descriptor = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No file, or no library folder at all (a file in its way): the command's own open says why.
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw new RecollectError("library_unavailable", `${file} cannot be read (${code ?? (error as Error).message}).`, `Delete it if no Recollect is running on this library.`);
  }
  try {
    const stat = fs.fstatSync(descriptor);
    if (process.platform !== "win32" && (stat.uid !== process.getuid!() || (stat.mode & 0o077) !== 0 || !stat.isFile())) {
      throw new RecollectError(
        "library_unavailable",
        `${file} is not private to you, so the Recollect running on this library cannot be trusted with your commands.`,
        "Delete the file; Recollect writes a new one, readable only by you, the next time it opens the library.",
      );
    }
    const parsed = JSON.parse(fs.readFileSync(descriptor, "utf8")) as Partial<EngineFile>;
    if (typeof parsed.address !== "string" || typeof parsed.token !== "string" || typeof parsed.pid !== "number" || typeof parsed.door !== "string") return null;
    return parsed as EngineFile;
  } catch (error) {
    if (error instanceof RecollectError) throw error;
    // Half-written or damaged: no engine is answering through it.
    return null;
  } finally {
    fs.closeSync(descriptor);
  }
}

function connect(net: typeof import("node:net"), address: string): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, CONNECT_TIMEOUT_MS);
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve(socket);
    });
    // ENOENT, ECONNREFUSED: the engine that wrote engine.json was killed before it could remove it.
    socket.once("error", () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: (progress: IndexProgress) => void;
}

class SocketClient implements EngineClient {
  readonly door: string;
  readonly pid: number;
  readonly #token: string;
  readonly #socket: net.Socket;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #buffered = "";

  constructor(socket: net.Socket, engine: EngineFile) {
    this.door = engine.door;
    this.pid = engine.pid;
    this.#token = engine.token;
    this.#socket = socket;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => this.#receive(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const gone = new RecollectError("library_unavailable", `The Recollect that has this library open (pid ${this.pid}) stopped before it answered.`, "Run the command again.");
      for (const pending of this.#pending.values()) pending.reject(gone);
      this.#pending.clear();
    });
  }

  call<M extends Method>(method: M, input: unknown): Promise<Output<M>> {
    return this.#request(method, input) as Promise<Output<M>>;
  }

  async photoIds(paths: string[]): Promise<Array<string | null>> {
    return (await this.#request("photoIds", { paths: paths.map((p) => path.resolve(p)) })) as Array<string | null>;
  }

  async followIndexing(onProgress: (progress: IndexProgress) => void): Promise<void> {
    await this.#request("followIndexing", {}, onProgress);
  }

  close(): void {
    // Not end(): the process would stay until the engine closed its side too, one more wake-up of
    // a busy engine. A command closes its client once it has its answers; the engine takes the
    // reset for a goodbye.
    this.#socket.destroy();
  }

  #request(method: Method | DoorVerb, input: unknown, onProgress?: (progress: IndexProgress) => void): Promise<unknown> {
    const id = this.#nextId++;
    const request: EngineRequest = { token: this.#token, id, method, input };
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      this.#socket.write(`${JSON.stringify(request)}\n`);
    });
  }

  #receive(chunk: string): void {
    this.#buffered += chunk;
    for (let end = this.#buffered.indexOf("\n"); end >= 0; end = this.#buffered.indexOf("\n")) {
      const reply = JSON.parse(this.#buffered.slice(0, end)) as EngineReply;
      this.#buffered = this.#buffered.slice(end + 1);
      const pending = this.#pending.get(reply.id);
      if (!pending) continue;
      if ("progress" in reply) {
        pending.onProgress?.(reply.progress);
        continue;
      }
      this.#pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(fromWire(reply.error));
    }
  }
}

function fromWire(error: WireError): RecollectError {
  return new RecollectError(error.code, error.message, error.hint);
}
