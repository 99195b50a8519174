import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);

/**
 * A family whose library says one age of each of them: a banner read in a photo, or a memory.
 * Every year from 2019 there is a photo of each on their birthday, and one of them three weeks later.
 */
const FAMILY = [
  { name: "Alfie", relation: "son", words: ["alfie"], born: [2015, 2, 12], says: { year: 2021, ocr: "HAPPY 6TH BIRTHDAY ALFIE" } },
  { name: "Poppy", relation: "daughter", words: ["poppy"], born: [2018, 8, 3], says: { year: 2023, ocr: "HAPPY 5TH BIRTHDAY POPPY" } },
  { name: "Carol", relation: "mother", words: ["mum", "carol"], born: [1954, 4, 18], says: { year: 2024, memory: "mum's 70th at the italian, she cried at the speech" } },
  { name: "Becky", relation: "me", words: ["my"], born: [1985, 9, 10], says: { year: 2025, memory: "my 40th in the northern quarter, shaz organised everything" } },
] as const;
const YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];

async function familyIndex() {
  const lib = library();
  for (const person of FAMILY) {
    const [, month, day] = person.born;
    for (const year of YEARS) {
      const id = `${person.name}-${year}`;
      lib.add(id, { taken_ms: Date.UTC(year, month, day, 15), people: person.name });
      lib.add(`${id}-later`, { taken_ms: Date.UTC(year, month, day + 21, 15), people: person.name });
      if (year === person.says.year && "ocr" in person.says) lib.read(id, person.says.ocr);
      if (year === person.says.year && "memory" in person.says) lib.memories.push({ photo_id: id, text: person.says.memory });
    }
  }
  lib.source.people = async () => FAMILY.map(({ name, relation }) => ({ name, relation }));
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

async function found(query: string): Promise<string[]> {
  const index = await familyIndex();
  const answer = await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] });
  return (answer.photos?.map((n) => index.facts(n)!.id) ?? answer.passing.map((c) => c.id)).sort();
}

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;

describe("a birthday said by the age reached is the days of that birthday", () => {
  const grid = FAMILY.flatMap((person) =>
    YEARS.flatMap((year) => {
      const age = year - person.born[0];
      const said = person.words.flatMap((word) => (word === "my" ? [`my ${ordinal(age)}`] : [`${word}'s ${ordinal(age)}`, `${word}'s ${ordinal(age)} birthday`]));
      return said.map((query) => ({ query, expected: person.relation === "me" ? [`${person.name}-${year}`] : [`${person.name}-${year}`] }));
    }),
  );
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is $expected", async ({ query, expected }) => {
    expect(await found(query)).toEqual(expected);
  });

  it("a birthday yet to come is no photo, and an age the library says nothing of is every birthday said so", async () => {
    expect(await found("my 50th")).toEqual([]);
    const index = await familyIndex();
    const plan = parseQuery("gaz's 30th", NOW, { ...index.parseContext(), people: [...index.parseContext().people, { name: "Gaz", relation: "friend" }] });
    expect(plan.time).toBeNull();
  });
});

describe("a birthday by its age, its owner said as people type on a phone or by a pronoun", () => {
  const children = FAMILY.filter((person) => person.relation === "son" || person.relation === "daughter");
  const frames = [
    (name: string, age: string) => `${name}s ${age}`,
    (name: string, age: string) => `${name} ${age} bday`,
    (name: string, age: string) => `pics from ${name}s ${age}`,
    (name: string, age: string, pronoun: string) => `${name} on ${pronoun} ${age} birthday`,
    (name: string, age: string, pronoun: string) => `our ${name} at ${pronoun} ${age}`,
  ];
  const grid = children.flatMap((person) =>
    YEARS.filter((year) => year - person.born[0] >= 1).flatMap((year) =>
      frames.map((frame) => ({ query: frame(person.name.toLowerCase(), ordinal(year - person.born[0]), person.relation === "son" ? "his" : "her"), expected: [`${person.name}-${year}`] })),
    ),
  );
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is $expected", async ({ query, expected }) => {
    expect(await found(query)).toEqual(expected);
  });

  it("reads no month's name as someone's, though many are given names", async () => {
    const context = (await familyIndex()).parseContext();
    for (const query of ["may 9th", "jan 5th", "june 3rd 2024"]) {
      const plan = parseQuery(query, NOW, context);
      expect(plan.time?.label ?? "", query).not.toMatch(/birthday/i);
      expect(plan.time?.ranges?.length, query).toBeGreaterThan(0);
    }
  });
});

