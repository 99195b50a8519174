import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);
/** A family as its user told it: Becky is the user. */
const PEOPLE = [
  ["Becky", "me"], ["Dave", "husband"], ["Alfie", "son"], ["Poppy", "daughter"], ["Carol", "mother"], ["Keith", "father"],
  ["John", "father-in-law"], ["Mark", "brother-in-law"], ["Shaz", "friend"],
].map(([name, relation], i) => ({ id: `p${i}`, name: name!, relation: relation! }));
const who = (query: string) => parseQuery(query, NOW, { people: PEOPLE }).people.flatMap((p) => p.names).sort();

/** Someone's relation, and who that is to Becky. */
const KIN: Array<[owner: string, relation: string, is: string[]]> = [
  ["dave", "dad", ["John"]], ["dave", "father", ["John"]], ["dave", "brother", ["Mark"]], ["dave", "son", ["Alfie"]], ["dave", "daughter", ["Poppy"]],
  ["alfie", "dad", ["Dave"]], ["alfie", "mum", ["Becky"]], ["alfie", "grandpa", ["John", "Keith"]], ["alfie", "nan", ["Carol"]], ["alfie", "sister", ["Poppy"]], ["alfie", "uncle", ["Mark"]],
  ["poppy", "brother", ["Alfie"]], ["poppy", "grandad", ["John", "Keith"]],
  ["carol", "husband", ["Keith"]], ["keith", "wife", ["Carol"]], ["john", "son", ["Dave", "Mark"]],
];
const FRAMES = ["{o}'s {r}", "{o}s {r}", "photos of {o}'s {r}", "{o}'s {r} at christmas"];

describe("a relation said of one of the library's people is who that is to the user", () => {
  const grid = KIN.flatMap(([owner, relation, is]) => FRAMES.map((frame) => ({ query: frame.replace("{o}", owner).replace("{r}", relation), is })));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is $is", ({ query, is }) => expect(who(query)).toEqual(is));

  it.each([
    ["dave's mum", ["Dave"], "mum"],
    ["shaz's husband", ["Shaz"], "husband"],
    ["alfie's friends", ["Alfie"], "friends"],
  ])("'%s', whom no one is told as, is %s and a relation no one has, not the user's own", (query, people, word) => {
    const plan = parseQuery(query, NOW, { people: PEOPLE });
    expect(plan.people.flatMap((p) => p.names)).toEqual(people);
    expect(plan.words).toContain(word);
  });

  it.each([["dave's dad's car", ["John"]], ["alfie's grandpa's house", ["John", "Keith"]], ["keith's wife's birthday", ["Carol"]]])("'%s', the relation itself said as an owner, is %s", (query, is) => {
    expect(who(query)).toEqual(is);
  });

  it.each([["my dad", ["Keith"]], ["dave and my dad", ["Dave", "Keith"]], ["alfie and his grandad", ["Alfie", "Keith"]], ["dave's car", ["Dave"]]])("'%s' is still %s", (query, is) => {
    expect(who(query)).toEqual(is);
  });
});
