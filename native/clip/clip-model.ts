/**
 * @file CLIP image and text embeddings: unit-length vectors in one shared space, so a sentence
 * can be compared with a photo by a dot product.
 *
 * Runs in the inference worker. Each session is opened lazily and cached behind a promise, so
 * the first photo and the first query share one load and callers never know whether the model
 * was loaded or reused. Text embeddings are cached by text: people search the same words again.
 */
import * as ort from "onnxruntime-node";
import { openSession, type RuntimeReport, type SessionOptions } from "../runtime";
import type { ImagePreprocess, PixelValues } from "./preprocess";
import { CONTEXT_LENGTH, tokenizeBatch } from "./tokenizer";
import { unitLength } from "./unit-length";

export interface ClipFiles {
  /** The model's name in the manifest, stored with every vector it makes. */
  name: string;
  vision: string;
  text: string;
  dimensions: number;
  preprocess: ImagePreprocess;
}

const TEXT_CACHE_SIZE = 2000;

export class ClipModel {
  #vision: Promise<ort.InferenceSession> | null = null;
  #text: Promise<ort.InferenceSession> | null = null;
  #report: RuntimeReport | null = null;
  readonly #textCache = new Map<string, Float32Array>();

  constructor(readonly files: ClipFiles, private readonly options: SessionOptions = {}) {}

  /** Where the sessions run; null until one has been opened. */
  get report(): RuntimeReport | null {
    return this.#report;
  }

  async embedImages(images: PixelValues[]): Promise<Float32Array[]> {
    if (images.length === 0) return [];
    const session = await (this.#vision ??= this.#open(this.files.vision));
    const side = this.files.preprocess.crop;
    const plane = 3 * side * side;
    const batch = new Float32Array(images.length * plane);
    images.forEach((image, i) => {
      if (image.length !== plane) throw new Error(`Expected ${plane} pixel values per image, got ${image.length}.`);
      batch.set(image, i * plane);
    });
    const output = await run(session, { pixel_values: new ort.Tensor("float32", batch, [images.length, 3, side, side]) }, "image_embeds");
    return rows(output, images.length, this.files.dimensions);
  }

  async embedTexts(texts: string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.#textCache.has(t)))];
    if (missing.length) {
      const session = await (this.#text ??= this.#open(this.files.text));
      const ids = tokenizeBatch(missing);
      const feeds: Record<string, ort.Tensor> = { input_ids: new ort.Tensor("int64", ids, [missing.length, CONTEXT_LENGTH]) };
      // Some exports also take a mask; CLIP's causal attention makes the padding harmless either way.
      if (session.inputNames.includes("attention_mask")) {
        const mask = BigInt64Array.from(ids, (_, i) => (i % CONTEXT_LENGTH === 0 || ids[i - 1] !== 49407n ? 1n : 0n));
        feeds.attention_mask = new ort.Tensor("int64", mask, [missing.length, CONTEXT_LENGTH]);
      }
      const vectors = rows(await run(session, feeds, "text_embeds"), missing.length, this.files.dimensions);
      if (this.#textCache.size + missing.length > TEXT_CACHE_SIZE) this.#textCache.clear();
      missing.forEach((text, i) => this.#textCache.set(text, vectors[i]!));
    }
    return texts.map((t) => this.#textCache.get(t)!);
  }

  async release(): Promise<void> {
    const sessions = await Promise.allSettled([this.#vision, this.#text].filter((s) => s !== null));
    this.#vision = this.#text = null;
    for (const s of sessions) if (s.status === "fulfilled") await s.value.release();
  }

  async #open(file: string): Promise<ort.InferenceSession> {
    const opened = await openSession(file, this.options);
    this.#report = opened.report;
    return opened.session;
  }
}

async function run(session: ort.InferenceSession, feeds: Record<string, ort.Tensor>, output: string): Promise<ort.Tensor> {
  const name = session.outputNames.includes(output) ? output : session.outputNames[0]!;
  const result = await session.run(feeds, [name]);
  return result[name]!;
}

/** Splits a [N, D] tensor into N unit-length vectors. */
function rows(tensor: ort.Tensor, count: number, dimensions: number): Float32Array[] {
  const data = tensor.data as Float32Array;
  if (tensor.dims.length !== 2 || tensor.dims[0] !== count || tensor.dims[1] !== dimensions) {
    throw new Error(`The model returned shape [${tensor.dims.join(", ")}], expected [${count}, ${dimensions}].`);
  }
  return Array.from({ length: count }, (_, i) => unitLength(data.slice(i * dimensions, (i + 1) * dimensions)));
}

