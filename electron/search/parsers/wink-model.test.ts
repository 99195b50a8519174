import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PACKED_CORE_MODEL, coreModelStamp, lexiconHas, packCoreModel, readPackedCoreModel, winkEnglishModel } from "./wink-model";

const require = createRequire(import.meta.url);
type Nlp = { readDoc(text: string): { tokens(): { out(f: unknown): unknown[] } }; its: Record<"value" | "pos" | "lemma" | "type" | "normal", unknown> };
const winkNLP = require("wink-nlp") as (model: unknown, pipe: string[]) => Nlp;

/** What a query reads as: each token with its part of speech, lemma, type and normal form. */
const readWith = (nlp: Nlp, text: string) => {
  const tokens = nlp.readDoc(text).tokens();
  return [nlp.its.value, nlp.its.pos, nlp.its.lemma, nlp.its.type, nlp.its.normal].map((f) => tokens.out(f));
};

// Queries as people type them, and words that would trip a model read differently: a word that
// is a property of every object ("constructor", "__proto__"), words the model has never seen
// (added to its lexicon as they are read), contractions, numbers, punctuation, emoji, accents.
const QUERIES = [
  "Seattle in March 2024",
  "photos of Leo at the beach",
  "can you find the photos from when we were in Rome",
  "the receipt from the IKEA trip",
  "Leo at the airport last spring, not screenshots",
  "sunset in Lisbon 2023",
  "my daughter Mia's birthday cake with candles",
  "constructor toString __proto__ hasOwnProperty valueOf",
  "grizzlified qwxzt flumbering snarkles zorbing",
  "I don't remember where, but Leo wasn't there",
  "total 9.70 e-mail 14:30 #tbt @maria 3rd 1,000",
  "swimming running panicked picnicking mice geese",
  "Ciudad de México café naïve Zürich 🎉🌅",
  "“MERCADO” sign that says bakery",
  "",
];

describe("the tagger's model, read faster than its package reads it", () => {
  it("tags, lemmatizes and normalizes every word as the package's own model does", () => {
    const ours = winkNLP(winkEnglishModel(), ["pos"]);
    const theirs = winkNLP(require("wink-eng-lite-web-model"), ["pos"]);
    for (const query of QUERIES) expect(readWith(ours, query), query).toEqual(readWith(theirs, query));
    // Words never seen before are added as they are read: a second reading still agrees.
    for (const query of QUERIES) expect(readWith(ours, query), query).toEqual(readWith(theirs, query));
  });
});

describe("the tagger's model packed by the build", () => {
  it("tags, lemmatizes and normalizes every word as the package's own model does", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-wink-"));
    try {
      const file = path.join(dir, PACKED_CORE_MODEL);
      fs.writeFileSync(file, packCoreModel()!);
      // It is read (packed from the installed package), rather than the package's JSON.
      expect(readPackedCoreModel(file, coreModelStamp())).not.toBeNull();
      const ours = winkNLP(winkEnglishModel(file), ["pos"]);
      const theirs = winkNLP(require("wink-eng-lite-web-model"), ["pos"]);
      for (const query of QUERIES) expect(readWith(ours, query), query).toEqual(readWith(theirs, query));
      for (const query of QUERIES) expect(readWith(ours, query), query).toEqual(readWith(theirs, query));
      // Its lexicon is the package's words, not the names read since ("Seattle", "maria").
      expect(["van", "bath", "seattle", "maria", "qwxzt"].map(lexiconHas)).toEqual([true, true, false, false, false]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is not read when it was packed from another version of the package", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-wink-"));
    try {
      const file = path.join(dir, PACKED_CORE_MODEL);
      fs.writeFileSync(file, packCoreModel()!);
      expect(readPackedCoreModel(file, "0.0.1 123")).toBeNull();
      expect(readPackedCoreModel(path.join(dir, "missing.bin"), "0.0.1 123")).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
