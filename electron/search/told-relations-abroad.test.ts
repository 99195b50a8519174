import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { peopleWithToldRelations } from "./told-relations";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** A relation, how a memory says it in other languages, and how a query asks for it. */
const RELATIONS = [
  { relation: "brother", said: ["mi hermano", "mon frère", "mein Bruder"], asked: ["photos with my brother", "pics of my bro"] },
  { relation: "grandmother", said: ["mi abuela", "babcia", "la nonna"], asked: ["pics of my grandmother", "granny"] },
  { relation: "sister", said: ["mi hermana", "meine Schwester", "ma soeur"], asked: ["my sister", "photos with sis"] },
];
/** The person as tagged, and as the memory names them: the first name, or a short form of it. */
const PEOPLE = [
  { tagged: "Josep Ferrer", written: "Josep" },
  { tagged: "Dolores Martí", written: "Lola" },
  { tagged: "Małgorzata Nowak", written: "Gosia" },
];

async function libraryTelling(memory: string, tagged: string, people: Array<{ name: string; relation: string | null }> = []) {
  const lib = library();
  // Two photos of the person, one of someone else, and the memory on a photo of nobody tagged.
  lib.add("a", { people: tagged, taken_ms: Date.UTC(2024, 4, 1) });
  lib.add("b", { people: tagged, taken_ms: Date.UTC(2025, 4, 1) });
  lib.add("c", { people: "Someone Else", taken_ms: Date.UTC(2025, 5, 1) });
  lib.add("d", { taken_ms: Date.UTC(2025, 6, 1) });
  lib.memories.push({ photo_id: "d", text: memory });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => people });
  return index;
}

async function found(query: string, index: LibraryIndex) {
  const plan = parseQuery(query, NOW, { ...index.parseContext(), people: peopleWithToldRelations(index) });
  return { plan, ids: (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id) };
}

describe("a relation a memory tells in another language, of a name or its short form ('mi hermano Pau', 'babcia Gosia')", () => {
  const grid = RELATIONS.flatMap(({ said, asked }) => said.flatMap((words) => PEOPLE.flatMap((person) => asked.map((query) => ({ words, person, query })))));
  it("covers at least 50 combinations of relation word, language, name form and query", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$words $person.written' makes '$query' find $person.tagged's photos", async ({ words, person, query }) => {
    const index = await libraryTelling(`Cena en casa con ${words} ${person.written}, la noche antes de la boda`, person.tagged);
    const { plan, ids } = await found(query, index);
    expect(plan.people.flatMap((p) => p.names)).toContain(person.tagged);
    expect(ids).toEqual(expect.arrayContaining(["a", "b"]));
    expect(ids).not.toContain("c");
  });

  it("leaves a relation given in People as it is, and a boy no one's son", async () => {
    const index = await libraryTelling("mi hermano Josep y el chico Pau", "Josep Ferrer", [{ name: "Josep Ferrer", relation: "my cousin" }]);
    expect((await found("my brother", index)).plan.people).toEqual([]);
    expect((await found("my son", index)).plan.people).toEqual([]);
  });
});
