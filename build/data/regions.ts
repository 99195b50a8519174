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
 * - The same marine polygons, every one of them, make the shore of all seas and oceans (`seaShore`),
 *   a shape of no name that says a photo was taken by the sea.
 * - Natural Earth 1:10m physical points (public domain): capes (`geography_regions_points`) and
 *   mountains (`geography_regions_elevation_points`), only a point there, each kept as the cells
 *   within how far a photo "of" it is taken from it: `POINT_REACH_KM`. The same layer's
 *   waterfalls are left out: they sit where their label goes (Angel Falls 60 km off). A mountain
 *   named in one word that is an English word or a given name is left out ("Olympus" stays; a
 *   peak called like a person would take "photos with …" from them).
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
 * `ne_10m_geography_regions_points.json`, `ne_10m_geography_regions_elevation_points.json`,
 * `ne_10m_lakes.json` and `ne_10m_lakes_north_america.json` (Natural Earth 4.1 GeoJSON) and the two CLDR folders as the npm packages `cldr-core` and
 * `cldr-subdivisions-full` unpack. The engine reads only the JSON (`electron/library/places/regions.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { allDivisions } from "../../electron/library/places/boundaries";
import { isEnglishWord } from "../../electron/search/meanings";
import { isGivenName } from "../../electron/words/first-names";
import { GRID_DEG, type RegionsFile, type ShapeEntry, type GroupEntry } from "../../electron/library/places/regions";

type Ring = Array<[number, number]>;
interface Feature {
  properties: Record<string, unknown>;
  geometry: { type: "Polygon"; coordinates: Ring[] } | { type: "MultiPolygon"; coordinates: Ring[][] } | null;
}

/** Natural Earth's abbreviations in names, as people write the words. */
const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\bMt\.\s*/g, "Mount "], [/\bPt\.\s*/g, "Point "], [/\bMts\b\.?/g, "Mountains"], [/\bMtns\b\.?/g, "Mountains"], [/\bRa\./g, "Range"], [/\bPen\./g, "Peninsula"], [/\bPlat\./g, "Plateau"],
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
  out.push(...lakes(read), ...points(read), seaShore(read));
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
 * The shore of every sea and ocean, as one shape of no name (kind "shore"): where a photo is "by
 * the sea", "on the coast" or "at the seaside" whichever sea it is. It is the marine polygons'
 * waters (oceans, seas and their arms, not rivers) and `SHORE_WIDEN` cells of land: Natural Earth
 * 1:10m draws a coast within a few km (half a millimetre at 1:10,000,000 is 5 km) and the cells a
 * coast's edge crosses already reach up to one cell (5.5 km) inland; one cell more keeps what the
 * marine polygons leave out, harbours and small bays (Seattle on Elliott Bay, San Diego, Sydney and
 * Tokyo lie 5–10 km from the water they draw), and a town 15 km inland (Renton, London) is not by
 * the sea. A named sea keeps its wider coast (`SEA_WIDEN`): a photo "in the Adriatic" is of that region.
 */
const SHORE_WIDEN = 1;
export const SHORE_LABEL = "the sea";

function seaShore(read: (file: string) => Feature[]): ShapeEntry {
  const waters = read("ne_10m_geography_marine_polys.json").filter((f) => f.properties.featurecla !== "river");
  const rows = widenRows(unionRows(waters.map((f) => rasterise(polygons(f).flat(), 0))), SHORE_WIDEN);
  return { label: SHORE_LABEL, names: [], kind: "shore", rank: 0, lat: 0, lon: 0, ...encode(rows) };
}

/**
 * How far from a cape or peak a photo said to be "at" it is taken, in km: the Space Coast's launch
 * pads are 16–20 km from Cape Canaveral's point (a label's place, a little out to sea); Chamonix
 * and Zermatt 8–10 km from Mont Blanc's and the Matterhorn's summits, Kawaguchiko station 16 km
 * from Fuji's.
 */
const POINT_REACH_KM: Record<string, number> = { cape: 25, mountain: 20 };
const KM_PER_DEG = 111.32;

/** The cells within `km` of a point. */
function disc(lat: number, lon: number, km: number): Map<number, Array<[number, number]>> {
  const rows = new Map<number, Array<[number, number]>>();
  const dLat = km / KM_PER_DEG;
  for (let row = cell(lat - dLat); row <= cell(lat + dLat); row++) {
    const y = Math.min(Math.max(lat, row * GRID_DEG), (row + 1) * GRID_DEG);
    const across = Math.sqrt(Math.max(0, km * km - ((y - lat) * KM_PER_DEG) ** 2));
    const dLon = across / (KM_PER_DEG * Math.max(0.1, Math.cos((y * Math.PI) / 180)));
    rows.set(row, [[cell(lon - dLon), cell(lon + dLon)]]);
  }
  return rows;
}

/** A mountain's one-word name that is a word or a given name ("Pagan", "Jarvis") would take that word from the sentence. */
const sayableAlone = (name: string) => name.includes(" ") || (!isEnglishWord(name.toLowerCase()) && !isGivenName(name.toLowerCase()));

/** Capes and mountains, which Natural Earth has only as points: each a disc of its reach. */
function points(read: (file: string) => Feature[]): ShapeEntry[] {
  const out: ShapeEntry[] = [];
  const features = [...read("ne_10m_geography_regions_points.json"), ...read("ne_10m_geography_regions_elevation_points.json")];
  for (const feature of features) {
    const p = feature.properties;
    const kind = String(p.featurecla);
    const km = POINT_REACH_KM[kind];
    const [lon, lat] = [Number(p.long_x), Number(p.lat_y)];
    if (km === undefined || typeof p.name !== "string" || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    // "Aoraki/Mt. Cook", "Uluru/Ayers Rock": both are its names.
    const written = [p.name, ...(typeof p.name_alt === "string" ? [p.name_alt] : [])].flatMap((n) => n.split("/")).map((n) => expand(n, p.region)).filter((n) => /\p{L}{3}/u.test(n));
    // Natural Earth writes "Mt." for the local word too: its "Mt. Blanc" is Mont Blanc.
    const abbreviated = (n: string) => (/^Mount /.test(n) ? [n.replace(/^Mount /, "Mt "), ...(/^Mt\./.test(p.name as string) ? ["Mont ", "Monte "].map((w) => n.replace(/^Mount /, w)) : [])] : []);
    // A peak named in one word is said with "Mount" too: "Mount Fuji", "Mt Kailash".
    const titled = (n: string) => (kind === "mountain" && !n.includes(" ") ? [`Mount ${n}`, `Mt ${n}`] : []);
    const names = [...new Set(written.flatMap((n) => [n, ...abbreviated(n), ...titled(n)]))].filter(sayableAlone);
    if (!names.length) continue;
    // "Mt. Blanc" is shown as Natural Earth writes it: which local word "Mt." stands for is not known.
    const label = /^Mt\./.test(p.name) && names.length ? p.name : names[0]!;
    out.push({ label, names, kind, rank: Number(p.scalerank ?? 9), lat: Math.round(lat * 100) / 100, lon: Math.round(lon * 100) / 100, ...encode(disc(lat, lon, km)) });
  }
  return out;
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
      "Natural Earth 4.1.0, 1:10m physical vectors (geography_regions_polys, geography_marine_polys, geography_regions_points, geography_regions_elevation_points, lakes)": "public domain; naturalearthdata.com",
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
