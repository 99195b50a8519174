import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);
/** How people say a photo has no colour, as typed. */
const SAID = ["black and white", "Black & White", "black-and-white", "b&w", "B/W", "monochrome", "greyscale", "grayscale", "grey scale", "black n white"];
/** Where it stands in a query, and what else the query asks. */
const SLOTS: Array<{ query: (style: string) => string; words: string[] }> = [
  { query: (s) => `${s} photos`, words: [] },
  { query: (s) => `${s} pictures of the beach`, words: ["beach"] },
  { query: (s) => `the ${s} one`, words: [] },
  { query: (s) => `beach in ${s}`, words: ["beach"] },
  { query: (s) => `${s} shots from 2019`, words: [] },
  { query: (s) => `${s} pics of dogs`, words: ["dogs"] },
];

describe("a photo said to have no colour", () => {
  it("is one word to find, not a black thing and a white one (10 ways of saying it × 6 places in a query)", () => {
    const wrong: string[] = [];
    for (const style of SAID) {
      for (const slot of SLOTS) {
        const query = slot.query(style);
        const plan = parseQuery(query, NOW, {});
        const words = [...plan.words].sort();
        const want = ["monochrome", ...slot.words].sort();
        const chip = plan.chips.find((c) => c.id === "word:monochrome");
        if (JSON.stringify(words) !== JSON.stringify(want) || chip?.label !== "black and white" || query.slice(...chip.span!).toLowerCase() !== style.toLowerCase()) wrong.push(`${query} → ${JSON.stringify(plan.words)} ${chip?.label}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is left out where a negation says so", () => {
    for (const query of ["beach photos, not black and white", "the beach but no b&w ones", "beach without the greyscale ones"]) {
      const plan = parseQuery(query, NOW, {});
      expect(plan.notWords, query).toContain("monochrome");
      expect(plan.words, query).toEqual(["beach"]);
    }
  });

  it("is not read where the colours are a thing's ('a black and white cat')", () => {
    for (const [query, words] of [["a black and white cat", ["black", "white", "cat"]], ["black and white cows in the field", ["black", "white", "cows", "field"]], ["the black cat", ["black", "cat"]]] as const) {
      expect(parseQuery(query, NOW, {}).words, query).toEqual(words);
    }
  });
});
