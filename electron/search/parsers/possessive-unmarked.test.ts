import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);
/** First names that with an "s" make an English word: jacks, kens, tims, bills, marks. */
const NAMES = ["Jack", "Ken", "Tim", "Nick", "Will", "Rose", "Mark", "Bob", "Ray", "Grace"];
const FRAMES = ["{}s party", "{}s first day at school", "{}s car", "{}s birthday 2024", "dave and {}s wedding", "photos from {}s garden"];
const people = (name: string) => [{ id: "p1", name, relation: "friend" }, { id: "p2", name: "Dave", relation: "husband" }];

describe("a name's possessive typed without its apostrophe is the person, though it makes a word", () => {
  const grid = NAMES.flatMap((name) => FRAMES.map((frame) => ({ name, query: frame.replace("{}", name.toLowerCase()) })));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is $name", ({ name, query }) => {
    const plan = parseQuery(query, NOW, { people: people(name) });
    expect(plan.people.flatMap((p) => p.names)).toContain(name);
    expect(plan.words).not.toContain(`${name.toLowerCase()}s`);
  });

  it.each(["jacks and cones", "the car keys", "bills to pay"])("'%s' is words where no one has the name", (query) => {
    expect(parseQuery(query, NOW, { people: people("Sam") }).people).toEqual([]);
  });
});
