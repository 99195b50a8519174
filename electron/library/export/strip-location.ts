/**
 * @file Removes where a JPEG was taken from a copy of its bytes, without re-encoding a pixel and
 * without touching any other metadata: the EXIF GPS directory is removed, the location properties
 * are cut from the XMP packet (an extended XMP packet that holds one is dropped), and the place
 * datasets from the IPTC in the Photoshop block (APP13). Capture time, camera, titles, keywords,
 * faces and the image data are left byte for byte.
 *
 * Pure, over a Buffer the caller read; the original file is never touched. Bounds-checked
 * throughout, since the bytes are the user's and may be damaged: a segment or an EXIF directory
 * that points outside its buffer is an UnreadableJpegError, and the caller falls back to
 * re-encoding. An XMP packet or Photoshop block too damaged to edit is dropped whole when it
 * may hold a location, since no reader can be trusted to see less in it than we do.
 *
 * Written here rather than borrowed: the npm libraries that rewrite JPEG metadata either remove
 * all of it (exif-be-gone, exifremove), rewrite EXIF alone from their own model of it (piexifjs),
 * or drive ExifTool in a Perl process (exiftool-vendored), which the app would have to ship and
 * start; a location lives in three well-specified segment kinds, each edited below within bounds.
 */
import { removeGpsDirectory, UnreadableExifError } from "./exif-location";
import { irbWithoutLocation, PHOTOSHOP_HEADER } from "./photoshop-location";
import { LOCATION_WORDS, withoutXmpLocation, XMP_NOTE, XmpSyntaxError } from "./xmp-location";

export class UnreadableJpegError extends Error {}

const EXIF_HEADER = "Exif\0\0";
const XMP_HEADER = "http://ns.adobe.com/xap/1.0/\0";
const EXTENSION_HEADER = "http://ns.adobe.com/xmp/extension/\0";
/** The extension's GUID, full length and offset, after its header. */
const EXTENSION_FIELDS = 32 + 4 + 4;
/** The most a segment's length field can count: itself and 65,533 bytes. */
const MAX_SEGMENT_BODY = 0xffff - 2;

interface Segment {
  marker: number;
  /** The marker, its length and its body. */
  bytes: Buffer;
  /** What follows the length. */
  body: Buffer;
}

export function stripJpegLocation(input: Buffer): Buffer {
  const { segments, rest } = readSegments(input);
  const starts = (s: Segment, header: string) => s.body.subarray(0, header.length).toString("latin1") === header;
  const isExtension = (s: Segment) => s.marker === 0xe1 && starts(s, EXTENSION_HEADER) && s.body.length >= EXTENSION_HEADER.length + EXTENSION_FIELDS;
  const isPhotoshop = (s: Segment) => s.marker === 0xed && starts(s, PHOTOSHOP_HEADER);

  const droppedExtensions = extensionsWithLocation(segments.filter(isExtension));
  const photoshop = photoshopWithoutLocation(segments.filter(isPhotoshop));
  const out: Buffer[] = [input.subarray(0, 2)];
  let photoshopWritten = false;
  for (const segment of segments) {
    if (segment.marker === 0xe1 && starts(segment, EXIF_HEADER)) {
      const copy = Buffer.from(segment.bytes);
      try {
        removeGpsDirectory(copy.subarray(4 + EXIF_HEADER.length));
      } catch (error) {
        if (error instanceof UnreadableExifError) throw new UnreadableJpegError(error.message);
        throw error;
      }
      out.push(copy);
    } else if (segment.marker === 0xe1 && starts(segment, XMP_HEADER)) {
      // The main packet names its extension; a dropped extension takes the name with it.
      const alsoRemove = droppedExtensions.size > 0 ? (uri: string, local: string) => uri === XMP_NOTE && local === "HasExtendedXMP" : undefined;
      const packet = segment.body.subarray(XMP_HEADER.length);
      const edited = xmpWithoutLocation(packet, alsoRemove);
      if (edited) out.push(edited === packet ? segment.bytes : makeSegment(0xe1, [Buffer.from(XMP_HEADER, "latin1"), edited]));
    } else if (isExtension(segment)) {
      if (!droppedExtensions.has(extensionGuid(segment))) out.push(segment.bytes);
    } else if (isPhotoshop(segment)) {
      // Photoshop splits a large block over several APP13 segments; it is edited whole, and written where it began.
      if (!photoshopWritten) out.push(...photoshop);
      photoshopWritten = true;
    } else {
      out.push(segment.bytes);
    }
  }
  out.push(rest);
  return Buffer.concat(out);
}

