/**
 * @file Countries and continents by every name people use for them: English, official and local
 * names, alternative spellings ("Holland", "Deutschland"), demonyms ("Japanese"), ISO 3166-1
 * codes ("USA", "JP"), from `world-countries` (mledoze/countries, maintained, ODbL); and which
 * continent each country is on, from the Natural Earth divisions (`boundaries.ts`), so that a
 * country's continent is the one its boundaries were drawn in.
 *
 * Runs in the engine's process; built on first use with the gazetteer's name table. The data (1 MB
 * of JSON) and the platform's region names are read then too: importing them at the top would cost every command
 * and search their loading, and most never ask for a country.
 */
import { createRequire } from "node:module";
import { z } from "zod";
import { allDivisions, type ContinentCode } from "./boundaries";
import { fold } from "../../words/terms";
import { senses, synset, timesSaid } from "../../words/wordnet";

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** The English name the reverse geocoder writes on photos (the platform's `Intl.DisplayNames`). */
  label: string;
  names: string[];
  /** Its common name in other languages ("Alemania", "Niemcy", "ドイツ"): world-countries' translations. */
  otherNames: string[];
  demonyms: string[];
  /** Codes and initialisms, matched only as written in capitals ("US", "USA", "UK"). */
  codes: string[];
  continent: ContinentCode | null;
  /** UN subregion ("Southern Europe", "South-Eastern Asia"). */
  subregion: string | null;
  /** The languages spoken there, as ISO 639-3 codes ("afr", "eng"): world-countries'. */
  languages: string[];
  lat: number;
  lon: number;
  /** Its land in km²: of the countries that share a demonym, the one people mean ("French" is France's, not its Southern Territories'). */
  area: number;
}

export const CONTINENTS: Record<ContinentCode, string> = {
  AF: "Africa", AN: "Antarctica", AS: "Asia", EU: "Europe", NA: "North America", OC: "Oceania", SA: "South America",
};

/** Two-letter codes that are also English words in capitals ("IN", "IT", "ME"): only ever read as words. */
const WORDLIKE = new Set(["AD", "AI", "AM", "AS", "AT", "BE", "BY", "DO", "GO", "HI", "ID", "IN", "IS", "IT", "ME", "MY", "NO", "OK", "ON", "SO", "TO", "TV"]);
/**
 * The two-letter codes people write for a country in a sentence ("the US", "UK trip", "NZ"). The
 * rest are ISO's, not people's: "LA" is Los Angeles to anyone who types it, not Laos; "SF", "NY"
 * and "DC" are cities too. Three-letter codes ("USA", "JPN") stay: nobody means anything else.
 */
const SAID_AS_COUNTRY = new Set(["US", "UK", "GB", "NZ", "UAE"]);

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Entry = z.lazy(() => z.object({
  cca2: z.string().length(2),
  cca3: z.string().length(3),
  name: z.object({ common: z.string(), official: z.string(), native: z.record(z.string(), z.object({ common: z.string(), official: z.string() })).optional() }),
  altSpellings: z.array(z.string()),
  translations: z.record(z.string(), z.object({ common: z.string() })).optional(),
  demonyms: z.record(z.string(), z.object({ f: z.string(), m: z.string() })).optional(),
  region: z.string(),
  subregion: z.string().optional(),
  latlng: z.array(z.number()),
  area: z.number().optional(),
  languages: z.record(z.string(), z.string()).optional(),
}));

let displayNames: Intl.DisplayNames | null = null;

/** The English name of a country by its code, as photos are labelled with it. */
export function countryName(code: string): string {
  displayNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** world-countries' own region, for the few countries Natural Earth leaves without a continent. */
const REGION_CONTINENT: Record<string, ContinentCode> = { Europe: "EU", Africa: "AF", Oceania: "OC", Antarctic: "AN", Asia: "AS" };

let countries: Country[] | null = null;

/**
 * Whether a local spelling is, once folded, a word English says every day: Iceland's "Ísland" and
 * "Island" are island, whose commonest sense is a kind of thing WordNet's tagged corpus has seen.
 * Such a spelling is the word, as a translation that is an English word is ("centre island", "the
 * island" had read as Iceland); its English name still names the country.
 */
function everydayWord(name: string): boolean {
  const lemma = fold(name);
  const first = senses(lemma, "noun")[0];
  return first !== undefined && !synset(first).instance && timesSaid(lemma) > 0;
}

/** The code that makes the countries' names, for the name table's cache key: the table is remade when it changes. */
export function countryNamesCode(): string {
  return [allCountries, everydayWord].map(String).join("\n");
}

export function allCountries(): readonly Country[] {
  if (countries) return countries;
  const votes = new Map<string, Map<ContinentCode, number>>();
  for (const d of allDivisions()) {
    if (!d.continent) continue;
    const tally = votes.get(d.country) ?? new Map<ContinentCode, number>();
    tally.set(d.continent, (tally.get(d.continent) ?? 0) + 1);
    votes.set(d.country, tally);
  }
  countries = z.array(Entry).parse(createRequire(import.meta.url)("world-countries")).map((c) => {
    const tally = [...(votes.get(c.cca2)?.entries() ?? [])].sort((a, b) => b[1] - a[1]);
    const americas = c.subregion === "South America" ? "SA" : "NA";
    const local = [...Object.values(c.name.native ?? {}).flatMap((n) => [n.common, n.official]), ...c.altSpellings].filter((name) => !everydayWord(name));
    const spellings = [c.name.common, c.name.official, ...local];
    const label = countryName(c.cca2);
    // "Republic of Turkey" is Turkey to people; the official forms name it the old way.
    spellings.push(...spellings.map((s) => s.replace(/^(the )?(republic|kingdom|state|commonwealth|federation|principality|union) of (the )?/i, "")));
    return {
      code: c.cca2,
      label,
      names: [...new Set([label, ...spellings.filter((s) => !/^[A-Z.]{2,5}$/.test(s))])],
      // A name of three letters once folded is a word of some language first: Portuguese "Omã" is German "Oma" (grandma).
      otherNames: [...new Set(Object.values(c.translations ?? {}).map((t) => t.common))].filter((name) => fold(name).replace(/[^\p{L}]/gu, "").length > 3),
      demonyms: [...new Set(Object.entries(c.demonyms ?? {}).filter(([lang]) => lang === "eng").flatMap(([, d]) => [d.m, d.f]))],
      codes: [...new Set([c.cca2, c.cca3, ...c.altSpellings.filter((s) => /^[A-Z]{2,5}$/.test(s))])].filter((code) => !WORDLIKE.has(code) && (code.length > 2 || SAID_AS_COUNTRY.has(code))),
      continent: tally[0]?.[0] ?? (c.region === "Americas" ? americas : (REGION_CONTINENT[c.region] ?? null)),
      subregion: c.subregion || null,
      languages: Object.keys(c.languages ?? {}),
      lat: c.latlng[0] ?? 0,
      lon: c.latlng[1] ?? 0,
      area: c.area ?? 0,
    };
  });
  return countries;
}
