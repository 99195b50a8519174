/**
 * @file Builds `electron/index/graph/foreign-words.tsv` (and German's, `foreign-words-de.tsv`): the nouns of the languages a photo library
 * meets most abroad (German, French, Italian, Spanish, Portuguese, Dutch, Swedish, Danish, Czech,
 * Turkish, and the smaller dictionaries of Slovene, Slovak, Lithuanian, Afrikaans and Irish: those
 * FreeDict has into English under the GPL and the `stopword` package has little words of; not
 * Hungarian's, Croatian's or Finnish's 15,000-30,000 nouns, which would double the table), each to its English
 * words, so that a sign, a ticket or a memory written in one of them is found by what it means
 * ("BÄCKEREI" by "bakery", "Parkschein" by "parking"). Polish's dictionary is CC BY-SA 3.0, which
 * cannot join a GPL-3+ table: its words are a table of their own, `foreign-words-pl.tsv`, under
 * its licence, read beside the other.
 *
 * English-to-language dictionaries are read backwards too where the language's own is small
 * (`READ_BACKWARDS`: Turkish's into English has 626 nouns a photo may show, its English into
 * Turkish thousands), each `dict-freedict-eng-LANG`.
 *
 * The nouns French's, Italian's, Dutch's and German's own dictionaries lack are read through two
 * pivots (`PIVOTS`), a table of their own under their licence, `foreign-words-wikdict.tsv`.
 *
 * Runs at development time only (`node --import tsx build/data/foreign-words.ts`), and in the test
 * that checks the table is not stale where the dictionaries are installed. The data is FreeDict's
 * (GPL-2+, German–English GPL-3+), as Debian packages it for dictd (`dict-freedict-deu-eng`…:
 * `/usr/share/dictd/freedict-LANG-eng.{index,dict.dz}`); the table is a derived work under
 * GPL-3+ (see `electron/index/graph/foreign-words.LICENSE.md`), shipped as a data file of its own
 * beside the app's code and read at run time, never compiled into it.
 *
 * What is kept, and why:
 * - a headword of one word, of at least 4 letters once folded: 2–3 letter words of one language are
 *   as often another's ("Rat", "Art", "Kind" in German) or an abbreviation, and say little;
 * - a headword that is no English word (`isEnglish`: WordNet's lemmas of any part of speech, their
 *   inflections, English stopwords): "Gift" (poison), "Chef" (boss) and "Taste" (key) are false
 *   friends, and a word English has is found as itself;
 * - nouns only, where the dictionary says the part of speech (German's does): a noun names what a
 *   photo shows or a sign says; a dictionary's many adjective and verb senses are tone, not things;
 * - of its English words, a WordNet noun whose commonest sense one can see or read (`SEEN_FILES`),
 *   or two words whose last is one ("parking coupon") for a headword of at most 12 letters, at
 *   most `MAX_ENGLISH` a language, commonest first.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { englishHas } from "../../electron/words/english-word";
import { littleWordsOf } from "../../electron/words/little-words";
import { fold } from "../../electron/words/terms";
import { hasLemma, senses, synset, timesSaid } from "../../electron/words/wordnet";

/** FreeDict's dictionaries into English, by ISO 639-3 code, and the language's ISO 639-1 code the table says. */
export const LANGUAGES = { deu: "de", fra: "fr", ita: "it", spa: "es", por: "pt", nld: "nl", swe: "sv", dan: "da", ces: "cs", tur: "tr", pol: "pl", slv: "sl", slk: "sk", lit: "lt", afr: "af", gle: "ga" } as const;
type Code = keyof typeof LANGUAGES;

