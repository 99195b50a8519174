/**
 * @file Reads a JPEG's size from its first bytes and says whether all of its metadata segments are
 * among them.
 *
 * Runs in `native/`, on the 64 KiB the engine already read for the quick hash. When the start of
 * the image data (SOS) is in those bytes, every EXIF/XMP/IPTC segment is too, so the metadata can
 * be parsed from memory and the file is not opened again; the size saves asking libvips for the
 * header. Twenty lines on the hot path of every photo, where the libraries that read sizes either
 * open the file themselves or cannot say where the header ends.
 */

export interface JpegHeader {
  width: number;
  height: number;
  /** The first image scan starts inside the bytes given: all header segments are there. */
  complete: boolean;
}

export function readJpegHeader(head: Uint8Array): JpegHeader | null {
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  let width = 0;
  let height = 0;
  for (let at = 2; at + 4 <= head.length; ) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xda) return width && height ? { width, height, complete: true } : null;
    const length = (head[at + 2]! << 8) | head[at + 3]!;
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc && at + 9 <= head.length) {
      height = (head[at + 5]! << 8) | head[at + 6]!;
      width = (head[at + 7]! << 8) | head[at + 8]!;
    }
    at += 2 + length;
  }
  return width && height ? { width, height, complete: false } : null;
}
