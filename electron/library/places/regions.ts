/**
 * @file The places people name that are neither a city nor one state, from `regions.json` (built
 * by `build/data/regions.ts`, which says where the data comes from): groups of countries (UN M49
 * regions, the EU), groups of divisions (ISO 3166-2 regions such as Normandy or Scotland), and
 * physical shapes (mountain ranges, islands, peninsulas, coasts, seas, lakes, and the shore of
 * every sea and ocean, which has no name) as the cells of a 0.05° grid they cover.
 *
 * Runs in the engine. The gazetteer reads the names when it makes its table (`gazetteer.ts`);
 * a search asks `insideShape` for the photos of a shape it was given by name or of every shape of
 * a kind said ("by the lake": `insideKinds`), and a trip across
 * several towns is named for the lake or island that holds them (`shapesHolding`). The file is read
 * on first use; a shape's rows are decoded when first asked about, and kept.
 */
import fs from "node:fs";
import { z } from "zod";

/** The grid's cell, in degrees of latitude and longitude (about 5.5 km north–south). */
export const GRID_DEG = 0.05;

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Group = z.lazy(() => z.object({
  label: z.string(),
  names: z.array(z.string()),
  /** "m49" (UN region or subregion), "union" (EU, Eurozone), "subdivision" (ISO 3166-2 region of divisions), "division" (another name of one). */
  kind: z.string(),
  code: z.string(),
  countries: z.array(z.string()).optional(),
  divisions: z.array(z.string()).optional(),
}));
const Shape = z.lazy(() => z.object({
  label: z.string(),
  names: z.array(z.string()),
  /** Natural Earth's feature class: "Range/mtn", "Island", "sea"… */
  kind: z.string(),
  /** Natural Earth's scale rank: 0 names a continent's great features, 9 a local one. */
  rank: z.number(),
  lat: z.number(),
  lon: z.number(),
  row0: z.number().int(),
  rows: z.string(),
}));
const File = z.lazy(() => z.object({ source: z.record(z.string(), z.string()), gridDeg: z.literal(GRID_DEG), groups: z.array(Group), shapes: z.array(Shape) }));

export type GroupEntry = z.infer<typeof Group>;
export type ShapeEntry = z.infer<typeof Shape>;
export type RegionsFile = z.infer<typeof File>;

let file: RegionsFile | null = null;
const decoded = new Map<string, Int32Array[]>();
let byId: Map<string, ShapeEntry> | null = null;

function regions(): RegionsFile {
  return (file ??= File.parse(JSON.parse(fs.readFileSync(new URL("./regions.json", import.meta.url), "utf8"))));
}

export function allGroups(): readonly GroupEntry[] {
  return regions().groups;
}

/** Every shape with the id a plan names it by: its label, or with its place where two share a label (the Sierra Nevada of Spain and of California). */
export function allShapes(): ReadonlyArray<ShapeEntry & { id: string }> {
  if (withIds) return withIds;
  const seen = new Set<string>();
  return (withIds = regions().shapes.map((s) => {
    const id = seen.has(s.label) ? `${s.label} @${Math.round(s.lat)},${Math.round(s.lon)}` : s.label;
    seen.add(s.label);
    return { ...s, id };
  }));
}
/** The shapes with their ids, made once: a query on an island asks for them all. */
let withIds: ReadonlyArray<ShapeEntry & { id: string }> | null = null;

function shapeRows(id: string): { row0: number; rows: Int32Array[] } | null {
  byId ??= new Map(allShapes().map((s) => [s.id, s]));
  const shape = byId.get(id);
  if (!shape) return null;
  let rows = decoded.get(id);
  if (!rows) {
    const offset = Math.floor(180 / GRID_DEG);
    rows = shape.rows.split(";").map((line) => {
      const ends = Int32Array.from(line ? line.split(",").map((n) => parseInt(n, 36)) : []);
      for (let i = 1; i < ends.length; i++) ends[i] = ends[i]! + ends[i - 1]!;
      return ends.map((n) => n - offset);
    });
    decoded.set(id, rows);
  }
  return { row0: shape.row0, rows };
}

/**
 * Whether a point lies in the shape of this id (its waters and coast for a sea); false for an id no
 * shape has. With `inset`, the shape less the band of that many cells the build widened it by
 * (north and south, and as many kilometres east and west): a lake's waters and the cells its drawn
 * shore crosses, without the extra shore kept for its name.
 */
export function insideShape(id: string, lat: number, lon: number, inset = 0): boolean {
  const shape = shapeRows(id);
  return shape !== null && insideCells(shape, lat, lon, inset);
}

/** Cells as rows from `row0`, each row's covered [from, to] cells in order, merged. */
interface Cells {
  row0: number;
  rows: Int32Array[];
}

