import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, copyOfPhotos, indexedLibrary } from "../testing/fixtures";
import { wordRole } from "./word-role";

describe("what a leftover word is, read from WordNet", () => {
  it("knows things a photo can show, by their kind of sense: animals, artefacts, food, plants, natural things, events", () => {
    for (const word of ["zebra", "giraffes", "snowman", "submarine", "harp", "pineapple", "cactus", "volcano", "anchors", "wedding", "aquarium"]) expect(wordRole(word), word).toBe("thing");
  });

  it("knows words about the picture itself: photo terms, and verbs of what a picture holds or is called", () => {
    for (const word of ["headshots", "snapshot", "featuring", "labelled", "labeled", "containing", "including", "titled", "mentioning"]) expect(wordRole(word), word).toBe("asking");
  });

  it("leaves the rest alone: what someone did, a time of day, a mood, words WordNet lacks", () => {
    for (const word of ["swimming", "waiting", "smiling", "sunset", "moments", "trip", "gorgeous", "xqzzy"]) expect(wordRole(word), word).toBe("other");
  });
});

describe("leftover words in a search, by their role", () => {
  let service: RecollectService;
  let photos: string;
  beforeAll(async () => {
    photos = copyOfPhotos();
    service = await indexedLibrary([photos]);
  });
  afterAll(() => closeAndDelete(service, path.dirname(photos)));

  const names = async (query: string) => (await service.handlers.search({ query, limit: 50 })).results.map((r) => r.name).sort();

  // Each slot alone, then the same with a cue before or after it.
  const SLOTS = ["Seattle", "Paris", "March 2025", "Christmas 2023", "July 2024"];
  const ASKING = ["featuring", "labelled", "containing", "including", "headshots", "snapshots", "titled", "mentioning"];

  it("a word about the picture never empties an answer: every cue, before and after every slot (80 searches)", async () => {
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
});
