import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 11, 2, 12);

/** Words that are part of towns' names elsewhere: "Daytona Beach", "Bridgend", "Finsbury Park". */
const PARTS: Array<[word: string, town: string]> = [
  ["beach", "Daytona Beach"], ["market", "Market Harborough"], ["bridge", "Bridgend"], ["park", "Finsbury Park"], ["harbour", "Coal Harbour"],
  ["gardens", "Kew Gardens"], ["castle", "Castleton"], ["cove", "Lulworth Cove"], ["marina", "Marina del Rey"], ["heath", "Hampstead Heath"],
];
/** The town the query asks at, with two photos taken there on a day out. */
const AT = ["Formby", "Whitby", "Tenby"];

async function answer(query: string, town: string, part: string) {
  const lib = library();
  lib.add("elsewhere", { place: part, taken_ms: Date.UTC(2024, 6, 1, 12) });
  lib.add("there-1", { place: town, taken_ms: Date.UTC(2025, 7, 2, 11) });
  lib.add("there-2", { place: town, taken_ms: Date.UTC(2025, 7, 2, 14) });
  lib.add("home", { place: "Manchester", taken_ms: Date.UTC(2025, 7, 9, 12) });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  const found = await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] });
  return (found.photos?.map((n) => index.facts(n)!.id) ?? found.passing.map((c) => c.id)).sort();
}

describe("at a place, a word only other towns' names say is no thing of the library's", () => {
  const grid = PARTS.flatMap(([word, part]) => AT.flatMap((town) => [`the ${word} at ${town.toLowerCase()}`, `${word} in ${town}`].map((query) => ({ query, town, part }))));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$query' is the photos in $town, where only $part says the word", async ({ query, town, part }) => {
    expect(await answer(query, town, part)).toEqual(["there-1", "there-2"]);
  });

  it("said alone, the word still finds the town of its name", async () => {
    expect(await answer("beach", "Formby", "Daytona Beach")).toEqual(["elsewhere"]);
  });
});