/** The segments before the image data, and the rest of the file from the start of scan on. */
function readSegments(input: Buffer): { segments: Segment[]; rest: Buffer } {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) throw new UnreadableJpegError("not a JPEG");
  const segments: Segment[] = [];
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
      const bytes = input.subarray(at, at + 2);
      segments.push({ marker, bytes, body: bytes.subarray(2) });
      at += 2;
      continue;
    }
    // Start of scan, or the end: the rest is image data, copied as it is.
    if (marker === 0xda || marker === 0xd9) return { segments, rest: input.subarray(at) };
    if (at + 4 > input.length) throw new UnreadableJpegError("cut short");
    const length = input.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > input.length) throw new UnreadableJpegError(`segment at byte ${at} runs past the end`);
    segments.push({ marker, bytes: input.subarray(at, end), body: input.subarray(at + 4, end) });
    at = end;
  }
  return { segments, rest: input.subarray(input.length) };
}

/** The packet without location; the same Buffer when it has none; null when it must go whole. */
function xmpWithoutLocation(packet: Buffer, alsoRemove?: (uri: string, local: string) => boolean): Buffer | null {
  // Latin-1 maps each byte to one character and back, so the bytes outside the cuts are kept exactly.
  const text = packet.toString("latin1");
  try {
    const edited = withoutXmpLocation(text, alsoRemove);
    return edited === text ? packet : Buffer.from(edited, "latin1");
  } catch (error) {
    if (error instanceof XmpSyntaxError) return LOCATION_WORDS.test(text) ? null : packet;
    throw error;
  }
}

function extensionGuid(segment: Segment): string {
  return segment.body.toString("latin1", EXTENSION_HEADER.length, EXTENSION_HEADER.length + 32);
}

/**
 * The GUIDs of extended XMP packets that hold a location. An extension is split over segments by
 * offset and its GUID is the MD5 of its whole text, which the main packet names: an extension is
 * dropped whole rather than edited and renamed.
 */
function extensionsWithLocation(extensions: Segment[]): Set<string> {
  const chunks = new Map<string, Array<{ offset: number; data: Buffer }>>();
  for (const segment of extensions) {
    const guid = extensionGuid(segment);
    const offset = segment.body.readUInt32BE(EXTENSION_HEADER.length + 36);
    const list = chunks.get(guid) ?? [];
    list.push({ offset, data: segment.body.subarray(EXTENSION_HEADER.length + EXTENSION_FIELDS) });
    chunks.set(guid, list);
  }
  const dropped = new Set<string>();
  for (const [guid, list] of chunks) {
    const packet = Buffer.concat(list.sort((a, b) => a.offset - b.offset).map((c) => c.data));
    if (xmpWithoutLocation(packet) !== packet) dropped.add(guid);
  }
  return dropped;
}

/** The APP13 segments that carry the Photoshop block, with its location removed; none when it must go. */
function photoshopWithoutLocation(segments: Segment[]): Buffer[] {
  if (segments.length === 0) return [];
  const block = Buffer.concat(segments.map((s) => s.body.subarray(PHOTOSHOP_HEADER.length)));
  const edited = irbWithoutLocation(block);
  if (edited === block) return segments.map((s) => s.bytes);
  if (!edited) return [];
  const header = Buffer.from(PHOTOSHOP_HEADER, "latin1");
  const room = MAX_SEGMENT_BODY - header.length;
  const out: Buffer[] = [];
  for (let at = 0; at < edited.length; at += room) out.push(makeSegment(0xed, [header, edited.subarray(at, at + room)]));
  return out;
}

function makeSegment(marker: number, body: Buffer[]): Buffer {
  const length = body.reduce((n, b) => n + b.length, 0) + 2;
  // Only ever called with a body no longer than the one it replaces, which fitted.
  if (length > 0xffff) throw new UnreadableJpegError("segment too long");
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(length, 2);
  return Buffer.concat([head, ...body]);
}
