import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const MAY_2024 = Date.UTC(2024, 4, 2, 9);

/**
 * Cameras as EXIF names them, beside the models whose numbers a careless match would mix up with
 * theirs: an 8 and an 18, a 5D and a 50D, an S21 and an S23 that only the device tables name.
 */
const CAMERAS: Record<string, string> = {
  ip8: "Apple iPhone 8", ip8plus: "Apple iPhone 8 Plus", ip13: "Apple iPhone 13", ip18: "Apple iPhone 18",
  px6: "Google Pixel 6", px7: "Google Pixel 7", px7pro: "Google Pixel 7 Pro",
  s21: "samsung SM-G991B", s23: "samsung SM-S911B",
  c5d4: "Canon EOS 5D Mark IV", c50d: "Canon EOS 50D", r5: "Canon EOS R5",
  d850: "NIKON D850", z6: "NIKON Z 6",
};

/** A model said by a word of its camera's name and its number, and the photos taken with it; none where no camera here has the number. */
const MODELS: Array<{ model: string; photos: string[] }> = [
  { model: "iphone 8", photos: ["ip8", "ip8plus"] }, { model: "iphone 13", photos: ["ip13"] }, { model: "iphone 18", photos: ["ip18"] }, { model: "iphone 9", photos: [] },
  { model: "pixel 7", photos: ["px7", "px7pro"] }, { model: "pixel 6", photos: ["px6"] }, { model: "pixel 8", photos: [] },
  { model: "galaxy s21", photos: ["s21"] }, { model: "galaxy s23", photos: ["s23"] }, { model: "galaxy s22", photos: [] },
  { model: "canon 5d", photos: ["c5d4"] }, { model: "canon 50d", photos: ["c50d"] }, { model: "canon r5", photos: ["r5"] }, { model: "canon 7d", photos: [] },
  { model: "nikon d850", photos: ["d850"] }, { model: "nikon z 6", photos: ["z6"] },
];
/** Where the model stands in the sentence: first, after a verb of taking, before a time, alone. */
const FRAMES = [(m: string) => `${m} photos`, (m: string) => `shot on a ${m}`, (m: string) => `pics from my ${m}`, (m: string) => `the ${m} ones from 2024`, (m: string) => m, (m: string) => `photos taken with the ${m} in May 2024`];

async function album() {
  const lib = library();
  Object.entries(CAMERAS).forEach(([id, camera], k) => lib.add(id, { camera, taken_ms: MAY_2024 + k * 60_000 }));
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}
const shared = album();
const plan = async (query: string) => parseQuery(query, NOW, { ...(await shared).parseContext(), gazetteer: lookUpPlace });
const found = async (query: string) => {
  const index = await shared;
  const answer = await retrieve(await plan(query), { index, fullText: async () => [] });
  return { ids: (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort(), answer };
};

describe("a camera's model said by its number", () => {
  const grid = MODELS.flatMap(({ model, photos }) => FRAMES.map((frame) => ({ query: frame(model), photos })));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is the photos taken with that model: $photos", async ({ query, photos }) => {
    expect((await found(query)).ids).toEqual([...photos].sort());
  });

  it("says which cameras the words name when none has the number", async () => {
    const { answer } = await found("iphone 9 photos");
    expect(answer.constraints.modelsNotFound).toEqual([{ name: "iphone", cameras: ["Apple iPhone 8", "Apple iPhone 8 Plus", "Apple iPhone 13", "Apple iPhone 18"] }]);
  });

  it("leaves a model out under a negation, and keeps the rest of the camera's photos", async () => {
    expect((await found("iphone photos except the iphone 8")).ids).toEqual(["ip13", "ip18"]);
    expect((await found("canon shots but not the canon eos r5")).ids).toEqual(["c50d", "c5d4"]);
  });

  it("reads a count before the camera's word as no model", async () => {
    for (const query of ["2 iphone photos", "the latest 3 pixel shots", "three canon pictures"]) expect((await plan(query)).models ?? []).toEqual([]);
  });

  it("reads a number after a word that names no camera here as before", async () => {
    const index = await shared;
    const without = { ...index.parseContext(), gazetteer: lookUpPlace, knowsCamera: (word: string) => word !== "iphone" && index.parseContext().knowsCamera(word) };
    expect(parseQuery("iphone 8 photos", NOW, without).models ?? []).toEqual([]);
    expect((await plan("phone 8 photos")).models ?? []).toEqual([]);
  });
});
