import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = { years: [2019, 2026] as [number, number], people: [{ name: "Ines", relation: null }], places: ["Lisbon", "Paris"] };
const read = (query: string) => parseQuery(query, NOW, CONTEXT);

describe("order and count as people say them", () => {
  const ORDER = [
    { said: "oldest", direction: "asc" },
    { said: "earliest", direction: "asc" },
    { said: "first", direction: "asc" },
    { said: "latest", direction: "desc" },
    { said: "newest", direction: "desc" },
    { said: "most recent", direction: "desc" },
  ] as const;
  const COUNTS = [
    { before: "the 3", after: "3", count: 3 },
    { before: "the five", after: "five", count: 5 },
    { before: "my two", after: "two", count: 2 },
    { before: "a couple of my", after: null, count: 2, vague: "a couple" },
    { before: "a few of the", after: null, count: 3, vague: "a few" },
  ];
  const NOUNS = [
    { said: "photos", kinds: [] },
    { said: "pictures", kinds: [] },
    { said: "screenshots", kinds: ["screenshot"] },
  ];
  const POSITIONS = [(p: string) => `${p} of Ines`, (p: string) => `${p} from Lisbon`, (p: string) => `show me ${p}`];
  const grid = ORDER.flatMap((order) => COUNTS.flatMap((count) => NOUNS.flatMap((noun) => POSITIONS.map((at) => ({ order, count, noun, at })))));

  it(`reads ${grid.length} phrasings (count × order word × noun × position) as that order cut to that count`, () => {
    expect(grid.length).toBeGreaterThanOrEqual(50);
    for (const { order, count, noun, at } of grid) {
      // The count before the order word ("the 3 oldest"), and after it where it reads ("the oldest 3").
      const phrasings = [`${count.before} ${order.said} ${noun.said}`, ...(count.after ? [`the ${order.said} ${count.after} ${noun.said}`] : [])];
      for (const phrase of phrasings) {
        const query = at(phrase);
        const plan = read(query);
        expect(plan.order, query).toEqual({ direction: order.direction, count: count.count });
        expect(plan.kinds, query).toEqual(noun.kinds);
        expect(plan.words, query).toEqual([]);
        const chip = plan.chips.find((c) => c.id === "count");
        expect(chip?.label, query).toBe(`${order.direction === "asc" ? "first" : "latest"} ${count.count}`);
        // A vague count shows how it was read.
        expect(chip?.note, query).toBe(count.vague ? `“${count.vague}” read as ${count.count}` : undefined);
        if (at === POSITIONS[0]) expect(plan.people.map((p) => p.label), query).toEqual(["Ines"]);
      }
    }
  });

  it("reads one photo from a singular noun, and all of them in order from a plural one or an order said after", () => {
    expect(read("my latest selfie").order).toEqual({ direction: "desc", count: 1 });
    expect(read("the oldest photo of Ines").order).toEqual({ direction: "asc", count: 1 });
    expect(read("the final 4 photos from Paris").order).toEqual({ direction: "desc", count: 4 });
    expect(read("top 5 oldest photos").order).toEqual({ direction: "asc", count: 5 });
    expect(read("top 5 oldest photos").words).toEqual([]);
    for (const [query, direction] of [
      ["photos of Ines, oldest first", "asc"],
      ["Lisbon photos newest first", "desc"],
      ["Lisbon, most recent first", "desc"],
      ["Paris in chronological order", "asc"],
      ["Paris in reverse chronological order", "desc"],
      ["pictures of Ines from newest to oldest", "desc"],
      ["pictures of Ines oldest to newest", "asc"],
    ] as const) {
      expect(read(query).order, query).toEqual({ direction, count: null });
      expect(read(query).words, query).toEqual([]);
    }
  });

  it("reads an order said before words that say which photos, and leaves those words to find (order × count × words × noun)", () => {
    const ORDERS = [["oldest", "asc"], ["earliest", "asc"], ["latest", "desc"], ["most recent", "desc"]] as const;
    const COUNTS = [(order: string) => `the 3 ${order}`, (order: string) => `the ${order} 3`, (order: string) => `my three ${order}`];
    const WORDS = [["beach"], ["sunset"], ["dog"], ["birthday", "cake"]];
    const NOUNS = ["photos", "shots", "pics"];
    const grid = ORDERS.flatMap((order) => COUNTS.flatMap((count) => WORDS.flatMap((words) => NOUNS.map((noun) => ({ order, query: `${count(order[0])} ${words.join(" ")} ${noun}`, words })))));
    expect(grid.length).toBeGreaterThanOrEqual(50);
    for (const { order, query, words } of grid) {
      const plan = read(query);
      expect(plan.order, query).toEqual({ direction: order[1], count: 3 });
      expect(plan.words, query).toEqual(words);
    }
    expect(read("my latest beach photo").order).toEqual({ direction: "desc", count: 1 });
  });

  it("orders nothing where no order is asked for", () => {
    for (const query of ["the first time Ines swam", "last night in Paris", "a few photos of Ines", "two people in Lisbon", "3 photos of Ines", "last summer in Lisbon", "the first day of school"]) {
      expect(read(query).order, query).toBeNull();
    }
  });
});
