import { createRequire } from "node:module";
import type Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import names from "./holiday-names.json" with { type: "json" };
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);
const Calendar = createRequire(import.meta.url)("date-holidays") as typeof Holidays;
const TABLE = names as unknown as Record<string, { calendar?: string; name: string; season?: unknown }>;
const COUNTRIES = ["NZ", "AU", "GB", "IE", "ZA", "CA", "US", "IN"];

/** A holiday's first day in `year` as `country`'s calendar names it in English, or null. */
function dayIn(country: string, name: string, year: number): number | null {
  const found = new Calendar(country, { languages: ["en"] }).getHolidays(year, "en").find((h) => h.name === name && !/substitute/i.test(h.name));
  if (!found) return null;
  const [y, m, d] = found.date.slice(0, 10).split("-").map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

describe("a holiday the English table gives one country is the library's country's, where its calendar has a day of that name", () => {
  // Every phrase of one country's calendar that another of these countries keeps on another day in 2025.
  const cases = Object.entries(TABLE).flatMap(([phrase, entry]) =>
    entry.calendar && !entry.season
      ? COUNTRIES.filter((country) => country !== entry.calendar!.split("-")[0]).flatMap((country) => {
          const own = dayIn(country, entry.name, 2025);
          const listed = dayIn(entry.calendar!.split("-")[0]!, entry.name, 2025);
          return own !== null && own !== listed ? [{ phrase, country, own }] : [];
        })
      : [],
  );
  const FRAMES = ["{h} 2025", "photos from {h} 2025", "{h} 2025 at the beach", "pics of {h} 2025", "our {h} 2025"];

  it("covers at least 50 phrases, countries and frames", () => expect(cases.length * FRAMES.length).toBeGreaterThanOrEqual(50));

  it("reads the day where the library's photos mostly are (phrase x country x frame)", () => {
    const wrong = cases.flatMap(({ phrase, country, own }) =>
      FRAMES.flatMap((frame) => {
        const query = frame.replace("{h}", phrase);
        const ranges = parseQuery(query, NOW, { mainCountry: () => country }).time?.ranges ?? [];
        return ranges.some(([from, to]) => from <= own + 43_200_000 && to > own + 43_200_000) ? [] : [`${query} in ${country}: ${JSON.stringify(ranges.map(([from]) => new Date(from).toISOString().slice(0, 10)))}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("reads the long weekend of a day said without 'day': Labour weekend, Waitangi weekend", () => {
    const labour = parseQuery("labour weekend 2025", NOW, { mainCountry: () => "NZ" }).time!;
    expect(labour.label).toBe("Labour Day weekend 2025");
    expect(labour.ranges!.some(([from, to]) => from <= Date.UTC(2025, 9, 27) && to > Date.UTC(2025, 9, 26))).toBe(true);
    expect(parseQuery("waitangi weekend", NOW).time?.label).toBe("any Waitangi Day weekend");
    // Not a name said alone, nor before anything else.
    expect(parseQuery("labour 2025", NOW).words).toContain("labour");
    expect(parseQuery("the labour ward", NOW).time).toBeNull();
  });
});
