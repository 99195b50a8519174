import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { tripAlbum, type Photo } from "../testing/trip-album";

const NOW = new Date(2026, 10, 22, 12);

/** The album's three trips in time order: Rome (March 2024), Kyoto (June), Seattle (September). */
const IN_ORDER = ["rome", "kyoto", "seattle"];

describe("a count of trips after an ordinal: 'our last 3 trips', 'the first two holidays'", async () => {
  const { index, all } = await tripAlbum();
  const found = async (query: string) => {
    const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] });
    return (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort();
  };
  const ids = (keep: (p: Photo) => boolean) => all.filter(keep).map((p) => p.id).sort();
  const of = (trips: string[]) => ids((p) => p.trip !== null && trips.includes(p.trip));

  const NOUNS = ["trips", "holidays", "vacations", "getaways", "journeys"];
  const SAID: Array<{ say: (noun: string) => string; want: string[] }> = [
    { say: (n) => `last 2 ${n}`, want: IN_ORDER.slice(1) },
    { say: (n) => `our last two ${n}`, want: IN_ORDER.slice(1) },
    { say: (n) => `my last 3 ${n}`, want: IN_ORDER },
    { say: (n) => `the first 2 ${n}`, want: IN_ORDER.slice(0, 2) },
    { say: (n) => `our first two ${n}`, want: IN_ORDER.slice(0, 2) },
    { say: (n) => `photos from our last 2 ${n}`, want: IN_ORDER.slice(1) },
    { say: (n) => `the last ten ${n}`, want: IN_ORDER },
    { say: (n) => `pics from the first 3 ${n}`, want: IN_ORDER },
    { say: (n) => `our latest 2 ${n}`, want: IN_ORDER.slice(1) },
    { say: (n) => `the earliest 2 ${n}`, want: IN_ORDER.slice(0, 2) },
  ];
  const cases = NOUNS.flatMap((noun) => SAID.map(({ say, want }) => ({ query: say(noun), want })));

  it("covers at least 50 combinations of noun and saying", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query' is the trips $want", async ({ query, want }) => {
    expect(await found(query)).toEqual(of(want));
  });

  it("leaves one trip one trip: 'our last trip', 'the second trip'", async () => {
    expect(await found("our last trip")).toEqual(of(["seattle"]));
    expect(await found("the second trip")).toEqual(of(["kyoto"]));
  });
});
