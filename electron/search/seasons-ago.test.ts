import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

/** Days of the year a season is asked on: before, during and after each season. */
const NOWS = [new Date(2026, 0, 15, 12), new Date(2026, 3, 15, 12), new Date(2026, 6, 15, 12), new Date(2026, 9, 15, 12), new Date(2026, 11, 1, 12)];
const SEASONS = ["spring", "summer", "autumn", "winter"];
const COUNTS: Array<[said: string, n: number]> = [["two", 2], ["3", 3], ["a couple of", 2]];

describe("'N seasons ago'", () => {
  it("counts back from 'last <season>', one season ago, as 'the <season> before last' is two (day × season × count)", () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const now of NOWS) {
      for (const season of SEASONS) {
        const label = (query: string) => parseQuery(query, now).time?.label;
        // The season n ago, by "last" and "before last" alone: n = 1 last, 2 before last.
        const chain = [label(`last ${season}`), label(`the ${season} before last`)];
        for (const [said, n] of COUNTS) {
          if (n > 2) continue;
          const query = `${said} ${season}s ago`;
          if (label(query) !== chain[n - 1]) wrong.push(`${now.toISOString().slice(0, 10)}: ${query} → ${label(query)}, not ${chain[n - 1]}`);
          cases++;
        }
        // One more back than "before last": a year before it.
        const three = label(`3 ${season}s back`);
        const beforeLast = chain[1]!.match(/\d{4}/)![0];
        if (!three?.includes(String(Number(beforeLast) - 1))) wrong.push(`${now.toISOString().slice(0, 10)}: 3 ${season}s back → ${three} (before last: ${chain[1]})`);
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
