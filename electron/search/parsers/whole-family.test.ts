import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

const FAMILY = [
  { name: "Priya", relation: "me" }, { name: "Dan", relation: "husband" }, { name: "Maya", relation: "daughter" }, { name: "AJ", relation: "son" },
  { name: "Nani", relation: "mother" }, { name: "Kenji", relation: "friend" },
];
const CUES = ["the whole family", "whole family", "the entire family", "entire family", "all the family", "all of the family", "the full family", "the whole fam"];
const FRAMES = ["{c}", "{c} at christmas", "pics of {c}", "{c} in 2024", "a photo with {c}", "{c} at the beach", "{c} together"];

const asked = (query: string, people = FAMILY) => parseQuery(query, NOW, { people }).people.flatMap((p) => p.names).sort();

describe("the whole family is the user, their partner and their children", () => {
  const grid = CUES.flatMap((cue) => FRAMES.map((frame) => frame.replace("{c}", cue)));
  it("covers at least 50 cues and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("asks for each of them, and no one else (cue x frame)", () => {
    const wrong = grid.filter((query) => JSON.stringify(asked(query)) !== JSON.stringify(["AJ", "Dan", "Maya", "Priya"])).map((query) => `${query}: ${JSON.stringify(asked(query))}`);
    expect(wrong).toEqual([]);
  });

  it("gives each a chip of their own, so that any one can be taken away", () => {
    const chips = parseQuery("the whole family at christmas", NOW, { people: FAMILY }).chips.filter((c) => c.kind === "person").map((c) => c.label);
    expect(chips.sort()).toEqual(["AJ", "Dan", "Maya", "me → Priya"]);
  });

  it("is no one where the library does not know the user and two more of them, and 'family' alone is no household", () => {
    expect(asked("the whole family", FAMILY.filter((p) => p.relation !== "me"))).toEqual([]);
    expect(asked("the whole family", [{ name: "Priya", relation: "me" }, { name: "Kenji", relation: "friend" }])).toEqual([]);
    expect(asked("family photos")).toEqual([]);
  });
});
