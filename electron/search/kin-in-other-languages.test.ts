import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 22, 12);

/** Someone of each relation the library was told. */
const PEOPLE = [
  { name: "Karin Lind", relation: "grandmother" }, { name: "Sven Lind", relation: "grandfather" }, { name: "Erik Lind", relation: "brother" },
  { name: "Maja Lind", relation: "sister" }, { name: "Eva Lind", relation: "mother" }, { name: "Alva Lind", relation: "daughter" },
  { name: "Nils Lind", relation: "son" }, { name: "Ulla Berg", relation: "aunt" }, { name: "Lars Berg", relation: "uncle" },
  { name: "Ida Berg", relation: "cousin" }, { name: "Anna Lind", relation: "wife" },
];
/** Kin words of other languages, and whom each names. */
const KIN: Array<[said: string, name: string]> = [
  ["mormor", "Karin Lind"], ["farmor", "Karin Lind"], ["abuela", "Karin Lind"], ["nonna", "Karin Lind"], ["abuelo", "Sven Lind"], ["nonno", "Sven Lind"],
  ["hermano", "Erik Lind"], ["fratello", "Erik Lind"], ["Bruder", "Erik Lind"], ["bror", "Erik Lind"], ["hermana", "Maja Lind"], ["Schwester", "Maja Lind"],
  ["syster", "Maja Lind"], ["madre", "Eva Lind"], ["Tochter", "Alva Lind"], ["dotter", "Alva Lind"], ["hijo", "Nils Lind"], ["Sohn", "Nils Lind"],
  ["tante", "Ulla Berg"], ["onkel", "Lars Berg"], ["cugino", "Ida Berg"], ["esposa", "Anna Lind"],
];
const FRAMES = [(w: string) => `${w} at the beach`, (w: string) => `photos with ${w}`, (w: string) => `my ${w} in June`];

describe("a word of another language for a relation someone has", () => {
  it("is that person (kin word × frame)", () => {
    const wrong: string[] = [];
    for (const [said, name] of KIN) {
      for (const frame of FRAMES) {
        const query = frame(said);
        const plan = parseQuery(query, NOW, { people: PEOPLE, gazetteer: lookUpPlace });
        const people = plan.people.flatMap((person) => person.names);
        if (people.join() !== name || plan.words.includes(said.toLowerCase())) wrong.push(`${query} → ${people.join(", ") || "nobody"} ${JSON.stringify(plan.words)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(KIN.length * FRAMES.length).toBeGreaterThanOrEqual(50);
  });

  it("is nobody where no one has the relation, and a word the library says as written stays that word", () => {
    // Nor the user's mother: with no children in the library, no one says "mormor" as they would (`kin-as-children-say.test.ts`).
    const few = PEOPLE.filter((person) => !["grandmother", "daughter", "son"].includes(person.relation));
    expect(parseQuery("mormor at the beach", NOW, { people: few, gazetteer: lookUpPlace }).people).toEqual([]);
    const said = parseQuery("nonna at the beach", NOW, { people: PEOPLE, gazetteer: lookUpPlace, knowsWord: (word) => word === "nonna" });
    expect(said.people).toEqual([]);
    expect(said.words).toContain("nonna");
  });
});
