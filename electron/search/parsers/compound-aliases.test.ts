import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
/** Where the user's corrections taught that "our lake house" is. */
const hauho = { label: "Hauho", source: "library" as const };

describe("a taught phrase said as the compound written the other way", () => {
  const said = (query: string, words: string[]) => parseQuery(query, NOW, { aliases: [{ words, place: hauho }] }).places.map((p) => p.label);

  it("is the taught phrase (2 teachings x 2 sayings x 4 positions)", () => {
    const misread: string[] = [];
    for (const taught of [["lake", "house"], ["lakehouse"]]) {
      for (const saying of ["lakehouse", "lake house"]) {
        for (const query of [`our ${saying}`, `the ${saying} in 2024`, `Leo at the ${saying}`, `summer at our ${saying} with Maria`]) {
          if (!said(query, taught).includes("Hauho")) misread.push(`${query} (taught ${taught.join(" ")})`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it("is not a part of it, nor another word that begins like it", () => {
    expect(said("the lake", ["lake", "house"])).toEqual([]);
    expect(said("our lake houseboat", ["lake", "house"])).toEqual([]);
  });
});
