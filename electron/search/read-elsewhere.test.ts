import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const T0 = Date.UTC(2025, 6, 19, 14, 45);
const HOUR = 3_600_000;

/** A meal or a thing nothing in the library shows, read only on a paper of another day. */
const READ = ["dinner", "lunch", "brunch", "breakfast", "cocktails", "buffet"];
/** What the rest of the query asks for, found: a person's occasion, a person at a place, two words. */
const ASKED = ["Divya's birthday {w}", "{w} with Divya on her birthday", "birthday cake {w}", "the {w} for Divya's birthday", "{w}, Divya, birthday", "{w} on Divya's birthday", "Divya birthday {w} pics", "Divya {w} birthday"];

async function occasionLibrary(read: string) {
  const lib = library();
  lib.add("birthday", { taken_ms: T0, people: "Divya Menon" });
  lib.add("cake", { taken_ms: T0 + 60_000, people: "Divya Menon" });
  lib.add("anniversary", { taken_ms: T0 + 400 * 24 * HOUR });
  lib.add("paper", { taken_ms: T0 + 90 * 24 * HOUR });
  lib.add("other", { taken_ms: T0 + 30 * 24 * HOUR, people: "Divya Menon" });
  lib.memories.push({ photo_id: "birthday", text: "Divya's 32nd birthday, chocolate truffle cake" }, { photo_id: "cake", text: "the birthday cake" }, { photo_id: "anniversary", text: "our anniversary at Toit" });
  lib.read("paper", `DAY 2 ${read.toUpperCase()} 8 PM POOLSIDE`);
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [{ name: "Divya Menon", relation: "wife" }] });
  return { lib, index };
}

describe("a word read only on a paper nothing else asked for reaches ([Note: A word read elsewhere])", () => {
  it("leaves the found ideas' photos, not the paper, and not no such photo (word × phrasing)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const read of READ) {
      const { lib, index } = await occasionLibrary(read);
      for (const asking of ASKED) {
        const query = asking.replace("{w}", read);
        const ids = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
        const want = ["birthday", "cake"];
        if (ids.join() !== want.join()) wrong.push(`${query} → ${ids.join(", ") || "nothing"}`);
        cases++;
      }
      // Asked alone, the word finds what reads it.
      const alone = (await retrieve(parseQuery(read, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
      if (alone.join() !== "paper") wrong.push(`${read} → ${alone.join(", ") || "nothing"}`);
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(48);
  });
});
