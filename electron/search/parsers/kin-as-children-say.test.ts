import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** A family whose grandparents are told as the user's parents, and one called "Nana" by the grandchildren though told as the user's father. */
const FAMILY = [
  { name: "Priya", relation: "me" },
  { name: "Dan", relation: "husband" },
  { name: "Maya", relation: "daughter" },
  { name: "Arjun", relation: "son" },
  { name: "Nani", relation: "mother" },
  { name: "Nana", relation: "father" },
  { name: "Sofia", relation: "sister" },
  { name: "Raj", relation: "brother" },
  { name: "Leo", relation: "nephew" },
];

/** A word the children say, and whom the user means by it. */
const SAID: Array<[string, string[]]> = [
  ["grandma", ["Nani"]], ["granny", ["Nani"]], ["grandmother", ["Nani"]], ["grandpa", ["Nana"]], ["grandad", ["Nana"]],
  ["grandparents", ["Nana", "Nani"]], ["auntie", ["Sofia"]], ["aunt", ["Sofia"]], ["uncle", ["Raj"]], ["cousin", ["Leo"]],
];
const FRAMES = ["{w}", "photos with {w}", "{w} at christmas", "the kids with {w}", "{w} in 2024", "me and {w}"];

const namesIn = (query: string, people = FAMILY) => [...new Set(parseQuery(query, NOW, { people }).people.flatMap((p) => p.names))].sort();

describe("parents say their family as their children call it", () => {
  const grid = SAID.flatMap(([word, names]) => FRAMES.map((frame) => ({ query: frame.replace("{w}", word), names })));
  it("covers at least 50 words and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("reads a grandparent, an aunt, an uncle or a cousin as the user's parent, sister, brother or nephew where the user has children (word x frame)", () => {
    const wrong = grid.flatMap(({ query, names }) => {
      const found = namesIn(query);
      return names.every((name) => found.includes(name)) && !found.some((name) => ["Nani", "Nana", "Sofia", "Raj", "Leo"].includes(name) && !names.includes(name)) ? [] : [`${query}: ${found.join(", ")}`];
    });
    expect(wrong).toEqual([]);
  });

  it("takes no one as a grandmother whose name says so where the user told them as a father", () => {
    expect(namesIn("grandma")).not.toContain("Nana");
    expect(namesIn("nana")).toEqual(["Nana"]);
  });

  it("keeps the relation someone is told as, and reads the children's words so only where there are children", () => {
    const told = [...FAMILY, { name: "Ruth", relation: "grandmother" }];
    expect(namesIn("grandma", told)).toEqual(["Ruth"]);
    const childless = FAMILY.filter((p) => p.relation !== "daughter" && p.relation !== "son");
    expect(namesIn("grandma", childless)).toEqual([]);
    expect(namesIn("uncle", childless)).toEqual([]);
  });
});
