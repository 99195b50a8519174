import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);
const names = (query: string, people: Array<{ name: string; relation: string }>) => {
  const plan = parseQuery(query, NOW, { people: people.map((p, i) => ({ id: `p${i}`, ...p })) });
  return plan.people.flatMap((p) => p.names).sort();
};

describe("one's partner is said by any word for one", () => {
  /** The sex each word says, where it says one. */
  const TOLD: Record<string, "f" | "m" | null> = { wife: "f", husband: "m", partner: null, girlfriend: "f", boyfriend: "m", "fiancé": "m", "fiancée": "f" };
  const SAID: Record<string, "f" | "m" | null> = { partner: null, spouse: null, "other half": null, "better half": null, wife: "f", missus: "f", husband: "m", hubby: "m", girlfriend: "f", boyfriend: "m" };
  const FRAMES = ["my {}", "the {} at the beach"];
  const grid = Object.entries(TOLD).flatMap(([told, toldSex]) =>
    Object.entries(SAID).flatMap(([said, saidSex]) => FRAMES.map((frame) => ({ told, said, query: frame.replace("{}", said), found: !toldSex || !saidSex || toldSex === saidSex }))),
  );
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' where Robin is told as the user's $told: found $found", ({ told, query, found }) => {
    const people = [{ name: "Sam", relation: "me" }, { name: "Robin", relation: told }, { name: "Alex", relation: "friend" }];
    expect(names(query, people)).toEqual(found ? ["Robin"] : []);
  });

  it("a relation told of someone is theirs, not the partner's", () => {
    const people = [{ name: "Sam", relation: "me" }, { name: "Robin", relation: "wife" }, { name: "Kim", relation: "partner" }];
    expect(names("my partner", people)).toEqual(["Kim"]);
    expect(names("my wife", people)).toEqual(["Robin"]);
  });
});

describe("'me' said straight before a word for family is 'my'", () => {
  const PEOPLE = [
    { name: "Tom", relation: "me" }, { name: "Sarah", relation: "wife" }, { name: "Ellie", relation: "daughter" }, { name: "Jack", relation: "son" },
    { name: "Maureen", relation: "mother" }, { name: "Ken", relation: "father" }, { name: "Dave", relation: "friend" },
  ];
  const SAID: Array<[string, string[]]> = [
    ["mum", ["Maureen"]], ["mam", ["Maureen"]], ["dad", ["Ken"]], ["nan", ["Maureen"]], ["grandad", ["Ken"]], ["kids", ["Ellie", "Jack"]],
    ["daughter", ["Ellie"]], ["son", ["Jack"]], ["mate", ["Dave"]], ["missus", ["Sarah"]], ["wife", ["Sarah"]], ["parents", ["Ken", "Maureen"]], ["other half", ["Sarah"]],
  ];
  const FRAMES = ["me {}", "pics of me {}", "me {} at the beach", "me {} at christmas"];
  const grid = SAID.flatMap(([word, who]) => FRAMES.map((frame) => [frame.replace("{}", word), who] as const));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is %s, not the user", (query, who) => {
    expect(names(query, PEOPLE)).toEqual([...who].sort());
  });

  it.each([
    ["me and mum", ["Maureen", "Tom"]],
    ["me, mum and dad", ["Ken", "Maureen", "Tom"]],
    ["pics of me", ["Tom"]],
    ["me at the beach", ["Tom"]],
    ["me n dave", ["Dave", "Tom"]],
  ])("'%s' is still the user beside them: %s", (query, who) => {
    expect(names(query, PEOPLE)).toEqual(who);
  });
});
