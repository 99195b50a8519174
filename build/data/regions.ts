/**
 * @file Builds `electron/library/places/regions.json`: the places people name that are neither a city nor one state, from
 * data rather than lists. Three sources, each processed here once, at development time:
 * - Natural Earth 1:10m physical layers (public domain): `geography_regions_polys` (mountain
 *   ranges, islands and island groups, peninsulas, coasts, plateaus, deserts, valleys, deltas…)
 *   and `geography_marine_polys` (seas, gulfs, bays, straits, sounds, fjords). Each shape is kept
 *   as the rows of a 0.05° grid it covers (a scanline fill of its polygons), widened a little
 *   where the generalised coast would leave a beach photo out; a sea is kept as its waters and
 *   the coast within about 25 km, and takes in the smaller seas and gulfs it borders (the
 *   Mediterranean is drawn as the Mediterranean, Tyrrhenian, Adriatic, Aegean… pieces).
 * - Natural Earth 1:10m lakes and its North American supplement (public domain): named lakes,
 *   each kept as its waters and a shore of about 5 km, so a photo from a beach town is at the lake.
 *   A lake whose name is only ordinary words besides "lake" ("Long Lake", "Blue Lake") is left
 *   out: a person saying "the blue lake" means a lake that is blue; "Lake Superior" is kept, as
 *   no sentence says a lake in that order. "Lago di Como" is also "Lake
 *   Como", as English speakers say it.
 * - CLDR's territory containment (Unicode licence): the UN M49 regions, subregions and
 *   intermediate regions, the Latin America grouping, the European Union and the Eurozone, as the
 *   ISO 3166-1 codes of their countries, named as the platform's `Intl.DisplayNames` names them.
 * - CLDR's subdivision containment and English subdivision names (ISO 3166-2): the regions that
 *   group first-level divisions ("Normandie" of départements, "Scotland" of council areas,
 *   "Tuscany" of provinces), as the ISO 3166-2 codes of the divisions `boundaries.ts` has.
 *
 * Run: `node --import tsx build/data/regions.ts NE_DIR CLDR_CORE_DIR CLDR_SUBDIVISIONS_DIR`
 * with NE_DIR holding `ne_10m_geography_regions_polys.json`, `ne_10m_geography_marine_polys.json`,
 * `ne_10m_lakes.json` and `ne_10m_lakes_north_america.json` (Natural Earth 4.1 GeoJSON) and the two CLDR folders as the npm packages `cldr-core` and
 * `cldr-subdivisions-full` unpack. The engine reads only the JSON (`electron/library/places/regions.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { allDivisions } from "../../electron/library/places/boundaries";
import { isEnglishWord } from "../../electron/search/meanings";
import { GRID_DEG, type RegionsFile, type ShapeEntry, type GroupEntry } from "../../electron/library/places/regions";

type Ring = Array<[number, number]>;
interface Feature {
  properties: Record<string, unknown>;
  geometry: { type: "Polygon"; coordinates: Ring[] } | { type: "MultiPolygon"; coordinates: Ring[][] } | null;
}

/** Natural Earth's abbreviations in names, as people write the words. */
const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\bMts\b\.?/g, "Mountains"], [/\bMtns\b\.?/g, "Mountains"], [/\bRa\./g, "Range"], [/\bPen\./g, "Peninsula"], [/\bPlat\./g, "Plateau"],
  [/\bIs\./g, "Islands"], [/\bI\./g, "Island"], [/\bArch\./g, "Archipelago"], [/\bStr\./g, "Strait"], [/\bSd\./g, "Sound"], [/\bCord\./g, "Cordillera"],
];

