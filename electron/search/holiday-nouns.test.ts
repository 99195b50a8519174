import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 11, 2, 12);
const CONTEXT = { mainCountry: () => "GB", mainRegion: () => "GB-ENG", years: [2019, 2026] as [number, number] };

/** A season, and how it is read. */
const SEASONS: Array<[said: string, season: string]> = [["summer", "summer"], ["winter", "winter"], ["spring", "spring"], ["autumn", "autumn"]];
/** A holiday away, as people write it: "hols" and "hol" are British, "vacay" American. */
const NOUNS = ["holidays", "hols", "hol", "vacation", "vacations", "vacay"];
const FRAMES = ["{s} {n}", "our {s} {n}", "pics from the {s} {n}", "{s} {n} photos"];

describe("a season's holiday away, however the holiday is written", () => {
  const grid = SEASONS.flatMap(([said, season]) => NOUNS.flatMap((noun) => FRAMES.map((frame) => ({ query: frame.replace("{s}", said).replace("{n}", noun), season }))));

  it("covers at least 50 seasons, nouns and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("is that season's trips, any year (season × noun × frame)", () => {
    const wrong = grid.flatMap(({ query, season }) => {
      const plan = parseQuery(query, NOW, CONTEXT);
      return plan.time?.label === `any ${season}` && plan.tripAnchor?.byTime === true && plan.words.length === 0 ? [] : [`${query}: ${plan.time?.label} ${plan.tripAnchor?.label} ${plan.words.join(",")}`];
    });
    expect(wrong).toEqual([]);
  });

  it("with a year, is that season of the year; said alone, 'the holidays' stays the season of Christmas", () => {
    for (const noun of NOUNS) expect(parseQuery(`summer ${noun} 2024`, NOW, CONTEXT).time?.label, noun).toBe("summer 2024");
    expect(parseQuery("the holidays", NOW, CONTEXT).tripAnchor).toBeUndefined();
  });

  it("a bank holiday is read clipped as it is whole: 'bank hol', 'the august bank hol'", () => {
    for (const query of ["bank hol", "the bank hol", "bank hols 2024", "august bank hol", "may bank hol weekend"]) expect(parseQuery(query, NOW, CONTEXT).time?.label, query).toMatch(/bank holiday/);
  });
});
