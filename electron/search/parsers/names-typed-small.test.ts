import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** Pairs of the library's people whose names are words of another language: "nani" Italian dwarfs, "cielo" a Spanish sky, "pilar" a pillar. */
const PAIRS: Array<[string, string]> = [["Nani", "Nana"], ["Flor", "Amor"], ["Cielo", "Estrella"], ["Rocio", "Pilar"], ["Paloma", "Perla"], ["Blanca", "Dolores"], ["Alba", "Nieves"], ["Milagros", "Consuelo"]];
const FRAMES = ["{a} and {b} at christmas", "{a} with {b}", "photos of {a} and {b}", "{a} and {b} in 2024", "{b} and {a} at the beach", "{a} und {b}", "fotos von {a} und {b}"];

const named = (query: string, people: Array<{ name: string; relation: string | null }>) => [...new Set(parseQuery(query, NOW, { people }).people.flatMap((p) => p.names))].sort();

describe("a name of the library's people typed small is theirs, in a query read in another language too", () => {
  const grid = PAIRS.flatMap(([a, b]) => FRAMES.map((frame) => ({ a, b, query: frame.replace("{a}", a.toLowerCase()).replace("{b}", b.toLowerCase()) })));
  it("covers at least 50 pairs and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("finds both people, not what their names mean in a dictionary (pair x frame)", () => {
    const wrong = grid.flatMap(({ a, b, query }) => {
      const people = [{ name: a, relation: null }, { name: b, relation: null }, { name: "Priya", relation: "me" }];
      const found = named(query, people);
      return found.includes(a) && found.includes(b) ? [] : [`${query}: ${found.join(", ")} ${JSON.stringify(parseQuery(query, NOW, { people }).words)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("reads German's 'und' as 'and', though English finds it as an inflection: 'lena und ich' is Lena and the user", () => {
    const people = [{ name: "Lena Weber", relation: "partner" }, { name: "Max Huber", relation: "me" }, { name: "Tobi Huber", relation: "brother" }];
    expect(parseQuery("lena und ich", NOW, { people }).words).toEqual([]);
    expect(named("mama und tobi", [...people, { name: "Mama", relation: "mother" }])).toEqual(["Mama", "Tobi Huber"]);
    // "mit" is MIT to WordNet, and a query typed in English may say it: it decides nothing alone.
    expect(parseQuery("mit campus tour", NOW, {}).words).toContain("mit");
  });
});
