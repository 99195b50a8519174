import { afterEach, describe, expect, it, vi } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { otherSpellings, terms } from "../../words/terms";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/**
 * Words that are the names of every JavaScript object's own properties ("CONSTRUCTOR" on a
 * building site's sign): a table kept as a plain object answers them with a function, and the
 * parser failed on them ("word.padEnd is not a function"), searching the words as written.
 */
const WORDS = ["constructor", "Constructor", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "__proto__", "__defineGetter__"];
const FRAMES = ["{w}", "the {w} sign", "photos of the {w} in 2023", "our first {w} trip", "{w} with Gabi"];

describe("a word that names a property of every object is a word", () => {
  afterEach(() => vi.restoreAllMocks());
  const grid = WORDS.flatMap((word) => FRAMES.map((frame) => [frame.replace("{w}", word), word] as const));
  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is read by the grammar", (query) => {
    const failed = vi.spyOn(console, "error").mockImplementation(() => {});
    const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, people: [{ name: "Gabriela Soto", relation: null }] });
    expect(failed).not.toHaveBeenCalled();
    expect(plan.words.every((w) => typeof w === "string")).toBe(true);
  });

  it.each(WORDS)("'%s' in a photo's text gives words, never a function", (word) => {
    expect([...terms(`SITE ${word.toUpperCase()} ${word}`), ...otherSpellings(`${word} ${word.toUpperCase()}`)].every((t) => typeof t === "string")).toBe(true);
  });
});
