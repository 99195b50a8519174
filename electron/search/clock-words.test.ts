import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);
const WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** How a clock is said in words, and the hour and minutes it is ("quarter to nine": 8:45). */
const FORMS: Array<[string, (hour: number) => [number, number]]> = [
  ["{} o'clock", (h) => [h, 0]],
  ["half past {}", (h) => [h, 30]],
  ["quarter past {}", (h) => [h, 15]],
  ["quarter to {}", (h) => [h === 1 ? 12 : h - 1, 45]],
  ["ten past {}", (h) => [h, 10]],
  ["twenty to {}", (h) => [h === 1 ? 12 : h - 1, 40]],
];
const SIDES: Array<[string, "am" | "pm" | null]> = [["", null], [" in the morning", "am"], [" in the evening", "pm"]];
const around = (h: number, m: number, half: string) => `around ${h}${m ? `:${String(m).padStart(2, "0")}` : ""} ${half}`;

describe("a clock said in words is that time of day", () => {
  const grid = [2, 7, 9].flatMap((hour) =>
    FORMS.flatMap(([form, time]) =>
      SIDES.map(([side, half]) => {
        const [h, m] = time(hour);
        const label = half ? around(h, m, half) : `${around(h, m, "am")} or ${around(h, m, "pm")}`;
        return [`photos at ${form.replace("{}", WORDS[hour - 1]!)}${side}`, label] as const;
      }),
    ),
  );
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is %s", (query, label) => {
    const plan = parseQuery(query, NOW);
    expect(plan.chips.filter((c) => c.kind === "time").map((c) => c.label)).toEqual([label]);
    expect(plan.words).toEqual([]);
  });

  it.each([
    ["half 7", "around 7:30 am or around 7:30 pm"],
    ["at half 7 in the evening", "around 7:30 pm"],
    ["at eleven at night", "around 11 pm"],
    ["seven pm", "around 7 pm"],
    ["quarter past 3", "around 3:15 am or around 3:15 pm"],
  ])("'%s', in digits or with its half of the day, is %s", (query, label) => {
    expect(parseQuery(query, NOW).chips.filter((c) => c.kind === "time").map((c) => c.label)).toEqual([label]);
  });

  it("either half of the day finds a photo at either", () => {
    const time = parseQuery("half past seven", NOW).time!;
    expect([time.hours, ...(time.otherHours ?? [])]).toEqual([[6, 9], [18, 21]]);
  });

  it.each(["two dogs", "ten pin bowling", "one direction concert", "two to three people", "the five of us at the beach"])("'%s' says no time", (query) => {
    expect(parseQuery(query, NOW).time).toBeNull();
  });
});
