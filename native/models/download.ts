/**
 * @file Downloads one pinned file: resumable, verified, atomic.
 *
 * Runs in the engine (the model manager), never in the worker. Bytes go to `<dest>.partial`; a
 * later call continues from its end with an HTTP Range request; the sha256 of the whole file is
 * checked before it is renamed into place, so a model file under its real name is always whole
 * and correct. Uses Node's own `fetch`; the only network traffic Recollect ever makes is here,
 * and only when the user asks.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { ModelFile } from "./manifest";

export interface DownloadProgress {
  received: number;
  total: number;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DownloadError";
  }
}

export async function downloadFile(file: ModelFile, dest: string, options: DownloadOptions = {}): Promise<void> {
  const partial = `${dest}.partial`;
  await fsp.mkdir(path.dirname(dest), { recursive: true });
  const hash = createHash("sha256");
  let have = await hashExisting(partial, hash, file.bytes);
  if (have < file.bytes) {
    const response = await fetch(file.url, { signal: options.signal, headers: have > 0 ? { Range: `bytes=${have}-` } : {}, redirect: "follow" }).catch((error: unknown) => {
      if (options.signal?.aborted) throw error;
      throw new DownloadError(`Could not reach ${new URL(file.url).host} (${error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error)}). Check the internet connection and try again; the download resumes where it stopped.`);
    });
    if (have > 0 && response.status === 200) {
      // The server ignored the range: start over rather than append the whole file again.
      await response.body?.cancel();
      await fsp.rm(partial, { force: true });
      return downloadFile(file, dest, options);
    }
    if (!response.ok || !response.body) throw new DownloadError(`The server answered ${response.status} ${response.statusText} for ${file.url}.`);
    const out = fs.createWriteStream(partial, { flags: have > 0 ? "a" : "w" });
    try {
      for await (const chunk of Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)) {
        const bytes = chunk as Buffer;
        hash.update(bytes);
        have += bytes.length;
        if (have > file.bytes) throw new DownloadError(`The server sent more than the expected ${file.bytes} bytes for ${fileLabel(file)}.`);
        if (!out.write(bytes)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
        options.onProgress?.({ received: have, total: file.bytes });
      }
    } finally {
      await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    }
    if (have < file.bytes) throw new DownloadError(`The download of ${fileLabel(file)} stopped at ${have} of ${file.bytes} bytes; it resumes from there next time.`);
  }
  const digest = hash.digest("hex");
  if (digest !== file.sha256) {
    await fsp.rm(partial, { force: true });
    throw new DownloadError(`${fileLabel(file)} arrived damaged or changed (sha256 ${digest.slice(0, 12)}…, expected ${file.sha256.slice(0, 12)}…); it was deleted, so the next try starts fresh.`);
  }
  await fsp.rename(partial, dest);
}

/** Feeds what is already on disk into the hash, so a resumed file is verified whole. */
async function hashExisting(partial: string, hash: ReturnType<typeof createHash>, limit: number): Promise<number> {
  const size = await fsp.stat(partial).then((s) => s.size, () => 0);
  if (size === 0) return 0;
  if (size > limit) {
    await fsp.rm(partial, { force: true });
    return 0;
  }
  for await (const chunk of fs.createReadStream(partial)) hash.update(chunk as Buffer);
  return size;
}

/** Hashes a file on disk, for `models verify`. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

function fileLabel(file: ModelFile): string {
  return new URL(file.url).pathname.split("/").pop() ?? file.url;
}
