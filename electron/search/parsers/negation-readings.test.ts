import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import type { QueryPlan } from "../../query/plan";
import data from "./exclusion-verbs.json" with { type: "json" };

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = {
  years: [2019, 2026] as [number, number],
  people: [{ name: "Leo", relation: "son" }, { name: "Aiko", relation: null }, { name: "Mia", relation: null }],
  places: ["Lisbon", "Sintra", "Cascais", "Porto", "Kyoto"],
  knowsWord: (word: string) => ["boats", "sunsets", "dogs", "stones", "beach"].includes(word),
};
const read = (query: string, flipped: string[] = []) => parseQuery(query, NOW, { ...CONTEXT, flipped });
const labels = (refs: ReadonlyArray<{ label: string }>) => refs.map((r) => r.label.toLowerCase());
const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());

/** Each kind of thing a negation reaches, and the plan's left-out and wanted lists of it. */
const SLOTS: Record<string, { items: string[]; head: string; left: (p: QueryPlan) => string[]; wanted: (p: QueryPlan) => string[]; headOf: (p: QueryPlan) => string[] }> = {
  place: { items: ["Sintra", "Cascais", "Porto"], head: "Leo", left: (p) => labels(p.notPlaces), wanted: (p) => labels(p.places), headOf: (p) => labels(p.people) },
  person: { items: ["Leo", "Aiko", "Mia"], head: "Kyoto", left: (p) => labels(p.notPeople), wanted: (p) => labels(p.people), headOf: (p) => labels(p.places) },
  kind: { items: ["selfies", "screenshots", "receipts"], head: "Kyoto", left: (p) => p.notKinds.map((k) => `${k}s`), wanted: (p) => p.kinds.map((k) => `${k}s`), headOf: (p) => labels(p.places) },
  thing: { items: ["boats", "sunsets", "dogs"], head: "Kyoto", left: (p) => p.notWords, wanted: (p) => p.words, headOf: (p) => labels(p.places) },
};
const CUES = ["not", "no", "without", "except", "but not", "excluding", "other than", "minus"];
/** How the things are coordinated, and whether the scope is then unsure: "or" and "nor" under a negation want neither; "and" may end it. */
const SHAPES: Record<string, { join: (items: string[]) => string; count: number; unsure: boolean }> = {
  and: { join: ([x, y]) => `${x} and ${y}`, count: 2, unsure: true },
  "list and": { join: ([x, y, z]) => `${x}, ${y} and ${z}`, count: 3, unsure: true },
  or: { join: ([x, y]) => `${x} or ${y}`, count: 2, unsure: false },
  nor: { join: ([x, y]) => `${x} nor ${y}`, count: 2, unsure: false },
  one: { join: ([x]) => x!, count: 1, unsure: false },
};
const POSITIONS: Record<string, (head: string, cue: string, list: string) => string> = {
  after: (head, cue, list) => `${head}, ${cue} ${list}`,
  "before a time": (head, cue, list) => `${head} ${cue} ${list}, in 2024`,
};

describe("how far a negation reaches over a list: sure or offered both ways", () => {
  it("is unsure exactly where the list is joined by 'and', and flipped leaves out only the first (cue × kind of thing × shape × position)", () => {
    let read_ = 0;
    for (const cue of CUES) {
      for (const [slot, { items, head, left, wanted, headOf }] of Object.entries(SLOTS)) {
        for (const [shape, { join, count, unsure }] of Object.entries(SHAPES)) {
          if (shape === "nor" && !["not", "no", "without"].includes(cue)) continue;
          for (const [position, frame] of Object.entries(POSITIONS)) {
            const said = items.slice(0, count);
            const query = frame(head, cue, join(said));
            const where = `${slot} · ${shape} · ${position}: ${query}`;
            const plan = read(query);
            // The reading taken leaves the whole list out, whatever the doubt.
            expect([lower(left(plan)), headOf(plan).includes(head.toLowerCase())], where).toEqual([lower(said), true]);
            if (!unsure) {
              expect(plan.readings, where).toBeUndefined();
              read_++;
              continue;
            }
            expect(plan.readings?.map((r) => [r.kind, r.flipped]), where).toEqual([["list", false]]);
            const reading = plan.readings![0]!;
            expect(reading.chosen.length, where).toBe(count - 1);
            const other = read(query, [reading.id]);
            // The other reading: the first thing left out, the rest wanted, what was wanted still wanted.
            expect([lower(left(other)), lower(wanted(other)).filter((x) => lower(said).includes(x)), headOf(other).includes(head.toLowerCase())], where).toEqual([lower(said.slice(0, 1)), lower(said.slice(1)), true]);
            // It says itself the other way round, and flipping back is the first reading.
            expect(other.readings?.map((r) => [r.id, r.flipped, r.chosen, r.other]), where).toEqual([[reading.id, true, reading.other, reading.chosen]]);
            read_++;
          }
        }
      }
    }
    expect(read_).toBeGreaterThanOrEqual(200);
  }, 240_000);

  it("never reads the negation away: neither reading wants everything the other leaves out and nothing else", () => {
    for (const cue of CUES) {
      for (const { items, left, wanted } of Object.values(SLOTS)) {
        const query = `${cue} ${items[0]} and ${items[1]}`;
        const plan = read(query);
        const other = read(query, [plan.readings![0]!.id]);
        expect(lower(left(other)), query).toEqual([items[0]!.toLowerCase()]);
        expect(lower(wanted(other)), query).not.toEqual(lower(left(plan)));
      }
    }
  });
});

