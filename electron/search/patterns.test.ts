import { afterEach, describe, expect, it } from "vitest";
import { pattern } from "./patterns";
import { parseQuery } from "./query-parser";

const SOURCES = [String.raw`\bmarch\b`, String.raw`(\d{4})`, String.raw`\b(?:last|this)\s+summer\b`, "a|b|c", String.raw`(?<=\bthe\s+)week`, String.raw`\p{L}+`, "x*", String.raw`\s+$`, "^(?:on|in)", String.raw`(?:19|20)\d{2}`];
const FLAGS = ["", "i", "g", "gi", "iu", "y"];

describe("patterns made once", () => {
  it("are one object per source and flags, as new RegExp would make it, and another for any other (60 combinations)", () => {
    const seen = new Set<RegExp>();
    for (const source of SOURCES) {
      for (const flags of FLAGS) {
        const made = pattern(source, flags);
        expect(pattern(source, flags)).toBe(made);
        expect([made.source, made.flags]).toEqual([new RegExp(source, flags).source, new RegExp(source, flags).flags]);
        seen.add(made);
      }
    }
    expect(seen.size).toBe(SOURCES.length * FLAGS.length);
  });

  it("start from the beginning each time they are asked for, as a new pattern would, global or sticky (60 combinations)", () => {
    for (const word of ["march", "june", "may", "july", "august", "april", "winter", "summer", "spring", "autumn"]) {
      for (const flags of ["g", "gi", "y", "yi", "gu", "giu"]) {
        const text = `${word} ${word}`;
        const first = pattern(word, flags);
        first.exec(text);
        expect(first.lastIndex, `${word} /${flags}`).toBe(word.length);
        expect(pattern(word, flags).lastIndex).toBe(0);
        expect(pattern(word, flags).exec(text)?.index).toBe(new RegExp(word, flags).exec(text)?.index);
      }
    }
  });
});

describe("reading a query's time again", () => {
  const real = globalThis.RegExp;
  afterEach(() => {
    globalThis.RegExp = real;
  });

  const TIMES = ["in March 2024", "last summer", "two years ago", "on Saturdays", "between Christmas and New Year", "the week before Easter 2023", "from June to August", "in the last 3 months", "mornings in 2022", "summer 2021 but not July", "early October", "the spring of two years ago", "in winter"];
  const SAID = [(t: string) => `Seattle ${t}`, (t: string) => `photos of Leo ${t}`, (t: string) => `${t} at the beach`, (t: string) => `the receipt from the IKEA trip ${t}`];

  it("makes no pattern anew once each has been made (52 queries)", () => {
    const now = new Date(2026, 10, 29, 12);
    const queries = TIMES.flatMap((t) => SAID.map((say) => say(t)));
    expect(queries.length).toBeGreaterThanOrEqual(50);
    const first = queries.map((q) => parseQuery(q, now).time);
    let made = 0;
    globalThis.RegExp = new Proxy(real, {
      construct(target, args: [string | RegExp, string?]) {
        made++;
        return new target(...args);
      },
    });
    const again = queries.map((q) => parseQuery(q, now).time);
    globalThis.RegExp = real;
    expect(again).toEqual(first);
    expect(made).toBe(0);
  });
});
