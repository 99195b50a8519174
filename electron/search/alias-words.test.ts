import { describe, expect, it } from "vitest";
import { aliasRefusal, isTimeWord, namedAlready, phraseKey, reservedWord } from "./alias-words";

describe("which phrases an alias may take", () => {
  it("never a word searches ask with, nor one that judges", () => {
    for (const word of ["from", "in", "of", "with", "the", "show", "photos"]) expect(reservedWord(word)).toContain("a word searches ask with");
    for (const word of ["old", "best"]) expect(reservedWord(word)).toContain("judges a photo");
  });

  it("never a word of time, as the parser reads times", () => {
    const time = ["march", "may", "monday", "tue", "today", "yesterday", "tonight", "last", "next", "past", "ago", "early", "summer", "fall", "winter", "2020", "1990s", "christmas", "easter", "weekend", "morning", "noon", "year", "week", "first", "latest", "recently"];
    expect(time.filter((word) => !isTimeWord(word))).toEqual([]);
    expect(reservedWord("summer")).toContain("a word of time");
  });

  it("any word that names a thing, a place or a relation of one's own", () => {
    const free = ["son", "mom", "grandma", "lake", "house", "cottage", "cabin", "beach", "hut", "rug", "sunset", "birthday", "trip"];
    expect(free.filter((word) => reservedWord(word) !== null)).toEqual([]);
  });

  it("not a name the library already has: a person, by name or relation, or a place", () => {
    const known = { people: [{ name: "Leo Smith", relation: "son" }, { name: "Maria", relation: null }], places: ["Lisbon", "New York"] };
    expect(namedAlready(["maria"], known)).toBe("“maria” already names Maria");
    expect(namedAlready(["leo"], known)).toBe("“leo” already names Leo Smith");
    expect(namedAlready(["boy"], known)).toBe("“boy” already names Leo Smith, your son");
    expect(namedAlready(["new", "york"], known)).toBe("“new york” already names the place New York");
    expect(namedAlready(["lake", "house"], known)).toBeNull();
    expect(aliasRefusal(["lake", "from"], known)).toContain("“from” is a word searches ask with");
  });

  it("reads two words for one relation as one phrase, as the parser does", () => {
    expect(phraseKey(["mom"])).toBe(phraseKey(["mother"]));
    expect(phraseKey(["mom", "house"])).toBe(phraseKey(["mum", "house"]));
    expect(phraseKey(["mom"])).not.toBe(phraseKey(["dad"]));
    expect(phraseKey(["son"])).not.toBe(phraseKey(["daughter"]));
    expect(phraseKey(["lake", "house"])).not.toBe(phraseKey(["house"]));
  });
});
