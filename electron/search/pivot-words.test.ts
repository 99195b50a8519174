import { describe, expect, it } from "vitest";
import { foundBy, WRITTEN } from "../testing/written-words";

const NOW = new Date(2026, 10, 22, 12);

/** Nouns FreeDict's own French, Italian and Dutch dictionaries into English lack, which WikDict's Polish and Finnish agree on, and what a person asks them by. */
const WORDS = [
  ["citrouille", "pumpkin"], ["essieu", "axle"], ["pagaie", "paddle"], ["goélette", "schooner"], ["contrebasse", "double bass"],
  ["zuppa", "soup"], ["accappatoio", "bathrobe"], ["acquedotto", "aqueduct"], ["acrobata", "acrobat"],
  ["aanbeeld", "anvil"], ["afwasser", "dishwasher"], ["afstandsbediening", "remote control"], ["amfoor", "amphora"],
] as const;
/** A note or a sign says the word in a sentence of its language, or alone in capitals. */
const FORMS = [(word: string) => `${word} !`, (word: string) => word.toUpperCase()];

const GRID = WORDS.flatMap(([said, asked]) => FORMS.flatMap((form) => Object.keys(WRITTEN).map((where) => [form(said), where, asked] as const)));

describe("a noun the language's own dictionary lacks is found by the English both pivots give it", () => {
  it("has at least 50 combinations", () => expect(GRID.length).toBeGreaterThanOrEqual(50));

  it.each(GRID)("“%s” in %s is found by “%s”", async (written, where, asked) => {
    expect(await foundBy(where as keyof typeof WRITTEN, written, asked, NOW)).toEqual(["written"]);
  });
});
