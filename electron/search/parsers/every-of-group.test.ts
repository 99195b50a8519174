import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

const FAMILY = [
  { name: "Priya", relation: "me" }, { name: "Maya", relation: "daughter" }, { name: "AJ", relation: "son" },
  { name: "Nani", relation: "mother" }, { name: "Nana", relation: "father" }, { name: "Raj", relation: "brother" }, { name: "Sofia", relation: "sister" },
  ...["Ana", "Ben", "Chen", "Dev", "Eli"].map((name) => ({ name, relation: "friend" })),
];
/** A group of the family, and who is in it. */
const GROUPS: Array<[string, string[]]> = [["kids", ["AJ", "Maya"]], ["parents", ["Nana", "Nani"]], ["grandparents", ["Nana", "Nani"]], ["siblings", ["Raj", "Sofia"]]];
const CUES = ["both {g}", "both my {g}", "the {g} together", "my {g} together", "all the {g}", "all my {g}"];
const FRAMES = ["{q}", "{q} at christmas", "{q} in 2024"];

/** Each person the query asks for, as the names of each reference. */
const asked = (query: string) => parseQuery(query, NOW, { people: FAMILY }).people.map((p) => p.names.join("+")).sort();

describe("both, all or together of a group of the family is every one of them", () => {
  const grid = GROUPS.flatMap(([group, members]) => CUES.flatMap((cue) => FRAMES.map((frame) => ({ query: frame.replace("{q}", cue.replace("{g}", group)), members }))));
  it("covers at least 50 groups, cues and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("asks for each member, as their names joined by 'and' would (group x cue x frame)", () => {
    const wrong = grid.filter(({ query, members }) => JSON.stringify(asked(query)) !== JSON.stringify(members)).map(({ query }) => `${query}: ${JSON.stringify(asked(query))}`);
    expect(wrong).toEqual([]);
  });

  it("leaves the group alone as any of them, and all of five friends as any of them", () => {
    expect(asked("my kids at christmas")).toEqual(["AJ+Maya"]);
    expect(asked("all my friends")).toEqual(["Ana+Ben+Chen+Dev+Eli"]);
  });

  it("gives each member a chip where the group's was", () => {
    const chips = parseQuery("both kids at christmas", NOW, { people: FAMILY }).chips.filter((c) => c.kind === "person").map((c) => c.label);
    expect(chips.sort()).toEqual(["AJ", "Maya"]);
  });
});
