import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import { lookUpPlace, placeByPartOfName } from "../../library/places/gazetteer";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
/** A library with photos in a town named in two words, a lake town, a city and its region. */
const LIBRARY = { places: ["Merritt Island", "Florida", "United States", "Cape Town", "Kings Beach", "Hauho", "Paris"], gazetteer: lookUpPlace, placeByPart: placeByPartOfName };
const placesOf = (query: string, context: Parameters<typeof parseQuery>[2] = LIBRARY) => {
  const plan = parseQuery(query, NOW, context);
  return [...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label);
};

describe("a place said by one word of its name", () => {
  // Words of a name no other name has and no dictionary knows: the library's own towns, and the lakes and islands of the world.
  const slots = [
    { said: "Merritt", place: "Merritt Island" },
    { said: "Tahoe", place: "Lake Tahoe" },
    { said: "Titicaca", place: "Lake Titicaca" },
    { said: "Baikal", place: "Lake Baikal" },
    { said: "Okeechobee", place: "Lake Okeechobee" },
  ];
  // How the place is said: after a preposition of place, or before or after what is asked for.
  const cues = [(p: string) => `photos in ${p}`, (p: string) => `pics from ${p}`, (p: string) => `at ${p}`, (p: string) => `${p}`, (p: string) => `near ${p}`];
  // Where in the sentence: alone, before other words, after other words, and written small.
  const positions = [(s: string) => s, (s: string) => `${s} last summer`, (s: string) => `the sunset, ${s}`, (s: string) => s.toLowerCase()];

  it("is that place wherever and however it is said (5 places x 5 cues x 4 positions)", () => {
    const misread: string[] = [];
    for (const { said, place } of slots) {
      for (const cue of cues) {
        for (const position of positions) {
          const query = position(cue(said));
          if (!placesOf(query).includes(place)) misread.push(`${query} -> ${JSON.stringify(placesOf(query))}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it("reads an ordinary word of the library's one place name only when written as a name after 'the' or a preposition", () => {
    expect(placesOf("Eileen at the Cape")).toEqual(["Cape Town"]);
    expect(placesOf("sunset in the Cape")).toEqual(["Cape Town"]);
    for (const query of ["the cape I wore", "my red cape", "cape photos", "Cape photos", "the blue lake", "in the house", "a walk on the beach", "the beach at sunset", "kings of leon concert"]) {
      expect(placesOf(query), query).toEqual([]);
    }
    // A word that describes, capitalised after "the", starts some other name: "New South Wales" is not "the New collection".
    const australia = { ...LIBRARY, places: [...LIBRARY.places, "New South Wales"] };
    for (const query of ["the New collection at the museum", "photos of the Western films poster"]) expect(placesOf(query, { ...australia, places: [...australia.places, "Western Cape"] }), query).toEqual([]);
    // A word of two of the library's names says neither: "Beach" is Kings Beach's and Long Beach's.
    expect(placesOf("photos at the Beach", { ...LIBRARY, places: [...LIBRARY.places, "Long Beach"] })).toEqual([]);
  });

  it("keeps ordinary and given names words: the world's lakes are never read from a word the dictionary knows", () => {
    // "Superior", "Great", "Woods" are in the names of lakes; "Albert" of one too, and a given name.
    for (const query of ["the great view", "a superior hotel", "walk in the woods", "Albert at the park", "photos with Albert"]) {
      expect(placesOf(query), query).not.toContain(expect.stringMatching(/^Lake /));
    }
  });

  it("takes a word the library's own texts have as that word, unless said after a preposition of place", () => {
    const known = { ...LIBRARY, knowsWord: (w: string) => w === "tahoe" };
    expect(placesOf("Tahoe wifi", known)).toEqual([]);
    expect(placesOf("wifi at Tahoe", known)).toEqual(["Lake Tahoe"]);
  });

  it("reads a full name as before, and a word of no name as a word", () => {
    expect(placesOf("pictures from Lake Como")).toEqual(["Lake Como"]);
    expect(placesOf("photos in Merritt Island")).toEqual(["Merritt Island"]);
    expect(placeByPartOfName("lake")).toBeNull();
    expect(placeByPartOfName("island")).toBeNull();
    expect(placeByPartOfName("tahoe")?.label).toBe("Lake Tahoe");
  });
});

describe("a word of a library place's name that the library also knows", () => {
  // The photos are labelled with the town's whole name, and its words are in the library's index
  // (its memories, its folders, the labels themselves): a word that is no English word or given
  // name, in one name only, is still that town.
  const towns = [
    { said: "Bariloche", place: "San Carlos de Bariloche" },
    { said: "Iguazú", place: "Puerto Iguazú" },
    { said: "Calafate", place: "El Calafate" },
    { said: "Cafayate", place: "San Carlos de Cafayate" },
    { said: "Arraial", place: "Arraial do Cabo" },
  ];
  const knows = new Set(["bariloche", "iguazu", "calafate", "cafayate", "arraial"]);
  const context = { ...LIBRARY, places: [...LIBRARY.places, ...towns.map((t) => t.place)], knowsWord: (w: string) => knows.has(w) };
  const frames = [(p: string) => p, (p: string) => `${p} 2019`, (p: string) => `pics of ${p}`, (p: string) => `sunset ${p}`, (p: string) => p.toLowerCase(), (p: string) => `${p.toLowerCase()} last winter`];

  it("is that town however it is said (5 towns x 6 frames x 2 places in the sentence)", () => {
    const misread: string[] = [];
    for (const { said, place } of towns) {
      for (const frame of frames) {
        for (const query of [frame(said), `the kids, ${frame(said)}`]) if (!placesOf(query, context).includes(place)) misread.push(`${query} -> ${JSON.stringify(placesOf(query, context))}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it("leaves a word the library knows that is an English word or a given name to the library", () => {
    const withWords = { ...context, places: [...context.places, "Villa Carlos Paz", "Rose Bay"], knowsWord: (w: string) => knows.has(w) || w === "paz" || w === "rose" };
    expect(placesOf("rose in the garden", withWords)).toEqual([]);
  });
});
