import { describe, expect, it } from "vitest";
import { CASINGS, casedQueries, PLAIN_PLACES, PLAIN_SUBJECTS, patternRuns } from "../../testing/pattern-runs";
import type { QueryPlan } from "../../query/plan";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** The patterns of photos without a date or a position, at or away from home, and of words wanted as written, each by a part of its source no other has. */
const PATTERNS: Array<[string, string]> = [
  ["undated", String.raw`un-?dated`],
  ["unlocated", String.raw`(?:not\s+|un-?)geo-?tagged`],
  ["home", String.raw`(?:a?round|about)\s+(?:the|our|my)\s+(?:house`],
  ["literal", String.raw`(?:the\s+words?|says|saying|reads|reading)`],
];

/** What each of the four read in the plan. */
const said = (plan: QueryPlan) => ({ undated: plan.undated ?? false, unlocated: plan.unlocated ?? false, home: plan.home ?? null, literal: plan.literal ?? [] });

function read(query: string): { runs: Record<string, number>; plan: QueryPlan } {
  let plan: QueryPlan | null = null;
  const runs = patternRuns(() => (plan = parseQuery(query, NOW, { years: [2015, 2026] })), (p) => PATTERNS.find(([, part]) => p.source.includes(part))?.[0] ?? null);
  return { runs, plan: plan! };
}

describe("the readers of no date, no position, home and words as written, given a query that says none of their words", () => {
  it("run none of their patterns, and read nothing (5 subjects x 4 places x 3 times x 3 cases)", () => {
    const queries = casedQueries(PLAIN_SUBJECTS, PLAIN_PLACES, ["in March 2024", "from 2019", "in the summer of 2021"]);
    for (const query of queries) {
      const { runs, plan } = read(query);
      expect(runs, query).toEqual({});
      expect(said(plan), query).toEqual({ undated: false, unlocated: false, home: null, literal: [] });
    }
    expect(queries.length).toBe(180);
  });

  it("still read each of their ways of saying it, however it is cased (16 phrases x 3 cases)", () => {
    const phrases: Array<[string, Partial<ReturnType<typeof said>>]> = [
      ["undated photos", { undated: true }], ["photos with no date", { undated: true }], ["pictures without any timestamp", { undated: true }], ["photos with the date missing", { undated: true }],
      ["photos without GPS", { unlocated: true }], ["not geotagged", { unlocated: true }], ["location unknown", { unlocated: true }], ["pics missing their location", { unlocated: true }],
      ["dinner at home", { home: "at" }], ["around the house", { home: "at" }], ["at our place in 2021", { home: "at" }], ["beach away from home", { home: "away" }],
      ["a sign that says bakery", { literal: ["bakery"] }], ["the word hostel", { literal: ["hostel"] }], ["a shirt reading aloha", { literal: ["aloha"] }], ["a sign “mercado”", { literal: ["mercado"] }],
    ];
    let cases = 0;
    for (const [phrase, expected] of phrases)
      for (const cased of CASINGS) {
        const query = cased(phrase);
        const got = said(read(query).plan);
        for (const [key, value] of Object.entries(expected)) expect(got[key as keyof typeof got], `${key}: ${query}`).toEqual(value);
        cases++;
      }
    expect(cases).toBe(48);
  });
});
