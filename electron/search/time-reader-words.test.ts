import { describe, expect, it } from "vitest";
import { CASINGS, casedQueries, PLAIN_PLACES, PLAIN_SUBJECTS, patternRuns } from "../testing/pattern-runs";
import { findEdge } from "./calendar-spans";
import { findAgo, findBeforeLast, findLastFew, findMonthOrSeasonAgo, findThisTimeAgo, findWeekendsAgo } from "./relative-times";
import type { TimeMatch } from "./time-phrases";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** The readers that look for a word of their own before their long patterns, each with a phrase it reads. */
const READERS: Array<[string, (query: string, now: Date) => TimeMatch | null, string]> = [
  ["findThisTimeAgo", findThisTimeAgo, "this time last year"],
  ["findAgo", findAgo, "3 years ago"],
  ["findLastFew", findLastFew, "in the last 2 weeks"],
  ["findBeforeLast", findBeforeLast, "the year before last"],
  ["findWeekendsAgo", findWeekendsAgo, "two weekends ago"],
  ["findMonthOrSeasonAgo", findMonthOrSeasonAgo, "February two years ago"],
  ["findEdge", findEdge, "the last days of March 2024"],
];

/** How many patterns longer than any reader's own word test ran while `read` ran. */
function longPatternsRun(read: () => void): number {
  return patternRuns(read, (pattern) => (pattern.source.length > 80 ? "long" : null)).long ?? 0;
}

describe("a time reader given a query without its words", () => {
  it("runs none of its long patterns, and reads nothing (5 subjects x 4 places x 3 times x 3 cases, each reader)", () => {
    const queries = casedQueries(PLAIN_SUBJECTS, PLAIN_PLACES, ["in March 2024", "from 2019", "in the summer of 2021"]);
    for (const query of queries) for (const [name, reader] of READERS) expect(longPatternsRun(() => expect(reader(query, NOW), `${name}: ${query}`).toBeNull()), `${name}: ${query}`).toBe(0);
    expect(queries.length).toBe(180);
  });

  it("reads its own phrase however it is cased (7 readers x 3 cases x 2 frames)", () => {
    let cases = 0;
    for (const [name, reader, phrase] of READERS)
      for (const cased of CASINGS)
        for (const frame of ["{} in Lisbon", "dogs {}"]) {
          const query = cased(frame.replace("{}", phrase));
          expect(reader(query, NOW), `${name}: ${query}`).not.toBeNull();
          cases++;
        }
    expect(cases).toBe(42);
  });
});
