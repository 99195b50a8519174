import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** Times said with a unit's short form, as typed in chat, and the same time spelt out. */
const SAID: Array<[string, string]> = [
  ["5 yrs ago", "5 years ago"],
  ["two yrs back", "two years back"],
  ["last yr", "last year"],
  ["1 yr ago", "1 year ago"],
  ["the last 2 yrs", "the last 2 years"],
  ["2 wks ago", "2 weeks ago"],
  ["this wk", "this week"],
  ["last wk", "last week"],
  ["3 mths ago", "3 months ago"],
  ["over the wknd", "over the weekend"],
  ["yday", "yesterday"],
  ["this time last yr", "this time last year"],
];
const FRAMES = ["{t}", "photos from {t}", "beach pics {t}", "{t} with the dog", "anything {t}?"];

describe("a unit of time in its chat form is the unit: 'yrs', 'wk', 'mths', 'wknd', 'yday'", () => {
  const grid = SAID.flatMap(([short, full]) => FRAMES.map((frame) => [frame.replace("{t}", short), frame.replace("{t}", full)] as const));
  it("covers at least 50 combinations of short form and frame", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' reads as '%s'", (short, full) => {
    const [a, b] = [parseQuery(short, NOW), parseQuery(full, NOW)];
    expect(a.time).not.toBeNull();
    expect([a.time?.ranges, a.time?.label, a.time?.weekend, a.words]).toEqual([b.time?.ranges, b.time?.label, b.time?.weekend, b.words]);
  });
});
