/**
 * @file Tells what a file is from its first bytes, not its name.
 *
 * Runs wherever the decode runs (`native/`). A photo renamed to the wrong extension is common
 * (".JPG" that is a HEIC from an iPhone export, ".png" screenshots that are JPEGs); trusting the
 * contents is what lets those files index like any other.
 */

export type Container =
  | "jpeg" | "png" | "webp" | "gif" | "tiff" | "heif" | "avif" | "raw" | "video" | "unknown";

/** The first bytes worth reading: enough for every signature below. */
export const SNIFF_BYTES = 64;

const RAW_EXTENSIONS = new Set([".dng", ".cr2", ".nef", ".nrw", ".arw", ".srw", ".orf", ".rw2", ".pef", ".raf"]);
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
const VIDEO_BRANDS = /^(isom|iso\d|mp4\d|mp41|mp42|m4v |qt  |3gp\d|3g2\w|avc1|dash|f4v |crx |MSNV)$/;

export function sniff(head: Uint8Array, extension: string): Container {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  const ext = extension.toLowerCase();
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "AVI ") return "video";
  if (ascii(0, 3) === "GIF") return "gif";
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") {
    // DNG, CR2, NEF and ARW are TIFF containers; the name tells them from a plain TIFF scan.
    return RAW_EXTENSIONS.has(ext) || ascii(8, 10) === "CR" ? "raw" : "tiff";
  }
  if (ascii(0, 4) === "IIRO" || ascii(0, 4) === "IIU\0" || ascii(0, 8) === "FUJIFILM") return "raw";
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "video"; // Matroska/WebM
  if (ascii(4, 8) === "ftyp") {
    const brands = [ascii(8, 12)];
    const boxSize = Math.min(head.length, (head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!);
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
    if (brands.some((b) => HEIF_BRANDS.has(b))) return "heif";
    if (brands.some((b) => VIDEO_BRANDS.test(b))) return "video";
  }
  return "unknown";
}
