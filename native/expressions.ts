/**
 * @file Whether a face smiles: Human's emotion model (`@vladmandic/human`, MIT, 0.8 MB) on a
 * 64×64 grey crop of the face, whose "happy" share is the smile.
 *
 * Runs in the inference worker, on the face boxes `faces.ts` finds, from the pixels it already
 * decoded. Measured here: the astronaut's smile 1.00 from face-api's box, the man
 * behind the camera 0.00. Only "happy" is kept: the model's other six feelings were not
 * measured on enough real faces to be trusted in an answer.
 */
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import type { Tensor } from "@tensorflow/tfjs-core";
import { loadGraphModel, tfjs } from "./tfjs-wasm";

const require = createRequire(import.meta.url);
const SIDE = 64;
/** The model's outputs, in order. */
const FEELINGS = ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"] as const;
/** Luma weights Human uses to turn the crop grey. */
const LUMA = [0.2989, 0.587, 0.114] as const;

let model: Promise<GraphModel> | null = null;

/** Human's models folder, found by path: its package `exports` hide everything but the entry points. */
export function humanModels(): string {
  const entry = require.resolve("@vladmandic/human");
  return path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), "models");
}

/** How surely each face smiles (0–1), for boxes given as fractions of the RGB image. */
export async function smiles(rgb: { data: Buffer; width: number; height: number }, boxes: Array<{ x: number; y: number; width: number; height: number }>): Promise<number[]> {
  if (boxes.length === 0) return [];
  const [emotion, tf] = await Promise.all([(model ??= loadGraphModel(path.join(humanModels(), "emotion.json"))), tfjs()]);
  const out: number[] = [];
  for (const box of boxes) {
    const left = clamp(Math.round(box.x * rgb.width), 0, rgb.width - 1);
    const top = clamp(Math.round(box.y * rgb.height), 0, rgb.height - 1);
    const width = clamp(Math.round(box.width * rgb.width), 1, rgb.width - left);
    const height = clamp(Math.round(box.height * rgb.height), 1, rgb.height - top);
    const crop = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
      .extract({ left, top, width, height })
      .resize(SIDE, SIDE, { fit: "fill" })
      .raw()
      .toBuffer();
    const grey = new Float32Array(SIDE * SIDE);
    for (let i = 0; i < grey.length; i++) grey[i] = ((LUMA[0] * crop[i * 3]! + LUMA[1] * crop[i * 3 + 1]! + LUMA[2] * crop[i * 3 + 2]!) / 255 - 0.5) * 2;
    const input = tf.tensor4d(grey, [1, SIDE, SIDE, 1]);
    try {
      const output = emotion.execute(input) as Tensor;
      const shares = await output.data();
      output.dispose();
      out.push(Math.round(shares[FEELINGS.indexOf("happy")]! * 1000) / 1000);
    } finally {
      input.dispose();
    }
  }
  return out;
}

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));
