import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { peopleWithToldRelations, relationsTold, withToldRelations } from "./told-relations";

const NOW = new Date(2026, 10, 22, 12);

/** Ways a memory tells who someone is ({r}: the relation word, {n}: the name). */
const STATEMENTS = ["my {r} {n} at the lake", "{n}, my {r}, at the lake", "Lunch with {n} (my {r})", "our {r} {n} on the beach", "Picnic with my little {r} {n}"];
/** A relation as told, and as asked for again in other words of the same relation. */
const RELATIONS: Array<{ told: string; asked: string[]; name: string }> = [
  { told: "brother", asked: ["my brother", "my bro", "our brother"], name: "Sam" },
  { told: "daughter", asked: ["my daughter", "our daughter"], name: "Mia" },
  { told: "husband", asked: ["my husband", "my hubby"], name: "Raj" },
  { told: "sister", asked: ["my sister", "my sis"], name: "Nora" },
  { told: "friend", asked: ["my friend", "my buddy"], name: "Omar" },
];
/** How the library knows the person's other photo: another memory names them, or a face tag does. */
const OTHER_PHOTO = ["memory", "tag"] as const;

async function libraryWith(memories: Array<[string, string]>, tagged: Array<[string, string]> = [], people: Array<{ name: string; relation: string | null }> = []) {
  const lib = library();
  const ids = new Set([...memories.map(([id]) => id), ...tagged.map(([id]) => id), "decoy"]);
  for (const id of ids) lib.add(id, { lat: 52.5, lon: 13.4, place: "Berlin", people: tagged.find(([t]) => t === id)?.[1] ?? "" });
  lib.memories.push(...memories.map(([photo_id, text]) => ({ photo_id, text })), { photo_id: "decoy", text: "Zed at the park" });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => people });
  return { lib, index };
}

async function found(query: string, { lib, index }: Awaited<ReturnType<typeof libraryWith>>): Promise<string[]> {
  const plan = parseQuery(query, NOW, { ...index.parseContext(), people: peopleWithToldRelations(index) });
  return (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
}

describe("relations the user's memories tell", () => {
  it("a relation told in a memory reaches every photo of that person (statement × relation × other photo × asked)", async () => {
    let asked = 0;
    const misses: string[] = [];
    for (const statement of STATEMENTS) {
      for (const relation of RELATIONS) {
        for (const other of OTHER_PHOTO) {
          const told = statement.replace("{r}", relation.told).replace("{n}", relation.name);
          const otherMemory: Array<[string, string]> = other === "memory" ? [["other", `${relation.name} and me at the market`]] : [];
          const otherTag: Array<[string, string]> = other === "tag" ? [["other", relation.name]] : [];
          const library_ = await libraryWith([["told", told], ...otherMemory], otherTag);
          for (const query of relation.asked) {
            const got = await found(`photos of ${query}`, library_);
            if (got.join() !== "other,told") misses.push(`${told} / ${other} / ${query}: ${got.join(",")}`);
            asked++;
          }
        }
      }
    }
    expect(misses).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  }, 240_000);

  it("a group told of several people makes each of them one of the group, and the one their name says", async () => {
    const said = ["{a} and {b}, our kids, at the zoo", "our kids {a} and {b} at the zoo", "The zoo with {a} and {b} (our children)"];
    const misses: string[] = [];
    for (const statement of said) {
      const library_ = await libraryWith([["told", statement.replace("{a}", "Mia").replace("{b}", "Leo")], ["mia", "Mia on the swing"], ["leo", "Leo asleep"]]);
      for (const [query, expected] of [["the kids", "leo,mia,told"], ["my children", "leo,mia,told"], ["my daughter", "mia,told"], ["my son", "leo,told"]] as const) {
        const got = await found(query, library_);
        if (got.join() !== expected) misses.push(`${statement} / ${query}: ${got.join(",")}`);
      }
    }
    expect(misses).toEqual([]);
  }, 120_000);

  it("a relation given in People wins over one read from a memory", async () => {
    const library_ = await libraryWith([["told", "my brother Sam at the lake"], ["other", "Sam and me at the market"]], [], [{ name: "Sam", relation: "my cousin" }]);
    expect(await found("photos of my cousin", library_)).toEqual(["other", "told"]);
    expect(await found("photos of my brother", library_)).not.toContain("other");
    // Who the user said their husband is stays who "my husband" is.
    expect(withToldRelations([{ name: "Raj", relation: "my husband" }], [{ name: "Tom", relation: "husband" }])).toEqual([{ name: "Raj", relation: "my husband" }]);
  }, 60_000);

  it("reads only relations said of a name, not a relation's own things", () => {
    expect(relationsTold("my brother's car")).toEqual([]);
    expect(relationsTold("the boy Leo met at school")).toEqual([]);
    expect(relationsTold("birthday card from grandma Rose")).toEqual([{ name: "Rose", relation: "grandmother" }]);
    expect(relationsTold("Dinner with my best friend Jo Smith")).toEqual([{ name: "Jo Smith", relation: "friend" }]);
  });
});
