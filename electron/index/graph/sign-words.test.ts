import { describe, expect, it } from "vitest";
import { signGlosses, signSynonyms } from "./sign-words";

describe("the English of signs abroad", () => {
  it("reads shop and building words of other languages, accents or none, in any case", () => {
    expect(signGlosses("FARMACIA")).toEqual([{ said: "FARMACIA", english: ["pharmacy"] }]);
    expect(signGlosses("Taquería El Güero\nabierto")).toEqual([{ said: "Taquería", english: ["tacos", "taco shop"] }]);
    expect(signGlosses("Boulangerie Pâtisserie").map((g) => g.english[0])).toEqual(["bakery", "pastry shop"]);
  });

  it("leaves out words that are English already, and says each word once", () => {
    expect(signGlosses("STATION CAFE HOSPITAL")).toEqual([]);
    expect(signGlosses("MERCADO mercado")).toHaveLength(2);
    expect(signGlosses("MERCADO MERCADO")).toHaveLength(1);
    expect(signGlosses("")).toEqual([]);
  });

  it("gives a sign word asked for its English and the words of other languages that say the same", () => {
    expect(signSynonyms("farmacia")).toEqual(expect.arrayContaining(["pharmacy", "apotheke", "pharmacie"]));
    expect(signSynonyms("gelateria")).toEqual(expect.arrayContaining(["gelato", "helado"]));
    expect(signSynonyms("pharmacy")).toEqual([]);
  });
});
