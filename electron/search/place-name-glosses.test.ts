import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** Towns whose name is a word of another language, and that word's English (the foreign dictionary's). */
const TOWNS: Array<{ town: string; english: string; lat: number; lon: number }> = [
  { town: "Palma", english: "palm", lat: 39.57, lon: 2.65 }, { town: "Burgos", english: "town", lat: 42.34, lon: -3.7 },
  { town: "Prato", english: "pottery", lat: 43.88, lon: 11.1 }, { town: "Livorno", english: "leghorn", lat: 43.55, lon: 10.31 },
  { town: "Siena", english: "wall", lat: 43.32, lon: 11.33 }, { town: "Rennes", english: "reindeer", lat: 48.11, lon: -1.68 },
  { town: "Kiel", english: "quill", lat: 54.32, lon: 10.14 }, { town: "Singen", english: "singing", lat: 47.76, lon: 8.84 },
  { town: "Hoorn", english: "horn", lat: 52.64, lon: 5.06 }, { town: "Tavira", english: "assumption", lat: 37.13, lon: -7.65 },
  { town: "Ronda", english: "patrol", lat: 36.74, lon: -5.17 }, { town: "Tarifa", english: "tariff", lat: 36.01, lon: -5.6 },
];
const FRAMES = ["{e}", "the {e}", "pics of the {e}", "{e} photos", "my {e} pictures"];

/** A library with a boarding pass reading the town's name, taken in the town, or (`never`) with no photo taken there. */
async function libraryOf({ town, lat, lon }: (typeof TOWNS)[number], never: boolean) {
  const lib = library();
  lib.add("pass", never ? { taken_ms: Date.UTC(2025, 4, 1, 12), lat: 52.5, lon: 13.4, place: "Berlin" } : { taken_ms: Date.UTC(2025, 4, 1, 12), lat, lon, place: town });
  lib.read("pass", `BOARDING PASS ${town.toUpperCase()} GATE 12`);
  if (!never) lib.add("there", { taken_ms: Date.UTC(2025, 4, 2, 12), lat, lon, place: town }, { description: "lunch" });
  lib.add("other", { taken_ms: Date.UTC(2025, 6, 1, 12), lat: 48.86, lon: 2.35, place: "Paris" }, { description: "museum" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

describe("a word of another language read in a photo that names a town the library was taken in", () => {
  it("is the town, never what its dictionary English says (town × frame)", async () => {
    const found: string[] = [];
    for (const place of TOWNS) {
      const { lib, index } = await libraryOf(place, false);
      for (const frame of FRAMES) {
        const query = frame.replace("{e}", place.english);
        const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
        if (answer.passing.some((c) => c.id === "pass")) found.push(query);
      }
    }
    expect(found).toEqual([]);
    expect(TOWNS.length * FRAMES.length).toBeGreaterThanOrEqual(50);
  });

  it("is still its English where the library was never taken there", async () => {
    for (const place of TOWNS) {
      const { lib, index } = await libraryOf(place, true);
      const answer = await retrieve(parseQuery(place.english, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      expect([place.town, answer.passing.map((c) => c.id)]).toEqual([place.town, ["pass"]]);
    }
  });
});
