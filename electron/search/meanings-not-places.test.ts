import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** A word, and a place whose name is also one of the word's kinds in WordNet (a card game, a wine, a coffee, a hat). */
const PAIRS: Array<[asked: string, place: string, lat: number, lon: number]> = [
  ["game", "Chicago", 41.88, -87.63],
  ["wine", "Bordeaux", 44.84, -0.58],
  ["wine", "Champagne", 49.04, 3.96],
  ["coffee", "Java", -7.61, 110.2],
  ["hat", "Panama", 8.98, -79.52],
  ["sausage", "Bologna", 44.49, 11.34],
  ["brandy", "Cognac", 45.69, -0.33],
  ["cheese", "Cheddar", 51.27, -2.78],
  ["dishes", "China", 39.9, 116.4],
];
const FRAMES = ["{w}", "the {w}", "{w} pics", "photos of {w}", "any {w} photos", "{w} with Leo"];

describe("a word's meanings never reach a place's name", () => {
  it("finds what says the word, not the photos taken in a place its kind is named for (word × place × frame)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const [asked, place, lat, lon] of PAIRS) {
      const lib = library();
      // A day out there, which grouping titled with the place's name.
      lib.add("there", { lat, lon, place, taken_ms: Date.UTC(2025, 4, 2, 12), people: "Leo", event_id: "e1" });
      lib.add("thereToo", { lat, lon, place, taken_ms: Date.UTC(2025, 4, 2, 15), event_id: "e1" });
      lib.add("told", { taken_ms: Date.UTC(2025, 4, 3, 12), people: "Leo" });
      lib.memories.push({ photo_id: "told", text: `the ${asked} we had after the match` });
      const index = new LibraryIndex();
      await index.refresh({ ...lib.source, events: async () => [{ id: "e1", title: `${place}, 2 May 2025` }] });
      for (const frame of FRAMES) {
        const query = frame.replace("{w}", asked);
        const ids = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
        if (ids.join() !== "told") wrong.push(`${query} (photos in ${place}) → ${ids.join(", ") || "nothing"}`);
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
