import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../electron/testing/fixtures";
import { loadManifest } from "../models/manifest";
import { SentenceModel, type SentenceFiles } from "./sentence-model";

const TINY: SentenceFiles = {
  name: "tiny-test-sentence",
  model: path.join(ROOT, "models", "test", "sentence.onnx"),
  tokenizer: path.join(ROOT, "models", "test", "sentence-tokenizer.json"),
  dimensions: 64,
  maxTokens: 32,
  match: 0.4,
  prefixes: { query: "", passage: "" },
};
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const norm = (v: Float32Array) => Math.sqrt(cosine(v, v));

describe("sentence embeddings through the tiny model and its tokenizer", () => {
  const model = new SentenceModel(TINY);
  afterAll(() => model.release());

  it("opens nothing until the first text, then puts a sentence where its content words point", async () => {
    expect(model.report).toBeNull();
    const [memory, query, unrelated] = await model.embed(["We took the TRAM to the old town.", "the streetcar", "violin"]);
    expect(model.report).not.toBeNull();
    for (const v of [memory!, query!, unrelated!]) expect(norm(v)).toBeCloseTo(1, 5);
    expect(cosine(memory!, query!)).toBeGreaterThanOrEqual(TINY.match);
    expect(cosine(memory!, unrelated!)).toBeLessThan(TINY.match);
  });

  it("gives a text the same vector alone or padded in a batch beside a longer one", async () => {
    const alone = new SentenceModel(TINY);
    try {
      const [single] = await alone.embed(["my puppy"]);
      const [batched] = await new SentenceModel(TINY).embed(["my puppy", "we took the bike to the park and the market by the river"]);
      expect(Array.from(batched!)).toEqual(Array.from(single!).map((x) => expect.closeTo(x, 5)));
    } finally {
      await alone.release();
    }
  });

  it("cuts a text longer than the model takes, keeping its end marker, instead of failing", async () => {
    const [long] = await model.embed([`${"the ".repeat(100)}tram`]);
    expect(norm(long!)).toBeCloseTo(1, 5);
  });

  it("shares one load between concurrent first calls", async () => {
    const fresh = new SentenceModel(TINY);
    try {
      const [a, b] = await Promise.all([fresh.embed(["the dog"]), fresh.embed(["the hound"])]);
      expect(cosine(a[0]!, b[0]!)).toBeGreaterThan(TINY.match);
      expect(fresh.report).not.toBeNull();
    } finally {
      await fresh.release();
    }
  });
});

describe("the shipped sentence model", () => {
  it("is pinned like CLIP: a revision in every URL, the ONNX export and its tokenizer by bytes and sha256", () => {
    const manifest = loadManifest();
    const entry = manifest.models.find((m) => m.name === manifest.defaults.sentence)!;
    expect(entry.kind).toBe("sentence");
    expect(entry.revision).toBe("751bff37182d3f1213fa05d7196b954e230abad9");
    expect(entry.files.map((f) => [f.role, f.bytes])).toEqual([["model", 22_972_370], ["tokenizer", 711_661]]);
    for (const file of entry.files) expect(file.url).toContain(`/resolve/${entry.revision}/`);
  });
});
