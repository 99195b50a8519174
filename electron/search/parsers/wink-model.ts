/**
 * @file wink's English "lite" model (`wink-eng-lite-web-model`), loaded as its own `model.js`
 * loads it, minus the work that would make loading it the largest single cost of a CLI search.
 *
 * Runs in the engine's process, once, when the tagger is first needed (`tagger.ts`). The package's
 * loader `require`s its 3 MB core JSON, then copies it whole (`JSON.parse(JSON.stringify(…))`, so
 * that the copy `require` caches stays untouched), decodes its two packed arrays a character at a
 * time through `atob` and indexes its lexicon in an object, all at every start of a process.
 * `npm run build` packs the core model once (`packCoreModel`) into a file beside the bundles
 * (dist/app/wink-english-core.bin): the packed arrays as raw bytes, the lexicon's 87,593 words as
 * one string, and an open-addressing table of where each word is, so that reading it parses
 * nothing large and indexes nothing. Without that file (the sources run by tsx or the tests), or
 * with one packed from another version of the package, the JSON is read once (nothing to copy),
 * `Buffer` decodes base64 natively, and the index is a Map. The part-of-speech machines and the
 * lemmatizer are the package's own files, imported (`model.js` requires them). The sentence,
 * entity, negation and sentiment machines are empty stand-ins: wink's constructor loads every
 * machine whatever its pipe, and the tagger's pipe is `pos` alone, which runs none of them (their
 * JSON, parsed twice, would be a third of the tagger's loading).
 *
 * This mirrors `dist/read-core-model.js` and `dist/load-core-model.js` of the version pinned in
 * package-lock.json (1.8.1); `wink-model.test.ts` checks that the model read here, packed or not,
 * tags and lemmatizes exactly as the package's own, so a new version that reads differently fails
 * there.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
// Imported file by file rather than required by path, so that the CLI's bundle compiles them in
// (and into its code cache) instead of Node resolving, reading and compiling them at each start.
import feature from "wink-eng-lite-web-model/dist/feature.js";
import lemmatize from "wink-eng-lite-web-model/dist/lemmatize.js";
import loadCerMetaModel from "wink-eng-lite-web-model/dist/load-cer-meta-model.js";
import loadPosModel from "wink-eng-lite-web-model/dist/load-pos-model.js";
import readabilityStats from "wink-eng-lite-web-model/dist/readability-stats.js";
import porter2 from "wink-porter2-stemmer";

const require = createRequire(import.meta.url);

/** The layout of one packed feature: [mask, size, shift, whether a list of values (0), whether an extra feature (1)]. */
type Layout = Record<string, [number, number, number, number, number]>;
interface Feature {
  list: string[];
  hash?: Record<string, number>;
  intrinsicSize?: number;
  index?: number;
  maxIndex?: number;
}
interface CoreModel {
  packing: { layout: Layout; efList?: string[] };
  features: Record<string, Feature> & { lexeme: Feature; posClusters: { list: Array<string | Set<number>> } };
  pos: { hash: Record<string, number> };
  lexicon: string | Uint32Array;
  xpansions: string | Uint32Array;
}

/** The packed core model's file name, beside the bundle that reads it (dist/app). */
export const PACKED_CORE_MODEL = "wink-english-core.bin";

/**
 * The model object wink-nlp's constructor takes for a pipe of `pos` alone (other pipes find no
 * sentences, entities, negations or sentiment), as `wink-eng-lite-web-model` exports it. `packed`:
 * the packed core model's file, read when it was packed from the installed package (default: the
 * one beside this file, which only the bundles have).
 */
export function winkEnglishModel(packed = path.join(import.meta.dirname, PACKED_CORE_MODEL)): unknown {
  const model = Object.create(null) as Record<string, unknown>;
  model.core = () => {
    read = readPackedCoreModel(packed, coreModelStamp()) ?? readCoreModel(coreModelFile());
    return read;
  };
  model.sbd = () => ({ machines: [], transformers: [] });
  model.pos = loadPosModel;
  model.ner = () => ({ machines: [], transformers: [] });
  model.negation = () => ({ machines: [EMPTY_MACHINE] });
  model.sa = () => ({ machines: [EMPTY_MACHINE] });
  model.metaCER = loadCerMetaModel;
  model.featureFn = feature;
  const addons = Object.create(null) as Record<string, unknown>;
  // The one stemmer of the engine (`words/terms.ts`), should a pipe ever ask wink for stems.
  addons.stem = porter2;
  addons.lemmatize = lemmatize;
  addons.readabilityStats = readabilityStats;
  addons.wordVectors = undefined;
  model.addons = addons;
  return model;
}

/** A machine that recognises nothing, as wink's `emptyModelJSON` writes it. */
const EMPTY_MACHINE = '[100,0,{"0":{}},{},{},{}]';

