import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
/** As said; "last week" and a bare "last day" are the week and the day before now, not a stay's. */
const PARTS = ["first day", "first week", "the last day", "my last day"];
const TAILS = ["of school", "at work", "at the new job", "of swim lessons"];
const FRAMES = [(p: string, t: string) => `${p} ${t}`, (p: string, t: string) => `${p} ${t} 2024`, (p: string, t: string) => `pics of ${p} ${t}`, (p: string, t: string) => `${p} ${t} pics`];

/** The photo a memory says was the part, one whose text says the tail's noun, and a few others. */
async function read(query: string, memory: string | null, tail: string) {
  const lib = library();
  lib.add("said", { taken_ms: Date.UTC(2024, 7, 19, 8) });
  if (memory) lib.memories.push({ photo_id: "said", text: memory });
  lib.add("other", { taken_ms: Date.UTC(2024, 9, 2, 8) });
  lib.memories.push({ photo_id: "other", text: `${tail.split(" ").at(-1)} again` });
  for (let k = 0; k < 3; k++) lib.add(`x${k}`, { taken_ms: Date.UTC(2024, k, 2, 8) });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  const plan = parseQuery(query, NOW, index.parseContext());
  return { plan, found: (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort() };
}

describe("a part of a stay said as a memory says it, where no place picks a stay", () => {
  it("is those words, and finds the photo the memory is of (4 parts x 4 occasions x 4 frames)", async () => {
    const wrong: string[] = [];
    for (const part of PARTS)
      for (const tail of TAILS)
        for (const frame of FRAMES) {
          const { found } = await read(frame(part, tail), `${part.replace(/^(?:the|my) /, "")} ${tail}!`, tail);
          if (found.join() !== "said") wrong.push(`${frame(part, tail)} → ${found.join(", ") || "nothing"}`);
        }
    expect(wrong).toEqual([]);
  });

  it("stays no time and no words where no memory says them together", async () => {
    const { plan } = await read("first day of school", "school run in the rain", "of school");
    expect(plan.words).not.toContain("first");
    expect(plan.chips.some((c) => c.kind === "unused" && c.label.includes("first day"))).toBe(true);
  });
});
