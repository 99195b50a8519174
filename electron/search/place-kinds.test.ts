import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, indexedLibrary, PHOTOS } from "../testing/fixtures";
import { lookUpPlace } from "../library/places/gazetteer";
import { locatedIndex } from "../testing/located-library";
import { refinePlan } from "../query/plan";
import { placeKindOf } from "./place-kinds";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** Where each photo was taken (1 May 2024); which kinds of place hold it is Natural Earth's, not the test's. */
const TAKEN: Record<string, [number, number]> = {
  southLakeTahoe: [39.0968, -120.0324],
  chamonix: [45.9237, 6.8694],
  reine: [67.9324, 13.0889],
  capeCanaveral: [28.608, -80.6041],
  honolulu: [21.3069, -157.8583],
  merzouga: [31.0802, -4.0134],
  tucson: [32.2226, -110.9747],
  paris: [48.8566, 2.3522],
  // Downtown, 4 km from Lake Washington: by the sea (Elliott Bay), not by a lake.
  seattle: [47.6097, -122.3331],
};
const LEO = ["chamonix", "honolulu", "paris", "southLakeTahoe"];
const ALL = Object.keys(TAKEN).sort();

/** Kinds of place as people say them, and the photos each must find: by where they were taken. */
const CUES: Array<{ said: string[]; photos: string[] }> = [
  { said: ["at the lake", "lakeside", "by a lake", "on the lakeshore"], photos: ["southLakeTahoe"] },
  { said: ["by the sea", "on the coast", "seaside", "at the ocean"], photos: ["capeCanaveral", "honolulu", "reine", "seattle"] },
  { said: ["in the mountains", "up in the hills"], photos: ["chamonix", "southLakeTahoe"] },
  { said: ["on an island", "on the islands"], photos: ["honolulu", "reine"] },
  { said: ["in the desert"], photos: ["merzouga", "tucson"] },
  { said: ["by the fjord"], photos: ["reine"] },
];

/** Where the kind is said: alone, at either end beside a time, with a person, and left out. */
const SLOTS: Array<{ slot: string; query: (cue: string) => string; expected: (photos: string[]) => string[] }> = [
  { slot: "alone", query: (cue) => cue, expected: (p) => p },
  { slot: "alone, after a word for photos", query: (cue) => `photos ${cue}`, expected: (p) => p },
  { slot: "before a time", query: (cue) => `${cue} in May 2024`, expected: (p) => p },
  { slot: "after a time", query: (cue) => `May 2024 ${cue}`, expected: (p) => p },
  { slot: "with a time that has none", query: (cue) => `${cue} last summer`, expected: () => [] },
  { slot: "with a person", query: (cue) => `Leo ${cue}`, expected: (p) => p.filter((id) => LEO.includes(id)) },
  { slot: "negated", query: (cue) => `not ${cue}`, expected: (p) => ALL.filter((id) => !p.includes(id)) },
  { slot: "negated after a person", query: (cue) => `Leo but not ${cue}`, expected: (p) => LEO.filter((id) => !p.includes(id)) },
];

