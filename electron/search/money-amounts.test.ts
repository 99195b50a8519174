import fs from "node:fs";
import * as lancedb from "@lancedb/lancedb";
import { afterAll, describe, expect, it } from "vitest";
import { searchText } from "../index/fulltext";
import { LibraryIndex } from "../index/library-index";
import { ensureTextIndex } from "../store/text-index";
import { tempDir } from "../testing/fixtures";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** Receipts and tickets as their print reads, each beside one in the same currency for another sum. */
const PRINTS: Record<string, string> = {
  "chf-90": "COOP PRONTO\nTOTAL CHF 90.00\nBAR",
  "chf-45": "COOP PRONTO\nTOTAL CHF 45.50\nBAR",
  "eur-12": "CAFE LUA\nTOTAL 12,00 €",
  "eur-8": "CAFE LUA\nTOTAL 8,40 €\nIVA 23%",
  "usd-45": "MEL'S DINER\nTotal $45.00",
  "usd-9": "MEL'S DINER\nTotal $9.90",
  "gbp-2": "PAY AND DISPLAY\nTARIFF £2.00\nVALID 2 HRS",
  "gbp-6": "PAY AND DISPLAY\nTARIFF £6.50",
  "thb-300": "7-ELEVEN\nTHB 300\nTHANK YOU",
  "thb-45": "7-ELEVEN\nTHB 45",
};

/** An amount of each receipt, as people type it: a code or a sign before or after, or the currency's name. */
const SAID: Array<[string, string[]]> = [
  ["chf-90", ["CHF 90", "90 CHF", "chf 90", "90 francs"]],
  ["eur-12", ["€12", "12€", "12 euros", "EUR 12", "12 euro"]],
  ["usd-45", ["$45", "45 dollars", "45 dollar"]],
  ["gbp-2", ["£2", "2 pounds", "£2.00"]],
  ["thb-300", ["300 baht", "THB 300"]],
];
const FRAMES = ["{a}", "the {a} one", "photo with {a} on it", "paid {a}"];

describe("an amount of money said: the number the print shows, in the currency said", async () => {
  const lib = library();
  for (const id of Object.keys(PRINTS)) lib.add(id, { taken_ms: Date.UTC(2025, 2, 1, 12) });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, analysis: async () => Object.keys(PRINTS).map((id) => ({ id, tags: "[]", ocr_text: PRINTS[id]!, objects: "[]", faces: 0, version: "1" })) });
  // The full-text index, as the analysis pass writes it: the file's words, then the text read.
  const dir = tempDir("money-amounts");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const table = await (await lancedb.connect(dir)).createTable("photos", Object.entries(PRINTS).map(([id, text]) => ({ id, search_text: `IMG 0001\n${text}` })));
  await ensureTextIndex(table);
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: (words, extra, limit) => searchText(table, index, words, extra, limit) })).passing.map((c) => c.id).sort();

  const grid = SAID.flatMap(([id, amounts]) => amounts.flatMap((amount) => FRAMES.map((frame) => [frame.replace("{a}", amount), id] as const)));
  it("covers at least 50 combinations of amount, currency form and frame", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' finds %s, not the other sum in its currency", async (query, id) => {
    expect(await found(query)).toEqual([id]);
  });

  it("reads a count of things as a count, not an amount", () => {
    expect(parseQuery("2 people", NOW, index.parseContext()).peopleCount).toBe(2);
    expect(parseQuery("the 3 oldest photos", NOW, index.parseContext()).order?.count).toBe(3);
    expect(parseQuery("12 ducks", NOW, index.parseContext()).words).toEqual(["ducks"]);
  });

  it("does not leave out every photo in the currency for an amount said after a negation", async () => {
    expect(await found("cafe lua except the €12 one")).toContain("eur-8");
  });
});
