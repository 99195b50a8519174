/**
 * @file Finds home and the trips away from it: the days a person spent away, across nearby towns,
 * with every photo taken on them. Pure; runs in the engine's process when the library regroups
 * (`regroup.ts`), and its trips are the events the Events view lists and search anchors on ("the
 * trip before Rome").
 *
 * Home is the setting when the person gave one; otherwise the area come back to most often (its
 * photographed days in the most separate runs; then the most days). Places are clustered by distance, not by name: located photos are snapped to
 * cells of about a kilometre (a KDBush index over them), and cells within `linkKm` of each other
 * join (single linkage), so a city and its suburbs, or both shores of a lake, are one area. A day
 * is away when one of its located photos is outside home's area; away days join into one trip
 * across a few days without located photos (GPS off, only screenshots), never across a day at
 * home. On a trip's first and last day, what was photographed at home before leaving or after
 * coming back is no part of it; what said nowhere within a day after its last photo away (all the
 * next day, from a camera that went along) is the journey back, and part of it. Days away are a trip however few photos they have (one photo
 * of a day in Porto is a day there). Photos dated only by their file (when they were copied) are never
 * in a trip.
 */
import { createHash } from "node:crypto";
import * as geokdbush from "geokdbush";
import KDBush from "kdbush";
import type { GroupingRow } from "../../store/store";
import { eventTitle } from "./event-title";
import { firstPast } from "../../domain/sorted-search";
import { insideShape, shapesHolding } from "../places/regions";

export interface HomeSetting {
  lat: number;
  lon: number;
}

export interface Home {
  lat: number;
  lon: number;
  /** The name most of home's photos carry ("Lisbon"), when they carry one. */
  place: string | null;
  /** "setting": the person said where; "photos": the area photographed on the most days. */
  source: "setting" | "photos";
  /** Distinct days photographed there. */
  days: number;
  /** Whether a located photo is at home: inside home's area, or within `linkKm` of it. */
  contains(lat: number, lon: number): boolean;
  /** Names of places photographed at home, for photos that have a name but no GPS. */
  names: ReadonlySet<string>;
}

export interface TripOptions {
  /** Photos this close (km) are one area: a suburb, the other shore of a lake. Default 25. */
  linkKm?: number;
  /** Days with no located photo a trip spans between two days away. Default 3. */
  quietDays?: number;
  /** Fewest different pictures that make a trip. Default 1: days away are a trip however few photos say so. */
  minPhotos?: number;
}

export interface Trip {
  id: string;
  title: string;
  place: string | null;
  start_at: string;
  end_at: string;
  /** The calendar days of the trip ("2024-08-10"), first to last, each with a photo. */
  days: string[];
  members: GroupingRow[];
}

type Row = GroupingRow & { taken_source?: string | null };
/** What finding home reads of a photo: when (and how surely) it was taken, and where. */
export type HomeRow = Pick<GroupingRow, "id" | "taken_ms" | "taken_at" | "lat" | "lon" | "place"> & { taken_source?: string | null };

/** Cells of 0.01° (≈ 1 km): photos of one spot count once, so clustering is by places, not photos. */
const CELL = 100;
const DAY_MS = 86_400_000;

/** Rows whose date is the camera's, in time order: a file's own time says when it was copied. */
export function datedRows<T extends HomeRow>(rows: T[]): T[] {
  return rows
    .filter((r) => r.taken_ms !== null && r.taken_at !== null && r.taken_source !== "mtime")
    .sort((a, b) => a.taken_ms! - b.taken_ms! || a.id.localeCompare(b.id));
}

const located = (r: HomeRow) => r.lat !== null && r.lon !== null && Number.isFinite(r.lat) && Number.isFinite(r.lon);
const dayOf = (r: HomeRow) => r.taken_at!.slice(0, 10);

interface Area {
  cells: Array<{ lat: number; lon: number; days: Set<string> }>;
  days: Set<string>;
}