describe("kinds of place said as words, from Natural Earth's shapes and WordNet", async () => {
  const index = await locatedIndex(TAKEN, Object.fromEntries(LEO.map((id) => [id, { people: "Leo" }])));
  const context = { ...index.parseContext(), gazetteer: lookUpPlace };
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, context), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

  const cases = CUES.flatMap(({ said, photos }) => said.flatMap((cue) => SLOTS.map(({ slot, query, expected }) => ({ slot, query: query(cue), expected: expected(photos).sort() }))));

  it("covers at least 50 combinations of kind word, slot and position", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("$slot: '$query' finds the photos taken there", async ({ query, expected }) => {
    expect(await found(query)).toEqual(expected);
  });

  it("reads a word for a kind through WordNet: the word, its plural, its kinds, and a shore named for it", () => {
    const kinds = (word: string) => placeKindOf(word)?.kinds ?? null;
    expect(kinds("lakes")).toContain("lake");
    expect(kinds("lakefront")).toContain("lake");
    expect(kinds("seashore")).toContain("shore");
    expect(kinds("seafront")).toContain("shore");
    expect(kinds("mountainside")).toContain("Range/mtn");
    expect(kinds("isle")).toContain("Island");
    expect(kinds("canyon")).toContain("Valley");
    // Words whose commonest sense is no place, and a beach, which a photo shows more than a map holds.
    for (const word of ["sound", "channel", "basin", "plain", "beach", "bike", "brooke", "seaweed", "seagull"]) expect(kinds(word), word).toBeNull();
  });

  it("leaves the word to what it says in other roles: a name, a kind of thing, a choice of words", () => {
    const plan = (query: string) => parseQuery(query, NOW, context);
    expect(plan("Lake Tahoe").placeKinds).toBeUndefined();
    expect(plan("Lake Tahoe").places.map((p) => p.label)).toEqual(["Lake Tahoe"]);
    expect(plan("my mountain bike").placeKinds).toBeUndefined();
    expect(plan("my mountain bike").words).toEqual(["mountain", "bike"]);
    expect(plan("the lake house").words).toEqual(["lake", "house"]);
    expect(plan("the kitchen island").words).toEqual(["kitchen", "island"]);
    expect(plan("the Dead Sea").placeKinds).toBeUndefined();
    expect(plan("beach or lake photos").choices).toEqual([["beach", "lake"]]);
    expect(plan("Leo by the sea").people.map((p) => p.label)).toEqual(["Leo"]);
  });

  it("answers no such photo when no photo is by that kind of place, rather than every photo", async () => {
    expect(await found("in the tundra")).toEqual([]);
    expect(await found("Leo on a peninsula")).toEqual([]);
    expect(await found("Paris by the sea")).toEqual([]);
  });

  it("narrows a previous answer to a kind of place said as a follow-up", async () => {
    const plan = refinePlan(parseQuery("Leo", NOW, context), parseQuery("only the ones by the sea", NOW, context));
    expect((await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id)).toEqual(["honolulu"]);
  });

  it("says where a photo was taken: by which lake, in which range", async () => {
    const answer = await retrieve(parseQuery("at the lake", NOW, context), { index, fullText: async () => [] });
    expect(answer.constraints.via(index.number("southLakeTahoe")!)).toEqual(["taken by Lake Tahoe"]);
    const sea = await retrieve(parseQuery("by the sea", NOW, context), { index, fullText: async () => [] });
    expect(sea.constraints.via(index.number("capeCanaveral")!)).toEqual(["taken by the sea"]);
  });
});

describe("kinds of place on the test photos, through search", () => {
  let service: RecollectService;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
  });
  afterAll(() => closeAndDelete(service));
  const search = (query: string) => service.handlers.search({ query, limit: 50 });
  const names = async (query: string) => (await search(query)).results.map((r) => r.name).sort();

  it("finds the photo taken by Lake Tahoe however the lake is said, and says which lake", async () => {
    for (const query of ["photos at the lake", "lakeside pics", "by the lake in August 2024", "the lake last summer"]) {
      const answer = await search(query.replace("last summer", "in summer 2024"));
      expect([query, answer.results.map((r) => r.name)]).toEqual([query, ["IMG_0101.jpg"]]);
      expect(answer.results[0]!.reasons).toContain("taken by Lake Tahoe");
    }
  });

  it("finds the coast at Cape Canaveral and Seattle (on Elliott Bay), not Renton inland, and the photo whose caption names Eileen there", async () => {
    for (const query of ["by the sea", "seaside photos", "on the coast"]) expect(await names(query), query).toEqual(["IMG_0001.jpg", "IMG_0003.jpg", "IMG_0004.jpg"]);
    expect(await names("Eileen on the coast")).toEqual(["IMG_0001.jpg"]);
  });

  it("answers no such photo for a kind of place no photo is at, beside a person or alone", async () => {
    expect((await search("Eileen at the lake")).results).toEqual([]);
    expect((await search("in the desert")).results).toEqual([]);
    expect((await search("not at the lake")).results.map((r) => r.name)).not.toContain("IMG_0101.jpg");
  });
});
