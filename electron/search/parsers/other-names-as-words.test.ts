import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { wordNetLemmas } from "../../testing/wordnet-lemmas";
import { fold } from "../../words/terms";
import { isEnglishWord } from "../meanings";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);

/**
 * English words that the gazetteer knows as another name of a country, region or state, capitalised
 * as at the start of a name: "Island" (Iceland in German), "Valley" (The Valley, Anguilla), "Queens"
 * (Queen's County, Laois). Found by asking the gazetteer every common noun WordNet has, not listed.
 */
const OTHER_NAMES = wordNetLemmas("noun")
  .filter((word) => /^[a-z]{4,10}$/.test(word) && isEnglishWord(word))
  .map((word) => ({ word: word[0]!.toUpperCase() + word.slice(1), hit: lookUpPlace(word[0]!.toUpperCase() + word.slice(1)) }))
  .filter(({ word, hit }) => hit && hit.kind !== "city" && !hit.demonym && fold(hit.label) !== fold(word));

const FRAMES = ["Toronto {}", "photos from {}", "the {} pics"];

describe("another name of a place that is an English word is the word, where the library has no photo there", () => {
  it("finds such names in the data", () => expect(OTHER_NAMES.length).toBeGreaterThanOrEqual(15));

  const grid = OTHER_NAMES.flatMap(({ word, hit }) => FRAMES.map((frame) => ({ query: frame.replace("{}", word), label: hit!.label })));
  it.each(grid)("'$query' is not $label", ({ query, label }) => {
    const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, places: ["Toronto"] });
    expect(plan.places.map((p) => p.label)).not.toContain(label);
  });

  it("is the place where the library has photos there, as 'turkey' is Türkiye", () => {
    const plan = parseQuery("turkey", NOW, { gazetteer: lookUpPlace, places: ["Türkiye"] });
    expect(plan.places.map((p) => p.label)).toEqual(["Türkiye"]);
  });
});
