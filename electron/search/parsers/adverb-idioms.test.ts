import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../../index/library-index";
import { lookUpPlace } from "../../library/places/gazetteer";
import { library } from "../../testing/memory-library";
import { wordNetLemmas } from "../../testing/wordnet-lemmas";
import { hasLemma, taggedAs } from "../../words/wordnet";
import { parseQuery } from "../query-parser";
import { retrieve } from "../retrieve";
import { wordRole } from "../word-role";

const NOW = new Date(2026, 10, 30, 12);

/**
 * WordNet's idioms of two or three words it has only as an adverb, one of whose words alone names
 * a thing a photo could show ("next door", "on board", "hand in hand"): read word by word, that
 * word would be looked for and sink the answer.
 */
const IDIOMS = wordNetLemmas("adv")
  .filter((lemma) => /^[a-z]+(_[a-z]+){1,2}$/.test(lemma))
  .map((lemma) => lemma.replace(/_/g, " "))
  .filter((idiom) => !hasLemma(idiom, "noun") && !hasLemma(idiom, "verb") && !hasLemma(idiom, "adj"))
  .filter((idiom) => idiom.split(" ").some((word) => word.length > 2 && wordRole(word) === "thing"))
  // "and so forth" opens with a word that joins a list, read as such before any idiom.
  .filter((idiom) => !/^(and|or|but|nor) /.test(idiom))
  // The commonest in WordNet's tagged corpus, one of each first word, so that the grid is not all "in the ...".
  .sort((a, b) => taggedAs(b, "adv") - taggedAs(a, "adv"))
  .filter((idiom, i, all) => all.findIndex((other) => other.split(" ")[0] === idiom.split(" ")[0]) === i)
  .slice(0, 12);

const FRAMES = ["the dog {}", "{}, the dog", "photos of our dog {}", "dog pics {}", "Bruno the spaniel {}"];

describe("an idiom WordNet has only as an adverb names nothing to look for", async () => {
  const lib = library();
  lib.add("bruno", { taken_ms: Date.UTC(2024, 4, 1) });
  lib.add("garden", { taken_ms: Date.UTC(2024, 4, 2) });
  lib.memories.push({ photo_id: "bruno", text: "Bruno, the neighbours' spaniel, our favourite dog" }, { photo_id: "garden", text: "the garden after the rain" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return { plan, ids: (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id) };
  };

  it("finds enough idioms in the data", () => {
    expect(IDIOMS.length).toBeGreaterThanOrEqual(10);
  });

  const grid = IDIOMS.flatMap((idiom) => FRAMES.map((frame) => ({ query: frame.replace("{}", idiom), idiom })));
  it.each(grid)("'$query' finds the dog, and says the idiom was not looked for", async ({ query, idiom }) => {
    const { plan, ids } = await found(query);
    expect(ids).toEqual(["bruno"]);
    expect(plan.chips.find((c) => c.kind === "unused" && c.label.toLowerCase() === idiom)).toBeDefined();
  });

  it("reads an idiom WordNet also has as a verb or an adjective word by word", async () => {
    expect((await found("the dog close up")).plan.words).toContain("close");
    expect((await found("black and white dog photos")).plan.words).toContain("black");
  });
});
