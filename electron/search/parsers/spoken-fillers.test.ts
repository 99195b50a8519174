import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import { unstretched } from "../../words/stretched-words";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
const PEOPLE = [{ name: "Maya Patel", relation: "daughter" }];

/** What a voice hesitates or leans on, as dictation writes it, some drawn out. */
const FILLERS = ["um", "ummm", "uhh", "so", "sooo", "like", "basically", "hmm", "erm", "yeah", "actually", "anyway"];
/** Where it is said: first, after the first word, last. */
const AT = [(q: string, f: string) => `${f} ${q}`, (q: string, f: string) => q.replace(/^(\S+)/, `$1 ${f}`), (q: string, f: string) => `${q} ${f}`];
const QUERIES = ["the beach at sunset", "maya with the dog in 2024", "pics of the cabin last summer"];

const read = (query: string) => {
  const plan = parseQuery(query, NOW, { people: PEOPLE });
  return [plan.words, plan.people, plan.time?.ranges ?? null];
};

describe("a word a voice fills a pause with is no word to find", () => {
  const grid = FILLERS.flatMap((filler) => AT.flatMap((at) => QUERIES.map((query) => [at(query, filler), query] as const)));
  it("covers at least 50 fillers, places and queries", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("reads each query as it reads it without the filler (filler x place x query)", () => {
    const wrong = grid.filter(([said, query]) => JSON.stringify(read(said)) !== JSON.stringify(read(query))).map(([said]) => `${said}: ${JSON.stringify(read(said))}`);
    expect(wrong).toEqual([]);
  });
});

describe("a word typed stretched is the word it stretches", () => {
  it.each([
    ["sooo", "so"], ["ummm", "um"], ["pleeease", "please"], ["loooong", "long"], ["cuuute", "cute"], ["sooon", "soon"], ["goood", "good"], ["beeeach", "beach"], ["doggggs", "dogs"],
  ])("%s is %s", (stretched, word) => expect(unstretched(stretched)).toBe(word));

  it("leaves a word no letter of which runs three times, and a letter alone repeated, as typed", () => {
    for (const word of ["beach", "coffee", "zzz", "www", "xxx", "iii", "aaa"]) expect(unstretched(word)).toBe(word);
  });

  it("finds the word in a query: 'sunsets at the beeeach' reads 'beach'", () => {
    expect(parseQuery("sunsets at the beeeach", NOW, {}).words).toEqual(parseQuery("sunsets at the beach", NOW, {}).words);
  });
});
