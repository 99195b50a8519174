import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** Parks, markets and squares named for a city elsewhere, as a memory says them. */
const NAMES = ["Phoenix Park", "Lincoln Park", "Victoria Market", "Hyde Park", "Richmond Park", "Madison Square"];
const FRAMES = [(n: string) => n, (n: string) => `photos from the ${n.toLowerCase()}`, (n: string) => `the dog in ${n}`, (n: string) => `walk in the ${n.toLowerCase()}`];

/** A photo in Dublin whose memory names the park, and one more at home. */
async function parkLibrary(name: string) {
  const lib = library();
  lib.add("walk", { taken_ms: Date.UTC(2024, 4, 5, 12), lat: 53.356, lon: -6.33, place: "Dublin", country: "Ireland", country_code: "IE" });
  lib.add("home", { taken_ms: Date.UTC(2024, 4, 6, 12), lat: 53.36, lon: -6.27, place: "Dublin", country: "Ireland", country_code: "IE" });
  lib.memories.push({ photo_id: "walk", text: `a walk in the ${name} with the dog` });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

describe("a place's name said with the next word as a memory says them", () => {
  it("is those words where the library has no photo of the place (6 names x 4 frames)", async () => {
    const wrong: string[] = [];
    for (const name of NAMES) {
      expect(lookUpPlace(name.split(" ")[0]!), name).not.toBeNull();
      const { lib, index } = await parkLibrary(name);
      for (const frame of FRAMES) {
        const plan = parseQuery(frame(name), NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
        const found = (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
        if (plan.places.length || found.join() !== "walk") wrong.push(`${frame(name)} -> places ${JSON.stringify(plan.places.map((p) => p.label))}, found ${found.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is the place where no memory says the two words together", async () => {
    const { index } = await parkLibrary("Phoenix Park");
    expect(parseQuery("photos in Phoenix last year", NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).places.map((p) => p.label)).toEqual(["Phoenix"]);
    // A name of two words no memory says is the place it is (Lincoln Park, Michigan).
    expect(parseQuery("Lincoln Park", NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).places.map((p) => p.label)).toEqual(["Lincoln Park"]);
  });
});
