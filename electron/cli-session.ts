/**
 * @file The engine a CLI command talks to: the one that already has the library open (the app,
 * `serve`, a running `recollect index`) through its socket, else one the command opens itself.
 * See [Note: The engine socket] in `api/engine-link.ts`.
 *
 * Runs in the CLI's process. Trying the socket first costs a file read; only a command that opens
 * its own engine imports it (LanceDB, zod, the search engine).
 */
import path from "node:path";
import type { IndexProgress, Method, Output } from "./api/contract";
import { connectToEngine, type EngineClient } from "./api/engine-client";
import { RecollectError } from "./api/errors";
import type { ServiceOptions } from "./api/service";

export interface Session {
  call<M extends Method>(method: M, input: unknown): Promise<Output<M>>;
  /** The ids of indexed photos at these paths (resolved against the current folder), null for the rest. */
  photoIds(paths: string[]): Promise<Array<string | null>>;
  /** Resolves when nothing is left to index or analyse; progress meanwhile. */
  followIndexing(onProgress: (progress: IndexProgress) => void): Promise<void>;
  /** The running engine's door (electron, browser, cli) when it answers this command; null when the command opened the library. */
  readonly answeredBy: string | null;
  close(): Promise<void>;
}

/**
 * How long a command waits for an engine that holds the library but does not answer yet: the app
 * or `serve` still opening it (a few seconds at 100,000 photos), or another one-shot command
 * finishing. Past it the command fails with the lock's message, which names the holder.
 */
const WAIT_FOR_HOLDER_MS = 30_000;
const RETRY_MS = 200;

/** `ownEngine`: how this command would open the library itself, when no engine has it open. */
export async function openSession(libraryDir: string, ownEngine: () => Promise<ServiceOptions>): Promise<Session> {
  const started = Date.now();
  let told = false;
  for (;;) {
    const client = await connectToEngine(libraryDir);
    if (client) return remoteSession(client);
    try {
      return await localSession(await ownEngine());
    } catch (error) {
      if (!(error instanceof RecollectError && error.code === "library_in_use") || Date.now() - started > WAIT_FOR_HOLDER_MS) throw error;
      if (!told) process.stderr.write(`recollect: ${error.message.split(";")[0]}; waiting for it to answer…\n`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

function remoteSession(client: EngineClient): Session {
  // This run compiled little of the engine: no code cache for its command (see [Note: The CLI's
  // code cache] in bin/code-cache.cjs).
  (globalThis as Record<symbol, unknown>)[Symbol.for("recollect.codeCache.skip")] = true;
  return {
    call: (method, input) => client.call(method, input),
    photoIds: (paths) => client.photoIds(paths),
    followIndexing: (onProgress) => client.followIndexing(onProgress),
    answeredBy: client.door,
    close: async () => client.close(),
  };
}

async function localSession(options: ServiceOptions): Promise<Session> {
  const [{ openService }, { call }, { followIndexing, photoIdsAt }] = await Promise.all([import("./api/service"), import("./api/dispatch"), import("./api/engine-socket")]);
  const service = await openService(options);
  return {
    call: (method, input) => call(service.handlers, method, input),
    photoIds: (paths) => photoIdsAt(service, paths.map((p) => path.resolve(p))),
    followIndexing: (onProgress) => followIndexing(service, onProgress),
    answeredBy: null,
    close: () => service.close(),
  };
}
