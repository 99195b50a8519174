import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 29, 12);

/** Relations that make someone the user's partner, as people give them, none of them in a list. */
const PARTNERS = ["fiancée", "Fiancé", "my fiance", "better half", "significant other", "missus", "sweetheart", "spouse"];
const WITH = ["photos of us", "the two of us at the lake", "us in 2024", "both of us"];
const ONLY = ["just the two of us", "just us", "only us"];

const people = (relation: string) => [{ name: "Gabriel", relation: "me" }, { name: "Camille", relation }, { name: "Max", relation: "friend" }, { name: "Sylvie", relation: "mother" }];

describe("'us' where the user has a partner", () => {
  it("is the user and the person whose relation WordNet has as a partner's, and only them after 'just' (relation × frame)", () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const relation of PARTNERS) {
      for (const query of [...WITH, ...ONLY]) {
        const plan = parseQuery(query, NOW, { people: people(relation) });
        const who = plan.people.map((p) => p.label).sort().join();
        const alone = Boolean(plan.onlyPeople);
        if (who !== "Camille,Gabriel" || alone !== ONLY.includes(query)) wrong.push(`${query} (${relation}) → ${who || "nobody"}${alone ? ", only them" : ""}`);
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("is nobody's partner for a relation that is no partner's", () => {
    for (const relation of ["friend", "best friend", "roommate", "coworker"]) expect(parseQuery("photos of us", NOW, { people: people(relation) }).people, relation).toEqual([]);
  });

  it("is not the two of them where 'us' is the object of what someone else did (verb × person × tail)", () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const verb of ["helped", "visited", "joined", "drove", "took", "hosted"]) {
      for (const who of ["Max", "mom", "Sylvie"]) {
        for (const tail of ["", " at the chalet", " in 2024"]) {
          const query = `${who} ${verb} us${tail}`;
          const labels = parseQuery(query, NOW, { people: people("fiancée") }).people.map((p) => p.label);
          if (labels.includes("Camille") || labels.includes("Gabriel")) wrong.push(`${query} → ${labels.join(", ")}`);
          cases++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
    // A verb that says who a photo holds keeps them.
    expect(parseQuery("a photo that includes us", NOW, { people: people("fiancée") }).people.map((p) => p.label).sort()).toEqual(["Camille", "Gabriel"]);
  });

  it("'all of us' is the user with at least two others", () => {
    const plan = parseQuery("all of us at the sugar shack", NOW, { people: people("friend") });
    expect(plan.people.map((p) => p.label)).toEqual(["Gabriel"]);
    expect(plan.peopleAtLeast).toBe(3);
  });
});
