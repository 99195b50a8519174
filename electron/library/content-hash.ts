/**
 * @file The two fingerprints that give a photo its identity across renames and moves.
 *
 * Runs in the engine's process. The quick hash reads at most 192 KiB (size + head, middle and
 * tail), so a moved 4-GB video is recognised without reading it; the full hash settles a match
 * when a quick hash is shared, and is free for photos because their bytes are read to decode them.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { openRegularFile } from "../../native/regular-file";

const SAMPLE = 64 * 1024;

function samples(size: number): number[] {
  if (size <= 3 * SAMPLE) return [0];
  return [0, Math.floor(size / 2 - SAMPLE / 2), size - SAMPLE];
}

export interface FileSamples {
  /** The first bytes of the file (up to 64 KiB), for telling its format. */
  head: Buffer;
  quickHash: string;
}

/** The quick hash and the file's first bytes, from one open and at most three reads. */
export async function sampleFile(file: string): Promise<FileSamples> {
  // The first open of a file in a run: a pipe or a device put in a photo's place stops here.
  const { handle, size } = await openRegularFile(file);
  try {
    const hash = createHash("sha256").update(String(size));
    const length = size <= 3 * SAMPLE ? size : SAMPLE;
    let head: Buffer | null = null;
    for (const at of samples(size)) {
      const chunk = Buffer.alloc(length);
      const { bytesRead } = await handle.read(chunk, 0, length, at);
      hash.update(chunk.subarray(0, bytesRead));
      head ??= chunk.subarray(0, bytesRead);
    }
    return { head: head ?? Buffer.alloc(0), quickHash: hash.digest("hex").slice(0, 32) };
  } finally {
    await handle.close();
  }
}

export async function quickHashFile(file: string): Promise<string> {
  return (await sampleFile(file)).quickHash;
}

export function contentHashFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}
