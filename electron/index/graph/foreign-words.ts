/**
 * @file What words of other languages read in a photo or written in a memory mean in English:
 * "PARKSCHEIN" is a parking coupon, "FARMACIA" a pharmacy, "Bäckerei" a bakery, from FreeDict's
 * dictionaries of the languages a library meets most abroad (German, French, Italian, Spanish,
 * Portuguese, Dutch, Swedish, Danish, Czech, Turkish). A word is looked up as written in any case, with or without its accents,
 * as "ae"/"oe"/"ue" for "ä"/"ö"/"ü", in a plural's form, and as the last part of a German,
 * Dutch, Swedish or Danish compound ("Stadtbäckerei" is a bakery).
 *
 * Runs in the engine's process, when a photo's links are made (`library-index.ts`). The table
 * (`foreign-words.tsv`, built by `build/data/foreign-words.ts`, GPL-3+ data: see its LICENSE
 * beside it) is a file of its own, read the first time a text needs it: a library with no text
 * read in its photos never loads it. Which words it holds, and why (no words of under 4 letters,
 * none English has: "Gift", "Chef"), is said where it is built.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { englishHas } from "../../words/english-word";
import { fold } from "../../words/terms";
import { wordsOf } from "../../words/split-words";
import { boundedCache } from "../../domain/bounded-cache";

export interface ForeignGloss {
  /** The word as read ("PARKSCHEIN"). */
  said: string;
  /** Its English words, commonest first ("parking coupon"). */
  english: string[];
  /** The languages whose word it is, as ISO 639-1 codes ("de"). */
  languages: string[];
}

/** Where the table is: beside this module in the sources, beside the bundle in the app (copied there by `build/bundle-cli.mjs`). */
export const FOREIGN_WORDS_TABLE = fileURLToPath(new URL("./foreign-words.tsv", import.meta.url));
/** German's words, most of the table, in a file of their own under the same licence: read first, so a word both have gives German's English first. */
export const GERMAN_WORDS_TABLE = fileURLToPath(new URL("./foreign-words-de.tsv", import.meta.url));
/** Polish's words, a table of their own under their dictionary's licence (CC BY-SA 3.0), beside the other. */
export const POLISH_WORDS_TABLE = fileURLToPath(new URL("./foreign-words-pl.tsv", import.meta.url));

/** The words French's, Italian's, Dutch's and German's own dictionaries lack, read through WikDict's Polish and Finnish (CC BY-SA 3.0), beside the others. */
export const PIVOT_WORDS_TABLE = fileURLToPath(new URL("./foreign-words-wikdict.tsv", import.meta.url));

/** The table files, in the order a word several have is merged: German's English first. */
const TABLE_FILES = [GERMAN_WORDS_TABLE, FOREIGN_WORDS_TABLE, POLISH_WORDS_TABLE, PIVOT_WORDS_TABLE];
/**
 * How many words are asked by halving the sorted files before the table is made into a map: a
 * search asks a few (a memory's words, a query's), and is answered without making one; indexing
 * asks thousands, each in many forms, and is answered fastest by a map made once.
 */
const ASKED_BEFORE_MAP = 5_000;

/** Each table file's text, sorted by word (`build/data/foreign-words.ts` sorts it). */
let texts: string[] | null = null;
/** Each folded word → "languages\tenglish|english": made once enough words were asked. */
let table: Map<string, string> | null = null;
let asked = 0;

/** The table: a word's line ("languages\tenglish|english"), split only for the words a text has. */
const lines = {
  get(word: string): string | undefined {
    if (table) return table.get(word);
    texts ??= TABLE_FILES.map((file) => fs.readFileSync(file, "utf8"));
    if (++asked > ASKED_BEFORE_MAP) return (table = mapOf(texts)).get(word);
    let found: string | undefined;
    for (const text of texts) {
      const line = lineOf(text, word);
      if (line !== undefined) found = found ? merged(found, line) : line;
    }
    return found;
  },
};

