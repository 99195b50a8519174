import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Names printed on things that are also towns of the world the library has no photo in. */
const BRANDS = ["Carlsberg", "Corona", "Vittel", "Volvic", "Malibu", "Stella"];
const THINGS = ["box", "bottle", "crate", "sign"];
const FRAMES = ["the rabbit in the {b} {t}", "photo of the {b} {t}", "that {b} {t} at the braai"];

async function album(brand: string) {
  const lib = library();
  lib.add("printed", { taken_ms: Date.UTC(2024, 8, 24, 15), lat: -33.83, lon: 18.65, place: "Durbanville", country: "South Africa", country_code: "ZA" });
  lib.read("printed", `${brand.toUpperCase()} 24 x 330ml`);
  lib.add("home", { taken_ms: Date.UTC(2024, 8, 25, 15), lat: -33.94, lon: 18.47, place: "Cape Town", country: "South Africa", country_code: "ZA" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

describe("a town's name read in the library's photos and said before a thing is the name printed on it", async () => {
  const indexes = new Map(await Promise.all(BRANDS.map(async (brand) => [brand, await album(brand)] as const)));
  const grid = BRANDS.flatMap((brand) => THINGS.flatMap((thing) => FRAMES.map((frame) => ({ brand, query: frame.replace("{b}", brand.toLowerCase()).replace("{t}", thing) }))));

  it("covers at least 50 names, things and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("is a word to find, not a town to go to (name x thing x frame)", () => {
    const wrong = grid.flatMap(({ brand, query }) => {
      const plan = parseQuery(query, NOW, { ...indexes.get(brand)!.parseContext(), gazetteer: lookUpPlace });
      return plan.places.length === 0 && plan.words.includes(brand.toLowerCase()) ? [] : [`${query}: ${JSON.stringify(plan.places.map((p) => p.label))} ${JSON.stringify(plan.words)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("is the town where the library read nothing of the name, or has photos there, or nothing follows it", async () => {
    const index = indexes.get("Carlsberg")!;
    const context = { ...index.parseContext(), gazetteer: lookUpPlace };
    expect(parseQuery("the rabbit in the vittel box", NOW, context).places.map((p) => p.label)).toEqual(["Vittel"]);
    expect(parseQuery("photos in carlsberg", NOW, context).places.map((p) => p.label)).toEqual(["Carlsberg"]);
    const lib = library();
    lib.add("there", { taken_ms: Date.UTC(2024, 5, 1, 12), lat: 49.5, lon: 8.04, place: "Carlsberg", country: "Germany", country_code: "DE" });
    lib.read("there", "CARLSBERG");
    const visited = new LibraryIndex();
    await visited.refresh(lib.source);
    expect(parseQuery("the dog in the carlsberg garden", NOW, { ...visited.parseContext(), gazetteer: lookUpPlace }).places.map((p) => p.label)).toEqual(["Carlsberg"]);
  });
});
