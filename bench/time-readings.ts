/**
 * @file Prints how the query parser reads the time in everyday phrasings, as
 * JSON lines: the query, the time label, its first and last day, hours, weekend, and the words
 * left over. A fixed "now" (Sunday 22 November 2026, noon) keeps the readings comparable across
 * commits. Run: `node --import tsx bench/time-readings.ts`.
 */
import { parseQuery } from "../electron/search/query-parser";
import { floatingIso } from "../electron/search/time-phrases";

const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = { years: [2015, 2026] as [number, number], people: [{ name: "Jan", relation: null }, { name: "April", relation: "my daughter" }] };

export const PHRASINGS = [
  "beach 3 years ago", "photos from 2 years ago", "a couple of weeks ago", "two months back", "a few years back", "10 days ago", "a month ago",
  "in the last 2 years", "over the past few weeks", "in the past year", "the last 6 months", "the year before last", "the summer before last",
  "early October 2024", "mid October 2024", "late October 2024", "mid-October 2024", "early 2023", "late 2023", "end of March",
  "the weekend of 14 June", "the weekend of 14 June 2025", "last Christmas", "last Easter", "last Thanksgiving", "last weekend",
  "lunch at noon", "lunchtime in Lisbon", "dinner around 7pm", "after dark in Tokyo", "daytime", "at sunrise", "sunset", "beach at sunset",
  "in the early morning", "late at night", "early morning run", "late afternoon", "at midnight",
  "sun on the beach", "photos I may have taken", "the protest march", "marching band", "cat sat on a bench", "wed in Paris", "fri night drinks",
  "Jan at the beach", "an august building", "second photo", "in may", "May 2024", "last march", "march", "since March", "14 march 2023",
  "Seattle trip in March", "yesterday", "last summer", "two weeks ago", "for the first time", "on sat", "sunday morning",
  "party last night", "the first week of May", "the last week of August 2024", "the early '90s", "earlier this year", "roughly 3 years ago",
  "fireworks after 10 pm", "the city during the day", "dinner at 7pm on 14 July 2024", "since may", "April at the beach", "got wed in a barn",
];

for (const query of PHRASINGS) {
  const plan = parseQuery(query, NOW, CONTEXT);
  const t = plan.time;
  const day = (ms: number | undefined) => (ms === undefined ? null : floatingIso(ms).slice(0, 10));
  console.log(JSON.stringify({ query, label: t?.label ?? null, from: day(t?.ranges?.[0]?.[0]), to: day(t?.ranges?.at(-1)?.[1]), hours: t?.hours ?? null, weekend: t?.weekend ?? null, anyYear: t?.anyYear?.length ?? 0, words: plan.words, people: plan.people.map((p) => p.label) }));
}
