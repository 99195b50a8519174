import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);
const DAY = 86_400_000;
/** Things and gatherings of Advent, the four weeks before Christmas. */
const THINGS = ["lights", "markets", "party", "jumper", "shopping", "concert", "decorations", "fair", "play", "drinks"];
const start = (query: string) => parseQuery(query, NOW).time?.ranges?.[0]?.[0];

describe("a thing or gathering Christmas names is about in Advent too", () => {
  const grid = ["christmas", "xmas", "Christmas"].flatMap((holiday) => THINGS.flatMap((thing) => [2023, 2024].map((year) => ({ query: `${holiday} ${thing} ${year}`, holiday, year, thing }))));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' starts four weeks before Christmas $year", ({ query, holiday, year, thing }) => {
    expect(start(query)).toBe(start(`${holiday} ${year}`)! - 28 * DAY);
    expect(parseQuery(query, NOW).words).toContain(thing);
  });

  it.each(["dinner", "day", "photos", "morning", "sunset", "swim", "presents"].flatMap((word) => [`christmas ${word} 2024`, `xmas ${word} 2024`]))("'%s' is of Christmas's own days", (query) => {
    expect(parseQuery(query, NOW).time?.label ?? "").not.toMatch(/Advent/);
  });

  it.each(["halloween costumes 2024", "good friday sunset", "since Thanksgiving parade", "christmas 2024 family", "easter egg hunt"])("'%s' keeps its holiday's days", (query) => {
    expect(parseQuery(query, NOW).time?.label ?? "").not.toMatch(/Advent|before/);
  });
});
