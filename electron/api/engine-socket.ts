/**
 * @file The running engine's socket: other Recollect processes of the same user (the CLI) send it
 * contract calls instead of opening a second engine on the library. See [Note: The engine socket]
 * in `engine-link.ts`.
 *
 * Runs in the process that holds the library (the app's main process, `serve`, `recollect
 * index`). Requests are checked like any other door's: the token first, then the contract's schema
 * (`dispatch`); anything malformed gets an error and the connection is closed.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { z } from "zod";
import type { IndexProgress } from "./contract";
import { dispatch } from "./dispatch";
import { toWireError } from "./errors";
import { ENGINE_FILE, LINE_LIMIT, socketAddress, type EngineFile, type EngineReply } from "./engine-link";
import type { RecollectService } from "./service";

export interface EngineSocket {
  readonly address: string;
  /** Stops answering and removes `engine.json` and the socket. */
  close(): Promise<void>;
}

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Request = z.lazy(() => z.object({ token: z.string(), id: z.number().int().nonnegative(), method: z.string(), input: z.unknown().optional() }));
const PhotoIdsInput = z.lazy(() => z.object({ paths: z.array(z.string().min(1).max(4096)).max(10_000) }).strict());

/**
 * Answers the engine's calls on its socket and says where in `engine.json`. `door`: which shell
 * holds the library (electron, browser, cli), for the client's messages.
 */
export async function answerOnSocket(service: RecollectService, door: string): Promise<EngineSocket> {
  const token = randomBytes(24).toString("base64url");
  const address = socketAddress(service.libraryDir);
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
    socket.on("error", () => socket.destroy());
    serveConnection(socket);
  });

  const sameToken = (given: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  function serveConnection(socket: net.Socket): void {
    let pending = "";
    // Nothing is written once this side is ended: a write after end is an error, whose handler
    // destroys the socket and drops the refusal still waiting to be sent ("status" sends three
    // requests at once, and the two after a refused one may arrive once it is ended).
    const reply = (message: EngineReply) => {
      if (!socket.destroyed && !socket.writableEnded) socket.write(`${JSON.stringify(message)}\n`);
    };
    const refuse = (id: number, code: "invalid_input" | "unauthorized", message: string) => {
      reply({ id, ok: false, error: { code, message } });
      socket.end();
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      // Refused already: what follows is not read.
      if (socket.writableEnded) return;
      pending += chunk;
      if (pending.length > LINE_LIMIT) return refuse(0, "invalid_input", `A request is longer than ${LINE_LIMIT >> 20} MB.`);
      for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        let request;
        try {
          request = Request.parse(JSON.parse(line));
        } catch {
          return refuse(0, "invalid_input", "A request is one JSON object a line: { token, id, method, input }.");
        }
        if (!sameToken(request.token)) return refuse(request.id, "unauthorized", `Wrong token: read it from ${ENGINE_FILE} in the library folder.`);
        void answer(request.id, request.method, request.input).then(reply, (error: unknown) => reply({ id: request.id, ok: false, error: toWireError(error) }));
      }
    });

    async function answer(id: number, method: string, input: unknown): Promise<EngineReply> {
      if (method === "photoIds") {
        const parsed = PhotoIdsInput.safeParse(input ?? {});
        if (!parsed.success) return { id, ok: false, error: { code: "invalid_input", message: `photoIds: ${z.prettifyError(parsed.error)}` } };
        return { id, ok: true, value: await photoIdsAt(service, parsed.data.paths) };
      }
      if (method === "followIndexing") {
        await followIndexing(service, (progress) => reply({ id, progress }));
        return { id, ok: true, value: null };
      }
      return { id, ...(await dispatch(service.handlers, method, input)) };
    }
  }

  // The library lock is ours, so a socket left at this path is a dead engine's.
  if (process.platform !== "win32") fs.rmSync(address, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => resolve());
  });
  // The token is what keeps other users out; on Linux the socket's mode keeps them from connecting at all.
  if (process.platform !== "win32") fs.chmodSync(address, 0o600);
  const file = path.join(service.libraryDir, ENGINE_FILE);
  // Only its owner can read it, and it is written whole: a reader never sees half a token.
  writeFileAtomic.sync(file, JSON.stringify({ pid: process.pid, address, token, door } satisfies EngineFile), { mode: 0o600, fsync: false });

  let closed: Promise<void> | null = null;
  return {
    address,
    close: () =>
      (closed ??= (async () => {
        if (readToken(file) === token) fs.rmSync(file, { force: true });
        for (const socket of connections) socket.destroy();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      })()),
  };
}

/** The ids of the indexed photos at these absolute paths, null for paths that are none. */
export async function photoIdsAt(service: RecollectService, paths: string[]): Promise<Array<string | null>> {
  const rows = await service.store.photosByPath(paths);
  const byPath = new Map(rows.map((row) => [row.path, row.id]));
  return paths.map((p) => byPath.get(p) ?? null);
}

/** Resolves when the engine has nothing left to index or analyse, telling `onProgress` meanwhile. */
export async function followIndexing(service: RecollectService, onProgress: (progress: IndexProgress) => void): Promise<void> {
  const stop = service.onIndexProgress(onProgress);
  try {
    await service.idle();
  } finally {
    stop();
  }
}

function readToken(file: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(file, "utf8")) as Partial<EngineFile>).token ?? null;
  } catch {
    return null;
  }
}