/** A word's line in one sorted file's text, found by halving it, or undefined. */
function lineOf(text: string, word: string): string | undefined {
  return sortedLines(text, word, 1)[0];
}

/**
 * A word's lines in a table's text sorted by word, each after its word and tab, found by halving
 * the text to the first line not before it: at most `most`, the rest being of the same word (the
 * homographs' table has a line a language).
 */
export function sortedLines(text: string, word: string, most = Number.POSITIVE_INFINITY): string[] {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const start = text.lastIndexOf("\n", ((low + high) >> 1) - 1) + 1;
    const end = text.indexOf("\n", start);
    if (text.slice(start, text.indexOf("\t", start)) < word) low = end < 0 ? text.length : end + 1;
    else high = start;
  }
  const out: string[] = [];
  for (let at = low; at < text.length && out.length < most; ) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end < 0 ? text.length : end);
    const tab = line.indexOf("\t");
    if (tab < 0 || line.slice(0, tab) !== word) break;
    out.push(line.slice(tab + 1));
    at = end < 0 ? text.length : end + 1;
  }
  return out;
}

function mapOf(files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of files) {
    for (const line of text.split("\n")) {
      const tab = line.indexOf("\t");
      if (tab <= 0) continue;
      const word = line.slice(0, tab);
      const known = out.get(word);
      out.set(word, known ? merged(known, line.slice(tab + 1)) : line.slice(tab + 1));
    }
  }
  return out;
}

/** One word's line from two tables: both languages, the English of both. */
function merged(a: string, b: string): string {
  const [languagesA, englishA] = a.split("\t") as [string, string];
  const [languagesB, englishB] = b.split("\t") as [string, string];
  return `${languagesA},${languagesB}\t${[...new Set([...englishA.split("|"), ...englishB.split("|")])].join("|")}`;
}

/**
 * Polish case endings, folded, longest first, each with the endings the dictionary's form may have
 * instead: "babci" is "babcia", "zdjęcia" "zdjęcie", "jeziorem" "jezioro", "biletów" "bilet".
 * Slovene and Slovak decline their nouns alike ("v lekarni", "pri babici", "na jazere").
 */
const POLISH_CASES: ReadonlyArray<[string, string[]]> = [
  ["ami", ["", "a", "o", "e"]], ["ach", ["", "a", "o", "e"]], ["iem", ["ie", ""]], ["owi", [""]],
  ["em", ["o", ""]], ["om", ["", "a", "o"]], ["ow", [""]], ["ie", ["a", ""]],
  ["i", ["ia", "a", ""]], ["y", ["a", ""]], ["a", ["e", "o", ""]], ["e", ["a", ""]], ["u", ["", "o"]],
];

/** Swedish and Danish endings of "the" and of plurals, longest first: "hundarna" is "hund" before "hundar". */
const NORDIC_ENDINGS = ["arna", "erna", "orna", "erne", "ene", "ar", "er", "or", "en", "et", "na", "ne", "n", "t"];

/** The fewest letters of a compound's last part, and of what comes before it ("Stadt"+"bäckerei"). */
const PART_LETTERS = { last: 5, first: 3 };

/**
 * The forms a folded word may be a table word in, each with the languages it is a form in:
 * "ae"/"oe"/"ue" spelled as the letter (a sign in capitals without umlauts, "BAECKEREI"), and
 * without a plural's ending (German and Dutch "-en", "-n", "-e"; "-s", "-es" but in Italian;
 * Italian "-i"/"-e" for "-o"/"-a"; Turkish "-ler", "-lar" and its other endings; Afrikaans as Dutch), or the ending Swedish and Danish put on
 * a noun for "the" and for more than one ("stranden", "hundarna", "husene"), or a Polish, Slovene or Slovak noun's
 * case ending, for the ending of the form dictionaries give ("piekarni", "babci", "zdjęcia").
 */
