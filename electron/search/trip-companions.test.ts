import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;
const LISBON = { lat: 38.72, lon: -9.14, place: "Lisbon", region: "Lisbon", country: "Portugal", country_code: "PT" };
const ROME = { lat: 41.9, lon: 12.5, place: "Rome", region: "Lazio", country: "Italy", country_code: "IT" };
const PORTO = { lat: 41.15, lon: -8.61, place: "Porto", region: "Porto", country: "Portugal", country_code: "PT" };

/**
 * Home in Lisbon; three days in Rome in June 2024, Nico in one of its photos; three in Porto in
 * September, Gabi in one; Nico at home too.
 */
describe("the trip with someone: the trips they went on, whole", async () => {
  const lib = library();
  lib.add("home-nico", { taken_ms: Date.UTC(2024, 2, 3, 12), ...LISBON, people: "Nicolás Ferrari" });
  for (const d of [0, 1, 2]) lib.add(`rome-${d}`, { taken_ms: Date.UTC(2024, 5, 10 + d, 12), ...ROME, event_id: "rome", people: d === 1 ? "Nicolás Ferrari" : "" });
  for (const d of [0, 1, 2]) lib.add(`porto-${d}`, { taken_ms: Date.UTC(2024, 8, 5 + d, 12), ...PORTO, event_id: "porto", people: d === 0 ? "Gabriela Soto" : "" });
  const events = [
    { id: "rome", title: "Rome", kind: "trip", start_at: "2024-06-10T12:00:00", end_at: "2024-06-12T12:00:00" },
    { id: "porto", title: "Porto", kind: "trip", start_at: "2024-09-05T12:00:00", end_at: "2024-09-07T12:00:00" },
  ];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  };
  const rome = ["rome-0", "rome-1", "rome-2"];
  const porto = ["porto-0", "porto-1", "porto-2"];

  const frames: Array<[string, string[]]> = [
    ["the {} with Nico", rome],
    ["our {} with Nicolás", rome],
    ["the {} with Nico in 2024", rome],
    ["our {} w/ Nico", rome],
    ["the {} with my fiancé Nico", rome],
    ["our {} with Nico and Gabi", [...rome, ...porto]],
    ["photos from our {} with Gabi", porto],
    ["{}s with Nico", rome],
    ["our {}s with Nico and Gabi", [...rome, ...porto]],
  ];
  const nouns = ["trip", "holiday", "vacation", "getaway"];

  it("is every photo of the trips they have a photo on, one trip said or several (4 nouns x 9 frames x 2 cases)", async () => {
    const misread: string[] = [];
    for (const noun of nouns) {
      for (const [frame, expected] of frames) {
        for (const query of [frame.replace("{}", noun), frame.replace("{}", noun).replace(/^./, (c) => c.toUpperCase())]) {
          const got = await found(query);
          if (JSON.stringify(got) !== JSON.stringify([...expected].sort())) misread.push(`${query} -> ${JSON.stringify(got)}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it("is who the photos show where the person is not said as who went", async () => {
    expect(await found("Nico on our trips")).toEqual(["rome-1"]);
    expect(await found("trip photos of Nico")).toEqual(["rome-1"]);
  });

  it("is no such photo where they went on no trip", async () => {
    const plan = parseQuery("the trip with Santi", NOW, { ...index.parseContext(), people: [...index.parseContext().people, { name: "Santiago Ruiz", relation: null }], gazetteer: lookUpPlace });
    expect((await retrieve(plan, { index, fullText: async () => [] })).passing).toEqual([]);
  });
});
