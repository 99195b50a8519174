/**
 * @file Which Tesseract languages there are: the English traineddata that ships in npm, and the
 * shape of a language the model manager installs.
 *
 * Runs in the engine (which chooses the languages) and in the inference worker (which reads
 * with them). Apart from `ocr.ts` so that the engine can name them without loading the decoders.
 */
import { createRequire } from "node:module";
import path from "node:path";

export interface OcrLanguage {
  /** Tesseract's code: eng, fra, deu… */
  code: string;
  /** Folder holding `<code>.traineddata.gz`. */
  dir: string;
}

export function shippedLanguage(): OcrLanguage {
  const require = createRequire(import.meta.url);
  return { code: "eng", dir: path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int") };
}
