import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 22, 12);

/** A holiday's name and a word WordNet makes a thing of with it. */
const THINGS: Array<[holiday: string, noun: string]> = [
  ["christmas", "tree"], ["xmas", "tree"], ["christmas", "cards"], ["christmas", "presents"], ["christmas", "stocking"],
  ["christmas", "cake"], ["christmas", "pudding"], ["easter", "eggs"], ["easter", "bunny"], ["easter", "lily"],
];
const FRAMES = ["our {h} {n}", "the {h} {n} in the living room", "{h} {n} pics", "photos of the {h} {n}", "{h} {n}"];

describe("a holiday's name that makes a thing with the word after it", () => {
  it("is the thing, not the holiday's days (holiday × thing × frame)", () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const [holiday, noun] of THINGS) {
      for (const frame of FRAMES) {
        const query = frame.replace("{h}", holiday).replace("{n}", noun);
        const plan = parseQuery(query, NOW, { people: [], places: [] });
        if (plan.time || !plan.words.includes(noun)) wrong.push(`${query} → ${plan.time?.label ?? "no time"}, words ${plan.words.join(" ")}`);
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("leaves a holiday said with a word it makes no thing with ('the christmas party', 'easter weekend')", () => {
    for (const query of ["the christmas party", "easter weekend", "christmas 2024", "xmas morning", "christmas eve"]) expect(parseQuery(query, NOW, { people: [], places: [] }).time, query).not.toBeNull();
  });
});