function insideCells(shape: Cells, lat: number, lon: number, inset: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  const y = Math.floor(lat / GRID_DEG);
  const x = Math.floor(lon / GRID_DEG);
  const east = inset === 0 ? 0 : Math.ceil(inset / Math.max(0.1, Math.cos(((y + 0.5) * GRID_DEG * Math.PI) / 180)));
  for (let r = y - inset; r <= y + inset; r++) if (!covers(shape.rows[r - shape.row0], x - east, x + east)) return false;
  return true;
}

/** Whether one interval of a row's cells holds every cell from `from` to `to`. */
function covers(row: Int32Array | undefined, from: number, to: number): boolean {
  if (!row) return false;
  for (let i = 0; i + 1 < row.length; i += 2) if (from >= row[i]! && to <= row[i + 1]!) return true;
  return false;
}

/** The box of latitudes and longitudes a shape's cells span, for asking layer 1 first. */
export function shapeBox(id: string): { latMin: number; latMax: number; lonMin: number; lonMax: number } | null {
  const shape = shapeRows(id);
  if (!shape) return null;
  let [lonMin, lonMax] = [Infinity, -Infinity];
  for (const row of shape.rows) if (row.length) [lonMin, lonMax] = [Math.min(lonMin, row[0]!), Math.max(lonMax, row[row.length - 1]!)];
  return { latMin: shape.row0 * GRID_DEG, latMax: (shape.row0 + shape.rows.length) * GRID_DEG, lonMin: lonMin * GRID_DEG, lonMax: (lonMax + 1) * GRID_DEG };
}

/** Cells a shape covers: how big it is, to prefer the smallest of those that hold a place. */
function cellCount(id: string): number {
  let cells = 0;
  for (const row of shapeRows(id)?.rows ?? []) for (let i = 0; i + 1 < row.length; i += 2) cells += row[i + 1]! - row[i]! + 1;
  return cells;
}

let boxes: Array<{ id: string; label: string; kind: string; box: NonNullable<ReturnType<typeof shapeBox>> }> | null = null;

/** The shapes of `kinds` (Natural Earth's classes: "lake", "Island"…) that hold the point, smallest first, with the cells each covers and its box. */
export function shapesHolding(lat: number, lon: number, kinds: ReadonlySet<string>): Array<{ id: string; label: string; cells: number; box: NonNullable<ReturnType<typeof shapeBox>> }> {
  boxes ??= allShapes().map((s) => ({ id: s.id, label: s.label, kind: s.kind, box: shapeBox(s.id)! }));
  return boxes
    .filter(({ kind, box }) => kinds.has(kind) && lat >= box.latMin && lat < box.latMax && lon >= box.lonMin && lon < box.lonMax)
    .filter(({ id }) => insideShape(id, lat, lon))
    .map(({ id, label, box }) => ({ id, label, box, cells: cellCount(id) }))
    .sort((a, b) => a.cells - b.cells);
}

const kindCells = new Map<string, Cells>();

/**
 * Whether a point lies in any shape of these kinds (Natural Earth's classes: "lake", "Range/mtn"),
 * less `inset` cells of each's edge (see `insideShape`), as a test of a point: a photo taken by a lake or in the
 * mountains, whichever. The kinds' cells are merged into one grid on first use, and kept.
 */
export function insideKinds(kinds: readonly string[], inset = 0): (lat: number, lon: number) => boolean {
  const key = [...kinds].sort().join("\n");
  let cells = kindCells.get(key);
  if (!cells) kindCells.set(key, (cells = mergedCells(allShapes().filter((s) => kinds.includes(s.kind)).map((s) => shapeRows(s.id)!))));
  const grid = cells;
  return (lat, lon) => insideCells(grid, lat, lon, inset);
}

function mergedCells(shapes: Cells[]): Cells {
  if (!shapes.length) return { row0: 0, rows: [] };
  const row0 = Math.min(...shapes.map((s) => s.row0));
  const last = Math.max(...shapes.map((s) => s.row0 + s.rows.length - 1));
  const spans: Array<Array<[number, number]>> = Array.from({ length: last - row0 + 1 }, () => []);
  for (const shape of shapes) shape.rows.forEach((row, r) => {
    for (let i = 0; i + 1 < row.length; i += 2) spans[shape.row0 + r - row0]!.push([row[i]!, row[i + 1]!]);
  });
  const rows = spans.map((list) => {
    list.sort((a, b) => a[0] - b[0]);
    const out: number[] = [];
    for (const [from, to] of list) {
      if (out.length && from <= out[out.length - 1]! + 1) out[out.length - 1] = Math.max(out[out.length - 1]!, to);
      else out.push(from, to);
    }
    return Int32Array.from(out);
  });
  return { row0, rows };
}
