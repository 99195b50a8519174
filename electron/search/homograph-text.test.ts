import { describe, expect, it } from "vitest";
import { writtenIn } from "../index/graph/text-languages";
import { foundBy, WRITTEN } from "../testing/written-words";

const NOW = new Date(2026, 10, 22, 12);

/** Words of other languages that English spells too, or of three letters, and what a person asks them by in English. */
const WORDS = [
  { said: "chat", language: "fr", asked: "cat" },
  { said: "plage", language: "fr", asked: "beach" },
  { said: "feu", language: "fr", asked: "fire" },
  { said: "lac", language: "fr", asked: "lake" },
  { said: "pain", language: "fr", asked: "bread" },
  { said: "gâteau", language: "fr", asked: "cake" },
  { said: "Kind", language: "de", asked: "child" },
  { said: "See", language: "de", asked: "lake" },
  { said: "Hund", language: "de", asked: "dog" },
  { said: "Boot", language: "de", asked: "boat" },
  { said: "pan", language: "es", asked: "bread" },
  { said: "mar", language: "es", asked: "sea" },
  { said: "mare", language: "it", asked: "sea" },
  { said: "cane", language: "it", asked: "dog" },
] as const;

/** Sentences of each language a note or a sign says such a word in. */
const FRAMES: Record<(typeof WORDS)[number]["language"], string[]> = {
  fr: ["le {w} avec les enfants", "une journée au {w} chez Julie", "notre {w} pour la fête de maman"],
  de: ["das {w} mit Oma und Opa", "ein Tag am {w} mit den Kindern", "unser {w} nach dem Essen"],
  es: ["el {w} de la abuela", "un día con el {w} y los amigos", "nuestro {w} y los niños en la casa"],
  it: ["il {w} della nonna", "una giornata al {w} con gli amici", "il nostro {w} con la zia"],
};


const GRID = WORDS.flatMap((word) => FRAMES[word.language].flatMap((frame) => Object.keys(WRITTEN).map((where) => [word.said, word.language, frame.replace("{w}", word.said), where, word.asked] as const)));

describe("a word English spells too, in a text of another language, is read in that language", () => {
  it("has at least 50 combinations", () => expect(GRID.length).toBeGreaterThanOrEqual(50));

  it.each(GRID)("%s (%s) in “%s”, in %s, is found by “%s”", async (_said, _language, written, where, asked) => {
    expect(await foundBy(where as keyof typeof WRITTEN, written, asked, NOW, "a quiet afternoon at home with the family")).toEqual(["written"]);
  });

  it("says the text's language only where its words say it more than English's", () => {
    expect(writtenIn("pique-nique à la plage avec le chat")).toBe("fr");
    expect(writtenIn("gita al mare con il cane")).toBe("it");
    expect(writtenIn("Grillen am See mit dem Hund")).toBe("de");
    for (const english of ["chat with mum at the cafe", "the mare and her foal", "see the mist over the lake", "kind of a rainy day at the lake", "bar crawl with the gang", "Oktoberfest!", ""]) expect(writtenIn(english)).toBeNull();
  });
});

describe("the same words in an English text keep their English sense", () => {
  const ENGLISH = [
    ["a long chat with the neighbours", "cat"],
    ["pain in my knee after the run", "bread"],
    ["the mare and her foal in the field", "sea"],
    ["a kind note from the teacher", "child"],
    ["see you at the station", "lake"],
    ["the cane my grandad used", "dog"],
    ["the pan on the stove", "bread"],
    ["boot of the car full of shopping", "boat"],
  ] as const;

  it.each(ENGLISH.flatMap(([text, asked]) => Object.keys(WRITTEN).map((where) => [text, where, asked] as const)))("“%s” in %s is not found by “%s”", async (text, where, asked) => {
    expect(await foundBy(where as keyof typeof WRITTEN, text, asked, NOW)).toEqual([]);
  });
});
