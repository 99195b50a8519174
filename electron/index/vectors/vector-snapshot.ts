/**
 * @file The 8-bit vector copy saved in the library's cache folder, keyed by the vector table's
 * version: a later start reads it back as a few blocks, straight into the scoring kernel's memory,
 * instead of decoding every float32 vector out of LanceDB and quantising it again (at a million
 * photos, tens of seconds against about half of one).
 *
 * Runs in the engine's process, for `VectorLayer`. Derived data, like the facts snapshot
 * (`index/facts-cache.ts`): a missing, stale, damaged or foreign file is ignored (and rewritten by
 * the next full load), never half believed.
 *
 * Layout: a 4-byte header length, the header (JSON), then from the next 16-byte boundary the ids'
 * `ends` (u32 per row), the rows in id order (i32 per row), the scales (f32 per row), the codes
 * (`stride` bytes per row) and the ids' text (UTF-8), all little-endian.
 */
import fs from "node:fs/promises";
import { z } from "zod";
import { Int8Vectors } from "../../../native/simd/int8-vectors";
import { RowIds } from "./row-ids";
import { writeCacheFile } from "../../store/cache-file";

/** Raised with any change to the layout or the quantisation: an older file is then rebuilt, not misread. */
export const VECTOR_SNAPSHOT_FORMAT = 1;

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Header = z.lazy(() => z.object({
  magic: z.literal("recollect int8 vectors"),
  format: z.number(),
  version: z.number(),
  rows: z.number().int().nonnegative(),
  dimensions: z.number().int().positive(),
  stride: z.number().int().positive(),
  textBytes: z.number().int().nonnegative(),
}));
type Header = z.infer<typeof Header>;

/** Reads are cut into blocks of this size: one call may not read more than 2 GiB. */
const BLOCK = 64 * 2 ** 20;

const align = (offset: number) => Math.ceil(offset / 16) * 16;

/** Where each part starts, after a header of `headerBytes`. */
function partsOf(header: Header, headerBytes: number) {
  const ends = align(4 + headerBytes);
  const sorted = ends + header.rows * 4;
  const scales = sorted + header.rows * 4;
  const codes = scales + header.rows * 4;
  const text = codes + header.rows * header.stride;
  return { ends, sorted, scales, codes, text, size: text + header.textBytes };
}

/** Writes the copy to `file`, whole or not at all (`cache-file.ts`). */
export async function writeVectorSnapshot(file: string, version: number, codes: Int8Vectors, ids: RowIds): Promise<void> {
  const text = Buffer.from(ids.text, "utf8");
  const header: Header = { magic: "recollect int8 vectors", format: VECTOR_SNAPSHOT_FORMAT, version, rows: ids.size, dimensions: codes.dimensions, stride: codes.stride, textBytes: text.length };
  const headerBytes = Buffer.from(JSON.stringify(header), "utf8");
  const at = partsOf(header, headerBytes.length);
  const { codes: codeBytes, scales } = codes.bytes;
  const lead = Buffer.alloc(at.ends);
  lead.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(lead, 4);
  const bytes = (view: ArrayBufferView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  await writeCacheFile(file, async (handle) => {
    // Only the rows loaded: the kernel's memory may have room for more.
    for (const part of [lead, bytes(ids.ends), bytes(ids.sorted), scales.subarray(0, ids.size * 4), codeBytes.subarray(0, ids.size * codes.stride), text]) {
      for (let from = 0; from < part.length; from += BLOCK) await handle.write(part, from, Math.min(BLOCK, part.length - from));
    }
  });
}

/** The copy saved for this table version and dimension count, or null when there is none that fits. */
export async function readVectorSnapshot(file: string, version: number, dimensions: number): Promise<{ codes: Int8Vectors; ids: RowIds } | null> {
  const handle = await fs.open(file, "r").catch(() => null);
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    const length = Buffer.alloc(4);
    if (size < 4 || (await handle.read(length, 0, 4, 0)).bytesRead !== 4) return null;
    const headerBytes = length.readUInt32LE(0);
    if (headerBytes > 4096 || headerBytes + 4 > size) return null;
    const raw = Buffer.alloc(headerBytes);
    await handle.read(raw, 0, headerBytes, 4);
    const parsed = Header.safeParse(JSON.parse(raw.toString("utf8")));
    if (!parsed.success) return null;
    const header = parsed.data;
    if (header.format !== VECTOR_SNAPSHOT_FORMAT || header.version !== version || header.dimensions !== dimensions) return null;
    const at = partsOf(header, headerBytes);
    if (at.size !== size) return null;
    const codes = new Int8Vectors(header.rows, dimensions);
    if (codes.stride !== header.stride) return null;
    const ends = new Uint32Array(header.rows);
    const sorted = new Int32Array(header.rows);
    const text = Buffer.alloc(header.textBytes);
    const into = async (view: ArrayBufferView, position: number) => {
      const target = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
      for (let from = 0; from < target.length; from += BLOCK) {
        const count = Math.min(BLOCK, target.length - from);
        if ((await handle.read(target, from, count, position + from)).bytesRead !== count) throw new Error("the vector snapshot ends early");
      }
    };
    await into(ends, at.ends);
    await into(sorted, at.sorted);
    await into(codes.bytes.scales, at.scales);
    await into(codes.bytes.codes, at.codes);
    await into(text, at.text);
    const ids = new RowIds(text.toString("utf8"), ends, sorted);
    // A file written by something else, or cut and patched, is not believed.
    if ((ends.at(-1) ?? 0) !== ids.text.length || sorted.some((row) => row < 0 || row >= header.rows)) return null;
    return { codes, ids };
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
