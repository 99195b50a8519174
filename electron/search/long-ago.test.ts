import { describe, expect, it } from "vitest";
import { utc } from "./calendar";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 29, 12);
const CONTEXT = { years: [2021, 2026] as [number, number] };

/** Long ago said with no number, and the unit each means: a plural is more than two of it, the rest two years. */
const CUES: Array<[string, "day" | "week" | "month" | "year" | "decade"]> = [
  ["years ago", "year"], ["many years back", "year"], ["some years ago", "year"], ["so many years ago", "year"],
  ["months ago", "month"], ["weeks back", "week"], ["decades ago", "decade"], ["days earlier", "day"],
  ["ages ago", "year"], ["a long time ago", "year"], ["a long long time ago", "year"], ["eons ago", "year"], ["an age ago", "year"],
  ["long ago", "year"], ["from way back", "year"],
];

/** Where the cue sits in the sentence. */
const SLOTS: Array<(cue: string) => string> = [(c) => `photos from ${c}`, (c) => `${c}`, (c) => `beach pics from ${c}`, (c) => `${c} at the beach`];

const BEFORE: Record<string, number> = {
  year: utc(2024, 10, 29), month: utc(2026, 8, 29), week: utc(2026, 10, 15), decade: utc(2006, 10, 29), day: utc(2026, 10, 27),
};

describe("long ago said with no number", () => {
  const cases = CUES.flatMap(([cue, unit]) => SLOTS.map((slot) => ({ query: slot(cue), unit })));

  it("covers at least 50 combinations of cue and place in the sentence", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query' is everything taken more than two of its unit ($unit) ago", ({ query, unit }) => {
    const plan = parseQuery(query, NOW, CONTEXT);
    expect(plan.time?.label).toBe(`more than 2 ${unit}s ago`);
    expect(plan.time?.ranges?.[0]?.[1]).toBe(BEFORE[unit]! + 86_400_000);
    expect(plan.words).not.toContain("ago");
    expect(plan.words).not.toContain("years");
  });

  it("leaves a counted time to the window around its day", () => {
    expect(parseQuery("3 years ago", NOW, CONTEXT).time?.label).toBe("Jan 2023 – Apr 2024");
    expect(parseQuery("a few years ago", NOW, CONTEXT).time?.label).not.toMatch(/^more than/);
    expect(parseQuery("photos from two months back", NOW, CONTEXT).time?.label).toMatch(/^around /);
  });

  it("leaves a time of year said with earlier years to every year", () => {
    expect(parseQuery("on this day years ago", NOW, CONTEXT).time?.label).toMatch(/earlier years/);
    expect(parseQuery("March in years gone by", NOW, CONTEXT).time?.label).toMatch(/earlier years/);
  });

  it("reads no time into 'back'", () => {
    expect(parseQuery("photos back home", NOW, CONTEXT).time).toBeNull();
    expect(parseQuery("my back", NOW, CONTEXT).time).toBeNull();
    expect(parseQuery("the back of the boat", NOW, CONTEXT).time).toBeNull();
  });
});

/** A stretch said with no length, and what it reads as: some time is over a month, a long one years, a short one since yesterday. */
const STRETCHES: Array<[string, string]> = [
  ["a while ago", "more than a month ago"], ["a while back", "more than a month ago"], ["quite a while ago", "more than a month ago"],
  ["some time ago", "more than a month ago"], ["a spell back", "more than a month ago"],
  ["a long while ago", "more than 2 years ago"], ["a good while back", "more than 2 years ago"],
  ["a moment ago", "since yesterday"], ["a minute ago", "since yesterday"], ["a bit ago", "since yesterday"], ["a second ago", "since yesterday"],
];

describe("a stretch of time said with no length", () => {
  const cases = STRETCHES.flatMap(([cue, label]) => SLOTS.map((slot) => ({ query: slot(cue), label })));

  it("covers at least 40 combinations of cue and place in the sentence", () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases)("'$query' is $label", ({ query, label }) => {
    const plan = parseQuery(query, NOW, CONTEXT);
    expect(plan.time?.label).toBe(label);
    expect(plan.words.filter((w) => !["beach"].includes(w))).toEqual([]);
  });

  it("bounds some time at a month before today and a short one at yesterday", () => {
    expect(parseQuery("a while ago", NOW, CONTEXT).time?.ranges?.[0]?.[1]).toBe(utc(2026, 9, 29) + 86_400_000);
    expect(parseQuery("a moment ago", NOW, CONTEXT).time?.ranges?.[0]).toEqual([utc(2026, 10, 28), utc(2026, 10, 30)]);
  });

  it("leaves a counted stretch to its own reading", () => {
    expect(parseQuery("5 minutes ago", NOW, CONTEXT).time?.label).not.toBe("since yesterday");
    expect(parseQuery("two weeks ago", NOW, CONTEXT).time?.label).not.toMatch(/^more than/);
  });
});