/** The table files, each of the dictionaries whose licences allow them together. */
export const TABLES: ReadonlyArray<{ file: string; codes: Code[]; homographs?: true }> = [
  // German's, most of the words, a file of its own: the reader merges a word both files have, German's English first.
  { file: fileURLToPath(new URL("../../electron/index/graph/foreign-words-de.tsv", import.meta.url)), codes: ["deu"] },
  { file: fileURLToPath(new URL("../../electron/index/graph/foreign-words.tsv", import.meta.url)), codes: ["fra", "ita", "spa", "por", "nld", "swe", "dan", "ces", "tur", "slv", "slk", "lit", "afr", "gle"] },
  { file: fileURLToPath(new URL("../../electron/index/graph/foreign-words-pl.tsv", import.meta.url)), codes: ["pol"] },
  // The words English spells too, or of three letters, read only in a text of their language: every language of the GPL's tables.
  { file: fileURLToPath(new URL("../../electron/index/graph/foreign-homographs.tsv", import.meta.url)), codes: ["deu", "fra", "ita", "spa", "por", "nld", "swe", "dan", "ces", "tur", "slv", "slk", "lit", "afr", "gle"], homographs: true },
];

export const DICTD_DIR = "/usr/share/dictd";

/** The fewest letters of a headword once folded. */
const MIN_LETTERS = 4;
/** The fewest letters of a homograph (`Keep`): a two-letter word is as often an abbreviation or a little word. */
const HOMOGRAPH_LETTERS = 3;
/** The most English words one foreign word is given. */
const MAX_ENGLISH = 4;

/**
 * WordNet's lexicographer files (lexnames(5)) of things a photo can show or a sign can name:
 * 5 animal, 6 artifact, 8 body, 11 event, 13 food, 14 group, 15 location, 17 object, 18 person,
 * 19 phenomenon, 20 plant, 21 possession, 27 substance, 4 act (a receipt, a sale), 10
 * communication (a ticket, a menu, a sign), 28 time (a birthday, Christmas).
 */
const SEEN_FILES = new Set([4, 5, 6, 8, 10, 11, 13, 14, 15, 17, 18, 19, 20, 21, 27, 28]);

/**
 * The most letters of a headword whose English is a phrase WordNet lacks ("Parkschein" → "parking
 * coupon"): a longer one is a specialist's compound ("Salzstreuwagen" → "salt spreader"), which
 * makes most of the dictionary and is rarely written where photos are taken.
 */
const PHRASE_HEADWORD_LETTERS = 12;

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** dictd's index numbers are base 64 in its own alphabet. */
const base64 = (digits: string) => [...digits].reduce((n, c) => n * 64 + B64.indexOf(c), 0);

export interface Entry {
  headword: string;
  /** Parts of speech the headword line names ("n", "adj", "v"), or none. */
  pos: string[];
  /** Each sense's English words, in the dictionary's order. */
  senses: string[][];
}

/** The entries of one dictd dictionary whose headword is one word of at least `letters` letters. */
export function readDictionary(index: string, dict: Buffer, letters = MIN_LETTERS): Entry[] {
  const out: Entry[] = [];
  const oneWord = new RegExp(`^\\p{L}{${letters},}$`, "u");
  for (const line of index.split("\n")) {
    const [word, offset, length] = line.split("\t");
    // Phrases and short words are never kept: their entries are not read.
    if (!word || !offset || !length || word.startsWith("00database") || !oneWord.test(word)) continue;
    out.push(parseEntry(dict.subarray(base64(offset), base64(offset) + base64(length)).toString("utf8")));
  }
  return out;
}

/**
 * One entry: a headword line ("Bäckerei /bˌɛkeːrˈaɪ/ <fem, n, sg>"), then its senses, one a line
 * ("bakery <n>, bakeshop <n> [Am.]", " [pharm.] pharmacy <n>", "2. exit, wayout"); examples
 * (indented, quoted), notes, synonyms and cross-references ("see: {…}") are not senses.
 */
export function parseEntry(text: string): Entry {
  const [head = "", ...rest] = text.split("\n");
  const headword = head.replace(/\s*\/.*$/, "").replace(/\s*<.*$/, "").trim();
  const pos = /<([^>]*)>\s*$/.exec(head)?.[1]?.split(/,\s*/) ?? [];
  const out: string[][] = [];
  for (const line of rest) {
    if (!line.trim() || /^\s{3,}\S/.test(line) || /^\s*(?:see|Synonyms?|Note|Antonyms?):/.test(line)) continue;
    const words = line
      .replace(/^\s*\d+\.\s*/, "")
      // Domains ("[pharm.]"), asides, cross-references, pronunciations ("/ˌɛstˈeː/"), and a tag's glued abbreviation ("street <n>St").
      .replace(/\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|\/[^/]*\/|<[^>]*>[^\s,;]*/g, "")
      .split(/[,;]/)
      .map((w) => w.replace(/[‐‑]/g, "-").replace(/\s+/g, " ").trim())
      .filter(Boolean);
    if (words.length) out.push(words);
  }
  return { headword, pos, senses: out };
}

