import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 29, 12);

/** States and departments named like a kind of thing WordNet has, though rarely met in use (a plateau, a currency, a brandy, a mountain lake). */
const STATES = ["plateau", "sucre", "bolivar", "cordoba", "calvados", "tarn"];
/** Typed small, with no word that says where: the word. */
const AS_WORDS = ["{s}", "the {s}", "{s} pics", "{s} 2024", "my {s}", "{s} and the kids", "{s} last summer", "cabane a {s}"];
/** Said as a place: after a word that says where, or written as a name. */
const AS_PLACES = ["photos from {s}", "in {S}"];

describe("a state named like a kind of thing", () => {
  it("is that word typed small with nothing saying where, where the library has no photo of it, and the place said as one (state × frame)", () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const state of STATES) {
      const capital = state[0]!.toUpperCase() + state.slice(1);
      for (const frame of [...AS_WORDS, ...AS_PLACES]) {
        const query = frame.replace("{s}", state).replace("{S}", capital);
        const places = parseQuery(query, NOW, { gazetteer: lookUpPlace }).places.map((p) => p.label);
        const place = AS_PLACES.includes(frame);
        if (place !== places.length > 0) wrong.push(`${query} → ${places.join(", ") || "no place"}`);
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("is the place where the library has photos of it", () => {
    expect(parseQuery("sucre pics", NOW, { gazetteer: lookUpPlace, places: ["Sucre"] }).places.map((p) => p.label)).toEqual(["Sucre"]);
  });
});
