import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { idsFound } from "../testing/ids-found";
import { fullTextOf, library } from "../testing/memory-library";
import { animalOf } from "./pet-kinds";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const seen = (label: string) => JSON.stringify([{ label, score: 0.9, box: [0.1, 0.1, 0.5, 0.5] }]);

/** A pet, the memories that name it (each under a photo of its animal), and the animal. */
interface Pet {
  name: string;
  animal: string;
  memories: string[];
}

/** Each way a memory makes a name a pet's: said beside its animal, or under photos that all show it. */
const PETS: Pet[] = [
  { name: "mochi", animal: "cat", memories: ["Mochi asleep on the sofa again"] },
  { name: "biscuit", animal: "dog", memories: ["Jake and Biscuit at the lake"] },
  { name: "luna", animal: "cat", memories: ["our cat Luna in her box"] },
  { name: "luna", animal: "cat", memories: ["Luna in the window", "Luna on the bed"] },
  { name: "pepper", animal: "dog", memories: ["Pepper the spaniel, soaked"] },
  { name: "max", animal: "dog", memories: ["new puppy max!!"] },
  { name: "zuzu", animal: "cat", memories: ["zuzu asleep again", "zuzu in the laundry basket"] },
  { name: "bramble", animal: "dog", memories: ["Walk with Bramble, our old beagle"] },
  { name: "pepper", animal: "cat", memories: ["pepper asleep on the couch", "emma and pepper", "pepper in the window again"] },
  { name: "cookie", animal: "horse", memories: ["Ella riding Cookie at the stables", "Cookie in the field"] },
];

const FRAMES = [(n: string) => n, (n: string) => `photos of ${n}`, (n: string) => `${n} pics`, (n: string) => `pictures of ${n} in 2024`, (n: string) => `${n[0]!.toUpperCase()}${n.slice(1)}`, (n: string) => `our ${n}`];

/** The pet's named photos, two more of its animal no memory names, and one of another animal. */
function album(pet: Pet) {
  const other = pet.animal === "dog" ? "cat" : "dog";
  return (lib: Parameters<Parameters<typeof idsFound>[2]>[0]) => {
    pet.memories.forEach((text, i) => {
      lib.add(`named${i}`, { taken_ms: Date.UTC(2024, 2 + i, 5, 12) });
      lib.looked(`named${i}`, seen(pet.animal));
      lib.memories.push({ photo_id: `named${i}`, text });
    });
    lib.add("same1", { taken_ms: Date.UTC(2024, 6, 5, 12) });
    lib.looked("same1", seen(pet.animal));
    lib.add("same2", { taken_ms: Date.UTC(2024, 8, 9, 12) });
    lib.looked("same2", seen(pet.animal));
    lib.add("other", { taken_ms: Date.UTC(2024, 7, 5, 12) });
    lib.looked("other", seen(other));
    lib.add("nothing", { taken_ms: Date.UTC(2024, 9, 5, 12) });
  };
}

describe("a pet's name said in the memories", () => {
  it("finds the photos its animal is seen in, not another animal's (10 pets x 6 frames)", async () => {
    const wrong: string[] = [];
    for (const pet of PETS) {
      const want = [...pet.memories.map((_, i) => `named${i}`), "same1", "same2"].sort();
      for (const frame of FRAMES) {
        const found = await idsFound(frame(pet.name), NOW, album(pet));
        if (found.join() !== want.join()) wrong.push(`${JSON.stringify(pet.memories)}: ${frame(pet.name)} → ${found.join(", ") || "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is no pet where a word or a person's name only happens to be under a photo with an animal", async () => {
    const cases: Array<[memory: string, query: string]> = [
      ["lunch with Rose", "rose"],
      ["Beach day", "beach"],
      ["gave the dog biscuit to the neighbours", "biscuit"],
      ["Lucky with the weather", "lucky"],
      ["Sunday at the farm", "sunday"],
      ["Christmas morning", "christmas"],
      ["Walk in Madrid", "madrid"],
      ["Pepper the spaniel, soaked", "soaked"],
      ["the dog lol", "lol"],
      ["walk the dog", "walk"],
    ];
    const wrong: string[] = [];
    for (const [memory, query] of cases) {
      const found = await idsFound(query, NOW, (lib) => {
        lib.add("named", { taken_ms: Date.UTC(2024, 2, 5, 12) });
        lib.looked("named", seen("dog"));
        lib.memories.push({ photo_id: "named", text: memory });
        lib.add("dog", { taken_ms: Date.UTC(2024, 6, 5, 12) });
        lib.looked("dog", seen("dog"));
      });
      if (found.includes("dog")) wrong.push(`${memory}: ${query} → ${found.join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });

  it("stays its own photos where two pets are one animal: which one an unnamed photo shows, no one said", async () => {
    const found = await idsFound("max", NOW, (lib) => {
      lib.add("max", { taken_ms: Date.UTC(2024, 2, 5, 12) });
      lib.looked("max", seen("dog"));
      lib.memories.push({ photo_id: "max", text: "our dog Max at the vet" });
      lib.add("rex", { taken_ms: Date.UTC(2024, 3, 5, 12) });
      lib.looked("rex", seen("dog"));
      lib.memories.push({ photo_id: "rex", text: "Rex the terrier" });
      lib.add("dog", { taken_ms: Date.UTC(2024, 6, 5, 12) });
      lib.looked("dog", seen("dog"));
    });
    expect(found).toEqual(["max"]);
  });

  it("is the family's one where a stray word is under photos of the same animal", async () => {
    const found = await idsFound("mochi", NOW, (lib) => {
      ["Mochi asleep", "Mochi on the stairs", "Mochi in the sun", "Mochi and the box", "Mochi again, lol", "our cat Mochi lol"].forEach((text, i) => {
        lib.add(`named${i}`, { taken_ms: Date.UTC(2024, 2, 5 + i, 12) });
        lib.looked(`named${i}`, seen("cat"));
        lib.memories.push({ photo_id: `named${i}`, text });
      });
      lib.add("cat", { taken_ms: Date.UTC(2024, 6, 5, 12) });
      lib.looked("cat", seen("cat"));
    });
    expect(found).toEqual(["cat", "named0", "named1", "named2", "named3", "named4", "named5"]);
  });

  it("ranks the photos a memory names it in before those only its animal is seen in", async () => {
    const lib = library();
    lib.add("cat", { taken_ms: Date.UTC(2024, 6, 5, 12) });
    lib.looked("cat", seen("cat"));
    lib.add("named", { taken_ms: Date.UTC(2024, 2, 5, 12) });
    lib.looked("named", seen("cat"));
    lib.memories.push({ photo_id: "named", text: "Mochi in the sink" });
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    const plan = parseQuery("mochi", NOW, index.parseContext());
    expect((await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id)).toEqual(["named", "cat"]);
  });

  it("reads the animal a memory calls it by as the detector's class, and none for a word of both", () => {
    expect(["puppy", "beagle", "spaniels", "kitten", "tabby", "pony", "parrot", "doggy", "kitties"].map(animalOf)).toEqual(["dog", "dog", "dog", "cat", "cat", "horse", "bird", "dog", "cat"]);
    expect(["pet", "animal", "sofa", "lake"].map(animalOf)).toEqual([null, null, null, null]);
  });
});
