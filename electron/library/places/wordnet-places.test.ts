import { describe, expect, it } from "vitest";
import { parseQuery } from "../../search/query-parser";
import { lookUpNamesakes, lookUpPlace, placeByPartOfName } from "./gazetteer";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
/** A library with photos in the cities the names below are in, as reverse geocoding labels them. */
const LIBRARY = { places: ["Paris", "Rome", "London", "New York", "San Francisco", "Athens", "Marrakesh", "Leiden", "Helsinki", "Lisbon"], gazetteer: lookUpPlace, placeByPart: placeByPartOfName };
const placesOf = (query: string) => {
  const plan = parseQuery(query, NOW, LIBRARY);
  return [...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label);
};

describe("districts, landmarks and other spellings WordNet knows a place by", () => {
  // Neither GeoNames nor Natural Earth has these names; WordNet says what each is part of, or
  // gives it as another name of a city the gazetteer has.
  const slots = [
    { said: "Montmartre", city: "Paris" },
    { said: "the Eiffel Tower", city: "Paris" },
    { said: "the Latin Quarter", city: "Paris" },
    { said: "the Colosseum", city: "Rome" },
    { said: "the Sistine Chapel", city: "Rome" },
    { said: "Wimbledon", city: "London" },
    { said: "Trafalgar Square", city: "London" },
    { said: "Times Square", city: "New York" },
    { said: "Central Park", city: "New York" },
    { said: "the Golden Gate Bridge", city: "San Francisco" },
    { said: "the Parthenon", city: "Athens" },
    { said: "Marrakech", city: "Marrakesh" },
    { said: "Leyden", city: "Leiden" },
    { said: "Helsingfors", city: "Helsinki" },
  ];
  // How it is said: after a preposition of place, as what the photos are of, or as a trip.
  const cues = [(p: string) => `photos at ${p}`, (p: string) => `pics from ${p}`, (p: string) => `${p}`, (p: string) => `me in front of ${p}`, (p: string) => `our trip to ${p}`];
  // Where in the sentence: alone, before a time, and after other words.
  const positions = [(s: string) => s, (s: string) => `${s} last summer`, (s: string) => `sunset, ${s}`];

  it("reads each as the city it is in or is another name of (14 names x 5 cues x 3 positions)", () => {
    const misread: string[] = [];
    for (const { said, city } of slots) {
      for (const cue of cues) {
        for (const position of positions) {
          const query = position(cue(said));
          if (!placesOf(query).includes(city)) misread.push(`${query} -> ${JSON.stringify(placesOf(query))}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it("takes no other name the gazetteer places somewhere WordNet does not", () => {
    // "Kennedy International Airport" is also "Kennedy" to WordNet, and the gazetteer's Kennedy is
    // no part of New York; Ithaca is part of New York the state, which shares its name with the
    // city, and stays the town; Lesbos is an island, never the city a wrong "part of" leads to.
    expect(lookUpPlace("Kennedy International Airport")?.label).not.toBe("Kennedy");
    expect(lookUpNamesakes("Ithaca").map((p) => p.label)).not.toContain("New York");
    expect(lookUpNamesakes("Lesbos").every((p) => p.kind !== "city")).toBe(true);
  });

  it("reads a place inside a part of a city as the whole city, as its photos are labelled", () => {
    // Times Square is part of Manhattan, part of New York: a photo there is labelled "New York".
    expect(lookUpPlace("Times Square")?.label).toBe("New York");
    expect(lookUpPlace("Montmartre")?.label).toBe("Paris");
  });

  it("leaves a name that is also a word people use a word", () => {
    // "Fez" is Fès to WordNet, and a hat; "Orient" and "Village" are places to it, and words.
    for (const word of ["fez", "Fez", "Orient", "Village", "Bull"]) expect(String(lookUpPlace(word)?.label), word).not.toMatch(/^(Fès|Fes)$/);
    for (const query of ["my red fez", "the village square", "a bull in the field"]) expect(placesOf(query), query).toEqual([]);
  });

  it("never moves a place the data names to WordNet's reading", () => {
    // Lisbon, Paris and Rome are GeoNames' own; WordNet's names come after every other claim.
    for (const [query, city] of [["pics from Lisbon", "Lisbon"], ["Paris in spring", "Paris"], ["Rome 2019", "Rome"]] as const) expect(placesOf(query), query).toEqual([city]);
  });
});
