import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { library } from "../../testing/memory-library";
import { parseQuery } from "../../search/query-parser";
import { retrieve } from "../../search/retrieve";
import { LibraryIndex } from "../library-index";
import { buildCodeTables, CODE_TABLES_FILE } from "../../../build/data/code-tables";
import { codeGlosses } from "./code-words";
import tables from "./code-tables.json" with { type: "json" };
import { eng as STOPWORDS } from "stopword";

const NOW = new Date(2026, 10, 22, 12);
const named = (text: string) => codeGlosses(text).map((g) => `${g.said}: ${g.words.join(" ")}`);

describe("what codes read in a photo stand for", () => {
  it("reads a flight number for its airline, and the airports beside it", () => {
    expect(named("LUFTHANSA BOARDING PASS\nLH 401  FRA → JFK\nGATE Z25  SEAT 32K")).toEqual([
      "LH 401: Lufthansa flight",
      "FRA: Frankfurt Frankfurt Main airport",
      "JFK: New York John F Kennedy Intl airport",
    ]);
    expect(named("easyJet U2 8123 to AMS")).toEqual(["U2 8123: easyJet flight", "AMS: Amsterdam Schiphol airport"]);
  });

  it("reads an airline whose code is a word where the text says it is a flight ('Flight AS 331'), not elsewhere", () => {
    // Every airline code English also writes as a word, in the table's own data.
    const stopCodes = tables.airlines.split("\n").map((line) => line.split("\t") as [string, string]).filter(([code]) => STOPWORDS.includes(code.toLowerCase()));
    expect(stopCodes.length).toBeGreaterThanOrEqual(5);
    const wrong: string[] = [];
    for (const [code, airline] of stopCodes) {
      for (const [text, read] of [[`Flight ${code} 331 Gate C14`, true], [`FLT: ${code} 88`, true], [`Vuelo ${code} 2040`, true], [`${code} 12 PEOPLE`, false], [`TABLE ${code} 40`, false]] as const) {
        const found = named(text).some((line) => line.includes(airline));
        if (found !== read) wrong.push(`${text} → ${found ? airline : "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads a currency code or sign beside an amount for the currency", () => {
    expect(named("Total CHF 18.50")).toEqual(["CHF: Swiss Franc"]);
    expect(named("Summe 23,40 EUR")).toEqual(["EUR: Euro"]);
    expect(named("ramen ¥1200")).toEqual(["¥: yuan renminbi yen"]);
    expect(named("chai ₹ 40")).toEqual(["₹: indian rupee"]);
  });

  it("reads a till's currency code on the line above or below its amount (code x layout)", () => {
    const CODES = ["USD", "NZD", "GBP", "EUR", "AUD", "CHF", "JPY", "ZAR", "CAD", "SEK"];
    const LAYOUTS = ["TOTAL {c}\n21.83", "{c}\n21.83", "21.83\n{c}", "SUBTOTAL 20.50\nTOTAL {c}\n21.83", "TOTAL {c} 21.83"];
    const wrong = CODES.flatMap((code) => LAYOUTS.map((layout) => layout.replace("{c}", code)).filter((text) => !named(text).some((gloss) => gloss.startsWith(`${code}: `))));
    expect(CODES.length * LAYOUTS.length).toBeGreaterThanOrEqual(50);
    expect(wrong).toEqual([]);
    // A line of three capitals with no amount beside it is no currency.
    expect(named("GATE\nUSD")).toEqual([]);
  });

  it("leaves words, gates, seats, dates and codes without a number alone", () => {
    expect(named("NO 12 TO 4 AND ALL 2024 GATE B12 SEAT 14C")).toEqual([]);
    // Three capitals are an airport only where a flight is: here a word and a name.
    expect(named("ZOO OPEN 9-17 SUN 10-16")).toEqual([]);
    expect(named("USD without an amount")).toEqual([]);
    expect(named("")).toEqual([]);
  });

  it("is found by what the codes stand for, and not by another airline, city or currency", async () => {
    const lib = library();
    lib.add("pass", {});
    lib.read("pass", "BOARDING PASS\nLH 401\nFRA JFK\nSEAT 32K");
    lib.add("bill", {});
    lib.read("bill", "2 x espresso\nTOTAL CHF 9.00");
    lib.add("menu", {});
    lib.read("menu", "MENU\nramen ¥1200");
    lib.add("plain", {}, { description: "a flight of stairs" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
    expect(await ask("my lufthansa flight")).toEqual(["pass"]);
    expect(await ask("the bill in swiss francs")).toEqual(["bill"]);
    expect(await ask("something paid in yen")).toEqual(["menu"]);
    expect(await ask("heathrow")).toEqual([]);
    expect(await ask("iberia")).toEqual([]);
    expect(await ask("in euros")).toEqual([]);
    // A boarding pass without GPS was where its airports are.
    expect(await ask("flying to new york")).toEqual(["pass"]);
  });
});

describe("the code tables", () => {
  it("are what the packages' data makes now (rebuild with `node --import tsx build/data/code-tables.ts`)", () => {
    expect(JSON.parse(fs.readFileSync(CODE_TABLES_FILE, "utf8"))).toEqual(buildCodeTables());
  });
});
