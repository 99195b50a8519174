import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { hasObsceneSense, isInformalTerm, meaningsOf } from "./meanings";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { senses } from "../words/wordnet";

const box = [0.2, 0.2, 0.5, 0.5];
const detections = (label: string) => JSON.stringify([{ label, score: 0.8, box }]);

/** Each informal word WordNet defines for a detector's class, said in a few ways. */
const SAID: Record<string, string[]> = { cat: ["kitty", "kitties", "pussycat"], dog: ["pooch", "doggy", "doggie"] };
const FRAMES = [(w: string) => w, (w: string) => `pics of the ${w}`, (w: string) => `my ${w} in 2025`, (w: string) => `${w} photos`];

describe("a thing said in WordNet's informal words", async () => {
  const lib = library();
  for (const id of ["cat", "dog", "chair"]) lib.add(id, { taken_ms: Date.UTC(2025, 2, 1, 12) });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, analysis: async () => ["cat", "dog", "chair"].map((id) => ({ id, tags: "[]", ocr_text: "", objects: detections(id), faces: 0, version: "1" })) });
  const ask = async (query: string) => (await retrieve(parseQuery(query, new Date(2026, 10, 22, 12), index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id);
  const cases = Object.entries(SAID).flatMap(([label, words]) => words.flatMap((word) => FRAMES.map((frame) => ({ label, query: frame(word) }))));

  it.each(cases)("'$query' finds the $label the detector saw", async ({ label, query }) => {
    expect(await ask(query)).toEqual([label]);
  });

  it("reads the informal sense from WordNet's definitions, and never offers an obscene word", () => {
    expect(senses("kitty", "noun").some(isInformalTerm)).toBe(true);
    expect(senses("cat", "noun").some(isInformalTerm)).toBe(false);
    expect(meaningsOf("kitty").find((m) => m.word === "cat")?.similarity).toBeGreaterThan(0.7);
    expect(hasObsceneSense("pussy")).toBe(true);
    expect(hasObsceneSense("kitty")).toBe(false);
  });
});
