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
import type { ParseContext } from "./parser";
import type { ReadForeign } from "./foreign-query";
import { petNames } from "./pet-names";

/** Greek and Cyrillic letters, with their accents. */
const OTHER_SCRIPT = /[\p{Script=Greek}\p{Script=Cyrillic}][\p{Script=Greek}\p{Script=Cyrillic}\p{M}]*/gu;

let transliterate: ((text: string) => string) | null = null;
/** The little words of Greek, Russian, Bulgarian and Ukrainian (the `stopword` package's lists): "στην", "в", "с" carry no name. */
let little: ReadonlySet<string> | null = null;
/** The words for a photo itself, as "photos" and "pics" are in English: a way of asking, no word to find. */
const PHOTO_WORDS = ["φωτογραφια", "φωτογραφιες", "φωτο", "φωτακια", "фото", "фотографии", "фотография", "фотки", "снимки", "снимка", "снимок", "світлини", "фотографії"];

/** The query with its Greek and Cyrillic words in Latin letters, and where each piece was typed; null where there are none to read. */
export function readInLatin(query: string, context: Pick<ParseContext, "knowsWord" | "knowsSlipOf" | "people">): ReadForeign | null {
  if (!/[\p{Script=Greek}\p{Script=Cyrillic}]/u.test(query)) return null;
  const require = createRequire(import.meta.url);
  transliterate ??= (require("@sindresorhus/transliterate") as { default: (text: string) => string }).default;
  little ??= new Set([...(["ell", "rus", "bul", "ukr"] as const).flatMap((language) => (require("stopword") as Record<string, string[]>)[language] ?? []), ...PHOTO_WORDS].map(bare));
  const map: Array<{ from: number; to: number; start: number; end: number }> = [];
  let latin = "";
  let at = 0;
  for (const m of query.matchAll(OTHER_SCRIPT)) {
    const said = m[0];
    // As written where the library says it so, or another form of it ("ΚΛΕΙΣΤΟ" read on a sign,
    // "γιαγιά" where a memory says "γιαγιάς"), but for the name of someone of the library's ("Γιώτα").
    const spelled = spelledInLatin(said);
    const known = context.knowsWord?.(bare(said)) || context.knowsSlipOf?.(bare(said));
    const read = little.has(bare(said)) ? "" : known && !namesSomeone(spelled, context) ? said : spelled;
    latin += query.slice(at, m.index);
    map.push({ from: latin.length, to: latin.length + read.length, start: m.index!, end: m.index! + said.length });
    latin += read;
    at = m.index! + said.length;
  }
  latin += query.slice(at);
  if (latin === query) return null;
  // Spans of what was read are the typed words' spans; the rest moved by the lengths before it.
  const back = (position: number, side: "start" | "end"): number => {
    let shift = 0;
    for (const piece of map) {
      if (position >= piece.from && position <= piece.to && (side === "start" ? position < piece.to : position > piece.from)) return side === "start" ? piece.start : piece.end;
      if (position >= piece.to) shift += piece.end - piece.start - (piece.to - piece.from);
    }
    return position + shift;
  };
  return { english: latin, spanBack: ([start, end]) => [back(start, "start"), back(end, "end")] };
}

/** Whether a word in Latin letters is the first name of one of the library's people, or a form it is said by ("Giota" of Panagiota). */
function namesSomeone(latin: string, context: Pick<ParseContext, "people">): boolean {
  const word = bare(latin);
  return (context.people ?? []).some((person) => {
    const first = bare(person.name).split(" ")[0]!;
    return first === word || petNames(first).includes(word);
  });
}

/** A word small and without its accents, as the little words are listed: "Από" is "απο". */
const bare = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

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
