import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
const CONTEXT = { people: [{ name: "Samantha Nguyen", relation: null }] };

const NOUNS = ["day", "week", "year", "moment", "afternoon"];
const SUBJECTS = ["I", "we", "that we", "when I", "Sam and I", "my sister", "Javi"];
const VERBS = ["moved", "graduated"];

describe("a time a clause remembers ('the day we moved') is no word to find; the clause's verb is", () => {
  const grid = NOUNS.flatMap((noun) => SUBJECTS.flatMap((subject) => VERBS.map((verb) => [noun, subject, verb] as const)));
  it("covers at least 50 combinations of time, subject and verb", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'the %s %s %s'", (noun, subject, verb) => {
    const plan = parseQuery(`the ${noun} ${subject} ${verb}`, NOW, CONTEXT);
    expect(plan.words).not.toContain(noun);
    expect(plan.words).toContain(verb);
  });

  it("leaves a thing described, and a time without a clause, as before", () => {
    expect(parseQuery("the chair I bought", NOW, CONTEXT).words).toEqual(["chair"]);
    expect(parseQuery("a sunny day", NOW, CONTEXT).words).toContain("sunny");
    expect(parseQuery("the day before yesterday", NOW, CONTEXT).time?.ranges).toHaveLength(1);
  });
});

describe("the moment a remembered clause says is what to find: nothing saying it is no such photo ('the day Javi proposed')", async () => {
  const { library } = await import("../../testing/memory-library");
  const { LibraryIndex } = await import("../../index/library-index");
  const { retrieve } = await import("../retrieve");
  const VERBS = ["proposed", "announced", "apologised", "confessed", "promised"];
  const SAID = ["the day Javi {v}", "the night javi {v}", "the year Javi {v}", "the moment when Javi {v}", "the afternoon that Javi {v}", "the week Javi {v}"];
  async function answer(query: string, memory: string | null) {
    const lib = library();
    lib.add("a", { people: "Javier Morales", taken_ms: Date.UTC(2024, 4, 1, 20) });
    // Taken in the part of the day the query says, where it says one.
    lib.add("b", { people: "Javier Morales", taken_ms: Date.UTC(2025, 4, 1, /afternoon/.test(query) ? 15 : 22) });
    if (memory) lib.memories.push({ photo_id: "b", text: memory });
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    return (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id);
  }
  const grid = VERBS.flatMap((verb) => SAID.map((said) => [said.replace("{v}", verb), verb] as const));
  it("covers at least 30 moments, 60 answers", () => expect(grid.length * 2).toBeGreaterThanOrEqual(60));

  it.each(grid)("'%s': none where nothing says it, the photo whose memory does", async (query, verb) => {
    expect(await answer(query, null)).toEqual([]);
    expect(await answer(query, `Javi ${verb} on the beach`)).toContain("b");
  });
});
