import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

const ORDINALS: Array<[string, { nth: number; from: "first" | "last" }]> = [
  ["first", { nth: 1, from: "first" }],
  ["second", { nth: 2, from: "first" }],
  ["3rd", { nth: 3, from: "first" }],
  ["last", { nth: 1, from: "last" }],
  ["latest", { nth: 1, from: "last" }],
];
/** How long the trip was, said before its noun, or a day trip's noun glued ("daytrip"). */
const TRIPS = ["one-day trip", "two-day trip", "3-day getaway", "two-week holiday", "3-day vacation", "daytrip", "roadtrip", "day-trip"];
const FRAMES = ["our {o} {t}", "photos from my {o} {t}"];

describe("a trip's length between its ordinal and its noun counts nothing: 'our first one-day trip' is the first trip", () => {
  const grid = ORDINALS.flatMap(([ordinal, trip]) => TRIPS.flatMap((said) => FRAMES.map((frame) => [frame.replace("{o}", ordinal).replace("{t}", said), trip] as const)));
  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s'", (query, trip) => {
    const plan = parseQuery(query, NOW);
    expect([plan.trip, plan.order]).toEqual([trip, null]);
  });

  it("still counts photos: 'the first one', 'the first 3 photos', 'my latest 2 selfies'", () => {
    expect(parseQuery("the first one", NOW).order).toEqual({ direction: "asc", count: 1 });
    expect(parseQuery("the first 3 photos", NOW).order).toEqual({ direction: "asc", count: 3 });
    expect(parseQuery("my latest 2 selfies", NOW).order).toEqual({ direction: "desc", count: 2 });
  });
});
