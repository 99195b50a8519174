import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { isSlipOf } from "../index/graph/spelling";

const NOW = new Date(2026, 10, 30, 12);

/** People as tagged, and their names as other languages say them after a preposition or as an object. */
const PEOPLE: Array<{ name: string; said: string[] }> = [
  { name: "Pavel Dvořák", said: ["Pavlem", "Pavlovi", "Pavlově"] },
  { name: "Petra Nováková", said: ["Petrou", "Petry", "Petře"] },
  { name: "Jakub Svoboda", said: ["Jakubem", "Jakubovi", "Jakuba"] },
  { name: "Tomasz Wójcik", said: ["Tomaszem", "Tomasza", "Tomaszowi"] },
  { name: "Mikko Virtanen", said: ["Mikon", "Mikolla", "Mikolle"] },
  { name: "Ágnes Kovács", said: ["Ágnessel", "Ágnesnek", "Ágnesről"] },
];
/** Where the name stands in a query. */
const FRAMES = ["s {w}", "photos with {w}", "{w} at the lake", "me and {w} in 2023", "Christmas with {w}"];
const context = { gazetteer: lookUpPlace, people: [...PEOPLE.map(({ name }) => ({ name, relation: null })), { name: "Jan Novák", relation: null }, { name: "Martin Berg", relation: null }] };

describe("a name with a case ending is that person", () => {
  const cases = PEOPLE.flatMap(({ name, said }) => said.flatMap((form) => FRAMES.map((frame) => [frame.replace("{w}", form), name] as const)));
  it("covers at least 50 combinations of person, case and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'%s' is %s", (query, name) => {
    expect(parseQuery(query, NOW, context).people.map((p) => p.label)).toEqual([name]);
  });

  it.each([
    // English words that start as a name does.
    "petrol station", "paving stones", "the jacket", "marathon photos", "pavlova dessert",
    // A slip of a word, a given name of its own, a place.
    "jakuzzi", "Marta at the lake", "Jana in 2023", "Annecy", "Petrov",
  ])("'%s' is nobody of the library's", (query) => {
    expect(parseQuery(query, NOW, context).people).toEqual([]);
  });

  it.each(["Jakub at the marathn", "Petra at the maratohn", "Pavel at the marahton"])("'%s': a slip of a word the library has is that word, not someone's name with an ending", (query) => {
    const people = ["Jakub Svoboda", "Petra Nováková", "Pavel Dvořák", "Maria Lopez"].map((name) => ({ name, relation: null }));
    const withMarathon = { gazetteer: lookUpPlace, people, knowsSlipOf: (word: string) => isSlipOf(word, "marathon") };
    expect(parseQuery(query, NOW, withMarathon).people).toHaveLength(1);
  });
});
