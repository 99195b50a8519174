import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildLocalHolidays, JSON_PATH, OPENINGS_PATH, openingsOf } from "../../build/data/local-holidays";
import { LONGEST } from "./local-holidays";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { englishHas } from "../words/english-word";

const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;

/** A country's own name for one of its holidays, the country's name as the library shows it, and the day it fell on in 2023. */
const HOLIDAYS: Array<{ said: string; country: string; name: RegExp; day: [number, number] }> = [
  { said: "nationaldagen", country: "Sweden", name: /National Day/, day: [6, 6] },
  { said: "midsommarafton", country: "Sweden", name: /Midsummer Eve/, day: [6, 23] },
  { said: "alla helgons dag", country: "Sweden", name: /All Saints/, day: [11, 4] },
  { said: "julafton", country: "Sweden", name: /Christmas Eve/, day: [12, 24] },
  { said: "Koningsdag", country: "Netherlands", name: /King's Day/, day: [4, 27] },
  { said: "Bevrijdingsdag", country: "Netherlands", name: /Liberation Day/, day: [5, 5] },
  { said: "Kurban Bayramı", country: "Turkey", name: /Eid al-Adha/, day: [6, 28] },
  { said: "Cumhuriyet Bayramı", country: "Turkey", name: /Republic Day/, day: [10, 29] },
  { said: "추석", country: "South Korea", name: /Korean Thanksgiving/, day: [9, 29] },
  { said: "Día de la Independencia", country: "Mexico", name: /Independence Day/, day: [9, 16] },
  { said: "Dia de Portugal", country: "Portugal", name: /Portugal/, day: [6, 10] },
  { said: "Tag der Deutschen Einheit", country: "Germany", name: /National Holiday/, day: [10, 3] },
  { said: "Festa della Repubblica", country: "Italy", name: /Republic Day/, day: [6, 2] },
  { said: "Narodowe Święto Niepodległości", country: "Poland", name: /Independence Day/, day: [11, 11] },
  { said: "Gustav-Adolf-dagen", country: "Sweden", name: /Gustavus Adolphus/, day: [11, 6] },
];
/** Where a holiday's name is said: alone, with a year, after a request, before a place. */
const SLOTS: Array<{ query: (said: string) => string; year: boolean }> = [
  { query: (said) => `${said} 2023`, year: true },
  { query: (said) => `photos from ${said} 2023`, year: true },
  { query: (said) => `${said} 2023 at the lake`, year: true },
  { query: (said) => said, year: false },
];

const contextIn = (country: string) => ({ places: [country], gazetteer: lookUpPlace });

describe("holidays as their country names them", () => {
  it("knows the phrases date-holidays' calendars give today (run build/data/local-holidays.ts when this fails)", () => {
    const table = buildLocalHolidays();
    expect(JSON.parse(readFileSync(JSON_PATH, "utf8"))).toEqual(JSON.parse(JSON.stringify(table)));
    expect(JSON.parse(readFileSync(OPENINGS_PATH, "utf8"))).toEqual(openingsOf(table));
    expect(Math.max(...Object.keys(table.phrases).map((phrase) => phrase.split(" ").length))).toBeLessThanOrEqual(LONGEST);
  });

  it("reads each as its day, in the library's country (15 holidays × 4 slots)", () => {
    const wrong: string[] = [];
    for (const { said, country, name, day } of HOLIDAYS) {
      const dayMs = Date.UTC(2023, day[0] - 1, day[1]);
      for (const slot of SLOTS) {
        const query = slot.query(said);
        const plan = parseQuery(query, NOW, contextIn(country));
        const ranges = plan.time?.ranges ?? [];
        const covered = ranges.some(([from, to]) => from <= dayMs + DAY / 2 && to > dayMs + DAY / 2);
        const span = plan.chips.find((chip) => chip.kind === "time")?.span;
        const shown = span ? query.slice(span[0], span[1]) : "";
        // Every year's day where no year is said; the phrase's words are no words to find.
        const right = name.test(plan.time?.label ?? "") && covered && (slot.year ? ranges.length === 1 : ranges.length > 1) && shown.startsWith(said) && !plan.words.some((word) => said.toLowerCase().includes(word));
        if (!right) wrong.push(`${query} (${country}) → ${plan.time?.label ?? "no time"} ${ranges.length} ranges, words ${JSON.stringify(plan.words)}, chip "${shown}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads a name several countries give on other days as the library's country's, and leaves it as typed where the library is in none", () => {
    const kingsDay = (places: string[]) => parseQuery("Koningsdag 2024", NOW, { places, gazetteer: lookUpPlace }).time?.ranges?.[0]?.[0];
    expect(kingsDay(["Netherlands", "Utrecht"])).toBe(Date.UTC(2024, 3, 27));
    // Belgium's Koningsdag is the King's Feast, in November.
    expect(kingsDay(["Belgium"])).toBe(Date.UTC(2024, 10, 15));
    const nowhere = parseQuery("Koningsdag 2024", NOW, { places: ["Japan"], gazetteer: lookUpPlace });
    expect(nowhere.time?.label).toBe("2024");
    expect(nowhere.words).toEqual(["koningsdag"]);
  });

  it("keeps the rest of a query in the language read as it: its little words and words", () => {
    const plan = parseQuery("julafton med mormor", NOW, contextIn("Sweden"));
    expect(plan.time?.label).toMatch(/Christmas Eve/);
    expect(plan.chips.filter((chip) => chip.kind === "place")).toEqual([]);
    expect(plan.words).toEqual(["grandmother"]);
  });

  it("is a person or a place where one is called by the name", () => {
    const plan = parseQuery("Pasen 2023", NOW, { people: [{ name: "Ria Pasen", relation: null }], places: ["Netherlands"], gazetteer: lookUpPlace });
    expect(plan.time?.label).toBe("2023");
  });

  it("reads nothing in English queries that name no holiday", () => {
    for (const query of ["a national park", "the independence of cats", "children playing in the snow", "liberation monument", "kings and queens at the museum", "the e-mail about the day off"]) {
      const plan = parseQuery(query, NOW, contextIn("Sweden"));
      expect(plan.time, query).toBeNull();
    }
  });
  it("reads a slip of a holiday's one-word name, and a word whose dictionary English names a holiday (word × slot)", () => {
    const SAID: Array<{ said: string; country: string; name: RegExp }> = [
      { said: "oudjaarsavond", country: "Netherlands", name: /New Year/ }, { said: "koningsdg", country: "Netherlands", name: /King's Day/ },
      { said: "nationaldgen", country: "Sweden", name: /National Day/ }, { said: "midsomarafton", country: "Sweden", name: /Midsummer Eve/ },
      { said: "Weihnachten", country: "Germany", name: /Christmas/ }, { said: "Ostern", country: "Germany", name: /Easter/ },
      { said: "Silvester", country: "Germany", name: /New Year/ }, { said: "påsk", country: "Sweden", name: /Easter/ },
      { said: "Hemelvaart", country: "Netherlands", name: /Ascension/ }, { said: "Pasqua", country: "Italy", name: /Easter/ },
      { said: "Pâques", country: "France", name: /Easter/ },
    ];
    const wrong: string[] = [];
    for (const { said, country, name } of SAID) {
      for (const slot of SLOTS.slice(0, 3)) {
        const query = slot.query(said);
        const plan = parseQuery(query, NOW, contextIn(country));
        if (!name.test(plan.time?.label ?? "") || plan.words.includes(said.toLowerCase())) wrong.push(`${query} → ${plan.time?.label ?? "no time"} ${JSON.stringify(plan.words)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Someone's name, a word the library says, or an English word is none.
    expect(parseQuery("Zorblat at the beach 2023", NOW, contextIn("Germany")).time?.label).toBe("2023");
    expect(parseQuery("påsk 2023", NOW, { ...contextIn("Sweden"), knowsWord: (word) => word === "pask" }).time?.label).toBe("2023");
  });

  it("reads a name two of the library's countries give on other days as the one most of its photos were taken in", () => {
    const context = { places: ["Netherlands", "Belgium"], gazetteer: lookUpPlace };
    expect(parseQuery("Koningsdag 2024", NOW, context).time?.label).toBe("2024");
    expect(parseQuery("Koningsdag 2024", NOW, { ...context, mainCountry: () => "NL" }).time?.ranges?.[0]?.[0]).toBe(Date.UTC(2024, 3, 27));
    expect(parseQuery("Koningsdag 2024", NOW, { ...context, mainCountry: () => "BE" }).time?.ranges?.[0]?.[0]).toBe(Date.UTC(2024, 10, 15));
  });

  it("reads a phrase of English words one country abroad names a holiday by only where the library has photos in that country (phrase × frame)", () => {
    const table = JSON.parse(readFileSync(JSON_PATH, "utf8")) as { phrases: Record<string, Array<[number, string[]]>> };
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    const countryOf = (code: string) => {
      const name = names.of(code);
      const place = name ? lookUpPlace(name) : null;
      return place?.kind === "country" && place.countries?.includes(code) ? name! : null;
    };
    // Every such phrase of one word for every day it names ("sports day", "culture day", "bridge day"), in a country the gazetteer names.
    const phrases = Object.entries(table.phrases).flatMap(([phrase, readings]) => {
      const code = readings.length === 1 && readings[0]![1].length === 1 ? readings[0]![1][0]! : null;
      const word = phrase.split(" ")[0]!;
      // Not a place's name ("bermuda day"): that is read as the place.
      const country = code && /^[a-z]+ day$/.test(phrase) && englishHas(word) && !lookUpPlace(word) ? countryOf(code) : null;
      return country ? [{ phrase, country }] : [];
    });
    const FRAMES = [(p: string) => p, (p: string) => `photos from ${p} 2024`, (p: string) => `the kids at ${p}`];
    expect(phrases.length * FRAMES.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const { phrase, country } of phrases) {
      const elsewhere = country === "New Zealand" ? "Ireland" : "New Zealand";
      for (const frame of FRAMES) {
        const query = frame(phrase);
        const there = parseQuery(query, NOW, contextIn(country));
        const here = parseQuery(query, NOW, contextIn(elsewhere));
        const word = phrase.split(" ")[0]!;
        if (!there.time || there.time.label === "2024" || there.words.includes(word)) wrong.push(`${query} in ${country}: ${there.time?.label ?? "no time"} ${JSON.stringify(there.words)}`);
        if (here.time && here.time.label !== "2024") wrong.push(`${query} in ${elsewhere}: ${here.time?.label ?? "no time"} ${JSON.stringify(here.words)}`);
      }
    }
    expect(wrong).toEqual([]);
    // A country's name for it in its own language is still that holiday wherever the library is.
    expect(parseQuery("Koningsdag 2024", NOW, contextIn("Netherlands")).time?.label).toMatch(/King/);
  });
});
