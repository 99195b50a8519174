/**
 * @file A query's words in Greek or Cyrillic letters, read in Latin ones where the library does
 * not say them as written: "Θεσσαλονίκη" is Thessaloniki, "Γιώτα" Giota, "Пловдив" Plovdiv. The
 * library names its places in Latin letters (GeoNames' names, Natural Earth's) and people are
 * tagged as their cameras and apps wrote them, so a name typed in its own script reaches them in
 * its Latin spelling.
 *
 * Runs in the parser (`english.ts`), only for a query with such letters; the spelling is
 * `@sindresorhus/transliterate`'s (MIT), required on first use. A word the library's photos or
 * memories say in its own script (a Greek sign read by OCR) is left as typed, but for a person's name; the
 * languages' little words ("στην", "в") and their words for a photo ("φωτογραφίες", "фото") are left out.
 */
import { createRequire } from "node:module";
import { fold } from "../../words/terms";
import { littleWordsOfOtherScripts } from "../../words/little-words";
import type { ParseContext } from "./parser";
import { piecesOf, readPieceByPiece, type ReadForeign } from "./foreign-query";
import { petNames } from "./pet-names";

/** A word of Greek or Cyrillic letters, with their accents. */
const OTHER_SCRIPT = /^[\p{Script=Greek}\p{Script=Cyrillic}][\p{Script=Greek}\p{Script=Cyrillic}\p{M}]*$/u;

let transliterate: ((text: string) => string) | null = null;
/** The words for a photo itself, as "photos" and "pics" are in English: a way of asking, no word to find. */
const PHOTO_WORDS = new Set(["φωτογραφια", "φωτογραφιες", "φωτο", "φωτακια", "фото", "фотографии", "фотография", "фотки", "снимки", "снимка", "снимок", "світлини", "фотографії"]);

/** The query with its Greek and Cyrillic words in Latin letters, and where each piece was typed; null where there are none to read. */
export function readInLatin(query: string, context: Pick<ParseContext, "knowsWord" | "knowsSlipOf" | "people">): ReadForeign | null {
  if (!/[\p{Script=Greek}\p{Script=Cyrillic}]/u.test(query)) return null;
  transliterate ??= (createRequire(import.meta.url)("@sindresorhus/transliterate") as { default: (text: string) => string }).default;
  // The languages' little words ("στην", "в") and their words for a photo say nothing to find.
  const little = littleWordsOfOtherScripts();
  return readPieceByPiece(query, piecesOf(query), ({ text: said }) => {
    if (!OTHER_SCRIPT.test(said)) return said;
    const word = fold(said);
    if (little.has(word) || PHOTO_WORDS.has(word)) return "";
    // As written where the library says it so, or another form of it ("ΚΛΕΙΣΤΟ" read on a sign,
    // "γιαγιά" where a memory says "γιαγιάς"), but for the name of someone of the library's ("Γιώτα").
    const spelled = spelledInLatin(said);
    const known = context.knowsWord?.(word) || context.knowsSlipOf?.(word);
    return known && !namesSomeone(spelled, context) ? said : spelled;
  });
}

/** Whether a word in Latin letters is the first name of one of the library's people, or a form it is said by ("Giota" of Panagiota). */
function namesSomeone(latin: string, context: Pick<ParseContext, "people">): boolean {
  const word = fold(latin);
  return (context.people ?? []).some((person) => {
    const first = fold(person.name).split(" ")[0]!;
    return first === word || petNames(first).includes(word);
  });
}

/**
 * Modern Greek as Greeks write it in Latin letters (ELOT 743) where the transliterator's table is
 * the ancient one: β is v ("Βόλος", Volos; "Βασίλης", Vasilis), ου is ou ("Λουκάς", Loukas).
 */
const MODERN_GREEK: Array<[RegExp, string]> = [[/ου/g, "ou"], [/Ου/g, "Ou"], [/ΟΥ/g, "OU"], [/β/g, "v"], [/Β/g, "V"]];

/** "Θεσσαλονίκη" as Thessaloniki: the first letter alone capitalised, as a name is written. */
function spelledInLatin(word: string): string {
  const modern = MODERN_GREEK.reduce((text, [greek, latin]) => text.replace(greek, latin), word.normalize("NFD").replace(/\p{M}/gu, ""));
  const latin = transliterate!(modern);
  return /^\p{Lu}/u.test(word) ? latin[0]!.toUpperCase() + latin.slice(1).toLowerCase() : latin.toLowerCase();
}
