import { describe, expect, it } from "vitest";
import { findMention, joinedPairs, mentionedWords } from "./mentions";
import { compoundParts } from "../words/terms";

// Compounds a dictionary has in neither form, in one form, or as the two words only.
const COMPOUNDS: Array<[string, string]> = [["lake", "house"], ["tree", "house"], ["beach", "bar"], ["fire", "pit"], ["sea", "side"], ["water", "front"], ["boat", "house"]];
/** How a photo's text writes the compound. */
const WRITTEN = [(a: string, b: string) => `${a}${b}`, (a: string, b: string) => `${a} ${b}`, (a: string, b: string) => `${a}-${b}`, (a: string, b: string) => `${a[0]!.toUpperCase()}${a.slice(1)} ${b[0]!.toUpperCase()}${b.slice(1)}`, (a: string, b: string) => `${a}${b}`.toUpperCase()];
/** Where in the text. */
const PLACED = [(c: string) => c, (c: string) => `Guest ${c} 2023`, (c: string) => `welcome to the ${c}`];
/** How the query says it. */
const ASKED = [(a: string, b: string) => [`${a}${b}`], (a: string, b: string) => [a, b]];

describe("a compound written closed or open reaches the other form", () => {
  it("in a photo's text, however each side writes it (7 compounds x 5 writings x 3 places x 2 askings)", () => {
    const missed: string[] = [];
    for (const [a, b] of COMPOUNDS) {
      for (const write of WRITTEN) {
        for (const place of PLACED) {
          for (const ask of ASKED) {
            const text = place(write(a, b));
            const words = ask(a, b);
            if (!mentionedWords(text, words).every(Boolean)) missed.push(`${JSON.stringify(words)} in "${text}"`);
          }
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it("names the text's words that mention a glued word, for the reasons shown", () => {
    expect(findMention("Lake House, summer 2023", "lakehouse")).toBe("lakehouse");
    expect(findMention("the tree houses", "treehouse")).toBe("treehouse");
  });

  it("keeps ordinary words words: one part alone, another order, or a dictionary word are not the compound", () => {
    expect(mentionedWords("Guest Wi-Fi lakehouse", ["lake"])).toEqual([false]);
    expect(mentionedWords("Guest Wi-Fi lakehouse", ["house"])).toEqual([false]);
    expect(mentionedWords("a house by the lake", ["lakehouse"])).toEqual([false]);
    expect(mentionedWords("the blue lake", ["lake", "house"])).toEqual([true, false]);
    // A word the dictionary has is that word, not two glued: "season" is no sea and son, "carpet" no car and pet.
    for (const word of ["season", "carpet", "password", "seaside", "waterfront", "tulip", "boathouse"]) expect(compoundParts(word), word).toBeNull();
    expect(mentionedWords("the car and the pet", ["carpet"])).toEqual([false]);
    // Words of the request and short pieces are never glued.
    expect(joinedPairs(["in", "the", "house"])).toEqual([]);
  });
});
