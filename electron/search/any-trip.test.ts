import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { tripAlbum, type Photo } from "../testing/trip-album";

const NOW = new Date(2026, 10, 22, 12);

/**
 * A trip's noun said with no time, place, trip or thing to pick one ("vacation pics", "holidays
 * outside Europe") is every trip: the photos of all the days away from home (Lisbon), never the
 * photos of home, and "no such photo" in a library with no trips.
 */
describe("a trip's noun alone is any trip", async () => {
  const { index, all } = await tripAlbum(null, undefined, { people: (p) => (p.day === 1 || p.id.startsWith("home-2024-01") ? "Leo" : ""), kind: (p) => (p.id.endsWith("-shot") ? "screenshot" : "photo") });
  const found = async (query: string) => {
    const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] });
    return (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort();
  };
  const ids = (keep: (p: Photo) => boolean) => all.filter(keep).map((p) => p.id).sort();
  const away = (p: Photo) => p.trip !== null;

  const NOUNS = ["trips", "vacation", "vacations", "holidays", "getaways", "travels", "journeys"];
  const SLOTS: Array<{ say: (noun: string) => string; want: string[] }> = [
    { say: (n) => n, want: ids(away) },
    { say: (n) => `my ${n} pics`, want: ids(away) },
    { say: (n) => `photos from our ${n}`, want: ids(away) },
    { say: (n) => `${n} outside Europe`, want: ids((p) => away(p) && p.trip !== "rome") },
    { say: (n) => `${n} outside of Asia`, want: ids((p) => away(p) && p.trip !== "kyoto") },
    { say: (n) => `screenshots from my ${n}`, want: ids((p) => away(p) && p.id.endsWith("-shot")) },
    // Who went, said right after the noun, picks the trips they went on, whole (`trip-companions.test.ts`): Leo went on all three.
    { say: (n) => `${n} with Leo`, want: ids(away) },
    { say: (n) => `Leo on our ${n}`, want: ids((p) => away(p) && p.day === 1) },
    { say: (n) => `${n} except kyoto`, want: ids((p) => away(p) && p.trip !== "kyoto") },
  ];
  const cases = NOUNS.flatMap((noun) => SLOTS.map(({ say, want }) => ({ query: say(noun), want })));

  it("covers at least 50 combinations of noun and slot", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query'", async ({ query, want }) => {
    expect(await found(query)).toEqual(want);
  });

  it("keeps a trip's noun beside a thing a word of it, and a trip picked otherwise picked so", async () => {
    expect(parseQuery("beach photos from our vacation", NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).tripAnchor).toBeUndefined();
    expect(await found("our last trip")).toEqual(ids((p) => p.trip === "seattle"));
  });

  it("finds nothing in a library that was never away", async () => {
    const home = await tripAlbum(null, []);
    const answer = await retrieve(parseQuery("vacation pics", NOW, { ...home.index.parseContext(), gazetteer: lookUpPlace }), { index: home.index, fullText: async () => [] });
    expect([answer.passing.length, answer.photos ? Array.from(answer.photos).length : 0]).toEqual([0, 0]);
  });
});
