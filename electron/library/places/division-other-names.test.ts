import { describe, expect, it } from "vitest";
import { parseQuery } from "../../search/query-parser";
import { allDivisions } from "./boundaries";
import { lookUpPlace } from "./gazetteer";

const NOW = new Date(2026, 10, 22, 12);

/** The states of Germany, Austria, Switzerland and the Netherlands, as other languages call them (Natural Earth's name_xx). */
const OTHER_NAMES = allDivisions()
  .filter((d) => ["DE", "AT", "CH", "NL"].includes(d.country))
  .flatMap((d) => d.otherNames.map((name) => ({ name, division: d })));

describe("a division as other languages call it", () => {
  it("is found in the data (at least 60 names)", () => {
    expect(OTHER_NAMES.length).toBeGreaterThanOrEqual(60);
    expect(OTHER_NAMES.map((o) => o.name)).toEqual(expect.arrayContaining(["Beieren", "Baviera", "Bavière"]));
  });

  it("is that division, unless a city or another place is called so", () => {
    // "Vienne" is French for Vienna, and a département of France by its own name: that one.
    const wrong = OTHER_NAMES.filter(({ name }) => lookUpPlace(name) === null);
    expect(wrong.map(({ name, division }) => `${name} → ${lookUpPlace(name)?.label ?? "nothing"} (${division.label})`)).toEqual([]);
    const found = OTHER_NAMES.filter(({ name, division }) => lookUpPlace(name)?.divisions?.includes(division.code)).length;
    expect(found / OTHER_NAMES.length).toBeGreaterThanOrEqual(0.8);
  });

  it("is read as the place in a query (name × frame)", () => {
    const wrong: string[] = [];
    for (const name of ["Beieren", "Baviera", "Bavière", "Basse-Saxe", "Bassa Sassonia", "Noord-Brabant", "Renania Settentrionale-Vestfalia", "Turingia"]) {
      const label = lookUpPlace(name)?.label;
      for (const query of [`photos from ${name}`, `${name} 2023`, `our trip to ${name}`]) {
        const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace });
        const places = [...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label);
        if (!label || !places.includes(label)) wrong.push(`${query} → ${places.join(", ") || "no place"}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
