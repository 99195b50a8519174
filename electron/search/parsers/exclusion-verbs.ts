/**
 * @file The verbs that order something left out of an answer ("omit the selfies", "photos lacking
 * Ines", "weed the receipts out", "Ines excluded"), as WordNet gives them: `exclusion-verbs.json`,
 * built from WordNet's senses of leaving out by `build/data/exclusion-verbs.ts`. Pure; read by the
 * English parser, which matches a query token's dictionary form against them.
 */
import data from "./exclusion-verbs.json" with { type: "json" };

/** Each verb as its words: ["weed", "out"], ["omit"]. */
export const EXCLUSION_VERBS: readonly string[][] = data.verbs.map((verb) => verb.split(" "));

/** The verbs WordNet knows more often for something else ("skip" a stone, "hide" in a cupboard): said mid-clause, a reading to offer the other way. */
export const MOSTLY_ELSE: ReadonlySet<string> = new Set(data.mostlyElse);

/** Two-word verbs whose particle may close what they leave out: "weed the receipts out", "leave Ines out". */
export const SPLIT_PARTICLES: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  for (const words of EXCLUSION_VERBS) if (words.length === 2) (out.get(words[0]!) ?? out.set(words[0]!, new Set()).get(words[0]!)!).add(words[1]!);
  return out;
})();

/** The present participle: "skipping", "excluding", "lacking". */
function ing(verb: string): string {
  if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  // A short word ending in one vowel and one consonant doubles it: "skip", "omit", "rid".
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb) || /(?:it|ip)$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** The verbs as orders written out (base and "-ing" forms), for the patterns that read a left-out time: "skip the evenings". */
export const EXCLUSION_ORDER_FORMS: readonly string[][] = EXCLUSION_VERBS.flatMap(([verb, ...rest]) => [[verb!, ...rest], [ing(verb!), ...rest]]);
