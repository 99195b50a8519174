import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { locatedIndex } from "../testing/located-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** Where each photo was taken; the place names on it come from the real reverse geocoder. */
const TAKEN: Record<string, [number, number]> = {
  andorra: [42.5063, 1.5218],
  banff: [51.1784, -115.5708],
  reine: [67.9324, 13.0889],
  homer: [59.6425, -151.5483],
  dubrovnik: [42.6507, 18.0944],
  gdansk: [54.352, 18.6466],
  rennes: [48.1173, -1.6778],
  munich: [48.1374, 11.5755],
  portlandOregon: [45.5152, -122.6784],
  portlandMaine: [43.6591, -70.2568],
  perth: [-31.9523, 115.8613],
  tokyo: [35.6895, 139.6917],
  launchPad: [28.6083, -80.6041],
  capePoint: [-34.3568, 18.497],
  chamonix: [45.9237, 6.8694],
  zermatt: [46.0207, 7.7491],
  kawaguchiko: [35.4983, 138.7689],
};


/**
 * Regions of each kind the data gives (none of them an example the parser was written for), the
 * ways people write them, and the photos each must find: by where they were taken, never by name.
 */
const REGIONS: Array<{ kind: string; said: string[]; photos: string[] }> = [
  { kind: "mountain range", said: ["the Pyrenees", "Pyrenees"], photos: ["andorra"] },
  { kind: "mountain range", said: ["the Rocky Mountains", "the Rockies"], photos: ["banff"] },
  { kind: "island group", said: ["Lofoten"], photos: ["reine"] },
  { kind: "peninsula", said: ["the Kenai Peninsula"], photos: ["homer"] },
  { kind: "sea and its coast", said: ["the Adriatic", "the Adriatic Sea"], photos: ["dubrovnik"] },
  { kind: "sea and its coast", said: ["the Baltic Sea"], photos: ["gdansk"] },
  { kind: "UN subregion", said: ["Southern Europe"], photos: ["andorra", "dubrovnik"] },
  { kind: "UN subregion", said: ["Eastern Europe"], photos: ["gdansk"] },
  { kind: "political union", said: ["the European Union", "the EU"], photos: ["chamonix", "dubrovnik", "gdansk", "munich", "rennes"] },
  { kind: "ISO 3166-2 region", said: ["Brittany"], photos: ["rennes"] },
  { kind: "state", said: ["Bavaria"], photos: ["munich"] },
  { kind: "city, state code", said: ["Portland, OR"], photos: ["portlandOregon"] },
  { kind: "city, state code", said: ["Portland, ME"], photos: ["portlandMaine"] },
  { kind: "city, state name", said: ["Portland, Maine"], photos: ["portlandMaine"] },
  { kind: "city, state name", said: ["Portland, Oregon"], photos: ["portlandOregon"] },
  { kind: "city, state code", said: ["Perth, WA"], photos: ["perth"] },
  { kind: "cape", said: ["Cape Canaveral"], photos: ["launchPad"] },
  { kind: "cape", said: ["the Cape of Good Hope"], photos: ["capePoint"] },
  { kind: "mountain", said: ["Mont Blanc", "Mt. Blanc"], photos: ["chamonix"] },
  { kind: "mountain", said: ["the Matterhorn"], photos: ["zermatt"] },
  { kind: "mountain", said: ["Mount Fuji", "Mt Fuji"], photos: ["kawaguchiko"] },
];

/** How a place is written into a sentence, at its start, middle or end. */
const FORMS: Array<(place: string) => string> = [
  (p) => `photos in ${p}`,
  (p) => `${p} trip`,
  (p) => `around ${p} with friends`,
  (p) => `pictures from ${p} 2024`,
  (p) => `sunset in ${p}`,
];

/** A region the library never went to: each is "no such photo", not the nearest place. */
const NEVER_THERE = ["Cape Horn", "Mount Kilimanjaro", "Mt Rainier", "the Himalayas", "the Andes", "the Caribbean Sea", "the Sahara", "the Carpathians", "Polynesia", "Springfield, IL", "Normandie", "Western Asia", "Central America", "ASEAN", "Mercosur"];

describe("regions and areas as people write them, from geographic data", async () => {
  const index = await locatedIndex(TAKEN);
  const context = { ...index.parseContext(), gazetteer: lookUpPlace };
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, context), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

  const cases = REGIONS.flatMap(({ kind, said, photos }) =>
    said.flatMap((name) =>
      FORMS.flatMap((form) => {
        // Typed in lower case, all but a code ("portland, OR", "the EU"): in lower case "or", "me" and "eu" are words.
        const lower = name.replace(/\b\p{L}+\b/gu, (word) => (/^[A-Z]{2,3}$/.test(word) ? word : word.toLowerCase()));
        return [{ kind, query: form(name), expected: photos }, { kind, query: form(lower), expected: photos }];
      }),
    ),
  );

  it("covers at least 50 combinations of region kind, writing and position", () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)("$kind: '$query' finds the photos taken there", async ({ query, expected }) => {
    expect(await found(query)).toEqual([...expected].sort());
  });

  it.each(NEVER_THERE.flatMap((name) => [`photos in ${name}`, `${name} trip`]))("'%s' is no such photo: the library never went there", async (query) => {
    const plan = parseQuery(query, NOW, context);
    // "the Andes trip": the place picks the trip, a place all the same.
    expect(plan.places.length + (plan.tripAnchor?.places.length ?? 0)).toBe(1);
    expect(await found(query)).toEqual([]);
  });

  it("resolves a shared name the way the gazetteer ranks names: a country before a state, a state before a range", () => {
    expect(lookUpPlace("Georgia")).toMatchObject({ kind: "country", countries: ["GE"] });
    expect(lookUpPlace("Jersey")).toMatchObject({ kind: "country", countries: ["JE"] });
    // "WA" is Washington and Western Australia: the city says which.
    expect(lookUpPlace("Perth, WA")).toMatchObject({ label: "Perth", within: ["AU-WA"] });
    expect(lookUpPlace("Seattle, WA")).toMatchObject({ label: "Seattle", within: ["US-WA"] });
    // No city of the name in that state: not a place, rather than the wrong Springfield.
    expect(lookUpPlace("Springfield, OR")).toMatchObject({ within: ["US-OR"] });
    expect(lookUpPlace("Tokyo, OR")).toBeNull();
  });
});