/** Physical classes kept, with how many grid cells each is widened by: a coast generalised at 1:10m misses a beach photo by a few km. */
const LAND_WIDEN: Record<string, number> = {
  Island: 2, "Island group": 2, Coast: 2, "Pen/cape": 2, Peninsula: 2, Delta: 1, "Range/mtn": 1, Plateau: 1, Geoarea: 1, Plain: 1,
  Desert: 1, Valley: 1, Basin: 1, Lowland: 1, Gorge: 1, Depression: 1, Wetlands: 1, Foothills: 1, Isthmus: 1, Tundra: 1, Lake: 1,
};
/** Lakes: their waters and about 5 km of shore. */
const LAKE_WIDEN = 1;
const LAKE_FILES = ["ne_10m_lakes.json", "ne_10m_lakes_north_america.json"];
/** The word for a lake in the names Natural Earth writes in the local language, before the lake's own name. */
const LAKE_WORDS = /^(?:Lago|Lac|Lagoa|Laguna|Ozero|Lake)(?:\s+(?:di|de|del|della|do|da|du|des|d'))?\s+(?=\p{Lu})/u;
const GENERIC_LAKE = new Set(["lake", "lakes", "lago", "lac", "lagoa", "laguna", "ozero", "reservoir", "loch", "lough", "the", "of", "de", "di", "del", "du", "la", "le"]);

/** Waters are named for their coast: the waters and about 25 km inland. */
const SEA_WIDEN = 5;
const SEA_CLASSES = new Set(["sea", "gulf", "bay", "strait", "channel", "sound", "fjord", "lagoon", "reef"]);
/** What a sea takes in of the waters it borders: its own gulfs, bays and smaller seas, never a strait or ocean beyond. */
const ABSORBED = new Set(["sea", "gulf", "bay", "lagoon"]);

function title(name: string): string {
  const spaced = name.replace(/\s+/g, " ").trim();
  if (spaced !== spaced.toUpperCase()) return spaced;
  return spaced.toLowerCase().replace(/(^|[\s\-’'(])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()).replace(/\b(Of|De|Du|Des|La|Le|Del|Da|Do|Dos|And)\b/g, (w) => w.toLowerCase());
}

function expand(name: string, region: unknown): string {
  let out = title(name);
  for (const [pattern, word] of ABBREVIATIONS) out = out.replace(pattern, word);
  // "S. Nevada" is a Sierra in Spain and Mexico, "S. do Piaui" a Serra in Brazil.
  out = out.replace(/^S\.\s*/, region === "South America" ? "Serra " : "Sierra ");
  return out.replace(/\s+/g, " ").trim();
}

/**
 * How people shorten a range's, islands' or sea's name when its first part is an adjective:
 * "Carpathian Mountains" → "the Carpathians", "Balearic Islands" → "the Balearics", "Adriatic
 * Sea" → "the Adriatic"; islands also as "the Orkneys". Never the bare first word otherwise: "Red",
 * "Black", "Blue" and "North" are words first.
 */
function spellings(name: string): string[] {
  const out = [name];
  const adjective = (word: string) => /(ic|an)$/.test(word);
  const range = name.match(/^(.+?) (Mountains|Range|Ranges|Hills)$/);
  if (range && adjective(range[1]!)) out.push(`${range[1]}s`);
  const islands = name.match(/^(.+?) (Islands|Isles|Archipelago)$/);
  if (islands) out.push(`${islands[1]!} Isles`, `${islands[1]!} Islands`, /[^sy]$/.test(islands[1]!) ? `${islands[1]}s` : "");
  const sea = name.match(/^(.+?) Sea$/);
  if (sea && adjective(sea[1]!)) out.push(sea[1]!);
  return [...new Set(out.filter((n) => n.length >= 3))];
}

function polygons(feature: Feature): Ring[][] {
  const g = feature.geometry;
  if (!g) return [];
  return g.type === "Polygon" ? [g.coordinates] : g.coordinates;
}

const cell = (deg: number) => Math.floor(deg / GRID_DEG);

/** The grid rows a set of polygons covers: for each row, the sorted, merged [from, to] cell intervals of longitude. */
function rasterise(rings: Ring[], widen: number): Map<number, Array<[number, number]>> {
  const rows = new Map<number, Array<[number, number]>>();
  const add = (row: number, from: number, to: number) => {
    const list = rows.get(row);
    if (list) list.push([from, to]);
    else rows.set(row, [[from, to]]);
  };
  let latMin = Infinity;
  let latMax = -Infinity;
  for (const ring of rings) for (const [, y] of ring) [latMin, latMax] = [Math.min(latMin, y), Math.max(latMax, y)];
  // Even–odd scanlines through each row's middle.
  for (let row = cell(latMin); row <= cell(latMax); row++) {
    const y = (row + 0.5) * GRID_DEG;
    const xs: number[] = [];
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi > y !== yj > y) xs.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
      }
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) add(row, cell(xs[k]!), cell(xs[k + 1]!));
  }
  // Every edge's own cells too: an islet or a fjord narrower than a row is still there.
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i++) {
      const [x0, y0] = ring[i - 1]!;
      const [x1, y1] = ring[i]!;
      const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) / (GRID_DEG / 2)));
      for (let s = 0; s <= steps; s++) {
        const x = cell(x0 + ((x1 - x0) * s) / steps);
        add(cell(y0 + ((y1 - y0) * s) / steps), x, x);
      }
    }
  }
  return widenRows(rows, widen);
}

