import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** A word of another language and the English thing a photo's memory says. */
const WORDS: Array<[said: string, english: string]> = [
  ["playa", "beach"], ["iglesia", "church"], ["gato", "cat"], ["plage", "beach"], ["église", "church"], ["Kirche", "church"],
  ["Katze", "cat"], ["spiaggia", "beach"], ["chiesa", "church"], ["praia", "beach"], ["igreja", "church"], ["perro", "dog"],
  ["kyrka", "church"], ["chien", "dog"], ["kedi", "cat"], ["hond", "dog"], ["bakkerij", "bakery"], ["panadería", "bakery"],
];
/** English around the one word, as a person who lives in two languages types. */
const FRAMES = [(w: string) => `the ${w} in June`, (w: string) => `photos of the ${w}`, (w: string) => `Leo at the ${w}`];

async function libraryOf(): Promise<{ lib: ReturnType<typeof library>; index: LibraryIndex }> {
  const lib = library();
  for (const english of new Set(WORDS.map(([, e]) => e))) {
    lib.add(english, { taken_ms: Date.UTC(2025, 5, 14, 12), people: "Leo" });
    lib.memories.push({ photo_id: english, text: `the ${english} near the old square` });
  }
  lib.add("other", { taken_ms: Date.UTC(2025, 5, 15, 12), people: "Leo" });
  lib.memories.push({ photo_id: "other", text: "lunch at the office" });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return { lib, index };
}

describe("a word of another language among English ones", () => {
  it("finds what its dictionary's English says, and nothing else (word × frame)", async () => {
    const { lib, index } = await libraryOf();
    const wrong: string[] = [];
    for (const [said, english] of WORDS) {
      for (const frame of FRAMES) {
        const query = frame(said);
        const found = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
        if (found.join() !== english) wrong.push(`${query} → ${found.join(", ") || "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(WORDS.length * FRAMES.length).toBeGreaterThanOrEqual(50);
  });

  it("still finds a memory that says it as typed, and gives an English word nothing it does not mean", async () => {
    const lib = library();
    lib.add("said", { taken_ms: Date.UTC(2025, 5, 14, 12) });
    lib.add("beach", { taken_ms: Date.UTC(2025, 5, 15, 12) });
    lib.memories.push({ photo_id: "said", text: "tarde en la playa con los primos" }, { photo_id: "beach", text: "a day at the beach" });
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    const found = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
    expect(await found("sunny afternoon at the playa")).toEqual([]);
    expect(await found("the playa")).toEqual(["beach", "said"]);
    // "pain" is English, whatever French says.
    expect(await found("pain at the beach")).toEqual([]);
  });
});

describe("a word the person's English memories say, which another language's dictionary also has", () => {
  /** The word, and what one language's dictionary says it is (a photo whose memory says that must not answer). */
  const LOANS: Array<[said: string, dictionary: string]> = [
    ["dosa", "box"], ["masala", "tale"], ["roti", "roast"], ["torta", "cake"], ["pani", "lady"], ["puri", "clean"], ["yerba", "grass"], ["pierogi", "dumpling"],
  ];
  /** How an English memory says it: with English words around it, and in a note of names alone. */
  const SAID = ["the best {w} in town, with Appa", "{w} at the corner place after work", "Vidyarthi Bhavan {w}"];
  const ASKED = ["{w}", "{w} pics", "photos of the {w}"];

  it("is their word: it finds the memory that says it, not what the dictionary makes of it (word × memory × asked)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const [said, dictionary] of LOANS) {
      for (const saying of SAID) {
        const lib = library();
        lib.add("said", { taken_ms: Date.UTC(2025, 5, 14, 12) });
        lib.add("dictionary", { taken_ms: Date.UTC(2025, 5, 15, 12) });
        lib.add("office", { taken_ms: Date.UTC(2025, 5, 16, 12) });
        lib.memories.push({ photo_id: "said", text: saying.replace("{w}", said) }, { photo_id: "dictionary", text: `the ${dictionary} we found in the attic` }, { photo_id: "office", text: "lunch at the office with the team" });
        const index = new LibraryIndex();
        await index.refresh({ ...lib.source, people: async () => [] });
        for (const asking of ASKED) {
          const query = asking.replace("{w}", said);
          const found = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
          if (found.join() !== "said") wrong.push(`${query} (${saying.replace("{w}", said)}) → ${found.join(", ") || "nothing"}`);
          cases++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});

describe("a word the person's English memories say, in a library with photos where its language is spoken", () => {
  /** The word, what its dictionary says, and a country where that language is spoken. */
  const SPOKEN: Array<[said: string, dictionary: string, country: string, lat: number, lon: number]> = [
    ["ouma", "granny", "ZA", -33.92, 18.42],
    ["dosa", "box", "SE", 59.33, 18.07],
    ["torta", "cake", "IT", 41.9, 12.5],
    ["yerba", "grass", "AR", -34.6, -58.4],
    ["pierogi", "dumpling", "PL", 52.23, 21.01],
  ];
  const SAID = ["the best {w} in town, with the kids", "{w} at the corner place after work"];
  const ASKED = ["{w}", "{w} pics", "photos of the {w}", "the {w} again", "any {w} photos", "{w} photos please"];

  it("means what the dictionary says too (word × memory × asked)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const [said, dictionary, country, lat, lon] of SPOKEN) {
      for (const saying of SAID) {
        const lib = library();
        lib.add("said", { taken_ms: Date.UTC(2025, 5, 14, 12) });
        lib.add("dictionary", { taken_ms: Date.UTC(2025, 5, 15, 12) });
        lib.add("abroad", { taken_ms: Date.UTC(2025, 5, 16, 12), lat, lon, country_code: country });
        lib.memories.push({ photo_id: "said", text: saying.replace("{w}", said) }, { photo_id: "dictionary", text: `the ${dictionary} we found in the attic` }, { photo_id: "abroad", text: "lunch at the office with the team" });
        const index = new LibraryIndex();
        await index.refresh({ ...lib.source, people: async () => [] });
        for (const asking of ASKED) {
          const query = asking.replace("{w}", said);
          const found = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
          if (found.join() !== "dictionary,said") wrong.push(`${query} (${saying.replace("{w}", said)}, photos in ${country}) → ${found.join(", ") || "nothing"}`);
          cases++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
