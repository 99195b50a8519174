/**
 * @file A phrasing suite's query: its words, its category, whether it was written to have no
 * answer, and its right answer. The builder keeps a suite honest: a query written to have no
 * answer is kept only if the album really has none, any other only if it has one, and the same
 * words are never asked twice. Benchmark only.
 */
import type { EvalQuery } from "./queries";

export interface SuiteQuery {
  text: string;
  category: string;
  /** Written to have no right answer: the honest answer is "no such photo". */
  zero: boolean;
  truth: Set<string>;
}

export class SuiteBuilder {
  readonly queries: SuiteQuery[] = [];
  readonly #seen = new Set<string>();

  /** Adds an answerable query; dropped when the album happens to have no right answer for it. */
  add(category: string, text: string, truth: Set<string>): void {
    if (truth.size) this.#push({ text, category, zero: false, truth });
  }

  /** Adds a query that should have no answer; dropped when the album happens to have one. */
  none(category: string, text: string, truth: Set<string> = new Set()): void {
    if (!truth.size) this.#push({ text, category, zero: true, truth });
  }

  /** Adds a query with the answer the facts give: answerable, no-answer when empty, not asked when null (readings disagree). */
  answer(category: string, text: string, truth: Set<string> | null): void {
    if (!truth) return;
    if (truth.size) this.add(category, text, truth);
    else this.none(category, text);
  }

  #push(query: SuiteQuery): void {
    const key = query.text.toLowerCase();
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    this.queries.push(query);
  }
}

/** As run.ts asks and scores them: the category is the type, "zero:" marks a no-answer query. */
export function asEvalQuery(query: SuiteQuery): EvalQuery {
  return { text: query.text, type: query.zero ? `zero:${query.category}` : query.category, truth: query.truth };
}

/** A suite's own random stream, and the two ways suites draw from it. */
export function draws(next: () => number) {
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    shuffled: <T>(items: readonly T[]): T[] => [...items].map((item) => [next(), item] as const).sort((a, b) => a[0] - b[0]).map(([, item]) => item),
  };
}
