/**
 * @file Fusion: the soft evidence for a photo — words found in its text, entities of the graph it
 * links to, its CLIP similarity, feedback — as one calibrated probability that it is what the
 * user meant, and the threshold below which an answer says "no such photo". Pure.
 *
 * The weights are a logistic regression fitted on `bench/eval`'s generated albums (training
 * seeds; `npm run bench:eval -- --calibrate` prints them), so a score reads as a probability and
 * one threshold serves every query type. Hard constraints (time, place, people, kind) are not
 * here: they filter before fusion, so a noisy source cannot outvote them.
 */

export interface Evidence {
  /** Share of the query's words found in the photo's text fields (full-text index). */
  textCoverage: number;
  /** BM25 of the full-text match, squashed to [0, 1). */
  bm25: number;
  /** Mean over words of the best direct graph activation × link weight. */
  graph: number;
  /** What the event hop adds over the direct links, mean over words. */
  graphEvent: number;
  /** Share of words explained by any source (text, graph, the event hop, or how the photo looks). */
  coverage: number;
  /** CLIP similarity above the no-evidence floor, scaled; 0 without a model. */
  visual: number;
  /** What the user's corrections say: +1 marked right for similar queries, −1 wrong, 0 none. */
  feedback: number;
}

export const FEATURES = ["textCoverage", "bm25", "graph", "graphEvent", "coverage", "visual", "feedback"] as const satisfies ReadonlyArray<keyof Evidence>;

export interface FusionWeights {
  bias: number;
  weights: Record<keyof Evidence, number>;
  /** Probability at or above which a photo is in the answer. */
  threshold: number;
}

/**
 * Fitted by `npm run bench:eval -- --calibrate` on seeds 1–3 (with δ = 0.7 and the threshold
 * picked there too) and checked on seeds 4–6. Visual and
 * feedback keep hand-set weights until real CLIP vectors and real corrections can be fitted on:
 * the harness has neither.
 */
export const DEFAULT_FUSION: FusionWeights = {
  bias: -4.85,
  weights: { textCoverage: 3.07, bm25: 1.08, graph: 3.67, graphEvent: 1.04, coverage: 5.38, visual: 4, feedback: 3 },
  threshold: 0.5,
};

/**
 * CLIP ViT-B/32 similarities between a photo and a fitting caption mostly lie around 0.25–0.35,
 * and between unrelated ones below 0.2: below the floor a visual match is no evidence.
 */
export const VISUAL_FLOOR = 0.2;

/** Similarity above the floor, scaled so a typical fitting caption (≥ 0.28) is full evidence: alone, a photo passes from about 0.25. */
export function visualEvidence(similarity: number | undefined): number {
  return similarity === undefined ? 0 : Math.max(0, Math.min(1, (similarity - VISUAL_FLOOR) / 0.08));
}

export function fuse(evidence: Evidence, fusion: FusionWeights = DEFAULT_FUSION): number {
  let z = fusion.bias;
  for (const name of FEATURES) z += fusion.weights[name] * evidence[name];
  return 1 / (1 + Math.exp(-z));
}

/**
 * Logistic regression by gradient descent with L2 pull toward `prior`, so a small or lopsided
 * sample cannot take the weights anywhere strange.
 */
export function fitFusion(samples: Array<{ evidence: Evidence; relevant: boolean }>, prior: FusionWeights = DEFAULT_FUSION, options: { epochs?: number; rate?: number; l2?: number; fixed?: Array<keyof Evidence>; fitBias?: boolean } = {}): FusionWeights {
  const { epochs = 400, rate = 0.5, l2 = 0.01, fixed = ["visual", "feedback"], fitBias = true } = options;
  const w = { ...prior.weights };
  let bias = prior.bias;
  const positives = samples.filter((s) => s.relevant).length;
  // Balance the classes: a library has far more wrong photos than right ones for any query.
  const weightOf = (relevant: boolean) => (relevant ? samples.length / (2 * Math.max(1, positives)) : samples.length / (2 * Math.max(1, samples.length - positives)));
  for (let epoch = 0; epoch < epochs; epoch++) {
    const grad = Object.fromEntries(FEATURES.map((f) => [f, 0])) as Record<keyof Evidence, number>;
    let gradBias = 0;
    for (const { evidence, relevant } of samples) {
      const error = (fuse(evidence, { bias, weights: w, threshold: 0 }) - (relevant ? 1 : 0)) * weightOf(relevant);
      gradBias += error;
      for (const f of FEATURES) grad[f] += error * evidence[f];
    }
    if (fitBias) bias -= (rate * gradBias) / samples.length;
    for (const f of FEATURES) if (!fixed.includes(f)) w[f] -= rate * (grad[f] / samples.length + l2 * (w[f] - prior.weights[f]));
  }
  return { bias, weights: w, threshold: prior.threshold };
}

/**
 * `personal` (the scores under PBR's personalized query q*, `learn/personalize.ts`) moved onto the plain query's scale: same mean and spread as
 * `plain` over the same photos, q*'s order. NaN (no vector) stays NaN.
 */
export function calibrate(personal: Float32Array, plain: Float32Array): Float32Array {
  const stats = (values: Float32Array) => {
    let n = 0;
    let sum = 0;
    let squares = 0;
    for (const v of values) {
      if (Number.isNaN(v)) continue;
      n++;
      sum += v;
      squares += v * v;
    }
    const m = n ? sum / n : 0;
    return { mean: m, spread: n > 1 ? Math.sqrt(Math.max(0, squares / n - m * m)) : 0 };
  };
  const [p, q] = [stats(personal), stats(plain)];
  if (p.spread === 0) return plain;
  return personal.map((v) => (Number.isNaN(v) ? v : q.mean + ((v - p.mean) / p.spread) * q.spread));
}
