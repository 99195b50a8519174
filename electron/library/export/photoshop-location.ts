/**
 * @file Removes where a photo was taken from a Photoshop image resource block (a JPEG's APP13):
 * the IPTC-IIM datasets that name a place (Content Location Code and Name 2:26/2:27, City 2:90,
 * Sub-location 2:92, Province/State 2:95, Country Code and Name 2:100/2:101), and the location in
 * the copies of EXIF and XMP that Photoshop may keep there. Every other resource and dataset is
 * copied byte for byte; the IPTC digest is brought up to date when it matched the old IPTC, so
 * that Photoshop keeps trusting the IPTC it reads.
 *
 * Pure, over the block's bytes. Bounds-checked throughout: a resource that runs past the block
 * makes the block unreadable (null), and the caller then drops it whole.
 */
import { createHash } from "node:crypto";
import { removeGpsDirectory, UnreadableExifError } from "./exif-location";
import { LOCATION_WORDS, withoutXmpLocation, XmpSyntaxError } from "./xmp-location";

export const PHOTOSHOP_HEADER = "Photoshop 3.0\0";

const SIGNATURES = new Set(["8BIM", "PHUT", "AgHg", "DCSR", "MeSa"]);
const IPTC = 0x0404;
const IPTC_DIGEST = 0x0425;
const EXIF_COPIES = new Set([0x0422, 0x0423]);
const XMP = 0x0424;
/** Record 2's datasets that say where: content location code and name, city, sub-location, province/state, country code and name. */
const IIM_PLACES = new Set([26, 27, 90, 92, 95, 100, 101]);

interface Resource {
  /** Signature, id and name, as written. */
  head: Buffer;
  id: number;
  data: Buffer;
}

/** The block without location, the same Buffer when it has none, or null when it cannot be read. */
export function irbWithoutLocation(irb: Buffer): Buffer | null {
  const resources = readResources(irb);
  if (!resources) return null;
  const { list, tail } = resources;
  let changed = false;
  let oldIptc: Buffer | null = null;
  let newIptc: Buffer | null = null;
  const kept: Resource[] = [];
  for (const resource of list) {
    const data = withoutPlace(resource);
    if (data !== resource.data) changed = true;
    if (resource.id === IPTC) {
      oldIptc = resource.data;
      newIptc = data;
    }
    if (data) kept.push({ ...resource, data });
  }
  if (!changed) return irb;
  const md5 = (b: Buffer) => createHash("md5").update(b).digest();
  const digestMatched = oldIptc !== null && list.some((r) => r.id === IPTC_DIGEST && r.data.equals(md5(oldIptc!)));
  const parts: Buffer[] = [];
  for (const resource of kept) {
    const data = resource.id === IPTC_DIGEST && digestMatched && newIptc ? md5(newIptc) : resource.data;
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    parts.push(resource.head, size, data);
    if (data.length % 2 === 1) parts.push(Buffer.alloc(1));
  }
  parts.push(tail);
  return Buffer.concat(parts);
}

/** The resource's data without location; the same Buffer when unchanged; null to drop it. */
function withoutPlace(resource: Resource): Buffer | null {
  const { id, data } = resource;
  if (id === IPTC) return iimWithoutPlaces(data);
  if (EXIF_COPIES.has(id)) {
    const copy = Buffer.from(data);
    const exifHeader = copy.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0;
    try {
      return removeGpsDirectory(copy.subarray(exifHeader)) ? copy : data;
    } catch (error) {
      if (error instanceof UnreadableExifError) return null;
      throw error;
    }
  }
  if (id === XMP) {
    const text = data.toString("latin1");
    try {
      const edited = withoutXmpLocation(text);
      return edited === text ? data : Buffer.from(edited, "latin1");
    } catch (error) {
      if (error instanceof XmpSyntaxError) return LOCATION_WORDS.test(text) ? null : data;
      throw error;
    }
  }
  return data;
}

function readResources(irb: Buffer): { list: Resource[]; tail: Buffer } | null {
  const list: Resource[] = [];
  let at = 0;
  while (at < irb.length) {
    if (at + 7 > irb.length || !SIGNATURES.has(irb.toString("latin1", at, at + 4))) {
      // Writers pad the block with zeros; whatever else follows the last resource is unknown.
      if (irb.subarray(at).every((b) => b === 0)) break;
      return null;
    }
    const id = irb.readUInt16BE(at + 4);
    // A Pascal string: its length byte and characters, padded to an even count.
    const nameBytes = 1 + irb[at + 6]!;
    const sizeAt = at + 6 + nameBytes + (nameBytes % 2);
    if (sizeAt + 4 > irb.length) return null;
    const size = irb.readUInt32BE(sizeAt);
    const dataAt = sizeAt + 4;
    if (dataAt + size > irb.length) return null;
    list.push({ head: irb.subarray(at, sizeAt), id, data: irb.subarray(dataAt, dataAt + size) });
    // The pad byte after odd-sized data may be missing at the very end.
    at = Math.min(irb.length, dataAt + size + (size % 2));
  }
  return { list, tail: irb.subarray(at) };
}

/**
 * IPTC-IIM without the datasets that name a place; the same Buffer when it has none; null when it
 * cannot be read (then it may hold a place, and goes).
 */
export function iimWithoutPlaces(iim: Buffer): Buffer | null {
  const kept: Buffer[] = [];
  let changed = false;
  let at = 0;
  while (at < iim.length) {
    if (iim[at] !== 0x1c) {
      if (iim.subarray(at).every((b) => b === 0)) {
        kept.push(iim.subarray(at));
        break;
      }
      return null;
    }
    if (at + 5 > iim.length) return null;
    const record = iim[at + 1]!;
    const dataset = iim[at + 2]!;
    let size = iim.readUInt16BE(at + 3);
    let header = 5;
    // An extended dataset: the high bit set, the rest the count of the length's own bytes.
    if (size & 0x8000) {
      const lengthBytes = size & 0x7fff;
      if (lengthBytes < 1 || lengthBytes > 4 || at + 5 + lengthBytes > iim.length) return null;
      size = iim.readUIntBE(at + 5, lengthBytes);
      header += lengthBytes;
    }
    const end = at + header + size;
    if (end > iim.length) return null;
    if (record === 2 && IIM_PLACES.has(dataset)) changed = true;
    else kept.push(iim.subarray(at, end));
    at = end;
  }
  return changed ? Buffer.concat(kept) : iim;
}