/** The core model wink read last: its lexicon says which words the tagger learned from text. */
let read: CoreModel | null = null;

/**
 * Whether the model's own lexicon has the word, as trained: ordinary words written small ("van",
 * "bath"), not the names it meets in a query ("leo", "kyoto"), which wink adds as it reads them.
 * Null before the model is read.
 */
export function lexiconHas(word: string): boolean | null {
  if (!read) return null;
  const at = read.features.lexeme.hash![word];
  return at !== undefined && at < read.features.lexeme.intrinsicSize!;
}

/** The package's core model JSON. */
function coreModelFile(): string {
  return path.join(path.dirname(require.resolve("wink-eng-lite-web-model")), "languages", "cur", "models", "eng-core-web-model.json");
}

/** What a packed model must have been packed from: the package's version and its JSON's size. */
export function coreModelStamp(json = coreModelFile()): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(require.resolve("wink-eng-lite-web-model")), "..", "package.json"), "utf8")) as { version: string };
  return `${version} ${fs.statSync(json).size}`;
}

/** `readModel` then `loadModel` of the package, reading the JSON once and decoding with Buffer. */
function readCoreModel(file: string): CoreModel {
  const model = JSON.parse(fs.readFileSync(file, "utf8")) as CoreModel;
  model.lexicon = uint32s(model.lexicon as string);
  model.xpansions = uint32s(model.xpansions as string);
  return indexed(model, indexOf(model.features.lexeme.list));
}

/** What `readModel` and `loadModel` add to the model read, the lexicon's index given. */
function indexed(model: CoreModel, lexemes: Record<string, number>): CoreModel {
  const { packing, features, pos } = model;
  for (const f in packing.layout) if (packing.layout[f]![3] === 0) features[f]!.hash = f === "lexeme" ? lexemes : indexOf(features[f]!.list);
  features.lexeme.hash = lexemes;
  const clusters = features.posClusters.list;
  for (let k = 0; k < clusters.length; k += 1) clusters[k] = new Set((clusters[k] as string).split("_").map((e) => pos.hash[e] || 0));
  packing.efList = [];
  for (const f in packing.layout) {
    const layout = packing.layout[f]!;
    if (layout[3] === 0) {
      const feature = features[f]!;
      feature.intrinsicSize = feature.list.length;
      feature.index = feature.list.length;
      feature.maxIndex = layout[1] >>> layout[2];
    }
    if (layout[4] === 1) packing.efList.push(f);
  }
  features.lexeme.intrinsicSize = features.lexeme.list.length;
  features.lexeme.index = features.lexeme.list.length;
  return model;
}

