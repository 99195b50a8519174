import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Places the library has photos in, and their names as their languages say them after a preposition. */
const PLACES: Array<{ label: string; said: string[] }> = [
  { label: "Brno", said: ["Brně", "Brna", "Brnem"] },
  { label: "Ostrava", said: ["Ostravě", "Ostravy"] },
  { label: "Kraków", said: ["Krakowie", "Krakowa"] },
  { label: "Olomouc", said: ["Olomouci", "Olomouce"] },
  { label: "Tampere", said: ["Tampereella", "Tampereen"] },
  { label: "Poznań", said: ["Poznaniu", "Poznania"] },
  { label: "Wrocław", said: ["Wrocławiu", "Wrocławia"] },
  { label: "Debrecen", said: ["Debrecenben", "Debrecenbe"] },
];
const FRAMES = ["{w}", "v {w}", "{w} 2023", "pics {w}", "{w} at night"];
const context = { gazetteer: lookUpPlace, places: [...PLACES.map((p) => p.label), "Berlin", "Annecy", "Karlín"], people: [{ name: "Pavel Dvořák", relation: null }] };

describe("a place the library has photos in, its name with a case ending, is that place", () => {
  const cases = PLACES.flatMap(({ label, said }) => said.flatMap((form) => FRAMES.map((frame) => [frame.replace("{w}", form), label] as const)));
  it("covers at least 50 combinations of place, case and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'%s' is %s", (query, label) => {
    expect(parseQuery(query, NOW, context).places.map((p) => p.label)).toEqual([label]);
  });

  it.each(["brochures", "olives", "the tamper", "debris", "Pavlem in Berlin", "Karlův most"])("'%s' is no place of the library's by an ending", (query) => {
    const places = parseQuery(query, NOW, context).places.map((p) => p.label);
    expect(places.filter((p) => p !== "Berlin")).toEqual([]);
  });
});
