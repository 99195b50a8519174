import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;

/** Who reached an age, the age, and how a memory or a search says it ([Note: An age reached] in `words/ages-reached.ts`). */
const PEOPLE = [
  { name: "Marija", relation: "grandma", age: 80, ordinal: "80th", spelled: "eighty", spelledOrdinal: "eightieth" },
  { name: "Leo", relation: "my son", age: 5, ordinal: "5th", spelled: "five", spelledOrdinal: "fifth" },
  { name: "Tom", relation: "dad", age: 60, ordinal: "60th", spelled: "sixty", spelledOrdinal: "sixtieth" },
];
type Person = (typeof PEOPLE)[number];
const MEMORIES: Array<(p: Person) => string> = [
  (p) => `${p.name} turned ${p.age}, the whole family was there`,
  (p) => `${p.name}'s ${p.ordinal}!`,
  (p) => `the day ${p.name} turned ${p.spelled}`,
  (p) => `${p.name}'s ${p.spelledOrdinal} party at the farm`,
  (p) => `${p.name}'s ${p.age}th birthday`.replace(/(\d)th/, (_, d: string) => (d === "5" ? "5th" : `${d}th`)),
];
const ASKED: Array<(p: Person) => string> = [
  (p) => `${p.name}'s ${p.ordinal}`,
  (p) => `${p.name}'s birthday`,
  (p) => `when ${p.name} turned ${p.age}`,
  (p) => `${p.name}'s ${p.spelledOrdinal} party`,
  (p) => `photos from ${p.name}'s ${p.ordinal} in 2024`,
];

/** Four photos of one day: the memory is told of the first; two days later, two photos with another memory. */
async function birthdayLibrary(memory: string) {
  const lib = library();
  const day = Date.UTC(2024, 5, 8, 14);
  for (let k = 0; k < 4; k++) lib.add(`party-${k}`, { taken_ms: day + k * 60_000, lat: 45.8, lon: 15.2, place: "Novo Mesto", country: "Slovenia", country_code: "SI" });
  for (let k = 0; k < 2; k++) lib.add(`walk-${k}`, { taken_ms: day + 2 * DAY + k * 60_000, lat: 46.05, lon: 14.5, place: "Ljubljana", country: "Slovenia", country_code: "SI" });
  lib.memories.push({ photo_id: "party-0", text: memory }, { photo_id: "walk-0", text: "a walk by the river, the 2nd time this week" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

async function answer(query: string, { lib, index }: Awaited<ReturnType<typeof birthdayLibrary>>): Promise<string[]> {
  const plan = parseQuery(query, NOW, index.parseContext());
  const found = await retrieve(plan, { index, fullText: fullTextOf(lib, index) });
  return found.passing.map((c) => c.id).sort();
}

describe("an age reached is a birthday, in a memory and in a search", () => {
  it("finds the photo whose memory says it however the search says it (3 people x 5 memories x 5 ways of asking)", async () => {
    const wrong: string[] = [];
    for (const person of PEOPLE)
      for (const memory of MEMORIES) {
        const said = memory(person);
        const lib = await birthdayLibrary(said);
        for (const ask of ASKED) {
          const query = ask(person);
          const ids = await answer(query, lib);
          if (!ids.includes("party-0") || ids.some((id) => id.startsWith("walk"))) wrong.push(`${query} (memory: ${said}) -> ${ids.join(" ") || "nothing"}`);
        }
      }
    expect(wrong).toEqual([]);
  }, 180_000);

  it("reads no birthday in a time, a date or a turn of the weather", async () => {
    // (An anniversary is found by "birthday" as WordNet's broader kind of it, whatever its number.)
    for (const memory of ["her 2nd time on skis", "the 4th of July fireworks", "the weather turned cold", "it's 30 degrees"]) {
      const lib = await birthdayLibrary(memory);
      expect(await answer("birthday", lib), memory).toEqual([]);
    }
  });
});
