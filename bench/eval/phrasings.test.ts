import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITIES, generateAlbum, LAKE_HOUSE, type Album } from "./album";
import { AlbumFacts } from "./album-facts";
import { heldOutA, heldOutB } from "./heldout";
import { misspell } from "./misspell";
import { CATEGORIES, phrasingQueries } from "./phrasings";
import { PLACES } from "./places";
import type { SuiteQuery } from "./suite";

// The run's default seeds: the suite's promises are about one run, not one album.
const SEEDS = [1, 2, 3];
let dir: string;
let albums: Album[];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "recollect-phrasings-"));
  albums = [];
  for (const seed of SEEDS) albums.push(await generateAlbum(seed, path.join(dir, String(seed))));
}, 120_000);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const SUITES = { phrasings: phrasingQueries, "held-out set A": heldOutA, "held-out set B": heldOutB };

describe.each(Object.entries(SUITES))("the %s suite", (_name, generate) => {
  const run = () => albums.flatMap((album) => generate(album));

  it("asks at least a hundred questions a run, none twice on one album", () => {
    expect(run().length).toBeGreaterThanOrEqual(100);
    for (const album of albums) {
      const texts = generate(album).map((q) => q.text.toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("gives a no-answer question an empty right answer, and every other question a right photo", () => {
    for (const query of run()) expect(query.truth.size === 0, query.text).toBe(query.zero);
    expect(run().some((q) => q.zero)).toBe(true);
  });

  it("answers only with photos the album has", () => {
    for (const album of albums) {
      const files = new Set(album.photos.map((p) => p.file));
      for (const query of generate(album)) for (const file of query.truth) expect(files.has(file)).toBe(true);
    }
  });

  it("writes the same questions for the same seed, and other questions for another", () => {
    const key = (queries: SuiteQuery[]) => queries.map((q) => `${q.category}|${q.text}|${[...q.truth].sort().join(",")}`);
    expect(key(generate(albums[0]!))).toEqual(key(generate(albums[0]!)));
    expect(key(generate(albums[0]!))).not.toEqual(key(generate(albums[1]!)));
  });
});

describe("the phrasing suite", () => {
  it("asks at least 300 questions a run, in at least eleven categories, each category on every album", () => {
    const run = albums.flatMap(phrasingQueries);
    expect(run.length).toBeGreaterThanOrEqual(300);
    const categories = new Set(run.map((q) => q.category));
    expect(categories.size).toBeGreaterThanOrEqual(11);
    expect([...categories].sort()).toEqual([...CATEGORIES].sort());
    for (const album of albums) expect(new Set(phrasingQueries(album).map((q) => q.category)).size).toBe(CATEGORIES.length);
  });

  it("measures rejection in every category: each has answerable questions and questions without an answer", () => {
    const run = albums.flatMap(phrasingQueries);
    for (const category of CATEGORIES) {
      const of = run.filter((q) => q.category === category);
      expect(of.some((q) => q.zero), category).toBe(true);
      if (category !== "no-answer") expect(of.some((q) => !q.zero), category).toBe(true);
    }
  });

  it("shares no sentence with either held-out set", () => {
    for (const album of albums) {
      const main = new Set(phrasingQueries(album).map((q) => q.text.toLowerCase()));
      for (const query of [...heldOutA(album), ...heldOutB(album)]) expect(main.has(query.text.toLowerCase()), query.text).toBe(false);
    }
  });
});

describe("the facts the answers come from", () => {
  it("knows the country and continent of every city an album can use", () => {
    for (const city of [...CITIES.map((c) => c.name), LAKE_HOUSE.name]) expect(PLACES[city], city).toBeDefined();
  });

  it("counts a person told in a memory as in the photo, and 'alone' as nobody else", () => {
    const album = albums[0]!;
    const facts = new AlbumFacts(album);
    const memory = album.memories.find((m) => m.person)!;
    const photo = album.photos.find((p) => p.file === memory.files[0])!;
    expect(facts.has(photo, memory.person!)).toBe(true);
    const group = album.photos.find((p) => p.people.length === 2)!;
    expect(facts.alone(group, group.people[0]!)).toBe(false);
  });

  it("gives the user a mom or dad from the cast who is not the son the default protocol teaches", () => {
    for (const album of albums) {
      const { person, relation } = new AlbumFacts(album).relative;
      expect(album.people).toContain(person);
      expect(person).not.toBe(album.personal.son);
      expect(["mom", "dad"]).toContain(relation);
    }
  });

  it("misspells a word without ever leaving it right", () => {
    let n = 0;
    const next = () => ((n = (n * 7 + 3) % 11) / 11);
    for (const word of ["Seattle", "Leo", "Kyoto", "receipts", "aquarium"]) {
      for (const slip of ["swap", "drop", "double"] as const) expect(misspell(word, slip, next)).not.toBe(word);
    }
  });
});
