import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { saidBeside } from "./said-beside";

const NOW = new Date(2026, 10, 30, 12);

/**
 * Memories in other languages that say where their photo was with the language's own little
 * words ("im", "am", "beim", "au", "dans le", "en el", "al", "nel", "bij"), each with enough of
 * the language that it is read as written in it.
 */
const SAYINGS = [
  "Wir waren mit den Kindern im {w}, sehr schön",
  "Lena und ich am {w} mit dem Hund",
  "Picknick beim {w} mit meiner Mama",
  "Pique-nique avec les enfants au {w}, très beau",
  "Moi et Julie dans le {w} avec le chien",
  "Comida con los niños en el {w}, muy bonito",
  "Paseo con mi madre y los niños al {w}",
  "Pranzo con i bambini al {w}, molto bello",
  "Io e Giulia nel {w} con il cane",
  "Picknick met de kinderen bij {w}, heel mooi",
];
/** Names of spots no dictionary has whole; "Seehaus" and "Tierpark" are compounds it reads by their parts. */
const SPOTS = ["Seehaus", "Tierpark", "Miltenhof", "Orvieta"];
const FRAMES = ["{w}", "photos at the {w}"];

const AT = { lat: 48.1555, lon: 11.5953 };
/** Metres north of the spot, in degrees of latitude. */
const north = (metres: number) => metres / 111_320;

async function album(saying: string, spot: string) {
  const lib = library();
  const at = (day: number, hour: number, metres = 0) => ({ taken_ms: Date.UTC(2024, 5, day, hour), lat: AT.lat + north(metres), lon: AT.lon, place: "Munich" });
  lib.add("said", at(8, 12));
  lib.memories.push({ photo_id: "said", text: saying.replace("{w}", spot) });
  lib.add("next-days", at(10, 11, 120));
  lib.add("next-summer", { ...at(9, 12, 40), taken_ms: Date.UTC(2025, 5, 9, 12) });
  // In the town, the same day: another spot.
  lib.add("town", at(8, 15, 900));
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

const found = async (index: LibraryIndex, query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

describe("a memory in another language says where with its own little words", () => {
  const grid = SAYINGS.flatMap((saying) => SPOTS.flatMap((spot) => FRAMES.map((frame) => ({ saying, spot, query: frame.replace("{w}", spot.toLowerCase()) }))));

  it("covers at least 50 sayings, spots and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("names the spot: its other photos on other days are found, not the town's (saying x spot x frame)", async () => {
    const wrong: string[] = [];
    for (const saying of SAYINGS) {
      for (const spot of SPOTS) {
        const index = await album(saying, spot);
        for (const { query } of grid.filter((g) => g.saying === saying && g.spot === spot)) {
          const ids = await found(index, query);
          if (ids.join() !== "next-days,next-summer,said") wrong.push(`${query} <- "${saying.replace("{w}", spot)}": ${JSON.stringify(ids)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("takes a name said after such a word as where, not as what someone tagged there is called (saying x spot)", () => {
    // Each spot shares its first letters with the one person tagged: "Seehaus" is no pet form of Sepp.
    const people: Record<string, string> = { Seehaus: "Sepp Huber", Tierpark: "Tina Weber", Miltenhof: "Milan Novak", Orvieta: "Oriana Rossi" };
    const wrong = SAYINGS.flatMap((saying) =>
      SPOTS.flatMap((spot) => {
        const name = people[spot]!;
        const { calledBy } = saidBeside([{ text: saying.replace("{w}", spot), people: [name] }], [{ name }]);
        return calledBy.length ? [`${saying.replace("{w}", spot)}: ${JSON.stringify(calledBy)}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("lends an occasion said as where in another language to its day, not to the spot's other days ('au mariage de Chloé')", async () => {
    for (const saying of ["Au mariage de Chloé avec les enfants, très beau", "Wir waren mit den Kindern auf der Hochzeit von Chloé, sehr schön"]) {
      const index = await album(saying, "");
      expect(await found(index, "wedding"), saying).toEqual(["said"]);
    }
  });

  it("still reads a name no place word comes before as what one calls the person tagged", () => {
    expect(saidBeside([{ text: "Seppi und ich, endlich Urlaub", people: ["Sepp Huber"] }], [{ name: "Sepp Huber" }]).calledBy).toEqual([{ name: "Sepp Huber", form: "seppi" }]);
  });
});
