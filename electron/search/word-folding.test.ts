import fs from "node:fs";
import * as lancedb from "@lancedb/lancedb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchText } from "../index/fulltext";
import { ensureTextIndex } from "../store/text-index";
import { otherSpellings, fold, foldWord, spacedCompounds, stem } from "../words/terms";
import { LibraryIndex } from "../index/library-index";
import { findMention, mentionedWords } from "../index/mentions";
import { searchableText } from "../library/describe";
import { tempDir } from "../testing/fixtures";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/**
 * Words people write in several ways, each in the ways it is written. The grid writes every form
 * in every place a photo's words come from and asks for it in every form, alone and inside a
 * sentence: each must find every photo of its word and none of another's.
 */
const WORDS: Record<string, { written: string[]; asked: string[] }> = {
  email: { written: ["email", "E-Mail", "E-MAIL", "e-mail", "E Mail"], asked: ["email", "e-mail", "E-Mail", "EMAIL"] },
  checkin: { written: ["checkin", "Check-In", "CHECK-IN", "CHECK IN"], asked: ["checkin", "CHECKIN", "Checkin"] },
  tshirt: { written: ["tshirt", "T-Shirt", "T-SHIRT", "T Shirt"], asked: ["tshirt", "TShirt", "Tshirt"] },
  // OCR reads a hyphen as a gap, or breaks the line after it.
  wifi: { written: ["WiFi", "Wi-Fi", "Wi Fi", "WI-FI", "Wi- Fi", "Wi-\nFi"], asked: ["wifi", "WiFi", "Wi-Fi", "wi fi"] },
  cafe: { written: ["cafe", "Café", "CAFÉ", "Cafè"], asked: ["cafe", "café", "CAFE", "Café"] },
  strasse: { written: ["Strasse", "Straße", "STRASSE"], asked: ["strasse", "straße", "Strasse"] },
};
/** Where a photo's words come from: text read in it, a memory told of it, its file's name. */
const PLACES = ["read", "memory", "file"] as const;
/** Where in the query the word stands. */
const POSITIONS = [(w: string) => w, (w: string) => `photo of the ${w}`, (w: string) => `${w} picture`];

describe("a word finds its other spellings wherever a photo says it", () => {
  const dir = tempDir("word-folding");
  let index: LibraryIndex;
  let table: lancedb.Table;
  beforeAll(async () => {
    const lib = library();
    const fileRows: Array<{ id: string; search_text: string }> = [];
    for (const [word, { written }] of Object.entries(WORDS)) {
      written.forEach((form, f) => {
        for (const place of PLACES) {
          const id = `${word}-${place}-${f}`;
          lib.add(id, {});
          if (place === "read") lib.read(id, `OPEN 9-17\n${form}\nWELCOME`);
          if (place === "memory") lib.memories.push({ photo_id: id, text: `we stopped at the ${form} on the way` });
          // The text column as the indexer writes it: the file name's words, then what else was said.
          fileRows.push({ id, search_text: searchableText({ name: place === "file" ? `${form}_2024.jpg` : "IMG_0001.jpg", rel_dir: "", title: null, description: null, keywords: "", people: "", camera: null, kind: "photo", time_tags: "", placeLabel: null }) });
        }
      });
    }
    lib.add("plain", {}, { description: "a quiet morning on the way" });
    fileRows.push({ id: "plain", search_text: "IMG 0002" });
    index = new LibraryIndex();
    await index.refresh(lib.source);
    table = await (await lancedb.connect(dir)).createTable("photos", fileRows);
    await ensureTextIndex(table);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const cases = Object.entries(WORDS).flatMap(([word, { asked, written }]) => asked.flatMap((form) => POSITIONS.map((position) => ({ word, query: position(form), written }))));
  it("has a grid of at least 50 written form × place × asked form × position combinations", () => {
    const combinations = Object.values(WORDS).reduce((n, { written, asked }) => n + written.length * PLACES.length * asked.length * POSITIONS.length, 0);
    expect(combinations).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)("'$query' finds every way '$word' is written, and nothing else", async ({ word, query, written }) => {
    const plan = parseQuery(query, NOW, index.parseContext());
    const found = await retrieve(plan, { index, fullText: (words, extra, limit) => searchText(table, index, words, extra, limit) });
    const expected = written.flatMap((_, f) => PLACES.map((place) => `${word}-${place}-${f}`)).sort();
    expect(found.passing.map((c) => c.id).sort()).toEqual(expected);
  });
});

describe("folding a word", () => {
  it("takes out case, accents, two-letter letters and a compound's hyphens, the same for a text and a query word", () => {
    expect(fold("CAFÉ Œuvre Straße Ærø")).toBe("cafe oeuvre strasse aero");
    expect(["E-Mail", "e‑mail", "EMAIL", "email"].map(foldWord)).toEqual(["email", "email", "email", "email"]);
    expect(stem("Check-Ins")).toBe(stem("checkins"));
  });

  it("writes a compound written apart as one word where WordNet has it joined or hyphenated, and no other pair", () => {
    expect(spacedCompounds("Guest Wi Fi\npassword: tulip-4417")).toEqual(["wifi"]);
    expect(spacedCompounds("CHECK IN desk · T Shirt sale · E- Mail us")).toEqual(["checkin", "tshirt", "email"]);
    expect(spacedCompounds("Seattle Tacoma, Gate C14, Boarding 11:40, the red boat")).toEqual([]);
    // Punctuation between them is two words, not one written apart.
    expect(spacedCompounds("Wi. Fi")).toEqual([]);
    expect(otherSpellings("Wi Fi")).toEqual(["wifi"]);
  });

  it("writes a text's compounds as one word, but not dates or hours", () => {
    expect(otherSpellings("Check-In 9-17, T-Shirt 2024-05-01 A4-Papier e-mail Straße")).toEqual(["checkin", "tshirt", "a4papier", "email", "strasse"]);
  });

  it("tells that a text mentions a word in any of its spellings", () => {
    expect(mentionedWords("Your E-Mail for the CHECK-IN", ["email", "checkin", "check", "mail", "tshirt"])).toEqual([true, true, true, true, false]);
    expect(findMention("Your E-Mail", "email")).toBe("E-Mail");
    expect(findMention("Café do Monte", "cafe")).toBe("Café");
  });
});
