import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { describedIn } from "./definitions";
import { meaningsOf } from "./meanings";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** Animals asked for, and words a memory may say of another animal: kinds further up, and kin. */
const ASKED = ["goose", "swan", "duck", "sparrow", "eagle", "salmon", "shark", "whale", "dolphin", "wolf", "fox", "rabbit", "owl", "bee", "ant", "moth"];
const WRITTEN = ["bird", "birds", "animal", "animals", "mammal", "fish", "vertebrate", "ducks", "geese", "insect", "carnivore"];
/** Where what is written is right above what is asked (its own kind), or no kin at all: those a definition may still tie. */
const STILL_TIED = new Set(["sparrow insect"]);

/** Query words, and a word their definitions say as a noun that memories say as something done. */
const DONE: Array<[asked: string, written: string]> = [
  ["runway", "land"], ["bench", "land"], ["pool", "play"], ["track", "run"], ["track", "race"], ["bar", "drink"], ["ticket", "ride"],
  ["car", "ride"], ["road", "climb"], ["marmot", "found"], ["guitar", "play"], ["lake", "land"], ["soup", "fish"], ["bridge", "rest"],
];
const DOING = ["we {w} here every Sunday", "I {w} with Sam when it is warm", "they {w} together"];

describe("what a definition says ties a memory to a query word only as a thing with it", () => {
  it("not what the asked thing is a kind of further up, nor its kin (animal × word written)", () => {
    let pairs = 0;
    for (const asked of ASKED) {
      for (const written of WRITTEN) {
        if (asked === written || `${asked}s` === written) continue;
        const tied = describedIn([asked], [written], new Set([written]))[0]!.length > 0;
        expect(tied, `${asked} ← ${written}`).toBe(STILL_TIED.has(`${asked} ${written}`));
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(50);
  });

  it("still its own kind right above it, and what is with it", () => {
    expect(describedIn(["espresso"], ["coffee"], new Set(["coffee"]))[0]!.map((m) => m.word)).toEqual(["coffee"]);
    expect(describedIn(["flight"], ["plane"], new Set(["plane"]))[0]!.map((m) => m.word)).toEqual(["plane"]);
  });

  it("not a word the memories say only as something done (query × word × saying)", async () => {
    let cases = 0;
    for (const [asked, written] of DONE) {
      for (const saying of DOING) {
        const lib = library();
        lib.add("done", { lat: 50.08, lon: 14.42, place: "Prague" });
        lib.memories.push({ photo_id: "done", text: saying.replace("{w}", written) });
        lib.add("other", { lat: 50.08, lon: 14.42, place: "Prague" });
        const index = new LibraryIndex();
        await index.refresh(lib.source);
        await index.graphReady;
        const plan = parseQuery(asked, NOW, index.parseContext());
        const found = (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
        expect(found, `${asked} ← ${saying.replace("{w}", written)}`).toEqual([]);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(40);
  });

  it("reaches a narrower thing by a word whose first sense is that kind of thing: a vehicle is no cat, a flatcar no flat", () => {
    const vehicle = new Set(meaningsOf("vehicle").map((m) => m.word));
    expect(["cat", "flat"].filter((w) => vehicle.has(w))).toEqual([]);
    expect(["car", "bicycle", "bus", "truck", "van"].filter((w) => !vehicle.has(w))).toEqual([]);
    const animal = new Set(meaningsOf("animal").map((m) => m.word));
    expect(["cat", "dog", "horse", "duck"].filter((w) => !animal.has(w))).toEqual([]);
  });
});

/**
 * Things asked for, and a word their definition says they are made of or worn on, or that names a
 * sense of them kin to the word: a memory of a cold swim says "water", one of a Christmas tree "tree".
 */
const MADE_OF_OR_KIN: Array<[string, string]> = [
  ["espresso", "water"], ["tea", "water"], ["fountain", "water"], ["aquarium", "water"], ["glove", "hand"], ["ring", "finger"], ["necklace", "neck"], ["hat", "head"],
  ["sock", "foot"], ["shoe", "foot"], ["boot", "foot"], ["bracelet", "wrist"], ["earring", "ear"], ["scarf", "neck"], ["sandal", "foot"], ["lipstick", "lips"],
  ["toothbrush", "teeth"], ["pillow", "head"], ["helmet", "head"], ["candle", "wax"], ["window", "glass"], ["wig", "hair"], ["comb", "hair"], ["glacier", "ice"],
  ["pottery", "clay"], ["brick", "clay"], ["box", "tree"], ["box", "hand"],
];

describe("a memory's word the asked thing is made of, worn on, or kin to in one of its senses", () => {
  const FRAMES = ["{q}", "photos of the {q}"];
  const grid = MADE_OF_OR_KIN.flatMap(([asked, written]) => FRAMES.map((frame) => ({ asked, written, query: frame.replace("{q}", asked) })));

  it("covers at least 50 pairs and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("is no photo of it (pair x frame)", async () => {
    const wrong: string[] = [];
    for (const [asked, written] of MADE_OF_OR_KIN) {
      const lib = library();
      lib.add("said", { taken_ms: Date.UTC(2025, 5, 1, 12) });
      lib.memories.push({ photo_id: "said", text: `the ${written} was lovely` });
      const index = new LibraryIndex();
      await index.refresh(lib.source);
      for (const { query } of grid.filter((g) => g.asked === asked && g.written === written)) {
        const ids = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
        if (ids.length) wrong.push(`${query} <- ${written}`);
      }
    }
    expect(wrong).toEqual([]);
    // What it is right above, and what is with it, still tie.
    expect(describedIn(["espresso"], ["coffee"], new Set(["coffee"]))[0]!.map((m) => m.word)).toEqual(["coffee"]);
    expect(describedIn(["flight"], ["airport"], new Set(["airport"]))[0]!.map((m) => m.word)).toEqual(["airport"]);
  });
});
