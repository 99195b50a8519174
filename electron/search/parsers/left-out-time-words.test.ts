import { describe, expect, it } from "vitest";
import { CASINGS, casedQueries, PLAIN_PLACES, PLAIN_SUBJECTS, patternRuns } from "../../testing/pattern-runs";
import { parseQuery } from "../query-parser";
import { LEAVE_OUT_ORDERS } from "./english-words";
import { EXCLUSION_ORDER_FORMS } from "./exclusion-verbs";
import { mayLeaveOutTime } from "./time-steps";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** The cues of leaving out a time, one phrase for each word one may begin with. */
const CUES = [
  "but not", "and not", "not", "no", "none", "nothing", "never", "everything but", "anything but", "all but", "without", "except", "except for",
  "excl.", "excl", "excluding", "apart from", "aside from", "other than", "minus", "besides", "isn't", "wasn't", "weren't", "don't", "doesn't", "didn't", "outside of",
];
/** Every order of leaving out the three patterns read: the idioms, and each verb in its base and "-ing" forms. */
const ORDERS = [...LEAVE_OUT_ORDERS, ...EXCLUSION_ORDER_FORMS].map((words) => words.join(" "));

/** How many runs of the leave-out patterns (each holds every verb of leaving out) a parse made, and the time it left out. */
function read(query: string): { runs: number; notTime: string | null } {
  let notTime: string | null = null;
  const runs = patternRuns(() => (notTime = parseQuery(query, NOW, { years: [2015, 2026] }).notTime?.label ?? null), (pattern) => (pattern.source.includes(String.raw`brush\s+aside`) ? "leaveOut" : null)).leaveOut ?? 0;
  return { runs, notTime };
}

describe("a query read for a time it leaves out", () => {
  it("that says no word a leave-out cue begins with runs none of the leave-out patterns, and leaves nothing out (5 subjects x 4 places x 3 times x 3 cases)", () => {
    const queries = casedQueries(PLAIN_SUBJECTS, PLAIN_PLACES, ["in March 2024", "from 2019", "in the summer of 2021"]);
    for (const query of queries) expect(read(query), query).toEqual({ runs: 0, notTime: null });
    expect(queries.length).toBe(180);
  });

  it("lets every cue and every order through to the patterns, however it is cased (each phrase x 3 cases)", () => {
    let cases = 0;
    for (const cue of [...CUES, ...ORDERS])
      for (const cased of CASINGS) {
        const query = cased(`Paris, ${cue} 2024`);
        expect(mayLeaveOutTime(query), query).toBe(true);
        cases++;
      }
    expect(cases).toBe((CUES.length + ORDERS.length) * 3);
    expect(cases).toBeGreaterThan(500);
  });

  it("reads a cue's left-out time as before: 'Paris, not 2024', 'Lisbon outside of summer 2023', '2024 but not July', 'Omar in 2024 but not at night'", () => {
    expect(read("Paris, not 2024").notTime).toBe("2024");
    expect(read("Lisbon outside of summer 2023").notTime).toBe("summer 2023");
    expect(read("2024 but not July").notTime).toBe("July 2024");
    expect(read("OMAR IN 2024 BUT NOT AT NIGHT").notTime).toMatch(/night/i);
    expect(read("Paris, skipping 2024").notTime).toBe("2024");
  });

  it("splits the query only at what is not an ASCII letter: a sign before the cue does not join it ('\u212Anot' is K and not)", () => {
    expect(mayLeaveOutTime("Paris, \u212Anot 2024")).toBe(true);
    expect(mayLeaveOutTime("Paris, knot 2024")).toBe(false);
    expect(mayLeaveOutTime("Paris in ſummer")).toBe(false);
  });
});
