/**
 * @file What corrections of similar searches say about photos for this one: the soft
 * "feedback" evidence of fusion. "The rug I saw at the flea market", confirmed once, finds the
 * same rug for "that flea market rug in 2023"; it never reaches a search that shares no words
 * with it ("receipts"). The search said exactly the same way is not here: its corrections are
 * applied outright (`search.ts`).
 *
 * Pure. Similarity is the share of content words two searches have in common (stems, so "rugs"
 * is "rug"): half or more is similar, the same words are the same.
 */
import { stem } from "../words/terms";
import type { StandingCorrections } from "./feedback-store";

export interface TaughtWords extends StandingCorrections {
  key: string;
  query: string;
  /** The search's content words, as its plan read them. */
  words: string[];
}

export interface SimilarEvidence {
  /** −1 … 1: how strongly similar searches' corrections say this photo is right (or wrong). */
  value: number;
  /** The search whose correction said most. */
  from: string;
}

/** Below this share of shared words two searches are unrelated. */
export const MIN_SIMILARITY = 0.5;

export function similarity(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a.map(stem));
  const right = new Set(b.map(stem));
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const s of left) if (right.has(s)) shared++;
  return shared / (left.size + right.size - shared);
}

export function similarFeedback(words: readonly string[], key: string, taught: Iterable<TaughtWords>): Map<string, SimilarEvidence> {
  const out = new Map<string, SimilarEvidence>();
  if (!words.length) return out;
  const say = (photo: string, value: number, from: string) => {
    const seen = out.get(photo);
    const total = Math.max(-1, Math.min(1, (seen?.value ?? 0) + value));
    out.set(photo, { value: total, from: !seen || Math.abs(value) > Math.abs(seen.value) ? from : seen.from });
  };
  for (const search of taught) {
    if (search.key === key) continue;
    const sim = similarity(words, search.words);
    if (sim < MIN_SIMILARITY) continue;
    for (const [photo, verdict] of search.verdicts) say(photo, verdict === "good" ? sim : -sim, search.query);
    // "This one, not those" says less than right or wrong: half as much, each way.
    for (const { better, worse } of search.pairs) {
      say(better, sim / 2, search.query);
      say(worse, -sim / 2, search.query);
    }
  }
  return out;
}
