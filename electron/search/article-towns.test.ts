import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** Towns of over 15,000 people called like an English word, the word a person means when they write it small after "the". */
const TOWNS = ["Bath", "Reading", "Holiday", "Mobile", "Orange", "Split", "Cork", "Temple", "Corona", "Sale"];
const SMALL = ["photos from the {w}", "pics from the {w} with Sam", "everything at the {w}", "the {w} in 2023", "shots of the {w} please"];
/** Said as a place: a capital after a preposition, or the town with where it is. */
const NAMED = ["photos from {W}", "pics in {W} with Sam"];

describe("a town called like a word is the word when written small after 'the', and a word for a trip is the trip", () => {
  it("has every town in the gazetteer", () => expect(TOWNS.filter((town) => lookUpPlace(town)?.kind !== "city")).toEqual([]));

  const small = TOWNS.flatMap((town) => SMALL.map((frame) => [frame.replace("{w}", town.toLowerCase()), town] as const));
  it("covers at least 50 combinations of town and frame", () => expect(small.length).toBeGreaterThanOrEqual(50));

  it.each(small)("'%s' is no trip to %s", (query) => {
    const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, people: [{ name: "Sam Ortiz", relation: null }] });
    expect(plan.places).toEqual([]);
  });

  it.each(TOWNS.flatMap((town) => NAMED.map((frame) => [frame.replace("{W}", town), town] as const)))("'%s' is %s", (query, town) => {
    const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, people: [{ name: "Sam Ortiz", relation: null }] });
    expect(plan.places.map((p) => p.label)).toEqual([town]);
  });

  it.each(["photos from holiday", "pics from the holiday with Sam", "back from vacation", "the getaway with Sam"])("'%s' is a trip, not a town", (query) => {
    const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, people: [{ name: "Sam Ortiz", relation: null }] });
    expect([plan.places, Boolean(plan.trip ?? plan.tripAnchor)]).toEqual([[], true]);
  });
});
