import { describe, expect, it } from "vitest";
import { COLOUR_NAMES, GRID } from "../../../native/colour-grid";
import { LibraryIndex } from "../../index/library-index";
import { library } from "../../testing/memory-library";
import { parseQuery } from "../../search/query-parser";
import { retrieve } from "../../search/retrieve";

const NOW = new Date(2026, 10, 30, 12);
/** A photo with no colour, as the analysis pass stores it: grey everywhere. */
const MONO = JSON.stringify({ mono: true, grid: String.fromCharCode(97 + COLOUR_NAMES.indexOf("grey")).repeat(GRID * GRID) });

/** Words whose meanings reach "monochrome" (a painting in one colour is one), and how they are asked. */
const WORDS = ["painting", "paintings", "art", "representation"];
const FRAMES = ["{w}", "the {w}", "{w} by the door", "{w} in the lounge", "old {w}", "a {w} on the wall", "{w} at nana's", "any {w}", "my favourite {w}", "{w} pics", "the {w} in the hall", "that {w} again", "{w} we bought"];

describe("a photo without colour is found by the words for it, not by a word that only means a monochrome", () => {
  const grid = WORDS.flatMap((word) => FRAMES.map((frame) => frame.replace("{w}", word)));

  it("covers at least 50 words and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("is no painting, and still black and white (word x frame)", async () => {
    const lib = library();
    lib.add("bw", { taken_ms: Date.UTC(2024, 3, 1, 12) });
    lib.looked("bw", "[]", MONO);
    lib.add("colour", { taken_ms: Date.UTC(2024, 3, 2, 12) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id);
    const wrong: string[] = [];
    for (const query of grid) if ((await ask(query)).includes("bw")) wrong.push(query);
    expect(wrong).toEqual([]);
    expect(await ask("black and white photos")).toEqual(["bw"]);
    expect(await ask("monochrome")).toEqual(["bw"]);
  });
});
