/**
 * @file Removes the GPS directory of an EXIF (TIFF) structure in place: IFD0's pointer to it is
 * taken out, and its entries and the values they point at are zeroed, so readers find no GPS tag
 * at all. Every other value, and every offset into the structure, stays where it was.
 *
 * Pure, over bytes the caller copied. Bounds-checked throughout, since the bytes are the user's and
 * may be damaged: a directory that points outside its buffer is an UnreadableExifError.
 */

export class UnreadableExifError extends Error {}

const GPS_IFD_TAG = 0x8825;
/** Bytes per value of each TIFF type (1 BYTE … 12 DOUBLE). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];

/** Removes the GPS directory of `tiff`; true when there was one. */
export function removeGpsDirectory(tiff: Buffer): boolean {
  if (tiff.length < 8) throw new UnreadableExifError("EXIF cut short");
  const order = tiff.subarray(0, 2).toString("latin1");
  if (order !== "II" && order !== "MM") throw new UnreadableExifError("EXIF has no byte order");
  const little = order === "II";
  const check = (o: number, n: number) => {
    if (o < 0 || o + n > tiff.length) throw new UnreadableExifError("EXIF points outside itself");
  };
  const u16 = (o: number) => (check(o, 2), little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (check(o, 4), little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  check(ifd0, 2 + entries * 12 + 4);
  let gps = -1;
  let pointer = -1;
  for (let i = 0; i < entries; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === GPS_IFD_TAG) {
      gps = u32(entry + 8);
      pointer = i;
    }
  }
  if (pointer < 0) return false;
  // IFD0 forgets the directory: the entries after its pointer and the link to the next
  // directory move up by one entry, and the IFD ends 12 zero bytes early.
  const from = ifd0 + 2 + pointer * 12;
  const end = ifd0 + 2 + entries * 12 + 4;
  tiff.copy(tiff, from, from + 12, end);
  tiff.fill(0, end - 12, end);
  little ? tiff.writeUInt16LE(entries - 1, ifd0) : tiff.writeUInt16BE(entries - 1, ifd0);
  // An offset into the 8-byte header points at no directory a reader could find.
  if (gps < 8) return true;
  const count = u16(gps);
  check(gps, 2 + count * 12 + 4);
  for (let i = 0; i < count; i++) {
    const entry = gps + 2 + i * 12;
    const size = (TYPE_SIZE[u16(entry + 2)] ?? 0) * u32(entry + 4);
    if (size > 4) {
      const offset = u32(entry + 8);
      check(offset, size);
      tiff.fill(0, offset, offset + size);
    }
  }
  tiff.fill(0, gps, gps + 2 + count * 12 + 4);
  return true;
}
