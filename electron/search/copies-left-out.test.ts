import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const MARCH_2025 = Date.UTC(2025, 2, 2, 8);

/**
 * One photo with a thing, a person and a place on it, and its copy (a larger export, the same
 * picture) whose own facts say none of them; two other photos of 2025.
 */
async function album() {
  const lib = library();
  lib.add("coffee", { taken_ms: MARCH_2025, lat: 38.72, lon: -9.14, place: "Lisbon", country: "Portugal", country_code: "PT", people: "Leo", dup_group: "g1" }, { keywords: "coffee" });
  lib.add("coffeeCopy", { taken_ms: MARCH_2025 + 60_000, dup_group: "g1" });
  lib.add("receipt", { taken_ms: MARCH_2025 + 86_400_000, lat: 41.15, lon: -8.61, place: "Porto", country: "Portugal", country_code: "PT" }, { keywords: "receipt" });
  lib.add("beach", { taken_ms: MARCH_2025 + 2 * 86_400_000, lat: 41.15, lon: -8.61, place: "Porto", country: "Portugal", country_code: "PT" }, { keywords: "beach" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

const LEFT_OUT = { thing: "coffee", person: "Leo", place: "Lisbon" };
const CUES = ["not", "without", "except", "but not", "excluding", "minus", "other than", "no"];
const FRAMES = [(cue: string, x: string) => `2025 ${cue} ${x}`, (cue: string, x: string) => `pictures from 2025 ${cue} ${x}`, (cue: string, x: string) => `everything in 2025, ${cue} ${x}`];

describe("what is left out of a photo is left out of its copies", async () => {
  const index = await album();
  const cases = Object.entries(LEFT_OUT).flatMap(([slot, said]) => CUES.flatMap((cue) => FRAMES.map((frame) => ({ slot, query: frame(cue, said) }))));

  it("covers at least 50 combinations of what is left out, cue and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("$slot: '$query' leaves out the photo and its copy", async ({ query }) => {
    const found = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] });
    expect(found.passing.map((c) => c.id).sort()).toEqual(["beach", "receipt"]);
  });
});
