/**
 * @file Whether a word says what is eaten or where: "food", "dinner", "tacos", "takeaway" (WordNet
 * files them under food), "restaurant", "café" (kinds of eating place), and the plain nouns people
 * call one by ("the thai place", "that mexican spot"). Beside a demonym it makes the demonym a
 * kitchen, not a country: "mexican food" is tacos at home as often as a trip to Mexico.
 *
 * Runs in the parser, where a place is read (`reader.ts`). Pure but for WordNet's look-ups.
 */
import { isKindOf, LEXFILE, senses, synset } from "../../words/wordnet";
import { singularForms } from "../meanings";

/** The plain nouns an eating place is called by, which WordNet files as points in space. */
const EATERY_NOUNS = new Set(["place", "spot", "joint"]);

/** The senses of a noun read: a dish's word is rarely first something else. */
const SENSES = 2;

let eatingPlace: ReadonlySet<string> | null = null;

/** Whether `word` (lower case) names food, a meal or a place to eat: "dinner", "pizzas", "takeout", "cafe", "place". */
export function saysFoodOrEatery(word: string): boolean {
  if (EATERY_NOUNS.has(word)) return true;
  eatingPlace ??= new Set(senses("restaurant", "noun").slice(0, 1));
  // Its first senses, not only the first: WordNet has "taco" first as a slur.
  return [word, ...singularForms(word)].some((form) => form === "food" || senses(form, "noun").slice(0, SENSES).some((sense) => synset(sense).lexfile === LEXFILE.food || isKindOf(sense, eatingPlace!)));
}
