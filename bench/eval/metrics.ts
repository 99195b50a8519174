/**
 * @file The measures PhotoBench reports, as pure functions: Recall@K and NDCG@K over a ranked
 * answer, precision/recall/F1 of the answer as a set, and rejection precision/recall/F1 over
 * queries that have no right answer (an empty answer is a rejection).
 */

export function recallAt(k: number, ranked: string[], truth: Set<string>): number {
  if (truth.size === 0) return 0;
  return ranked.slice(0, k).filter((id) => truth.has(id)).length / truth.size;
}

/** Binary-relevance NDCG: the ideal ranking puts every right photo first. */
export function ndcgAt(k: number, ranked: string[], truth: Set<string>): number {
  if (truth.size === 0) return 0;
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    if (truth.has(id)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, truth.size); i++) ideal += 1 / Math.log2(i + 2);
  return dcg / ideal;
}

export function setScores(answer: string[], truth: Set<string>): { precision: number; recall: number; f1: number } {
  const hits = answer.filter((id) => truth.has(id)).length;
  const precision = answer.length ? hits / answer.length : 0;
  const recall = truth.size ? hits / truth.size : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

/**
 * A: correct rejections (no right answer, empty answer); B: false rejections (a right answer
 * existed, the answer was empty); C: missed rejections (no right answer, something returned).
 */
export function rejectionScores(outcomes: Array<{ zero: boolean; empty: boolean }>): { precision: number; recall: number; f1: number; a: number; b: number; c: number } {
  const a = outcomes.filter((o) => o.zero && o.empty).length;
  const b = outcomes.filter((o) => !o.zero && o.empty).length;
  const c = outcomes.filter((o) => o.zero && !o.empty).length;
  return { precision: a + b ? a / (a + b) : 0, recall: a + c ? a / (a + c) : 0, f1: 2 * a + b + c ? (2 * a) / (2 * a + b + c) : 0, a, b, c };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
