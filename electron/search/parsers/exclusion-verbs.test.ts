import { describe, expect, it } from "vitest";
import { exclusionVerbs } from "../../../build/data/exclusion-verbs";
import { parseQuery } from "../query-parser";
import data from "./exclusion-verbs.json" with { type: "json" };

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = {
  years: [2019, 2026] as [number, number],
  people: [{ name: "Tom", relation: "brother" }, { name: "Ines", relation: null }],
  places: ["Rome", "Paris", "Lisbon"],
};
const read = (query: string) => parseQuery(query, NOW, CONTEXT);

/** What is left out, and where it lands in the plan when it is. */
const SLOTS = [
  { said: "Ines", wanted: "photos of Tom", left: (q: string) => read(q).notPeople.map((p) => p.label), kept: (q: string) => read(q).people.map((p) => p.label), value: "Ines" },
  { said: "the selfies", wanted: "Rome photos", left: (q: string) => read(q).notKinds, kept: (q: string) => read(q).kinds, value: "selfie" },
  { said: "screenshots", wanted: "pictures of Tom", left: (q: string) => read(q).notKinds, kept: (q: string) => read(q).kinds, value: "screenshot" },
  { said: "Paris", wanted: "photos of Tom", left: (q: string) => read(q).notPlaces.map((p) => p.label), kept: (q: string) => read(q).places.map((p) => p.label), value: "Paris" },
  { said: "the evenings", wanted: "Lisbon photos", left: (q: string) => [read(q).notTime?.label ?? ""], kept: (q: string) => [read(q).time?.label ?? ""], value: "the evening" },
];

/** Verbs a person would say, each of which must be among those WordNet gave. */
const CUES = ["skip", "omit", "exclude", "ignore", "disregard", "discard", "eliminate", "remove", "hide", "weed out", "rule out", "filter out", "leave out", "throw out", "get rid of", "toss out"];

const ing = (cue: string) => cue.replace(/^(\w+)/, (verb) => (verb.endsWith("e") ? `${verb.slice(0, -1)}ing` : /^(skip|omit|get|rid)$/.test(verb) ? `${verb}${verb.at(-1)}ing` : `${verb}ing`));

describe("verbs of leaving out, from WordNet", () => {
  it("the table is WordNet's as built now (rebuild: node --import tsx build/data/exclusion-verbs.ts)", () => {
    expect(data).toEqual(exclusionVerbs());
  });

  it("has the everyday verbs of leaving out and none of the verbs that mean something else in a query", () => {
    for (const cue of CUES) expect(data.verbs).toContain(cue);
    for (const other of ["take", "drop", "jump", "overlook", "show", "find", "miss", "want", "cut"]) expect(data.verbs).not.toContain(other);
  });

  // cue (16) × form (order, "-ing") × slot (person, kind ×2, place, time of day) × position (after the wanted part, after "but") = 320.
  const grid = CUES.flatMap((cue) => [cue, ing(cue)].flatMap((form) => SLOTS.flatMap((slot) => [`${slot.wanted}, ${form} ${slot.said}`, `${slot.wanted} but ${form} ${slot.said} please`].map((query) => ({ query, slot })))));

  it(`leaves out what follows, never asks for it instead (${grid.length} sentences)`, () => {
    const wrong = grid.filter(({ query, slot }) => !slot.left(query).includes(slot.value) || slot.kept(query).includes(slot.value)).map(({ query }) => query);
    expect(wrong).toEqual([]);
  });

  // A two-word verb split around what it leaves out: particle verbs (6) × slot (4) = 24. A time said inside one ("leave the evenings out") is not read yet.
  const split = CUES.filter((cue) => / (out)$/.test(cue)).flatMap((cue) => SLOTS.filter((slot) => slot.value !== "the evening").map((slot) => ({ query: `${slot.wanted}, ${cue.replace(" out", ` ${slot.said} out`)}`, slot })));

  it(`reads a split verb around what it leaves out (${split.length} sentences)`, () => {
    const wrong = split.filter(({ query, slot }) => !slot.left(query).includes(slot.value) || slot.kept(query).includes(slot.value)).map(({ query }) => query);
    expect(wrong).toEqual([]);
  });

  it("reads the verb's participle after a person as that person left out", () => {
    for (const said of ["excluded", "omitted", "removed", "left out", "ruled out", "weeded out", "ignored", "discarded"]) {
      expect(read(`photos of Tom, Ines ${said}`).notPeople.map((p) => p.label), said).toEqual(["Ines"]);
    }
  });

  it("leaves a thing alone where the word names it or means something else", () => {
    expect(read("hide and seek at the park").notKinds).toEqual([]);
    expect(read("the view from the dump").words).toContain("dump");
    expect(read("a hotel room overlooking the bay").words).toContain("overlooking");
    expect(read("Tom skipping stones").people.map((p) => p.label)).toEqual(["Tom"]);
  });
});
