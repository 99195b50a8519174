import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import type { QueryPlan } from "../../query/plan";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = {
  years: [2019, 2026] as [number, number],
  people: [{ name: "Leo", relation: "son" }, { name: "Aiko", relation: null }, { name: "Mia", relation: null }],
  places: ["Lisbon", "Sintra", "Cascais", "Porto", "Kyoto"],
  knowsWord: (word: string) => ["boats", "sunsets", "dogs", "tram"].includes(word),
};
const read = (query: string) => parseQuery(query, NOW, CONTEXT);
const labels = (refs: ReadonlyArray<{ label: string }>) => refs.map((r) => r.label);

/** Each kind of thing a negation reaches: what it names, and the plan's wanted and left-out lists of it. */
const SLOTS: Record<string, { items: string[]; head: string; left: (p: QueryPlan) => string[]; wanted: (p: QueryPlan) => string[]; headOf: (p: QueryPlan) => string[] }> = {
  place: { items: ["Sintra", "Cascais", "Porto"], head: "Leo", left: (p) => labels(p.notPlaces), wanted: (p) => labels(p.places), headOf: (p) => labels(p.people) },
  person: { items: ["Leo", "Aiko", "Mia"], head: "Kyoto", left: (p) => labels(p.notPeople), wanted: (p) => labels(p.people), headOf: (p) => labels(p.places) },
  kind: { items: ["selfies", "screenshots", "receipts"], head: "Kyoto", left: (p) => p.notKinds.map((k) => `${k}s`), wanted: (p) => p.kinds.map((k) => `${k}s`), headOf: (p) => labels(p.places) },
  thing: { items: ["boats", "sunsets", "dogs"], head: "Kyoto", left: (p) => p.notWords, wanted: (p) => p.words, headOf: (p) => labels(p.places) },
};
const CUES = ["not", "no", "without", "except", "but not", "excluding", "other than", "minus"];
/** How the things left out are coordinated; "nor" only after the cues it reads with. */
const FORMS: Record<string, (items: string[]) => string> = {
  or: ([x, y]) => `${x} or ${y}`,
  and: ([x, y]) => `${x} and ${y}`,
  list: ([x, y, z]) => `${x}, ${y} or ${z}`,
  nor: ([x, y]) => `${x} nor ${y}`,
};
/** Where the negated phrase stands against what is wanted, and the clause boundary that ends it. */
const POSITIONS: Record<string, (head: string, cue: string, list: string) => string> = {
  after: (head, cue, list) => `${head}, ${cue} ${list}`,
  before: (head, cue, list) => `${cue} ${list}, just ${head}`,
  "before a time": (head, cue, list) => `${head} ${cue} ${list}, in 2024`,
};

