import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { tripAlbum, TRIPS, type Photo, type Trip } from "../testing/trip-album";

const NOW = new Date(2026, 10, 22, 12);
/** A trip in home's own country (Portugal): away from home, not abroad. */
const PORTO: Trip = { key: "porto", at: [41.1579, -8.6291], first: Date.UTC(2024, 10, 20), days: 3 };

/** "abroad", "overseas", "out of the country": photos in another country than home's (Lisbon, Portugal). */
describe("abroad is another country than home's", async () => {
  const { index, all } = await tripAlbum(null, [...TRIPS, PORTO]);
  const found = async (query: string) => {
    const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] });
    return (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort();
  };
  const ids = (keep: (p: Photo) => boolean) => all.filter(keep).map((p) => p.id).sort();
  // The photos of the trips abroad, the afternoon screenshots without GPS too: taken on the trip,
  // between photos abroad, they were abroad as they were in Rome for "Rome".
  const abroad = (p: Photo) => p.trip !== null && p.trip !== "porto";

  const SAID = ["abroad", "overseas", "out of the country", "in a foreign country", "in foreign countries"];
  const SLOTS: Array<{ say: (s: string) => string; want: string[] }> = [
    { say: (s) => `photos ${s}`, want: ids(abroad) },
    { say: (s) => `my pics ${s.replace(/^in /, "from ")}`, want: ids(abroad) },
    { say: (s) => `${s} in 2024`, want: ids(abroad) },
    { say: (s) => `evening shots ${s}`, want: ids((p) => abroad(p) && new Date(p.ms).getUTCHours() === 19) },
    { say: (s) => `everything ${s} except Japan`, want: ids((p) => abroad(p) && p.trip !== "kyoto") },
    { say: (s) => `taken ${s} in June`, want: ids((p) => abroad(p) && p.trip === "kyoto") },
    { say: (s) => `${s}, not Seattle`, want: ids((p) => abroad(p) && p.trip !== "seattle") },
    { say: (s) => `anything ${s} in March`, want: ids((p) => abroad(p) && p.trip === "rome") },
    { say: (s) => `${s} pics`, want: ids(abroad) },
    { say: (s) => `the ones ${s}`, want: ids(abroad) },
  ];
  const cases = SAID.flatMap((said) => SLOTS.map(({ say, want }) => ({ query: say(said), want })));

  it("covers at least 50 combinations", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query'", async ({ query, want }) => {
    expect(await found(query)).toEqual(want);
  });

  it("keeps a trip at home's country out, and 'away from home' as it was", async () => {
    expect((await found("photos abroad")).some((id) => id.startsWith("porto"))).toBe(false);
    expect((await found("photos away from home")).some((id) => id.startsWith("porto"))).toBe(true);
  });
});
