import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/**
 * Days WordNet names beside the calendars: under a holiday the calendars know (Hogmanay is New
 * Year's Eve), with it ("Allhallows Eve" is Halloween), or dated by a word of its own synset
 * ("Lammas", august_1). [month, day] of each.
 */
const DAYS: Array<{ said: string; month: number; day: number }> = [
  { said: "hogmanay", month: 12, day: 31 },
  { said: "allhallows eve", month: 10, day: 31 },
  { said: "lammas", month: 8, day: 1 },
  { said: "lammas day", month: 8, day: 1 },
  { said: "michaelmas", month: 9, day: 29 },
  { said: "candlemas", month: 2, day: 2 },
  { said: "hallowmas", month: 11, day: 1 },
  { said: "all saints day", month: 11, day: 1 },
  { said: "all souls day", month: 11, day: 2 },
  { said: "lady day", month: 3, day: 25 },
  { said: "st johns eve", month: 6, day: 23 },
  { said: "midsummer day", month: 6, day: 24 },
  { said: "twelfth day", month: 1, day: 6 },
];
const FRAMES = ["{} 2023", "pics from {} 2024", "our {} party 2022", "snaps at {} in 2025"];

describe("a day WordNet names is that day", () => {
  const grid = DAYS.flatMap((day) => FRAMES.map((frame) => ({ ...day, query: frame.replace("{}", day.said), year: Number(/\d{4}/.exec(frame)![0]) })));
  it.each(grid)("'$query' is $day/$month/$year", ({ query, year, month, day }) => {
    const plan = parseQuery(query, NOW, {});
    const at = Date.UTC(year, month - 1, day, 12);
    expect(plan.time?.ranges?.some(([from, to]) => from <= at && at < to)).toBe(true);
    expect(plan.words).toEqual(query.includes("party") ? ["party"] : []);
  });
});