const nlp = winkNLP(model);

/**
 * Whether English has the word: `englishHas`, or an irregular form of an English word, as the
 * tagger's lemmatizer knows them ("gave" is to give, though Dutch "gave" is a gift).
 */
export function isEnglish(word: string): boolean {
  if (englishHas(word)) return true;
  const lemma = (nlp.readDoc(word).tokens().out(nlp.its.lemma as Parameters<ReturnType<ReturnType<typeof nlp.readDoc>["tokens"]>["out"]>[0]) as string[])[0];
  return lemma !== undefined && lemma !== word && englishHas(lemma);
}

/** The lexicographer file of an English noun's commonest sense, or null when WordNet has no such noun. */
function nounFile(english: string): number | null {
  const first = senses(english.replace(/ /g, "_"), "noun")[0];
  return first ? synset(first).lexfile : null;
}

/**
 * An English word worth searching by: a WordNet noun ("bakery", "railway station") whose commonest
 * sense one can see, or two words whose last is one ("parking coupon"), `phrase` told which; null
 * otherwise.
 */
function seenEnglish(english: string): { word: string; phrase: boolean } | null {
  let seen = seenWords.get(english);
  if (seen === undefined) seenWords.set(english, (seen = seenOf(english)));
  return seen;
}
const seenWords = new Map<string, { word: string; phrase: boolean } | null>();

