import { describe, expect, it } from "vitest";
import { idsFound } from "../testing/ids-found";
import { wordNetLemmas } from "../testing/wordnet-lemmas";
import { senses } from "../words/wordnet";

const NOW = new Date(2026, 10, 30, 12);
/**
 * Irregular forms of common verbs, which WordNet's index does not list (it keeps only the lemma);
 * the tagger's lexicon has these ("swam" and "drank" it lacks, and are left out).
 */
const IRREGULAR = ["went", "came", "took", "ran", "ate", "bought", "brought", "caught", "taught", "sold", "told", "held", "kept", "slept", "sang", "rang", "drove", "rode", "wrote", "spoke", "broke", "froze", "stole", "woke", "wore", "tore", "shook", "stood", "fought", "flew", "grew", "knew", "threw", "drew", "fed", "met", "paid", "sent", "spent", "built", "lost", "got", "won", "dug", "hung", "stuck", "spun"];

/** One letter apart, no letter more or less: "tent" and "went", "book" and "took". */
const oneApart = (a: string, b: string) => a.length === b.length && [...a].filter((c, i) => c !== b[i]).length === 1;

describe("a query word one letter from a memory's irregular verb", () => {
  const nouns = wordNetLemmas("noun").filter((w) => /^[a-z]{3,6}$/.test(w) && senses(w, "noun").length > 0);
  const pairs = IRREGULAR.flatMap((form) => nouns.filter((noun) => oneApart(noun, form) && !IRREGULAR.includes(noun)).slice(0, 3).map((noun) => [noun, form] as const));

  it(`is no slip of it: both are words (${pairs.length} nouns, "tent" of "went", "book" of "took")`, async () => {
    expect(pairs.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const [noun, form] of pairs) {
      const found = await idsFound(noun, NOW, (lib) => {
        lib.add("said", { taken_ms: Date.UTC(2024, 0, 5) });
        lib.memories.push({ photo_id: "said", text: `we ${form} there after lunch` });
      });
      if (found.length) wrong.push(`${noun} → the memory that says "${form}"`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("still finds a word by its slip where the slip is no word: 'weding', 'birthdya', 'gradution'", async () => {
    for (const [typed, said] of [["weding", "wedding"], ["birthdya", "birthday"], ["gradution", "graduation"]] as const) {
      const found = await idsFound(typed, NOW, (lib) => {
        lib.add("said", { taken_ms: Date.UTC(2024, 0, 5) });
        lib.memories.push({ photo_id: "said", text: `the ${said} in the garden` });
      });
      expect(found, typed).toEqual(["said"]);
    }
  });
});