describe("a birthday by its age, of someone no one in the library is told as, where a banner says their age", () => {
  const SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
  const BANNERS = [
    (name: string, age: number) => `HAPPY ${ordinal(age).toUpperCase()} BIRTHDAY ${name.toUpperCase()}`,
    (name: string, age: number) => `${name.toUpperCase()} IS ${SPELLED[age]!.toUpperCase()}`,
    (name: string, age: number) => `${name} is ${age} today!`,
    (name: string, age: number) => `${name.toUpperCase()} TURNS ${age}!`,
  ];
  const ASKED = [(name: string, age: string) => `${name}s ${age}`, (name: string, age: string) => `${name}'s ${age} birthday`, (name: string, age: string) => `${name} ${age} bday`];
  const NAMES = ["Emma", "Jack", "Maddie", "Noah", "Lily"];
  const BORN = [2015, 5, 20] as const;

  async function bannerIndex(name: string, banner: string) {
    const lib = library();
    for (const year of YEARS) {
      lib.add(`${year}`, { taken_ms: Date.UTC(year, BORN[1], BORN[2], 15) });
      lib.add(`${year}-later`, { taken_ms: Date.UTC(year, BORN[1], BORN[2] + 21, 15) });
    }
    lib.read("2021", banner);
    lib.source.people = async () => [];
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    return index;
  }

  const grid = NAMES.flatMap((name, n) => BANNERS.flatMap((banner) => ASKED.map((ask) => ({ name, banner: banner(name, 2021 - BORN[0]), query: ask(name.toLowerCase(), ordinal(2019 + n - BORN[0])), expected: [`${2019 + n}`] }))));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' with the banner '$banner' is $expected", async ({ name, banner, query, expected }) => {
    const index = await bannerIndex(name, banner);
    const answer = await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] });
    expect((answer.photos?.map((n) => index.facts(n)!.id) ?? answer.passing.map((c) => c.id)).sort()).toEqual(expected);
  });
});

describe("a birthday by its age, where only a banner the children made says it", () => {
  const KIN = [
    { name: "Ray", relation: "my dad", said: "dad", banner: "HAPPY 70TH BIRTHDAY GRANDPA", age: 70 },
    { name: "Linda", relation: "my mom", said: "mom", banner: "HAPPY 65TH GRANDMA", age: 65 },
    { name: "Kristen", relation: "my sister", said: "sister", banner: "HAPPY 40TH BIRTHDAY AUNTIE", age: 40 },
    { name: "Tony", relation: "my brother", said: "brother", banner: "HAPPY 30TH UNCLE TONY", age: 30 },
  ];
  const BANNER_YEAR = 2022;
  const DAY = [7, 14] as const;

  async function kinIndex() {
    const lib = library();
    for (const person of KIN) {
      for (const year of YEARS) {
        lib.add(`${person.name}-${year}`, { taken_ms: Date.UTC(year, DAY[0], DAY[1] + KIN.indexOf(person), 15), people: person.name });
        lib.add(`${person.name}-${year}-later`, { taken_ms: Date.UTC(year, DAY[0] + 2, DAY[1], 15), people: person.name });
      }
      lib.read(`${person.name}-${BANNER_YEAR}`, person.banner);
    }
    lib.source.people = async () => [...KIN.map(({ name, relation }) => ({ name, relation })), { name: "Emma", relation: "my daughter" }];
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    return index;
  }

  const grid = KIN.flatMap((person) =>
    [2020, 2023, 2024, 2025].flatMap((year) => {
      const age = ordinal(person.age + year - BANNER_YEAR);
      return [`${person.name.toLowerCase()}'s ${age}`, `${person.name.toLowerCase()}s ${age} bday`, `my ${person.said}'s ${age}`, `${person.said}s ${age} birthday`].map((query) => ({ query, expected: [`${person.name}-${year}`] }));
    }),
  );
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is $expected", async ({ query, expected }) => {
    const index = await kinIndex();
    const answer = await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] });
    expect((answer.photos?.map((n) => index.facts(n)!.id) ?? answer.passing.map((c) => c.id)).sort()).toEqual(expected);
  });
});

describe("a birthday by its age, where a banner greets the age with no name and nothing says whose", () => {
  const VENUE = { lat: -27.47, lon: 153.02, place: "Brisbane", country: "Australia", country_code: "AU" };
  const KIDS = [{ name: "Jack", relation: "my son", age: 11 }, { name: "Ruby", relation: "my daughter", age: 9 }, { name: "Col", relation: "my dad", age: 70 }];
  const BANNERS = [(age: number) => `HAPPY ${ordinal(age).toUpperCase()}`, (age: number) => `Happy ${ordinal(age)}!`];
  const ASKED = [(name: string, age: number) => `${name.toLowerCase()}'s ${ordinal(age)}`, (name: string, age: number) => `${name.toLowerCase()}s ${ordinal(age)} bday`, (name: string, age: number) => `pics of ${name} at their ${ordinal(age)}`];

  /** The banner at the party, three shots of the person there over the afternoon, and one of them a month later. */
  async function partyIndex(name: string, banner: string) {
    const lib = library();
    const start = Date.UTC(2024, 4, 11, 3);
    lib.add("banner", { taken_ms: start, ...VENUE });
    lib.read("banner", banner);
    for (let k = 0; k < 3; k++) lib.add(`party${k}`, { taken_ms: start + (k + 1) * 40 * 60_000, ...VENUE, lat: VENUE.lat + k * 0.0002, people: name });
    lib.add("later", { taken_ms: start + 30 * 86_400_000, ...VENUE, people: name });
    lib.source.people = async () => KIDS.map(({ name: n, relation }) => ({ name: n, relation }));
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    return index;
  }

  const grid = KIDS.flatMap((kid) => BANNERS.flatMap((banner) => ASKED.map((ask) => ({ name: kid.name, banner: banner(kid.age), query: ask(kid.name, kid.age) }))));
  it("covers the sayings", () => expect(grid.length).toBeGreaterThanOrEqual(18));

  it.each(grid)("'$query' with the banner '$banner' is the party's photos of them", async ({ name, banner, query }) => {
    const index = await partyIndex(name, banner);
    const answer = await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] });
    expect((answer.photos?.map((n) => index.facts(n)!.id) ?? answer.passing.map((c) => c.id)).sort()).toEqual(["party0", "party1", "party2"]);
  });
});
