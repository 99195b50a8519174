/**
 * @file Scores a phrasing suite per category, as PhotoBench measures: over the answerable
 * queries, set precision, recall and F1 and Recall@10; over all of the category's queries,
 * rejection precision, recall and F1 (a no-answer query answered empty is a right rejection, an
 * answerable one answered empty a false one) where the category has no-answer queries; without
 * them rejection recall means nothing, and only the count of false rejections is shown. Macro
 * averages weigh every category the same. Pure.
 */
import { recallAt, rejectionScores, setScores } from "./metrics";

export interface ScoredOutcome {
  seed: number;
  query: string;
  /** The category, "zero:"-prefixed for a query written to have no answer. */
  type: string;
  zero: boolean;
  answer: string[];
  truth: Set<string>;
}

export interface CategoryScores {
  queries: number;
  noAnswer: number;
  setP: number | null;
  setR: number | null;
  setF1: number | null;
  recall10: number | null;
  /** Null where the category has no no-answer queries. */
  rejP: number | null;
  rejR: number | null;
  rejF1: number | null;
  falseRejections: number;
  missedRejections: number;
}

const mean = (xs: number[]): number | null => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export function categoryReport(outcomes: ScoredOutcome[]) {
  const categoryOf = (o: ScoredOutcome) => o.type.replace(/^zero:/, "");
  const categories = [...new Set(outcomes.map(categoryOf))];
  const byCategory: Record<string, CategoryScores> = {};
  for (const category of categories) {
    const of = outcomes.filter((o) => categoryOf(o) === category);
    const answerable = of.filter((o) => !o.zero);
    const sets = answerable.map((o) => setScores(o.answer, o.truth));
    const rejection = rejectionScores(of.map((o) => ({ zero: o.zero, empty: o.answer.length === 0 })));
    byCategory[category] = {
      queries: of.length,
      noAnswer: of.length - answerable.length,
      setP: mean(sets.map((s) => s.precision)),
      setR: mean(sets.map((s) => s.recall)),
      setF1: mean(sets.map((s) => s.f1)),
      recall10: mean(answerable.map((o) => recallAt(10, o.answer, o.truth))),
      rejP: answerable.length < of.length ? rejection.precision : null,
      rejR: answerable.length < of.length ? rejection.recall : null,
      rejF1: answerable.length < of.length ? rejection.f1 : null,
      falseRejections: rejection.b,
      missedRejections: rejection.c,
    };
  }
  const scores = Object.values(byCategory);
  const macro = {
    setP: mean(scores.flatMap((s) => (s.setP === null ? [] : [s.setP]))),
    setR: mean(scores.flatMap((s) => (s.setR === null ? [] : [s.setR]))),
    setF1: mean(scores.flatMap((s) => (s.setF1 === null ? [] : [s.setF1]))),
    recall10: mean(scores.flatMap((s) => (s.recall10 === null ? [] : [s.recall10]))),
    rejF1: mean(scores.flatMap((s) => (s.rejF1 === null ? [] : [s.rejF1]))),
  };
  const rejection = rejectionScores(outcomes.map((o) => ({ zero: o.zero, empty: o.answer.length === 0 })));
  return {
    queries: outcomes.length,
    byCategory,
    macro,
    rejection,
    falseRejections: outcomes.filter((o) => !o.zero && !o.answer.length).map((o) => `${o.seed}: ${o.query}`),
    missedRejections: outcomes.filter((o) => o.zero && o.answer.length).map((o) => `${o.seed}: ${o.query} → ${o.answer.length}`),
  };
}

export function categoryTable(report: ReturnType<typeof categoryReport>): string {
  const f = (x: number | null) => (x === null ? "    –" : x.toFixed(2).padStart(5));
  const lines = ["category       n  zero  setP  setR setF1  R@10 empty  RejP  RejR RejF1"];
  for (const [category, s] of Object.entries(report.byCategory)) {
    lines.push(`${category.padEnd(12)} ${String(s.queries).padStart(3)}  ${String(s.noAnswer).padStart(4)} ${f(s.setP)} ${f(s.setR)} ${f(s.setF1)} ${f(s.recall10)} ${String(s.falseRejections).padStart(5)} ${f(s.rejP)} ${f(s.rejR)} ${f(s.rejF1)}`);
  }
  const m = report.macro;
  lines.push(`${"macro".padEnd(12)} ${String(report.queries).padStart(3)}       ${f(m.setP)} ${f(m.setR)} ${f(m.setF1)} ${f(m.recall10)}                   ${f(m.rejF1)}`);
  const r = report.rejection;
  lines.push("empty: answerable queries answered with nothing (false rejections); zero: queries written to have no answer");
  lines.push(`rejection over all queries: P ${r.precision.toFixed(2)} R ${r.recall.toFixed(2)} F1 ${r.f1.toFixed(2)} (A ${r.a} right, B ${r.b} false, C ${r.c} missed)`);
  return lines.join("\n");
}
