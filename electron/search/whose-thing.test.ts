import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

const NAMES = ["Matiu", "Aroha", "Ciarán", "Priya", "Kwame", "Ingrid", "Tomasz", "Leilani"];
/** Asked for as someone to see, and as whose a thing is. */
const SEEN = ["photos of {n}", "{n}", "pics with {n}", "{n} in 2025"];
const OWNED = ["{n}'s new ute", "{n}'s ute", "{n}’s old ute"];

const person = JSON.stringify([{ label: "person", score: 0.9, box: [0.2, 0.1, 0.6, 0.9] }]);

async function album(name: string) {
  const lib = library();
  const at = (day: number) => ({ taken_ms: Date.UTC(2025, 5, day, 12) });
  lib.add("face", { ...at(1), people: name });
  lib.add("party", at(2));
  lib.looked("party", person);
  lib.memories.push({ photo_id: "party", text: `${name} at the party, back to the camera` });
  // Looked at, and nobody seen: the memory names whose the thing is, or who saw it.
  lib.add("ute", at(3));
  lib.looked("ute");
  lib.memories.push({ photo_id: "ute", text: `${name}'s new ute, so proud of it` });
  lib.add("rocket", at(4));
  lib.looked("rocket");
  lib.memories.push({ photo_id: "rocket", text: `${name} was stoked to see a real rocket` });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [{ name, relation: "brother" }] });
  return index;
}

describe("someone a memory names, in a photo where nobody was seen", () => {
  const grid = NAMES.flatMap((name) => [...SEEN, ...OWNED].map((frame) => ({ name, query: frame.replace("{n}", name), owned: OWNED.includes(frame) })));

  it("covers at least 50 names and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("is not in it, but it is theirs where the query says whose (name x frame)", async () => {
    const wrong: string[] = [];
    for (const name of NAMES) {
      const index = await album(name);
      for (const { query, owned } of grid.filter((g) => g.name === name)) {
        const plan = parseQuery(query, NOW, index.parseContext());
        const ids = (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
        const expected = owned ? ["ute"] : ["face", "party"];
        if (ids.join() !== expected.join()) wrong.push(`${query}: ${JSON.stringify(ids)} (owner ${plan.people[0]?.owner ?? false})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads whose only before a thing: not before a photo, someone, or an occasion", () => {
    const context = { people: [{ name: "Matiu", relation: "brother" }] };
    for (const query of ["Matiu's photos", "Matiu's sister", "Matiu's friends", "Matiu's wedding"]) expect(parseQuery(query, NOW, context).people[0]?.owner, query).toBeUndefined();
    expect(parseQuery("my brother's car", NOW, context).people[0]?.owner).toBe(true);
  });
});
