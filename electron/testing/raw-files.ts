/**
 * @file Builds small camera RAW files for tests: the TIFF structures DNG, CR2 and NEF use, with a
 * JPEG preview where each camera puts it.
 *
 * Test-only. Real RAW files are tens of megabytes and none ships under a licence we can check in; what
 * Recollect reads of them is the container (IFDs, sub-IFDs, EXIF) and the embedded JPEG, and
 * those are laid out here byte for byte as the TIFF 6, DNG 1.4 and CR2 layouts specify. The
 * sensor data itself is a few placeholder bytes, which Recollect never decodes.
 */

export type Value =
  | { type: "short"; values: number[] }
  | { type: "rational"; values: Array<[number, number]> }
  | { type: "long"; values: number[] }
  | { type: "ascii"; text: string }
  | { type: "bytes"; bytes: Buffer }
  /** Offset of a blob (a JPEG), written as a LONG. */
  | { type: "blob"; bytes: Buffer }
  /** Offsets of sub-IFDs (SubIFDs, ExifIFD), written as LONGs. */
  | { type: "ifds"; ifds: Ifd[] };
export type Ifd = Array<[tag: number, value: Value]>;

const TYPE = { short: 3, long: 4, rational: 5, ascii: 2, bytes: 7, blob: 4, ifds: 4 } as const;

/** Lays out one IFD at `base` followed by its data, sub-IFDs and blobs. */
function layout(ifd: Ifd, base: number): Buffer {
  const entries = [...ifd].sort((a, b) => a[0] - b[0]);
  const head = Buffer.alloc(2 + entries.length * 12 + 4);
  head.writeUInt16LE(entries.length, 0);
  const tail: Buffer[] = [];
  let cursor = base + head.length;
  const place = (bytes: Buffer): number => {
    const padded = bytes.length % 2 ? Buffer.concat([bytes, Buffer.alloc(1)]) : bytes;
    const at = cursor;
    tail.push(padded);
    cursor += padded.length;
    return at;
  };
  entries.forEach(([tag, value], i) => {
    const at = 2 + i * 12;
    head.writeUInt16LE(tag, at);
    head.writeUInt16LE(TYPE[value.type], at + 2);
    let data: Buffer;
    let count: number;
    switch (value.type) {
      case "short":
      case "long": {
        const width = value.type === "short" ? 2 : 4;
        const bytes = Buffer.alloc(value.values.length * width);
        value.values.forEach((v, j) => (width === 2 ? bytes.writeUInt16LE(v, j * 2) : bytes.writeUInt32LE(v, j * 4)));
        data = bytes;
        count = value.values.length;
        break;
      }
      case "rational":
        data = Buffer.alloc(value.values.length * 8);
        value.values.forEach(([num, den], j) => {
          data.writeUInt32LE(num, j * 8);
          data.writeUInt32LE(den, j * 8 + 4);
        });
        count = value.values.length;
        break;
      case "ascii":
        data = Buffer.from(`${value.text}\0`, "latin1");
        count = data.length;
        break;
      case "bytes":
        data = value.bytes;
        count = data.length;
        break;
      case "blob":
        data = Buffer.alloc(4);
        data.writeUInt32LE(place(value.bytes));
        count = 1;
        break;
      case "ifds": {
        const offsets = value.ifds.map((sub) => {
          const subAt = cursor;
          const bytes = layout(sub, subAt);
          tail.push(bytes);
          cursor += bytes.length;
          return subAt;
        });
        data = Buffer.alloc(offsets.length * 4);
        offsets.forEach((o, j) => data.writeUInt32LE(o, j * 4));
        count = offsets.length;
        break;
      }
    }
    head.writeUInt32LE(count, at + 4);
    if (data.length <= 4) data.copy(head, at + 8);
    else head.writeUInt32LE(place(data), at + 8);
  });
  return Buffer.concat([head, ...tail]);
}

export interface RawOptions {
  /** The preview the camera embedded. */
  preview: Buffer;
  make?: string;
  model?: string;
  /** "2024:05:18 07:45:12" */
  taken?: string;
  orientation?: number;
}

function exif(options: RawOptions): Ifd {
  return options.taken ? [[36867, { type: "ascii", text: options.taken }]] : [];
}

function ifd0(options: RawOptions): Ifd {
  return [
    [271, { type: "ascii", text: options.make ?? "Nikon" }],
    [272, { type: "ascii", text: options.model ?? "Z 6" }],
    [274, { type: "short", values: [options.orientation ?? 1] }],
    [34665, { type: "ifds", ifds: [exif(options)] }],
  ];
}

const SENSOR = { type: "blob", bytes: Buffer.alloc(64, 0x55) } as const;

/** Adobe DNG: a reduced-resolution IFD0, the preview in a sub-IFD (JPEG, compression 7). */
export function makeDng(options: RawOptions): Buffer {
  const preview: Ifd = [
    [254, { type: "long", values: [1] }],
    [259, { type: "short", values: [7] }],
    [513, { type: "blob", bytes: options.preview }],
    [514, { type: "long", values: [options.preview.length] }],
  ];
  const raw: Ifd = [[254, { type: "long", values: [0] }], [259, { type: "short", values: [7] }], [273, SENSOR], [279, { type: "long", values: [64] }]];
  return tiff([...ifd0(options), [254, { type: "long", values: [1] }], [330, { type: "ifds", ifds: [preview, raw] }], [50706, { type: "bytes", bytes: Buffer.from([1, 4, 0, 0]) }]]);
}

/** Nikon NEF: the full-size JPEG ("JpgFromRaw") in the first sub-IFD. */
export function makeNef(options: RawOptions): Buffer {
  const preview: Ifd = [[259, { type: "short", values: [6] }], [513, { type: "blob", bytes: options.preview }], [514, { type: "long", values: [options.preview.length] }]];
  return tiff([...ifd0(options), [330, { type: "ifds", ifds: [preview] }]]);
}

/** Canon CR2: the preview as IFD0's one JPEG strip; "CR" and the raw IFD's offset after the header. */
export function makeCr2(options: RawOptions): Buffer {
  const body = layout([...ifd0({ make: "Canon", model: "Canon EOS 5D Mark IV", ...options }), [259, { type: "short", values: [6] }], [273, { type: "blob", bytes: options.preview }], [279, { type: "long", values: [options.preview.length] }]], 16);
  const header = Buffer.alloc(16);
  header.write("II*\0", 0, "latin1");
  header.writeUInt32LE(16, 4);
  header.write("CR", 8, "latin1");
  header.writeUInt16LE(2, 10);
  return Buffer.concat([header, body]);
}

/** A little-endian TIFF holding one IFD chain of one IFD (and whatever hangs off it). */
export function tiff(ifd: Ifd): Buffer {
  const header = Buffer.from("II*\0\x08\0\0\0", "latin1");
  return Buffer.concat([header, layout(ifd, 8)]);
}
