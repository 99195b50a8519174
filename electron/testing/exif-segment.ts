/**
 * @file Writes the EXIF a phone or camera puts in a JPEG, as an APP1 segment, and splices it into
 * JPEG bytes without re-encoding.
 *
 * Test and benchmark only: it lets `bench/ingest` give thousands of copies of a few 12-MP images
 * each its own capture time, place and camera in milliseconds instead of re-encoding each one.
 */
import { tiff, type Ifd } from "./raw-files";

export interface CameraExif {
  make: string;
  model: string;
  /** "2024:07:14 09:32:10" */
  taken: string;
  offset?: string;
  lat?: number;
  lon?: number;
  orientation?: number;
}

function degrees(value: number): Array<[number, number]> {
  const abs = Math.abs(value);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
  return [[d, 1], [m, 1], [s, 100]];
}

export function exifSegment(exif: CameraExif): Buffer {
  const sub: Ifd = [[36867, { type: "ascii", text: exif.taken }], [36868, { type: "ascii", text: exif.taken }]];
  if (exif.offset) sub.push([36881, { type: "ascii", text: exif.offset }]);
  const ifd0: Ifd = [
    [271, { type: "ascii", text: exif.make }],
    [272, { type: "ascii", text: exif.model }],
    [274, { type: "short", values: [exif.orientation ?? 1] }],
    [34665, { type: "ifds", ifds: [sub] }],
  ];
  if (exif.lat !== undefined && exif.lon !== undefined) {
    ifd0.push([34853, { type: "ifds", ifds: [[
      [0, { type: "bytes", bytes: Buffer.from([2, 3, 0, 0]) }],
      [1, { type: "ascii", text: exif.lat >= 0 ? "N" : "S" }],
      [2, { type: "rational", values: degrees(exif.lat) }],
      [3, { type: "ascii", text: exif.lon >= 0 ? "E" : "W" }],
      [4, { type: "rational", values: degrees(exif.lon) }],
    ]] }]);
  }
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff(ifd0)]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** `jpeg` (without EXIF of its own) with `segment` right after its start-of-image marker. */
export function withExif(jpeg: Buffer, segment: Buffer): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}
