import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 22, 12);

/** People in the library, one of them the user. */
const PEOPLE = [{ name: "Gabriel", relation: "me" }, { name: "Camille", relation: "girlfriend" }, { name: "Max", relation: "friend" }, { name: "Sylvie", relation: "mother" }];
const OTHERS = ["Camille", "max", "Sylvie"];
/** "I" said beside another person, as people type it. */
const PAIRS: Array<(name: string) => string> = [(n) => `${n} and I`, (n) => `${n} and i`, (n) => `pics where i'm with ${n}`, (n) => `${n} and I at the lake`, (n) => `${n} & i`, (n) => `me and ${n}`];
const FRAMES: Array<(said: string) => string> = [(s) => s, (s) => `${s} in 2024`, (s) => `photos of ${s}`];

describe("'I' beside a name, where a person has the relation 'me'", () => {
  const cases = OTHERS.flatMap((name) => PAIRS.flatMap((pair) => FRAMES.map((frame) => ({ name, query: frame(pair(name)) }))));

  it("covers at least 50 combinations of name, pairing and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query' asks for the user and the name, and does not say the user is unknown", ({ name, query }) => {
    const plan = parseQuery(query, NOW, { people: PEOPLE });
    expect(plan.selfUnknown).toBeFalsy();
    expect(plan.people.map((p) => p.label).sort()).toEqual(["Gabriel", name[0]!.toUpperCase() + name.slice(1)].sort());
    expect(plan.words).not.toContain("i");
  });
});
