import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { namesThere } from "./named-as-owner";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NAMES = ["leo", "mia", "grandad", "sam", "priya"];
/** A memory of a photo someone was not in: asleep, at home, unable to come, behind the camera, left out. */
const AWAY = [
  "{} was asleep in the car, gorgeous view though",
  "the kids stayed home with {}",
  "{} stayed behind at the hotel",
  "{} couldn't come, so just the three of us",
  "{} was at work all day",
  "sunset over the bay, {} took this one on her phone",
  "first beach day without {}",
  "missing {} today",
  "{} wasn't there for this one",
  "{} and dave stayed home",
  "{} missed it, typical",
  "{} was poorly so we went anyway",
];
/** A memory of a photo they were in. */
const THERE = ["lunch with {}", "{} at the beach", "{} fell asleep on the bench", "me and {} in the garden", "{} on her first day at school", "{} took us to the fair"];

describe("a memory that names someone away from the photo does not put them in it", () => {
  const away = NAMES.flatMap((name) => AWAY.map((memory) => ({ name, memory: memory.replace("{}", name) })));
  const there = NAMES.flatMap((name) => THERE.map((memory) => ({ name, memory: memory.replace("{}", name) })));
  it("covers at least 50 memories", () => expect(away.length).toBeGreaterThanOrEqual(50));

  it.each(away)("'$memory' does not put $name there", ({ name, memory }) => expect(namesThere(memory, name)).toBe(false));
  it.each(there)("'$memory' puts $name there", ({ name, memory }) => expect(namesThere(memory, name)).toBe(true));

  it("'photos of Mia' leaves out the view she slept through, and keeps the one she is said to be in", async () => {
    const lib = library();
    lib.add("view", {});
    lib.add("beach", {});
    lib.memories.push({ photo_id: "view", text: "mia was asleep in the car, gorgeous view though" }, { photo_id: "beach", text: "mia at the beach" });
    lib.source.people = async () => [{ name: "Mia", relation: "daughter" }];
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const answer = await retrieve(parseQuery("photos of mia", new Date(2026, 11, 2, 12), index.parseContext()), { index, fullText: async () => [] });
    expect((answer.photos?.map((n) => index.facts(n)!.id) ?? answer.passing.map((c) => c.id)).sort()).toEqual(["beach"]);
  });
});
