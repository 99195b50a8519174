import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";
import { isEnglishWord } from "../meanings";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

describe("an English word a letter from a kind's name, written with a capital", () => {
  // "Bells Beach", "Dunes at sunset": a capital marks a name or the sentence's start, never a slip of
  // "bills" or "dupes"; each of these is an English word one edit from a kind's name.
  const words = ["Dogs", "Swans", "Hills", "Chips", "Lips", "Dunes", "Pups", "Bells", "Balls", "Mills", "Slips", "Dots"];
  const frames = ["{}", "{} 2019", "the {} at sunset", "{} in Lisbon", "photos of the {}"];

  it("is that word, not the kind (12 words x 5 frames)", () => {
    expect(words.every((w) => isEnglishWord(w.toLowerCase()))).toBe(true);
    const misread: string[] = [];
    for (const word of words) {
      for (const frame of frames) {
        const query = frame.replace("{}", word);
        const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, places: ["Lisbon"] });
        if (plan.kinds.length) misread.push(`${query} -> ${JSON.stringify(plan.kinds)}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it("still reads a slip of a kind's name that is no word", () => {
    for (const [query, kind] of [["Recipts", "receipt"], ["scrennshots from Rome", "screenshot"], ["Selfes", "selfie"]] as const) {
      expect(parseQuery(query, NOW, { gazetteer: lookUpPlace, places: [] }).kinds, query).toContain(kind);
    }
  });
});
