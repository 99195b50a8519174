import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTOS, ROOT, tempDir } from "../../electron/testing/fixtures";
import { ModelManager } from "../models/manager";
import { candidateProviders, offeredProviders, openSession } from "../runtime";
import { ClipModel, type ClipFiles } from "./clip-model";
import { normalize, pixelValues, type ImagePreprocess } from "./preprocess";
import { CONTEXT_LENGTH, detokenize, END_OF_TEXT, tokenize, tokenizeBatch } from "./tokenizer";

const CLIP_PREPROCESS: ImagePreprocess = { size: 224, crop: 224, mean: [0.48145466, 0.4578275, 0.40821073], std: [0.26862954, 0.26130258, 0.27577711] };
const TINY: ClipFiles = {
  name: "tiny-test-clip",
  vision: path.join(ROOT, "models", "test", "clip-vision.onnx"),
  text: path.join(ROOT, "models", "test", "clip-text.onnx"),
  dimensions: 512,
  preprocess: CLIP_PREPROCESS,
};
const photo = (name: string) => ({ path: path.join(PHOTOS, name) });
const norm = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
/** What a pure colour becomes in channel c: (value / 255 − mean) / std. */
const expected = (value: number, c: number) => (value / 255 - CLIP_PREPROCESS.mean[c]!) / CLIP_PREPROCESS.std[c]!;

describe("CLIP's tokenizer gives the ids OpenAI's clip.tokenize gives", () => {
  it("matches the reference ids", () => {
    // From OpenAI's CLIP notebook: clip.tokenize("Hello World!") starts 49406, 3306, 1002, 256, 49407.
    expect(tokenize("Hello World!")).toEqual([49406, 3306, 1002, 256, 49407]);
    expect(tokenize("a photo of a cat")).toEqual([49406, 320, 1125, 539, 320, 2368, 49407]);
    expect(tokenize("a photo of a dog")).toEqual([49406, 320, 1125, 539, 320, 1929, 49407]);
  });

  it("lowercases, collapses whitespace and reads any language byte by byte", () => {
    expect(tokenize("  A   PHOTO\tof a\ncat ")).toEqual(tokenize("a photo of a cat"));
    expect(detokenize(tokenize("Café crème at the Eiffel Tower 🗼"))).toBe("café crème at the eiffel tower 🗼");
  });

  it("cuts long text to 77 tokens and keeps the end marker; pads batches with it", () => {
    const long = tokenize("word ".repeat(200));
    expect(long).toHaveLength(CONTEXT_LENGTH);
    expect(long.at(-1)).toBe(END_OF_TEXT);
    const batch = tokenizeBatch(["a cat", "Hello World!"]);
    expect(batch).toHaveLength(2 * CONTEXT_LENGTH);
    expect(Array.from(batch.slice(0, 5), Number)).toEqual([49406, 320, 2368, 49407, 49407]);
  });
});

