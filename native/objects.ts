/**
 * @file Things in a photo — a dog, a cup, a boat, a person — with where each is and how sure the
 * detector is: CenterNet (MobileNetV3) trained on COCO's 80 classes, on ONNX Runtime's CPU kernels.
 *
 * Runs in the inference worker, in the analysis pass. The weights ship inside the
 * `@vladmandic/human` npm package (4.2 MB), so object tags work with nothing to download.
 * Human's code is MIT, but the repository the weights were trained in states no licence (see
 * `models/README.md`): everything outside this file sees only `ObjectDetector`, so another
 * detector can replace this one without touching the analysis pass or search.
 *
 * Measured here: the photo is letterboxed, not stretched (a stretched cat came out
 * "dog 0.46", letterboxed "cat 0.53"); pixels go in as RGB 0–255. Human runs it at 512×512; here
 * it sees the photo fitted inside 448×448, padded only to multiples of 32 ([Note: CenterNet's
 * input fits the photo]), at 0.63× the CPU. On the 41 real photos (`npm run bench:real-photos`)
 * its tags at the engine's threshold were as right as at 512×512 (precision 1.00, 7 of the 12
 * labelled things), but not the same 7: the wine glass rose to 0.57, the coffee cup fell to 0.46
 * (the fixtures' copies 0.47), and weak wrong guesses fell further below the threshold (a ladybird's
 * "bird" 0.48 → 0.43, rocks' "sheep" 0.46 → 0.42). Scores move by up to 0.1 with the input's
 * size either way; 416 and 384 let wrong tags through (precision 0.80), 480 lost the cat.
 *
 * The graph runs on ONNX Runtime, rewritten from Human's files when the detector first looks
 * ([Note: Graph models on ONNX Runtime] in `tfjs-graph-onnx.ts`), up to the class heatmap and the
 * box sides; the peak test and decoder that followed them run here (`objectsAtPeaks`). It gives
 * the detections Human's own runtime gives (every label and score to the stored 3 decimals, boxes
 * within 3e-7), so stored tags need no new pass.
 */
import path from "node:path";
import type { InferenceSession } from "onnxruntime-node";
import sharp from "sharp";
import { bestBoxes, type Box } from "./boxes";
import { humanModels } from "./expressions";
import { openSession } from "./runtime";
import { graphModelOnnx, type GraphIo } from "./tfjs-graph-onnx";
import type { Rgb } from "./upright-pixels";

export interface DetectedObject {
  /** One of `OBJECT_LABELS`. */
  label: string;
  score: number;
  /** Box in the upright photo, as fractions of its width and height (0–1). */
  box: Box;
}

/** What the analysis pass needs of a detector; the only thing the rest of Recollect knows of one. */
export interface ObjectDetector {
  /** Names the weights, so a library knows which detector its tags came from. */
  readonly model: string;
  /** Looks at an upright photo decoded once for the whole pass (`upright-pixels.ts`). */
  detect(photo: Rgb): Promise<DetectedObject[]>;
}

/** COCO's 80 classes in the order the model numbers them (class 0 is "person"). */
export const OBJECT_LABELS = [
  "person", "bicycle", "car", "motorcycle", "airplane", "bus", "train", "truck", "boat", "traffic light", "fire hydrant", "stop sign",
  "parking meter", "bench", "bird", "cat", "dog", "horse", "sheep", "cow", "elephant", "bear", "zebra", "giraffe", "backpack",
  "umbrella", "handbag", "tie", "suitcase", "frisbee", "skis", "snowboard", "sports ball", "kite", "baseball bat", "baseball glove",
  "skateboard", "surfboard", "tennis racket", "bottle", "wine glass", "cup", "fork", "knife", "spoon", "bowl", "banana", "apple",
  "sandwich", "orange", "broccoli", "carrot", "hot dog", "pizza", "donut", "cake", "chair", "couch", "potted plant", "bed",
  "dining table", "toilet", "tv", "laptop", "mouse", "remote", "keyboard", "cell phone", "microwave", "oven", "toaster", "sink",
  "refrigerator", "book", "clock", "vase", "scissors", "teddy bear", "hair drier", "toothbrush",
] as const;

