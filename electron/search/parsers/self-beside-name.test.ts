import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 22, 12);

/** Given names the library knows only in words (a caption, a memory), no one in People. */
const NAMES = ["eileen", "Maria", "tom"];
const PAIRS: Array<(name: string) => string> = [(n) => `me and ${n}`, (n) => `${n} and me`, (n) => `me with ${n}`, (n) => `${n} with me`, (n) => `me & ${n}`, (n) => `${n} & me`, (n) => `${n} and I`];
const FRAMES: Array<(said: string) => string> = [(s) => s, (s) => `${s} in 2024`, (s) => `photos of ${s}`];

describe("'me' beside a name, with no one given the relation 'me'", () => {
  const cases = NAMES.flatMap((name) => PAIRS.flatMap((pair) => FRAMES.map((frame) => ({ name, query: frame(pair(name)) }))));

  it("covers at least 50 combinations of name, pairing and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query' asks for the name's photos and says 'me' was left out", ({ name, query }) => {
    const plan = parseQuery(query, NOW, {});
    expect(plan.selfUnknown).toBe(true);
    expect(plan.words).not.toContain("me");
    expect(plan.words).not.toContain("i");
    expect([...plan.words, ...(plan.names ?? [])]).toContain(name.toLowerCase());
  });

  it("is the person given 'me' when there is one, and a word still when no name is beside it", () => {
    const withMe = { people: [{ name: "Sam", relation: "me" }] };
    expect(parseQuery("me and eileen", NOW, withMe).people.map((p) => p.label)).toEqual(["Sam"]);
    expect(parseQuery("me and the dog", NOW, {}).selfUnknown).toBeUndefined();
    expect(parseQuery("photos of me", NOW, {}).words).toEqual(["me"]);
  });
});