/** Each interval grown by `by` cells north and south and by as many kilometres east and west. */
function widenRows(rows: Map<number, Array<[number, number]>>, by: number): Map<number, Array<[number, number]>> {
  const out = new Map<number, Array<[number, number]>>();
  for (const [row, list] of rows) {
    const lat = (row + 0.5) * GRID_DEG;
    const east = by === 0 ? 0 : Math.ceil(by / Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
    for (let r = row - by; r <= row + by; r++) {
      const into = out.get(r) ?? [];
      for (const [from, to] of list) into.push([from - east, to + east]);
      out.set(r, into);
    }
  }
  for (const [row, list] of out) out.set(row, merge(list));
  return out;
}

function merge(list: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [from, to] of sorted) {
    const last = out.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/**
 * Rows as text: rows from `row0` separated by ";", each row's interval ends in base 36, the first
 * as a cell counted from 180° west and each next one as the step from the one before.
 */
function encode(rows: Map<number, Array<[number, number]>>): { row0: number; rows: string } {
  const keys = [...rows.keys()].sort((a, b) => a - b);
  const row0 = keys[0]!;
  const offset = cell(180);
  const lines: string[] = [];
  for (let r = row0; r <= keys.at(-1)!; r++) {
    const ends = (rows.get(r) ?? []).flatMap(([a, b]) => [a + offset, b + offset]);
    lines.push(ends.map((n, i) => (i === 0 ? n : n - ends[i - 1]!).toString(36)).join(","));
  }
  return { row0, rows: lines.join(";") };
}

function unionRows(maps: Array<Map<number, Array<[number, number]>>>): Map<number, Array<[number, number]>> {
  const out = new Map<number, Array<[number, number]>>();
  for (const map of maps) for (const [row, list] of map) out.set(row, [...(out.get(row) ?? []), ...list]);
  for (const [row, list] of out) out.set(row, merge(list));
  return out;
}

function centreOf(rings: Ring[]): { lat: number; lon: number } {
  let [n, lat, lon] = [0, 0, 0];
  for (const ring of rings) for (const [x, y] of ring) [n, lat, lon] = [n + 1, lat + y, lon + x];
  return { lat: Math.round((lat / n) * 100) / 100, lon: Math.round((lon / n) * 100) / 100 };
}

/** Vertices rounded to about 10 m: Natural Earth's marine polygons share their borders' vertices. */
const vertexKey = ([x, y]: [number, number]) => `${Math.round(x * 1e4)},${Math.round(y * 1e4)}`;

function shapes(neDir: string): ShapeEntry[] {
  const read = (file: string) => (JSON.parse(fs.readFileSync(path.join(neDir, file), "utf8")) as { features: Feature[] }).features;
  const out: ShapeEntry[] = [];
  for (const feature of read("ne_10m_geography_regions_polys.json")) {
    const p = feature.properties;
    const widen = LAND_WIDEN[String(p.featurecla)];
    if (widen === undefined || typeof p.name !== "string") continue;
    const rings = polygons(feature).flat();
    if (!rings.length) continue;
    const label = expand(p.name, p.region);
    const alt = typeof p.namealt === "string" ? [expand(p.namealt, p.region)] : [];
    out.push({ label, names: [...new Set([...spellings(label), ...alt.flatMap(spellings)])], kind: String(p.featurecla), rank: Number(p.scalerank ?? 9), ...centreOf(rings), ...encode(rasterise(rings, widen)) });
  }
  out.push(...lakes(read));
  const marine = read("ne_10m_geography_marine_polys.json").filter((f) => typeof f.properties.name === "string" && SEA_CLASSES.has(String(f.properties.featurecla)));
  const vertices = marine.map((f) => new Set(polygons(f).flat().flat().map(vertexKey)));
  const area = marine.map((f) => polygons(f).flat().reduce((sum, ring) => sum + Math.abs(ringArea(ring)), 0));
  // A sea drawn in pieces is one sea: pieces of one name are one shape.
  const byName = new Map<string, number[]>();
  marine.forEach((f, i) => {
    const name = expand(String(f.properties.name), null);
    byName.set(name, [...(byName.get(name) ?? []), i]);
  });
  const touches = (a: number, b: number) => {
    let shared = 0;
    for (const v of vertices[b]!) if (vertices[a]!.has(v) && ++shared >= 2) return true;
    return false;
  };
  for (const [label, pieces] of byName) {
    const size = pieces.reduce((s, i) => s + area[i]!, 0);
    const members = new Set(pieces);
    if (String(marine[pieces[0]!]!.properties.featurecla) === "sea") {
      // The smaller seas, gulfs and bays it borders, and theirs in turn.
      for (let grew = true; grew; ) {
        grew = false;
        marine.forEach((f, i) => {
          if (members.has(i) || !ABSORBED.has(String(f.properties.featurecla)) || area[i]! >= size) return;
          if ([...members].some((m) => touches(m, i))) [grew] = [true, members.add(i)];
        });
      }
    }
    const own = pieces.flatMap((i) => polygons(marine[i]!).flat());
    const rows = widenRows(unionRows([...members].map((i) => rasterise(polygons(marine[i]!).flat(), 0))), SEA_WIDEN);
    const kind = String(marine[pieces[0]!]!.properties.featurecla);
    out.push({ label, names: spellings(label), kind, rank: Math.min(...pieces.map((i) => Number(marine[i]!.properties.scalerank ?? 9))), ...centreOf(own), ...encode(rows) });
  }
  return out.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label));
}

