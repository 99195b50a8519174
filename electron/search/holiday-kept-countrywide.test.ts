import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 11, 2, 12);
const CANADA = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"];
const FRAMES = ["thanksgiving {y}", "{y} thanksgiving", "thanksgiving dinner {y}", "turkey on thanksgiving {y}"];
/** Canada's Thanksgiving, the second Monday of October. */
const CANADIAN: Record<number, string> = { 2021: "2021-10-11", 2022: "2022-10-10", 2023: "2023-10-09", 2024: "2024-10-14" };

const firstDay = (query: string, region: string) => {
  const plan = parseQuery(query, NOW, { mainCountry: () => region.split("-")[0]!, mainRegion: () => region, years: [2019, 2026] });
  const first = plan.time?.ranges?.[0]?.[0];
  return first === undefined ? null : new Date(first).toISOString().slice(0, 10);
};

describe("a holiday most of the user's country keeps, though their own province does not by law", () => {
  it("is the country's day, in every province (province × frame × year)", () => {
    const wrong: string[] = [];
    let asked = 0;
    CANADA.forEach((province, p) => {
      FRAMES.forEach((frame, f) => {
        const year = 2021 + ((p + f) % 4);
        const query = frame.replace("{y}", String(year));
        if (firstDay(query, `CA-${province}`) !== CANADIAN[year]) wrong.push(`CA-${province}: ${query} → ${firstDay(query, `CA-${province}`)}`);
        asked++;
      });
    });
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("stays the United States' day there, and abroad where no one keeps it", () => {
    for (const region of ["US-CA", "US-NY", "GB-ENG"]) expect(firstDay("thanksgiving 2022", region), region).toBe("2022-11-24");
  });
});
