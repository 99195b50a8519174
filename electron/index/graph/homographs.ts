/**
 * @file Words of another language that English spells too ("chat", "plage", "Kind", "mare") or
 * that have three letters ("feu", "mer"), by their dictionary English, in a text written in that
 * language: the memory "pique-nique à la plage avec le chat" is found by "beach" and "cat", "Oma
 * mit dem Kind am See" by "child" and "lake". The dictionary table (`foreign-words.ts`) leaves such
 * words out, since in an English text they are English ("chat", "mare") or an abbreviation; they
 * are read here only in a text that `writtenIn` (`text-languages.ts`) finds is written in one
 * language rather than English, and only in that language's sense ("pan" is Spanish bread, Dutch a
 * pot).
 *
 * Runs in the engine's process, when a photo's links are made (`library-index.ts`). The table
 * (`foreign-homographs.tsv`, a line a word and language, built by `build/data/foreign-words.ts`
 * under the same licence as `foreign-words.tsv`) is read the first time a word is asked of it.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { DictionaryLanguage } from "../../words/little-words";
import { fold } from "../../words/terms";
import { wordsOf } from "../../words/split-words";
import { sortedLines, tableFormOf, type ForeignGloss } from "./foreign-words";

/** Where the table is: beside this module in the sources, beside the bundle in the app (copied there by `build/bundle-cli.mjs`). */
export const HOMOGRAPHS_TABLE = fileURLToPath(new URL("./foreign-homographs.tsv", import.meta.url));

/** The table's text, sorted by word (`build/data/foreign-words.ts` sorts it): read once, searched by halving, as a query asks a few words. */
let table: string | null = null;

/** A folded word's lines, "language\tenglish|english", one a language. */
function linesOf(folded: string): string[] {
  return sortedLines((table ??= fs.readFileSync(HOMOGRAPHS_TABLE, "utf8")), folded);
}

/** The languages a folded word is a homograph of, as written: for the evidence of what a text is written in. */
export function homographLanguages(folded: string): string[] {
  return linesOf(folded).map((line) => line.slice(0, line.indexOf("\t")));
}

/** A folded word's line as a homograph of `language`, "language\tenglish|english", or undefined. */
const lineOf = (folded: string, language: DictionaryLanguage) => linesOf(folded).find((line) => line.slice(0, line.indexOf("\t")) === language);

/** A folded word's English as a homograph of `language` ("chat" in French: cat), or null. */
export function homographEnglish(folded: string, language: DictionaryLanguage): string[] | null {
  const line = lineOf(folded, language);
  return line ? line.slice(line.indexOf("\t") + 1).split("|") : null;
}

/**
 * The homographs of `language` in a text written in it, each with its English in that language's
 * sense, as written or in a plural's form ("chats" of "chat"); once per word as written.
 */
export function homographGlosses(text: string, language: DictionaryLanguage): ForeignGloss[] {
  const out: ForeignGloss[] = [];
  for (const said of wordsOf(text, { lettersOnly: true })) {
    if (out.some((known) => known.said === said)) continue;
    const folded = fold(said);
    const found = lineOf(folded, language) ?? tableFormOf(folded, { get: (form) => lineOf(form, language) });
    if (found) out.push({ said, english: found.slice(found.indexOf("\t") + 1).split("|"), languages: [language] });
  }
  return out;
}
