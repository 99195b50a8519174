import { describe, expect, it } from "vitest";
import { wholeWordEnglish } from "../../index/graph/foreign-words";
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** Nouns of the dictionaries' languages, singular and plural, none a word English has. */
const WORDS = ["perro", "perros", "ovejas", "playa", "plátanos", "chien", "boulangerie", "spiaggia", "cavallo", "cavalli", "Hochzeit", "Schnee", "padaria", "hond", "bruiloft", "Kirche", "gatto", "iglesia", "panaderia", "recibos",
  "chiens", "Kirchen", "padarias", "gatti", "bruiloften", "panaderias", "cavalos", "kerken", "Hochzeiten", "farmacias", "igreja", "boulangeries", "Schneemann"];

const context = (known = false, people: string[] = [], places: string[] = []) => ({ gazetteer: lookUpPlace, places, people: people.map((name) => ({ name, relation: null })), knowsWord: () => known });
/** What the plan asks for: its words, and a kind the English is ("recibos", receipts). */
const asked = (query: string, ctx = context()) => {
  const plan = parseQuery(query, NOW, ctx);
  return [...plan.words, ...plan.kinds];
};

describe("a query of one word in another language that nothing in the library says ('ovejas', 'recibos')", () => {
  const grid = WORDS.flatMap((word) => [word, word.toLowerCase(), word[0]!.toUpperCase() + word.slice(1)].filter((w, i, all) => all.indexOf(w) === i).map((said) => [said, wholeWordEnglish(word)![0]!] as const));
  it("covers at least 50 words as typed", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is read as '%s'", (said, english) => {
    const words = asked(said);
    expect(words.some((w) => w === english || english.startsWith(w) || w.startsWith(english.split(" ")[0]!))).toBe(true);
    expect(words).not.toContain(said.toLowerCase());
  });

  it.each(WORDS.slice(0, 5))("'%s' stays as typed where the library's photos or memories say it", (word) => {
    expect(asked(word, context(true))).toContain(word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, ""));
  });

  it.each([["Rosa", "Rosa Martí"], ["Paloma", "Paloma Ruiz"], ["Perla", "Perla Gómez"]])("'%s' is the library's %s, not a word", (said, person) => {
    expect(parseQuery(said, NOW, context(false, [person])).people.map((p) => p.label)).toEqual([person]);
  });

  it.each(["Faro", "Japón", "Irlanda", "Playa"])("'%s', a place the library or the world has, is that place", (said) => {
    expect(parseQuery(said, NOW, context(false, [], ["Playa"])).places).toHaveLength(1);
  });
});
