import { describe, expect, it } from "vitest";
import tables from "../../index/graph/code-tables.json" with { type: "json" };
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** The code table's airlines named for a place the gazetteer knows ("Alaska Airlines", "Air Canada"), with that place's words. */
function airlinesNamedForPlaces(): Array<{ airline: string; place: string }> {
  return tables.airlines.split("\n").flatMap((line) => {
    const airline = line.split("\t")[1] ?? "";
    const named = /^(.+?) (Airlines|Airways|Air|Airline)$/.exec(airline)?.[1] ?? /^Air (.+)$/.exec(airline)?.[1];
    // Only where the gazetteer has the place by that very name ("Kuban" is no Cuba, "New England" no
    // England), and one word: a name of two ("Air Marshall Islands") is read word by word.
    return named && !named.includes(" ") && lookUpPlace(named)?.label === named ? [{ airline, place: named }] : [];
  });
}

describe("an airline named for a place", () => {
  it("said with its airline word is the airline a boarding pass names, not the place (airline × frame × case)", () => {
    const grid = airlinesNamedForPlaces();
    expect(grid.map((g) => g.airline)).toEqual(expect.arrayContaining(["Alaska Airlines", "Air Canada", "Singapore Airlines", "Qatar Airways"]));
    const frames = [(a: string) => a, (a: string) => `my ${a} flight`, (a: string) => `${a} boarding pass 2024`];
    const misread: string[] = [];
    for (const { airline, place } of grid) {
      for (const frame of frames) {
        for (const query of [frame(airline), frame(airline).toLowerCase()]) {
          const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace });
          const words = place.toLowerCase().split(/\s+/);
          if (plan.places.length || !words.every((w) => plan.words.includes(w))) misread.push(`${query} → ${JSON.stringify(plan.chips.map((c) => `${c.kind}:${c.label}`))}`);
        }
      }
    }
    expect(misread).toEqual([]);
    expect(grid.length * frames.length * 2).toBeGreaterThanOrEqual(50);
  });

  it("said without one is still the place", () => {
    for (const query of ["photos in Alaska", "flights to Singapore", "Canada 2024", "the Qatar trip"]) expect(parseQuery(query, NOW, { gazetteer: lookUpPlace }).places.length + (parseQuery(query, NOW, { gazetteer: lookUpPlace }).tripAnchor?.places?.length ?? 0), query).toBeGreaterThan(0);
  });
});