describe("preprocessing follows the model's preprocessor config", () => {
  const dir = tempDir("clip-pre");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function halves(width: number, height: number): Promise<string> {
    const file = path.join(dir, `halves-${width}x${height}.png`);
    const left = await sharp({ create: { width: width / 2, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
    await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toFile(file);
    return file;
  }

  it("normalises each channel with the model's mean and std, channels first", () => {
    const rgb = new Uint8Array([255, 128, 0, 10, 20, 30]);
    const out = normalize(rgb, 2, 1, 3, CLIP_PREPROCESS);
    expect(out[0]).toBeCloseTo(expected(255, 0), 5);
    expect(out[1]).toBeCloseTo(expected(10, 0), 5);
    expect(out[2]).toBeCloseTo(expected(128, 1), 5);
    expect(out[5]).toBeCloseTo(expected(30, 2), 5);
  });

  it("takes the centre square of a wide photo: half red, half blue at the middle", async () => {
    // 448 × 224: no resize; the centre crop spans x = 112…335, so red on its left half, blue on its right.
    for (const file of [await halves(448, 224), await halves(896, 448)]) {
      const pixels = await pixelValues({ path: file }, "png", CLIP_PREPROCESS);
      expect(pixels).toHaveLength(3 * 224 * 224);
      const at = (c: number, x: number, y: number) => pixels[c * 224 * 224 + y * 224 + x]!;
      for (const y of [0, 100, 223]) {
        expect(at(0, 10, y)).toBeCloseTo(expected(255, 0), 2);
        expect(at(2, 10, y)).toBeCloseTo(expected(0, 2), 2);
        expect(at(0, 213, y)).toBeCloseTo(expected(0, 0), 2);
        expect(at(2, 213, y)).toBeCloseTo(expected(255, 2), 2);
      }
    }
  });

  it("applies EXIF orientation before cropping", async () => {
    const file = path.join(dir, "rotated.jpg");
    // Stored landscape (left red, right blue) with orientation 6: shown upright it is red on top.
    await sharp(await halves(448, 224)).jpeg({ quality: 100 }).withMetadata({ orientation: 6 }).toFile(file);
    const pixels = await pixelValues({ path: file }, "jpeg", CLIP_PREPROCESS);
    const at = (c: number, x: number, y: number) => pixels[c * 224 * 224 + y * 224 + x]!;
    expect(at(0, 112, 10)).toBeGreaterThan(1.5);
    expect(at(2, 112, 213)).toBeGreaterThan(1.5);
  });
});

describe("CLIP embeddings on the generated test model", () => {
  const model = new ClipModel(TINY, { preference: "cpu" });
  afterAll(() => model.release());

  it("gives unit-length vectors of the model's width, the same each time", async () => {
    const pixels = await pixelValues(photo("IMG_0002.jpg"), "jpeg", CLIP_PREPROCESS);
    const [a] = await model.embedImages([pixels]);
    const [b] = await model.embedImages([pixels]);
    expect(a).toHaveLength(512);
    expect(norm(a!)).toBeCloseTo(1, 5);
    expect(Array.from(b!)).toEqual(Array.from(a!));
    const [t] = await model.embedTexts(["a cat on a sofa"]);
    expect(t).toHaveLength(512);
    expect(norm(t!)).toBeCloseTo(1, 5);
  });

  it("gives the same vectors batched as one by one", async () => {
    const images = await Promise.all(["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg"].map((f) => pixelValues(photo(f), "jpeg", CLIP_PREPROCESS)));
    const batched = await model.embedImages(images);
    for (const [i, image] of images.entries()) {
      const [alone] = await model.embedImages([image]);
      for (let d = 0; d < 512; d++) expect(batched[i]![d]).toBeCloseTo(alone![d]!, 5);
    }
    const texts = await model.embedTexts(["beach", "sunset over the sea", "beach"]);
    expect(Array.from(texts[0]!)).toEqual(Array.from(texts[2]!));
    expect(Array.from(texts[1]!)).toEqual(Array.from((await new ClipModel(TINY, { preference: "cpu" }).embedTexts(["sunset over the sea"]))[0]!));
  });

  it("reports that it runs on the CPU", async () => {
    await model.embedTexts(["anything"]);
    expect(model.report).toMatchObject({ provider: "cpu", fallbackReason: null });
  });
});

describe("execution providers", () => {
  it("tries the platform's accelerator first and always ends on the CPU", () => {
    expect(candidateProviders("auto", "win32")).toEqual(["dml", "cpu"]);
    expect(candidateProviders("auto", "darwin")).toEqual(["coreml", "cpu"]);
    expect(candidateProviders("cpu", "win32")).toEqual(["cpu"]);
    expect(candidateProviders("cuda", "linux")).toEqual(["cuda", "cpu"]);
  });

  it("offers only the accelerators this platform has a build of", () => {
    expect(offeredProviders("linux")).toEqual(["auto", "cpu", "cuda"]);
    expect(offeredProviders("darwin")).toEqual(["auto", "cpu", "coreml"]);
    expect(offeredProviders("win32")).toContain("dml");
    expect(offeredProviders("linux")).not.toContain("coreml");
  });

  it("falls back to the CPU, saying why, when the asked-for provider cannot load", async () => {
    const logged: string[] = [];
    // This machine has no CUDA binaries (the project skips them at install), so CUDA fails for real.
    const { session, report } = await openSession(TINY.vision, { preference: "cuda", log: (m) => logged.push(m) });
    expect(report.provider).toBe("cpu");
    expect(report.fallbackReason).toMatch(/CUDA \(NVIDIA GPU\) could not be used/);
    expect(logged[0]).toMatch(/Running models on the CPU/);
    await session.release();
  });
});

describe("with the real CLIP model installed", () => {
  const manager = new ModelManager(process.env.RECOLLECT_MODELS ?? path.join(ROOT, ".recollect-tmp", "models"));
  it("ranks the cat photo first for 'a photo of a cat'", async (context) => {
    const files = await manager.clip();
    if (!files) {
      context.skip(`The CLIP model is not installed in ${manager.dir} (it cannot be downloaded on this machine); set RECOLLECT_MODELS to a folder holding it to run this test.`);
      return;
    }
    const model = new ClipModel(files);
    const names = ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg", "IMG_0004.jpg"];
    const images = await model.embedImages(await Promise.all(names.map((n) => pixelValues(photo(n), "jpeg", files.preprocess))));
    const [query] = await model.embedTexts(["a photo of a cat"]);
    const scores = images.map((v) => v.reduce((s, x, i) => s + x * query![i]!, 0));
    expect(names[scores.indexOf(Math.max(...scores))]).toBe("IMG_0002.jpg");
    await model.release();
  });
});