/**
 * Named lakes from both files, one shape per lake: a lake drawn in pieces, or in both files, is
 * one (the same name within about 100 km). A name of ordinary words is left out (see the file comment).
 */
function lakes(read: (file: string) => Feature[]): ShapeEntry[] {
  const byName = new Map<string, Array<{ feature: Feature; rings: Ring[] }>>();
  for (const file of LAKE_FILES) {
    for (const feature of read(file)) {
      const name = feature.properties.name;
      if (typeof name !== "string" || !/\p{L}{3}/u.test(name)) continue;
      const label = title(name);
      const rings = polygons(feature).flat();
      if (!rings.length || !namesAPlace(label)) continue;
      const centre = centreOf(rings);
      const key = `${label}@${Math.round(centre.lat)},${Math.round(centre.lon)}`;
      byName.set(key, [...(byName.get(key) ?? []), { feature, rings }]);
    }
  }
  const out: ShapeEntry[] = [];
  for (const [key, pieces] of byName) {
    const native = key.slice(0, key.lastIndexOf("@"));
    const alt = pieces.flatMap(({ feature }) => (typeof feature.properties.name_alt === "string" ? feature.properties.name_alt.split(/,\s*/) : []))
      .map(title)
      .filter((n) => n !== "Great Lakes" && namesAPlace(n));
    const english = [native, ...alt].filter((n) => LAKE_WORDS.test(n) && !/^Lake\s/.test(n)).map((n) => `Lake ${n.replace(LAKE_WORDS, "")}`);
    const rings = pieces.flatMap((p) => p.rings);
    const rank = Math.min(...pieces.map(({ feature }) => Number(feature.properties.scalerank ?? 12)));
    // Named as English speakers name it: "Lake Como" before "Lago di Como", "Lake Constance" before "Bodensee".
    const names = [...new Set([native, ...alt, ...english])];
    const said = names.find((n) => /^Lake\s/.test(n)) ?? native;
    out.push({ label: said, names: [said, ...names.filter((n) => n !== said)], kind: "lake", rank, ...centreOf(rings), ...encode(unionRows(pieces.map((p) => rasterise(p.rings, LAKE_WIDEN))) ) });
  }
  return out;
}

/**
 * Whether a lake's name has a word of its own: "Lake Tahoe" does, "Long Lake" and "Blue Lake" are
 * ordinary words. "Lake Superior" is said in no other order, so a name that starts "Lake" is one.
 */
