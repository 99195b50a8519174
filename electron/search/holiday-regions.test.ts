import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 29, 12);
const DAY = 86_400_000;

/** The n-th given weekday (0 Sunday) of a month, as the floating ms of its midnight. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = Date.UTC(year, month, 1);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return first + (offset + 7 * (n - 1)) * DAY;
}

/**
 * Days a country keeps by its provinces or states, not as a nation, and how each region's
 * calendar has them: Canada's Thanksgiving (second Monday of October), Australia's Labour Day
 * (Victoria in March, Queensland in May, New South Wales in October).
 */
const REGIONS: Array<{ country: string; region: string; phrase: string; day: (year: number) => number }> = [
  ...["CA-QC", "CA-ON", "CA-BC", "CA-AB", "CA-MB"].map((region) => ({ country: "CA", region, phrase: "thanksgiving", day: (y: number) => nthWeekday(y, 9, 1, 2) })),
  { country: "AU", region: "AU-VIC", phrase: "labour day", day: (y) => nthWeekday(y, 2, 1, 2) },
  { country: "AU", region: "AU-QLD", phrase: "labour day", day: (y) => nthWeekday(y, 4, 1, 1) },
  { country: "AU", region: "AU-NSW", phrase: "labour day", day: (y) => nthWeekday(y, 9, 1, 1) },
];
const ASKED = ["{p} {y}", "{p} pics {y}", "photos from {p} {y}"];
const YEARS = [2023, 2024, 2025];

/** A library of photos taken in one region of a country, over the years asked. */
async function regionLibrary(country: string, region: string) {
  const lib = library();
  for (let m = 0; m < 40; m++) lib.add(`p${m}`, { taken_ms: Date.UTC(2023, m, 3, 12), country_code: country, region_code: region, lat: 1, lon: 1 });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return index;
}

describe("a holiday the library's country keeps by region", () => {
  it("is the day its main region's calendar gives it (region × phrase × year × asked)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const { country, region, phrase, day } of REGIONS) {
      const index = await regionLibrary(country, region);
      for (const year of YEARS) {
        for (const asking of ASKED) {
          const query = asking.replace("{p}", phrase).replace("{y}", String(year));
          const ranges = parseQuery(query, NOW, index.parseContext()).time?.ranges ?? [];
          if (!ranges.some(([from, to]) => from <= day(year) && day(year) < to && to - from <= 2 * DAY)) wrong.push(`${query} in ${region} → ${ranges.map(([from]) => new Date(from).toISOString().slice(0, 10)).join(", ")}`);
          cases++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("is the day the English table gives where the library's country has no such day", async () => {
    const index = await regionLibrary("US", "US-MA");
    const ranges = parseQuery("thanksgiving 2024", NOW, index.parseContext()).time!.ranges!;
    expect(ranges.map(([from]) => new Date(from).toISOString().slice(0, 10))).toEqual(["2024-11-28"]);
  });
});
