import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** What a memory names an afternoon by, with a word of time that the afternoon is not. */
const WHAT = ["tattoo", "quiz", "karaoke", "trivia", "poker", "pizza"];
const WHEN = ["night", "evening", "morning"];
const FRAMES = ["the {w} {t}", "photos from the {w} {t}", "{w}-{t} pics"];

async function album(what: string, when: string) {
  const lib = library();
  lib.add("named", { taken_ms: Date.UTC(2025, 8, 20, 14, 30) });
  lib.memories.push({ photo_id: "named", text: `the ${what} ${when}, never again lol` });
  lib.add("other", { taken_ms: Date.UTC(2025, 8, 21, when === "morning" ? 8 : 21) });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

const found = async (index: LibraryIndex, query: string) => {
  const plan = parseQuery(query, NOW, index.parseContext());
  return { plan, ids: (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id) };
};

describe("a word of time said with another as a memory says them: the memory's name for what happened", () => {
  const grid = WHAT.flatMap((what) => WHEN.flatMap((when) => FRAMES.map((frame) => ({ what, when, query: frame.replace("{w}", what).replace("{t}", when) }))));

  it("covers at least 50 names and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("finds the memory's photo, taken at another time of day, with no time kept to (word x time x frame)", async () => {
    const wrong: string[] = [];
    for (const what of WHAT) {
      for (const when of WHEN) {
        const index = await album(what, when);
        for (const { query } of grid.filter((g) => g.what === what && g.when === when)) {
          const { plan, ids } = await found(index, query);
          if (plan.time || ids.join() !== "named") wrong.push(`${query}: ${plan.time?.label ?? "no time"} -> ${JSON.stringify(ids)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("still reads a time said with an occasion, with another time, or as part of a longer one, and where no memory says the two", async () => {
    const lib = library();
    lib.add("wedding", { taken_ms: Date.UTC(2025, 2, 15, 21) });
    lib.add("sunset", { taken_ms: Date.UTC(2023, 3, 7, 18) });
    lib.add("swim", { taken_ms: Date.UTC(2023, 11, 25, 10) });
    lib.memories.push({ photo_id: "wedding", text: "our wedding night!" }, { photo_id: "sunset", text: "Good Friday sunset in the Berg" }, { photo_id: "swim", text: "Christmas morning swim, ice cold" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const timeOf = (query: string) => parseQuery(query, NOW, index.parseContext()).time?.label;
    expect(timeOf("our wedding night")).toBe("the night");
    expect(timeOf("good friday sunset")).toBe("any Good Friday");
    expect(timeOf("christmas morning swim")).toBe("the morning of any Christmas");
    expect(timeOf("the quiz night")).toBe("the night");
  });
});