const ATTACHERS = ["of", "with"];
const NOUNS = ["", "photos ", "pictures ", "shots "];
/** What is left out before the attached thing: a thing, a kind, a place. */
const LEFT_OUT: Array<{ said: string; left: (p: QueryPlan) => string[] }> = [
  { said: "beach", left: (p) => p.notWords },
  { said: "the selfies", left: (p) => p.notKinds },
  { said: "Porto", left: (p) => labels(p.notPlaces) },
];

describe("a thing said of what is left out: wanted, or left out with it", () => {
  it("offers both readings where only words for photos stand between (cue × left out × photo word × 'of'/'with')", () => {
    let read_ = 0;
    for (const cue of ["not", "no", "without", "minus", "excluding"]) {
      for (const { said, left } of LEFT_OUT) {
        for (const noun of NOUNS) {
          for (const attacher of ATTACHERS) {
            const query = `Kyoto, ${cue} ${said} ${noun}${attacher} Aiko`;
            const plan = read(query);
            expect([left(plan).length, labels(plan.people), labels(plan.notPeople)], query).toEqual([1, ["aiko"], []]);
            expect(plan.readings?.map((r) => [r.kind, r.chosen, r.other]), query).toEqual([["attached", ["Aiko"], ["not Aiko"]]]);
            const other = read(query, [plan.readings![0]!.id]);
            expect([left(other).length, labels(other.people), labels(other.notPeople), labels(other.places)], query).toEqual([1, [], ["aiko"], ["kyoto"]]);
            read_++;
          }
        }
      }
    }
    expect(read_).toBeGreaterThanOrEqual(120);
  }, 120_000);

  it("is sure where something else stands between, or a word opens what is wanted", () => {
    for (const query of ["Kyoto without Leo and with Aiko", "no selfies in Kyoto with Aiko", "not the beach, Aiko", "Kyoto without Leo, just Aiko", "photos of Aiko without boats"]) {
      expect(read(query).readings?.filter((r) => r.kind === "attached"), query).toBeUndefined();
    }
  });
});

const ing = (verb: string) => (verb.endsWith("e") ? `${verb.slice(0, -1)}ing` : /^(skip|omit|get|rid|dump)$/.test(verb) ? `${verb}${/^(dump)$/.test(verb) ? "" : verb.at(-1)}ing` : `${verb}ing`);

describe("a verb of leaving out that WordNet knows more often for something else", () => {
  const mostlyElse = ["skip", "hide", "ignore", "dump", "remove", "eliminate", "dismiss", "neglect"].filter((verb) => data.mostlyElse.includes(verb));
  const alwaysLeaving = ["omit", "lack", "discard", "conceal"].filter((verb) => !data.mostlyElse.includes(verb));

  it("said mid-clause after who or what is wanted, may say what the photo shows; as an order, it is sure (verb × form × slot × position)", () => {
    expect(mostlyElse.length).toBeGreaterThanOrEqual(6);
    expect(alwaysLeaving.length).toBeGreaterThanOrEqual(3);
    let read_ = 0;
    let doubted = 0;
    let sure = 0;
    const slots: Array<{ said: string; left: (p: QueryPlan) => string[]; wanted: (p: QueryPlan) => string[] }> = [
      { said: "stones", left: (p) => p.notWords, wanted: (p) => p.words },
      { said: "Aiko", left: (p) => labels(p.notPeople), wanted: (p) => labels(p.people) },
      { said: "boats", left: (p) => p.notWords, wanted: (p) => p.words },
    ];
    for (const verb of [...mostlyElse, ...alwaysLeaving]) {
      for (const form of [verb, ing(verb)]) {
        for (const { said, left, wanted } of slots) {
          const x = said.toLowerCase();
          // Mid-clause: "Leo skipping stones".
          const mid = `Leo ${form} ${said}`;
          const plan = read(mid);
          if (mostlyElse.includes(verb)) {
            // Read as an order, the other reading is a click away; or read as what the photo shows, nothing is left out at all.
            if (left(plan).length) {
              expect([left(plan), plan.readings?.map((r) => r.kind)], mid).toEqual([[x], ["verb"]]);
              const other = read(mid, [plan.readings![0]!.id]);
              expect([left(other), wanted(other).includes(x), labels(other.people).includes("leo")], mid).toEqual([[], true, true]);
              doubted++;
            } else expect([wanted(plan).includes(x), plan.readings], mid).toEqual([true, undefined]);
          } else {
            // Leaving out is what these verbs mostly mean: read as a cue, they leave no doubt.
            expect(plan.readings, mid).toBeUndefined();
            if (left(plan).length) sure++;
          }
          // An order at a clause's opening: "Leo, skip the stones", "Leo but skip stones".
          for (const order of [`Leo, ${form} ${said}`, `Leo but ${form} ${said}`]) {
            const sure = read(order);
            expect([left(sure), sure.readings], order).toEqual([[x], undefined]);
            read_++;
          }
          read_++;
        }
      }
    }
    expect(read_).toBeGreaterThanOrEqual(100);
    expect(doubted).toBeGreaterThanOrEqual(20);
    expect(sure).toBeGreaterThanOrEqual(6);
  }, 120_000);
});
