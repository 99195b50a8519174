/**
 * @file Visual tags: each photo's top everyday concepts, by CLIP zero-shot scoring against the
 * shipped vocabulary (`native/tags/vocabulary.json`, about 1,100 concepts in nine groups).
 *
 * Runs in the engine; the text embeddings come from the inference worker. A concept's vector is
 * the mean of its prompt templates' embeddings (OpenAI's prompt-ensembling recipe), computed
 * once per model and kept in the library's cache folder, so later runs only do a
 * 1,100 × 512 product per photo (about a millisecond).
 */
import { createHash } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { unitLength } from "../../../native/clip/unit-length";
// Imported, not read from a path, so the app's bundle carries it.
import shipped from "../../../native/tags/vocabulary.json" with { type: "json" };

interface Vocabulary {
  groups: Array<{ name: string; templates: string[]; concepts: string[] }>;
}

export function loadVocabulary(): Vocabulary {
  return shipped as Vocabulary;
}

export type Tag = [concept: string, score: number];

/** CLIP's learned temperature: similarities are multiplied by 100 before the softmax. */
const LOGIT_SCALE = 100;
/** A tag is kept when the softmax over all concepts gives it at least this share… */
const MIN_PROBABILITY = 0.04;
/** …and at most this many are kept. */
const MAX_TAGS = 6;

export class ConceptIndex {
  constructor(readonly names: string[], readonly matrix: Float32Array, readonly dimensions: number) {}

  /** The photo's best concepts with their cosine similarity, best first. */
  tags(vector: Float32Array): Tag[] {
    const n = this.names.length;
    const sims = new Float32Array(n);
    let max = -Infinity;
    for (let c = 0; c < n; c++) {
      let dot = 0;
      const row = c * this.dimensions;
      for (let d = 0; d < this.dimensions; d++) dot += this.matrix[row + d]! * vector[d]!;
      sims[c] = dot;
      if (dot > max) max = dot;
    }
    let total = 0;
    for (let c = 0; c < n; c++) total += Math.exp(LOGIT_SCALE * (sims[c]! - max));
    const order = Array.from(sims.keys()).sort((a, b) => sims[b]! - sims[a]!);
    return order
      .slice(0, MAX_TAGS)
      .filter((c) => Math.exp(LOGIT_SCALE * (sims[c]! - max)) / total >= MIN_PROBABILITY)
      .map((c) => [this.names[c]!, Math.round(sims[c]! * 1000) / 1000]);
  }
}

/**
 * Concepts whose text embedding is at least `minSimilarity` from a query word's ("puppy" → dog):
 * how a word the library never wrote down still reaches photos tagged with a related concept.
 */
export function relatedConcepts(index: ConceptIndex, word: Float32Array, minSimilarity: number): Array<{ label: string; similarity: number }> {
  const matrix = index.matrix;
  const out: Array<{ label: string; similarity: number }> = [];
  for (let c = 0; c < index.names.length; c++) {
    let dot = 0;
    const row = c * index.dimensions;
    for (let d = 0; d < index.dimensions; d++) dot += matrix[row + d]! * word[d]!;
    if (dot >= minSimilarity) out.push({ label: index.names[c]!, similarity: dot });
  }
  return out.sort((a, b) => b.similarity - a.similarity).slice(0, 5);
}

/** Words a tag adds to a photo's searchable text: "a birthday party" → "birthday party". */
export function tagWords(tags: Tag[]): string {
  return tags.map(([concept]) => concept.replace(/^(an?|the) /, "")).join(", ");
}

/**
 * Builds (or reads from `cacheDir`) the concept matrix for a model, embedding each template
 * through `embedTexts`.
 */
export async function conceptIndex(
  model: { name: string; dimensions: number },
  embedTexts: (texts: string[]) => Promise<Float32Array[]>,
  cacheDir: string,
  vocabulary: Vocabulary = loadVocabulary(),
): Promise<ConceptIndex> {
  const names = vocabulary.groups.flatMap((g) => g.concepts);
  const key = createHash("sha256").update(JSON.stringify(vocabulary)).digest("hex").slice(0, 12);
  const cache = path.join(cacheDir, `concepts-${model.name}-${key}.f32`);
  const expectedBytes = names.length * model.dimensions * 4;
  const cached = await fsp.readFile(cache).catch(() => null);
  if (cached?.length === expectedBytes) {
    return new ConceptIndex(names, new Float32Array(cached.buffer, cached.byteOffset, cached.length / 4), model.dimensions);
  }
  const prompts = vocabulary.groups.flatMap((g) => g.concepts.map((concept) => g.templates.map((t) => t.replace("{}", concept))));
  const flat = prompts.flat();
  const vectors: Float32Array[] = [];
  for (let i = 0; i < flat.length; i += 256) vectors.push(...(await embedTexts(flat.slice(i, i + 256))));
  const matrix = new Float32Array(names.length * model.dimensions);
  let next = 0;
  prompts.forEach((templates, row) => {
    const mean = new Float32Array(model.dimensions);
    for (const v of vectors.slice(next, (next += templates.length))) for (let d = 0; d < model.dimensions; d++) mean[d]! += v[d]! / templates.length;
    matrix.set(unitLength(mean), row * model.dimensions);
  });
  await fsp.mkdir(cacheDir, { recursive: true });
  await writeFileAtomic(cache, Buffer.from(matrix.buffer), { fsync: false });
  return new ConceptIndex(names, matrix, model.dimensions);
}
