/**
 * @file PBR — personalize before retrieve — for the visual layer: the CLIP query is moved toward
 * what this user confirmed for similar past searches (P-PRF) and toward the central themes of
 * the photos they told Recollect about (P-Anchor), before nearest-neighbour search.
 *
 * - P-PRF: the k₁ = 5 past searches whose text embeddings are nearest the query, with confirmed
 *   photos; f_avg is the mean of those photos' vectors, and r — the paper's "pseudo reasoning",
 *   which needs an LLM we do not assume — the mean of those searches' own text embeddings.
 * - P-Anchor: a similarity graph over the vectors of the photos with memories (edge when
 *   cos ≥ θ = 0.75, each photo's k₂ = 10 nearest), PageRank over it (graphology-metrics), and
 *   the anchor c = Σ πᵢ cᵢ.
 * - Fusion, as in the paper: w₁ = 1 + cos((q + c)/2, f_avg), w₂ = 1 + cos((q + c)/2, r),
 *   q* = q + c + w₁·f_avg + w₂·r, normalized.
 *
 * CLIP's text and image vectors live at different similarity scales (a caption ≈ 0.3 to its
 * photo, two photos ≈ 0.5–0.9 to each other), so q*'s raw similarities would pass every photo
 * near the user's themes. `calibrate` (`../query/fuse.ts`) keeps q*'s order but gives the scores the spread the plain
 * query's had, so that the visual evidence and "no such photo" mean what they meant. Pure.
 */
import Graph from "graphology";
import pagerank from "graphology-metrics/centrality/pagerank.js";
import { unitLength } from "../../native/clip/unit-length";

export const K1 = 5;
export const K2 = 10;
export const THETA = 0.75;
/** A past search this far from the query or further is not similar: its confirmations say nothing here. */
const MIN_QUERY_SIMILARITY = 0.5;

export interface PastSearch {
  /** The CLIP text embedding of its words. */
  query: Float32Array;
  /** Vectors of the photos the user confirmed for it. */
  confirmed: Float32Array[];
}

export interface Feedback {
  fAvg: Float32Array;
  r: Float32Array;
}

/** P-PRF's two vectors from the nearest past searches, or null when none is near enough. */
export function pseudoRelevance(q: Float32Array, history: readonly PastSearch[], k1 = K1): Feedback | null {
  const near = history
    .filter((h) => h.confirmed.length > 0)
    .map((h) => ({ h, similarity: cosine(q, h.query) }))
    .filter((x) => x.similarity >= MIN_QUERY_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, k1);
  if (!near.length) return null;
  return { fAvg: mean(near.flatMap((x) => x.h.confirmed)), r: mean(near.map((x) => x.h.query)) };
}

/** P-Anchor: the PageRank-weighted centre of the user's own photos, or null with fewer than three. */
export function anchor(corpus: readonly Float32Array[], theta = THETA, k2 = K2): Float32Array | null {
  if (corpus.length < 3) return null;
  const unit = corpus.map(normalized);
  const graph = new Graph({ type: "undirected" });
  unit.forEach((_, i) => graph.addNode(String(i)));
  // Each pair once, as plain dot products of unit vectors: this is the quadratic part.
  const near: Array<Array<{ j: number; similarity: number }>> = unit.map(() => []);
  for (let i = 0; i < unit.length; i++) {
    const a = unit[i]!;
    for (let j = i + 1; j < unit.length; j++) {
      const b = unit[j]!;
      let dot = 0;
      for (let d = 0; d < a.length; d++) dot += a[d]! * b[d]!;
      if (dot < theta) continue;
      near[i]!.push({ j, similarity: dot });
      near[j]!.push({ j: i, similarity: dot });
    }
  }
  near.forEach((neighbours, i) => {
    for (const { j, similarity } of neighbours.sort((x, y) => y.similarity - x.similarity).slice(0, k2)) {
      if (!graph.hasEdge(String(i), String(j))) graph.addEdge(String(i), String(j), { weight: similarity });
    }
  });
  // Without any edge every photo ranks the same: the plain centre, which PageRank would give too.
  const ranks = graph.size ? pagerank(graph, { getEdgeWeight: "weight" }) : null;
  const c = new Float32Array(corpus[0]!.length);
  corpus.forEach((vector, i) => {
    const weight = ranks ? ranks[String(i)]! : 1 / corpus.length;
    for (let d = 0; d < c.length; d++) c[d]! += weight * vector[d]!;
  });
  return unitLength(c);
}

/** The paper's fusion: q* = q + c + w₁·f_avg + w₂·r, unit length. Without feedback or anchor, their terms drop out. */
export function personalizeQuery(q: Float32Array, c: Float32Array | null, feedback: Feedback | null): Float32Array {
  const base = c ? q.map((v, d) => (v + c[d]!) / 2) : q;
  const out = Float32Array.from(q);
  if (c) for (let d = 0; d < out.length; d++) out[d]! += c[d]!;
  if (feedback) {
    const w1 = 1 + cosine(base, feedback.fAvg);
    const w2 = 1 + cosine(base, feedback.r);
    for (let d = 0; d < out.length; d++) out[d]! += w1 * feedback.fAvg[d]! + w2 * feedback.r[d]!;
  }
  return unitLength(out);
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    dot += a[d]! * b[d]!;
    na += a[d]! * a[d]!;
    nb += b[d]! * b[d]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

function mean(vectors: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(vectors[0]!.length);
  for (const v of vectors) for (let d = 0; d < out.length; d++) out[d]! += v[d]! / vectors.length;
  return out;
}

/** A unit-length copy: the callers' vectors are the index's and the user's, never changed here. */
const normalized = (v: Float32Array) => unitLength(Float32Array.from(v));
