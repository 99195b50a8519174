import { describe, expect, it } from "vitest";
import { foundBy } from "../testing/written-words";

const NOW = new Date(2026, 10, 30, 12);

/** Relations no one of the library has. */
const RELATIONS = ["sister", "brother", "aunt", "uncle", "cousin", "niece", "nephew", "boyfriend", "daughter", "wife", "husband", "girlfriend"];
const FRAMES = ["my {w}", "photos with my {w}", "pics of my {w}"];

/** Where a photo says the word, and whether that speaks of the user's own. */
const SAID = [
  { where: "a memory", text: "with my {w} at the lake, lovely day", own: true },
  { where: "a memory", text: "Leah's {w} at the lake, lovely day", own: false },
  { where: "text read in the photo", text: "BIG {W} CAFE OPEN DAILY", own: false },
] as const;

describe("a relation no one has, asked for as the user's, is found only where a memory says it as theirs", () => {
  const grid = RELATIONS.flatMap((w) => FRAMES.flatMap((frame) => SAID.map((said) => ({ w, query: frame.replace("{w}", w), said }))));
  it("covers at least 50 relations, frames and sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("finds 'with my sister', not 'Leah's sister' nor a sign that says SISTER (relation x frame x saying)", async () => {
    const wrong: string[] = [];
    for (const { w, query, said } of grid) {
      const written = said.text.replace("{w}", w).replace("{W}", w.toUpperCase());
      const ids = await foundBy(said.where, written, query, NOW);
      if (ids.includes("written") !== said.own) wrong.push(`${query} <- ${said.where} "${written}": ${JSON.stringify(ids)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("still finds someone else's relation where the query says whose", async () => {
    expect(await foundBy("a memory", "Leah's sister at the lake, lovely day", "leah's sister", NOW)).toEqual(["written"]);
  });
});
