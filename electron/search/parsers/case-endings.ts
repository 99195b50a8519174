/**
 * @file A name said with a case ending: "s Pavlem" (with Pavel), "v Brně" (in Brno), "w Krakowie"
 * (in Kraków), "Jakubovi", "Ágnessel". Slavic, Baltic, Finnish and Hungarian say a name after a
 * preposition or as an object in another case; the word keeps the name but its last letters
 * (three letters at least) and adds a short ending. Pure; the parser reads people (`people-index.ts`)
 * and the library's places (`reader.ts`) by it, where the word is no word of its own.
 */

/** How much of a name its case ending may change, and how much it may add: "Pav(el)" + "lem". */
const ENDING_CHANGES = 2;
/**
 * How much of a place's name: its last letter ("Brn(o)" + "ě"). Two would read a possessive as a
 * place ("Karlův most", Charles Bridge, as Karlín).
 */
export const PLACE_ENDING_CHANGES = 1;
const ENDING_ADDS = 4;
/** The shortest stem an ending is read on: "Ana" → "Any", not "Al" → "Ale". */
const SHORTEST_STEM = 3;

/**
 * Whether letters may be a case ending: with a vowel, and no letter doubled but those Finnish
 * endings double ("lem", "ou", "ovi", "lla", "ssa"), not a word's own ("zzi" of "jakuzzi").
 */
const isEnding = (letters: string) => /[aeiouy]/.test(letters) && !/([^lst])\1/.test(letters);

/**
 * What of `named` (each a folded name of one word, and what it names) the folded `word` is with a
 * case ending, or null. Where two names fit, the one with more of it kept is meant; equally, and
 * naming two things (`same` tells), neither. `changes`: how many of a name's last letters the ending may change.
 */
export function namedWithEnding<T>(word: string, named: Iterable<readonly [string, T]>, same: (a: T, b: T) => boolean, changes = ENDING_CHANGES): T | null {
  let best: { value: T; kept: number } | null = null;
  let tied = false;
  for (const [name, value] of named) {
    if (name.length < SHORTEST_STEM || name === word || /[\s-]/.test(name)) continue;
    let kept = 0;
    while (kept < name.length && name[kept] === word[kept]) kept++;
    if (kept < SHORTEST_STEM || kept < name.length - changes || word.length - kept > ENDING_ADDS || word.length < name.length - 1 || !isEnding(word.slice(kept))) continue;
    if (!best || kept > best.kept) (best = { value, kept }), (tied = false);
    else if (kept === best.kept && !same(best.value, value)) tied = true;
  }
  return best && !tied ? best.value : null;
}
