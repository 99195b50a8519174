/**
 * @file An index of photos taken at given points, each with the place names the real reverse
 * geocoder gives it, as ingest names them: for tests of searching by place. Runs under vitest only.
 */
import { LibraryIndex, type FactRow } from "../index/library-index";
import { reverseGeocode } from "../library/places/reverse-geocode";
import { library } from "./memory-library";

/** One photo per id, taken on 1 May 2024 at its latitude and longitude, with its `also` facts (people: "Leo"). */
export async function locatedIndex(taken: Record<string, [number, number]>, also: Record<string, Partial<FactRow>> = {}): Promise<LibraryIndex> {
  const lib = library();
  for (const [id, [lat, lon]] of Object.entries(taken)) {
    const place = reverseGeocode(lat, lon)!;
    lib.add(id, { lat, lon, taken_ms: Date.UTC(2024, 4, 1), place: place.city, region: place.region, country: place.country, region_code: place.regionCode, country_code: place.countryCode, ...also[id] });
  }
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}
