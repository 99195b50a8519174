import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../../index/library-index";
import { fullTextOf, library } from "../../testing/memory-library";
import { parseQuery } from "../query-parser";
import { retrieve } from "../retrieve";

const NOW = new Date(2026, 10, 30, 12);
const plan = (query: string) => parseQuery(query, NOW, {});

describe("a letter said alone", () => {
  const LETTERS = ["w", "k", "b", "c", "q", "x", "m"];
  const FRAMES: Array<[(l: string) => string, string]> = [
    [(l) => `the ${l.toUpperCase()} trek`, "trek"], [(l) => `plan ${l}`, "plan"], [(l) => `photos of the ${l} route`, "route"],
    [(l) => `vitamin ${l.toUpperCase()} tablets`, "tablets"], [(l) => `${l}-ray of my hand`, "hand"], [(l) => `the ${l} line station`, "station"],
    [(l) => `block ${l.toUpperCase()} entrance`, "entrance"], [(l) => `gate ${l} at the airport`, "gate"],
  ];

  it("is no word to find, and the words beside it are (letter × frame ≥ 50)", () => {
    let checked = 0;
    for (const letter of LETTERS)
      for (const [frame, kept] of FRAMES) {
        const query = frame(letter);
        const words = plan(query).words;
        expect(words, query).not.toContain(letter);
        expect(words, query).toContain(kept);
        checked++;
      }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("is kept where it is asked for as written, glued to a number, or a model written spaced", () => {
    expect(plan("a sign that says B").words).toContain("b");
    expect(plan("canon 5D photos").words).toContain("5d");
    expect(plan("nikon z 6").words).toEqual(["nikon", "z6"]);
    expect(plan("not the z 6 ones").notWords).toEqual(["z6"]);
  });

  it("does not stop a memory that says it from answering", async () => {
    const lib = library();
    lib.add("trek", { taken_ms: Date.UTC(2024, 1, 3, 10) });
    lib.add("other", { taken_ms: Date.UTC(2024, 1, 9, 10) });
    lib.memories.push({ photo_id: "trek", text: "day three of the W trek with Ines" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    for (const query of ["the W trek", "pictures from the w trek", "W trek photos"]) {
      const found = await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) });
      expect(found.passing.map((c) => c.id), query).toEqual(["trek"]);
    }
  });
});
