import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 22, 12);
const PEOPLE = { people: [{ name: "Siobhán", relation: "me" }, { name: "Ciarán", relation: "partner" }, { name: "Aoife", relation: "sister" }] };

/** Who else is asked for, and how the user is left out. */
const WHO = ["Ciarán", "my sister", "the wedding", "beach photos", "Aoife in 2024"];
const LEFT_OUT = [(s: string) => `${s} without me`, (s: string) => `${s} but not me`, (s: string) => `${s} except me`, (s: string) => `${s}, not me`, (s: string) => `${s} minus me`, (s: string) => `${s} excluding me`];
const CASES = [(q: string) => q, (q: string) => q.toUpperCase().replace(/ME$/, "me"), (q: string) => `show ${q}`];

describe("the user said as 'me' after a word of leaving out", () => {
  const queries = WHO.flatMap((who) => LEFT_OUT.flatMap((left) => CASES.map((frame) => frame(left(who)))));

  it("covers at least 50 combinations", () => expect(queries.length).toBeGreaterThanOrEqual(50));

  it("is the person given 'me', left out, and never a person asked for (who x way x frame)", () => {
    const wrong = queries.flatMap((query) => {
      const plan = parseQuery(query, NOW, PEOPLE);
      const out = plan.notPeople.map((p) => p.label);
      const asked = plan.people.map((p) => p.label);
      return out.includes("Siobhán") && !asked.includes("Siobhán") && !plan.words.includes("me") ? [] : [`${query}: not ${JSON.stringify(out)}, asked ${JSON.stringify(asked)}, words ${JSON.stringify(plan.words)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("is no one where no person is the user, and asks where a request says 'me'", () => {
    expect(parseQuery("Ciarán without me", NOW, { people: [{ name: "Ciarán", relation: "partner" }] }).notPeople).toEqual([]);
    expect(parseQuery("don't show me the receipts", NOW, PEOPLE).notPeople).toEqual([]);
  });
});

describe("'us' said by someone whose partner the library knows", () => {
  const US = ["us", "the two of us", "both of us", "the pair of us", "us two", "the both of us"];
  const FRAMES = [(u: string) => u, (u: string) => `photos of ${u}`, (u: string) => `${u} at the beach`, (u: string) => `${u} in Kerry last summer`, (u: string) => `pics of ${u} from the wedding`];
  const PARTNERS = ["partner", "husband", "my wife", "girlfriend"];
  const cases = US.flatMap((us) => FRAMES.map((frame) => frame(us)));

  it("covers at least 25 ways of saying it, each with 4 relations", () => expect(cases.length).toBeGreaterThanOrEqual(25));

  it("is the user and their partner (way x frame x relation)", () => {
    const wrong: string[] = [];
    for (const relation of PARTNERS) {
      const people = { people: [{ name: "Siobhán", relation: "me" }, { name: "Ciarán", relation }, { name: "Aoife", relation: "sister" }] };
      for (const query of cases) {
        const asked = parseQuery(query, NOW, people).people.map((p) => p.label).sort();
        if (asked.join() !== "Ciarán,Siobhán") wrong.push(`${query} (${relation}) -> ${JSON.stringify(asked)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is left as it was where the user or the partner is unknown, or a request says 'us'", () => {
    expect(parseQuery("photos of us", NOW, { people: [{ name: "Ciarán", relation: "partner" }] }).people).toEqual([]);
    expect(parseQuery("photos of us", NOW, { people: [{ name: "Siobhán", relation: "me" }] }).people).toEqual([]);
    expect(parseQuery("show us the beach", NOW, PEOPLE).people).toEqual([]);
    // The money: "us dollars", "US$".
    for (const said of ["the bill in us dollars", "prices in US $", "a receipt in us dollar", "us cents"]) expect(parseQuery(said, NOW, PEOPLE).people, said).toEqual([]);
  });
});
