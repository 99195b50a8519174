import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/**
 * Things a photo shows, tagged; and settings people ask for that are also words of towns' names.
 * Not "lake": South Lake Tahoe is by a lake, which its position says (`place-kinds.test.ts`).
 */
const THINGS = ["dog", "kite", "bicycle", "tent", "umbrella", "sandcastle"];
const SETTINGS: Array<{ word: string; town: string; lat: number; lon: number }> = [
  { word: "beach", town: "Kings Beach", lat: 39.24, lon: -120.03 },
  { word: "harbor", town: "Gig Harbor", lat: 47.33, lon: -122.58 },
  { word: "park", town: "Menlo Park", lat: 37.45, lon: -122.18 },
];
/** How people join a thing to where it was. */
const FRAMES = ["{t} at the {s}", "{t} on the {s}", "a {t} by the {s}", "{t} and {s}", "{t} near the {s}"];

async function indexOf(lib: ReturnType<typeof library>) {
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

describe("an answer never claims a word it did not meet", () => {
  it("answers no such photo when the photos of one idea and of the other do not overlap, with misses of each (thing × setting × frame)", async () => {
    let asked = 0;
    for (const thing of THINGS) {
      for (const setting of SETTINGS) {
        const lib = library();
        // The things at home, tagged; the setting only as the town's name of other photos.
        for (let i = 0; i < 3; i++) lib.add(`${thing}${i}`, { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: thing });
        for (let i = 0; i < 3; i++) lib.add(`town${i}`, { lat: setting.lat, lon: setting.lon, place: setting.town }, { description: "afternoon" });
        lib.add("other", { lat: 48.86, lon: 2.35, place: "Paris" }, { keywords: "museum" });
        const index = await indexOf(lib);
        for (const frame of FRAMES) {
          const query = frame.replace("{t}", thing).replace("{s}", setting.word);
          const plan = parseQuery(query, NOW, { ...index.parseContext() });
          expect([...plan.words].sort(), query).toEqual([thing, setting.word].sort());
          const found = await retrieve(plan, { index, fullText: fullTextOf(lib, index) });
          const near = found.near.map((c) => c.id);
          expect([found.passing.map((c) => c.id), [...(found.apart ?? [])].sort(), near.some((id) => id.startsWith(thing)), near.some((id) => id.startsWith("town"))], query).toEqual([[], [thing, setting.word].sort(), true, true]);
          asked++;
        }
      }
    }
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("answers with the photo that meets both, however it meets them", async () => {
    for (const setting of SETTINGS) {
      const lib = library();
      lib.add("both", { lat: setting.lat, lon: setting.lon, place: setting.town }, { keywords: "dog" });
      lib.add("dog", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: "dog" });
      lib.add("town", { lat: setting.lat, lon: setting.lon, place: setting.town }, { description: "afternoon" });
      const index = await indexOf(lib);
      const found = await retrieve(parseQuery(`dog at the ${setting.word}`, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      expect([found.passing.map((c) => c.id), found.apart], setting.word).toEqual([["both"], undefined]);
    }
  });

  it("meets a word said only in a town's name more weakly than a photo that shows or mentions it", async () => {
    for (const setting of SETTINGS) {
      const lib = library();
      lib.add("shown", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: setting.word });
      lib.add("named", { lat: setting.lat, lon: setting.lon, place: setting.town }, { description: "afternoon" });
      const index = await indexOf(lib);
      for (const query of [`${setting.word}`, `${setting.word} photos`, `the ${setting.word}`]) {
        const found = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
        expect([found.passing.map((c) => c.id), found.near.map((c) => c.id)], query).toEqual([["shown"], ["named"]]);
      }
      // With no photo that shows it, the town's photos are still the answer: a weaker match is a match.
      const alone = library();
      alone.add("named", { lat: setting.lat, lon: setting.lon, place: setting.town }, { description: "afternoon" });
      alone.add("other", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: "museum" });
      const only = await indexOf(alone);
      const found = await retrieve(parseQuery(`${setting.word} photos`, NOW, { ...only.parseContext() }), { index: only, fullText: fullTextOf(alone, only) });
      expect(found.passing.map((c) => c.id), setting.word).toEqual(["named"]);
    }
  });

  it("answers with the photo that meets every idea some photo meets, a word nothing mentions said apart (thing × unknown word × frame)", async () => {
    let asked = 0;
    for (const thing of THINGS) {
      const lib = library();
      lib.add("both", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: `${thing}\nsunset` });
      lib.add("thing", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: thing });
      lib.add("sunset", { lat: 48.86, lon: 2.35, place: "Paris" }, { keywords: "sunset" });
      const index = await indexOf(lib);
      // Words no photo mentions that are not things a look would settle (an animal nobody mentions empties the answer, as it should).
      for (const unknown of ["zeppelin", "harpsichord"]) {
        for (const frame of ["{t} and sunset with a {u}", "sunset, {t}, {u}", "{t}, sunset and {u}"]) {
          const query = frame.replace("{t}", thing).replace("{u}", unknown);
          const found = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
          expect([query, found.passing.map((c) => c.id), found.apart ?? null, found.unused]).toEqual([query, ["both"], null, [unknown]]);
          asked++;
        }
      }
    }
    expect(asked).toBeGreaterThanOrEqual(36);
  });

  it("keeps a choice of two an answer of either: 'beach or lake photos'", async () => {
    const lib = library();
    lib.add("beach", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: "beach" });
    lib.add("lake", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: "lake" });
    lib.add("other", { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: "museum" });
    const index = await indexOf(lib);
    const plan = parseQuery("beach or lake photos", NOW, { ...index.parseContext() });
    expect([parseQuery("a kite or the balloon at the beach", NOW).choices, plan.choices]).toEqual([[["kite", "balloon"]], [["beach", "lake"]]]);
    const found = await retrieve(plan, { index, fullText: fullTextOf(lib, index) });
    expect(found.passing.map((c) => c.id).sort()).toEqual(["beach", "lake"]);
  });

  it("answers no such photo for a thing nothing in the library says or shows, where the detector looked (missing thing × found word × frame)", async () => {
    // Things the detector looks for by name, however broad their class ("dog").
    const missing = ["dog", "puppy", "horse", "giraffe", "sofa", "sandwich", "bicycle"];
    const found = ["museum", "bakery", "lighthouse"];
    const frames = ["{m} at the {f}", "the {f} with a {m}", "{f} and {m}"];
    let asked = 0;
    for (const looked of [true, false]) {
      const lib = library();
      for (const word of found) {
        lib.add(word, { lat: 52.5, lon: 13.4, place: "Berlin" }, { keywords: word });
        if (looked) lib.looked(word);
      }
      const index = await indexOf(lib);
      for (const thing of missing) {
        for (const word of found) {
          for (const frame of frames) {
            const query = frame.replace("{m}", thing).replace("{f}", word);
            const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
            // Where nothing looked at the photos, what they show is unknown: the found word answers, the thing said apart.
            expect([query, looked, answer.passing.map((c) => c.id), answer.unused]).toEqual([query, looked, looked ? [] : [word], [thing]]);
            if (looked) expect([query, answer.near.map((c) => c.id)]).toEqual([query, expect.arrayContaining([word])]);
            asked++;
          }
        }
      }
    }
    expect(asked).toBeGreaterThanOrEqual(100);
  });

  it("keeps the answer for a word nothing mentions that no look settles: a place's kind, a word, a broad class, a thing the detector does not look for", async () => {
    const lib = library();
    lib.add("launch", { lat: 28.57, lon: -80.65, place: "Cape Canaveral" }, { keywords: "launch" });
    lib.add("wifi", { lat: 39.24, lon: -120.03, place: "Kings Beach" }, { keywords: "wifi\nlake house" });
    lib.looked("launch");
    lib.looked("wifi");
    const index = await indexOf(lib);
    for (const [query, photo] of [["launch day at the cape", "launch"], ["the wifi code for the lake house", "wifi"], ["launch and some flowers", "launch"], ["launch and a kayak", "launch"]] as const) {
      const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      expect([query, answer.passing.map((c) => c.id)]).toEqual([query, [photo]]);
    }
  });
});
