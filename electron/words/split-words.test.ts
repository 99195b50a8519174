/**
 * @file The one word splitter: a word is a run of letters and digits, and each option changes only
 * what it says, checked over a generated grid of words, joints and surroundings.
 */
import { describe, expect, it } from "vitest";
import { wordSpans, wordsOf } from "./split-words";

const WORDS = ["café", "Straße", "CAFE24", "東京", "x"];
const JOINTS = ["-", "'", "’", "."];
const AROUND: Array<[string, string]> = [["", ""], ["  ", "!"], ["(", ")"], ["«", "», 2024"]];

describe("wordsOf", () => {
  it("splits on anything but letters and digits, and keeps each word as written", () => {
    expect(wordsOf("Ice-cream at Café Noir's, 9:30 — 東京!")).toEqual(["Ice", "cream", "at", "Café", "Noir", "s", "9", "30", "東京"]);
    expect(wordsOf("  ,.; ")).toEqual([]);
  });

  it("keeps apostrophes and hyphens after a word's first letter when joined, and parts words at digits when letters only", () => {
    expect(wordsOf("o'brien's check-in kids' -x 'y", { joined: true })).toEqual(["o'brien's", "check-in", "kids'", "x", "y"]);
    expect(wordsOf("CAFE24 b2b 2024", { lettersOnly: true })).toEqual(["CAFE", "b", "b"]);
    expect(wordsOf("Caffè-Bar 24h", { joined: true, lettersOnly: true })).toEqual(["Caffè-Bar", "h"]);
  });

  // Grid: 5 × 5 words × 4 joints × 4 surroundings = 400 texts.
  const grid = WORDS.flatMap((a) => WORDS.flatMap((b) => JOINTS.flatMap((joint) => AROUND.map(([before, after]) => ({ a, b, joint, text: `${before}${a}${joint}${b}${after}` })))));
  it.each(grid)("$text: two words apart, one joined where the joint is an apostrophe or a hyphen", ({ a, b, joint, text }) => {
    const plain = wordsOf(text).filter((w) => w !== "2024");
    expect(plain).toEqual([a, b]);
    expect(wordsOf(text, { joined: true }).filter((w) => w !== "2024")).toEqual(joint === "." ? [a, b] : [`${a}${joint}${b}`]);
  });
});

describe("wordSpans", () => {
  it("says where each word stands in the text", () => {
    const text = "Guest Wi-Fi, café";
    const spans = wordSpans(text);
    expect(spans.map((s) => s.word)).toEqual(["Guest", "Wi", "Fi", "café"]);
    for (const { word, start, end } of spans) expect(text.slice(start, end)).toBe(word);
    expect(wordSpans("check-in now", { joined: true })).toEqual([
      { word: "check-in", start: 0, end: 8 },
      { word: "now", start: 9, end: 12 },
    ]);
  });
});
