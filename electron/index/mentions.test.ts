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

  it("finds a number asked alone only where it stands on its own, not in a price, a time, a fraction, a longer number or a code (grid)", () => {
    // A whole amount is the number too: a price of 12 is printed "12.00", "12,00" or "12.-".
    const own = (n: string) => [`PLAYER ${n}`, `No ${n}.`, `${n} FOR 1`, `page ${n}, line 9`, `(${n})`, `TOTAL ${n}.00`, `${n},00 EUR`, `CHF ${n}.-`];
    const pieces = (n: string) => [`COFFEE ${n}.50`, `at ${n}:30`, `1/${n} price`, `GATE B${n}`, `ROOM ${n}5`, `TOTAL 1${n}`, `${n},000 km`, `${n}.005`, `v${n}`];
    let checked = 0;
    for (const n of ["1", "2", "3", "7", "12", "42"]) {
      for (const text of own(n)) {
        expect(findMention(text, n), text).toBe(n);
        expect(mentionedWords(text, [n, "tea"]), text).toEqual([true, false]);
        checked++;
      }
      for (const text of pieces(n)) {
        expect(findMention(text, n), text).toBeNull();
        expect(mentionedWords(text, [n]), text).toEqual([false]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
    // A price asked as written is still its pieces in a row.
    expect(mentionedWords("COFFEE 2.50", ["2.50"])).toEqual([true]);
  });
});

