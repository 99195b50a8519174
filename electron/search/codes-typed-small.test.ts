import * as stopwords from "stopword";
import { describe, expect, it } from "vitest";
import { allCountries } from "../library/places/countries";
import { lookUpPlace } from "../library/places/gazetteer";
import { isGivenName } from "../words/first-names";
import { englishHas } from "../words/english-word";
import { FILLER } from "./parsers/english-words";

/** Every language's little words ("com", "pri", "fra"), which a query leaves out as it does "the". */
const LITTLE = new Set(Object.values(stopwords).flatMap((list) => (Array.isArray(list) ? list.map((w: string) => w.toLowerCase()) : [])));
const dropped = (code: string) => LITTLE.has(code);
const bigger = (place: ReturnType<typeof lookUpPlace>) => Boolean(place?.kind && place.kind !== "city");
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);
/**
 * Countries by the codes the gazetteer reads for them ("NZ", "UK", "USA", "AUS", "JPN"), typed
 * small, where the code is no English word, little word of any language ("fra", "com") or given name ("can" is a word, "bra" too), nor the
 * name of a state or country of its own ("ala" is Alabama).
 */
const CODES: Array<[code: string, country: string]> = allCountries()
  .flatMap((c) => c.codes.map((code) => [code.toLowerCase(), c.label] as [string, string]))
  .filter(([code, country]) => lookUpPlace(code.toUpperCase())?.label === country && !englishHas(code) && !FILLER.has(code) && !isGivenName(code) && !bigger(lookUpPlace(code)) && !dropped(code));
const FRAMES = [(c: string) => `${c} trip`, (c: string) => `our trip to ${c}`, (c: string) => `pics from ${c} 2024`, (c: string) => `holiday in ${c}`];

const placesOf = (query: string) => {
  const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace });
  return [...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label);
};

describe("a country's code typed small where a place stands", () => {
  it(`is the country (${CODES.length} codes x 4 frames)`, () => {
    expect(CODES.map(([code]) => code)).toEqual(expect.arrayContaining(["nz", "jpn", "deu"]));
    const wrong: string[] = [];
    for (const [code, country] of CODES) {
      for (const frame of FRAMES) if (!placesOf(frame(code)).includes(country)) wrong.push(`${frame(code)} → ${JSON.stringify(placesOf(frame(code)))}`);
    }
    expect(wrong).toEqual([]);
  });

  it("is the word where it is one: 'photos of us', 'it in 2024', 'me at home'", () => {
    for (const query of ["photos of us in 2024", "trip with me", "is it in the photo"]) expect(placesOf(query), query).toEqual([]);
  });
});
