import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { foldedOnto } from "./parsers/reader";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 22, 12);

/** Words written with a letter of their own (å, ö, ñ…) that the gazetteer, folding it away, reads as another place ("Fårö" as Faro). */
const FOLDED = ["Fårö", "montaña", "Bär", "Mäla"].filter((word) => {
  const place = lookUpPlace(word);
  return place !== null && foldedOnto(word, place.label);
});
/** Places named with such letters, which are those places. */
const NAMED = ["Piña", "Ørsta", "Vänern", "España", "Järva", "Täby", "Malmö", "Köln", "Århus"];
const FRAMES = [(w: string) => `summer on ${w}`, (w: string) => `${w} 2023`, (w: string) => `photos from ${w}`, (w: string) => `Leo in ${w}`];
const context = { gazetteer: lookUpPlace, people: [{ name: "Leo Berg", relation: null }] };

describe("a letter of its own, folded away", () => {
  it("is found in the data: words the gazetteer reads as a place without their letter", () => {
    expect(FOLDED.length).toBeGreaterThanOrEqual(3);
  });

  it("makes no place of a word that names another without it, and keeps every place named with it (word × frame)", () => {
    const wrong: string[] = [];
    for (const word of [...FOLDED, ...NAMED]) {
      const label = lookUpPlace(word)!.label;
      for (const frame of FRAMES) {
        const query = frame(word);
        const read = parseQuery(query, NOW, context).places.some((place) => place.label === label);
        if (read !== NAMED.includes(word)) wrong.push(`${query} → ${read ? label : "no place"}`);
      }
    }
    expect(wrong).toEqual([]);
    expect((FOLDED.length + NAMED.length) * FRAMES.length).toBeGreaterThanOrEqual(50);
  });

  it("makes no place of the library's either, though it is a slip of one", () => {
    const plan = parseQuery("sommaren 2022 på Fårö", NOW, { ...context, places: ["Faro", "Sweden"] });
    expect(plan.places.map((place) => place.label)).not.toContain("Faro");
    expect(parseQuery("Faro beach", NOW, { ...context, places: ["Faro"] }).places.map((place) => place.label)).toContain("Faro");
  });
});
