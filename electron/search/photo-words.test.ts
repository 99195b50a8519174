import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { isPhotoWord } from "./parsers/photo-words";

const NOW = new Date(2026, 10, 30, 12);

/** Words for photos in other languages by the international stem, which any query reads. */
const WORDS = ["fotky", "fotka", "fotek", "fotki", "fotografie", "fotografií", "fotos", "fotoğraflar", "fotografias", "foton", "fotkách"];
/** Where they stand, with what else the query asks. */
const FRAMES: Array<[frame: string, place: string[], year: boolean]> = [
  ["{w} 2023", [], true], ["{w} from Brno", ["Brno"], false], ["Brno {w}", ["Brno"], false], ["{w} of Sam", [], false], ["my {w} from 2023", [], true],
];
const context = { gazetteer: lookUpPlace, places: ["Brno"], people: [{ name: "Sam Ortiz", relation: null }], knowsWord: () => false };

describe("a word for photos in another language asks for photos and names nothing to find", () => {
  const cases = WORDS.flatMap((word) => FRAMES.map(([frame, place, year]) => [frame.replace("{w}", word), place, year] as const));
  it("covers at least 50 combinations of word and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'%s'", (query, place, year) => {
    const plan = parseQuery(query, NOW, context);
    expect(plan.words).toEqual([]);
    expect(plan.places.map((p) => p.label)).toEqual(place);
    expect(Boolean(plan.time)).toBe(year);
  });

  it.each(["Bilder", "resimler", "Bilder aus Brno mit Sam", "die Bilder vom Sommer"])("'%s', read as another language's, asks for photos by the dictionary's senses", (query) => {
    expect(parseQuery(query, NOW, context).words).not.toContain("figure");
    expect(parseQuery(query, NOW, context).words.filter((w) => w !== "summer")).toEqual([]);
  });

  it.each(["photon", "photocopy", "photographer", "fotel", "fotbal", "football", "footage", "photosynthesis"])("'%s' is no word for photos", (word) => {
    expect(isPhotoWord(word, { dictionary: true })).toBe(false);
  });
});
