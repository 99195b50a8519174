import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
const CONTEXT = { people: [{ name: "Samantha Nguyen", relation: null }] };

const NOUNS = ["day", "week", "year", "moment", "afternoon"];
const SUBJECTS = ["I", "we", "that we", "when I", "Sam and I", "my sister", "Javi"];
const VERBS = ["moved", "graduated"];

describe("a time a clause remembers ('the day we moved') is no word to find; the clause's verb is", () => {
  const grid = NOUNS.flatMap((noun) => SUBJECTS.flatMap((subject) => VERBS.map((verb) => [noun, subject, verb] as const)));
  it("covers at least 50 combinations of time, subject and verb", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'the %s %s %s'", (noun, subject, verb) => {
    const plan = parseQuery(`the ${noun} ${subject} ${verb}`, NOW, CONTEXT);
    expect(plan.words).not.toContain(noun);
    expect(plan.words).toContain(verb);
  });

  it("leaves a thing described, and a time without a clause, as before", () => {
    expect(parseQuery("the chair I bought", NOW, CONTEXT).words).toEqual(["chair"]);
    expect(parseQuery("a sunny day", NOW, CONTEXT).words).toContain("sunny");
    expect(parseQuery("the day before yesterday", NOW, CONTEXT).time?.ranges).toHaveLength(1);
  });
});
