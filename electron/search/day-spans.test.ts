import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";
import { floatingIso } from "./time-phrases";

// Sunday 22 November 2026, noon, as the other time suites.
const NOW = new Date(2026, 10, 22, 12);

function read(query: string) {
  const plan = parseQuery(query, NOW, { years: [2015, 2026] });
  const ranges = plan.time?.ranges;
  return {
    from: ranges ? floatingIso(ranges[0]![0]).slice(0, 10) : null,
    to: ranges ? floatingIso(ranges.at(-1)![1]).slice(0, 10) : null,
    label: plan.time?.label ?? null,
    words: plan.words,
  };
}

// Each shape below was read wrongly by a new-user probe (probe 11): a month or a day let go, a
// span kept at one end, a year lost, a phrase read as next month or next year.
describe("days, months and seasons said as people say them", () => {
  it.each([
    // A month of a year said relative to this one: the month was dropped and sought as a word.
    ["August last year", "2025-08-01", "2025-09-01", "August 2025", []],
    ["august of last year in Cape Town", "2025-08-01", "2025-09-01", "August 2025", ["cape", "town"]],
    ["last year in August", "2025-08-01", "2025-09-01", "August 2025", []],
    ["last year's august", "2025-08-01", "2025-09-01", "August 2025", []],
    ["January this year", "2026-01-01", "2026-02-01", "January 2026", []],
    ["may last year", "2025-05-01", "2025-06-01", "May 2025", []],
    ["March the year before last", "2024-03-01", "2024-04-01", "March 2024", []],
    ["pictures from last year's summer", "2025-06-01", "2025-09-01", "summer 2025", []],
    // Counted back in years, then narrowed: the day or the month, not a window of months.
    ["5 years ago this month", "2021-11-01", "2021-12-01", "November 2021", []],
    ["this month 4 years ago", "2022-11-01", "2022-12-01", "November 2022", []],
    ["4 years ago in November", "2022-11-01", "2022-12-01", "November 2022", []],
    ["a year ago today", "2025-11-22", "2025-11-23", "22 Nov 2025", []],
    ["exactly 3 years ago", "2023-11-22", "2023-11-23", "22 Nov 2023", []],
    ["2 years ago to the day", "2024-11-22", "2024-11-23", "22 Nov 2024", []],
    // The word for the unit before the time: read as next month or next year before.
    ["in the month of July 2024", "2024-07-01", "2024-08-01", "July 2024", []],
    ["in the year of 2021", "2021-01-01", "2022-01-01", "2021", []],
    ["in the year 2021", "2021-01-01", "2022-01-01", "2021", []],
    // Spans of days: one end was kept, or the year lost.
    ["between July 10 and July 20, 2022", "2022-07-10", "2022-07-21", "10 Jul 2022 – 20 Jul 2022", []],
    ["Nov. 2–4, 2021", "2021-11-02", "2021-11-05", "2 Nov 2021 – 4 Nov 2021", []],
    ["Sep 10th thru 11th 2024", "2024-09-10", "2024-09-12", "10 Sep 2024 – 11 Sep 2024", []],
    ["from the 10th to the 11th of September 2024", "2024-09-10", "2024-09-12", "10 Sep 2024 – 11 Sep 2024", []],
    ["december 30 to january 2 2024", "2023-12-30", "2024-01-03", "30 Dec 2023 – 2 Jan 2024", []],
    ["between may and june, 2024", "2024-05-01", "2024-07-01", "May 2024 – June 2024", []],
    // A day said with "the" between, and run together as cameras write it.
    ["December the 5th, 2021", "2021-12-05", "2021-12-06", "5 Dec 2021", []],
    ["Nov the 3rd 2022", "2022-11-03", "2022-11-04", "3 Nov 2022", []],
    ["20231002", "2023-10-02", "2023-10-03", "2 Oct 2023", []],
    // The week a day is in, Monday to Sunday; a weekday counted in its month.
    ["the week of November 2nd 2022", "2022-10-31", "2022-11-07", "the week of 31 Oct 2022", []],
    ["the second Sunday of July 2024", "2024-07-14", "2024-07-15", "14 Jul 2024", []],
    ["the last friday in may 2025", "2025-05-30", "2025-05-31", "30 May 2025", []],
    // Seasons from one to another, and the one winter two years share.
    ["from spring 2024 to fall 2024", "2024-03-01", "2024-12-01", "spring 2024 – autumn 2024", []],
    ["spring to fall 2024", "2024-03-01", "2024-12-01", "spring 2024 – autumn 2024", []],
    ["summer 2022 through summer 2023", "2022-06-01", "2023-09-01", "summer 2022 – summer 2023", []],
    ["winter 2021-2022", "2021-12-01", "2022-03-01", "winter 2021–22", []],
    ["winter 2021/22", "2021-12-01", "2022-03-01", "winter 2021–22", []],
    // A decade back, and a half of a year cut short.
    ["the past decade", "2016-11-22", "2026-11-23", "the past decade", []],
    ["the 1st half of '22", "2022-01-01", "2022-07-01", "the first half of 2022", []],
  ])("%s", (query, from, to, label, words) => {
    expect(read(query)).toEqual({ from, to, label, words });
  });

  it("keeps ordinary words that sit where a date could", () => {
    // A march of protest is no month, and a sundae no Sunday.
    expect(read("the protest march last year")).toEqual({ from: "2025-01-01", to: "2026-01-01", label: "2025", words: ["protest", "march"] });
    expect(read("sundaes in rome").label).toBeNull();
    // Neither the year of the dragon nor a fifth Monday that February lacks is a time.
    expect(read("the year of the dragon").label).toBeNull();
    expect(read("the fifth monday of february 2026").label).toBe("February 2026");
    expect(read("the fifth monday of march 2026").label).toBe("30 Mar 2026");
    // "2 years ago" alone stays a window around then, reaching back to that year's start.
    expect(read("2 years ago").label).toBe("Jan 2024 – Mar 2025");
  });

  it("reads a mistyped day of the week as that day", () => {
    expect(read("satruday in cape town")).toMatchObject({ label: "21 Nov 2026", words: ["cape", "town"] });
    expect(read("thrusday morning").label).toBe("the morning of 19 Nov 2026");
  });
});

describe("two parts of the day, and the days of the week", () => {
  it("takes either of two parts of the day said together", () => {
    const plan = parseQuery("Kyoto morning or evening", NOW, { years: [2015, 2026] });
    expect({ hours: plan.time?.hours, other: plan.time?.otherHours, label: plan.time?.label, words: plan.words }).toEqual({ hours: [5, 12], other: [[17, 21]], label: "the morning or the evening", words: ["kyoto"] });
    expect(parseQuery("mornings and evenings in Rome", NOW, {}).time?.otherHours).toEqual([[17, 21]]);
    // One part said twice over is one part: "at 7am in the morning".
    expect(parseQuery("at 7am in the morning", NOW, {}).time).toMatchObject({ hours: [6, 9], label: "around 7 am" });
  });

  it("reads 'during the week' as weekdays, and 'the week of' a day as that week", () => {
    expect(read("during the week in Rome")).toMatchObject({ label: "weekdays", words: ["rome"] });
    expect(parseQuery("during the week in Rome", NOW, {}).time?.weekend).toBe(false);
    expect(read("in the week before christmas").label).toBe("the week before any Christmas");
  });
});
