import { describe, expect, it } from "vitest";
import { allDivisions } from "../library/places/boundaries";
import { lookUpPlace } from "../library/places/gazetteer";
import { isEnglishWord } from "./meanings";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 22, 12);

/**
 * From the data: states and districts called by one common English word, with or without "The"
 * ("The Valley", Anguilla; "Capital", Bahrain; "Lakes", South Sudan), which the gazetteer finds by
 * that word.
 */
const WORDS = [...new Set(allDivisions().flatMap((division) => division.names.map((name) => name.replace(/^the\s+/i, "").toLowerCase())))]
  .filter((word) => /^[a-z]{4,}$/.test(word) && isEnglishWord(word) && lookUpPlace(`the ${word}`)?.kind === "state")
  .sort();
/** A common word said with "the" after a preposition, as people say where they were. */
const FRAMES = [(w: string) => `photos in the ${w}`, (w: string) => `a walk in the ${w}`, (w: string) => `in the ${w} last summer`, (w: string) => `Leo at the ${w}`];

describe("a state or district called like a common word, typed small with 'the'", () => {
  it("is found in the data (at least 12 such words)", () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(12);
    expect(WORDS).toEqual(expect.arrayContaining(["valley", "capital", "lakes"]));
  });

  it("is the word, not the place (word × frame)", () => {
    const wrong: string[] = [];
    for (const word of WORDS) {
      for (const frame of FRAMES) {
        const query = frame(word);
        const division = lookUpPlace(`the ${word}`)!;
        const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, people: [{ name: "Leo Marsh", relation: null }] });
        if (plan.places.some((place) => place.label === division.label)) wrong.push(`${query} → ${division.label}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(WORDS.length * FRAMES.length).toBeGreaterThanOrEqual(50);
  });

  it("is still the place written as a name, and a range, sea or country said with 'the' is still that", () => {
    expect(parseQuery("photos in The Valley, Anguilla", NOW, { gazetteer: lookUpPlace }).places.map((p) => p.label)).toContain(lookUpPlace("The Valley")!.label);
    for (const [query, label] of [["trip to the alps", "Alps"], ["in the med", "Mediterranean Sea"], ["in the netherlands", "Netherlands"], ["the hague in spring", "The Hague"]]) {
      const plan = parseQuery(query!, NOW, { gazetteer: lookUpPlace });
      expect([...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label), query).toContain(label);
    }
  });
});
