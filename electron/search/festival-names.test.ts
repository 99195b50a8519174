import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";

// Tuesday 1 December 2026, noon.
const NOW = new Date(2026, 11, 1, 12);

/** A festival's one-word name in a country's language, that country's calendar naming one day by it, and the library's places there. */
const NAMES = [
  ["Weihnachten", "AT", ["Vienna", "Austria"]],
  ["navidad", "ES", ["Madrid", "Spain"]],
  ["Navidad", "MX", ["Mexico City", "Mexico"]],
  ["weihnachten", "LU", ["Luxembourg", "Luxembourg"]],
] as const;
const FRAMES = ["{} 2024", "{} 2024 photos", "pics from {} 2024", "{} 2024 with mum", "our {} 2024", "{} in 2024", "the {} of 2024", "{} 2024 at home", "everything from {} 2024", "{} 2024 dinner", "{} 2024 at grandma's", "{} 2024 with the kids", "{} 2024 family"];
const GRID = NAMES.flatMap(([name, country, places]) => FRAMES.map((frame) => [frame.replace("{}", name), country, places] as const));

describe("a festival's one-word name in another language is read as English reads the festival", () => {
  it("has at least 50 combinations", () => expect(GRID.length).toBeGreaterThanOrEqual(50));

  // The calendars of Austria, Spain, Mexico and Luxembourg name Christmas Day so; English's Christmas keeps its Eve.
  it.each(GRID)("“%s” in a library in %s is Christmas 2024, Christmas Eve with it", (query, country, places) => {
    const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, places: [...places], mainCountry: () => country });
    expect(plan.time?.label).toBe("Christmas 2024");
    const [start] = (plan.time as unknown as { ranges: Array<[number, number]> }).ranges[0]!;
    expect(new Date(start).getUTCDate()).toBe(24);
  });
});
