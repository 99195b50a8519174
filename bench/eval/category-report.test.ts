import { describe, expect, it } from "vitest";
import { categoryReport, categoryTable, type ScoredOutcome } from "./category-report";

const outcome = (type: string, answer: string[], truth: string[]): ScoredOutcome => ({ seed: 1, query: `${type}?`, type, zero: type.startsWith("zero:"), answer, truth: new Set(truth) });

describe("a phrasing suite's report", () => {
  const report = categoryReport([
    outcome("place", ["a", "b"], ["a", "b"]),
    outcome("place", [], ["c"]),
    outcome("zero:place", [], []),
    outcome("zero:place", ["x"], []),
    outcome("no-answer", [], []),
    outcome("people", [], ["d"]),
  ].map((o) => (o.type === "no-answer" ? { ...o, type: "zero:no-answer", zero: true } : o)));

  it("scores answers as sets over the answerable questions only", () => {
    const place = report.byCategory.place!;
    expect(place).toMatchObject({ queries: 4, noAnswer: 2, setP: 0.5, setR: 0.5, setF1: 0.5, recall10: 0.5 });
  });

  it("scores rejection within each category: a false rejection, a right one, a missed one", () => {
    const place = report.byCategory.place!;
    expect(place).toMatchObject({ rejP: 0.5, rejR: 0.5, rejF1: 0.5, falseRejections: 1, missedRejections: 1 });
    expect(report.byCategory["no-answer"]).toMatchObject({ setF1: null, rejP: 1, rejR: 1, rejF1: 1 });
  });

  it("leaves rejection unscored in a category without no-answer questions, but counts its false rejections", () => {
    expect(report.byCategory.people).toMatchObject({ setF1: 0, rejP: null, rejR: null, rejF1: null, falseRejections: 1 });
  });

  it("averages categories equally, and pools rejection over every question", () => {
    expect(report.macro.setF1).toBe(0.25);
    expect(report.macro.rejF1).toBe(0.75);
    expect(report.rejection).toMatchObject({ a: 2, b: 2, c: 1 });
    expect(report.falseRejections).toEqual(["1: place?", "1: people?"]);
    expect(categoryTable(report)).toContain("no-answer");
  });
});
