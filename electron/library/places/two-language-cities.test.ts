import { describe, expect, it } from "vitest";
import { parseQuery } from "../../search/query-parser";
import { lookUpPlace } from "./gazetteer";

const NOW = new Date(2026, 10, 30, 12);

/** Each name a city of two languages has in GeoNames ("Donostia / San Sebastián"), and the whole. */
const NAMES: Array<[said: string, city: string]> = [
  ["San Sebastián", "Donostia / San Sebastián"], ["San Sebastian", "Donostia / San Sebastián"], ["Donostia", "Donostia / San Sebastián"],
  ["Gasteiz", "Gasteiz / Vitoria"], ["Biel", "Biel/Bienne"], ["Bienne", "Biel/Bienne"],
  ["Arrasate", "Arrasate / Mondragón"], ["Mondragón", "Arrasate / Mondragón"], ["Laudio", "Laudio / Llodio"], ["Llodio", "Laudio / Llodio"],
];
const FRAMES = [(n: string) => `photos from ${n}`, (n: string) => `${n} 2025`, (n: string) => `pintxos in ${n}`, (n: string) => `our trip to ${n}`, (n: string) => n];

describe("a city GeoNames names in two languages", () => {
  it("is found by either name, in any frame (10 names x 5 frames)", () => {
    const wrong: string[] = [];
    for (const [said, city] of NAMES) {
      for (const frame of FRAMES) {
        const plan = parseQuery(frame(said), NOW, { gazetteer: lookUpPlace });
        const places = [...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label);
        if (!places.includes(city)) wrong.push(`${frame(said)} -> ${JSON.stringify(places)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps a bigger city of one of the names ('Vitoria' is Vitória, Brazil's, by far the bigger)", () => {
    expect(lookUpPlace("Vitoria")?.label).toBe("Vitória");
    expect(lookUpPlace("Gasteiz / Vitoria")?.label).toBe("Gasteiz / Vitoria");
  });
});
