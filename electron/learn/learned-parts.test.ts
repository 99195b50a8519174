import { describe, expect, it } from "vitest";
import { DEFAULT_FUSION, FEATURES, type Evidence } from "../query/fuse";
import type { FeedbackRow } from "./feedback-store";
import { learnFusion, MIN_SAMPLES } from "./learned-fusion";
import { similarFeedback, similarity } from "./similar-searches";

const evidence = (over: Partial<Evidence>): Evidence => ({ textCoverage: 0, bm25: 0, graph: 0, graphEvent: 0, coverage: 0, visual: 0, feedback: 0, ...over });
let n = 0;
const row = (verdict: "good" | "bad", e: Evidence | null, extra: Partial<FeedbackRow> = {}): FeedbackRow => ({
  id: `c${n}`, query_key: `q${n % 7}`, query: "q", photo_id: `p${n++}`, verdict, other_id: "", evidence: e ? JSON.stringify(e) : "", at: new Date(2026, 0, 1, 0, n).toISOString(), undone: false, ...extra,
});

describe("fusion weights learned from corrections", () => {
  it("keeps the defaults until there are enough corrections of both kinds", () => {
    const few = Array.from({ length: MIN_SAMPLES - 1 }, (_, i) => row(i % 2 ? "good" : "bad", evidence({ graph: i % 2 })));
    expect(learnFusion(few)).toBe(DEFAULT_FUSION);
    const lopsided = Array.from({ length: 40 }, (_, i) => row(i < 38 ? "good" : "bad", evidence({ graph: 1 })));
    expect(learnFusion(lopsided)).toBe(DEFAULT_FUSION);
    // Undone corrections and those without evidence are not samples.
    const undone = Array.from({ length: 40 }, (_, i) => row(i % 2 ? "good" : "bad", evidence({ graph: i % 2 }), { undone: true }));
    expect(learnFusion([...undone, ...Array.from({ length: 40 }, (_, i) => row(i % 2 ? "good" : "bad", null))])).toBe(DEFAULT_FUSION);
  });

  it("trusts what this user's right photos have, within half of each default, leaving bias and threshold", () => {
    // This user's right answers are found through memories (graph); captions' full-text matches mislead.
    const rows = Array.from({ length: 60 }, (_, i) => (i % 2 ? row("good", evidence({ graph: 0.9, coverage: 0.9 })) : row("bad", evidence({ bm25: 0.8, textCoverage: 1, coverage: 1 }))));
    const learned = learnFusion(rows);
    expect(learned.weights.graph).toBeGreaterThan(DEFAULT_FUSION.weights.graph);
    expect(learned.weights.bm25).toBeLessThan(DEFAULT_FUSION.weights.bm25);
    for (const name of FEATURES) {
      expect(Math.abs(learned.weights[name] - DEFAULT_FUSION.weights[name])).toBeLessThanOrEqual(Math.abs(DEFAULT_FUSION.weights[name]) * 0.5 + 1e-9);
    }
    expect([learned.bias, learned.threshold]).toEqual([DEFAULT_FUSION.bias, DEFAULT_FUSION.threshold]);
  });
});

describe("corrections of similar searches", () => {
  const taught = [{ key: "the rug i saw at the flea market", query: "the rug I saw at the flea market", words: ["rug", "flea", "market"], verdicts: new Map([["rug", "good" as const], ["chair", "bad" as const]]), pairs: [{ better: "a", worse: "b" }] }];

  it("says as much as the searches share words, and nothing to a search that shares none", () => {
    expect(similarity(["flea", "market", "rugs"], ["rug", "flea", "market"])).toBe(1);
    expect(similarFeedback(["flea", "market", "rug"], "that flea market rug", taught).get("rug")).toEqual({ value: 1, from: "the rug I saw at the flea market" });
    expect(similarFeedback(["flea", "market"], "flea market", taught).get("rug")!.value).toBeCloseTo(2 / 3);
    expect(similarFeedback(["flea", "market"], "flea market", taught).get("chair")!.value).toBeCloseTo(-2 / 3);
    expect(similarFeedback(["flea", "market"], "flea market", taught).get("a")!.value).toBeCloseTo(1 / 3);
    expect(similarFeedback(["receipts"], "receipts", taught).size).toBe(0);
    expect(similarFeedback(["rug", "sofa", "ikea", "lamp"], "x", taught).size).toBe(0);
    // The search itself is corrected outright elsewhere, not through here.
    expect(similarFeedback(["rug", "flea", "market"], taught[0]!.key, taught).size).toBe(0);
  });
});
