/**
 * @file Where a place the world's gazetteer does not know is, from the library's own words: a
 * neighbourhood GeoNames lacks ("Cihangir"), or has only as a namesake far from every photo (a
 * village called Kadıköy 45 km from the district). The photos whose receipts, signs or memories
 * name it were taken in it, and so were the photos taken within a walk of them — the way a person
 * who forgot the map would place them.
 *
 * Runs in the engine, during a place constraint's check (`constraints.ts`), only for a place no
 * photo is in by its name or its position.
 */
import type { TypedFastBitSet } from "typedfastbitset";
import { kmBetween } from "../domain/great-circle";
import type { LibraryIndex } from "../index/library-index";
import { boxAround } from "../index/spacetime/geo-box";

/** How far a neighbourhood reaches from a photo that names it: a walk of a quarter hour. */
export const WALK_KM = 1;
/** The photos naming it read for their positions, at most: a name said on thousands is no neighbourhood. */
const MOST_SAYERS = 200;

/** Photos naming it this far apart say two different spots. */
const APART_KM = 2 * WALK_KM;

type Point = { lat: number; lon: number };

/**
 * The located photos within `WALK_KM` of where `sayers` were taken (those among them included).
 * Where they were taken in several spots, the spot most of them were: a moving list photographed
 * in the old flat names the new district, which the receipts and the photos at home place right.
 */
export function photosNearWhereSaid(index: LibraryIndex, sayers: TypedFastBitSet): TypedFastBitSet {
  const out = index.bitmap();
  const located: Point[] = [];
  sayers.forEach((n) => {
    const facts = index.facts(n);
    if (facts?.lat != null && facts.lon != null && located.length < MOST_SAYERS) located.push({ lat: facts.lat, lon: facts.lon });
  });
  const points = mostSaid(located);
  if (!points.length) return out;
  const boxes = points.map(({ lat, lon }) => boxAround(lat, lon, WALK_KM / 111.32));
  index.spaceTime.query({ boxes })?.ids.forEach((n) => {
    const facts = index.facts(n);
    if (facts?.lat != null && facts.lon != null && points.some((p) => kmBetween(p, { lat: facts.lat!, lon: facts.lon! }) <= WALK_KM)) out.add(n);
  });
  return out;
}

/** The points of the spots (points within `APART_KM` of each other, chained) that hold the most of them. */
function mostSaid(points: Point[]): Point[] {
  const spot = points.map((_, i) => i);
  const root = (i: number): number => (spot[i] === i ? i : (spot[i] = root(spot[i]!)));
  for (let i = 0; i < points.length; i++) for (let j = i + 1; j < points.length; j++) if (kmBetween(points[i]!, points[j]!) <= APART_KM) spot[root(i)] = root(j);
  const sizes = new Map<number, number>();
  points.forEach((_, i) => sizes.set(root(i), (sizes.get(root(i)) ?? 0) + 1));
  const most = Math.max(0, ...sizes.values());
  return points.filter((_, i) => sizes.get(root(i)) === most);
}
