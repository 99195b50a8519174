import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { idsFound } from "../testing/ids-found";
import { meaningsOf, singularForms } from "./meanings";

const NOW = new Date(2026, 10, 30, 12);
const ASKED = ["dogs", "birds", "flowers", "trees", "fish", "animals", "food", "drinks", "plants"];

/** A word a query word means ("cairn", a terrier, of "dogs") whose plural is a town's name ("Cairns"), and the town. */
function kindsNamedLikeTowns(): Array<[asked: string, meant: string, town: NonNullable<ReturnType<typeof lookUpPlace>>]> {
  const out: Array<[string, string, NonNullable<ReturnType<typeof lookUpPlace>>]> = [];
  for (const asked of ASKED) {
    for (const { word } of meaningsOf(asked)) {
      if (singularForms(asked).includes(word) || !/^[a-z]+$/.test(word)) continue;
      const town = lookUpPlace(`${word[0]!.toUpperCase()}${word.slice(1)}s`);
      if (town && town.label.toLowerCase() === `${word}s`) out.push([asked, word, town]);
    }
  }
  return out;
}

describe("a kind a query word means, named like a town the library was taken in", () => {
  const pairs = kindsNamedLikeTowns();

  it(`is no photo taken there: "dogs" means the cairn terrier, not Cairns (${pairs.length} kinds)`, async () => {
    expect(pairs.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const [asked, meant, town] of pairs) {
      const found = await idsFound(asked, NOW, (lib) => {
        lib.add("there", { taken_ms: Date.UTC(2024, 8, 5), lat: town.lat, lon: town.lon, place: town.label, country: "Somewhere", country_code: "AU" }, { rel_dir: `Trips/${town.label} 2024` });
        lib.add("home", { taken_ms: Date.UTC(2024, 1, 5), lat: -27.47, lon: 153.02, place: "Brisbane", country: "Australia", country_code: "AU" });
      });
      if (found.includes("there")) wrong.push(`${asked} (${meant}) → the photo in ${town.label}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
