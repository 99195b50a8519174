import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

describe("retrieval over a large pool of word matches", () => {
  it("finds the nearest misses among the strongest photos outside the constraints, the only ones it scores", async () => {
    const lib = library();
    // 600 beach photos in Lisbon, none in Paris; one Paris photo with other words.
    for (let i = 0; i < 600; i++) lib.add(`b${i}`, { lat: 38.72, lon: -9.14, place: "Lisbon" }, { description: i < 5 ? "beach sunset" : "beach", keywords: i < 5 ? "sunset" : "" });
    lib.add("p", { lat: 48.86, lon: 2.35, place: "Paris" }, { description: "museum" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const plan = parseQuery("beach sunset in Paris", NOW, { ...index.parseContext() });
    expect(plan.places.map((p) => p.label)).toEqual(["Paris"]);
    const found = await retrieve(plan, { index, fullText: async () => [] });
    expect(found.passing).toEqual([]);
    // 600 photos reach the graph, more than are scored outside Paris: those that say both words must be among them.
    expect(found.near.map((c) => c.id).sort()).toEqual(["b0", "b1", "b2", "b3", "b4"]);
    expect(found.near.every((c) => c.failed.length === 1 && c.failed[0] === "not in Paris")).toBe(true);
  });
});
