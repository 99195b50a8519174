import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
/** People as their tags name them: the full name, never the form people call them by. */
const PEOPLE = ["Gabriela Fernández", "Santiago Ruiz", "Robert Smith", "Margaret Brown", "Florencia Díaz", "Agustín Gómez", "Valentina López", "Nicolás Pérez"];
const peopleOf = (query: string, people = PEOPLE) =>
  parseQuery(query, NOW, { gazetteer: lookUpPlace, places: ["Buenos Aires", "San Telmo"], people: people.map((name) => ({ name, relation: null })) }).people.flatMap((p) => p.names);

describe("a person said by a short or pet form of their first name", () => {
  // Clipped forms (Santi, Agus, Flor, Gabi) and the curated nicknames of English names (Bob, Peggy).
  const slots = [
    { said: "Gabi", person: "Gabriela Fernández" },
    { said: "Santi", person: "Santiago Ruiz" },
    { said: "Bob", person: "Robert Smith" },
    { said: "Peggy", person: "Margaret Brown" },
    { said: "Flor", person: "Florencia Díaz" },
    { said: "Agus", person: "Agustín Gómez" },
    { said: "Vale", person: "Valentina López" },
    { said: "Nico", person: "Nicolás Pérez" },
  ];
  const frames = ["{} at the beach", "photos of {}", "me and {}", "{} last summer", "latest pic of {}"];

  it("is that person, written as a name (8 forms x 5 frames)", () => {
    const misread: string[] = [];
    for (const { said, person } of slots) {
      for (const frame of frames) {
        const query = frame.replace("{}", said);
        if (JSON.stringify(peopleOf(query)) !== JSON.stringify([person])) misread.push(`${query} -> ${JSON.stringify(peopleOf(query))}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it("is that person written small too, where the form is no English word (4 forms x 5 frames)", () => {
    const misread: string[] = [];
    for (const { said, person } of slots.filter((s) => ["Gabi", "Santi", "Agus", "Nico"].includes(s.said))) {
      for (const frame of frames) {
        const query = frame.replace("{}", said.toLowerCase());
        if (JSON.stringify(peopleOf(query)) !== JSON.stringify([person])) misread.push(`${query} -> ${JSON.stringify(peopleOf(query))}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it("leaves an English word written small a word", () => {
    // "bill", "bob" and "peg" are Robert's and Margaret's forms, and words.
    for (const query of ["bill from the restaurant", "a peg on the line", "bob haircut"]) expect(peopleOf(query), query).toEqual([]);
  });

  it("says no one where two people's names share the form, or where it is the other sex's name", () => {
    // Gabi of Gabriel and of Gabriela; "Dan" is a man's name, not a form of Daniela's.
    expect(peopleOf("Gabi at the beach", ["Gabriel Soto", "Gabriela Fernández"])).not.toEqual(["Gabriela Fernández"]);
    expect(peopleOf("Dan at the beach", ["Daniela Ruiz"])).toEqual([]);
  });

  it("never takes the place of a person's own name", () => {
    // Someone called Santi is Santi, not Santiago.
    expect(peopleOf("Santi at the beach", ["Santiago Ruiz", "Santi Vega"])).toEqual(["Santi Vega"]);
  });
});

describe("a word for a person said as theirs before a name the library knows", () => {
  // No one was told as the user's fiancée or boss: the name says who, the word says nothing to find.
  const nouns = ["fiancée", "boss", "neighbour", "godson", "roommate", "teacher"];
  const frames = ["{} at the beach", "photos of {}", "{} last summer", "me and {}", "{}'s birthday"];

  it("is the person named (6 nouns x 2 possessives x 5 frames)", () => {
    const misread: string[] = [];
    for (const noun of nouns) {
      for (const whose of ["my", "our"]) {
        for (const frame of frames) {
          const query = frame.replace("{}", `${whose} ${noun} Santiago`);
          const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace, places: [], people: PEOPLE.map((name) => ({ name, relation: null })) });
          if (JSON.stringify(plan.people.flatMap((p) => p.names)) !== JSON.stringify(["Santiago Ruiz"]) || plan.words.includes(noun.normalize("NFD").replace(/\p{M}/gu, ""))) misread.push(`${query} -> ${JSON.stringify(plan.chips.map((c) => `${c.kind}:${c.label}`))}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it("keeps a word that names no person, or a person word with no name after it", () => {
    expect(peopleOf("my dog Santiago")).toEqual(["Santiago Ruiz"]);
    expect(parseQuery("my dog Santiago", NOW, { gazetteer: lookUpPlace, places: [], people: PEOPLE.map((name) => ({ name, relation: null })) }).words).toContain("dog");
    expect(parseQuery("my boss at the party", NOW, { gazetteer: lookUpPlace, places: [], people: PEOPLE.map((name) => ({ name, relation: null })) }).words).toContain("boss");
  });
});

describe("a person tagged by a short name, said by the name it is short for or another form of it", () => {
  const TAGGED = ["Sam", "Josh Whitaker", "Liz Brown", "Rob Stone", "Kate Lee"];
  const slots = [
    ["Sammy", "Sam"], ["Samantha", "Sam"], ["Joshua", "Josh Whitaker"], ["Elizabeth", "Liz Brown"], ["Beth", "Liz Brown"],
    ["Robert", "Rob Stone"], ["Bobby", "Rob Stone"], ["Katherine", "Kate Lee"], ["Katie", "Kate Lee"], ["Lizzie", "Liz Brown"],
  ];
  const frames = ["{} at the beach", "photos of {}", "{} last summer", "me and {}", "latest pic of {}"];

  it("is that person (10 forms x 5 frames)", () => {
    const misread: string[] = [];
    for (const [said, person] of slots) {
      for (const frame of frames) {
        const query = frame.replace("{}", said!);
        if (JSON.stringify(peopleOf(query, TAGGED)) !== JSON.stringify([person])) misread.push(`${query} -> ${JSON.stringify(peopleOf(query, TAGGED))}`);
      }
    }
    expect(misread).toEqual([]);
  });
});

describe("a relation said before a given name the library knows only from its words", () => {
  it("leaves the name to find and not the relation (6 relations x 5 frames)", () => {
    const misread: string[] = [];
    for (const relation of ["sister", "brother", "cousin", "friend", "aunt", "nephew"]) {
      for (const frame of ["my {} Lucy", "photos of my {} Lucy", "my {} Lucy's birthday", "me and my {} Lucy", "my {} Lucy at the beach"]) {
        const query = frame.replace("{}", relation);
        const words = parseQuery(query, NOW, { gazetteer: lookUpPlace, places: [], people: [] }).words;
        if (!words.includes("lucy") || words.includes(relation)) misread.push(`${query} -> ${JSON.stringify(words)}`);
      }
    }
    expect(misread).toEqual([]);
  });
});

describe("a person said by the short form their language gives their name, far from its start (Wiktionary's short-names.json)", () => {
  const slots = [
    { said: "Gosia", person: "Małgorzata Nowak" },
    { said: "Wojtek", person: "Wojciech Zieliński" },
    { said: "Kasia", person: "Katarzyna Wójcik" },
    { said: "Bartek", person: "Bartosz Lis" },
    { said: "Kuba", person: "Jakub Mazur" },
    { said: "Madzia", person: "Magdalena Kowal" },
    { said: "Lola", person: "Dolores Ibarra" },
    { said: "Pepe", person: "José Martín" },
    { said: "Paco", person: "Francisco Ortega" },
    { said: "Nacho", person: "Ignacio Vidal" },
    { said: "Lupe", person: "Guadalupe Ríos" },
    { said: "Hans", person: "Johannes Weber" },
  ];
  const people = slots.map((s) => s.person);
  const frames = ["{} at the beach", "photos of {}", "me and {}", "{} last summer", "latest pic of {}"];
  const grid = slots.flatMap(({ said, person }) => frames.map((frame) => [frame.replace("{}", said), person] as const));

  it("covers at least 50 combinations of form and frame", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is %s", (query, person) => {
    expect(peopleOf(query, people)).toEqual([person]);
  });
});
