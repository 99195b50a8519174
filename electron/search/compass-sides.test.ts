import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookUpPlace, placeByPartOfName } from "../library/places/gazetteer";
import { placeName, type CompassSide, type QueryPlan } from "../query/plan";
import { locatedIndex } from "../testing/located-library";
import { exifSegment, withExif } from "../testing/exif-segment";
import { closeAndDelete, indexedLibrary, tempDir } from "../testing/fixtures";
import type { RecollectService } from "../api/service";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const WORLD = { places: [], gazetteer: lookUpPlace, placeByPart: placeByPartOfName };
const parse = (query: string): QueryPlan => parseQuery(query, NOW, WORLD);
/** Each place read, as "side label" ("north Spain"), or the label alone where no side was said. */
const sidesOf = (plan: QueryPlan) => plan.places.map((p) => (p.part ? `${p.part.side}${p.part.coast ? " coast" : ""} ${p.label}` : p.label));

/** How a side is said before a place: each way, and the side it says. */
const SAID: Array<{ say: (place: string) => string; side: CompassSide; coast?: boolean }> = [
  { say: (p) => `northern ${p}`, side: "north" },
  { say: (p) => `southern ${p}`, side: "south" },
  { say: (p) => `Western ${p}`, side: "west" },
  { say: (p) => `eastern ${p}`, side: "east" },
  { say: (p) => `north ${p}`, side: "north" },
  { say: (p) => `the south of ${p}`, side: "south" },
  { say: (p) => `the far north of ${p}`, side: "north" },
  { say: (p) => `the western part of ${p}`, side: "west" },
  { say: (p) => `north-east ${p}`, side: "north-east" },
  { say: (p) => `northeastern ${p}`, side: "north-east" },
  { say: (p) => `south-western ${p}`, side: "south-west" },
  { say: (p) => `up north in ${p}`, side: "north" },
  { say: (p) => `the north coast of ${p}`, side: "north", coast: true },
  { say: (p) => `east coast of ${p}`, side: "east", coast: true },
];
/** Countries, states and regions of divisions, as the gazetteer labels them. */
const PLACES: Array<{ said: string; label: string }> = [
  { said: "Spain", label: "Spain" },
  { said: "italy", label: "Italy" },
  { said: "France", label: "France" },
  { said: "California", label: "California" },
  { said: "England", label: "England" },
  { said: "Scotland", label: "Scotland" },
  { said: "Japan", label: "Japan" },
  { said: "Australia", label: "Australia" },
];
/** Where in a sentence: alone, after "photos from", with a time, with a thing asked for. */
const POSITIONS: Array<(s: string) => string> = [(s) => s, (s) => `photos from ${s}`, (s) => `${s} in 2019`, (s) => `pictures of the beach in ${s} last summer`];

