import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SentenceModel, type SentenceFiles } from "../../native/sentence/sentence-model";
import { MemoryStore } from "../library/memories";
import { memoryVectorTable } from "../library/memory-vectors";
import { PhotoStore } from "../store/store";
import { ROOT, tempDir } from "../testing/fixtures";
import { TINY_SENTENCE, TINY_SENTENCE_MATCH } from "../testing/tiny-models";
import { matchMemories, MemoryMeanings, type SentenceEncoder } from "./memory-meanings";

const TINY: SentenceFiles = {
  name: TINY_SENTENCE,
  model: path.join(ROOT, "models", "test", "sentence.onnx"),
  tokenizer: path.join(ROOT, "models", "test", "sentence-tokenizer.json"),
  dimensions: 64,
  maxTokens: 32,
  match: TINY_SENTENCE_MATCH,
  prefixes: { query: "", passage: "" },
};

/** Words the tiny model gives one meaning (models/make-test-models.py): the first is written in memories, the others asked. */
const MEANINGS = [
  ["tram", "streetcar", "trolley"],
  ["dog", "puppy", "pooch", "hound"],
  ["bicycle", "bike", "cycling"],
  ["wedding", "marriage", "nuptials"],
  ["sea", "ocean", "seaside"],
  ["car", "automobile", "motorcar"],
  ["doctor", "physician", "medic"],
  ["plane", "airplane", "aeroplane", "aircraft"],
  ["child", "kid", "youngster"],
];
/** Where the thing sits in what the person wrote. */
const MEMORY_FORMS = [(w: string) => `We took the ${w} to the old town.`, (w: string) => `${w.toUpperCase()} in the garden`, (w: string) => `my first ${w}, at the station`];
/** How a search asks for it. */
const QUERY_FORMS = [(w: string) => w, (w: string) => `the ${w}`, (w: string) => `photos of our ${w} there`];

/** The tiny model in this process, counting what it is asked to embed. */
function encoder(files: SentenceFiles | null) {
  const model = files && new SentenceModel(files);
  const asked: string[] = [];
  const it: SentenceEncoder & { asked: string[]; release(): Promise<void> } = {
    asked,
    model: () => files,
    embed: (texts) => {
      asked.push(...texts);
      return model!.embed(texts);
    },
    release: async () => model?.release(),
  };
  return it;
}

const photoOf = (meaning: number, form: number) => `photo-${meaning}-${form}`;

describe("memories in other words, through the tiny sentence model", () => {
  const dir = tempDir("memory-meanings");
  let store: PhotoStore;
  let memories: MemoryStore;
  const tiny = encoder(TINY);
  let meanings: MemoryMeanings;

  beforeAll(async () => {
    store = await PhotoStore.open(path.join(dir, "db"));
    memories = await MemoryStore.open(store);
    for (const [m, words] of MEANINGS.entries()) for (const [f, form] of MEMORY_FORMS.entries()) await memories.add([photoOf(m, f)], "note", form(words[0]!));
    meanings = new MemoryMeanings(store, () => memories.all(), tiny);
  });
  afterAll(async () => {
    await tiny.release();
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // meaning × memory form × query form × word asked: every memory of the meaning, none of another.
  const grid = MEANINGS.flatMap((words, m) => MEMORY_FORMS.flatMap((_, f) => QUERY_FORMS.map((ask, q) => ({ m, f, query: ask(words[1 + (q % (words.length - 1))]!) }))));

  it(`finds the memory a search says in other words, and no other meaning's (${grid.length} combinations)`, async () => {
    expect(grid.length).toBeGreaterThanOrEqual(50);
    for (const { m, f, query } of grid) {
      const found = await meanings.match(query);
      const photos = found.map((x) => x.photoId);
      expect(photos, `"${query}"`).toContain(photoOf(m, f));
      expect(photos.filter((p) => !p.startsWith(`photo-${m}-`)), `"${query}"`).toEqual([]);
      for (const match of found) expect(match.similarity).toBeGreaterThanOrEqual(TINY_SENTENCE_MATCH);
    }
  });

  it("finds nothing for a search whose meaning no memory has: everything lies below the cut", async () => {
    for (const query of ["violin", "the mountain river", "a school market", "bridge in the rain", "holiday"]) expect(await meanings.match(query), query).toEqual([]);
  });

  it("keeps the vectors as derived data: a new engine reads them back and embeds only the search", async () => {
    const again = encoder(TINY);
    try {
      const reopened = new MemoryMeanings(store, () => memories.all(), again);
      expect((await reopened.match("the streetcar")).map((x) => x.photoId).sort()).toEqual([0, 1, 2].map((f) => photoOf(0, f)));
      expect(again.asked).toEqual(["the streetcar"]);
      // A memory written now is embedded as it is written; one removed leaves no match behind.
      const [added] = await memories.add(["photo-new"], "note", "a pooch asleep");
      await reopened.added([added!]);
      expect((await reopened.match("hound")).map((x) => x.photoId)).toContain("photo-new");
      await memories.remove(added!.id);
      await reopened.removed(added!.id);
      expect((await reopened.match("hound")).map((x) => x.photoId)).not.toContain("photo-new");
    } finally {
      await again.release();
    }
  });

  it("is rebuilt whole when its table is lost", async () => {
    await store.dropTable(memoryVectorTable(TINY_SENTENCE));
    const again = encoder(TINY);
    try {
      const rebuilt = new MemoryMeanings(store, () => memories.all(), again);
      expect((await rebuilt.match("automobile")).map((x) => x.photoId).sort()).toEqual([0, 1, 2].map((f) => photoOf(5, f)));
      expect(again.asked.length).toBe(MEANINGS.length * MEMORY_FORMS.length + 1);
    } finally {
      await again.release();
    }
  });

  it("without a sentence model, matches nothing and embeds nothing", async () => {
    const none = encoder(null);
    const without = new MemoryMeanings(store, () => memories.all(), none);
    expect(without.available).toBe(false);
    await without.sync();
    expect(await without.match("the streetcar")).toEqual([]);
    expect(none.asked).toEqual([]);
  });
});

describe("matching memories by cosine", () => {
  const unit = (...v: number[]) => Float32Array.from(v, (x) => x / Math.hypot(...v));
  it("keeps each photo's closest memory at or above the cut, closest first", () => {
    const found = matchMemories(
      unit(1, 0),
      [
        { photo_id: "a", text: "far", vector: unit(0, 1) },
        { photo_id: "b", text: "near", vector: unit(1, 0.2) },
        { photo_id: "b", text: "nearer", vector: unit(1, 0.1) },
        { photo_id: "c", text: "at the cut", vector: unit(1, 1) },
      ],
      Math.SQRT1_2 - 1e-6,
    );
    expect(found.map((f) => [f.photoId, f.memory])).toEqual([["b", "nearer"], ["c", "at the cut"]]);
  });
});