/**
 * Human's CenterNet graph as ONNX: photo pixels in ([1, 3, h, w], RGB 0–255), class scores per
 * input cell ([1, h/4, w/4, 80]) and box sides per cell ([1, h/4, w/4, 4]) out.
 */
export const CENTERNET_IO = {
  input: { node: "tower_0/images", name: "images", dims: [1, 3, "height", "width"] },
  outputs: [
    { node: "tower_0/keypoints", name: "heat", dims: [1, "rows", "columns", 80] },
    { node: "tower_0/wh", name: "sides", dims: [1, "rows", "columns", 4] },
  ],
} as const satisfies GraphIo;

/** The longest side the detector looks at. */
export const OBJECTS_INPUT = 448;
/** The model's output grid: one cell per 4×4 input pixels; its input sides are multiples of 32. */
const STRIDE = 4;
const SIDE_MULTIPLE = 32;
/** Peaks the model's own decoder keeps (its `TopKV2`'s k). */
const MOST_PEAKS = 100;
/**
 * Detections below this are not kept at all; which of the kept ones count as tags is the engine's
 * call (`library/analysis/objects.ts`), so a new threshold needs no new pass.
 */
export const KEEP_ABOVE = 0.2;
/** Two boxes of one class overlapping more than this are one thing (Human's default). */
const SAME_THING_IOU = 0.4;

export interface CenterNetOptions {
  /** The longest side of the detector's input; default `OBJECTS_INPUT`. */
  side?: number;
  /**
   * ONNX Runtime threads for the detector; default 1. The pass runs one analysis worker per core
   * (`worker-count.ts`), so a second thread per worker would only contend with the other worker.
   */
  threads?: number;
  /** Another detector whose session this one runs on: one copy of the weights for two input sizes. */
  sameWeightsAs?: CenterNet;
}

export class CenterNet implements ObjectDetector {
  readonly model = "centernet-coco-human-3.3.6";
  readonly #side: number;
  readonly #threads: number;
  readonly #sameWeightsAs: CenterNet | null;
  #session: Promise<InferenceSession> | null = null;

  constructor(options: CenterNetOptions = {}) {
    this.#side = options.side ?? OBJECTS_INPUT;
    this.#threads = options.threads ?? 1;
    this.#sameWeightsAs = options.sameWeightsAs ?? null;
  }

