import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { otherSpellings } from "../words/terms";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);

/** Flight and train codes as a ticket prints them: capitals and a number. */
const CODES: Array<[string, string]> = [["LH", "2034"], ["IB", "3170"], ["AS", "331"], ["ICE", "579"], ["BA", "117"], ["UA", "2901"]];
const WRITTEN: Array<(l: string, d: string) => string> = [(l, d) => `${l} ${d}`, (l, d) => `${l}${d}`];
/** Typed glued, as the graph is asked; typed apart, the full-text index's words meet the printed code (`otherSpellings`). */
const ASKED: Array<(l: string, d: string) => string> = [(l, d) => `my ${l}${d} ticket`, (l, d) => `${l.toLowerCase()}${d}`, (l, d) => `the ${l}${d} boarding pass`];

async function ticketsLibrary(texts: Record<string, string>) {
  const lib = library();
  for (const id of Object.keys(texts)) lib.add(id, { taken_ms: Date.UTC(2025, 2, 1, 12) });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, analysis: async () => Object.keys(texts).map((id) => ({ id, tags: "[]", ocr_text: texts[id]!, objects: "[]", faces: 0, version: "1" })) });
  return async (query: string) => {
    const plan = parseQuery(query, NOW, index.parseContext());
    return { time: plan.time?.label ?? null, found: (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort() };
  };
}

describe("a code read in a photo, typed apart or glued", () => {
  it("finds the ticket however the code is printed and typed, and reads no year into it (code × print × typing)", async () => {
    const misses: string[] = [];
    let asked = 0;
    for (const [w, written] of WRITTEN.entries()) {
      const texts = Object.fromEntries(CODES.map(([l, d]) => [`${l}${d}`, `BOARDING PASS\n${written(l, d)}\nGATE C14`]));
      const ask = await ticketsLibrary(texts);
      for (const [l, d] of CODES) {
        for (const typed of ASKED) {
          const query = typed(l, d);
          const { time, found } = await ask(query);
          if (time !== null || !found.includes(`${l}${d}`) || found.length !== 1) misses.push(`${query} (printed ${w ? "glued" : "apart"}): ${found.join(",")} time ${time}`);
          asked++;
        }
      }
    }
    expect(misses).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(30);
  });

  it("reads no year into a code typed apart, and keeps its words", () => {
    for (const query of ["LH 2034", "boarding pass LH 2034", "my UA 2901 flight"]) {
      const plan = parseQuery(query, NOW);
      expect([query, plan.time]).toEqual([query, null]);
      expect(plan.words).toEqual(expect.arrayContaining([query.split(" ").at(query.includes("flight") ? -2 : -1)!.toLowerCase()]));
    }
  });

  it("writes a printed code the other way for the full-text index", () => {
    expect(otherSpellings("BOARDING PASS\nLH 2034")).toContain("lh2034");
    expect(otherSpellings("IB3170 MAD")).toEqual(expect.arrayContaining(["ib", "3170"]));
    // Capitals only: a sentence's "in 2023" is no code.
    expect(otherSpellings("we were there in 2023")).not.toContain("in2023");
  });

  it("still reads a year after a place's code or a city's initials", () => {
    expect(parseQuery("trip to the UK 2019", NOW).time?.label).toBe("2019");
    expect(parseQuery("NYC 2019", NOW).time?.label).toBe("2019");
    expect(parseQuery("photos from 2023", NOW).time?.label).toBe("2023");
    expect(parseQuery("Alpen-2025 poster", NOW).time).toBeNull();
  });
});
