/**
 * @file Reads the text in a photo with tesseract.js, keeping only words it is confident of.
 *
 * Runs in the inference worker, and only on photos likely to hold text (`text-likelihood.ts`
 * decides, cheaply). English traineddata ships in npm (`@tesseract.js-data/eng`); other
 * languages come through the model manager. Tesseract workers are created lazily, one per
 * folder of traineddata, and kept: creating one costs about a second.
 */
import type { Worker as TesseractWorker } from "tesseract.js";
import { DEFAULT_MAX_PIXELS, openImage, type ImageSource, upright } from "./decode";
import { shippedLanguage, type OcrLanguage } from "./ocr-language";
import type { Container } from "./sniff";

export { shippedLanguage, type OcrLanguage } from "./ocr-language";

export interface RecognizedText {
  /** The confident words, line by line. Empty when the photo holds no readable text. */
  text: string;
  /** Mean confidence of the words kept, 0–100. */
  confidence: number;
  words: number;
}

/** Words Tesseract is less sure of than this are mostly noise from textures and edges. */
const MIN_WORD_CONFIDENCE = 70;
/** Longest side given to Tesseract: receipts and screenshots stay legible, big photos stay quick. */
const OCR_SIDE = 2000;

export class TextReader {
  readonly #workers = new Map<string, Promise<TesseractWorker>>();

  constructor(readonly languages: OcrLanguage[] = [shippedLanguage()]) {}

  async read(source: ImageSource, container: Container, maxPixels = DEFAULT_MAX_PIXELS): Promise<RecognizedText> {
    const opened = await openImage(source, container, maxPixels);
    const turned = upright(opened);
    const image = await turned.resize(OCR_SIDE, OCR_SIDE, { fit: "inside", withoutEnlargement: true }).greyscale()
      // A photo's DPI means nothing to OCR; without one Tesseract warns and guesses.
      .withMetadata({ density: 300 })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const lines: string[] = [];
    const confidences: number[] = [];
    for (const worker of this.#byFolder()) {
      const { data } = await (await worker).recognize(image, {}, { text: false, blocks: true });
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const kept = line.words.filter((w) => w.confidence >= MIN_WORD_CONFIDENCE && /[\p{L}\p{N}]/u.test(w.text));
            // A lone letter or digit is what texture looks like to Tesseract (a mug's rim read as "A").
            if (kept.map((w) => w.text).join("").replace(/[^\p{L}\p{N}]/gu, "").length < 2) continue;
            lines.push(kept.map((w) => w.text).join(" "));
            confidences.push(...kept.map((w) => w.confidence));
          }
        }
      }
    }
    const confidence = confidences.length ? confidences.reduce((s, c) => s + c, 0) / confidences.length : 0;
    return { text: lines.join("\n"), confidence: Math.round(confidence), words: confidences.length };
  }

  async terminate(): Promise<void> {
    const workers = await Promise.allSettled(this.#workers.values());
    this.#workers.clear();
    for (const w of workers) if (w.status === "fulfilled") await w.value.terminate();
  }

  /** One Tesseract worker per folder of traineddata, reading every language in it at once. */
  #byFolder(): Array<Promise<TesseractWorker>> {
    const folders = new Map<string, string[]>();
    for (const { code, dir } of this.languages) folders.set(dir, [...(folders.get(dir) ?? []), code]);
    return [...folders].map(([dir, codes]) => {
      const key = `${dir}|${codes.join("+")}`;
      let worker = this.#workers.get(key);
      if (!worker) {
        // cacheMethod "none": traineddata is read from the folder each start, never copied elsewhere.
        // tesseract.js is loaded with the first reader, not with the engine that may never read text.
        worker = import("tesseract.js").then(({ createWorker, OEM }) => createWorker(codes, OEM.LSTM_ONLY, { langPath: dir, gzip: true, cacheMethod: "none" }));
        this.#workers.set(key, worker);
      }
      return worker;
    });
  }
}
