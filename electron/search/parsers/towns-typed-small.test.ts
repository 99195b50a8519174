import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../../index/library-index";
import { library } from "../../testing/memory-library";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Towns named by an English word, where a sign read in a photo taken there says the name too ("WELCOME TO BATH"). */
const TOWNS: Array<[town: string, lat: number, lon: number]> = [
  ["Bath", 51.38, -2.36], ["Reading", 51.45, -0.97], ["Nice", 43.7, 7.27], ["Sale", 53.42, -2.32], ["Wells", 51.21, -2.65],
  ["Deal", 51.22, 1.4], ["Rye", 50.95, 0.73], ["Battle", 50.92, 0.48], ["Mobile", 30.69, -88.04], ["Buffalo", 42.89, -78.88],
];
const FRAMES = ["pics {p} {t}", "photos of the kids {p} {t}"];
const PREPOSITIONS = ["from", "in", "at"];

async function indexOf(town: string, lat: number, lon: number, elsewhere?: string) {
  const lib = library();
  lib.add("sign", { taken_ms: Date.UTC(2025, 4, 1, 12), lat, lon, place: town });
  lib.read("sign", `WELCOME TO ${town.toUpperCase()}`);
  lib.add("there", { taken_ms: Date.UTC(2025, 4, 1, 14), lat, lon, place: town });
  lib.add("home", { taken_ms: Date.UTC(2025, 5, 1, 12), lat: 52.5, lon: 13.4, place: "Berlin" });
  if (elsewhere) lib.memories.push({ photo_id: "home", text: elsewhere });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

describe("a town the library was taken in, named by a word and typed small after a place's preposition", () => {
  it("is the town, though a sign read there says its name (town × preposition × frame)", async () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const [town, lat, lon] of TOWNS) {
      const index = await indexOf(town, lat, lon);
      for (const preposition of PREPOSITIONS) {
        for (const frame of FRAMES) {
          const query = frame.replace("{p}", preposition).replace("{t}", town.toLowerCase());
          const plan = parseQuery(query, NOW, { ...index.parseContext() });
          if (plan.places.map((p) => p.label).join() !== town || plan.words.includes(town.toLowerCase())) wrong.push(query);
          asked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("is the word where the library says it elsewhere, or said with an article", async () => {
    for (const [town, lat, lon] of TOWNS.slice(0, 3)) {
      const said = await indexOf(town, lat, lon, `the ${town.toLowerCase()} was lovely`);
      expect(parseQuery(`pics from ${town.toLowerCase()}`, NOW, { ...said.parseContext() }).places, town).toEqual([]);
      const index = await indexOf(town, lat, lon);
      expect(parseQuery(`pics from the ${town.toLowerCase()}`, NOW, { ...index.parseContext() }).places, town).toEqual([]);
    }
  });
});
