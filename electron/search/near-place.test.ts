import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { locatedIndex } from "../testing/located-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** A city, a town beside it (15–20 km), and one farther off (40–80 km); place names from the real reverse geocoder. */
const TAKEN: Record<string, [number, number]> = {
  seattle: [47.6062, -122.3321],
  renton: [47.4829, -122.2171],
  tacoma: [47.2529, -122.4443],
  paris: [48.8566, 2.3522],
  versailles: [48.8049, 2.1204],
  chartres: [48.4439, 1.489],
};


const CITIES: Record<string, { in: string[]; near: string[] }> = {
  Seattle: { in: ["seattle"], near: ["renton", "seattle"] },
  Paris: { in: ["paris"], near: ["paris", "versailles"] },
};
const CUES = ["near", "close to", "next to", "not far from", "just outside", "in and around"];
const FRAMES = [(cue: string, city: string) => `photos ${cue} ${city}`, (cue: string, city: string) => `${cue} ${city}`, (cue: string, city: string) => `sunset ${cue} ${city.toLowerCase()} 2024`];

describe("a town said as near it takes in what is around it", async () => {
  const index = await locatedIndex(TAKEN);
  const context = { ...index.parseContext(), gazetteer: lookUpPlace };
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, context), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  const cases = Object.entries(CITIES).flatMap(([city, { near }]) => CUES.flatMap((cue) => FRAMES.map((frame) => ({ query: frame(cue, city), expected: near }))));

  it("covers at least 25 combinations of town, cue and frame", () => expect(cases.length).toBeGreaterThanOrEqual(25));

  it.each(cases)("'$query' finds the town and the towns beside it, not those farther off", async ({ query, expected }) => {
    const plan = parseQuery(query, NOW, context);
    expect(plan.places.map((p) => p.near)).toEqual([true]);
    expect(plan.words.filter((w) => w !== "sunset")).toEqual([]);
    expect(await found(query)).toEqual([...expected].sort());
  });

  it.each(Object.entries(CITIES))("'%s' said as in it is only the town", async (city, { in: inside }) => {
    expect(await found(`photos in ${city}`)).toEqual(inside);
    expect(await found(city)).toEqual(inside);
  });
});
