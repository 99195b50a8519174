import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** People whose first name is a city's, as the gazetteer has it. */
const NAMESAKES: Array<[person: string, city: string]> = [
  ["Sofia Papadaki", "Sofia"], ["Florence Martin", "Florence"], ["Adelaide Brown", "Adelaide"], ["Regina Lopes", "Regina"],
  ["Alexandria Cole", "Alexandria"], ["Lima Okafor", "Lima"], ["Valencia Torres", "Valencia"], ["Orlando Reyes", "Orlando"],
];
const context = { gazetteer: lookUpPlace, people: NAMESAKES.map(([name]) => ({ name, relation: null })) };
const read = (query: string) => {
  const plan = parseQuery(query, NOW, context);
  return { places: plan.places.map((p) => p.label), people: plan.people.map((p) => p.label) };
};

describe("a first name said where a place goes, of a place of that name, is the place ('photos in Sofia' with an aunt Sofia)", () => {
  const asPlace = NAMESAKES.flatMap(([, city]) => ["photos in {}", "pictures from {}", "near {}", "walks around {}", "a day in {}"].map((frame) => [frame.replace("{}", city), city] as const));
  const asPerson = NAMESAKES.flatMap(([person, city]) => ["photos with {}", "{} at the beach", "pictures of {}"].map((frame) => [frame.replace("{}", city), person] as const));
  it("covers at least 50 combinations", () => expect(asPlace.length + asPerson.length).toBeGreaterThanOrEqual(50));

  it.each(asPlace)("'%s' is the place %s", (query, city) => {
    const { places, people } = read(query);
    expect(places).toHaveLength(1);
    expect(places[0]).toContain(city);
    expect(people).toEqual([]);
  });

  it.each(asPerson)("'%s' is still %s", (query, person) => {
    expect(read(query).people).toEqual([person]);
  });

  it("reads someone's place with the possessive as them", () => {
    expect(read("dinner at Sofia's").people).toEqual(["Sofia Papadaki"]);
  });
});
