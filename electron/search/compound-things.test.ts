import { describe, expect, it } from "vitest";
import { idsFound } from "../testing/ids-found";
import { wordNetLemmas } from "../testing/wordnet-lemmas";
import { senses, synset, taggedSenses } from "../words/wordnet";
import { compoundOf } from "./meanings";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);
/** The words of the first photo's description besides the first word of the pair. */
const SIGN_WORDS = ["sign", "says"];

/** Two-word nouns whose parts are plain words of their own, drawn across WordNet's index, that are no kind of their second word's thing. */
function compounds(count: number): Array<[string, string]> {
  // Words people use: a noun WordNet's tagged texts met, first a kind of thing, not a name.
  const plain = (word: string) => /^[a-z]{3,8}$/.test(word) && taggedSenses(word, "noun") > 0 && !synset(senses(word, "noun")[0]!).instance;
  const all = wordNetLemmas("noun")
    .map((lemma) => lemma.split("_"))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== parts[1] && parts.every(plain))
    // Neither word naming the thing alone ("serum" is a blood serum).
    .filter(([a, b]) => compoundOf(a, b)?.kindOfHead === false && !compoundOf(a, b)!.alone.some(Boolean))
    // As a person types them: two words and nothing else read from them (no month, place or name).
    .filter(([a, b]) => JSON.stringify(parseQuery(`${a} ${b}`, NOW, {}).words) === JSON.stringify([a, b]))
    // The first photo below is "a sign that says" the first word: a pair with either of those words ("percent sign") is in it whole.
    .filter(([a, b]) => ![a, b].some((word) => SIGN_WORDS.includes(word)));
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
}

const search = (query: string, build: Parameters<typeof idsFound>[2]) => idsFound(query, NOW, build);

describe("a thing named in two words ([Note: A thing named in two words])", () => {
  it("that is no kind of its second word's thing (a hot dog, a sea lion) is found where both are said, never by one word alone", async () => {
    const grid = compounds(60);
    expect(grid.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const [a, b] of grid) {
      const found = await search(`${a} ${b}`, (lib) => {
        lib.add("first", {}, { description: `a sign that says ${a}` });
        lib.read("first", `${a.toUpperCase()} 5`);
        lib.add("second", {}, { description: `the ${b} at the back` });
        lib.memories.push({ photo_id: "second", text: `we saw the ${b} there` });
        lib.add("both", {}, {});
        lib.memories.push({ photo_id: "both", text: `we saw a ${a} ${b} there` });
      });
      if (JSON.stringify(found) !== JSON.stringify(["both"])) wrong.push(`${a} ${b} → ${found.join(", ") || "nothing"}`);
    }
    expect(wrong).toEqual([]);
  });

  it("is found where the detector saw it by its own name, and not where it saw what one word alone names", async () => {
    const seen = (label: string) => JSON.stringify([{ label, score: 0.9, box: [0.1, 0.1, 0.5, 0.5] }]);
    const asked: Array<[query: string, label: string, other: string]> = [
      ["wine glass", "wine glass", "cup"], ["wine glasses", "wine glass", "bottle"], ["hot dog", "hot dog", "dog"], ["hot dogs", "hot dog", "dog"],
      ["teddy bear", "teddy bear", "bear"], ["teddy bears", "teddy bear", "bear"],
    ];
    const wrong: string[] = [];
    for (const [query, label, other] of asked) {
      const found = await search(query, (lib) => {
        lib.add("it", {});
        lib.looked("it", seen(label));
        lib.add("other", {});
        lib.looked("other", seen(other));
      });
      if (JSON.stringify(found) !== JSON.stringify(["it"])) wrong.push(`${query} → ${found.join(", ") || "nothing"}`);
    }
    expect(wrong).toEqual([]);
  });
});