function forms(word: string): Array<[form: string, languages: RegExp, unlessEnglish?: string[]]> {
  const any = /./;
  const out: Array<[string, RegExp, string[]?]> = [];
  const bases = /[aou]e/.test(word) ? [word, word.replace(/([aou])e/g, "$1")] : [word];
  for (const w of bases) {
    for (const ending of ["en", "n", "e"]) if (w.endsWith(ending)) out.push([w.slice(0, -ending.length), /\b(?:de|nl|af)\b/]);
    for (const ending of ["s", "es"]) if (w.endsWith(ending)) out.push([w.slice(0, -ending.length), /\b(?:de|nl|fr|es|pt|af)\b/]);
    if (w.endsWith("i")) out.push([`${w.slice(0, -1)}o`, /\bit\b/]);
    if (/[ei]$/.test(w)) out.push([`${w.slice(0, -1)}a`, /\bit\b/]);
    for (const ending of NORDIC_ENDINGS) if (w.endsWith(ending)) out.push([w.slice(0, -ending.length), /\b(?:sv|da)\b/]);
    for (const ending of ["leri", "lari", "ler", "lar"]) if (w.endsWith(ending)) out.push([w.slice(0, -ending.length), /\btr\b/]);
    // Turkish strings its endings on ("kedimin": of my cat, "makbuzlar", "plajda"): its Snowball stemmer takes them off.
    const turkish = turkishStem(w);
    if (turkish !== w) out.push([turkish, /\btr\b/]);
    // A form whose likelier base is a word the table leaves out as English ("plaży" of "plaża") is that word's, not a rarer one's ("płaz"):
    // each base is tried unless one before it is English, asked only of a base the table has.
    const polish = POLISH_CASES.find(([ending]) => w.endsWith(ending));
    const stem = polish ? w.slice(0, -polish[0].length) : "";
    polish?.[1].forEach((base, i) => out.push([stem + base, /\b(?:pl|sl|sk)\b/, polish[1].slice(0, i).map((earlier) => stem + earlier)]));
  }
  if (bases.length > 1) out.unshift([bases[1]!, any]);
  return out.filter(([form]) => form.length >= 4);
}

let turkishStemmer: { stem(word: string): string } | null = null;

/** A Turkish word without its endings, by Snowball's stemmer (ISC), required on the first word asked of it. */
function turkishStem(word: string): string {
  turkishStemmer ??= (createRequire(import.meta.url)("snowball-stemmers") as typeof import("snowball-stemmers")).newStemmer("turkish");
  return turkishStemmer.stem(word);
}

/**
 * The table's line for a word: as written, or in one of its forms, or as the last part of a German,
 * Dutch, Swedish or Danish compound, unless English has the word as written ("places" is no Portuguese "placa",
 * "surrounding" no German "Unding").
 */
function lookUp(word: string): string | null {
  return lookUpHow(word)?.line ?? null;
}

/** `lookUp`'s line, and whether it was found by a compound's last part (`withModifier` reads its first). */
function lookUpHow(word: string): { line: string; byPart: boolean } | null {
  const exact = lines.get(word);
  if (exact) return { line: exact, byPart: false };
  if (englishHas(word)) return null;
  const whole = formOf(word, lines, true);
  if (whole) return { line: whole, byPart: false };
  const part = lastPartOf(word, lines);
  return part ? { line: part, byPart: true } : null;
}

function formOf(word: string, all: { get(word: string): string | undefined }, wholeOnly = false): string | null {
  for (const [form, languages, unlessEnglish] of forms(word)) {
    const found = all.get(form);
    if (found && languages.test(found.slice(0, found.indexOf("\t"))) && !unlessEnglish?.some(englishHas)) return found;
  }
  return wholeOnly ? null : lastPartOf(word, all);
}