describe("a side of a country, state or region is a part of that place", () => {
  // "Western Australia" is a state of its own: a side with a place that together are a name is that name (below).
  const cases = SAID.flatMap(({ say, side, coast }) =>
    PLACES.filter(({ said }) => !lookUpPlace(say(said))).flatMap(({ said, label }) => POSITIONS.map((position) => ({ query: position(say(said)), want: `${side}${coast ? " coast" : ""} ${label}` }))),
  );

  it("covers at least 50 combinations of side, place and position", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it(`reads the place with its side, wherever and however said (${cases.length} queries)`, () => {
    const misread = cases.flatMap(({ query, want }) => {
      const plan = parse(query);
      return sidesOf(plan).join(" | ") === want ? [] : [`${query} -> ${JSON.stringify(sidesOf(plan))} (${plan.chips.map((c) => c.label).join(", ")})`];
    });
    expect(misread).toEqual([]);
  });

  it("shows the side in the chip: 'northern Spain', 'the north coast of Spain'", () => {
    const chip = (query: string) => parse(query).chips.find((c) => c.kind === "place")?.label;
    expect(chip("photos from northern spain")).toBe("northern Spain");
    expect(chip("the north of Italy in 2019")).toBe("northern Italy");
    expect(chip("north-east Scotland")).toBe("north-eastern Scotland");
    expect(chip("north coast of spain")).toBe("the north coast of Spain");
    expect(chip("the east coast of Australia")).toBe("the east coast of Australia");
    expect(parse("north coast of spain").words).toEqual([]);
  });
});

describe("a name with a compass word in it stays that name", () => {
  const NAMES = [
    "North Carolina", "South Africa", "Northern Ireland", "West Virginia", "East Timor", "Western Australia", "South Korea", "North Macedonia", "West Bengal",
    "Southern Europe", "South America", "North Dakota", "South Australia", "Southeast Asia", "North Korea", "South Sudan", "West Java",
  ];
  const FORMS: Array<(name: string) => string> = [(n) => `photos from ${n}`, (n) => `${n} in 2019`, (n) => n.toLowerCase(), (n) => `the beach in ${n.toLowerCase()}`];
  const cases = NAMES.flatMap((name) => FORMS.map((form) => ({ query: form(name), label: lookUpPlace(name)!.label })));

  it("covers at least 50 names and forms", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it(`reads the whole name as the gazetteer knows it, with no side (${cases.length} queries)`, () => {
    const misread = cases.flatMap(({ query, label }) => {
      const read = sidesOf(parse(query));
      return read.join(" | ") === label ? [] : [`${query} -> ${JSON.stringify(read)}`];
    });
    expect(misread).toEqual([]);
  });

  it("gives no side where the words after the compass word are no country, state or region", () => {
    for (const query of ["photos in the Northern Territory", "the Northern Cape", "northern lights", "south park", "north of Boston", "the East Coast", "west coast trip", "northern Lisbon"]) {
      expect(parse(query).places.filter((p) => p.part), query).toEqual([]);
    }
  });
});

/** Where each photo was taken; the place names on it come from the real reverse geocoder. */
const TAKEN: Record<string, [number, number]> = {
  bilbao: [43.263, -2.935],
  santander: [43.462, -3.81],
  sanSebastian: [43.318, -1.981],
  burgos: [42.344, -3.697],
  madrid: [40.417, -3.704],
  seville: [37.389, -5.984],
  cadiz: [36.527, -6.288],
  milan: [45.464, 9.19],
  rome: [41.903, 12.496],
  naples: [40.852, 14.268],
  lille: [50.629, 3.057],
  nice: [43.703, 7.266],
  losAngeles: [34.052, -118.244],
  sanFrancisco: [37.775, -122.419],
  galway: [53.271, -9.057],
  dublin: [53.35, -6.26],
  sydney: [-33.868, 151.209],
  canberra: [-35.281, 149.13],
  perth: [-31.952, 115.861],
  aberdeen: [57.149, -2.094],
  glasgow: [55.864, -4.252],
  sapporo: [43.062, 141.354],
  tokyo: [35.69, 139.692],
};

/** Sides of places and the photos each holds of this library: by where they were taken. */
const SIDES: Array<{ say: string[]; photos: string[] }> = [
  { say: ["northern Spain", "the north of Spain", "north spain"], photos: ["bilbao", "burgos", "sanSebastian", "santander"] },
  { say: ["southern Spain", "the south of spain"], photos: ["cadiz", "seville"] },
  // Bilbao lies up its estuary, out of sight of the sea; San Sebastián and Santander are on it.
  { say: ["the north coast of Spain", "north coast of spain"], photos: ["sanSebastian", "santander"] },
  { say: ["northern Italy"], photos: ["milan"] },
  { say: ["southern Italy", "the south of Italy"], photos: ["naples"] },
  { say: ["southern France", "the south of France"], photos: ["nice"] },
  { say: ["northern France"], photos: ["lille"] },
  { say: ["southern California"], photos: ["losAngeles"] },
  { say: ["western Ireland", "the west of Ireland"], photos: ["galway"] },
  { say: ["the east coast of Australia", "east coast of australia"], photos: ["sydney"] },
  { say: ["eastern Australia"], photos: ["canberra", "sydney"] },
  { say: ["north-east Scotland", "northeastern scotland"], photos: ["aberdeen"] },
  { say: ["northern Japan", "up north in Japan"], photos: ["sapporo"] },
];
const FORMS: Array<(place: string) => string> = [(p) => `photos from ${p}`, (p) => `${p} in May 2024`, (p) => `sunset in ${p}`, (p) => p];

describe("a side of a place is the photos whose GPS lies on that side of its land", async () => {
  const index = await locatedIndex(TAKEN);
  const context = { ...index.parseContext(), gazetteer: lookUpPlace };
  const answer = async (query: string) => retrieve(parseQuery(query, NOW, context), { index, fullText: async () => [] });
  const found = async (query: string) => (await answer(query)).passing.map((c) => c.id).sort();
  const cases = SIDES.flatMap(({ say, photos }) => say.flatMap((place) => FORMS.map((form) => ({ query: form(place), photos }))));

  it("covers at least 50 combinations of side, place and form", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query' finds the photos taken there", async ({ query, photos }) => {
    expect(await found(query)).toEqual([...photos].sort());
  });

  it("says the side in the photo's reasons and in the answer", async () => {
    const plan = parseQuery("photos from northern spain", NOW, context);
    expect(plan.places.map(placeName)).toEqual(["northern Spain"]);
    const { passing } = await answer("photos from northern spain");
    expect(passing.length).toBeGreaterThan(0);
  });

  it("finds nothing of a side the library never went to, and nothing in another year", async () => {
    expect(await found("northern Spain in 2019")).toEqual([]);
    expect(await found("the north of Portugal")).toEqual([]);
  });
});

/** An indexed library of two photos with GPS written in their EXIF, as a phone writes it. */
describe("searching a library: 'northern Spain' is the Bilbao photo, not the Seville one", () => {
  let service: RecollectService;
  const folder = tempDir("compass-sides");

  beforeAll(async () => {
    const photos = [
      { file: "bilbao.jpg", lat: 43.263, lon: -2.935, hue: 20 },
      { file: "seville.jpg", lat: 37.389, lon: -5.984, hue: 200 },
    ];
    for (const photo of photos) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${photo.hue},40%,50%)"/></svg>`;
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
      await fs.writeFile(path.join(folder, photo.file), withExif(jpeg, exifSegment({ make: "Google", model: "Pixel 8", taken: "2024:05:01 12:00:00", lat: photo.lat, lon: photo.lon })));
    }
    service = await indexedLibrary([folder]);
  }, 120_000);
  afterAll(() => closeAndDelete(service, folder));

  it("answers 'photos from northern spain' with Bilbao, taken in northern Spain", async () => {
    const answer = await service.handlers.search({ query: "photos from northern spain", limit: 10 });
    expect(answer.results.map((r) => path.basename(r.path))).toEqual(["bilbao.jpg"]);
    expect(answer.results[0]!.reasons).toContain("taken in northern Spain");
    expect(answer.message).toContain("northern Spain");
  });

  it("answers 'the south of Spain' with Seville, and 'Spain' with both", async () => {
    expect((await service.handlers.search({ query: "the south of Spain", limit: 10 })).results.map((r) => path.basename(r.path))).toEqual(["seville.jpg"]);
    expect((await service.handlers.search({ query: "photos from spain", limit: 10 })).results.map((r) => path.basename(r.path)).sort()).toEqual(["bilbao.jpg", "seville.jpg"]);
  });
});
