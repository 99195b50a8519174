/**
 * @file Finds the JPEG preview that every camera RAW file carries, in its TIFF directories.
 *
 * Runs in `native/`. Demosaicing a 24-MP sensor dump is slow and needs per-camera colour science;
 * the camera already did that work once and stored the result as a JPEG (full size in NEF and
 * ARW, large in CR2 and DNG). Search and thumbnails need no more than that.
 */
import { readTiffIfds, type TiffIfd } from "./tiff-ifds";

export interface RawPreview {
  jpeg: Buffer;
  /** EXIF orientation of the RAW file, which its preview usually lacks. */
  orientation: number;
}

const first = (ifd: TiffIfd | undefined, tag: number): number | undefined => ifd?.get(tag)?.[0];

/** The largest embedded JPEG, or null when the file has none. */
export function findRawPreview(file: Buffer): RawPreview | null {
  // The directories are read within bounds: this is where hostile files looped (see tiff-ifds.ts).
  const ifds = readTiffIfds(file);
  let best: Buffer | null = null;
  for (const ifd of ifds) {
    // JPEGInterchangeFormat/Length (NEF, ARW, DNG previews) or a single JPEG strip (CR2's IFD0).
    const candidates: Array<[number | undefined, number | undefined]> = [[first(ifd, 513), first(ifd, 514)]];
    const compression = first(ifd, 259);
    if (compression === 6 || compression === 7) candidates.push([first(ifd, 273), first(ifd, 279)]);
    for (const [offset, length] of candidates) {
      if (offset === undefined || !length || offset + length > file.length) continue;
      const bytes = file.subarray(offset, offset + length);
      // Lossless-JPEG raw data also starts with FFD8; a preview's next marker is never SOF3 (FFC3).
      if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || isLosslessJpeg(bytes)) continue;
      if (!best || bytes.length > best.length) best = bytes;
    }
  }
  return best ? { jpeg: best, orientation: first(ifds[0], 274) ?? 1 } : null;
}

function isLosslessJpeg(bytes: Buffer): boolean {
  for (let at = 2; at + 4 < Math.min(bytes.length, 65536); ) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xc3) return true;
    if (marker === 0xda || (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)) return false;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return false;
}
