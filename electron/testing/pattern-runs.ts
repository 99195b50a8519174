/**
 * @file How many times regular expressions ran while some code ran, for tests of readers that look
 * for a word of their own before their long patterns: a query without the word must run none.
 * Runs in vitest only: it spies on `RegExp.prototype.exec`, which `test`, `match` and `replace`
 * go through.
 */
import { vi } from "vitest";

/**
 * Runs `read`, counting each pattern that ran under the name `bucket` gives it (null: not
 * counted). `{ long: 2 }`: two runs of patterns named "long".
 */
export function patternRuns(read: () => void, bucket: (pattern: RegExp) => string | null): Record<string, number> {
  const runs: Record<string, number> = {};
  const exec = RegExp.prototype.exec;
  const spy = vi.spyOn(RegExp.prototype, "exec").mockImplementation(function (this: RegExp, text: string) {
    const name = bucket(this);
    if (name !== null) runs[name] = (runs[name] ?? 0) + 1;
    return exec.call(this, text);
  });
  try {
    read();
  } finally {
    spy.mockRestore();
  }
  return runs;
}

/** A query as typed, in capitals, and with each word capitalised: readers must see the word however it is cased. */
export const CASINGS: ReadonlyArray<(query: string) => string> = [(q) => q, (q) => q.toUpperCase(), (q) => q.replace(/\b\w/g, (c) => c.toUpperCase())];

/** Who or what a plain query asks for, and where: queries that say no reader's own word. */
export const PLAIN_SUBJECTS = ["photos", "the dog", "sunset", "receipts", "Leo"] as const;
export const PLAIN_PLACES = ["in Seattle", "in Lisbon", "in Kyoto", "in the beach"] as const;

/** Every query made of one part from each list, in order, in each of `CASINGS`: 5 x 4 x 3 x 3 = 180 for the plain grids. */
export function casedQueries(...parts: ReadonlyArray<readonly string[]>): string[] {
  const said = parts.reduce<string[]>((queries, list) => queries.flatMap((q) => list.map((part) => (q ? `${q} ${part}` : part))), [""]);
  return said.flatMap((query) => CASINGS.map((cased) => cased(query)));
}