describe("a negation's scope over a coordinated phrase", () => {
  it("leaves out every thing of the list it is said before, and nothing past the clause (cue × kind of thing × coordination × position)", () => {
    let read_ = 0;
    for (const cue of CUES) {
      for (const [slot, { items, head, left, wanted, headOf }] of Object.entries(SLOTS)) {
        for (const [form, join] of Object.entries(FORMS)) {
          if (form === "nor" && !["not", "no", "without"].includes(cue)) continue;
          for (const [position, frame] of Object.entries(POSITIONS)) {
            const said = form === "list" ? items : items.slice(0, 2);
            const query = frame(head, cue, join(said));
            const plan = read(query);
            const lowered = (xs: string[]) => xs.map((x) => x.toLowerCase());
            expect([lowered(left(plan)), lowered(wanted(plan)).filter((x) => lowered(said).includes(x)), headOf(plan).includes(head)], `${slot} · ${form} · ${position}: ${query}`).toEqual([lowered(said), [], true]);
            read_++;
          }
        }
      }
    }
    expect(read_).toBeGreaterThanOrEqual(300);
  });

  it("leaves out times said in a list after each cue, keeping what is wanted", () => {
    for (const cue of CUES) {
      for (const [list, label] of [["2023 or 2024", "2023 or 2024"], ["march or april", "March or April, any year"]]) {
        for (const query of [`Kyoto, ${cue} ${list}`, `${cue} ${list}, just Kyoto`]) {
          const plan = read(query);
          expect([plan.time, plan.notTime?.label, labels(plan.places), plan.words, plan.notWords], query).toEqual([null, label, ["Kyoto"], [], []]);
        }
      }
    }
  });

  it("ends at a word that opens what is wanted: 'and with', 'just', 'only'", () => {
    expect([labels(read("Kyoto without Leo and with Aiko").people), labels(read("Kyoto without Leo and with Aiko").notPeople)]).toEqual([["Aiko"], ["Leo"]]);
    expect([labels(read("not Sintra or Cascais, only Lisbon").places), labels(read("not Sintra or Cascais, only Lisbon").notPlaces)]).toEqual([["Lisbon"], ["Sintra", "Cascais"]]);
    // A comma no coordinator closes ends the clause: what follows is wanted.
    expect([labels(read("not the selfies, Lisbon").places), read("not the selfies, Lisbon").notKinds]).toEqual([["Lisbon"], ["selfie"]]);
  });

  it("reads an outing left out as where it went, never as words no photo may hold", () => {
    for (const cue of CUES) {
      for (const outing of ["day trips", "trips", "the day trips", "the boat trip", "our excursions"]) {
        for (const [form, list] of [["or", "Sintra or Cascais"], ["and", "Sintra and Cascais"], ["list", "Sintra, Cascais or Porto"]]) {
          const query = `Lisbon itself, ${cue} ${outing} to ${list}`;
          const plan = read(query);
          const places = form === "list" ? ["Sintra", "Cascais", "Porto"] : ["Sintra", "Cascais"];
          expect([labels(plan.places), labels(plan.notPlaces), plan.notWords.filter((w) => w !== "boat"), plan.words, plan.tripAnchor ?? null], query).toEqual([["Lisbon"], places, [], [], null]);
        }
      }
    }
    // Named before its noun, the trip left out is its place's.
    expect([labels(read("Lisbon, not the Sintra trip").places), labels(read("Lisbon, not the Sintra trip").notPlaces), read("Lisbon, not the Sintra trip").eventWords ?? []]).toEqual([["Lisbon"], ["Sintra"], []]);
    // Said with nowhere it went, nothing is left out, and the chip says so.
    const vague = read("Lisbon, no day trips");
    expect([vague.notWords, vague.chips.find((c) => c.kind === "unused")?.label]).toEqual([[], "not day trips"]);
    // Not negated, the trip still picks its photos.
    expect(read("the day trip to Sintra").tripAnchor?.places.map((p) => p.label)).toEqual(["Sintra"]);
  });

  it("leaves out what an outing was for when nowhere it went is said, and nothing for how long it was (cue × kind × noun)", () => {
    let checked = 0;
    for (const cue of CUES) {
      for (const noun of ["trip", "trips", "outing"]) {
        for (const kind of ["business", "work", "school", "family", "road"]) {
          const query = `Lisbon but ${cue} the ${kind} ${noun}`;
          const plan = read(query);
          expect([query, labels(plan.places), plan.notWords, plan.chips.some((c) => c.kind === "unused")]).toEqual([query, ["Lisbon"], [kind], false]);
          checked++;
        }
        for (const kind of ["day", "long", "quick"]) {
          const query = `Lisbon but ${cue} the ${kind} ${noun}`;
          const plan = read(query);
          expect([query, plan.notWords, plan.chips.some((c) => c.kind === "unused")]).toEqual([query, [], true]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(150);
  });

  it("keeps the readings near it: a lone left-out word, a time left out, a choice of two wanted", () => {
    expect(read("not the blurry ones")).toMatchObject({ notWords: ["blurry"], words: [] });
    expect([labels(read("Kyoto photos not the ones from 2024").places), read("Kyoto photos not the ones from 2024").notTime?.label]).toEqual([["Kyoto"], "2024"]);
    expect(read("boats or sunsets photos")).toMatchObject({ words: ["boats", "sunsets"], notWords: [] });
    expect(labels(read("Leo at the beach, not Mia or Aiko").people)).toEqual(["Leo"]);
  });
});
