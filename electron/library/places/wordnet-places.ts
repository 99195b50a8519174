/**
 * @file The names WordNet gives places that the gazetteer's data lacks: other spellings of a place
 * it has ("Marrakech" for Marrakesh, "Leyden" for Leiden), districts and landmarks of a city it
 * has ("Montmartre", "the Eiffel Tower", "Times Square"), which are read as that city, and the words
 * for a city's, state's or region's people ("Viennese", "Floridian", "Tuscan"), read as the place.
 *
 * Runs in the engine, only when the gazetteer's table is made (`gazetteer.ts`), which is kept
 * between runs: the whole of WordNet's noun data is read for it. GeoNames names cities and
 * Natural Earth ranges and islands, but neither knows a city's districts or sights, and people
 * name a trip by them. WordNet files ~4,000 named places (noun.location) and buildings
 * (noun.artifact), each with what it is part of ("#p"): that is the data here, not a list.
 *
 * A name is trusted only where what WordNet says it is part of agrees with the place the gazetteer
 * finds by its other name: "Kennedy International Airport" is also called "Kennedy", which the
 * gazetteer has as a town far from New York, so neither is taken.
 */
import { kmBetween } from "../../domain/great-circle";
import { isGivenName } from "../../words/first-names";
import { adjectiveSenses, definition, hasLemma, isKindOf, isWordNotOnlyName, LEXFILE, namedNouns, pertainsToSomething, placeWords, senses, synset } from "../../words/wordnet";
import { divisionAt } from "./boundaries";
import type { NamedPlace } from "./gazetteer";

/** WordNet's lexicographer files of named places (noun.location) and of named buildings and works (noun.artifact). */
const PLACE_FILES: ReadonlySet<number> = new Set([15, 6]);
/**
 * What a town or city is to WordNet: a municipality (a city, a town, a capital) or a borough
 * (Manhattan). New York the state and New York the city share a name; only the city is one.
 */
const CITY_KINDS: ReadonlySet<string> = new Set(["noun:08643858", "noun:08558095"]);
/** How far up "part of" a name is placed: a street of Manhattan of New York. */
const MAX_DEPTH = 3;
/** A city said to hold a place holds it within this distance of its centre. */
const CITY_HOLDS_KM = 60;

/**
 * The names to add and the place each means, in WordNet's order. `known` is the gazetteer's table
 * as made so far (a name, folded or not, to its place).
 */
export function wordNetPlaceNames(known: (name: string) => NamedPlace | null): Array<[name: string, place: NamedPlace]> {
  const { placeOf, cityHolding } = trustedPlaces(known);
  const out: Array<[string, NamedPlace]> = [];
  for (const { key, names } of namedNouns(PLACE_FILES)) {
    // Names the gazetteer has too are given again: where its place is another one ("Big Ben", a
    // volcano), WordNet's becomes that name's namesake for the library to choose.
    const said = names.filter((name) => /^\p{Lu}/u.test(name) && !isWord(name));
    if (!said.length) continue;
    const place = placeOf(key) ?? cityHolding(key);
    if (place) for (const name of said) out.push([name, place]);
  }
  return out;
}

/**
 * The words for a place's people and things that name one place the gazetteer has: "Viennese",
 * "Floridian", "Londoner", "Tuscan" (`placeWords`), each with that place, in WordNet's order.
 * [Note: A place's word, not a thing's] A word that is also a thing ("Dalmatian", the dog;
 * "Siamese", the cat), a trait ("alpine", above the timberline) or a given name ("Finn"), or whose
 * senses speak of two places ("Olympian": Olympus and Olympia), names no place.
 */
export function wordNetDemonyms(known: (name: string) => NamedPlace | null): Array<[name: string, place: NamedPlace]> {
  const { placeOf } = trustedPlaces(known);
  // A place by its own first name, not a descriptive one ("American capital" of Washington).
  const location = (key: string): NamedPlace | null => {
    const sense = synset(key);
    const place = sense.lexfile === LEXFILE.location ? placeOf(key) : null;
    return place && known(sense.words[0]!.replace(/_/g, " "))?.label === place.label ? place : null;
  };
  const words = placeWords();
  const residents = new Set(words.filter((w) => w.key.startsWith("noun:")).map((w) => w.key));
  const places = new Map<string, Set<string>>();
  const first = new Map<string, NamedPlace>();
  for (const { name, of, ofName } of words) {
    const named = ofName ? senses(ofName, "noun") : [];
    for (const place of [...of, ...named].map(location)) {
      if (!place) continue;
      places.set(name, (places.get(name) ?? new Set()).add(place.label));
      if (!first.has(name)) first.set(name, place);
    }
  }
  return [...first].filter(([name, place]) => places.get(name)!.size === 1 && !isGivenName(name) && onlyOfPlaces(name, place, residents));
}

