import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";
import { floatingIso } from "./time-phrases";

// Sunday 22 November 2026, noon: the day this suite was written, fixed so readings never drift.
const NOW = new Date(2026, 10, 22, 12);

function read(query: string) {
  const plan = parseQuery(query, NOW);
  return {
    from: plan.time?.ranges ? floatingIso(plan.time.ranges[0]![0]).slice(0, 10) : null,
    to: plan.time?.ranges ? floatingIso(plan.time.ranges.at(-1)![1]).slice(0, 10) : null,
    label: plan.time?.label ?? null,
    words: plan.words,
  };
}

describe("reading the time in a query", () => {
  it.each([
    ["photos from July 2024", "2024-07-01", "2024-08-01", "July 2024", []],
    ["in 2023", "2023-01-01", "2024-01-01", "2023", []],
    ["sunset 2023", "2023-01-01", "2024-01-01", "2023", ["sunset"]],
    ["last summer", "2026-06-01", "2026-09-01", "summer 2026", []],
    ["beach last winter", "2025-12-01", "2026-03-01", "winter 2025–26", ["beach"]],
    ["summer of 2024", "2024-06-01", "2024-09-01", "summer 2024", []],
    ["two weeks ago", "2026-11-05", "2026-11-12", "around 8 Nov 2026", []],
    ["yesterday", "2026-11-21", "2026-11-22", "21 Nov 2026", []],
    ["on 14 July 2024", "2024-07-14", "2024-07-15", "14 Jul 2024", []],
    ["last week", "2026-11-09", "2026-11-16", "the week of 9 Nov 2026", []],
    ["this year", "2026-01-01", "2027-01-01", "2026", []],
    ["last month", "2026-10-01", "2026-11-01", "October 2026", []],
    ["the chair from March", "2026-03-01", "2026-04-01", "March 2026", ["chair"]],
    ["from March to May 2025", "2025-03-01", "2025-06-01", "March 2025 – May 2025", []],
    ["the 1990s", "1990-01-01", "2000-01-01", "the 1990s", []],
    // Weekdays and abbreviated months reach chrono whole; "Maria" or "friends" never do.
    ["last Tuesday", "2026-11-17", "2026-11-18", "17 Nov 2026", []],
    ["Sept 2020", "2020-09-01", "2020-10-01", "September 2020", []],
  ])("%s → %s … %s", (query, from, to, label, words) => {
    expect(read(query)).toEqual({ from, to, label, words });
  });

  it("reads a month without a year as the last one that has happened, never a future one", () => {
    expect(read("December").from).toBe("2025-12-01");
    expect(read("November").from).toBe("2026-11-01");
  });

  it("leaves queries without a time alone, file names with numbers included", () => {
    expect(read("IMG_0001")).toEqual({ from: null, to: null, label: null, words: ["img", "0001"] });
    expect(read("cat in Paris")).toEqual({ from: null, to: null, label: null, words: ["cat", "paris"] });
    expect(read("summer dress").label).toBeNull();
    expect(read("Maria and friends at the market").label).toBeNull();
  });

  it("drops the words that only say 'find photos'", () => {
    expect(read("show me the photos of my cat").words).toEqual(["cat"]);
    expect(read("").words).toEqual([]);
  });
});
