import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** What was done to a thing, in words the tagger reads as nouns alone ("a painting", "the building"). */
const DOINGS = ["painting", "building", "staining", "planting", "cooking", "baking"];
const OBJECTS = ["the fence", "our deck", "my shed", "a birdhouse", "the old gate"];
const FRAMES = ["{d} {o}", "us {d} {o} last summer"];

describe("a word in -ing with its object after it is what was done, which nothing may say", () => {
  const grid = DOINGS.flatMap((doing) => OBJECTS.flatMap((object) => FRAMES.map((frame) => ({ doing, object, query: frame.replace("{d}", doing).replace("{o}", object) }))));

  it("covers at least 50 doings, objects and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("is done, and the photo of the thing answers (doing x object x frame)", async () => {
    const wrong: string[] = [];
    for (const object of OBJECTS) {
      const thing = object.split(" ").at(-1)!;
      const lib = library();
      lib.add("thing", { taken_ms: Date.UTC(2026, 0, 10, 12), lat: -41.34, lon: 174.77 });
      lib.memories.push({ photo_id: "thing", text: `finally finished the ${thing}` });
      lib.add("other", { taken_ms: Date.UTC(2026, 0, 11, 12), lat: -41.34, lon: 174.77 });
      const index = new LibraryIndex();
      await index.refresh(lib.source);
      for (const { doing, query } of grid.filter((g) => g.object === object)) {
        const plan = parseQuery(query, NOW, index.parseContext());
        const ids = (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id);
        if (!(plan.doing ?? []).includes(doing) || ids.join() !== "thing") wrong.push(`${query}: doing ${JSON.stringify(plan.doing)} -> ${JSON.stringify(ids)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("not a noun said with its article, nor one that is no verb's", () => {
    expect(parseQuery("the painting the kids did", NOW).doing).toBeUndefined();
    expect(parseQuery("my building the old one", NOW).doing).toBeUndefined();
    expect(parseQuery("the wedding the year we met", NOW).doing).toBeUndefined();
    expect(parseQuery("morning the kids left", NOW).doing ?? []).not.toContain("morning");
  });
});
