/**
 * @file What people know about the evaluation albums' places and say instead of the city's name:
 * the country (and its everyday and local names), the demonym, the continent, a state or
 * province, the city's own local name, and how it gets misspelt. Written by hand from ordinary
 * knowledge, never from the engine's gazetteer, so the phrasing suites can compute right answers
 * for "photos from Japan" or "our Portuguese holiday". Benchmark only.
 */
import { CITIES, LAKE_HOUSE } from "./album";

export interface PlaceFacts {
  city: string;
  /** The country's usual English name first, then other names people type for it. */
  country: [string, ...string[]];
  demonym: string;
  /** Null where the city is not plainly on one continent (Istanbul). */
  continent: string | null;
  /** A state, province or nation within the country, when people name it. */
  region: string | null;
  /** The city's name in its own language, when it differs. */
  localName: string | null;
  /** Misspellings people actually make, beyond dropped or swapped letters. */
  misspellings: string[];
}

export const PLACES: Record<string, PlaceFacts> = {
  Lisbon: { city: "Lisbon", country: ["Portugal"], demonym: "Portuguese", continent: "Europe", region: null, localName: "Lisboa", misspellings: ["Lisbonne", "Lisbin"] },
  Kyoto: { city: "Kyoto", country: ["Japan", "Nippon"], demonym: "Japanese", continent: "Asia", region: null, localName: null, misspellings: ["Kioto", "Kyouto"] },
  Seattle: { city: "Seattle", country: ["the United States", "the US", "USA", "the States", "America"], demonym: "American", continent: "North America", region: "Washington State", localName: null, misspellings: ["Seatle", "Seattel"] },
  Edinburgh: { city: "Edinburgh", country: ["the United Kingdom", "the UK", "Britain", "Scotland"], demonym: "Scottish", continent: "Europe", region: "Scotland", localName: null, misspellings: ["Edinborough", "Edinburg"] },
  "Cape Town": { city: "Cape Town", country: ["South Africa"], demonym: "South African", continent: "Africa", region: "Western Cape", localName: "Kaapstad", misspellings: ["Capetown", "Cape Toun"] },
  "Mexico City": { city: "Mexico City", country: ["Mexico", "México"], demonym: "Mexican", continent: "North America", region: null, localName: "Ciudad de México", misspellings: ["Mexico Citty", "Mexiko City"] },
  Sydney: { city: "Sydney", country: ["Australia", "Oz"], demonym: "Australian", continent: "Australia", region: "New South Wales", localName: null, misspellings: ["Sidney", "Sydeny"] },
  Toronto: { city: "Toronto", country: ["Canada"], demonym: "Canadian", continent: "North America", region: "Ontario", localName: null, misspellings: ["Toranto", "Torronto"] },
  Rome: { city: "Rome", country: ["Italy", "Italia"], demonym: "Italian", continent: "Europe", region: "Lazio", localName: "Roma", misspellings: ["Rom", "Roem"] },
  Istanbul: { city: "Istanbul", country: ["Turkey", "Türkiye"], demonym: "Turkish", continent: null, region: null, localName: null, misspellings: ["Istambul", "Instanbul"] },
  [LAKE_HOUSE.name]: { city: LAKE_HOUSE.name, country: ["Finland", "Suomi"], demonym: "Finnish", continent: "Europe", region: "Kanta-Häme", localName: null, misspellings: [] },
};

/**
 * Cities no album uses, real and well known, for questions whose honest answer is "no such
 * photo": each is far from every album city, so no sensible reading of it reaches them.
 */
export const ABSENT_CITIES = ["Oslo", "Buenos Aires", "Vienna", "Nairobi", "Hanoi", "Reykjavik", "Montreal", "Lima"];
export const ABSENT_COUNTRIES = [
  { name: "Norway", demonym: "Norwegian" }, { name: "Argentina", demonym: "Argentinian" }, { name: "Austria", demonym: "Austrian" },
  { name: "Kenya", demonym: "Kenyan" }, { name: "Vietnam", demonym: "Vietnamese" }, { name: "Iceland", demonym: "Icelandic" },
];

export function placeOf(city: string): PlaceFacts {
  const facts = PLACES[city];
  if (!facts) throw new Error(`no place facts for ${city}: add them to PLACES`);
  return facts;
}

