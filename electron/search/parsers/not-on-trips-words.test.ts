import { describe, expect, it } from "vitest";
import { CASINGS, casedQueries, PLAIN_PLACES, PLAIN_SUBJECTS, patternRuns } from "../../testing/pattern-runs";
import type { QueryPlan } from "../../query/plan";
import type { SentenceState } from "./parse-state";
import { notOnTrips } from "./setting-steps";

/** A part of NOT_TRIPS' source and no other pattern's: its negations before a trip. */
const NOT_TRIPS_PART = String.raw`outside(?:\s+of)?|other\s+than|apart\s+from`;

/** The step run on a query alone: whether it left trips out, and how many times NOT_TRIPS ran. */
function read(query: string): { notTrips: boolean; run: number } {
  const state = { query, context: {}, plan: {} as QueryPlan, chips: [], rest: query, leftOutSpan: null } as unknown as SentenceState;
  const run = patternRuns(() => notOnTrips(state), (pattern) => (pattern.source.includes(NOT_TRIPS_PART) ? "notTrips" : null)).notTrips ?? 0;
  return { notTrips: state.plan.notTrips !== undefined, run };
}

describe("a query read for trips it leaves out", () => {
  it("that names no trip runs no NOT_TRIPS however it is negated (5 subjects x 4 negations x 3 times x 3 cases)", () => {
    const queries = casedQueries(PLAIN_SUBJECTS, ["not in Seattle", "except Lisbon", "without people", "apart from the beach"], ["in March 2024", "last summer", "from 2019"]);
    for (const query of queries) expect(read(query), query).toEqual({ notTrips: false, run: 0 });
    expect(queries.length).toBe(180);
  });

  it("that leaves out any trip is read so however it is cased, the long s of 'holſ' too (14 cues x 3 cases, and 2 with ſ)", () => {
    const cues = [
      "dogs not on a trip",
      "except on holiday",
      "no vacation photos",
      "outside of trips",
      "skip the trips",
      "not while travelling",
      "excluding our holidays",
      "never on a getaway",
      "but not from our travels",
      "without any journeys",
      "not on hols",
      "other than trips",
      "beach photos apart from vacations",
      "wasn't on a trip",
    ];
    let cases = 0;
    for (const said of cues)
      for (const form of [...CASINGS, (q: string) => q.replace(/hols|travels/g, (w) => w.replace("s", "ſ"))]) {
        const query = form(said);
        if (query === said && form !== CASINGS[0]) continue;
        expect(read(query).notTrips, query).toBe(true);
        cases++;
      }
    expect(cases).toBe(44);
  });
});
