import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { idsFound } from "../testing/ids-found";
import { saysFoodOrEatery } from "./parsers/cuisine-words";

const NOW = new Date(2026, 10, 30, 12);
const DEMONYMS = ["italian", "mexican", "thai", "chinese", "indian", "greek", "japanese", "vietnamese", "turkish", "lebanese", "ethiopian", "spanish", "peruvian"];
/** A demonym said of what is eaten or where, or alone as a restaurant is called. */
const KITCHEN = [(d: string) => `${d} food`, (d: string) => `dinner at the ${d}`, (d: string) => `the ${d} place`, (d: string) => `${d} dinner`, (d: string) => `the ${d} in july 2024`, (d: string) => `our fave ${d}`];
/** A demonym said of a trip or a stretch of land: the country. */
const COUNTRY = [(d: string) => `${d} trip`, (d: string) => `our ${d} holiday`];

/** Dinner at the demonym's restaurant in Austin, a walk elsewhere in Austin, and, where `abroad`, a day in its country. */
function album(demonym: string, abroad: boolean) {
  const country = lookUpPlace(demonym)!;
  return (lib: Parameters<Parameters<typeof idsFound>[2]>[0]) => {
    lib.add("dinner", { taken_ms: Date.UTC(2024, 6, 5, 19), lat: 30.27, lon: -97.74, place: "Austin", country: "United States", country_code: "US" });
    lib.memories.push({ photo_id: "dinner", text: `birthday dinner at the ${demonym} place downtown` });
    lib.add("walk", { taken_ms: Date.UTC(2024, 7, 5, 12), lat: 30.4, lon: -97.9, place: "Austin", country: "United States", country_code: "US" });
    if (abroad) lib.add("abroad", { taken_ms: Date.UTC(2023, 4, 5, 12), lat: country.lat, lon: country.lon, place: country.label, country: country.label, country_code: country.countries![0]! });
  };
}

describe("a demonym said of food or where it is eaten", () => {
  it("is the kitchen the memories say, not the country, abroad or not (13 demonyms x 6 frames x 2 libraries)", async () => {
    const wrong: string[] = [];
    for (const demonym of DEMONYMS) {
      expect(lookUpPlace(demonym)?.demonym, demonym).toBe(true);
      for (const abroad of [false, true]) {
        for (const frame of KITCHEN) {
          const found = await idsFound(frame(demonym), NOW, album(demonym, abroad), { gazetteer: lookUpPlace });
          if (found.join() !== "dinner") wrong.push(`${abroad ? "abroad" : "home"}: ${frame(demonym)} → ${found.join(", ") || "nothing"}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is still the country said of a trip (13 demonyms x 2 frames)", async () => {
    const wrong: string[] = [];
    for (const demonym of DEMONYMS) {
      for (const frame of COUNTRY) {
        const found = await idsFound(frame(demonym), NOW, album(demonym, true), { gazetteer: lookUpPlace });
        if (found.join() !== "abroad") wrong.push(`${frame(demonym)} → ${found.join(", ") || "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads food, meals and eating places from WordNet", () => {
    expect(["food", "dinner", "tacos", "pizzas", "takeaway", "takeout", "restaurant", "cafe", "place", "curry", "brunch"].filter((w) => !saysFoodOrEatery(w))).toEqual([]);
    expect(["lakes", "coast", "border", "holiday", "trip", "islands", "flag"].filter(saysFoodOrEatery)).toEqual([]);
  });
});
