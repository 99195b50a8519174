/**
 * @file wink's English "lite" model (`wink-eng-lite-web-model`), loaded as its own `model.js`
 * loads it, minus the work that made loading it the largest single cost of a CLI search.
 *
 * Runs in the engine's process, once, when the tagger is first needed (`tagger.ts`). The package's
 * loader `require`s its 3 MB core JSON, then copies it whole (`JSON.parse(JSON.stringify(…))`, so
 * that the copy `require` caches stays untouched), decodes its two packed arrays a character at a
 * time through `atob` and indexes its lexicon in an object: 190–380 ms on this 2-core machine.
 * Here the JSON is read once (nothing to copy), `Buffer` decodes base64 natively, and the index is
 * a Map. Everything else (the sentence, part-of-speech, entity, negation and sentiment machines,
 * the lemmatizer) is the package's own files, required as `model.js` requires them.
 *
 * This mirrors `dist/read-core-model.js` and `dist/load-core-model.js` of the version pinned in
 * package-lock.json (1.8.1); `wink-model.test.ts` checks that the model read here tags and
 * lemmatizes exactly as the package's own, so a new version that reads differently fails there.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

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

/** The model object wink-nlp's constructor takes, as `wink-eng-lite-web-model` exports it. */
export function winkEnglishModel(): unknown {
  const dir = path.dirname(require.resolve("wink-eng-lite-web-model"));
  const own = (file: string): unknown => require(path.join(dir, file));
  const model = Object.create(null) as Record<string, unknown>;
  model.core = () => readCoreModel(path.join(dir, "languages", "cur", "models", "eng-core-web-model.json"));
  model.sbd = own("load-sbd-model.js");
  model.pos = own("load-pos-model.js");
  model.ner = own("load-ner-model.js");
  model.negation = own("load-negation-model.js");
  model.sa = own("load-sa-model.js");
  model.metaCER = own("load-cer-meta-model.js");
  model.featureFn = own("feature.js");
  const addons = Object.create(null) as Record<string, unknown>;
  addons.stem = own("porter-stemmer.js");
  addons.lemmatize = own("lemmatize.js");
  addons.readabilityStats = own("readability-stats.js");
  addons.wordVectors = undefined;
  model.addons = addons;
  return model;
}

/** `readModel` then `loadModel` of the package, reading the JSON once and decoding with Buffer. */
function readCoreModel(file: string): CoreModel {
  const model = JSON.parse(fs.readFileSync(file, "utf8")) as CoreModel;
  const { packing, features, pos } = model;
  model.lexicon = uint32s(model.lexicon as string);
  model.xpansions = uint32s(model.xpansions as string);
  for (const f in packing.layout) if (packing.layout[f]![3] === 0) features[f]!.hash = indexOf(features[f]!.list);
  features.lexeme.hash = indexOf(features.lexeme.list);
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
 * is (`hash[word]`, `hash[word] = n`: all wink does with it), kept in a Map: filling an object with
 * the 87,593 words of the lexicon took 80–115 ms, a Map 30–40 ms.
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
