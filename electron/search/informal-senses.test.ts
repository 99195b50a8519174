import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { meaningsOf } from "./meanings";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 11, 2, 12);

/** A word, and WordNet's informal words for it whose commonest sense is another kind of thing: a loaf, a plant, a bird, a body part. */
const OTHER_FIRST: Array<[string, string[]]> = [
  ["money", ["bread", "cabbage", "dough", "scratch", "sugar"]],
  ["woman", ["doll", "skirt", "chick", "bird"]],
  ["girl", ["doll", "skirt", "chick", "bird"]],
  ["head", ["attic", "bean", "noodle", "dome"]],
  ["food", ["chow"]],
  ["cat", ["kitty", "puss", "pussycat"]],
  ["dog", ["barker"]],
  ["nose", ["beak", "honker", "snoot"]],
];
/** Informal words that are the thing first, or another word for the same kind of thing. */
const SAME: Array<[string, string]> = [["money", "moolah"], ["dog", "pooch"], ["food", "grub"], ["head", "noggin"], ["child", "kiddie"]];

async function found(query: string, memory: string): Promise<boolean> {
  const lib = library();
  lib.add("noted", {});
  lib.add("other", {});
  lib.memories.push({ photo_id: "noted", text: memory });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  const answer = await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] });
  return (answer.photos?.map((n) => index.facts(n)!.id) ?? answer.passing.map((c) => c.id)).includes("noted");
}

describe("an informal word is what it says first where that is another kind of thing", () => {
  const pairs = OTHER_FIRST.flatMap(([word, slang]) => slang.map((s) => [word, s] as const));
  const grid = pairs.flatMap(([word, slang]) => [word, `photos of the ${word}`].map((query) => ({ query, slang })));
  it("covers at least 50 searches", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(pairs)("'%s' does not mean '%s'", (word, slang) => expect(meaningsOf(word).map((m) => m.word)).not.toContain(slang));

  it.each(grid)("'$query' does not find a memory that says '$slang' in its own sense", async ({ query, slang }) => {
    expect(await found(query, `the ${slang} on the kitchen table`)).toBe(false);
  });

  it.each(SAME)("'%s' still means '%s'", async (word, slang) => {
    expect(meaningsOf(word).map((m) => m.word)).toContain(slang);
    expect(await found(word, `the ${slang} on the kitchen table`)).toBe(true);
  });
});