function seenOf(english: string): { word: string; phrase: boolean } | null {
  // "to sell" is a verb's sense, whatever noun "sell" may be.
  if (/^to /i.test(english)) return null;
  const w = english.replace(/^(?:a|an|the) /i, "");
  if (!/^[A-Za-z][A-Za-z' -]*$/.test(w) || /\b(?:sb|sth|etc)\b/.test(w)) return null;
  const lower = w.toLowerCase();
  const whole = nounFile(lower);
  if (whole !== null) return SEEN_FILES.has(whole) ? { word: lower, phrase: false } : null;
  const parts = lower.split(" ");
  if (parts.length !== 2 || !isEnglish(parts[0]!)) return null;
  const last = nounFile(parts[1]!);
  return last !== null && SEEN_FILES.has(last) ? { word: lower, phrase: true } : null;
}

/**
 * Which headwords a table keeps. `own`: words of the language alone, of at least 4 letters, that
 * no English word is spelt as. `homographs`: the nouns `own` leaves out, those English spells too
 * ("chat", "plage", "Kind", "mare") or of 3 letters ("feu", "mer"), that the dictionary names a
 * noun, that are none of the language's little words ("son", "car") and that it does not give as
 * themselves ("bar"): read only in a text known to be in the language (`index/graph/homographs.ts`).
 */
export type Keep = { own: true } | { own: false; little: ReadonlySet<string> };

/**
 * Each folded headword of a dictionary to its English words, commonest first; `tagged`: the
 * dictionary names every headword's part of speech (German's does), so one it names none of is no noun.
 */
export function tableOf(entries: Entry[], tagged = false, keep: Keep = { own: true }): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const itself = new Set<string>();
  for (const { headword, pos, senses: meanings } of entries) {
    if (tagged ? !pos.includes("n") : pos.length && !pos.includes("n")) continue;
    const key = fold(headword);
    if (!/^\p{L}+$/u.test(key)) continue;
    const own = key.length >= MIN_LETTERS && !isEnglish(key);
    if (keep.own ? !own : own || key.length < HOMOGRAPH_LETTERS || !pos.includes("n") || keep.little.has(key)) continue;
    // A homograph an entry gives as itself ("bar", "camp") means in the language what it means in English: its other senses are noise.
    if (!keep.own && meanings.flat().some((w) => fold(w) === key)) itself.add(key);
    const english = meanings
      .flat()
      .map(seenEnglish)
      .filter((w) => w !== null && w.word !== key && (!w.phrase || key.length <= PHRASE_HEADWORD_LETTERS))
      .map((w) => w!.word);
    if (!english.length) continue;
    out.set(key, [...new Set([...(out.get(key) ?? []), ...english])]);
  }
  for (const key of itself) out.delete(key);
  for (const [key, english] of out) out.set(key, english.map((w, i) => [w, i] as const).sort((a, b) => timesSaid(b[0]) - timesSaid(a[0]) || a[1] - b[1]).slice(0, MAX_ENGLISH).map(([w]) => w));
  return out;
}

/**
 * The languages whose English dictionary is also read backwards (`freedict-eng-LANG`): Turkish's
 * own into English has 626 nouns a sign may say, its English into Turkish has "aslan", "orman",
 * "deniz" and "fiş"; the others' add the common nouns their own leave out. Not Czech's: its
 * English into Czech gives every case of a word ("nitě", threads, typed "nite"), as many
 * spellings as Polish's nouns, whose texts it would then claim.
 */
export const READ_BACKWARDS: readonly Code[] = ["tur", "spa", "ita", "fra", "por", "nld", "swe", "dan"];
/** Senses of an English headword whose words are taken as the language's words for it: the first two, before the rarer and figurative ("a lion": "aslan", not "cesur", brave). */
const BACKWARD_SENSES = 2;

/**
 * An English-to-language dictionary as entries of the language's words: each single word of an
 * English noun's first senses, as a headword whose one sense is that noun ("aslan" → lion).
 */
export function backwardEntries(index: string, dict: Buffer): Entry[] {
  return readDictionary(index, dict, 3).flatMap(({ headword, senses: said }) =>
    said
      .slice(0, BACKWARD_SENSES)
      .flat()
      .filter((word) => /^\p{L}+$/u.test(word))
      .map((word) => ({ headword: word, pos: ["n"], senses: [[headword.toLowerCase()]] })),
  );
}

/** A dictd dictionary's index and text, `base` its path without the extensions. */
const read = (base: string) => [readFileSync(`${base}.index`, "utf8"), gunzipSync(readFileSync(`${base}.dict.dz`))] as const;

/** One language's table, from its dictionaries in `dir`: into English, and from English where it is read backwards. */
export function languageTable(code: Code, dir = DICTD_DIR, homographs = false): Map<string, string[]> {
  const keep: Keep = homographs ? { own: false, little: littleWordsOf()[LANGUAGES[code]] } : { own: true };
  const forward = tableOf(readDictionary(...read(`${dir}/freedict-${code}-eng`), homographs ? HOMOGRAPH_LETTERS : MIN_LETTERS), code === "deu", keep);
  if (!READ_BACKWARDS.includes(code)) return forward;
  // The language's own dictionary says first what its words mean ("iglesia" a church); read
  // backwards, English's commonest words would lead ("house", of which "iglesia" is a sense).
  for (const [word, english] of tableOf(backwardEntries(...read(`${dir}/freedict-eng-${code}`)), false, keep)) {
    forward.set(word, [...new Set([...(forward.get(word) ?? []), ...english])].slice(0, MAX_ENGLISH));
  }
  return forward;
}

/** The table of the languages of `codes`: lines "word\tlanguages\tenglish|english…", sorted by word. */
export function buildForeignWords(codes: readonly Code[], dir = DICTD_DIR, homographs = false): string {
  return tableText(codes.map((code) => [code, languageTable(code, dir, homographs)]), homographs);
}

/**
 * Tables of several languages as one text, sorted by word: a word several have is one line, its
 * languages and their English together; `perLanguage`, a line a word and language (homographs: a
 * text is read in its own language's English alone, "bar" in French is a pub, in Turkish a flood
 * of other words).
 */
function tableText(tables: ReadonlyArray<readonly [Code, ReadonlyMap<string, string[]>]>, perLanguage: boolean): string {
  const rows = new Map<string, { word: string; languages: string[]; english: string[] }>();
  for (const [code, table] of tables) {
    const language = LANGUAGES[code];
    for (const [word, english] of table) {
      const key = perLanguage ? `${word}\t${language}` : word;
      const row = rows.get(key) ?? { word, languages: [], english: [] };
      row.languages.push(language);
      row.english = [...new Set([...row.english, ...english])];
      rows.set(key, row);
    }
  }
  return `${[...rows.values()]
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .map(({ word, languages, english }) => `${word}\t${languages.join(",")}\t${english.join("|")}`)
    .join("\n")}\n`;
}

export const FOREIGN_WORDS_FILE = TABLES[1]!.file;

/**
 * WikDict's dictionaries (FreeDict's 2022.12 editions, CC BY-SA 3.0) from a language into Polish
 * and into Finnish, and theirs into English: the pivots of the languages whose own dictionary into
 * English is small (French's keeps 3,285 nouns, without "citrouille", "facture", "bague").
 */
export const PIVOTS = ["pol", "fin"] as const;
/** The languages read through the pivots, where `dict-freedict-LANG-pol` and `-fin` are installed. */
export const PIVOTED: readonly Code[] = ["fra", "ita", "nld", "deu"];
/** The table of the words read through the pivots, a file of its own under their licence. */
export const PIVOT_FILE = fileURLToPath(new URL("../../electron/index/graph/foreign-words-wikdict.tsv", import.meta.url));

/** A dictionary's nouns, each folded headword to every word of its senses. */
function nounsOf(entries: Entry[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { headword, pos, senses: said } of entries) if (pos.includes("n")) out.set(fold(headword), [...(out.get(fold(headword)) ?? []), ...said.flat()]);
  return out;
}

/**
 * One language's nouns its own table lacks (`own`), each with the English both pivots agree on:
 * "citrouille" is "dynia" in Polish and "kurpitsa" in Finnish, both "pumpkin"; a word the two give
 * no English in common is left out, as either alone may give a sense the word has not (Polish
 * "zakres", a range, of "plage").
 */
export function pivotTable(code: Code, own: ReadonlyMap<string, string[]>, dir = DICTD_DIR): Map<string, string[]> {
  const [first, second] = PIVOTS.map((pivot) => ({
    into: nounsOf(readDictionary(...read(`${dir}/freedict-${code}-${pivot}`))),
    english: nounsOf(readDictionary(...read(`${dir}/freedict-${pivot}-eng`), 2)),
  })) as [Pivot, Pivot];
  const englishOf = ({ into, english }: Pivot, word: string) => new Set((into.get(word) ?? []).flatMap((said) => english.get(fold(said)) ?? []).map((w) => w.toLowerCase()));
  const entries: Entry[] = [];
  for (const word of first.into.keys()) {
    if (own.has(word)) continue;
    const agreed = [...englishOf(first, word)].filter((english) => englishOf(second, word).has(english));
    if (agreed.length) entries.push({ headword: word, pos: ["n"], senses: [agreed] });
  }
  return tableOf(entries);
}

/** A pivot language's nouns of the language read through it, and its own nouns' English. */
interface Pivot {
  into: Map<string, string[]>;
  english: Map<string, string[]>;
}

/** The pivots' table of `codes`, as `buildForeignWords` writes one: the words none of FreeDict's own tables has. */
export function buildPivotWords(codes: readonly Code[] = PIVOTED, dir = DICTD_DIR): string {
  return tableText(codes.map((code) => [code, pivotTable(code, languageTable(code, dir), dir)]), false);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, codes, homographs } of TABLES) {
    const started = performance.now();
    const table = buildForeignWords(codes, DICTD_DIR, homographs);
    writeFileSync(file, table);
    const lines = table.trimEnd().split("\n");
    const byLanguage = codes.map((code) => LANGUAGES[code]).map((l) => `${l} ${lines.filter((line) => line.split("\t")[1]!.split(",").includes(l)).length}`);
    console.log(`${file}: ${lines.length} words (${byLanguage.join(", ")}), ${table.length} bytes, built in ${Math.round(performance.now() - started)} ms`);
  }
  const started = performance.now();
  const pivoted = buildPivotWords();
  writeFileSync(PIVOT_FILE, pivoted);
  console.log(`${PIVOT_FILE}: ${pivoted.trimEnd().split("\n").length} words, ${pivoted.length} bytes, built in ${Math.round(performance.now() - started)} ms`);
}
