import { describe, expect, it } from "vitest";
import { readDayParts } from "./day-parts";

/** Whether an hour falls in a window of hours that may wrap past midnight. */
const holds = ([from, to]: [number, number], hour: number) => (from <= to ? hour >= from && hour < to : hour >= from || hour < to);

/** Each part, an hour of the next part people still call it by, and an hour it never is. */
const PARTS = [
  { part: "morning", late: 13, never: 20 },
  { part: "afternoon", late: 18, never: 8 },
  { part: "evening", late: 23, never: 10 },
  { part: "night", late: 17, never: 11 },
];
const SUBJECTS = ["I", "we", "that we", "when I", "Sam and I"];
const CLAUSES = ["proposed", "got engaged on the beach", "left for Rome"];

describe("the part of the day a remembered moment is said by ('the evening I proposed')", () => {
  const grid = PARTS.flatMap(({ part, late, never }) => SUBJECTS.flatMap((subject) => CLAUSES.map((clause) => [`the ${part} ${subject} ${clause}`, late, never] as const)));
  it("covers at least 50 combinations of part, subject and clause", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' holds %i o'clock, not %i", (query, late, never) => {
    const [first] = readDayParts(query);
    expect(first).toBeDefined();
    expect(holds(first!.hours, late)).toBe(true);
    expect(holds(first!.hours, never)).toBe(false);
    // The clause is left to be read: only "the <part>" is the time.
    expect(query.slice(...first!.span).split(/\s+/)).toHaveLength(2);
  });

  it.each(PARTS)("said as a time to look in ('in the $part'), the $part keeps its own hours", ({ part, late }) => {
    const [first] = readDayParts(`photos in the ${part} at the beach`);
    expect(holds(first!.hours, late)).toBe(false);
  });
});
