import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** Things said in several words, the photo that has them all, and photos that have one of the words. */
const THINGS: Array<{ said: string; photo: string; decoys: string[] }> = [
  { said: "Golden Gate Bridge", photo: "golden gate bridge", decoys: ["golden hour", "bridge"] },
  { said: "boarding pass", photo: "boarding pass", decoys: ["mountain pass", "boarding school"] },
  { said: "coffee cup", photo: "coffee cup", decoys: ["coffee beans", "cup final"] },
  { said: "red boats", photo: "red boat", decoys: ["red car", "rowing boat"] },
  { said: "Space Needle", photo: "space needle", decoys: ["needle and thread", "space heater"] },
  { said: "wine glass", photo: "wine glass", decoys: ["wine bottle", "glass door"] },
  { said: "parking ticket", photo: "parking ticket", decoys: ["parking lot", "train ticket"] },
  // No photo says "coast": the name narrows to the word the library knows.
  { said: "Amalfi Coast", photo: "amalfi", decoys: ["positano"] },
];
/** How people leave a thing out. */
const FRAMES = ["not the {t}", "everything except the {t}", "all but the {t}", "photos without the {t}", "no {t} please", "leave out the {t}", "minus the {t}"];

describe("one thing said in several words, left out", () => {
  it("leaves out the photo that has all its words and keeps those that have one (thing × frame)", async () => {
    let asked = 0;
    const misses: string[] = [];
    for (const thing of THINGS) {
      const lib = library();
      lib.add("it", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: thing.photo });
      thing.decoys.forEach((decoy, k) => lib.add(`decoy${k}`, { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: decoy }));
      lib.add("other", { lat: 48.86, lon: 2.35, place: "Paris" }, { keywords: "museum" });
      const index = new LibraryIndex();
      await index.refresh(lib.source);
      for (const frame of FRAMES) {
        const query = frame.replace("{t}", thing.said);
        const plan = parseQuery(query, NOW, { ...index.parseContext() });
        const found = await retrieve(plan, { index, fullText: fullTextOf(lib, index) });
        const got = found.passing.map((c) => c.id).sort();
        const expected = ["other", ...thing.decoys.map((_, k) => `decoy${k}`)].sort();
        if (JSON.stringify(got) !== JSON.stringify(expected) || plan.words.length) misses.push(`${query}: ${got.join(",")} [words ${plan.words.join(",")}; not ${plan.notWords.join("|")}]`);
        asked++;
      }
    }
    expect(misses).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("reads the words as one thing, and a kind named after a thing as that thing's kind", () => {
    expect(parseQuery("Italy but not the Amalfi Coast", NOW).notWords).toEqual(["amalfi coast"]);
    expect(parseQuery("except the Golden Gate Bridge", NOW)).toMatchObject({ notWords: ["golden gate bridge"], words: [] });
    expect(parseQuery("not the boarding pass", NOW)).toMatchObject({ notWords: ["boarding pass"], words: [] });
    // A noun after the left-out one says what kind of thing it is: the sign is what shows gelato.
    expect(parseQuery("Lisbon without the gelato sign", NOW).notWords).toEqual(["gelato"]);
    // A list is several things, each left out.
    expect(parseQuery("no boats or cars", NOW).notWords).toEqual(["boats", "cars"]);
  });
});
