import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** Things WordNet names in two words, the first found in a photo and the thing nowhere: a menu reads FISH, and no photo has a fish tank. */
const PAIRS: Array<[found: string, unmet: string]> = [
  ["fish", "tank"], ["beach", "towel"], ["camera", "tripod"], ["garden", "hose"], ["tea", "towel"], ["water", "tank"], ["paper", "towel"], ["coffee", "grinder"],
];
/** How a photo says its word: text read in it, a memory, a caption. */
const SAID: Array<(lib: ReturnType<typeof library>, id: string, word: string) => void> = [
  (lib, id, word) => lib.read(id, `${word.toUpperCase()} 12.50`),
  (lib, id, word) => lib.memories.push({ photo_id: id, text: `the ${word} we had` }),
  (lib, id, word) => (lib.texts.find((t) => t.id === id)!.description = `${word} day`),
];
const FRAMES = ["{f} {u}", "the {f} {u}", "our {f} {u} pics"];

async function libraryOf(found: string, say: (typeof SAID)[number]) {
  const lib = library();
  for (let i = 0; i < 3; i++) {
    lib.add(`${found}${i}`, { taken_ms: Date.UTC(2025, 4, 1 + i, 12) });
    say(lib, `${found}${i}`, found);
  }
  lib.add("other", { taken_ms: Date.UTC(2025, 6, 1, 12) }, { description: "museum" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

describe("a thing no photo says is what the query asks for, whatever the other words find", () => {
  it("answers no such photo, the photos of the found word its misses (found word × thing × how it is said × frame)", async () => {
    let asked = 0;
    for (const [found, unmet] of PAIRS) {
      for (const say of SAID) {
        const { lib, index } = await libraryOf(found, say);
        {
          for (const frame of FRAMES) {
            const query = frame.replace("{f}", found).replace("{u}", unmet);
            const result = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
            expect(result.passing.map((c) => c.id), query).toEqual([]);
            expect(result.near.some((c) => c.id.startsWith(found)), query).toBe(true);
            asked++;
          }
        }
      }
    }
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("answers with the found photos where the other word only says the kind of the found one, is a thing made to bear the words read, or is said with it as no one thing", async () => {
    const read = SAID[0]!;
    const cases: Array<[found: string, query: string, said: typeof SAID]> = [
      ["graduation", "the graduation ceremony", SAID], ["kayak", "my kayak boat", SAID], ["poodle", "our poodle dog", SAID], ["marathon", "the marathon race", SAID],
      ["birthday", "birthday banners", [read]], ["birthday", "the birthday card", [read]], ["concert", "concert tickets", [read]], ["sale", "sale poster", [read]],
      // Two words WordNet does not name as one: the thing may be the found one's, which no word says ("market stalls").
      ["pizza", "pizza kettle", [read]], ["beach", "beach hut", [read]],
    ];
    for (const [found, query, said] of cases) {
      for (const say of said) {
        const { lib, index } = await libraryOf(found, say);
        const result = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
        expect(result.passing.map((c) => c.id).sort(), `${query} ${said.indexOf(say)}`).toEqual([`${found}0`, `${found}1`, `${found}2`]);
      }
    }
  });
});
