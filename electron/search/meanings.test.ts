import { describe, expect, it } from "vitest";
import { inDictionary, meaningsOf } from "./meanings";
import { lemmasStartingWith, senses, synset, taggedSenses, timesSaid } from "../words/wordnet";

const similarity = (word: string, to: string) => meaningsOf(word).find((m) => m.word === to)?.similarity ?? 0;

describe("what a query word means, from WordNet", () => {
  it("gives synonyms and narrower words strongly, broader ones weakly", () => {
    expect(similarity("streetcar", "tram")).toBeGreaterThan(0.9);
    expect(similarity("commencement", "graduation")).toBeGreaterThan(0.85);
    expect(similarity("animal", "cat")).toBeGreaterThan(0.7);
    expect(similarity("cathedral", "church")).toBeLessThan(0.7);
  });

  it("gives a rare sense's synonyms, weaker: a cycle is a bicycle only in WordNet's sixth sense", () => {
    expect(similarity("cycle", "bicycle")).toBeGreaterThan(0.7);
    expect(similarity("cycle", "bicycle")).toBeLessThan(similarity("bike", "bicycle"));
    // Not to a word that has that sense only as a rare one of its own: an oscillation is not first of all a cycle.
    expect(similarity("cycle", "oscillation")).toBe(0);
    // A sense two words share only in their rarer senses ties them no more: a circus is no carnival.
    expect(similarity("circus", "carnival")).toBe(0);
    expect(similarity("bike", "bicycle")).toBeGreaterThan(0.9);
    expect(similarity("streetcar", "tram")).toBeGreaterThan(0.9);
  });

  it("gives no synonym of a word's first sense that is never said in that sense (every such pair of WordNet's common nouns, >= 50)", () => {
    // An earphone is also called a "phone", a chairman a "chair", a car a "machine": each second
    // word names it in its third sense or later, never seen in WordNet's tagged corpus, so a memory
    // or a camera saying it means its others ("taken with phone" is no earphone).
    const pairs: Array<[string, string]> = [];
    for (const letter of "abcdefghijklmnopqrstuvwxyz") {
      for (const word of lemmasStartingWith(letter, "noun", 20_000)) {
        if (/[_-]/.test(word) || timesSaid(word) < 5) continue;
        const first = senses(word, "noun")[0]!;
        for (const other of synset(first).words) {
          // "rushing" means "rush" as its dictionary form, whatever the sense.
          if (word.startsWith(other) || /[_-]/.test(other) || timesSaid(other) < 5) continue;
          const seen = taggedSenses(other, "noun");
          if (seen >= 1 && senses(other, "noun").indexOf(first) >= Math.max(seen, 2)) pairs.push([word, other]);
        }
      }
    }
    expect(pairs.length).toBeGreaterThanOrEqual(50);
    expect(pairs.filter(([word, other]) => similarity(word, other) >= 0.95).map((pair) => pair.join(" -> "))).toEqual([]);
    expect(similarity("earphones", "phone")).toBe(0);
    // Said in the sense, a synonym still is one: an earphone is a headphone, a bike a bicycle.
    expect(similarity("earphones", "headphone")).toBeGreaterThan(0.9);
  });

  it("gives under a word never seen in use only the words that mean first what is under its first sense (every such pair of WordNet's nouns, >= 50)", () => {
    // "emu" is first an electromagnetic unit in WordNet, whose order of senses means nothing where
    // none was seen in use; under it, "candle" is a unit only second (first a stick of wax), so a
    // memory of the candles on a cake is no emu.
    let pairs = 0;
    let reached = 0;
    for (const letter of "abcdefghijklmnopqrstuvwxyz") {
      for (const word of lemmasStartingWith(letter, "noun", 20_000)) {
        const keys = senses(word, "noun");
        if (/[_-]/.test(word) || word.length < 3 || keys.length < 2 || taggedSenses(word, "noun") !== 0) continue;
        for (const childKey of synset(keys[0]!).narrower) {
          const child = synset(childKey);
          for (const under of child.words) {
            const its = senses(under, "noun");
            if (/[_-]/.test(under) || its.indexOf(childKey) !== 1 || synset(its[0]!).lexfile === child.lexfile) continue;
            pairs++;
            if (similarity(word, under) >= 0.9) reached++;
          }
        }
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(50);
    // Some are reached as what another of the word's senses is (a collar is a banding's).
    expect(reached / pairs).toBeLessThan(0.1);
    expect(similarity("emu", "candle")).toBe(0);
    expect(similarity("cattle", "bull")).toBeGreaterThan(0.9);
  });

  it("knows a rare word as a word", () => {
    expect(["procession", "convocation", "regatta"].every(inDictionary)).toBe(true);
    expect(inDictionary("boardingpass")).toBe(false);
    // Not "picnic" + "king": the verb's k before its ending.
    expect(inDictionary("picnicking")).toBe(true);
    expect(similarity("picnicking", "picnic")).toBeGreaterThan(0.9);
  });
});

describe("a verb's past is the verb, as WordNet's morphy reads it", () => {
  // Verbs in -y with a consonant before it: their past ends in -ied, which stripped of -ed spells
  // no verb, and sometimes a noun ("marri", a eucalyptus; "burri"; "studi").
  const VERBS = ["marry", "carry", "bury", "study", "hurry", "worry", "copy", "apply", "dry", "fry", "try", "cry", "deny", "reply", "supply", "empty", "envy", "vary", "tidy", "ferry", "pity", "rely", "spy", "ally", "occupy", "qualify", "notify", "identify", "modify", "classify", "simplify", "certify", "purify", "magnify", "unify", "clarify", "verify", "justify", "satisfy", "terrify", "glorify", "amplify", "multiply", "imply", "comply", "fancy", "parry", "tally", "rally", "query", "bully", "curry", "dirty", "embody", "levy", "marry", "ready", "steady", "worry"];
  const grid = [...new Set(VERBS)].filter((verb) => senses(verb, "verb").length > 0).map((verb) => [`${verb.slice(0, -1)}ied`, verb] as const);

  it("covers at least 50 verbs WordNet has", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' means to %s, and no noun its stem spells that is no verb", (past, verb) => {
    const words = meaningsOf(past).map((m) => m.word);
    expect(words).toContain(verb);
    const stem = past.slice(0, -2);
    if (senses(stem, "verb").length === 0) expect(words).not.toContain(stem);
  });
});
