/**
 * @file Where a side of a place lies: "northern Spain" is the photos whose GPS lies north of a line
 * across Spain, the line that leaves the northern two fifths of Spain's land above it. The land is
 * the place's divisions ring by ring (`library/places/boundaries.ts`; a country's is all its
 * divisions'), each ring's area spread over its box, so the Canaries weigh what little land they
 * are instead of stretching Spain's box down to 27° N, which would put Seville in its north half;
 * they lie south of the line, in southern Spain, as they do. A range, island or coast said by name
 * has only its shape's box (`regions.ts`), its area spread evenly over it.
 *
 * Runs in the engine, where the constraints ask it (`constraints.ts`); pure over the boundaries
 * and shapes, and each place's lines are found once and kept.
 */
import type { CompassSide, PlaceRef } from "../query/plan";
import { allDivisions, landOf, type Box, type LandPiece } from "../library/places/boundaries";
import { shapeBox } from "../library/places/regions";

/**
 * How much of a place's land a side takes: its outer two fifths. People say "northern Spain" of
 * Bilbao and Barcelona, not of Madrid, and "southern Italy" of Naples, not of Rome: a half would
 * put every photo in the north or the south, and the middle fifth left out is the "central" no
 * side claims. A diagonal ("north-east") takes the outer half along each of its two axes: about a
 * quarter of the land, a side's share, where two fifths of each would leave a corner of 16%.
 */
export const SIDE_SHARE = 0.4;
const DIAGONAL_SHARE = 0.5;

/** A test of a photo's position for a side of a place. */
export type SideTest = (lat: number, lon: number) => boolean;

const tests = new Map<string, SideTest | null>();

/** Whether a point lies on the side of the place said (`place.part`); null where the place has no land to take a side of (a city, an unknown name). */
export function sideTest(place: PlaceRef): SideTest | null {
  const side = place.part?.side;
  if (!side) return null;
  const key = `${side}|${(place.countries ?? []).join(",")}|${(place.divisions ?? []).join(",")}|${place.shape ?? ""}`;
  if (!tests.has(key)) {
    const land = landOfPlace(place);
    tests.set(key, land.length ? testFor(side, land) : null);
  }
  return tests.get(key)!;
}

/** The pieces of the place's land: its divisions' rings, or its shape's box. */
function landOfPlace(place: PlaceRef): LandPiece[] {
  if (place.shape) {
    const box = shapeBox(place.shape);
    return box ? [{ box, km2: 1 }] : [];
  }
  const countries = new Set(place.countries ?? []);
  const codes = new Set(place.divisions ?? []);
  // A ring as wide as the globe (Antarctica's) says nothing of east or west.
  return allDivisions()
    .filter((d) => countries.has(d.country) || codes.has(d.code))
    .flatMap((d) => landOf(d.code))
    .filter((piece) => piece.km2 > 0 && piece.box.lonMax - piece.box.lonMin < 180);
}

/** The lines of a side across the land: north of one, east of another. */
function testFor(side: CompassSide, land: LandPiece[]): SideTest {
  const share = side.includes("-") ? DIAGONAL_SHARE : SIDE_SHARE;
  // A place across the antimeridian (Russia's Chukotka, Alaska's Aleutians, Fiji) is measured east of it, in 0–360°.
  const wrap = acrossAntimeridian(land);
  const lonOf = (lon: number) => (wrap && lon < 0 ? lon + 360 : lon);
  const lats = land.map(({ box, km2 }) => ({ from: box.latMin, to: box.latMax, km2 }));
  const lons = land.map(({ box, km2 }) => {
    const shift = wrap && box.lonMax < 0 ? 360 : 0;
    return { from: box.lonMin + shift, to: box.lonMax + shift, km2 };
  });
  const north = side.startsWith("north") ? cutLeaving(lats, share, "above") : -Infinity;
  const south = side.startsWith("south") ? cutLeaving(lats, share, "below") : Infinity;
  const east = side.endsWith("east") ? cutLeaving(lons, share, "above") : -Infinity;
  const west = side.endsWith("west") ? cutLeaving(lons, share, "below") : Infinity;
  return (lat, lon) => lat >= north && lat <= south && lonOf(lon) >= east && lonOf(lon) <= west;
}

/** Whether the land lies on both sides of the antimeridian and is narrower measured across it than across Greenwich. */
function acrossAntimeridian(land: LandPiece[]): boolean {
  const west = land.filter((p) => p.box.lonMax < 0);
  if (!west.length || west.length === land.length) return false;
  const wide = (boxes: Box[]) => Math.max(...boxes.map((b) => b.lonMax)) - Math.min(...boxes.map((b) => b.lonMin));
  const shifted = land.map((p) => (p.box.lonMax < 0 ? { ...p.box, lonMin: p.box.lonMin + 360, lonMax: p.box.lonMax + 360 } : p.box));
  return wide(shifted) < wide(land.map((p) => p.box));
}

/**
 * The line along one axis with `share` of the land beyond it, `above` or `below`: each piece's
 * area spread evenly over its extent on that axis, the line found by halving (to a few metres).
 */
function cutLeaving(pieces: Array<{ from: number; to: number; km2: number }>, share: number, beyond: "above" | "below"): number {
  const total = pieces.reduce((sum, p) => sum + p.km2, 0);
  const above = (cut: number) => pieces.reduce((sum, { from, to, km2 }) => sum + km2 * (to > from ? Math.min(1, Math.max(0, (to - cut) / (to - from))) : from > cut ? 1 : 0), 0);
  const wanted = beyond === "above" ? share * total : (1 - share) * total;
  let [low, high] = [Math.min(...pieces.map((p) => p.from)), Math.max(...pieces.map((p) => p.to))];
  for (let step = 0; step < 40; step++) {
    const mid = (low + high) / 2;
    if (above(mid) > wanted) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
