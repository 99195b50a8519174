/**
 * @file Whether a memory that names someone says they were there, or only whose a thing is:
 * "Priya's recipe", "Appa's favourite place", "Divya's new car" say what belongs to them, and
 * the photo of the dish, the café or the car need not show them; "lunch with Priya", "Priya's
 * birthday", "at Priya's house" put them there. A person constraint counts a memory that names
 * someone as them being in its photo (`constraints.ts`), except where every time it names them it
 * names them as a thing's owner.
 *
 * Runs in the engine's process, in the search layer, for the photos a person's name reached
 * through memories. Pure over the memory's tagged words and WordNet.
 */
import { fold } from "../words/terms";
import { synset } from "../words/wordnet";
import { tagMemory } from "./parsers/tagger";
import { firstSense, isSetting } from "./word-role";

/**
 * noun.animal, noun.artifact, noun.communication, noun.food, noun.plant, noun.possession and
 * noun.substance (lexnames(5)): what someone may own, make or like without being in its photo.
 */
const OWNED: ReadonlySet<number> = new Set([5, 6, 10, 13, 20, 21, 27]);
/** What someone likes, said as theirs: "Divya's favourite". */
const LIKED = new Set(["favourite", "favorite", "fave", "fav"]);

/** Whether the words after a name's "'s" say a thing that is theirs: a liking, or a thing, not a place one is at. */
function ownedAfter(words: ReadonlyArray<{ text: string; pos: string }>, at: number): boolean {
  for (let i = at; i < words.length && i < at + 3; i++) {
    const word = fold(words[i]!.text);
    if (LIKED.has(word)) return true;
    if (words[i]!.pos === "ADJ" || words[i]!.pos === "ADV") continue;
    if (words[i]!.pos !== "NOUN") return false;
    const sense = firstSense(word, "noun");
    return sense !== null && OWNED.has(synset(sense).lexfile) && !isSetting(word);
  }
  return false;
}

/**
 * Whether `memory` names `first` (a first name, folded) as someone there: anywhere but as a
 * thing's owner. A memory that does not spell the name as it is (a near spelling reached it) is
 * taken as naming them.
 */
export function namesThere(memory: string, first: string): boolean {
  // Most memories name someone without "'s" after the name: no tagging for those.
  if (!fold(memory).includes(`${first}'s`)) return true;
  const words = tagMemory(memory);
  let named = false;
  for (let i = 0; i < words.length; i++) {
    if (fold(words[i]!.text) !== first) continue;
    named = true;
    const possessive = /^['’]s$/.test(words[i + 1]?.text ?? "");
    if (!possessive || !ownedAfter(words, i + 2)) return true;
  }
  return !named;
}