/** Located photos clustered by distance: each area with the distinct days photographed in it. */
export function areas(rows: HomeRow[], linkKm = 25): Area[] {
  const cells = new Map<string, { lat: number; lon: number; days: Set<string> }>();
  for (const row of rows) {
    if (!located(row) || !row.taken_at) continue;
    const key = `${Math.round(row.lat! * CELL)}:${Math.round(row.lon! * CELL)}`;
    const cell = cells.get(key) ?? { lat: Math.round(row.lat! * CELL) / CELL, lon: Math.round(row.lon! * CELL) / CELL, days: new Set<string>() };
    cells.set(key, cell);
    cell.days.add(dayOf(row));
  }
  const list = [...cells.values()];
  if (list.length === 0) return [];
  const index = new KDBush(list.length);
  for (const cell of list) index.add(cell.lon, cell.lat);
  index.finish();
  // Single linkage by union-find: every cell joins the cells within linkKm of it.
  const parent = list.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  list.forEach((cell, i) => {
    for (const j of geokdbush.around(index, cell.lon, cell.lat, Infinity, linkKm)) parent[root(j)] = root(i);
  });
  const byRoot = new Map<number, Area>();
  list.forEach((cell, i) => {
    const area = byRoot.get(root(i)) ?? { cells: [], days: new Set<string>() };
    byRoot.set(root(i), area);
    area.cells.push(cell);
    for (const day of cell.days) area.days.add(day);
  });
  return [...byRoot.values()].sort((a, b) => visits(b.days) - visits(a.days) || b.days.size - a.days.size || b.cells.length - a.cells.length);
}

/** Days more than this apart are two visits to a place, not one stay. */
const VISIT_GAP_DAYS = 4;

/**
 * How many times a place was come back to: its days in runs, a run ending where `VISIT_GAP_DAYS`
 * pass without one. Home is returned to again and again; a trip, however many photos or days it
 * has, is one run, so a week in Rome never outweighs a scattered year at home.
 */
export function visits(days: ReadonlySet<string>): number {
  const sorted = [...days].sort();
  let count = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || daysBetween(sorted[i - 1]!, sorted[i]!) > VISIT_GAP_DAYS) count++;
  return count;
}

/** Where the person lives: their setting, else the area come back to most often (`visits`). */
export function findHome(rows: HomeRow[], setting: HomeSetting | null = null, options: TripOptions = {}): Home | null {
  const linkKm = options.linkKm ?? 25;
  const found = areas(datedRows(rows), linkKm);
  let area: Area | undefined;
  if (setting) {
    const near = (a: Area) => Math.min(...a.cells.map((c) => geokdbush.distance(setting.lon, setting.lat, c.lon, c.lat)));
    // The person's own home, with the area of their photos around it when there is one.
    area = found.find((a) => near(a) <= linkKm) ?? { cells: [{ lat: setting.lat, lon: setting.lon, days: new Set() }], days: new Set() };
  } else area = found[0];
  if (!area) return null;
  const index = new KDBush(area.cells.length);
  for (const cell of area.cells) index.add(cell.lon, cell.lat);
  index.finish();
  const away = outings(area, index, rows);
  // At home when the nearest of home's places is no outing's: a day at Tigre is a day away from Buenos Aires.
  const contains = (lat: number, lon: number) => {
    const [nearest] = geokdbush.around(index, lon, lat, 1, linkKm);
    return nearest !== undefined && !away.has(nearest);
  };
  const names = new Map<string, number>();
  for (const row of rows) if (row.place && located(row) && contains(row.lat!, row.lon!)) names.set(row.place, (names.get(row.place) ?? 0) + 1);
  const centre = setting ?? weightedCentre(area);
  const place = [...names].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  return { lat: centre.lat, lon: centre.lon, place, source: setting ? "setting" : "photos", days: area.days.size, contains, names: new Set(names.keys()) };
}

/** Places this close are one town: its streets, a park at its edge. */
const TOWN_LINK_KM = 4;
/** An outing is at least this far from where the person comes back to: nearer, it is the neighbourhood. */
const OUTING_KM = 12;

/**
 * The cells of home's area that are another town visited once: the day at Wieliczka or Tigre,
 * 15 to 25 km from the city, which single linkage joins to home as it joins a suburb. Home's
 * towns (its cells within `TOWN_LINK_KM`, joined) that were come back to (`visits` ≥ 2, or the
 * most photographed where none was) are where the person lives; a town photographed on one run
 * of days, `OUTING_KM` from all of them, whose photos name a place home's do not, was a trip.
 */
