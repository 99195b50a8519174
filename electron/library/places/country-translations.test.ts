import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../../search/query-parser";
import { englishHas } from "../../words/english-word";
import { fold, lookUpPlace } from "./gazetteer";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

type Entry = { cca2: string; translations: Record<string, { common: string }> };
const data = createRequire(import.meta.url)("world-countries") as Entry[];

/** Countries trips go to, by ISO code, and the English name photos carry. */
const COUNTRIES: Record<string, string> = { DE: "Germany", IE: "Ireland", JP: "Japan", GR: "Greece", CH: "Switzerland", US: "United States", MA: "Morocco", HR: "Croatia", TR: "Türkiye", GB: "United Kingdom" };
/** Languages whose names for them differ from English: Spanish, Polish, French, Finnish, Croatian, Swedish, Turkish. */
const LANGUAGES = ["spa", "pol", "fra", "fin", "hrv", "swe", "tur"];

describe("a country said as another language names it", () => {
  const names = Object.entries(COUNTRIES).flatMap(([code, label]) => {
    const entry = data.find((c) => c.cca2 === code)!;
    return LANGUAGES.map((language) => [entry.translations[language]!.common, label, language] as const)
      // Its English or native name is read already; an English word is a word ("Island").
      // A name with a hyphen ("États-Unis") is found by name, but the parser reads a query's hyphen apart.
      .filter(([name]) => fold(name) !== fold(label) && !englishHas(fold(name)) && !name.includes("-"));
  });
  const unique = names.filter(([name], i) => names.findIndex(([other]) => other === name) === i);
  it("covers at least 50 names", () => expect(unique.length).toBeGreaterThanOrEqual(50));

  it.each(unique)("'%s' is %s (%s)", (name, label) => {
    expect(lookUpPlace(name)?.label).toBe(label);
    for (const query of [`fotos de ${name}`, `${name} 2023`]) expect(parseQuery(query, NOW, { gazetteer: lookUpPlace }).places.map((p) => p.label), query).toEqual([label]);
  });

  it("never makes a country of a word English has, nor takes a city's name", () => {
    expect(lookUpPlace("Chine")).toBeNull();
    expect(lookUpPlace("Paris")?.label).toBe("Paris");
  });
});
