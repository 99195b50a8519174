import { describe, expect, it } from "vitest";
import { DAY } from "./calendar";
import { holidayNamed } from "./holidays";
import { parseQuery } from "./query-parser";
import { whenPhrase } from "./wording";

// Sunday 29 November 2026, noon; the library's photos run from 2015.
const NOW = new Date(2026, 10, 29, 12);
const time = (query: string) => parseQuery(query, NOW, { years: [2015, 2026] }).time;

describe("the days beside a holiday", () => {
  // Christmas's photos run from its eve into the 26th, but "the day after Christmas" is the 26th, not the 27th.
  it("are beside the holiday's own days, not the hours either side its photos are found in (≥ 50 combinations)", () => {
    const holidays = ["Christmas", "Christmas Eve", "New Year's Eve", "Halloween", "Thanksgiving", "Easter", "Valentine's Day", "Mother's Day", "Independence Day"];
    let widened = 0;
    let checked = 0;
    for (const name of holidays)
      for (const after of [true, false])
        for (const [unit, length] of [["day", DAY], ["week", 7 * DAY]] as const)
          for (const year of [2019, 2023]) {
            const query = `the ${unit} ${after ? "after" : "before"} ${name} ${year}`;
            const holiday = holidayNamed(name)!;
            const [first, last] = holiday.days(year)!;
            expect(time(query)?.ranges, query).toEqual([after ? [last, last + length] : [first - length, first]]);
            if (holiday.range(year)![1] !== last) widened++;
            checked++;
          }
    expect(checked).toBeGreaterThanOrEqual(50);
    // The grid holds holidays whose photos are found beyond their days, or it would test nothing.
    expect(widened).toBeGreaterThanOrEqual(8);
  });

  it("is said as a day: taken on it", () => {
    expect(whenPhrase(time("the day after Christmas 2019")!.label)).toBe("taken on the day after Christmas 2019");
    expect(whenPhrase(time("the week before Easter 2023")!.label)).toBe("taken in the week before Easter 2023");
  });
});
