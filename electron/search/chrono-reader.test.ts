import * as chrono from "chrono-node";
import { describe, expect, it } from "vitest";
import { chronoReader, skippedParsers } from "./chrono-reader";

// Sunday 22 November 2026, noon, and a leap day: readings that depend on today are read on both.
const NOWS = [new Date(2026, 10, 22, 12), new Date(2024, 1, 29, 8, 30)];

const TIMES = [
  "July 2024", "14 July 2024", "July 14th, 2024", "14/07/2024", "7/14/2024", "2024-07-14", "2024-07-14T10:30", "2024/07", "Jul '24",
  "in March", "in may", "March", "sept 2023", "Sept. 3", "on the 3rd of December", "the 1st to the 5th of May", "May 3-5", "December 24 - 26, 2023",
  "2023", "2023 onwards", "since 2019", "from 2019 to 2021", "between March and May 2025", "in the 90s", "the '80s", "1999",
  "last spring", "this summer", "summer of 2024", "winter 2022", "last year", "this month", "last week", "the year before last",
  "yesterday", "today", "tonight", "tomorrow", "yesterday evening", "this morning", "last night", "the day before yesterday",
  "3 years ago", "two weeks ago", "a month ago", "10 minutes ago", "an hour earlier", "3 days before", "a couple of years ago", "half an hour ago",
  "3 days later", "2 weeks after", "5 days from now", "a week out", "in 5 minutes", "within a week", "for 2 hours", "in 3 days", "within about 2 months",
  "next 2 weeks", "past 3 months", "last 2 years", "+2 days", "-3 days", "this week", "next month",
  "monday", "last tuesday", "on Friday", "this weekend", "the weekend of 14 June", "last weekend", "sat", "sunday morning", "weekday mornings", "Wed 5 June",
  "at 9", "at 9pm", "7pm", "around 7pm", "at noon", "at midnight", "10:30", "10:30 am", "at 9 on 14 July", "14 July at 9pm", "9pm EST", "14 July 2024 10:00 +0200",
  "Christmas", "at Christmas", "Christmas 2023", "new year's eve", "black friday 2024", "easter", "thanksgiving", "the first weekend of May 2024",
  "early October", "mid-March", "late 2023", "the end of last year", "the beginning of summer 2025", "Q3 2024", "the first half of 2023",
  "recently", "the other day", "a while ago", "back in '19", "August '25", "the week of 3 March",
  "in a couple of weeks", "a couple     days ago", "within half an hour", "in 1.5 hours", "last 3d", "past 2 yrs", "next few days", "in several months",
  "for the day", "in 2h", "+1w", "1d2h later", "3 daysago", "the 2010s", "phones in Vegas", "at Christmas as kids", "them", "half a day out",
  "after the wedding on 14 July 2024", "a day out on 3 May", "2 days before Christmas", "the week before last", "two years earlier in June",
];

const AROUND = [(t: string) => t, (t: string) => `beach ${t}`, (t: string) => `photos of Leo ${t} with the dog`, (t: string) => `gifts for them ${t}`, (t: string) => t.toUpperCase()];

/** All that a parse says, so that two parses compare equal only if they read the same. */
function reading(results: chrono.ParsedResult[]) {
  const components = (c: chrono.ParsedComponents | null) =>
    c && {
      date: c.date().getTime(),
      tags: [...c.tags()].sort(),
      parts: (["year", "month", "day", "weekday", "hour", "minute", "second", "millisecond", "meridiem", "timezoneOffset"] as const).map((k) => [k, c.get(k), c.isCertain(k)]),
    };
  return results.map((r) => ({ index: r.index, text: r.text, start: components(r.start), end: components(r.end ?? null) }));
}

describe("the chrono that reads time phrases", () => {
  it("reads what chrono's English casual reads, on a few hundred phrasings", () => {
    const phrasings = TIMES.flatMap((t) => AROUND.map((around) => around(t)));
    expect(phrasings.length).toBeGreaterThan(500);
    for (const now of NOWS) {
      for (const phrasing of phrasings) {
        for (const option of [{ forwardDate: false }, {}]) {
          expect(reading(chronoReader().parse(phrasing, now, option)), phrasing).toEqual(reading(chrono.en.casual.parse(phrasing, now, option)));
        }
      }
    }
  });

  it("still finds, by name, every parser it skips on a text without its cue", () => {
    const names = chrono.en.configuration.createCasualConfiguration().parsers.map((parser) => parser.constructor.name);
    expect(names).toEqual(expect.arrayContaining(skippedParsers()));
    expect(chronoReader().parsers.filter((parser) => parser.constructor.name !== "Object")).toHaveLength(names.length - skippedParsers().length);
  });

  it("is built once", () => {
    expect(chronoReader()).toBe(chronoReader());
  });
});
