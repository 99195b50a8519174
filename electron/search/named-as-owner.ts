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
  if (namesOnlyAway(memory, first)) return false;
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

/**
 * What a clause says of someone who was not in the photo: "Mia was asleep in the car", "the kids
 * stayed home with Nani", "Leo couldn't come", "Dan took this one", "without Sam", "missing
 * Grandad". A closed class of ways of being elsewhere, or behind the camera.
 */
const AWAY_AFTER = new RegExp(
  String.raw`^(?:\s+(?:and|&)\s+\p{L}+)*\s+(?:(?:was|were|is|are|'s|’s)\s+(?:(?:still|fast|sound)\s+)?(?:asleep|sleeping|napping|away|off|ill|sick|poorly|at\s+(?:work|school|home|nursery|daycare)|(?:back\s+)?home|in\s+bed|not\s+(?:there|here|with\s+us)|missing)|(?:stayed|stays|staying|stopped)\s+(?:at\s+)?(?:home|behind|back|in)|missed|misses|(?:couldn't|could\s+not|didn't|did\s+not|can't|cannot|wasn't\s+able\s+to)\s+(?:come|make|join|be\s+there)|(?:wasn't|weren't|was\s+not|were\s+not)\s+(?:there|here|with\s+us|in\s+it)|(?:took|takes|snapped|shot)\s+(?:this|that|the\s+(?:photo|pic|picture|shot)|it)\b)`,
  "iu",
);
/** Said just before the name: "without Sam", "missing Grandad", "stayed home with Nani and Nana". */
const AWAY_BEFORE = /(?:\bwithout|\bmissing|\bminus|\b(?:stayed|stays|staying)\s+(?:at\s+)?(?:home|behind|back)\s+with)\s+(?:\p{L}+\s+(?:and|&)\s+)*$/iu;

/** Whether every time `memory` names `first`, a clause says they were elsewhere or took the photo. */
function namesOnlyAway(memory: string, first: string): boolean {
  const folded = fold(memory);
  const at = [...folded.matchAll(new RegExp(String.raw`(?<![\p{L}])${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\p{L}])`, "gu"))];
  if (!at.length) return false;
  return at.every((m) => {
    const clauseStart = Math.max(folded.lastIndexOf(",", m.index), folded.lastIndexOf(".", m.index), folded.lastIndexOf(";", m.index)) + 1;
    const end = m.index! + first.length;
    const clauseEnd = [",", ".", ";", "!", "?"].map((c) => folded.indexOf(c, end)).filter((i) => i >= 0).reduce((a, b) => Math.min(a, b), folded.length);
    return AWAY_AFTER.test(folded.slice(end, clauseEnd)) || AWAY_BEFORE.test(folded.slice(clauseStart, m.index));
  });
}
