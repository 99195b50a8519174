import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** Words a memory says, which make a kind of a doing or a gathering nothing in the library says. */
const FOUND = ["bears", "cubs", "office", "family", "beach", "school"];
const DOINGS = ["game", "party", "ceremony", "parade", "picnic", "race", "festival", "celebration"];

async function libraryOf(found: string) {
  const lib = library();
  lib.add("told", { taken_ms: Date.UTC(2024, 11, 22, 12), people: "Leo" });
  lib.add("leo", { taken_ms: Date.UTC(2024, 11, 23, 12), people: "Leo" });
  lib.add("other", { taken_ms: Date.UTC(2024, 11, 24, 12) });
  lib.memories.push({ photo_id: "told", text: `${found} again, freezing but so worth it` });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

describe("a doing or a gathering nothing says, made a kind by a word that is found", () => {
  it("is the occasion that word names: its photos answer (found word × doing × frame)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const found of FOUND) {
      const { lib, index } = await libraryOf(found);
      const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
      for (const doing of DOINGS) {
        for (const query of [`${found} ${doing} with Leo`, `the ${found} ${doing}`]) {
          const ids = await ask(query);
          if (ids.join() !== "told") wrong.push(`${query} → ${ids.join(", ") || "nothing"}`);
          cases++;
        }
        // Not made a kind by the found word, the doing stays needed: no such photo.
        const alone = await ask(`Leo at a ${doing}`);
        if (alone.length) wrong.push(`Leo at a ${doing} → ${alone.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("not what befell: 'the car accident' where a memory says car is no such photo (said thing × mishap)", async () => {
    const wrong: string[] = [];
    for (const found of ["car", "kitchen", "boat", "bike"]) {
      const { lib, index } = await libraryOf(found);
      for (const mishap of ["accident", "fire", "crash", "flood"]) {
        const query = `the ${found} ${mishap}`;
        const ids = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
        if (ids.length) wrong.push(`${query} → ${ids.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("not where the word is only seen: a thing the detector found names no occasion (thing × doing)", async () => {
    const wrong: string[] = [];
    for (const [label, word] of [["car", "car"], ["dog", "dog"], ["boat", "boat"], ["bicycle", "bike"]] as const) {
      const lib = library();
      lib.add("seen", { taken_ms: Date.UTC(2024, 11, 22, 12) });
      lib.looked("seen", JSON.stringify([{ label, score: 0.9, box: [0.2, 0.2, 0.6, 0.6] }]));
      const index = new LibraryIndex();
      await index.refresh(lib.source);
      for (const doing of ["accident", "race", "parade", "festival", "crash"]) {
        const query = `the ${word} ${doing}`;
        const ids = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
        if (ids.length) wrong.push(`${query} → ${ids.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
