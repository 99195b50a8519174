import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { tripAlbum, type Photo } from "../testing/trip-album";

const NOW = new Date(2026, 10, 22, 12);

/**
 * "outside Japan", "beyond Europe": the photos known to be elsewhere. A photo nothing places (the
 * three copied without a date or a place) is not; a screenshot on a trip elsewhere is, as for
 * "abroad". Home is Lisbon; the trips are Rome, Kyoto and Seattle.
 */
describe("outside a country or region is known to be elsewhere", async () => {
  const { index, all } = await tripAlbum();
  const found = async (query: string) => {
    const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] });
    return (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort();
  };
  const ids = (keep: (p: Photo) => boolean) => all.filter(keep).map((p) => p.id).sort();
  const PLACES: Array<[string, (p: Photo) => boolean]> = [
    ["Portugal", (p) => p.trip !== null],
    ["Italy", (p) => p.trip !== "rome" && (p.at !== null || p.trip !== null)],
    ["Japan", (p) => p.trip !== "kyoto" && (p.at !== null || p.trip !== null)],
    ["the United States", (p) => p.trip !== "seattle" && (p.at !== null || p.trip !== null)],
    ["Spain", (p) => p.at !== null || p.trip !== null],
    ["Europe", (p) => p.trip === "kyoto" || p.trip === "seattle"],
  ];
  const FRAMES = ["everything outside {p}", "photos outside of {p}", "pics from outside {p}", "my photos taken outside {p}", "anything beyond {p}", "outside {p}", "shots outside {p} in 2024", "all pictures outside of {p}", "the ones outside {p}"];
  const cases = PLACES.flatMap(([place, keep]) => FRAMES.map((frame) => ({ query: frame.replace("{p}", place), want: ids(keep) })));

  it("covers at least 50 combinations", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query'", async ({ query, want }) => {
    expect(await found(query)).toEqual(want);
  });

  it("keeps 'not in' as it was: what is not known to be there", async () => {
    expect((await found("photos not in Japan")).filter((id) => id.startsWith("undated"))).toHaveLength(3);
  });
});
