import { describe, expect, it } from "vitest";
import { parseQuery } from "../../search/query-parser";
import { isAirlineName } from "../../index/graph/code-words";
import { lookUpNamesakes, lookUpPlace, placeByPartOfName } from "./gazetteer";
import { wordNetDemonyms } from "./wordnet-places";
import { allCountries } from "./countries";

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

describe("the words for a place's people and things WordNet gives ('Viennese', 'Floridian', 'Londoner')", () => {
  // Every such word the gazetteer now reads as its place, from the data: the proper adjectives
  // that pertain to a place ("Viennese") and the people WordNet files as its natives ("Floridian").
  // Those the countries' data already gives ("Congolese", "Maldivian") are left to its tests.
  const countries = new Set(allCountries().flatMap((c) => c.demonyms));
  const demonyms = wordNetDemonyms((name) => lookUpPlace(name)).filter(([name, place]) => lookUpPlace(name)?.demonym && lookUpPlace(name)?.label === place.label && !countries.has(name) && !/\s/.test(name));
  // How it is said: of a thing, of photos, of a trip, typed small.
  // Not of food: "Viennese food" with no photo in Vienna is the kitchen (`parsers/cuisine-words.ts`).
  const frames = [(d: string) => `${d} architecture`, (d: string) => `my ${d} photos`, (d: string) => `that ${d} holiday in 2024`, (d: string) => `${d.toLowerCase()} streets at night`];
  const world = { gazetteer: lookUpPlace };
  const placed = (query: string) => {
    const plan = parseQuery(query, NOW, world);
    return [...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label);
  };

  it(`reads each as its place (${demonyms.length} words x 4 frames)`, () => {
    expect(demonyms.length).toBeGreaterThan(150);
    const misread: string[] = [];
    for (const [name, place] of demonyms) {
      // "Maldivian" is the Maldives' airline too, whose name is the airline's.
      if (isAirlineName(name)) continue;
      for (const frame of frames) {
        const query = frame(name);
        if (!placed(query).includes(place.label)) misread.push(`${query} -> ${JSON.stringify(placed(query))}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it("reads the named ones people type as their city, state or region", () => {
    const said = { Viennese: "Vienna", Parisian: "Paris", Londoner: "London", Berliner: "Berlin", Floridian: "Florida", Texan: "Texas", Bavarian: "Bavaria", Tuscan: "Tuscany", Sicilian: "Sicily", Catalan: "Catalonia", Hawaiian: "Hawaii", Glaswegian: "Glasgow", Neapolitan: "Naples" };
    for (const [word, place] of Object.entries(said)) expect(lookUpPlace(word), word).toMatchObject({ label: expect.stringMatching(new RegExp(place === "Catalonia" ? "Catalonia|Cataluña" : place)), demonym: true });
  });

  it("leaves a word that is also a thing, a trait or a language of its own a word, and a given name someone ([Note: A place's word, not a thing's])", () => {
    // A dog (and a Dalmatian's coast is said so too rarely to outweigh it), a cat, above the timberline, the language of Rome, Arabic.
    for (const word of ["Dalmatian", "Siamese", "alpine", "Latin", "Arabic", "Olympian", "Finn"]) expect(lookUpPlace(word)?.demonym, word).toBeUndefined();
    expect(placed("our dalmatian at the beach")).toEqual([]);
    // "Finn" is Finland's native to WordNet, and a boy's name.
    expect(placed("me and Finn at the beach")).toEqual([]);
    expect(placed("a sign in Catalan")).toEqual([]);
  });
});
