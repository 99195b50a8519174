import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Cities by the name their own language gives them, and the name the gazetteer shows. */
const CITIES: Array<[said: string, label: string]> = [
  ["Praha", "Prague"], ["Wien", "Vienna"], ["München", "Munich"], ["Bruxelles", "Brussels"], ["Lisboa", "Lisbon"],
  ["Warszawa", "Warsaw"], ["Firenze", "Florence"], ["Napoli", "Naples"], ["Venezia", "Venice"], ["Moskva", "Moscow"],
];
/** Where the name stands in a query, capitalised or not. */
const FRAMES = ["{c}", "{c} pics", "my {c} photos", "{c} at night", "{l} in 2023"];

describe("a city the library has photos of, said by its other name, is that city though photos' text has the name too", () => {
  const cases = CITIES.flatMap(([said, label]) => FRAMES.map((frame) => [frame.replace("{c}", said).replace("{l}", said.toLowerCase()), label] as const));
  it("covers at least 50 combinations of city and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'%s' is %s", (query, label) => {
    const said = CITIES.find(([, l]) => l === label)![0];
    // The library has photos in the city, and a receipt or a sign there reads its name.
    const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, places: [label, "Berlin"], knowsWord: (word) => word === said.toLowerCase() || word === said.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "") });
    expect(plan.places.map((p) => p.label)).toEqual([label]);
  });

  it("a name the library has as a word and no photos at its place stays the word ('Chelsea', the cat)", () => {
    const plan = parseQuery("Chelsea", NOW, { gazetteer: lookUpPlace, places: ["Berlin"], knowsWord: (word) => word === "chelsea" });
    expect(plan.places).toEqual([]);
  });
});
