import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { fold } from "../../words/terms";
import { parseQuery } from "../../search/query-parser";
import { lookUpPlace } from "./gazetteer";

const NOW = new Date(2026, 10, 22, 12);
type Country = { cca2: string; cca3: string; name: { common: string }; altSpellings: string[]; translations: Record<string, { common: string }> };
const COUNTRIES = createRequire(import.meta.url)("world-countries") as Country[];

/** From the data: countries' names in other languages of three letters once folded ("Omã", Portuguese for Oman), which are not their codes or English names. */
const SHORT = COUNTRIES.flatMap((c) => Object.values(c.translations).map((t) => t.common).filter((name) => /^[\p{Script=Latin}\p{M}\s'-]+$/u.test(name) && fold(name).replace(/[^\p{L}]/gu, "").length <= 3 && ![c.cca2, c.cca3, ...c.altSpellings].some((s) => fold(s) === fold(name)) && fold(name) !== fold(c.name.common)).map((name) => ({ name, country: c.name.common })));

describe("a country's name in another language of three letters", () => {
  it("is found in the data", () => {
    expect(SHORT.map((s) => s.name)).toContain("Omã");
  });

  it("names no country: it is a word of some language first (Oma, a grandma)", () => {
    expect(SHORT.filter(({ name, country }) => lookUpPlace(name)?.label === country).map(({ name, country }) => `${name} → ${country}`)).toEqual([]);
    for (const query of ["oma's garden", "Oma at the lake", "with oma in June"]) expect(parseQuery(query, NOW, { gazetteer: lookUpPlace }).places, query).toEqual([]);
  });
});
