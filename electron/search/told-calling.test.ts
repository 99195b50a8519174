import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** What the user calls their parent, told as the relation: however short ("da", "ma"). */
const TOLD: Array<{ told: string; name: string; pronoun: string }> = [
  { told: "my da", name: "Jim", pronoun: "his" },
  { told: "da", name: "Jim", pronoun: "his" },
  { told: "my ma", name: "Morag", pronoun: "her" },
  { told: "my pa", name: "Jim", pronoun: "his" },
  { told: "my mam", name: "Morag", pronoun: "her" },
  { told: "my nan", name: "Agnes", pronoun: "her" },
  { told: "my maw", name: "Morag", pronoun: "her" },
];
const FRAMES = ["{w}'s old bike", "{w}s old bike", "pics of {w}'s old bike", "{w}'s bike back on the road", "the old bike {w} fixed", "my {w}'s old bike", "{w} old bike photos", "when {w} got the bike going"];

describe("a memory that calls someone as the user told them, however short, is of them", () => {
  const grid = TOLD.flatMap((t) => FRAMES.map((frame) => ({ ...t, query: frame.replace("{w}", t.told.replace(/^my /, "")) })));
  it.each(grid)("told '$told', asked '$query'", async ({ told, name, pronoun, query }) => {
    const lib = library();
    lib.add("face", { taken_ms: Date.UTC(2024, 4, 1, 12), people: name });
    lib.add("bike", { taken_ms: Date.UTC(2019, 7, 25, 11) });
    const word = told.replace(/^my /, "");
    lib.memories.push({ photo_id: "bike", text: `${word} got ${pronoun} old bike back on the road` });
    lib.add("other", { taken_ms: Date.UTC(2025, 3, 2, 12) });
    lib.memories.push({ photo_id: "other", text: "a new bike for the wean" });
    lib.source.people = async () => [{ name: "Callum", relation: "me" }, { name, relation: told }];
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
    expect((answer.photos ?? answer.passing.map((c) => index.number(c.id)!)).map((n) => index.facts(n)!.id)).toEqual(["bike"]);
  });
});
