import { describe, expect, it } from "vitest";
import { CASINGS, casedQueries, PLAIN_PLACES, PLAIN_SUBJECTS, patternRuns } from "../testing/pattern-runs";
import { readTripAnchor } from "./trip-anchor";

/** A part of each of the anchor's patterns (every one holds one): a trip's nouns, the parts of a day, a day's number, the words of before and after. */
const ANCHOR_PARTS = ["holidays?|vacations?", "(day|morning|afternoon|evening|night)", String.raw`\b(day)\s+`, "(since|after|before|until|till"];

/** The anchor's patterns run while `read` runs. */
function anchorPatternsRun(read: () => void): number {
  return patternRuns(read, (pattern) => (ANCHOR_PARTS.some((part) => pattern.source.includes(part)) ? "anchor" : null)).anchor ?? 0;
}

describe("a query read for a trip it is placed against", () => {
  it("that says no part of a day, no word of before or after and no trip runs none of the anchor's patterns (5 subjects x 4 places x 3 times x 3 cases)", () => {
    const queries = casedQueries(PLAIN_SUBJECTS, PLAIN_PLACES, ["in March 2024", "last summer", "from 2019"]);
    for (const query of queries) expect(anchorPatternsRun(() => expect(readTripAnchor(query), query).toBeNull()), query).toBe(0);
    expect(queries.length).toBe(180);
  });

  it("that says an anchor is read as one however it is cased, the long s of 'ſince' too (18 anchors x 3 cases, and 2 with 'ſince')", () => {
    const anchors: Array<[string, string]> = [
      ["the first day of the trip to Lisbon", "in"],
      ["day 2 of the Lisbon trip", "in"],
      ["our last day in Edinburgh", "in"],
      ["second night in Kyoto", "in"],
      ["day three in Kyoto", "in"],
      ["the morning we left Edinburgh", "in"],
      ["the afternoon we arrived in Rome", "in"],
      ["the trip before Rome", "trip-next"],
      ["the holiday that preceded Kyoto", "trip-next"],
      ["whichever trip followed Lisbon", "trip-next"],
      ["since we got back from Rome", "after"],
      ["prior to our flight home from Kyoto", "before"],
      ["everything since the Rome trip", "after"],
      ["until our holiday in Portugal", "before"],
      ["the Seattle trip", "in"],
      ["our Lake Tahoe vacation", "in"],
      ["the getaway to Lisbon", "in"],
      ["till Rome", "before"],
    ];
    let cases = 0;
    for (const [said, relation] of anchors)
      for (const form of [...CASINGS, (q: string) => q.replace(/\bsince\b/g, "ſince")]) {
        const query = form(said);
        if (query === said && form !== CASINGS[0]) continue;
        expect(readTripAnchor(query)?.anchor.relation, query).toBe(relation);
        cases++;
      }
    expect(cases).toBe(56);
  });
});
