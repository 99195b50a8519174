/**
 * @file The two fingerprints that give a photo its identity across renames and moves.
 *
 * Runs in the engine's process. The quick hash reads at most 192 KiB (size + head, middle and
 * tail), so a moved 4-GB video is recognised without reading it; the full hash settles a match
 * when a quick hash is shared, and is free for photos because their bytes are read to decode them.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";

const SAMPLE = 64 * 1024;

function samples(size: number): number[] {
  if (size <= 3 * SAMPLE) return [0];
  return [0, Math.floor(size / 2 - SAMPLE / 2), size - SAMPLE];
}

export function quickHashOf(bytes: Buffer): string {
  const hash = createHash("sha256").update(String(bytes.length));
  for (const at of samples(bytes.length)) hash.update(bytes.subarray(at, at + (bytes.length <= 3 * SAMPLE ? bytes.length : SAMPLE)));
  return hash.digest("hex").slice(0, 32);
}

export async function quickHashFile(file: string): Promise<string> {
  const handle = await fs.open(file, "r");
  try {
    const { size } = await handle.stat();
    const hash = createHash("sha256").update(String(size));
    const length = size <= 3 * SAMPLE ? size : SAMPLE;
    for (const at of samples(size)) {
      const chunk = Buffer.alloc(length);
      const { bytesRead } = await handle.read(chunk, 0, length, at);
      hash.update(chunk.subarray(0, bytesRead));
    }
    return hash.digest("hex").slice(0, 32);
  } finally {
    await handle.close();
  }
}

export function contentHashOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
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
