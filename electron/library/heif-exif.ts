/**
 * @file Pulls the EXIF block out of a HEIC/AVIF file with mp4box's ISO-BMFF box reader.
 *
 * Runs in the engine's process. exifr reads HEIC itself but ignores the `iloc` base offset that
 * libheif-written files use (every HEIC made by libheif, GIMP or darktable), and reports
 * "Malformed EXIF data" for them; locating the item here and handing exifr the bare TIFF block
 * works for those files and for Apple's alike.
 */
import { createFile, Log, type MP4BoxBuffer } from "mp4box";

interface ItemInfo { item_ID: number; item_type: string }
interface ItemLocation { item_ID: number; base_offset: number; construction_method?: number; extents: { extent_offset: number; extent_length: number }[] }
interface MetaBox { iinf?: { item_infos?: ItemInfo[] }; iloc?: { items?: ItemLocation[] } }

Log.setLogLevel(Log.error);

/** The TIFF-structured EXIF bytes of a HEIF file, or null when it has none. */
export function heifExif(file: Buffer): Buffer | null {
  const parser = createFile();
  const copy = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as MP4BoxBuffer;
  copy.fileStart = 0;
  parser.appendBuffer(copy);
  parser.flush();
  const meta = (parser as unknown as { meta?: MetaBox }).meta;
  const exifId = meta?.iinf?.item_infos?.find((item) => item.item_type === "Exif")?.item_ID;
  const location = meta?.iloc?.items?.find((item) => item.item_ID === exifId);
  const extent = location?.extents[0];
  if (!location || !extent || (location.construction_method ?? 0) !== 0) return null;
  const start = location.base_offset + extent.extent_offset;
  const block = file.subarray(start, start + extent.extent_length);
  if (block.length < 8) return null;
  // The block opens with the offset of the TIFF header within it (after "Exif\0\0" for Apple).
  const tiff = block.subarray(4 + block.readUInt32BE(0));
  return tiff.length >= 8 ? tiff : null;
}
