/**
 * @file Removes where a JPEG was taken from a copy of its bytes, without re-encoding a pixel:
 * the EXIF GPS directory is emptied (its entries and the values they point at are zeroed) and an
 * XMP packet that records a location is dropped. Everything else — capture time, camera, the
 * image data — is left byte for byte.
 *
 * Pure, over a Buffer the caller read; the original file is never touched. Bounds-checked
 * throughout, since the bytes are the user's and may be damaged: a segment or directory that
 * points outside its buffer is an error, and the caller falls back to re-encoding.
 */

export class UnreadableJpegError extends Error {}

const GPS_IFD_TAG = 0x8825;
/** Bytes per value of each TIFF type (1 BYTE … 12 DOUBLE). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];
const EXIF_HEADER = "Exif\0\0";
const XMP_HEADERS = ["http://ns.adobe.com/xap/1.0/\0", "http://ns.adobe.com/xmp/extension/\0"];
/** What an XMP packet says of a place: coordinates, or the IPTC location fields. */
const XMP_LOCATION = /exif:GPS|photoshop:(City|State|Country)|Iptc4xmpCore:Location|Iptc4xmpExt:Location/;

export function stripJpegLocation(input: Buffer): Buffer {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) throw new UnreadableJpegError("not a JPEG");
  const out: Buffer[] = [input.subarray(0, 2)];
  let at = 2;
  while (at < input.length) {
    if (input[at] !== 0xff) throw new UnreadableJpegError(`no marker at byte ${at}`);
    const marker = input[at + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(input.subarray(at, at + 2));
      at += 2;
      continue;
    }
    // Start of scan, or the end: the rest is image data, copied as it is.
    if (marker === 0xda || marker === 0xd9) {
      out.push(input.subarray(at));
      break;
    }
    if (at + 4 > input.length) throw new UnreadableJpegError("cut short");
    const length = input.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > input.length) throw new UnreadableJpegError(`segment at byte ${at} runs past the end`);
    const segment = Buffer.from(input.subarray(at, end));
    const body = segment.subarray(4);
    if (marker === 0xe1 && body.subarray(0, 6).toString("latin1") === EXIF_HEADER) {
      emptyGpsDirectory(body.subarray(6));
      out.push(segment);
    } else if (marker === 0xe1 && XMP_HEADERS.some((h) => body.subarray(0, h.length).toString("latin1") === h) && XMP_LOCATION.test(body.toString("utf8"))) {
      // Dropped whole: editing XML in place would be a parser of its own for a packet that is a copy of what EXIF says.
    } else {
      out.push(segment);
    }
    at = end;
  }
  return Buffer.concat(out);
}

/** Zeroes the GPS directory of a TIFF structure (EXIF's body), in place. */
function emptyGpsDirectory(tiff: Buffer): void {
  if (tiff.length < 8) throw new UnreadableJpegError("EXIF cut short");
  const order = tiff.subarray(0, 2).toString("latin1");
  if (order !== "II" && order !== "MM") throw new UnreadableJpegError("EXIF has no byte order");
  const little = order === "II";
  const u16 = (o: number) => (check(o, 2), little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (check(o, 4), little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const check = (o: number, n: number) => {
    if (o < 0 || o + n > tiff.length) throw new UnreadableJpegError("EXIF points outside itself");
  };
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  let gps = -1;
  for (let i = 0; i < entries; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === GPS_IFD_TAG) gps = u32(entry + 8);
  }
  if (gps < 0) return;
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
  // An empty directory that links to no other: readers find no GPS tag at all.
  tiff.fill(0, gps, gps + 2 + count * 12 + 4);
}
