import { describe, expect, it } from "vitest";
import { latestTrip, onThisDay, onThisDayShown } from "./highlights";

const at = (y: number, m: number, d: number, h = 12) => Date.UTC(y, m - 1, d, h);

describe("the home screen's highlights", () => {
  const now = new Date(2026, 10, 29, 9);

  it("offers today's date in the latest earlier year that has photos on it, then the nearest day with photos that week in other years, as searches", () => {
    const taken = [at(2023, 11, 29), at(2021, 11, 29, 18), at(2024, 11, 27), at(2025, 12, 2), at(2026, 11, 29), at(2022, 6, 1), null];
    expect(onThisDay(now, taken)).toEqual({
      onTheDay: [
        { kind: "on-this-day", title: "On this day, 3 years ago", query: "29 November 2023" },
        { kind: "on-this-day", title: "On this day, 5 years ago", query: "29 November 2021" },
      ],
      thatWeek: [
        { kind: "on-this-day", title: "This week, a year ago", query: "2 December 2025" },
        { kind: "on-this-day", title: "This week, 2 years ago", query: "27 November 2024" },
      ],
    });
  });

  it("offers nothing for a library with no photo near today's date in an earlier year (this year's do not count)", () => {
    expect(onThisDay(now, [at(2026, 11, 29), at(2024, 6, 1), at(2023, 11, 25)])).toEqual({ onTheDay: [], thatWeek: [] });
  });

  it("shows every earlier year whose search finds photos on today's date, latest first, up to six; a day that week only when none does", async () => {
    const years = [2025, 2024, 2022, 2020, 2019, 2018, 2017, 2016, 2015];
    const taken = [...years.map((y) => at(y, 11, 29)), at(2023, 12, 1)];
    const queries = async (finds: (query: string) => boolean) => (await onThisDayShown(onThisDay(now, taken), async (c) => (finds(c.query) ? c.query : null)));
    expect(await queries(() => true)).toEqual(["29 November 2025", "29 November 2024", "29 November 2022", "29 November 2020", "29 November 2019", "29 November 2018"]);
    // A year whose search finds nothing (its photos since removed) is passed over, not a card.
    expect(await queries((q) => !q.endsWith("2024") && !q.endsWith("2019"))).toEqual(["29 November 2025", "29 November 2022", "29 November 2020", "29 November 2018", "29 November 2017", "29 November 2016"]);
    expect(await queries((q) => q.startsWith("1 December"))).toEqual(["1 December 2023"]);
    expect(await queries(() => false)).toEqual([]);
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
        const [first] = onThisDay(today, [photo]).onTheDay;
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
