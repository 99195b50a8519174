import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);
const PEOPLE = [{ name: "Rob", relation: "me" }, { name: "Aiko", relation: "wife" }, { name: "Leo", relation: "son" }];

/** Who is asked for, and the pronouns said of them alone: "me on my own", "Aiko by herself", "my son on his own". */
const SAID: Array<[person: string, name: string, pronouns: Array<[string, string]>]> = [
  ["me", "Rob", [["my", "myself"]]],
  ["Aiko", "Aiko", [["her", "herself"], ["their", "themself"]]],
  ["my son", "Leo", [["his", "himself"], ["their", "themselves"]]],
];
const FRAMES = ["{p} {a}", "photos of {p} {a}", "{p} {a} at the beach", "pics of {p} {a} in 2024"];

describe("a person said alone by a pronoun of their own", () => {
  const grid = SAID.flatMap(([person, name, pronouns]) =>
    pronouns.flatMap(([possessive, reflexive]) => [`on ${possessive} own`, `by ${reflexive}`].flatMap((alone) => FRAMES.map((frame) => ({ query: frame.replace("{p}", person).replace("{a}", alone), name })))),
  );

  it("covers at least 40 persons, pronouns and frames", () => expect(grid.length).toBeGreaterThanOrEqual(40));

  it("is that person alone, and no word to find (person × pronoun × frame)", () => {
    const wrong = grid.flatMap(({ query, name }) => {
      const plan = parseQuery(query, NOW, { people: PEOPLE });
      const ok = plan.onlyPeople === true && plan.people.flatMap((p) => p.names).join() === name && !plan.words.some((w) => ["own", "myself", "herself", "himself", "themself", "themselves"].includes(w));
      return ok ? [] : [query];
    });
    expect(wrong).toEqual([]);
  });

  it("said after 'not', is that person with others", () => {
    for (const query of ["me not on my own", "Aiko not by herself", "my son not on his own"]) expect(parseQuery(query, NOW, { people: PEOPLE }).onlyPeople, query).toBeFalsy();
  });
});