function outings(area: Area, index: KDBush, rows: HomeRow[]): Set<number> {
  const towns = areaTowns(area, index);
  if (towns.length < 2) return new Set();
  const returned = towns.filter((town) => visits(town.days) >= 2);
  const core = returned.length ? returned : [towns.reduce((a, b) => (b.days.size > a.days.size ? b : a))];
  const namesAt = cellNames(rows);
  const coreNames = new Set(core.flatMap((town) => town.cells.flatMap((i) => [...(namesAt.get(cellKey(area.cells[i]!)) ?? [])])));
  const inCore = new Set(core.flatMap((town) => town.cells));
  const out = new Set<number>();
  for (const town of towns) {
    if (core.includes(town) || visits(town.days) !== 1) continue;
    const far = town.cells.every((i) => !geokdbush.around(index, area.cells[i]!.lon, area.cells[i]!.lat, Infinity, OUTING_KM).some((j) => inCore.has(j)));
    const names = town.cells.flatMap((i) => [...(namesAt.get(cellKey(area.cells[i]!)) ?? [])]);
    if (far && !names.some((name) => coreNames.has(name))) for (const i of town.cells) out.add(i);
  }
  return out;
}

/** Home's cells joined within `TOWN_LINK_KM`: each town with its cells (by position in `area.cells`) and its days. */
function areaTowns(area: Area, index: KDBush): Array<{ cells: number[]; days: Set<string> }> {
  const parent = area.cells.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  area.cells.forEach((cell, i) => {
    for (const j of geokdbush.around(index, cell.lon, cell.lat, Infinity, TOWN_LINK_KM)) parent[root(j)] = root(i);
  });
  const towns = new Map<number, { cells: number[]; days: Set<string> }>();
  area.cells.forEach((cell, i) => {
    const town = towns.get(root(i)) ?? { cells: [], days: new Set<string>() };
    towns.set(root(i), town);
    town.cells.push(i);
    for (const day of cell.days) town.days.add(day);
  });
  return [...towns.values()];
}

const cellKey = (cell: { lat: number; lon: number }) => `${Math.round(cell.lat * CELL)}:${Math.round(cell.lon * CELL)}`;

/** The place names each cell's photos carry. */
function cellNames(rows: HomeRow[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!located(row) || !row.place) continue;
    const key = cellKey(row as { lat: number; lon: number });
    names.set(key, (names.get(key) ?? new Set()).add(row.place));
  }
  return names;
}

function weightedCentre(area: Area): { lat: number; lon: number } {
  let lat = 0, lon = 0, weight = 0;
  for (const cell of area.cells) {
    lat += cell.lat * cell.days.size;
    lon += cell.lon * cell.days.size;
    weight += cell.days.size;
  }
  return { lat: lat / weight, lon: lon / weight };
}

/** Where a photo was, as far as it says: at home, away, or unknown (no GPS and no place name). */
function whereabouts(row: GroupingRow, home: Home | null): "home" | "away" | null {
  if (located(row)) return home && home.contains(row.lat!, row.lon!) ? "home" : "away";
  if (row.place) return home?.names.has(row.place) ? "home" : "away";
  return null;
}

/**
 * An image no device that went along made: no GPS, no camera, and a date its maker wrote (XMP's
 * creation date: an editor's, a download's, a wallpaper's), not a capture's. It was not taken on
 * the trip whatever its date; a camera's photo without GPS, a screenshot named for its moment,
 * a file dated by its name still are.
 */
const madeElsewhere = (r: Row) => !located(r) && !r.place && !r.camera && (r.taken_source === "xmp" || r.taken_source === "xmp-sidecar");

