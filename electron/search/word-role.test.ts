import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, copyOfPhotos, indexedLibrary, NO_MODELS } from "../testing/fixtures";
import { isCollection, isSpecificThing, wordRole } from "./word-role";

describe("what a leftover word is, read from WordNet", () => {
  it("knows things a photo can show, by their kind of sense: animals, artefacts, food, plants, natural things, events", () => {
    for (const word of ["zebra", "giraffes", "snowman", "submarine", "harp", "pineapple", "cactus", "volcano", "anchors", "wedding", "aquarium"]) expect(wordRole(word), word).toBe("thing");
  });

  it("knows words about the picture itself: photo terms, and verbs of what a picture holds or is called", () => {
    for (const word of ["headshots", "snapshot", "featuring", "labelled", "labeled", "containing", "including", "titled", "mentioning"]) expect(wordRole(word), word).toBe("asking");
  });

  it("knows a word WordNet has only as an adverb for how or when to ask, not what a photo shows", () => {
    for (const word of ["asap", "quickly", "urgently", "pronto", "immediately", "soon", "again"]) expect(wordRole(word), word).toBe("asking");
    // An adverb that is also a noun or an adjective may say what is seen ("outdoors", "underwater", "abroad").
    for (const word of ["outdoors", "underwater", "abroad", "upstairs"]) expect(wordRole(word), word).not.toBe("asking");
  });

  it("knows a collection of things, which after a word for photos is the photos themselves", () => {
    for (const word of ["collection", "set", "batch", "stack", "collections"]) expect(isCollection(word), word).toBe(true);
    for (const word of ["team", "herd", "album", "beach", "family"]) expect(isCollection(word), word).toBe(false);
  });

  it("leaves the rest alone: what someone did, a time of day, a mood, words WordNet lacks", () => {
    for (const word of ["swimming", "waiting", "smiling", "sunset", "moments", "trip", "gorgeous", "xqzzy"]) expect(wordRole(word), word).toBe("other");
  });
});

describe("one kind of thing, or a broad class of them", () => {
  it("tells a kind a photo would be found by from a class too broad to name one thing", () => {
    for (const word of ["tractor", "snowman", "submarine", "harp", "pineapples", "canoe", "lighthouse", "hotel", "boat"]) expect(isSpecificThing(word), word).toBe(true);
    for (const word of ["trees", "flowers", "vehicles", "buildings", "birds", "food", "swimming", "sunset"]) expect(isSpecificThing(word), word).toBe(false);
    // Words that may say something else: an adjective ("the final evening"), the picture itself ("in the frame").
    for (const word of ["final", "frame", "print", "still"]) expect(isSpecificThing(word), word).toBe(false);
  });
});

describe("leftover words in a search, by their role", () => {
  let service: RecollectService;
  let photos: string;
  beforeAll(async () => {
    photos = copyOfPhotos();
    // The object detector looks at each photo (OCR and faces off): a thing it has no word for was then not seen.
    service = await indexedLibrary([photos], { analysis: { modelsDir: NO_MODELS, enabled: true, ocr: false, faces: false } });
  });
  afterAll(() => closeAndDelete(service, path.dirname(photos)));

  const names = async (query: string) => (await service.handlers.search({ query, limit: 50 })).results.map((r) => r.name).sort();

  // Each slot alone, then the same with a cue before or after it.
  const SLOTS = ["Seattle", "Paris", "March 2025", "Christmas 2023", "July 2024"];
  const ASKING = ["featuring", "labelled", "containing", "including", "headshots", "snapshots", "titled", "mentioning", "asap", "quickly"];

  it("a word about the picture never empties an answer: every cue, before and after every slot (100 searches)", async () => {
    const misread: string[] = [];
    for (const slot of SLOTS) {
      const alone = await names(`photos from ${slot}`);
      expect(alone.length, slot).toBeGreaterThan(0);
      for (const cue of ASKING) {
        for (const query of [`${cue} ${slot}`, `photos from ${slot} ${cue}`]) {
          if (JSON.stringify(await names(query)) !== JSON.stringify(alone)) misread.push(query);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  // Things no fixture photo shows, each one kind of thing.
  const ABSENT = ["tractor", "snowman", "submarine", "harp", "pineapple", "canoe", "lighthouse", "accordion", "giraffe", "trombone"];

  it("one kind of thing nothing has, asked at a known time or place, is no such photo with that occasion's photos as the nearest misses (100 searches)", async () => {
    const misread: string[] = [];
    for (const slot of SLOTS) {
      // A miss may be a copy of an occasion's photo, folded into it in the answer: compared by when it was taken.
      const occasion = new Set((await service.handlers.search({ query: `photos from ${slot}`, limit: 50 })).results.map((r) => r.takenAt));
      for (const thing of ABSENT) {
        for (const query of [`a ${thing} in ${slot}`, `${slot} photos of the ${thing}`]) {
          const answer = await service.handlers.search({ query, limit: 50 });
          if (!answer.rejected || answer.results.length > 0 || answer.misses.length === 0 || answer.misses.some((r) => !occasion.has(r.takenAt))) misread.push(query);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it("a broad class nothing names still answers with the occasion's photos; a thing the detector saw answers with its photos", async () => {
    let unexplained = 0;
    for (const slot of SLOTS) {
      const occasion = await names(`photos from ${slot}`);
      for (const query of [`trees in ${slot}`, `furniture in ${slot}`, `${slot} photos with vehicles`, `buildings in ${slot}`, `${slot} photos of flowers`]) {
        const answer = await service.handlers.search({ query, limit: 50 });
        // Where a word of the library explains the class (a cat is an animal), the class is asked for as usual.
        if (answer.interpretation.unused.length === 0) continue;
        unexplained++;
        expect(answer.results.map((r) => r.name).sort(), query).toEqual(occasion);
      }
    }
    expect(unexplained).toBeGreaterThanOrEqual(10);
    expect(await names("a cat in Paris")).toContain("IMG_0002.jpg");
  });
});
