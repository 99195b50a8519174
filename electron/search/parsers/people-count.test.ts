import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import { LibraryIndex } from "../../index/library-index";
import { library } from "../../testing/memory-library";
import { retrieve } from "../retrieve";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const read = (query: string) => parseQuery(query, NOW, { people: [{ name: "Leo", relation: "son" }], places: ["Lisbon"] });

/** Where a count of people is said: alone, before a place, after a photo word, beside a time and place. */
const FRAMES = ["{}", "{} at the beach", "photos of {}", "{} in Lisbon last summer"];
const NUMBERS: Array<[string, number]> = [["two", 2], ["three", 3], ["four", 4], ["five", 5], ["eleven", 11], ["2", 2], ["7", 7]];
/** Nouns for people, none of them listed in the grammar: WordNet says they are persons. */
const PERSONS = ["kids", "children", "women", "men", "tourists", "friends", "hikers", "nurses", "soldiers", "dancers", "teenagers", "cyclists"];

describe("a count of people, read from WordNet's persons", () => {
  it("reads a number and a noun for people as how many are in it, in every frame, leaving no word to find", () => {
    let checked = 0;
    for (const [said, n] of NUMBERS) {
      for (const person of PERSONS) {
        for (const frame of FRAMES) {
          const query = frame.replace("{}", `${said} ${person}`);
          const plan = read(query);
          expect([plan.peopleCount, plan.words.filter((w) => w !== "beach")], query).toEqual([n, []]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(300);
  });

  it("reads an adjective between the number and the people: 'two young women', 'three little kids'", () => {
    for (const query of ["two young women", "three little kids", "four happy tourists", "two old men"]) expect(read(query).peopleCount, query).toBeGreaterThan(1);
  });

  it("reads a group of so many from WordNet's gatherings that are numbers", () => {
    const groups: Array<[string, number]> = [["a couple", 2], ["couples", 2], ["a pair of friends", 2], ["a duo", 2], ["a twosome", 2], ["a trio", 3], ["a trio of kids", 3], ["a quartet", 4], ["a foursome", 4], ["a quintet", 5]];
    let checked = 0;
    for (const [said, n] of groups) {
      for (const frame of FRAMES) {
        const query = frame.replace("{}", said);
        const plan = read(query);
        expect([plan.peopleCount, plan.words.filter((w) => w !== "beach")], query).toEqual([n, []]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it("reads a group of people seen together as three or more, never as a word the photo must hold", () => {
    const collective = ["a crowd", "crowds", "an audience", "an orchestra", "a choir", "a band", "a congregation", "a throng", "a mob", "a team"];
    const gathered = ["a group of people", "a bunch of kids", "lots of tourists", "a crowd of people", "a group of friends", "a throng of students", "a gaggle of children"];
    let checked = 0;
    for (const said of [...collective, ...gathered]) {
      for (const frame of FRAMES) {
        const query = frame.replace("{}", said);
        const plan = read(query);
        expect([plan.group, plan.words.filter((w) => w !== "beach")], query).toEqual([true, []]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(60);
  });

  it("leaves alone what counts no people, and a group that is someone's own", () => {
    for (const query of ["two dogs", "a couple of cars", "three bikes at the beach", "a party", "the school", "the church", "a family dinner", "my band", "Leo's team", "our family", "a group of trees", "a bunch of flowers", "a pair of shoes"]) {
      const plan = read(query);
      expect([plan.peopleCount, plan.group], query).toEqual([undefined, undefined]);
    }
  });
});

describe("answering a count of people from faces, person detections and names", () => {
  const box = (i: number) => [0.1 * i, 0.1, 0.08, 0.3];
  const people = (n: number, score = 0.8) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ label: "person", score, box: box(i) })));

  it("finds a crowd seen only by the object detector, and two people with their backs turned", async () => {
    const lib = library();
    lib.add("crowd", { taken_ms: Date.UTC(2025, 2, 1, 12) });
    lib.add("backs", { taken_ms: Date.UTC(2025, 2, 1, 13) });
    lib.add("faces", { taken_ms: Date.UTC(2025, 2, 1, 14) });
    lib.add("unsure", { taken_ms: Date.UTC(2025, 2, 1, 15) });
    lib.add("empty", { taken_ms: Date.UTC(2025, 2, 1, 16) });
    const analysis: Record<string, { objects: string | null; faces: number | null }> = {
      crowd: { objects: people(6), faces: 1 },
      backs: { objects: people(2), faces: 0 },
      faces: { objects: null, faces: 3 },
      // Five weak detections are not five people.
      unsure: { objects: people(5, 0.2), faces: 0 },
      empty: { objects: "[]", faces: 0 },
    };
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, analysis: async () => Object.entries(analysis).map(([id, a]) => ({ id, tags: "[]", ocr_text: "", ...a, version: "1" })) });
    const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
    for (const query of ["a crowd", "a group of people", "an audience", "a bunch of kids"]) expect(await ask(query), query).toEqual(["crowd", "faces"]);
    for (const query of ["two people", "a couple", "two kids"]) expect(await ask(query), query).toEqual(["backs"]);
    expect(await ask("three tourists")).toEqual(["faces"]);
  });
});
