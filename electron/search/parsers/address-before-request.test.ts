import { describe, expect, it } from "vitest";
import type { QueryPlan } from "../../query/plan";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = { people: [{ name: "Rohit", relation: "brother" }, { name: "Divya", relation: "wife" }], places: ["Goa"] };

/** What a search is asked for: the words, the people, the places and the kinds, in order. */
const asked = (plan: QueryPlan) => ({ words: plan.words, people: plan.people.map((p) => p.label), places: plan.places.map((p) => p.label), kinds: plan.kinds });
const parsed = (query: string) => asked(parseQuery(query, NOW, CONTEXT));

/** Said to the app: a word for a person ("bro", "mate"), an exclamation, words in no dictionary ("yaar", "machan"). */
const ADDRESSES = ["bro", "yaar", "dude", "hey", "mate", "arre", "guys", "ok so", "machan", "buddy"];
const REQUESTS = ["find me", "show me", "i need", "can you find", "please show", "pull up", "where's", "where are", "where is"];
const ASKED_FOR = ["the pics from goa", "photos of divya at the beach"];

describe("words said to the app before a request", () => {
  const cases = ADDRESSES.flatMap((address) => REQUESTS.flatMap((request) => ASKED_FOR.map((what) => ({ address, request, what }))));

  it("covers at least 50 combinations of address, request and what is asked", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it("ask for what the request alone asks for (address x request x what is asked)", () => {
    const wrong = cases.flatMap(({ address, request, what }) => {
      const [said, plain] = [parsed(`${address} ${request} ${what}`), parsed(`${request} ${what}`)];
      return JSON.stringify(said) === JSON.stringify(plain) ? [] : [`"${address} ${request} ${what}": ${JSON.stringify(said)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("with a comma after them too", () => {
    for (const address of ADDRESSES) expect(parsed(`${address}, show me the pics from goa`)).toEqual(parsed("show me the pics from goa"));
  });

  it("are never a name, a place or a thing asked for before the request (what x request)", () => {
    const wrong: string[] = [];
    for (const request of REQUESTS) {
      const plan = (lead: string) => parsed(`${lead} ${request} the pics`);
      // "sunset i need the pics" loses "sunset" to the reading of "i need" as a clause, before this and without it.
      if (request !== "i need" && !plan("sunset").words.includes("sunset")) wrong.push(`sunset ${request}`);
      if (!plan("beach photos").words.includes("beach")) wrong.push(`beach photos ${request}`);
      if (!plan("Divya").people.includes("Divya")) wrong.push(`Divya ${request}`);
      if (!plan("Goa").places.includes("Goa")) wrong.push(`Goa ${request}`);
    }
    expect(wrong).toEqual([]);
  });

  it("leave descriptions whose verb is no request as they are", () => {
    expect(parsed("kids get the ball").words).toEqual(expect.arrayContaining(["kids", "ball"]));
    expect(parsed("kids show at school").words).toEqual(expect.arrayContaining(["kids", "school"]));
    expect(parsed("sunset pics please").words).toContain("sunset");
    expect(parsed("bro at the beach").people).toEqual(["Rohit"]);
  });
});
