import { describe, expect, it } from "vitest";
import { findMention, mentionedWords } from "./mentions";

describe("whether a text mentions a word", () => {
  it("forgives case, accents and simple endings", () => {
    expect(mentionedWords("CAFÉ CENTRAL\nCOFFEE 3.50", ["cafe", "coffee", "tea"])).toEqual([true, true, false]);
    expect(findMention("Tickets to Lisbon", "ticket")).toBe("Tickets");
  });

  it("finds a word written with marks inside as its pieces in a row: a price, a hyphenated word", () => {
    expect(mentionedWords("CAKE 4.20\nTOTAL 9.70", ["total", "9.70", "4.70"])).toEqual([true, true, false]);
    expect(findMention("sent by e-mail", "e-mail")).toBe("e-mail");
    expect(findMention("9 items, 70 cents", "9.70")).toBeNull();
  });
});
