import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** A query word, and a town one word of whose name is what the word means (a mare is a horse, an oak a tree). */
const TOWNS: Array<[asked: string, town: string]> = [
  ["horse", "Weston-super-Mare"], ["pig", "Hog Island"], ["goose", "Gander"], ["duck", "Drake Bay"], ["forest", "Woods Hole"], ["cattle", "Bull Bay"],
  ["tree", "Oak Bluffs"], ["bridge", "Viaduct Harbour"], ["tree", "Ash Vale"], ["tree", "Elm Grove"], ["deer", "Elk Grove"],
];
const FRAMES = ["{q}", "the {q}", "pics of a {q}", "{q} photos", "my {q} pictures"];

/** A sign reading the town's name, taken there (or, `elsewhere`, far from it), and a day out's other photo. */
async function libraryOf(town: string, elsewhere: boolean) {
  const lib = library();
  const where = elsewhere ? { lat: 52.5, lon: 13.4, place: "Berlin" } : { lat: 51.35, lon: -2.98, place: town };
  lib.add("sign", { taken_ms: Date.UTC(2025, 7, 28, 12), ...where });
  lib.read("sign", `WELCOME TO ${town.toUpperCase()}`);
  lib.add("pier", { taken_ms: Date.UTC(2025, 7, 28, 14), ...where });
  lib.add("other", { taken_ms: Date.UTC(2025, 6, 1, 12), lat: 48.86, lon: 2.35, place: "Paris" }, { description: "museum" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

describe("a word of the name of the town a photo was taken in, read in it", () => {
  it("is the town's name, which no meaning of a query word reaches, nor its day out (word × town × frame)", async () => {
    const found: string[] = [];
    for (const [asked, town] of TOWNS) {
      const { lib, index } = await libraryOf(town, false);
      for (const frame of FRAMES) {
        const query = frame.replace("{q}", asked);
        const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
        if (answer.passing.length) found.push(`${query} (${town}): ${answer.passing.map((c) => c.id).join()}`);
      }
    }
    expect(found).toEqual([]);
    expect(TOWNS.length * FRAMES.length).toBeGreaterThanOrEqual(50);
  });

  it("is what it means where read elsewhere: MARE on a sign in Berlin is a horse", async () => {
    for (const [asked, town] of TOWNS) {
      const { lib, index } = await libraryOf(town, true);
      const answer = await retrieve(parseQuery(asked, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      expect([town, answer.passing.map((c) => c.id).includes("sign")]).toEqual([town, true]);
    }
  });
});
