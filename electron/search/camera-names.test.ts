import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const MAY_2024 = Date.UTC(2024, 4, 2, 9);

/**
 * Cameras as their makers write them, whose names people say otherwise: a maker named like a place
 * the gazetteer knows (Olympus, the mountain range; Nokia, the Finnish town), and models a maker
 * spaces ("NIKON Z 6") that people type as one word ("z6").
 */
const NAMED_LIKE_PLACES: Array<{ camera: string; word: string }> = [
  { camera: "OLYMPUS E-M10MarkII", word: "olympus" }, { camera: "OLYMPUS TG-6", word: "olympus" }, { camera: "OLYMPUS E-M1MarkIII", word: "olympus" }, { camera: "Nokia 8.3 5G", word: "nokia" },
];
const PLACE_FRAMES = [(w: string) => `${w} pics`, (w: string) => `shot on my ${w}`, (w: string) => `photos taken with the ${w}`, (w: string) => `my ${w} photos from 2024`, (w: string) => `the ${w} ones`, (w: string) => w, (w: string) => `anything from my ${w}`, (w: string) => `${w} shots please`];
const SPACED = ["NIKON Z 5", "NIKON Z 6", "NIKON Z 7", "NIKON Z 8", "NIKON Z 9", "NIKON Z 50"];
const CODE_FRAMES = [(m: string) => `nikon ${m}`, (m: string) => `${m} photos`, (m: string) => `shot on the ${m}`, (m: string) => `my ${m} pics from 2024`];

async function album(camera: string) {
  const lib = library();
  lib.add("mine", { camera, taken_ms: MAY_2024 });
  lib.add("phone", { camera: "Apple iPhone 13", taken_ms: MAY_2024 + 60_000 });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}
const found = async (index: LibraryIndex, query: string) => {
  const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] });
  return (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort();
};

describe("a camera said as people say it", () => {
  const named = NAMED_LIKE_PLACES.flatMap(({ camera, word }) => PLACE_FRAMES.map((frame) => ({ camera, query: frame(word) })));
  const coded = SPACED.flatMap((camera) => CODE_FRAMES.map((frame) => ({ camera, query: frame(camera.slice(6).replace(" ", "").toLowerCase()) })));

  it("covers at least 50 combinations", () => expect(named.length + coded.length).toBeGreaterThanOrEqual(50));

  it.each(named)("'$query' is the $camera the library's photo was taken with, not the place", async ({ camera, query }) => {
    expect(await found(await album(camera), query)).toEqual(["mine"]);
  });

  it.each(coded)("'$query' is the $camera", async ({ camera, query }) => {
    expect(await found(await album(camera), query)).toEqual(["mine"]);
  });

  it("keeps the place where no camera is named so, or where it is said as a place", async () => {
    const index = await album("Canon EOS R6");
    expect(parseQuery("olympus pics", NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).places.map((p) => p.label)).toEqual(["Olympus"]);
    const olympus = await album("OLYMPUS TG-6");
    expect(parseQuery("hiking in Olympus", NOW, { ...olympus.parseContext(), gazetteer: lookUpPlace }).places.map((p) => p.label)).toEqual(["Olympus"]);
  });
});

describe("a camera said by its maker's line", () => {
  /** Cameras as EXIF names them, and the line or kind people call them by, which no EXIF field writes. */
  const LINES: Array<{ camera: string; word: string }> = [
    { camera: "Panasonic DC-GH5", word: "lumix" }, { camera: "Panasonic DMC-FZ1000", word: "lumix" }, { camera: "FUJIFILM X-T3", word: "fuji" }, { camera: "FUJIFILM X100V", word: "fuji" },
    { camera: "SONY ILCE-7M3", word: "alpha" }, { camera: "SONY DSC-RX100M7", word: "cybershot" }, { camera: "DJI FC3582", word: "drone" }, { camera: "DJI FC7303", word: "aerial" }, { camera: "GoPro HERO9 Black", word: "action cam" },
  ];
  const FRAMES = [(w: string) => `${w} pics`, (w: string) => `shot on my ${w}`, (w: string) => `${w} photos from 2024`, (w: string) => `my ${w} shots`, (w: string) => `taken with the ${w}`, (w: string) => `the ${w} ones`];
  const grid = LINES.flatMap(({ camera, word }) => FRAMES.map((frame) => ({ camera, query: frame(word) })));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is the $camera", async ({ camera, query }) => {
    expect(await found(await album(camera), query)).toEqual(["mine"]);
  });

  it("is no other maker's camera", async () => {
    expect(await found(await album("Canon EOS R6"), "lumix pics")).toEqual([]);
    expect(await found(await album("SONY ILCE-7M3"), "cybershot pics")).toEqual([]);
  });
});

describe("a camera's name read in a photo", () => {
  /** Cameras, the word people say for them, and how a photo that was not taken with one may say the word. */
  const CAMERAS: Array<[string, string]> = [["Google Pixel 7", "pixel"], ["NIKON D750", "nikon"], ["Canon EOS R6", "canon"], ["Apple iPhone 13", "iphone"], ["SONY ILCE-7M3", "sony"], ["FUJIFILM X-T3", "fujifilm"], ["OLYMPUS TG-6", "olympus"]];
  const SAYINGS = ["read", "caption"] as const;
  const FRAMES = [(w: string) => `${w} photos`, (w: string) => w, (w: string) => `shot on my ${w}`, (w: string) => `${w} pics from 2024`];
  const grid = CAMERAS.flatMap(([camera, word]) => SAYINGS.flatMap((saying) => FRAMES.map((frame) => ({ camera, word, saying, query: frame(word) }))));

  async function readingAlbum(camera: string, word: string, saying: (typeof SAYINGS)[number]) {
    const lib = library();
    lib.add("taken-1", { camera, taken_ms: MAY_2024 });
    lib.add("taken-2", { camera, taken_ms: MAY_2024 + 3_600_000 });
    lib.add("reads", { camera: "samsung SM-A546B", taken_ms: MAY_2024 + 7_200_000 }, saying === "caption" ? { description: `the ${word} shop on the corner` } : {});
    if (saying === "read") lib.read("reads", `${word.toUpperCase()} STORE  OPEN 9-5`);
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    return { lib, index };
  }

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is the photos taken with the $camera; the one whose $saying says '$word' is a near miss", async ({ camera, word, saying, query }) => {
    const { lib, index } = await readingAlbum(camera, word, saying);
    const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: fullTextOf(lib, index) });
    expect(answer.passing.map((c) => c.id).sort()).toEqual(["taken-1", "taken-2"]);
    expect(answer.near.map((c) => c.id)).toContain("reads");
  });
});
