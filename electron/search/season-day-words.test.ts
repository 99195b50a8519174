import { describe, expect, it } from "vitest";
import { CASINGS, casedQueries, PLAIN_PLACES, PLAIN_SUBJECTS, patternRuns } from "../testing/pattern-runs";
import { readTime } from "./time-constraint";

// Monday 30 November 2026, noon.
const CONTEXT = { now: new Date(2026, 10, 30, 12), years: [2015, 2026] as [number, number] };

/** The patterns of the readers of every week's days, every year's seasons and weekends, each by a part of its source no other has. */
const READERS: Array<[string, string, string]> = [
  ["weekdays", String.raw`(?:on\s+a|every|any)\s+`, "every Sunday"],
  ["weekday lists", String.raw`\s*(?:,|&|/|\band\b|\bor\b|,\s*(?:and|or)\b)\s*(?:on\s+)?(?:sunday`, "mondays and wednesdays"],
  ["weekday in a year", "black|cyber|good|holy", "sunday 2021"],
  ["recurring season", String.raw`(?:(?:in|during)\s+(?:the\s+)?|every\s+)(spring`, "in the summer"],
  ["bare season", "hot|mineral|thermal", "winter photos"],
  ["fall", String.raw`\b(fall)(?=`, "fall colours"],
  ["weekends", String.raw`(weekend|weekday)s?`, "on weekends"],
  ["during the week", String.raw`(?:during|in)\s+the\s+(week)`, "during the week"],
];

/** How many times each reader's pattern ran while the query's time was read. */
function runs(query: string): Record<string, number> {
  return patternRuns(() => readTime(query, CONTEXT), (p) => READERS.find(([, part]) => p.source.includes(part))?.[0] ?? null);
}

describe("the readers of weekdays, seasons and weekends, given a query without a day's name, a season or a week", () => {
  it("run none of their patterns, and the time is read as before (5 subjects x 4 places x 3 times x 3 cases)", () => {
    const labels: Record<string, string> = { "march 2024": "March 2024", "2019": "2019", "2021": "2021" };
    const queries = casedQueries(PLAIN_SUBJECTS, PLAIN_PLACES, ["in March 2024", "from 2019", "in 2021"]);
    for (const query of queries) {
      expect(runs(query), query).toEqual({});
      expect(readTime(query, CONTEXT)?.label, query).toBe(labels[/(march 2024|2019|2021)$/i.exec(query)![1]!.toLowerCase()]);
    }
    expect(queries.length).toBe(180);
  });

  it("still read their own phrases however they are cased (8 phrases x 3 cases x 2 frames)", () => {
    const expected: Record<string, string> = {
      "every Sunday": "Sundays", "mondays and wednesdays": "Mondays and Wednesdays", "sunday 2021": "Sundays in 2021", "in the summer": "any summer",
      "winter photos": "any winter", "fall colours": "any autumn", "on weekends": "weekends", "during the week": "weekdays",
    };
    let cases = 0;
    for (const [, , phrase] of READERS)
      for (const cased of CASINGS)
        for (const frame of ["{} in Lisbon", "dogs {}"]) {
          const query = cased(frame.replace("{}", phrase));
          expect(readTime(query, CONTEXT)?.label.toLowerCase(), query).toBe(expected[phrase]!.toLowerCase());
          cases++;
        }
    expect(cases).toBe(48);
  });

  it("reads a season's name written with a long s (ſ), which its pattern's case folding takes for an s, as that season", () => {
    // "ſummer" matched the season's pattern (iu) and then named no season: the parse threw and fell back to the words.
    for (const [query, season] of [["ſummer photos", "summer"], ["ſpring pics", "spring"], ["beach ſummer", "summer"]] as const) {
      expect(readTime(query, CONTEXT)?.label.toLowerCase(), query).toContain(season);
    }
  });
});


describe("a time of every year with a year counted back from now, said before or after it", () => {
  // Said in November 2026: "last year" is 2025, "two years ago" 2024, "this year" 2026.
  const times = [["Christmas", "christmas"], ["Easter", "easter"], ["Halloween", "halloween"], ["Thanksgiving", "thanksgiving"], ["summer", "summer"], ["winter", "winter"]] as const;
  const backs = [["last year", 2025], ["two years ago", 2024], ["3 years back", 2023], ["the year before last", 2024], ["this year", 2026]] as const;

  it("is that time of that year (6 times x 5 years back x 2 orders)", () => {
    const misread: string[] = [];
    for (const [label, said] of times) {
      for (const [back, year] of backs) {
        const preposition = /summer|winter/.test(said) ? "in" : "at";
        for (const query of [`${said} ${back}`, `${back} ${preposition} ${said}`]) {
          const time = readTime(query, CONTEXT);
          if (!time || time.ranges?.length !== 1 || !time.label.includes(label) || !time.label.includes(String(year))) misread.push(`${query} -> ${time?.label} (${time?.ranges?.length} ranges)`);
        }
      }
    }
    expect(misread).toEqual([]);
  });
});
