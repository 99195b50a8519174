import { describe, expect, it } from "vitest";
import { CASINGS, patternRuns } from "../testing/pattern-runs";
import { readDayParts } from "./day-parts";

/** A part of the clock readings' sources (CLOCK's words for noon and midnight, a clock said in words' "o'clock"), and of no other reading's. */
const CLOCK_PARTS = ["(noon|midday|mid-day|midnight))", "o['’]?clock"];

/** The readings' patterns run while `read` runs: the clock's, and the others'. */
function readingsRun(read: () => void): { clock: number; other: number } {
  const run = patternRuns(read, (pattern) => (pattern.global ? (CLOCK_PARTS.some((part) => pattern.source.includes(part)) ? "clock" : "other") : null));
  return { clock: run.clock ?? 0, other: run.other ?? 0 };
}

describe("a query read for the time of day", () => {
  it("that says no part of a day runs no reading but the clock's, and those only for a digit (5 subjects x 4 places x 3 times x 3 cases)", () => {
    let cases = 0;
    for (const subject of ["photos", "the cat", "receipts", "Leo", "a picnic"])
      for (const place of ["Seattle", "Lisbon", "Kyoto", "the beach"])
        for (const time of ["in March 2024", "last summer", "from 2019"])
          for (const cased of CASINGS) {
            const query = cased(`${subject} in ${place} ${time}`);
            const run = readingsRun(() => expect(readDayParts(query), query).toEqual([]));
            expect(run.other, query).toBe(0);
            if (!/\d/.test(query)) expect(run.clock, query).toBe(0);
            cases++;
          }
    expect(cases).toBe(180);
  });

  it("that says one is read so however it is cased (20 phrases x 3 cases)", () => {
    const phrases: Array<[string, string]> = [
      ["last night", "last night"],
      ["between 2pm and 4pm", "between 2 pm and 4 pm"],
      ["around 7pm", "around 7 pm"],
      ["at 19:00", "around 19:00"],
      ["in the small hours", "the small hours"],
      ["at the crack of dawn", "the early morning"],
      ["late at night", "late at night"],
      ["mid-afternoon", "the mid afternoon"],
      ["early in the day", "early in the day"],
      ["before noon", "before noon"],
      ["after dinner", "after dinner"],
      ["at breakfast time", "breakfast time"],
      ["lunchtime", "lunchtime"],
      ["around midnight", "around midnight"],
      ["at sunset", "around sunset"],
      ["at golden hour", "around sunset"],
      ["after dark", "after dark"],
      ["in broad daylight", "daytime"],
      ["this morning", "the morning"],
      ["at noon", "around noon"],
    ];
    let cases = 0;
    for (const [phrase, label] of phrases)
      for (const cased of CASINGS) {
        const query = cased(`the dog ${phrase} in Lisbon`);
        expect(readDayParts(query)[0]?.label, query).toBe(label);
        cases++;
      }
    expect(cases).toBe(60);
  });
});
