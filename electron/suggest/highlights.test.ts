import { describe, expect, it } from "vitest";
import { latestTrip, onThisDay } from "./highlights";

const at = (y: number, m: number, d: number, h = 12) => Date.UTC(y, m - 1, d, h);

describe("the home screen's highlights", () => {
  const now = new Date(2026, 10, 29, 9);

  it("offers today's date in the latest earlier year that has photos on it, then the nearest day with photos that week in other years, as searches", () => {
    const taken = [at(2023, 11, 29), at(2021, 11, 29, 18), at(2024, 11, 27), at(2025, 12, 2), at(2026, 11, 29), at(2022, 6, 1), null];
    expect(onThisDay(now, taken)).toEqual([
      { kind: "on-this-day", title: "On this day, 3 years ago", query: "29 November 2023" },
      { kind: "on-this-day", title: "On this day, 5 years ago", query: "29 November 2021" },
      { kind: "on-this-day", title: "This week, a year ago", query: "2 December 2025" },
      { kind: "on-this-day", title: "This week, 2 years ago", query: "27 November 2024" },
    ]);
  });

  it("offers nothing for a library with no photo near today's date in an earlier year (this year's do not count)", () => {
    expect(onThisDay(now, [at(2026, 11, 29), at(2024, 6, 1), at(2023, 11, 25)])).toEqual([]);
  });

  // Grid: every day of a year x 4 earlier years, each finding its own date only.
  it("reads every day of the year, in every earlier year, as that date (366 x 4)", () => {
    const misread: string[] = [];
    for (let d = 0; d < 366; d++) {
      const today = new Date(2028, 0, 1 + d, 10);
      for (const back of [1, 2, 5, 10]) {
        const y = 2028 - back;
        const photo = Date.UTC(y, today.getMonth(), today.getDate(), 15);
        if (new Date(photo).getUTCMonth() !== today.getMonth()) continue; // 29 February in a common year
        const [first] = onThisDay(today, [photo]);
        const said = `${today.getDate()} ${today.toLocaleString("en-GB", { month: "long" })} ${y}`;
        if (first?.query !== said) misread.push(`${today.toDateString()} -${back}: ${first?.query}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it("offers the latest trip that has begun, by its title, then earlier ones", () => {
    const trips = [
      { title: "Lisbon, 3–5 May 2024", startMs: at(2024, 5, 3) },
      { title: "Rome, 10–12 Mar 2025", startMs: at(2025, 3, 10) },
      { title: "Oslo, 2 Dec 2026", startMs: at(2026, 12, 2) },
    ];
    expect(latestTrip(now, trips).map((t) => [t.title, t.query])).toEqual([
      ["Your latest trip", "Rome, 10–12 Mar 2025"],
      ["An earlier trip", "Lisbon, 3–5 May 2024"],
    ]);
    expect(latestTrip(now, [])).toEqual([]);
  });
});
