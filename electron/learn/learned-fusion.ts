/**
 * @file The fusion weights, learned online from the user's corrections: each photo marked right
 * or wrong is a sample of its evidence, and a logistic ranking fit over them moves the weights
 * toward what this user's photos need (a library whose memories say it all trusts memories more).
 *
 * Pulled hard toward the defaults, and kept within half of them each way, so that a few clicks
 * cannot wreck search: nothing moves before there are enough samples of both kinds. The bias and
 * threshold stay as calibrated, so that "no such photo" keeps meaning the same thing. Pure.
 */
import { DEFAULT_FUSION, FEATURES, fitFusion, type Evidence, type FusionWeights } from "../query/fuse";
import type { FeedbackRow } from "./feedback-store";

/** Fewer samples than this, or fewer than a quarter as many of one kind, learn nothing. */
export const MIN_SAMPLES = 12;
/** How far a weight may move from its default, as a share of it. */
const MAX_CHANGE = 0.5;

export function learnFusion(rows: readonly FeedbackRow[], prior: FusionWeights = DEFAULT_FUSION): FusionWeights {
  const latest = new Map<string, { evidence: Evidence; relevant: boolean }>();
  for (const row of rows) {
    if (row.undone || row.verdict === "better" || !row.evidence) continue;
    const evidence = parseEvidence(row.evidence);
    // The latest word on a photo for a search is its sample; photos without evidence add nothing.
    if (evidence) latest.set(`${row.query_key}\u0000${row.photo_id}`, { evidence, relevant: row.verdict === "good" });
  }
  const samples = [...latest.values()];
  const positives = samples.filter((s) => s.relevant).length;
  if (samples.length < MIN_SAMPLES || Math.min(positives, samples.length - positives) < MIN_SAMPLES / 4) return prior;
  const fitted = fitFusion(samples, prior, { l2: 0.5, epochs: 200, fitBias: false, fixed: ["feedback"] });
  const weights = { ...fitted.weights };
  for (const name of FEATURES) {
    const base = prior.weights[name];
    weights[name] = Math.min(base + Math.abs(base) * MAX_CHANGE, Math.max(base - Math.abs(base) * MAX_CHANGE, weights[name]));
  }
  return { ...prior, weights };
}

function parseEvidence(json: string): Evidence | null {
  try {
    const value = JSON.parse(json) as Partial<Evidence>;
    return FEATURES.every((name) => typeof value[name] === "number") ? (value as Evidence) : null;
  } catch {
    return null;
  }
}
