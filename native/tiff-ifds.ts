/**
 * @file Walks the directories (IFDs) of a TIFF container — DNG, NEF, CR2, ARW and the other
 * TIFF-based RAW formats — within fixed bounds, reading only the numeric tags asked for.
 *
 * Runs in `native/`, on bytes from the user's disk: untrusted. A general TIFF reader (utif2)
 * follows every "next IFD" and SubIFD pointer it finds; a 34-byte file whose IFD points to
 * itself makes it loop until the heap is exhausted, and a SubIFD pointing at its parent overflows
 * the stack. Here every directory is visited at most once, the number of directories,
 * their depth and their entries are capped, and nothing is read outside the buffer.
 */

/** A directory's tags, as the values of the numeric entries (SHORT, LONG, IFD), by tag number. */
export type TiffIfd = Map<number, number[]>;

export interface TiffWalkLimits {
  /** Directories read in all (the main chain, SubIFDs and EXIF IFDs together). Default 64. */
  maxIfds?: number;
  /** SubIFD nesting below the main chain. Default 4. */
  maxDepth?: number;
  /** Values kept per tag; the rest of a long array is ignored. Default 64. */
  maxValues?: number;
}

const SUB_IFDS = 330;
const EXIF_IFD = 34665;
/** Bytes per value of the TIFF field types whose values are unsigned integers. */
const INTEGER_SIZE: Record<number, number> = { 1: 1, 3: 2, 4: 4, 13: 4 };

/**
 * Every directory reachable from the header, main chain first, each once. Returns [] when the
 * bytes are not a TIFF container; a pointer out of bounds or back to a directory already read
 * ends that branch rather than the walk.
 */
export function readTiffIfds(bytes: Uint8Array, limits: TiffWalkLimits = {}): TiffIfd[] {
  const maxIfds = limits.maxIfds ?? 64;
  const maxDepth = limits.maxDepth ?? 4;
  const maxValues = limits.maxValues ?? 64;
  if (bytes.length < 8) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = String.fromCharCode(bytes[0]!, bytes[1]!);
  if (order !== "II" && order !== "MM") return [];
  const little = order === "II";
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);

  const seen = new Set<number>();
  const ifds: TiffIfd[] = [];
  // Explicit work list instead of recursion: depth is data, and data is untrusted.
  const pending: Array<{ offset: number; depth: number; chain: boolean }> = [{ offset: u32(4), depth: 0, chain: true }];
  while (pending.length > 0 && ifds.length < maxIfds) {
    const { offset, depth, chain } = pending.shift()!;
    if (offset < 8 || offset + 2 > bytes.length || seen.has(offset)) continue;
    seen.add(offset);
    const count = u16(offset);
    const end = offset + 2 + count * 12;
    if (end > bytes.length) continue;
    const ifd: TiffIfd = new Map();
    for (let entry = offset + 2; entry < end; entry += 12) {
      const tag = u16(entry);
      const size = INTEGER_SIZE[u16(entry + 2)];
      const n = u32(entry + 4);
      if (!size || n === 0) continue;
      const kept = Math.min(n, maxValues);
      const at = n * size <= 4 ? entry + 8 : u32(entry + 8);
      if (at + kept * size > bytes.length) continue;
      const values: number[] = [];
      for (let i = 0; i < kept; i++) values.push(size === 1 ? bytes[at + i]! : size === 2 ? u16(at + 2 * i) : u32(at + 4 * i));
      ifd.set(tag, values);
    }
    ifds.push(ifd);
    if (depth < maxDepth) {
      for (const sub of ifd.get(SUB_IFDS) ?? []) pending.push({ offset: sub, depth: depth + 1, chain: false });
      for (const exif of ifd.get(EXIF_IFD) ?? []) pending.push({ offset: exif, depth: depth + 1, chain: false });
    }
    if (chain && end + 4 <= bytes.length) pending.push({ offset: u32(end), depth, chain: true });
  }
  return ifds;
}
