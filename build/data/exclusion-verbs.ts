/**
 * @file Builds `electron/search/parsers/exclusion-verbs.json`: the verbs that order something left
 * out of an answer ("omit", "disregard", "weed out", "lacking"), gathered from WordNet rather than
 * listed by hand.
 *
 * Runs at development time (`node --import tsx build/data/exclusion-verbs.ts`) and in the test that
 * checks the JSON is not stale; the parser reads the JSON, so a query never waits on WordNet's files.
 *
 * The senses below are the few meanings of leaving out; their synonyms, and the narrower senses of
 * the ones that are kinds of leaving out, are the data. A word joins only where leaving out is one
 * of its three commonest verb senses and it has few others ("take", "drop" and "jump" have a sense
 * here among dozens; in a query they mean something else). A verb whose other senses outnumber its
 * senses of leaving out ("skip" a stone, "hide" in a cupboard, "ignore" someone) is listed apart too:
 * said in the middle of a clause ("Tom skipping stones"), it may say what the photo shows, and the
 * parser offers the other reading (`negation-recognisers.ts`).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { definition, senses, synset } from "../../electron/words/wordnet";

/** A sense named by a word and the start of its WordNet definition; `narrower`: its kinds count too. */
const MEANINGS: Array<{ word: string; meaning: string; narrower: boolean }> = [
  { word: "exclude", meaning: "prevent from being included or considered", narrower: true },
  { word: "omit", meaning: "leave undone or leave out", narrower: true },
  { word: "lack", meaning: "be without", narrower: false },
  { word: "disregard", meaning: "bar from attention or consideration", narrower: true },
  { word: "eliminate", meaning: "dismiss from consideration", narrower: false },
  { word: "eliminate", meaning: "do away with", narrower: false },
  { word: "remove", meaning: "remove something concrete", narrower: false },
  { word: "remove", meaning: "dispose of", narrower: true },
  { word: "hide", meaning: "prevent from being seen or discovered", narrower: false },
  { word: "filter", meaning: "remove by passing through a filter", narrower: false },
];

/** Among a word's commonest verb senses (WordNet orders them by how often they were seen). */
const COMMON_RANK = 2;
/** A single word with more verb senses than this means too many other things to be a cue. */
const MOST_SENSES = 8;

/** The verbs, and those of them that WordNet knows more often for something else than for leaving out. */
export function exclusionVerbs(): { verbs: string[]; mostlyElse: string[] } {
  const found = new Set<string>();
  const leaving = new Set<string>();
  for (const { word, meaning, narrower } of MEANINGS) {
    const root = senses(word, "verb").find((key) => definition(key).startsWith(meaning));
    if (!root) throw new Error(`WordNet has no sense of "${word}" meaning "${meaning}"`);
    for (const key of narrower ? [root, ...synset(root).narrower] : [root]) {
      leaving.add(key);
      for (const lemma of synset(key).words) {
        const all = senses(lemma, "verb");
        const phrasal = lemma.includes("_");
        if (phrasal || (all.indexOf(key) < COMMON_RANK && all.length <= MOST_SENSES)) found.add(lemma.replace(/_/g, " "));
      }
    }
  }
  const verbs = [...found].sort();
  const mostlyElse = verbs.filter((verb) => {
    const all = senses(verb.replace(/ /g, "_"), "verb");
    const left = all.filter((key) => leaving.has(key)).length;
    return all.length - left > left;
  });
  return { verbs, mostlyElse };
}

export const JSON_PATH = fileURLToPath(new URL("../../electron/search/parsers/exclusion-verbs.json", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(JSON_PATH, `${JSON.stringify(exclusionVerbs(), null, 1)}\n`);
}
