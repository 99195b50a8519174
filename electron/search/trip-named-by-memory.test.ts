import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;

/** What a memory of one photo says the trip was for. */
const OCCASIONS = ["honeymoon", "anniversary", "engagement", "retirement", "graduation"];
const MEMORIES = ["sunset from the riad roof on our {o}", "the {o} dinner by the harbour", "Ana and me, {o} week"];
const ASKED = ["our {o} trip", "photos from the {o} trip", "the {o} holiday", "{o} vacation pics"];

/** Two trips of four and three photos and two photos at home; one photo of the first has the memory. */
async function tripLibrary(memory: string) {
  const lib = library();
  const start = Date.UTC(2018, 9, 11, 10);
  // A kilometre apart, as a trip's days are spent in different parts of a city: each its own spot.
  for (let k = 0; k < 4; k++) lib.add(`away-${k}`, { taken_ms: start + k * DAY, lat: 31.63 + k * 0.01, lon: -8.0, place: "Marrakesh", country: "Morocco", country_code: "MA", event_id: "t1" });
  for (let k = 0; k < 3; k++) lib.add(`other-${k}`, { taken_ms: start + 300 * DAY + k * DAY, lat: 38.72, lon: -9.14, place: "Lisbon", country: "Portugal", country_code: "PT", event_id: "t2" });
  for (let k = 0; k < 2; k++) lib.add(`home-${k}`, { taken_ms: start - 30 * DAY + k * DAY, lat: 55.95, lon: -3.19, place: "Edinburgh", country: "United Kingdom", country_code: "GB" });
  lib.memories.push({ photo_id: "away-2", text: memory });
  const events = [
    { id: "t1", title: "Marrakesh, 11–14 Oct 2018", kind: "trip", start_at: new Date(start).toISOString(), end_at: new Date(start + 4 * DAY).toISOString() },
    { id: "t2", title: "Lisbon, 7–9 Aug 2019", kind: "trip", start_at: new Date(start + 300 * DAY).toISOString(), end_at: new Date(start + 303 * DAY).toISOString() },
  ];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });
  return { lib, index };
}

async function answer(query: string, { lib, index }: Awaited<ReturnType<typeof tripLibrary>>): Promise<string[]> {
  const plan = parseQuery(query, NOW, index.parseContext());
  const found = await retrieve(plan, { index, fullText: fullTextOf(lib, index) });
  return found.passing.sort((a, b) => b.score - a.score).map((c) => c.id);
}

describe("a trip said with a word one of its photos' memories has", () => {
  it("is that whole trip, the photo the memory is of first (occasion × memory × way of asking ≥ 50)", async () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const occasion of OCCASIONS)
      for (const memory of MEMORIES) {
        const library = await tripLibrary(memory.replace("{o}", occasion));
        for (const asked of ASKED) {
          const query = asked.replace("{o}", occasion);
          const ids = await answer(query, library);
          if (ids[0] !== "away-2" || [...ids].sort().join() !== "away-0,away-1,away-2,away-3") wrong.push(`${query} (${memory}): ${ids.join(" ")}`);
          checked++;
        }
      }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(50);
  }, 120_000);

  it("is the photos that have the word for a visit or a day, which was part of the trip", async () => {
    const library = await tripLibrary("sharks at the aquarium");
    expect(await answer("the aquarium visit", library)).toEqual(["away-2"]);
    expect(await answer("our day at the aquarium", library)).toEqual(["away-2"]);
  });

  it("is the one photo when no trip is said", async () => {
    const library = await tripLibrary("sunset from the riad roof on our honeymoon");
    expect(await answer("honeymoon sunset", library)).toEqual(["away-2"]);
  });
});
