import { describe, expect, it } from "vitest";
import { fullTextOf, library } from "../../testing/memory-library";
import { parseQuery } from "../../search/query-parser";
import { retrieve } from "../../search/retrieve";
import { LibraryIndex } from "../library-index";
import { paperKinds } from "../paper-kinds";
import { foreignGlosses, gluedParts } from "./foreign-words";

const NOW = new Date(2026, 10, 22, 12);

/** Words a ticket, a sign or a receipt prints apart, in English or one language, that OCR reads glued. */
const PRINTED: string[][] = [
  ["entrada", "general"], ["boarding", "pass"], ["billete", "sencillo"], ["biglietto", "intero"], ["passenger", "name"],
  ["departure", "gate"], ["sortie", "secours"], ["billet", "adulte"], ["ticket", "office"], ["parking", "ticket"],
];
/** How OCR gives them glued: printed in capitals, or each capitalised (a logo's). */
const GLUED: Array<(parts: string[]) => string> = [
  (parts) => parts.join("").toUpperCase(),
  (parts) => parts.map((p) => p[0]!.toUpperCase() + p.slice(1)).join(""),
];

describe("words OCR read as one", () => {
  it("are the words printed apart (words × how glued)", () => {
    expect(PRINTED.length * GLUED.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const parts of PRINTED) {
      for (const glue of GLUED) {
        const said = glue(parts);
        const found = gluedParts(said)?.map((part) => part.folded);
        if (found?.join(" ") !== parts.join(" ")) wrong.push(`${said} → ${found?.join(" ") ?? "none"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("are not words or names that are one word, nor parts of other languages together", () => {
    // Nor one written small: a word of its own as often as two, and OCR's noise.
    for (const word of ["Manchester", "Volkswagen", "Santurtzi", "Hauptbahnhof", "Starbucks", "MUSEODELPRADO", "Kalimotxo", "Southampton", "blackboards", "GRACIASPORSUVISITA", "entradageneral", "boardingpass"]) {
      expect(gluedParts(word), word).toBeNull();
    }
  });

  it("are read as printed: a foreign one glossed, a ticket's words said, each found by a search (words × how glued)", async () => {
    expect(foreignGlosses("ENTRADAGENERAL").map((gloss) => gloss.said)).toEqual(["ENTRADA"]);
    expect(paperKinds({ text: "Museo del Prado\nENTRADAGENERAL\n15,00 EUR\nValida:02/10/2024", screenshot: false, glosses: foreignGlosses("Museo del Prado ENTRADAGENERAL") })).toContain("ticket");
    const lib = library();
    PRINTED.forEach((parts, k) => GLUED.forEach((glue, g) => {
      lib.add(`p${k}-${g}`, {});
      lib.read(`p${k}-${g}`, `CITY MUSEUM\n${glue(parts)}\n12/05/2024`);
    }));
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    const missed: string[] = [];
    for (const [k, parts] of PRINTED.entries()) {
      for (const part of parts) {
        const reached = index.graph.gather([part], { delta: 0.9, maxEventSize: 0 });
        for (const g of GLUED.keys()) if (!reached.has(index.number(`p${k}-${g}`)!)) missed.push(`"${part}" missed ${GLUED[g]!(parts)}`);
      }
    }
    expect(missed).toEqual([]);
    // And a search for a word printed on a sign finds it.
    const found = (await retrieve(parseQuery("sign that says secours", NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
    expect(found).toEqual(expect.arrayContaining(GLUED.map((_, g) => `p${PRINTED.findIndex((parts) => parts[1] === "secours")}-${g}`)));
  });
});
