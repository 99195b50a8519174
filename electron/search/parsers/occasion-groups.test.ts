import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = { people: [{ name: "Divya", relation: "wife" }] };

/** Gatherings WordNet files as occasions too: what happened, to be found by its word. */
const OCCASIONS = ["housewarming", "reunion", "meeting", "soiree"];
/** Gatherings that are only people seen together: how many are in the photo. */
const GROUPS = ["crowd", "audience", "band", "orchestra", "choir", "congregation"];
const FRAMES: Array<(said: string) => string> = [(w) => `the ${w}`, (w) => `photos from the ${w}`, (w) => `our ${w} in 2024`, (w) => `${w} at grandma's`, (w) => `pics of the ${w} with Divya`];

describe("a gathering said in a query", () => {
  const cases = [...OCCASIONS, ...GROUPS].flatMap((word) => FRAMES.map((frame) => ({ word, query: frame(word), occasion: OCCASIONS.includes(word) })));

  it("covers at least 50 combinations of gathering and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it("is a word to find where it is an occasion, and a count of people where it is only people together (gathering x frame)", () => {
    const wrong = cases.flatMap(({ word, query, occasion }) => {
      const plan = parseQuery(query, NOW, CONTEXT);
      const read = { word: plan.words.includes(word), group: Boolean(plan.group) };
      // "our band" is whose, not how many: a group said as someone's is left to the rest of the grammar.
      const expected = occasion ? { word: true, group: false } : query.startsWith("our ") ? read : { word: false, group: true };
      return JSON.stringify(read) === JSON.stringify(expected) ? [] : [`${query}: ${JSON.stringify(read)}`];
    });
    expect(wrong).toEqual([]);
  });
});