/** A German, Dutch, Swedish or Danish compound's line by its last part, or null. */
function lastPartOf(word: string, all: { get(word: string): string | undefined }): string | null {
  // Longest last part first: "parkscheinautomat" is a ticket machine ("automat"), not a coupon.
  for (let at = PART_LETTERS.first; at <= word.length - PART_LETTERS.last; at++) {
    const found = all.get(word.slice(at));
    if (found && /\b(?:de|nl|sv|da)\b/.test(found.slice(0, found.indexOf("\t")))) return found;
  }
  return null;
}

/** A word's line in another table of lines "languages\tenglish" (`homographs.ts`), in one of the forms `forms` reads, never as a compound's part. */
export function tableFormOf(word: string, table: { get(word: string): string | undefined }): string | null {
  return formOf(word, table, true);
}

/**
 * The English of one word of another language as the dictionary has it, as written or in one of
 * its forms, never as a compound's last part ("Apotheke" is no "Theke", a bar): for a word asked
 * for alone, which nothing around it confirms. Commonest first; null where the table lacks it.
 */
export function wholeWordEnglish(word: string): string[] | null {
  const folded = fold(word);
  if (englishHas(folded)) return null;
  const found = lines.get(folded) ?? formOf(folded, lines, true);
  return found ? found.slice(found.indexOf("\t") + 1).split("|") : null;
}

/**
 * The English of each word of other languages in a text, once per word as written: "Bäckerei
 * Müller" gives Bäckerei → bakery. Words English has are never in the table, so an English text
 * gives nothing.
 */
export function foreignGlosses(text: string): ForeignGloss[] {
  const out: ForeignGloss[] = [];
  const gloss = (said: string, found: string) => {
    const [languages, english] = found.split("\t") as [string, string];
    out.push({ said, english: english.split("|"), languages: languages.split(",") });
  };
  for (const said of wordsOf(text, { lettersOnly: true })) {
    if (said.length < 4 || out.some((known) => known.said === said)) continue;
    const found = lookUpHow(fold(said));
    if (found) gloss(said, found.byPart ? withModifier(fold(said), found.line) : found.line);
    // "ENTRADAGENERAL": the words OCR glued, each glossed as printed.
    else for (const part of gluedParts(said) ?? []) {
      const of = lookUp(part.folded);
      if (of && !out.some((known) => known.said === part.said)) gloss(part.said, of);
    }
  }
  return out;
}

/** The linking letters German, Dutch, Swedish and Danish put between a compound's parts ("Umzug-s-karton", "Hochzeit-s-torte"). */
const LINKING = ["s", "es", "n", "en", "e"];

/**
 * A compound the dictionary lacks whole, found by its last part, says what kind of it by its first
 * ("Tierarztrechnung": a bill, of the vet): the first part's English after the last part's, where
 * the first part is a word of the same language, as written or without its linking letters.
 * `found`: the line its last part gave (of German, Dutch, Swedish or Danish, `lastPartOf`).
 */
function withModifier(word: string, found: string): string {
  const [languages, english] = found.split("\t") as [string, string];
  if (word.length < 2 * PART_LETTERS.last) return found;
  const ours = (line: string) => line.slice(0, line.indexOf("\t")).split(",").some((language) => languages.split(",").includes(language));
  // The shortest last part first: "Tierarzt|rechnung", not "Tier|arztrechnung".
  for (let at = word.length - PART_LETTERS.last; at >= PART_LETTERS.first + 1; at--) {
    const last = lines.get(word.slice(at)) ?? formOf(word.slice(at), lines, true);
    if (!last || !ours(last)) continue;
    const first = word.slice(0, at);
    for (const form of [first, ...LINKING.filter((linking) => first.endsWith(linking)).map((linking) => first.slice(0, -linking.length))]) {
      const line = form.length > PART_LETTERS.first ? lines.get(form) : undefined;
      // Its commonest English only: a kind of the thing, not every sense of the word.
      if (line && ours(line)) return `${languages}\t${[...new Set([...english.split("|"), line.slice(line.indexOf("\t") + 1).split("|")[0]!])].join("|")}`;
    }
  }
  return found;
}

