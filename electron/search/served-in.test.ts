import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { wordNetLemmas } from "../testing/wordnet-lemmas";
import { senses } from "../words/wordnet";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { servedIn } from "./served-in";

const NOW = new Date(2026, 10, 30, 12);

/** The detector's class for each vessel WordNet names compounds after. */
const CLASS: Record<string, string> = { bottle: "bottle", glass: "wine glass", bowl: "bowl", cup: "cup", vase: "vase" };

/** WordNet's compounds of a plain word and a vessel the detector knows ("wine_bottle", "teacup"): the word and the vessel's class. */
function vesselCompounds(): Array<{ word: string; seen: string; lemma: string }> {
  return wordNetLemmas("noun").flatMap((lemma) => {
    const parts = /^([a-z]{3,10})_?(bottle|glass|bowl|cup|vase)$/.exec(lemma);
    if (!parts || parts[1] === parts[2] || !senses(parts[1]!, "noun").length) return [];
    return [{ word: parts[1]!, seen: CLASS[parts[2]!]!, lemma }];
  });
}

async function finds(query: string, seen: string): Promise<boolean> {
  const lib = library();
  const detected = (label: string) => JSON.stringify([{ label, score: 0.9, box: [0.1, 0.1, 0.5, 0.5] }]);
  lib.add("vessel", {});
  lib.looked("vessel", detected(seen));
  lib.add("other", {});
  lib.looked("other", detected(seen === "chair" ? "couch" : "chair"));
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  const plan = parseQuery(query, NOW, index.parseContext());
  const found = (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
  if (found.includes("other")) throw new Error(`"${query}" found a chair`);
  return found.includes("vessel");
}

describe("a food or drink is seen as what it is served in", () => {
  const compounds = vesselCompounds();
  const served = compounds.filter(({ word, lemma }) => servedIn(word).some((m) => m.word === lemma || lemma.endsWith(m.word)));
  const other = compounds.filter((c) => !served.includes(c));

  it("finds the vessel the detector saw for the drink or food WordNet names it after (coffee → a cup), said one or many", async () => {
    expect(served.map((c) => c.lemma)).toEqual(expect.arrayContaining(["coffee_cup", "wine_bottle", "wineglass", "soup_bowl", "teacup", "beer_bottle"]));
    const missed: string[] = [];
    for (const { word, seen } of served) for (const query of [word, `${word}s`]) if (!(await finds(query, seen))) missed.push(`${query} → ${seen}`);
    expect(missed).toEqual([]);
    expect(served.length * 2).toBeGreaterThanOrEqual(25);
  });

  it("does not for a word WordNet does not first call a food or drink (water, ink, fish, a toilet)", async () => {
    const wrong: string[] = [];
    const asked = other.filter(({ word }) => /^[a-z]+$/.test(word)).slice(0, 40);
    for (const { word, seen } of asked) if (await finds(word, seen)) wrong.push(`${word} → ${seen}`);
    expect(asked.length).toBeGreaterThanOrEqual(25);
    expect(wrong).toEqual([]);
  });
});
