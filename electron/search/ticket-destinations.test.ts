import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const HOME = { lat: 43.2605, lon: -2.9275, place: "Bilbao", country: "Spain", country_code: "ES" };
/** Where tickets go, as a query names them and as the ticket prints them. */
const DESTINATIONS: Array<{ said: string; printed: string }> = [
  { said: "Gernika", printed: "GERNIKA" }, { said: "Madrid", printed: "MADRID-CHAMARTIN" }, { said: "Santander", printed: "SANTANDER" },
  { said: "Paris", printed: "PARIS GARE MONTPARNASSE" }, { said: "Porto", printed: "PORTO" },
];
const FRAMES = [(d: string) => `ticket to ${d}`, (d: string) => `the ${d} ticket`, (d: string) => `tickets for ${d}`, (d: string) => `my train ticket to ${d} please`];

async function tickets(located: boolean) {
  const lib = library();
  for (const [k, { printed }] of DESTINATIONS.entries()) {
    lib.add(`ticket${k}`, { taken_ms: Date.UTC(2025, 3, 20 + k, 8), ...(located ? HOME : {}) });
    lib.read(`ticket${k}`, `RENFE\nBILBAO-ABANDO - ${printed}\n2${k}/04/2025 08:30\nCoche 5 Plaza 12A\nBillete 12,45 EUR`);
  }
  // A photo at home whose text names a destination is no ticket: "ticket to Madrid" is not it.
  lib.add("poster", { taken_ms: Date.UTC(2025, 4, 1, 8), ...HOME });
  lib.read("poster", "MADRID FUSION\nGastronomy festival");
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return async (query: string) => {
    const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] });
    return (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort();
  };
}

describe("a ticket says where it goes", () => {
  it("found by its destination, photographed at home with GPS or scanned without (destination × frame × located)", async () => {
    const wrong: string[] = [];
    for (const located of [true, false]) {
      const found = await tickets(located);
      for (const [k, { said }] of DESTINATIONS.entries()) {
        for (const frame of FRAMES) {
          const query = frame(said);
          const ids = await found(query);
          if (ids.join() !== `ticket${k}`) wrong.push(`${query} (${located ? "GPS at home" : "no GPS"}) → ${ids.join(", ") || "nothing"}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(DESTINATIONS.length * FRAMES.length * 2).toBeGreaterThanOrEqual(40);
  });
});