  /** Built and opened on first use and kept; concurrent first calls share it. */
  #load(): Promise<InferenceSession> {
    if (this.#sameWeightsAs) return this.#sameWeightsAs.#load();
    return (this.#session ??= (async () => {
      const model = await graphModelOnnx(path.join(humanModels(), "centernet.json"), CENTERNET_IO);
      // The arena keeps the largest input's buffers, never past 768×768 here (the closer look's,
      // `closer-look.ts`, which runs on this session): reused, they spare
      // each photo the page faults of fresh buffers, whatever its shape (off, malloc's fragments
      // raise the pass's peak more: `npm run bench:analysis-memory`). Memory patterns, one plan
      // per input shape, are left off: on, they raise the peak too.
      return (await openSession(model, { preference: "cpu", threads: this.#threads, memoryPattern: false })).session;
    })());
  }

  async detect(photo: Rgb): Promise<DetectedObject[]> {
    const session = await this.#load();
    const { Tensor } = await import("onnxruntime-node");
    // [Note: CenterNet's input fits the photo] The photo is fitted inside the square and the
    // input padded only to the next multiple of 32, in the bottom-right corner, so a box maps
    // back by one scale and no offset, and a 4:3 photo costs 448×352 instead of 448×448.
    const { data, info } = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .resize(this.#side, this.#side, { fit: "inside" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const width = Math.ceil(info.width / SIDE_MULTIPLE) * SIDE_MULTIPLE;
    const height = Math.ceil(info.height / SIDE_MULTIPLE) * SIDE_MULTIPLE;
    // Planar (NCHW), as ONNX's convolutions take it; the padding stays 0.
    const pixels = new Float32Array(3 * width * height);
    const plane = width * height;
    for (let row = 0; row < info.height; row++) {
      for (let x = 0; x < info.width; x++) {
        const from = (row * info.width + x) * 3;
        const to = row * width + x;
        pixels[to] = data[from]!;
        pixels[plane + to] = data[from + 1]!;
        pixels[2 * plane + to] = data[from + 2]!;
      }
    }
    const [heatOut, sidesOut] = CENTERNET_IO.outputs;
    const out = await session.run({ [CENTERNET_IO.input.name]: new Tensor("float32", pixels, [1, 3, height, width]) });
    const heat = out[heatOut.name]!.data as Float32Array;
    const sides = out[sidesOut.name]!.data as Float32Array;
    const columns = width / STRIDE;
    return oneBoxPerThing(objectsAtPeaks(peaksOnly(heat, height / STRIDE, columns), sides, columns, info.width, info.height));
  }
}

/**
 * The graph's own peak test (`tower_0/mul_1`: the heatmap times "equals its 3×3 max-pool"): a
 * class score counts only where no neighbouring cell of that class scores higher, ties kept, cells
 * past the edge ignored. Only scores `objectsAtPeaks` could keep are tested; the others are left
 * as they are, below its floor. Returns `heat` with the non-peaks among them zeroed.
 */
export function peaksOnly(heat: Float32Array, rows: number, columns: number): Float32Array {
  const classes = OBJECT_LABELS.length;
  const notPeaks: number[] = [];
  for (let i = 0; i < heat.length; i++) {
    const score = heat[i]!;
    if (score < KEEP_ABOVE) continue;
    const klass = i % classes;
    const cell = (i - klass) / classes;
    const x = cell % columns;
    const y = (cell - x) / columns;
    search: for (let dy = -1; dy <= 1; dy++) {
      if (y + dy < 0 || y + dy >= rows) continue;
      for (let dx = -1; dx <= 1; dx++) {
        if (x + dx < 0 || x + dx >= columns) continue;
        if (heat[((y + dy) * columns + x + dx) * classes + klass]! > score) {
          notPeaks.push(i);
          break search;
        }
      }
    }
  }
  for (const i of notPeaks) heat[i] = 0;
  return heat;
}

/**
 * What the graph's own decoder (`tower_0/detections`) computes, in JavaScript so the input's
 * size may change: the `MOST_PEAKS` best peaks of any class at `KEEP_ABOVE` or more; each
 * cell's four sides are its distances to the box's left, top, right and bottom, in input pixels.
 */
export function objectsAtPeaks(scores: Float32Array, sides: Float32Array, columns: number, width: number, height: number): DetectedObject[] {
  const classes = OBJECT_LABELS.length;
  const peaks: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i]! >= KEEP_ABOVE) peaks.push(i);
  peaks.sort((a, b) => scores[b]! - scores[a]!);
  return peaks.slice(0, MOST_PEAKS).map((at) => {
    const klass = at % classes;
    const cell = (at - klass) / classes;
    const cx = (cell % columns) * STRIDE;
    const cy = Math.floor(cell / columns) * STRIDE;
    const x = clamp((cx - sides[cell * 4]!) / width);
    const y = clamp((cy - sides[cell * 4 + 1]!) / height);
    const box = { x, y, width: clamp((cx + sides[cell * 4 + 2]!) / width) - x, height: clamp((cy + sides[cell * 4 + 3]!) / height) - y };
    return { label: OBJECT_LABELS[klass]!, score: Math.round(scores[at]! * 1000) / 1000, box };
  });
}

/** Non-maximum suppression within each class: the best box of a cluster stands for it. */
export function oneBoxPerThing(found: DetectedObject[]): DetectedObject[] {
  return bestBoxes(found, SAME_THING_IOU, (a, b) => a.label === b.label);
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));
