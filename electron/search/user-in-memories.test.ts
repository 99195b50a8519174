import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** Memories that put the user in the photo, and memories that say "me" or "I" of someone behind the camera or elsewhere. */
const IN_IT = ["{} and me at the lake", "me with {} after the race", "{} took this one of me", "a picture of myself and {} on the ferry", "{}, Tom and me at dinner", "ME AND {}!!"];
const NOT_IN_IT = ["{} sent me this from Lisbon", "remind me to print this for {}", "I took this of {} from the bridge"];
const FRAMES = ["me and {}", "photos of {} and me", "{} with me", "pics of me", "me"];
const NAMES = ["Priya", "Ingrid"];

async function album(name: string, userNamed = false) {
  const lib = library();
  [...IN_IT, ...NOT_IN_IT].forEach((memory, i) => {
    lib.add(`m${i}`, { taken_ms: Date.UTC(2024, 4, 1 + i) });
    lib.memories.push({ photo_id: `m${i}`, text: memory.replace("{}", name) });
  });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => (userNamed ? [{ name: "Sam", relation: "me" }] : []) });
  return index;
}

describe("a memory that says 'me' puts the user in its photo, where no one in People is the user", async () => {
  const grid = NAMES.flatMap((name) => FRAMES.flatMap((frame) => [...IN_IT, ...NOT_IN_IT].map((memory, i) => ({ name, query: frame.replace("{}", name), memory: memory.replace("{}", name), id: `m${i}`, inIt: i < IN_IT.length }))));
  const indexes = new Map(await Promise.all(NAMES.map(async (name) => [name, await album(name)] as const)));
  const found = async (index: LibraryIndex, query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] })).passing.map((c) => c.id);

  it("covers at least 50 memories and questions", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' and the memory '$memory'", async ({ name, query, id, inIt }) => {
    const ids = await found(indexes.get(name)!, query);
    if (inIt) expect(ids).toContain(id);
    else expect(ids).not.toContain(id);
  });

  it("leaves the user to People once someone there is the user", async () => {
    const index = await album("Priya", true);
    const plan = parseQuery("me and Priya", NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    expect(plan.people.map((p) => p.label)).toEqual(["Sam"]);
    expect(await found(index, "me and Priya")).toEqual([]);
  });
});