/** `duplicates` (photo → group) makes copies of one photo count once towards `minPhotos`. */
export function findTrips(rows: GroupingRow[], home: Home | null, options: TripOptions = {}, duplicates = new Map<string, string>()): Trip[] {
  const quietDays = options.quietDays ?? 3;
  const minPhotos = options.minPhotos ?? 1;
  const dated = datedRows(rows);
  const days = new Map<string, Row[]>();
  for (const row of dated) days.set(dayOf(row), [...(days.get(dayOf(row)) ?? []), row]);
  const status = new Map<string, "home" | "away" | null>();
  for (const [day, members] of days) {
    const where = members.map((m) => whereabouts(m, home));
    status.set(day, where.includes("away") ? "away" : where.includes("home") ? "home" : null);
  }

  // Runs of away days, joined across days without a located photo, never across a day at home.
  const runs: string[][] = [];
  let run: string[] | null = null;
  let lastAway: string | null = null;
  for (const day of [...days.keys()].sort()) {
    const s = status.get(day);
    if (s === "home") {
      run = null;
      continue;
    }
    if (s === null) {
      if (run) run.push(day);
      continue;
    }
    if (run && lastAway && daysBetween(lastAway, day) <= quietDays + 1) run.push(day);
    else runs.push((run = [day]));
    lastAway = day;
  }

  const trips: Trip[] = [];
  for (const r of runs) {
    // Trailing days without a located photo after the last away day are not known to be away,
    // but for the journey back (below).
    while (r.length && status.get(r[r.length - 1]!) !== "away") r.pop();
    const members = r.flatMap((day) => days.get(day)!).filter((m) => !madeElsewhere(m));
    const trimmed = trimHomeEnds(members, home);
    trimmed.push(...journeyBack(trimmed, dated, home));
    if (new Set(trimmed.map((m) => duplicates.get(m.id) ?? m.id)).size < minPhotos) continue;
    const start = trimmed[0]!.taken_at!;
    const end = trimmed[trimmed.length - 1]!.taken_at!;
    const place = tripPlace(trimmed);
    const id = createHash("sha256").update(`trip:${trimmed[0]!.id}`).digest("hex").slice(0, 16);
    trips.push({ id, title: eventTitle(place, start, end), place, start_at: start, end_at: end, days: [...new Set(trimmed.map(dayOf))], members: trimmed });
  }
  return trips;
}

/** How long after a trip's last photo away a photo that says nowhere is still the journey back. */
const JOURNEY_BACK_MS = DAY_MS;

/**
 * The photos of the journey back: the next day's airport, the flight home, the boarding pass
 * saved on the way. A photo without GPS or a place within a day of the trip's last photo away,
 * on that day or the next, before any photo that says where it was (home ends it), was taken on
 * the way; it said nowhere, so it did not say home either. A camera that put GPS on the trip's
 * photos and none on this one was still away for all of the next day (a flight, a late dinner on
 * the last night): its photos at home say home. Later ones are not known to be away.
 */
