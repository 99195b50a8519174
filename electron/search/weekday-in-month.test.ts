import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS: Array<[string, number, number]> = [["march 2023", 2023, 2], ["june", 2026, 5], ["july 2024", 2024, 6], ["in october 2025", 2025, 9]];
const FORMS = ["{d} in {m}", "{d} evening in {m}", "a {d} in {m}"];

describe("a weekday said in a month is that day of each of its weeks", () => {
  const grid = DAYS.flatMap((d, weekday) => MONTHS.flatMap(([m, year, month]) => FORMS.map((form) => ({ query: form.replace("{d}", d).replace("{m}", m.replace(/^in /, "")), weekday, year, month }))));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is weekday $weekday of $year-$month", ({ query, weekday, year, month }) => {
    const plan = parseQuery(query, NOW);
    expect(plan.words).toEqual([]);
    expect(plan.time?.days).toEqual([weekday]);
    const [start, end] = [plan.time!.ranges![0]![0], plan.time!.ranges!.at(-1)![1]];
    expect([new Date(start).getUTCFullYear(), new Date(start).getUTCMonth()]).toEqual([year, month]);
    expect(end - start).toBeLessThanOrEqual(31 * 86_400_000);
  });

  it.each(["good friday in april", "black friday 2024"])("'%s' is a day of its own", (query) => {
    expect(parseQuery(query, NOW).time?.days ?? null).toBeNull();
  });
});
