import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { stem } from "../words/terms";
import { meaningsOf } from "./meanings";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import objectWords from "../library/analysis/object-words.json" with { type: "json" };

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);

/** Concepts a person asks for, and WordNet's words two kinds or more under each, the first few one-word ones: words a photo's print could say. */
const CONCEPTS = ["animals", "flowers", "food", "vehicles", "furniture", "birds", "tools", "drinks", "fish", "trees"];
function narrowerWords(concept: string, n: number): string[] {
  return meaningsOf(concept)
    // Not a form of the concept's own word: "drinking" is "drinks" as the index stems it.
    .filter((m) => m.similarity < 0.92 && m.similarity >= 0.7 && /^[a-z]{5,}$/.test(m.word) && stem(m.word) !== stem(concept))
    .map((m) => m.word)
    .slice(0, n);
}

async function libraryOfPrint(texts: Record<string, string>, objects: Record<string, string> = {}) {
  const lib = library();
  for (const id of Object.keys(texts)) lib.add(id, { taken_ms: Date.UTC(2025, 2, 1, 12) });
  for (const id of Object.keys(objects)) if (!(id in texts)) lib.add(id, { taken_ms: Date.UTC(2025, 2, 2, 12) });
  const ids = [...new Set([...Object.keys(texts), ...Object.keys(objects)])];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, analysis: async () => ids.map((id) => ({ id, tags: "[]", ocr_text: texts[id] ?? "", objects: objects[id] ?? "[]", faces: 0, version: "1" })) });
  return async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
}

describe("text read in a photo answers text queries, not concept queries", () => {
  it("does not rank a photo for a concept because its print says a narrower word; the word itself still finds it (grid of WordNet's words)", async () => {
    const texts: Record<string, string> = {};
    const pairs: Array<[string, string]> = [];
    for (const concept of CONCEPTS) {
      for (const word of narrowerWords(concept, 5)) {
        if (Object.values(texts).includes(word.toUpperCase())) continue;
        texts[`${concept}-${word}`] = word.toUpperCase();
        pairs.push([concept, word]);
      }
    }
    expect(pairs.length).toBeGreaterThanOrEqual(45);
    const ask = await libraryOfPrint(texts);
    // What another concept's print says may be a kind right under this one ("BEVERAGE" for food): only this concept's deeper words are checked.
    for (const concept of CONCEPTS) {
      const deeper = new Set(meaningsOf(concept).filter((m) => m.similarity < 0.92).map((m) => m.word));
      const found = await ask(concept);
      expect(found.filter((id) => deeper.has(texts[id]!.toLowerCase())), concept).toEqual([]);
      expect(found.filter((id) => id.startsWith(`${concept}-`)), concept).toEqual([]);
    }
    for (const [concept, word] of pairs) expect(await ask(word), word).toContain(`${concept}-${word}`);
  });

  it("'animals' finds the cat the detector saw, not the volleyball whose print says WORLD; 'world' finds the volleyball", async () => {
    const cat = JSON.stringify([{ label: "cat", score: 0.8, box: [0.1, 0.1, 0.5, 0.5] }]);
    const ask = await libraryOfPrint({ volleyball: "WORLD\nCHAMPIONSHIP", packet: "ZINNIAS\nMIXED COLOURS" }, { cat });
    expect(await ask("animals")).toEqual(["cat"]);
    expect(await ask("world")).toEqual(["volleyball"]);
    expect(await ask("zinnias")).toEqual(["packet"]);
    // A kind right under the concept still answers; so does a shop's sign, by what the dictionary says it sells.
    expect(await ask("flowers")).toEqual(["packet"]);
    expect(await (await libraryOfPrint({ shop: "FLORIST", volleyball: "WORLD" }))("flowers")).toEqual(["shop"]);
  });

  it("still finds a word read in a photo by a kind right under the query word (grid of WordNet's words)", async () => {
    const texts: Record<string, string> = {};
    const pairs: Array<[string, string]> = [];
    for (const concept of CONCEPTS) {
      const under = meaningsOf(concept).filter((m) => m.similarity >= 0.92 && m.similarity < 0.94 && /^[a-z]{5,}$/.test(m.word) && stem(m.word) !== stem(concept)).map((m) => m.word);
      for (const word of under.slice(0, 5)) {
        if (Object.values(texts).includes(word.toUpperCase())) continue;
        texts[`${concept}-${word}`] = word.toUpperCase();
        pairs.push([concept, word]);
      }
    }
    expect(pairs.length).toBeGreaterThanOrEqual(40);
    const ask = await libraryOfPrint(texts);
    for (const concept of CONCEPTS) {
      const found = await ask(concept);
      for (const [c, word] of pairs) if (c === concept) expect(found, `${concept} ← ${word}`).toContain(`${concept}-${word}`);
    }
  });

  it("reads a number said alone as what is written, as written: not every photo, nor its synonyms", async () => {
    const ask = await libraryOfPrint({ jersey: "PLAYER 2", sign: "TWO WAY STREET", roman: "LOUIS II", deuce: "DEUCE", plain: "" });
    expect(await ask("two")).toEqual(["sign"]);
    expect(await ask("three")).toEqual([]);
    for (const said of ["two", "three", "one", "2", "42", "seven", "the 7"]) {
      const plan = parseQuery(said, NOW);
      const word = said.replace(/^the /, "");
      expect([plan.words, plan.literal], said).toEqual([[word], [word]]);
    }
    // A number that counts something, or orders, stays so.
    expect(parseQuery("the last 3", NOW).words).toEqual([]);
    expect(parseQuery("three kids", NOW).peopleCount).toBe(3);
  });

  it("ranks a photo that only reads the word after the photos that show the thing, as a near miss; one asked as written, or shown nowhere, still answers (grid of the detector's classes)", async () => {
    const classes = Object.keys(objectWords).filter((label) => /^[a-z]+$/.test(label) && label !== "person");
    const box = [0.2, 0.2, 0.5, 0.5];
    // Photos named by number: a file name is a person's own word for a photo, and would answer.
    const texts: Record<string, string> = { "read-0": "ZINNIAS" };
    const objects: Record<string, string> = {};
    classes.forEach((label, i) => {
      texts[`read-${i + 1}`] = `${label.toUpperCase()} SHOP`;
      objects[`seen-${i + 1}`] = JSON.stringify([{ label, score: 0.8, box }]);
    });
    expect(classes.length).toBeGreaterThanOrEqual(50);
    const ask = await libraryOfPrint(texts, objects);
    for (const [i, label] of classes.entries()) {
      const found = await ask(label);
      expect(found, label).toContain(`seen-${i + 1}`);
      expect(found, label).not.toContain(`read-${i + 1}`);
      expect(await ask(`the word ${label}`), `the word ${label}`).toContain(`read-${i + 1}`);
    }
    // The kind of thing, seen and read: the zoo's sign saying ANIMALS after the dog.
    const zoo = await libraryOfPrint({ p1: "CITY ZOO\nANIMALS", p2: "CAT FOOD" }, { p3: JSON.stringify([{ label: "dog", score: 0.8, box }]), p4: JSON.stringify([{ label: "pizza", score: 0.8, box }]) });
    expect(await zoo("animals")).toEqual(["p3"]);
    expect(await zoo("food")).toEqual(["p4"]);
    expect(await zoo("the sign saying animals")).toContain("p1");
    expect(await ask("zinnias")).toEqual(["read-0"]);
  });
});

