import { describe, expect, it } from "vitest";
import { inDictionary, meaningsOf } from "./meanings";

const similarity = (word: string, to: string) => meaningsOf(word).find((m) => m.word === to)?.similarity ?? 0;

describe("what a query word means, from WordNet", () => {
  it("gives synonyms and narrower words strongly, broader ones weakly", () => {
    expect(similarity("streetcar", "tram")).toBeGreaterThan(0.9);
    expect(similarity("commencement", "graduation")).toBeGreaterThan(0.85);
    expect(similarity("animal", "cat")).toBeGreaterThan(0.7);
    expect(similarity("cathedral", "church")).toBeLessThan(0.7);
  });

  it("gives a rare sense's synonyms, weaker: a cycle is a bicycle only in WordNet's sixth sense", () => {
    expect(similarity("cycle", "bicycle")).toBeGreaterThan(0.7);
    expect(similarity("cycle", "bicycle")).toBeLessThan(similarity("bike", "bicycle"));
    // Not to a word that has that sense only as a rare one of its own: an oscillation is not first of all a cycle.
    expect(similarity("cycle", "oscillation")).toBe(0);
    // A sense two words share only in their rarer senses ties them no more: a circus is no carnival.
    expect(similarity("circus", "carnival")).toBe(0);
    expect(similarity("bike", "bicycle")).toBeGreaterThan(0.9);
    expect(similarity("streetcar", "tram")).toBeGreaterThan(0.9);
  });

  it("knows a rare word as a word", () => {
    expect(["procession", "convocation", "regatta"].every(inDictionary)).toBe(true);
    expect(inDictionary("boardingpass")).toBe(false);
    // Not "picnic" + "king": the verb's k before its ending.
    expect(inDictionary("picnicking")).toBe(true);
    expect(similarity("picnicking", "picnic")).toBeGreaterThan(0.9);
  });
});
