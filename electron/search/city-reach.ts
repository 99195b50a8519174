/**
 * @file The photos a city said in a query takes in beyond those named for it: taken within the
 * city's reach, at its airport, its outskirts or a small town grown into it (see [Note: A city's
 * reach] in `library/places/city-area.ts`). Runs in the engine, during a place constraint's
 * check; GeoNames' towns are read only when the library has a located photo near the city that
 * is named for some other town, or for none.
 */
import type { TypedFastBitSet } from "typedfastbitset";
import type { LibraryIndex } from "../index/library-index";
import type { PlaceRef } from "../query/plan";
import { cityArea, type CityArea } from "../library/places/city-area";
import { boundedCache } from "../domain/bounded-cache";
import { boxAround } from "../index/spacetime/geo-box";
import { fold } from "../words/terms";

/** How far around a city's point photos named otherwise are looked for before its towns are read: beyond any city's reach (Tokyo's is 30 km). */
const LOOK_DEG = 0.35;

/** Areas by name and the point they were looked up at: a long-running engine is asked about many cities over its life. */
const areas = boundedCache<string, { area: CityArea | null }>(500);

/**
 * The located photos within the city's reach that `taken` (the photos named for it) lacks, or an
 * empty set: where the place is no city GeoNames knows at the point the query or the library puts it.
 */
export function photosInReach(place: PlaceRef, index: LibraryIndex, taken: TypedFastBitSet): TypedFastBitSet {
  const out = index.bitmap();
  const at = pointOf(place, index);
  if (!at) return out;
  const near = index.spaceTime.query({ boxes: [boxAround(at.lat, at.lon, LOOK_DEG)] });
  const others: number[] = [];
  near?.ids.forEach((n) => void (taken.has(n) || others.push(n)));
  if (!others.length) return out;
  const key = `${fold(place.label)}@${at.lat.toFixed(2)},${at.lon.toFixed(2)}`;
  let known = areas.get(key);
  if (!known) areas.set(key, (known = { area: cityArea(place.label, at.lat, at.lon) }));
  const { area } = known;
  if (!area) return out;
  for (const n of others) {
    const facts = index.facts(n);
    if (facts?.lat != null && facts.lon != null && area.contains(facts.lat!, facts.lon!, facts.countryCode)) out.add(n);
  }
  return out;
}

/** Where the city is: the gazetteer's point, or the middle of the library's photos whose city it is (not those of its province's name). */
function pointOf(place: PlaceRef, index: LibraryIndex): { lat: number; lon: number } | null {
  if (place.source === "gazetteer") return place.lat !== undefined && place.lon !== undefined ? { lat: place.lat, lon: place.lon } : null;
  const name = fold(place.label);
  let [lat, lon, count] = [0, 0, 0];
  index.photosNamed(name).forEach((n) => {
    const facts = index.facts(n);
    if (facts?.inCity && facts.places[0] === name && facts.lat != null && facts.lon != null) [lat, lon, count] = [lat + facts.lat, lon + facts.lon, count + 1];
  });
  return count ? { lat: lat / count, lon: lon / count } : null;
}
