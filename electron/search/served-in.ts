/**
 * @file What a food or drink is seen in: a photo of coffee is a photo of a cup, of wine a wine
 * glass or a bottle. The object detector names the vessel, never what is in it, so a search for
 * the drink reaches the vessels WordNet names after it: a compound of the word that is a
 * container and whose definition says the word ("coffee cup: a cup from which coffee is drunk",
 * "wine bottle: a bottle for holding wine", "soup bowl"). Only for what is eaten or drunk: water
 * is no drink to WordNet first, and a water tower no glass of it.
 *
 * Runs in the engine's process, for a query's words that little else explains (`retrieve.ts`);
 * each word's vessels are read once and kept.
 */
import { boundedCache } from "../domain/bounded-cache";
import type { Meant } from "../index/graph/semantic-graph";
import { definition, isKindOf, lemmasStartingWith, senses } from "../words/wordnet";
import { singularForms } from "./meanings";

/** How surely a drink's vessel means the drink: the detector saw a cup, not the coffee in it. */
const VESSEL = 0.85;
/** Steps up WordNet's kinds from a compound to "container" (a wine bottle is a bottle, a vessel, a container). */
const CONTAINER_STEPS = 6;
/** Steps up from a word's first sense to food or drink (an espresso is a coffee, a beverage, food). */
const EDIBLE_STEPS = 10;
/** Compounds of a word read from WordNet's index: "coffee" has a few dozen. */
const COMPOUNDS = 400;

let edible: ReadonlySet<string> | null = null;
let container: ReadonlySet<string> | null = null;
const cache = boundedCache<string, Meant[]>(2000);

/**
 * The vessels a food or drink is seen in, as words the detector names them by ("cup", "bottle",
 * "wineglass"); they reach only the objects they name (`objectsOnly`). Nothing for other words.
 */
export function servedIn(word: string): Meant[] {
  const said = word.toLowerCase();
  const cached = cache.get(said);
  if (cached) return cached;
  edible ??= new Set(["food", "beverage", "foodstuff"].flatMap((w) => senses(w, "noun")));
  container ??= new Set(senses("container", "noun").slice(0, 1));
  const out = new Map<string, Meant>();
  for (const form of singularForms(said)) {
    const first = senses(form, "noun")[0];
    if (!first || !isKindOf(first, edible, EDIBLE_STEPS)) continue;
    const mentions = new RegExp(`\\b${form}\\b`);
    for (const lemma of lemmasStartingWith(form, "noun", COMPOUNDS)) {
      const head = lemma.slice(form.length).replace(/^_/, "");
      if (!/^[a-z]+$/.test(head)) continue;
      const vessel = senses(lemma, "noun").some((key) => isKindOf(key, container!, CONTAINER_STEPS) && mentions.test(definition(key)));
      if (!vessel) continue;
      // "wine_bottle" is seen as a bottle; "wineglass", written as one, by its own name too.
      for (const named of lemma.includes("_") ? [head] : [head, lemma]) out.set(named, { word: named, similarity: VESSEL, named: true, objectsOnly: true });
    }
  }
  const found = [...out.values()];
  cache.set(said, found);
  return found;
}
