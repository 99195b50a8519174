import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Towns a library's photos were named by, as the geocoder names them. */
const TOWNS = ["Prince Edward", "Huntsville", "Picton", "Banff", "Merritt Island", "Tolmin"];
const KINDS = ["County", "district", "Municipality", "borough", "area"];
const FRAMES = ["{}", "photos in the {}"];

describe("a place of the library said with what kind of division it is, is that place", () => {
  const context = { gazetteer: lookUpPlace, places: [...TOWNS, "Ontario", "Canada"] };
  const grid = TOWNS.flatMap((town) => KINDS.flatMap((kind) => FRAMES.map((frame) => ({ query: frame.replace("{}", `${town} ${kind}`), town }))));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is $town, with no word left to find", ({ query, town }) => {
    const plan = parseQuery(query, NOW, context);
    expect(plan.places.map((p) => p.label)).toEqual([town]);
    expect(plan.words).toEqual([]);
  });

  it("leaves a division the gazetteer knows by that name to it, and a name no photo has to the words", () => {
    expect(parseQuery("Kyoto Prefecture", NOW, { gazetteer: lookUpPlace, places: ["Kyoto"] }).places.map((p) => p.label)).toEqual(["Kyoto"]);
    expect(parseQuery("Kyoto Prefecture", NOW, { gazetteer: lookUpPlace, places: ["Kyoto"] }).places[0]?.divisions?.length).toBeGreaterThan(0);
    expect(parseQuery("Orange County", NOW, context).places).toEqual([]);
  });
});