function namesAPlace(name: string): boolean {
  return /^Lake\s/.test(name) || name.split(/[\s\-']+/).some((word) => word.length > 1 && !GENERIC_LAKE.has(word.toLowerCase()) && !isEnglishWord(word));
}

function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return sum / 2;
}

interface Containment { _contains?: string[]; _grouping?: string }

function territoryGroups(cldrCore: string): GroupEntry[] {
  const containment = (JSON.parse(fs.readFileSync(path.join(cldrCore, "supplemental/territoryContainment.json"), "utf8")) as { supplemental: { territoryContainment: Record<string, Containment> } }).supplemental.territoryContainment;
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const leaves = (code: string, seen = new Set<string>()): string[] => {
    if (/^[A-Z]{2}$/.test(code) && !containment[code]) return [code];
    if (seen.has(code)) return [];
    seen.add(code);
    return (containment[code]?._contains ?? []).flatMap((c) => leaves(c, seen));
  };
  const out: GroupEntry[] = [];
  for (const code of Object.keys(containment)) {
    // The world and the UN name no place; deprecated and grouping-only entries repeat others.
    if (code.includes("-") || code === "001" || code === "UN") continue;
    const label = names.of(code)?.replace(/[¹²³]+$/, "");
    const countries = [...new Set(leaves(code))].sort();
    if (!label || label === code || countries.length < 2) continue;
    out.push({ label, names: [label], kind: /^[A-Z]{2}$/.test(code) ? "union" : "m49", code, countries });
  }
  return out;
}

function subdivisionGroups(cldrCore: string, cldrSubdivisions: string): GroupEntry[] {
  const containment = (JSON.parse(fs.readFileSync(path.join(cldrCore, "supplemental/subdivisionContainment.json"), "utf8")) as { supplemental: { subdivisionContainment: Record<string, Containment> } }).supplemental.subdivisionContainment;
  const english = (JSON.parse(fs.readFileSync(path.join(cldrSubdivisions, "subdivisions/en/en.json"), "utf8")) as { subdivisions: { localeDisplayNames: { subdivisions: Record<string, string> } } }).subdivisions.localeDisplayNames.subdivisions;
  const known = new Set(allDivisions().map((d) => d.code));
  const fold = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const namesOf = new Map(allDivisions().map((d) => [d.code, new Set([d.label, ...d.names].map(fold))]));
  const iso = (cldr: string) => `${cldr.slice(0, 2).toUpperCase()}-${cldr.slice(2).toUpperCase()}`;
  const leaves = (code: string, seen = new Set<string>()): string[] => {
    if (known.has(iso(code))) return [iso(code)];
    if (seen.has(code)) return [];
    seen.add(code);
    return (containment[code]?._contains ?? []).flatMap((c) => leaves(c, seen));
  };
  const out: GroupEntry[] = [];
  for (const [code, written] of Object.entries(english)) {
    const label = written.replace(/[¹²³]+$/, "");
    // A country's own code (two letters) is the country; only its parts are named here.
    if (code.length <= 2 || !label) continue;
    const divisions = [...new Set(leaves(code))].sort();
    if (!divisions.length) continue;
    const own = divisions.length === 1 && divisions[0] === iso(code);
    // A division's English name that the boundaries already give it adds nothing.
    if (own && namesOf.get(iso(code))?.has(fold(label))) continue;
    out.push({ label, names: [label], kind: own ? "division" : "subdivision", code: iso(code), divisions });
  }
  return out;
}

export function build(neDir: string, cldrCore: string, cldrSubdivisions: string): RegionsFile {
  const version = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
  return {
    source: {
      "Natural Earth 4.1.0, 1:10m physical vectors (geography_regions_polys, geography_marine_polys)": "public domain; naturalearthdata.com",
      [`CLDR ${version(cldrCore)} (cldr-core territoryContainment and subdivisionContainment, cldr-subdivisions-full English names)`]: "Unicode License v3; unicode.org/copyright.html",
    },
    gridDeg: GRID_DEG,
    groups: [...territoryGroups(cldrCore), ...subdivisionGroups(cldrCore, cldrSubdivisions)],
    shapes: shapes(neDir),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [neDir, cldrCore, cldrSubdivisions] = process.argv.slice(2);
  if (!neDir || !cldrCore || !cldrSubdivisions) {
    console.error("usage: node --import tsx build/data/regions.ts NE_DIR CLDR_CORE_DIR CLDR_SUBDIVISIONS_DIR");
    process.exit(2);
  }
  const file = fileURLToPath(new URL("../../electron/library/places/regions.json", import.meta.url));
  fs.writeFileSync(file, `${JSON.stringify(build(neDir, cldrCore, cldrSubdivisions))}\n`);
  console.log(`wrote ${file} (${fs.statSync(file).size} bytes)`);
}