/** Base64 to 32-bit words in the machine's byte order, as `new Uint32Array(bufferFromBase64(…))` reads them. */
function uint32s(base64: string): Uint32Array {
  const bytes = Buffer.from(base64, "base64");
  // A copy that starts at offset 0 of its own buffer: Buffer's pool gives no alignment.
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/**
 * Each word's position in the list, read and written as the package's object without a prototype
 * is (`hash[word]`, `hash[word] = n`: all wink does with it), kept in a Map: V8 fills a Map with
 * the 87,593 words of the lexicon several times faster than an object.
 */
function indexOf(list: string[]): Record<string, number> {
  const positions = new Map<string, number>();
  for (let k = 0; k < list.length; k += 1) positions.set(list[k]!, k);
  return new Proxy(Object.create(null) as Record<string, number>, {
    get: (_, word) => (typeof word === "string" ? positions.get(word) : undefined),
    set: (_, word, n: number) => (typeof word === "string" && positions.set(word, n), true),
    has: (_, word) => typeof word === "string" && positions.has(word),
  });
}

/**
 * [Note: The packed wink model] One file: a u32 length and that many bytes of JSON (the stamp of
 * the package it was packed from, the model without its lexicon arrays and words, and the byte
 * lengths of what follows), padded to 4 bytes; then the lexicon's and the expansions' 32-bit words
 * as the package decodes them from base64 (the machine's byte order: the file is packed by the
 * build on the machine, or the same kind of machine, that runs it); then the table of where each
 * word is (`slots` u32s, a word's position + 1, found by `wordHash` and linear probing); then
 * where each word starts in the words' bytes (`words` + 1 u32s, the last their length); then the
 * words, UTF-8, one after another (some words are line breaks: "\n", "\n\n"). Reading it decodes
 * a word when wink first asks for it (`lazyWords`): a search reads a few dozen of them, and
 * splitting all 87,593 would cost every start their splitting, and the collector their strings.
 */
interface PackedHeader {
  /** 2: the words found by their starts (1 had them separated by NULs). */
  format: 2;
  stamp: string;
  rest: Omit<CoreModel, "lexicon" | "xpansions">;
  lexiconBytes: number;
  xpansionsBytes: number;
  slots: number;
  words: number;
  wordBytes: number;
}

/** The core model packed for `readPackedCoreModel`. */
export function packCoreModel(json = coreModelFile()): Buffer {
  const model = JSON.parse(fs.readFileSync(json, "utf8")) as CoreModel;
  const words = model.features.lexeme.list;
  const lexicon = Buffer.from(model.lexicon as string, "base64");
  const xpansions = Buffer.from(model.xpansions as string, "base64");
  let slots = 1;
  while (slots < words.length * 2) slots *= 2;
  const table = new Uint32Array(slots);
  words.forEach((word, k) => {
    let at = wordHash(word) & (slots - 1);
    // A word listed twice is found at its last position, as the package's index finds it.
    while (table[at] !== 0 && words[table[at]! - 1] !== word) at = (at + 1) & (slots - 1);
    table[at] = k + 1;
  });
  const encoded = words.map((word) => Buffer.from(word, "utf8"));
  const starts = new Uint32Array(words.length + 1);
  encoded.forEach((word, k) => (starts[k + 1] = starts[k]! + word.length));
  const wordBuffer = Buffer.concat(encoded);
  const { lexicon: _lexicon, xpansions: _xpansions, ...rest } = model;
  rest.features = Object.assign({}, model.features, { lexeme: { ...model.features.lexeme, list: [] } });
  const header: PackedHeader = { format: 2, stamp: coreModelStamp(json), rest, lexiconBytes: lexicon.length, xpansionsBytes: xpansions.length, slots, words: words.length, wordBytes: wordBuffer.length };
  let headerBytes = Buffer.from(JSON.stringify(header), "utf8");
  headerBytes = Buffer.concat([headerBytes, Buffer.alloc((4 - ((4 + headerBytes.length) % 4)) % 4, " ")]);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  return Buffer.concat([length, headerBytes, lexicon, xpansions, Buffer.from(table.buffer), Buffer.from(starts.buffer), wordBuffer]);
}

/** The core model from its packed file; null when there is none, or it was packed from another package than `stamp`'s. */
export function readPackedCoreModel(file: string, stamp: string): CoreModel | null {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return null;
  }
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString("utf8", 4, 4 + headerLength)) as PackedHeader;
  if (header.stamp !== stamp || header.format !== 2) return null;
  // Views need 4-byte alignment in their buffer: a file this size has a buffer of its own, from 0.
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(new Uint8Array(bytes));
  let at = aligned.byteOffset + 4 + headerLength;
  const take = (n: number) => new Uint32Array(aligned.buffer, (at += n) - n, n / 4);
  const lexicon = take(header.lexiconBytes);
  const xpansions = take(header.xpansionsBytes);
  const table = take(header.slots * 4);
  const starts = take((header.words + 1) * 4);
  const list = lazyWords(aligned.subarray(at - aligned.byteOffset, at - aligned.byteOffset + header.wordBytes), starts);
  const model = header.rest as CoreModel;
  model.lexicon = lexicon;
  model.xpansions = xpansions;
  model.features.lexeme.list = list;
  return indexed(model, tableIndex(list, table));
}

/**
 * The lexicon's words as the array wink reads (`list[i]`, `list.length`, `list.push(word)`), each
 * decoded from the packed bytes when first read, and kept.
 */
function lazyWords(bytes: Buffer, starts: Uint32Array): string[] {
  const count = starts.length - 1;
  return new Proxy(new Array<string>(count), {
    get(words, key) {
      const k = typeof key === "string" ? Number(key) : NaN;
      if (k < count && words[k] === undefined) words[k] = bytes.toString("utf8", starts[k], starts[k + 1]);
      return Reflect.get(words, key);
    },
  });
}

/** FNV-1a over the word's UTF-16 code units, as the packed table was filled. */
function wordHash(word: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < word.length; k += 1) h = Math.imul(h ^ word.charCodeAt(k), 0x01000193);
  return h >>> 0;
}

/**
 * The lexicon's index as `indexOf` reads and writes it, over the packed table: words added while
 * reading (the table is the package's words only) are kept beside it.
 */
function tableIndex(list: string[], table: Uint32Array): Record<string, number> {
  const mask = table.length - 1;
  const added = new Map<string, number>();
  const find = (word: string): number | undefined => {
    const known = added.get(word);
    if (known !== undefined) return known;
    for (let at = wordHash(word) & mask; table[at] !== 0; at = (at + 1) & mask) if (list[table[at]! - 1] === word) return table[at]! - 1;
    return undefined;
  };
  return new Proxy(Object.create(null) as Record<string, number>, {
    get: (_, word) => (typeof word === "string" ? find(word) : undefined),
    set: (_, word, n: number) => (typeof word === "string" && added.set(word, n), true),
    has: (_, word) => typeof word === "string" && find(word) !== undefined,
  });
}
