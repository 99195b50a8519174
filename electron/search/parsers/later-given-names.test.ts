import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);
/** People tagged by full names whose bearers go by a given name after the first, or by the given name after the family name. */
const PEOPLE = [
  ["Mehmet Emre Yıldız", "Emre"], ["Mustafa Can Arslan", "Can"], ["João Pedro Silva", "Pedro"], ["Hans Peter Müller", "Peter"],
  ["Maria Lena Schmidt", "Lena"], ["Juan Carlos Ortega", "Carlos"], ["Ana Sofía Herrera Ruiz", "Sofía"], ["Kim Min Jun", "Min"],
  ["Ahmet Kerem Demir", "Kerem"],
  // Family name first: the given name is last, hyphened or not.
  ["Kim Da-hye", "Dahye"], ["Kim Da-hye", "Da-hye"], ["Park Bo-ra", "Bora"], ["Nguyễn Thị Lan", "Lan"], ["Wang Xiaoming", "Xiaoming"],
] as const;
const context = { people: [...PEOPLE.map(([name]) => ({ name, relation: null })), { name: "Defne Kaya", relation: null }] };
/** Where the name stands in a query. */
const SLOTS: Array<(name: string) => string> = [
  (n) => n, (n) => `photos of ${n}`, (n) => `${n} at the beach`, (n) => `me and ${n} in 2023`, (n) => `${n} and Defne`, (n) => `pictures with ${n} last summer`,
];

describe("a person said by a given name after the first word of the full name", () => {
  it("is that person (14 names × 6 places in a query)", () => {
    const wrong: string[] = [];
    for (const [name, said] of PEOPLE) {
      for (const slot of SLOTS) {
        const query = slot(said);
        const plan = parseQuery(query, NOW, context);
        if (!plan.people.some((p) => p.label === name)) wrong.push(`${query} → ${JSON.stringify(plan.people.map((p) => p.label))} ${JSON.stringify(plan.words)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is left out where a negation says so", () => {
    const plan = parseQuery("Emre without Can", NOW, context);
    expect(plan.people.map((p) => p.label)).toEqual(["Mehmet Emre Yıldız"]);
    expect(plan.notPeople?.map((p) => p.label)).toEqual(["Mustafa Can Arslan"]);
  });

  it("is not a word that asks, nor a word written small: 'Can you find Emre', 'what can I see'", () => {
    for (const query of ["Can you find Emre", "can I see Emre", "Can we see photos of Emre"]) {
      expect(parseQuery(query, NOW, context).people.map((p) => p.label), query).toEqual(["Mehmet Emre Yıldız"]);
    }
    expect(parseQuery("what I can see from the tower", NOW, context).people).toEqual([]);
  });
});
