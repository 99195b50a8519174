import { describe, expect, it } from "vitest";
import { parseQuery } from "../../search/query-parser";
import { lookUpPlace } from "./gazetteer";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
/** A library with a trip to Iceland, as one that went there has: its place names as the photos carry them. */
const CONTEXT = { gazetteer: lookUpPlace, places: ["Iceland", "Reykjavík", "Vík", "Vancouver", "British Columbia", "Canada"] };
const places = (query: string) => parseQuery(query, NOW, CONTEXT).places.map((p) => p.label);

/** How people say an island of their own, a ferry ride or a beach: none of them is Iceland, whose own spelling is "Ísland". */
const FRAMES = [
  "the {}", "on the {}", "centre {}", "{} hopping", "treasure {} pics", "{} ferry", "desert {}", "our {} holiday", "the little {}",
  "photos from the {}", "{} 2024", "pics of the {}", "sunset on the {}", "{} beach", "the {} in the lake", "walk round the {}",
  "{} camping trip", "boat to the {}", "kids on the {}", "the {} cottage", "granville {}", "the {} picnic", "{} with grandma",
  "cycling the {}", "the {} lighthouse",
];

describe("a country's own spelling that English says as a word is the word", () => {
  const grid = FRAMES.flatMap((frame) => ["island", "Island"].map((word) => frame.replace("{}", word)));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is not Iceland", (query) => {
    expect(places(query)).not.toContain("Iceland");
  });

  it("the word is the kind of place it names", () => {
    for (const query of ["the island", "on the island", "island 2024"]) expect(parseQuery(query, NOW, CONTEXT).chips.map((c) => c.label), query).toContain("on an island");
    expect(lookUpPlace("island")).toBeNull();
  });

  it.each(["iceland", "Iceland", "in iceland 2024", "photos from Iceland", "photos from reykjavik"])("'%s' still names Iceland or its capital", (query) => {
    expect(places(query).some((label) => label === "Iceland" || label === "Reykjavík")).toBe(true);
  });

  it("other countries' local spellings still name them", () => {
    for (const [name, label] of [["Deutschland", "Germany"], ["España", "Spain"], ["Holland", "Netherlands"], ["Sverige", "Sweden"], ["Polska", "Poland"], ["Saudi", "Saudi Arabia"]]) expect(lookUpPlace(name!)?.label, name).toBe(label);
  });
});