function journeyBack(members: Row[], dated: Row[], home: Home | null): Row[] {
  const last = members[members.length - 1];
  const lastAway = members.findLast((m) => whereabouts(m, home) === "away");
  if (!last || !lastAway) return [];
  const nextDay = new Date(Date.parse(`${dayOf(lastAway)}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const wentAlong = new Set(members.filter((m) => located(m) && m.camera).map((m) => m.camera));
  const back: Row[] = [];
  for (let i = positionAfter(dated, last); i < dated.length; i++) {
    const row = dated[i]!;
    if (dayOf(row) > nextDay || whereabouts(row, home) !== null) break;
    const withinDay = row.taken_ms! - lastAway.taken_ms! <= JOURNEY_BACK_MS;
    if (!withinDay && !(row.camera && wentAlong.has(row.camera))) continue;
    if (!madeElsewhere(row)) back.push(row);
  }
  return back;
}

/** Where `row` ends in `dated`, which is in `datedRows` order: halved, as a library has a million rows and trips by the hundred. */
function positionAfter(dated: Row[], row: Row): number {
  return firstPast(dated.length, (i) => (dated[i]!.taken_ms! - row.taken_ms! || dated[i]!.id.localeCompare(row.id)) > 0);
}

/** Leaves out what was photographed at home before setting off and after coming back. */
function trimHomeEnds(members: Row[], home: Home | null): Row[] {
  const where = members.map((m) => whereabouts(m, home));
  const firstAway = where.indexOf("away");
  const lastAway = where.lastIndexOf("away");
  let from = 0;
  for (let i = firstAway - 1; i >= 0; i--) if (where[i] === "home") (from = i + 1), (i = -1);
  let to = members.length;
  for (let i = lastAway + 1; i < members.length; i++) if (where[i] === "home") (to = i), (i = members.length);
  // The photos before the first away one, on another day than it, say nothing of being away.
  while (from < firstAway && dayOf(members[from]!) !== dayOf(members[firstAway]!)) from++;
  return members.slice(from, to);
}

/** Of a trip's photos, the share one place must hold to name it alone. */
const MOST = 0.8;
/** What a trip across several towns is named for when one holds them: "Lake Tahoe", "Mallorca". */
const SURROUNDINGS = new Set(["lake", "Lake", "Island", "Island group"]);
/**
 * How far across its lake or island a trip's photos reach to be named for it, as a share of the
 * diagonal of the shape's box (shore included): further where one town has most of the photos,
 * as a city and its suburb on one shore is named for the city.
 */
const ACROSS = { oneTown: 0.4, spread: 0.25 };

/**
 * The most specific place that covers a trip's photos: its city when nearly all are there; else
 * the lake or island that holds nearly all the located ones (a stay at Kings Beach and South Lake
 * Tahoe is "Lake Tahoe", as a person names it); else the city, region or country most of them
 * name; with no majority even there, the two countries most photographed ("Spain & Portugal").
 */
export function tripPlace(members: GroupingRow[]): string | null {
  const named = members.filter((m) => m.place || m.region || m.country);
  const [city] = tally(named.map((m) => m.place));
  if (city && city[1] >= MOST * named.length) return city[0];
  const around = surroundings(members);
  if (around) return around;
  if (named.length === 0) return null;
  for (const field of ["place", "region", "country"] as const) {
    const counts = tally(named.map((m) => m[field]));
    const [top] = counts;
    if (top && top[1] * 2 > named.length) return top[0];
  }
  const countries = tally(named.map((m) => m.country));
  return countries.slice(0, 2).map(([name]) => name).join(" & ") || null;
}

/**
 * The smallest lake or island that holds nearly all of the located photos, when they name two
 * towns or more and reach across enough of it (`ACROSS`): a stay around Lake Tahoe is named for
 * the lake, a city and its suburb on one shore of a lake (Seattle and Renton, beside Lake
 * Washington) for the city, Tokyo and Yokohama for neither, not for Honshu.
 */
function surroundings(members: GroupingRow[]): string | null {
  const points = members.filter(located);
  if (points.length < 2 || new Set(points.map((m) => m.place)).size < 2) return null;
  const candidates = new Map<string, ReturnType<typeof shapesHolding>[number]>();
  for (const m of points) for (const shape of shapesHolding(m.lat!, m.lon!, SURROUNDINGS)) candidates.set(shape.id, shape);
  const reach = spread(points);
  const [top] = tally(points.map((m) => m.place));
  const across = top && top[1] * 2 > points.length ? ACROSS.oneTown : ACROSS.spread;
  const needed = MOST * points.length;
  let best: { label: string; cells: number } | null = null;
  for (const [id, shape] of candidates) {
    if (best && shape.cells >= best.cells) continue;
    const { latMin, latMax, lonMin, lonMax } = shape.box;
    if (reach < across * geokdbush.distance(lonMin, latMin, lonMax, latMax)) continue;
    if (points.filter((m) => insideShape(id, m.lat!, m.lon!)).length >= needed) best = shape;
  }
  return best?.label ?? null;
}

/** The greatest distance between two of the photos, in km (over ~1 km cells, so a thousand photos of one spot cost one). */
function spread(points: GroupingRow[]): number {
  const cells = [...new Map(points.map((m) => [`${Math.round(m.lat! * CELL)}:${Math.round(m.lon! * CELL)}`, m])).values()];
  let most = 0;
  for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) most = Math.max(most, geokdbush.distance(cells[i]!.lon!, cells[i]!.lat!, cells[j]!.lon!, cells[j]!.lat!));
  return most;
}

function tally(values: Array<string | null>): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}
