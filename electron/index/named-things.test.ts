import { describe, expect, it } from "vitest";
import { library } from "../testing/memory-library";
import { parseQuery } from "../search/query-parser";
import { retrieve } from "../search/retrieve";
import { LibraryIndex } from "./library-index";

const NOW = new Date(2026, 10, 30, 12);

/** Names printed glued to what the place is, and how a sign or a till prints them. */
const NAMES = ["ferg", "kowhai", "moana", "rimu", "harbourside"];
const HEADS = ["burger", "bakery", "brewery", "pharmacy", "motors", "hardware"];
const CASES: Array<(word: string) => string> = [(w) => w.toUpperCase(), (w) => w[0]!.toUpperCase() + w.slice(1)];

async function ask(query: string, texts: string[]): Promise<string[]> {
  const lib = library();
  texts.forEach((text, i) => {
    lib.add(`p${i}`, { taken_ms: Date.UTC(2024, 7, 1 + i, 19) });
    lib.read(`p${i}`, text);
  });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id);
}

describe("a name printed glued to what it names is found by that word", () => {
  const grid = NAMES.flatMap((name) => HEADS.flatMap((head) => CASES.map((shape) => ({ head, printed: shape(`${name}${head}`) }))));

  it("covers at least 50 names, heads and cases", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("finds the receipt or sign by the noun the name ends in (name x noun x case)", async () => {
    const wrong: string[] = [];
    for (const { head, printed } of grid) {
      const ids = await ask(head, [`${printed}\n42 Shotover St\nTOTAL NZD 53.90`, "Queenstown\nSaturday"]);
      if (ids.join() !== "p0") wrong.push(`${head} <- ${printed}: ${JSON.stringify(ids)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("not by a short last word, nor in a word of its own or one OCR read small", async () => {
    expect(await ask("town", ["ZOKATOWN"])).toEqual([]);
    expect(await ask("paper", ["SANDPAPER 5PK"])).toEqual([]);
    expect(await ask("burger", ["xqzburger"])).toEqual([]);
  });
});
