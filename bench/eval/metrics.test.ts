import { describe, expect, it } from "vitest";
import { ndcgAt, percentile, recallAt, rejectionScores, setScores } from "./metrics";

describe("PhotoBench's measures", () => {
  const truth = new Set(["a", "b"]);

  it("Recall@K counts the right photos among the first K", () => {
    expect(recallAt(1, ["a", "x", "b"], truth)).toBe(0.5);
    expect(recallAt(5, ["a", "x", "b"], truth)).toBe(1);
    expect(recallAt(5, ["x"], truth)).toBe(0);
  });

  it("NDCG is 1 for the ideal order and less when a right photo comes late", () => {
    expect(ndcgAt(10, ["a", "b", "x"], truth)).toBeCloseTo(1);
    expect(ndcgAt(10, ["x", "a", "b"], truth)).toBeCloseTo((1 / Math.log2(3) + 1 / Math.log2(4)) / (1 + 1 / Math.log2(3)));
  });

  it("scores an answer as a set", () => {
    expect(setScores(["a", "x"], truth)).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
    expect(setScores([], truth)).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it("scores rejections: A right rejections, B false ones, C missed ones", () => {
    const scores = rejectionScores([
      { zero: true, empty: true },
      { zero: true, empty: true },
      { zero: true, empty: false },
      { zero: false, empty: true },
      { zero: false, empty: false },
    ]);
    expect(scores).toMatchObject({ a: 2, b: 1, c: 1, precision: 2 / 3, recall: 2 / 3, f1: 4 / 6 });
  });

  it("takes percentiles of latencies", () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 95)).toBe(5);
  });
});
