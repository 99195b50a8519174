import { describe, expect, it } from "vitest";
import { wordNetLemmas } from "../testing/wordnet-lemmas";
import { namesAnOccasion } from "./moments";
import { peopleGroup } from "./people-words";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);
const FRAMES = [(w: string) => `the ${w}`, (w: string) => `photos from the ${w}`, (w: string) => `${w} 2024`];

describe("a word for an occasion people gather for", () => {
  // Every noun WordNet files both as a gathering of people and as an occasion: reunion, housewarming, banquet, soiree…
  const occasions = wordNetLemmas("noun").filter((w) => /^[a-z]+$/.test(w) && peopleGroup(w) && namesAnOccasion(w));

  it(`is the occasion, a word its photos say, not a headcount (${occasions.length} words x 3 frames)`, () => {
    expect(occasions).toContain("reunion");
    expect(occasions.length * FRAMES.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const word of occasions) {
      for (const frame of FRAMES) {
        const plan = parseQuery(frame(word), NOW, {});
        if (plan.group || plan.peopleCount !== undefined || !plan.words.includes(word)) wrong.push(`${frame(word)} → ${JSON.stringify({ group: plan.group, words: plan.words })}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("leaves a group seen together a group: a crowd, an audience, a band, a choir", () => {
    for (const word of ["crowd", "audience", "band", "choir"]) expect(parseQuery(`the ${word}`, NOW, {}).group, word).toBe(true);
    expect(parseQuery("a couple at the beach", NOW, {}).peopleCount).toBe(2);
  });
});