/**
 * Whether every sense of a word is a place's ([Note: A place's word, not a thing's]): its
 * adjective senses each pertain to something, and its noun senses are people of a place
 * (`residents`) or the tongue spoken there ("Catalan": "the Romance language spoken in
 * Catalonia"), not a language of its own ("Latin", of Latium, is the language of Rome), a breed
 * or a thing; and it is no doing or manner ("sooner", Oklahoma's people and a word of time).
 */
function onlyOfPlaces(name: string, place: NamedPlace, residents: ReadonlySet<string>): boolean {
  const lemma = name.toLowerCase();
  const spokenThere = (key: string) => synset(key).lexfile === LEXFILE.communication && definition(key).includes(place.label);
  if (hasLemma(lemma, "verb") || hasLemma(lemma, "adv")) return false;
  return adjectiveSenses(lemma).every(pertainsToSomething) && senses(lemma, "noun").every((key) => residents.has(key) || spokenThere(key));
}

/** The gazetteer's places for WordNet's senses, trusted where what each is part of agrees. */
function trustedPlaces(known: (name: string) => NamedPlace | null) {
  const placed = new Map<string, NamedPlace | null>();

  /**
   * The gazetteer's place for a sense, where what it is part of agrees; null where none does. A
   * city must agree with a holder found: a country or region may have none the gazetteer knows
   * (Morocco is part of the Maghreb).
   */
  const placeOf = (key: string): NamedPlace | null => {
    if (placed.has(key)) return placed.get(key)!;
    // Marked first, so a loop of "part of" ends.
    placed.set(key, null);
    const sense = synset(key);
    const holders = sense.partOf.map(placeOf).filter((p): p is NamedPlace => p !== null);
    // A city must be one to WordNet too, and a state, island or district no city.
    const city = isCity(key);
    const found = sense.words.map((w) => known(w.replace(/_/g, " "))).find((p): p is NamedPlace => p !== null && (p.kind === "city") === city) ?? null;
    const trusted = found && (holders.length ? holders.some((h) => holds(h, found)) : found.kind !== "city") ? found : null;
    placed.set(key, trusted);
    return trusted;
  };

  /**
   * The city a sense is part of, up to `MAX_DEPTH` steps: the outermost of a chain of them, as a
   * photo there is labelled (Times Square is part of Manhattan, part of New York: "New York").
   */
  const cityHolding = (key: string): NamedPlace | null => {
    let level = synset(key).partOf;
    let city: NamedPlace | null = null;
    for (let depth = 0; depth < MAX_DEPTH && level.length; depth++) {
      const cities = level.filter(isCity);
      const found = cities.map(placeOf).find((p) => p?.kind === "city");
      if (!found) {
        if (city) break;
      } else city = found;
      level = (city && found ? cities : level).flatMap((k) => synset(k).partOf);
    }
    return city;
  };

  return { placeOf, cityHolding };
}

function isCity(key: string): boolean {
  return synset(key).instanceOf.some((kind) => isKindOf(kind, CITY_KINDS));
}

/** Whether a place the gazetteer found lies in one WordNet says holds it: the same country, or near the city. */
function holds(holder: NamedPlace, place: NamedPlace): boolean {
  if (holder.kind === "city") return place.kind === "city" && kmBetween(holder, place) <= CITY_HOLDS_KM;
  const theirs = new Set(countriesOf(holder));
  return countriesOf(place).some((c) => theirs.has(c));
}

function countriesOf(place: NamedPlace): string[] {
  if (place.countries?.length) return place.countries;
  if (place.divisions?.length) return place.divisions.map((code) => code.slice(0, 2));
  const country = divisionAt(place.lat, place.lon)?.country;
  return country ? [country] : [];
}

/** A name of one word that is also a word people use ("Orient", "Village", "Bull"): that word, not a place. */
function isWord(name: string): boolean {
  return !/\s/.test(name) && isWordNotOnlyName(name.toLowerCase());
}