/** The fewest letters of a word worth splitting into the words OCR glued in it (and the most: longer is noise), and of each part. */
const GLUED = { whole: 10, longest: 24, part: 4, most: 3 } as const;

/**
 * The words OCR read as one where the print spaced them widely ("ENTRADAGENERAL",
 * "BOARDINGPASS"): two or three parts, each a word English or the dictionary has, those of other
 * languages of one language, as written and folded; null for a word that is one itself, or that
 * splits into no such parts ("MUSEODELPRADO" is no muse of Dutch manure). Of several splits, the
 * one of fewest parts, then of the longest shortest part.
 */
export function gluedParts(word: string): Array<{ said: string; folded: string }> | null {
  // Only a long word is looked at, and the same one is asked by the glosses, the paper's kinds and the links of one text.
  if (word.length < GLUED.whole || word.length > GLUED.longest) return null;
  const known = glued.get(word);
  if (known !== undefined) return known || null;
  const parts = gluedPartsOf(word);
  glued.set(word, parts ?? false);
  return parts;
}

const glued = boundedCache<string, Array<{ said: string; folded: string }> | false>(5000);

function gluedPartsOf(word: string): Array<{ said: string; folded: string }> | null {
  const folded = fold(word);
  if (folded.length < GLUED.whole || folded.length > GLUED.longest || folded.length !== word.length || !/^\p{L}+$/u.test(folded)) return null;
  // OCR glues words printed apart in capitals ("ENTRADA GENERAL") or a logo's capitalised words
  // ("BoardingPass", cut where they begin); a word written small is one word (and OCR's noise).
  const capitals = [...word.matchAll(/\p{Lu}/gu)].map((m) => m.index);
  const camel = capitals.length >= 2 && capitals[0] === 0 && !/^\p{Lu}+$/u.test(word);
  if ((!camel && !/^\p{Lu}+$/u.test(word)) || englishHas(folded) || lookUp(folded)) return null;
  const candidates = camel ? [capitals.map((at, k) => folded.slice(at, capitals[k + 1] ?? folded.length))] : splits(folded, GLUED.most);
  let best: string[] | null = null;
  for (const cuts of candidates) {
    if (camel && (cuts.length > GLUED.most || cuts.some((part) => part.length < GLUED.part || !languagesOf(part)))) continue;
    const shortest = (parts: string[]) => Math.min(...parts.map((part) => part.length));
    if ((!best || cuts.length < best.length || (cuts.length === best.length && shortest(cuts) > shortest(best))) && oneLanguage(cuts)) best = cuts;
  }
  if (!best) return null;
  let at = 0;
  return best.map((part) => ({ said: word.slice(at, (at += part.length)), folded: part }));
}

/** Every way to cut a word into at most `most` parts that are each a word. */
function* splits(word: string, most: number): Generator<string[]> {
  for (let at = GLUED.part; at <= word.length - GLUED.part; at++) {
    const left = word.slice(0, at);
    if (!languagesOf(left)) continue;
    const right = word.slice(at);
    if (languagesOf(right)) yield [left, right];
    if (most > 2) for (const rest of splits(right, most - 1)) yield [left, ...rest];
  }
}

/** Whether the parts other than English words are words of one language. */
function oneLanguage(parts: readonly string[]): boolean {
  let shared: string[] | null = null;
  for (const part of parts) {
    const languages = languagesOf(part)!;
    if (languages.includes("en")) continue;
    shared = shared ? shared.filter((language) => languages.includes(language)) : languages;
  }
  return !shared || shared.length > 0;
}

/** The languages a word is a word of, as ISO 639-1 codes ("en" for English), or null. */
export function languagesOf(part: string): string[] | null {
  if (englishHas(part)) return ["en"];
  const found = lines.get(part) ?? formOf(part, lines, true);
  return found ? found.slice(0, found.indexOf("\t")).split(",") : null;
}
