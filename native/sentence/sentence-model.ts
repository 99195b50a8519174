/**
 * @file Sentence embeddings: what a memory or a search says, as a unit-length vector, so two
 * sentences that say the same in other words ("the streetcar" and "we took the tram") lie close.
 *
 * Runs in the inference worker, beside CLIP and for the same reason: a transformer pass is CPU
 * work the engine's thread must not do. The model is a sentence-transformer exported to ONNX
 * (`input_ids`, `attention_mask`, optionally `token_type_ids` → `last_hidden_state`, mean-pooled
 * over the real tokens; or a `sentence_embedding` output, taken as it is), and its tokenizer is
 * the model's own `tokenizer.json`, run by Hugging Face's tokenizer library: both are pinned files
 * of the same manifest entry. The session and the tokenizer are opened lazily and cached behind a
 * promise, as `ClipModel`'s are: concurrent first calls share one load, and callers never know
 * whether the model was loaded or reused.
 */
import fs from "node:fs/promises";
import { Tokenizer } from "@huggingface/tokenizers";
import * as ort from "onnxruntime-node";
import { unitLength } from "../clip/unit-length";
import { openSession, type RuntimeReport, type SessionOptions } from "../runtime";

export interface SentenceFiles {
  /** The model's name in the manifest, stored with every vector it makes. */
  name: string;
  model: string;
  tokenizer: string;
  dimensions: number;
  /** Longest input in tokens, special tokens included: longer text is cut, its end marker kept. */
  maxTokens: number;
  /** Cosine at or above which a memory says what a search means (the manifest's calibrated cut). */
  match: number;
  /** What some models (E5) want written before a search and before a passage; none for MiniLM. */
  prefixes: { query: string; passage: string };
}

/** Texts embedded at once: memories are short, and a batch pads to its longest. */
const BATCH = 32;
const CACHE_SIZE = 2000;

export class SentenceModel {
  #session: Promise<ort.InferenceSession> | null = null;
  #tokenizer: Promise<Tokenizer> | null = null;
  #report: RuntimeReport | null = null;
  readonly #cache = new Map<string, Float32Array>();

  constructor(readonly files: SentenceFiles, private readonly options: SessionOptions = {}) {}

  get report(): RuntimeReport | null {
    return this.#report;
  }

  /** Unit-length embeddings of the texts, in order; the same text is embedded once. */
  async embed(texts: string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.#cache.has(t)))];
    for (let at = 0; at < missing.length; at += BATCH) {
      const batch = missing.slice(at, at + BATCH);
      const vectors = await this.#embedBatch(batch);
      if (this.#cache.size + batch.length > CACHE_SIZE) this.#cache.clear();
      batch.forEach((text, i) => this.#cache.set(text, vectors[i]!));
    }
    return texts.map((t) => this.#cache.get(t)!);
  }

  async release(): Promise<void> {
    const session = await this.#session?.catch(() => null);
    this.#session = this.#tokenizer = null;
    await session?.release();
  }

  async #embedBatch(texts: string[]): Promise<Float32Array[]> {
    const [session, tokenizer] = await Promise.all([(this.#session ??= this.#open()), (this.#tokenizer ??= readTokenizer(this.files))]);
    const encoded = texts.map((text) => fit(tokenizer.encode(text).ids, this.files.maxTokens));
    const width = Math.max(...encoded.map((ids) => ids.length));
    const ids = new BigInt64Array(texts.length * width);
    const mask = new BigInt64Array(texts.length * width);
    encoded.forEach((row, r) => row.forEach((id, c) => ((ids[r * width + c] = BigInt(id)), (mask[r * width + c] = 1n))));
    const dims = [texts.length, width];
    const feeds: Record<string, ort.Tensor> = { input_ids: new ort.Tensor("int64", ids, dims), attention_mask: new ort.Tensor("int64", mask, dims) };
    if (session.inputNames.includes("token_type_ids")) feeds.token_type_ids = new ort.Tensor("int64", new BigInt64Array(ids.length), dims);
    const name = session.outputNames.includes("sentence_embedding") ? "sentence_embedding" : session.outputNames.includes("last_hidden_state") ? "last_hidden_state" : session.outputNames[0]!;
    const output = (await session.run(feeds, [name]))[name]!;
    return pooled(output, mask, texts.length, width, this.files.dimensions);
  }

  async #open(): Promise<ort.InferenceSession> {
    const opened = await openSession(this.files.model, this.options);
    this.#report = opened.report;
    return opened.session;
  }
}

async function readTokenizer(files: SentenceFiles): Promise<Tokenizer> {
  const json: unknown = JSON.parse(await fs.readFile(files.tokenizer, "utf8"));
  return new Tokenizer(json as object, { model_max_length: files.maxTokens });
}

/** Ids cut to `max`, keeping the end marker the tokenizer added. */
function fit(ids: number[], max: number): number[] {
  return ids.length <= max ? ids : [...ids.slice(0, max - 1), ids[ids.length - 1]!];
}

/** Mean of each row's real tokens (a [N, S, D] output), or the rows of a [N, D] one; unit length. */
function pooled(tensor: ort.Tensor, mask: BigInt64Array, count: number, width: number, dimensions: number): Float32Array[] {
  const data = tensor.data as Float32Array;
  const shape = tensor.dims;
  if (shape.length === 2 && shape[0] === count && shape[1] === dimensions) {
    return Array.from({ length: count }, (_, r) => unitLength(data.slice(r * dimensions, (r + 1) * dimensions)));
  }
  if (shape.length !== 3 || shape[0] !== count || shape[1] !== width || shape[2] !== dimensions) {
    throw new Error(`The sentence model returned shape [${shape.join(", ")}], expected [${count}, ${width}, ${dimensions}].`);
  }
  return Array.from({ length: count }, (_, r) => {
    const sum = new Float32Array(dimensions);
    for (let t = 0; t < width; t++) {
      if (mask[r * width + t] === 0n) continue;
      const at = (r * width + t) * dimensions;
      for (let d = 0; d < dimensions; d++) sum[d] = sum[d]! + data[at + d]!;
    }
    return unitLength(sum);
  });
}
