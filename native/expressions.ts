/**
 * @file Whether a face smiles: Human's emotion model (`@vladmandic/human`, MIT, 0.8 MB) on a
 * 64×64 grey crop of the face, whose "happy" share is the smile.
 *
 * Runs in the inference worker, on the face boxes `faces.ts` finds, from the pixels it already
 * decoded. Measured here: the astronaut's smile 1.00 from face-api's box, the man
 * behind the camera 0.00. Only "happy" is kept: the model's other six feelings were not
 * measured on enough real faces to be trusted in an answer. The graph runs on ONNX Runtime,
 * rewritten from Human's files when the first face is read ([Note: Graph models on ONNX Runtime]
 * in `tfjs-graph-onnx.ts`), all of a photo's faces in one run.
 */
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import type { InferenceSession } from "onnxruntime-node";
import { openSession } from "./runtime";
import { graphModelOnnx } from "./tfjs-graph-onnx";

const require = createRequire(import.meta.url);
const SIDE = 64;
/** The model's outputs, in order. */
const FEELINGS = ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"] as const;
/** Luma weights Human uses to turn the crop grey. */
const LUMA = [0.2989, 0.587, 0.114] as const;

/** Human's emotion graph as ONNX: grey crops in ([faces, 1, 64, 64], -1 to 1), each feeling's share out. */
export const EMOTION_IO = {
  input: { node: "input_1", name: "faces", dims: ["faces", 1, SIDE, SIDE] },
  outputs: [{ node: "Identity", name: "feelings", dims: ["faces", FEELINGS.length] }],
} as const;

let session: Promise<InferenceSession> | null = null;

/**
 * Built and opened on first use and kept; concurrent first calls share it. One thread: the pass
 * runs one analysis worker per core (`worker-count.ts`).
 */
function emotion(): Promise<InferenceSession> {
  return (session ??= (async () => {
    const model = await graphModelOnnx(path.join(humanModels(), "emotion.json"), EMOTION_IO);
    return (await openSession(model, { preference: "cpu", threads: 1 })).session;
  })());
}

/** Human's models folder, found by path: its package `exports` hide everything but the entry points. */
export function humanModels(): string {
  const entry = require.resolve("@vladmandic/human");
  return path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), "models");
}

/** How surely each face smiles (0–1), for boxes given as fractions of the RGB image. */
export async function smiles(rgb: { data: Buffer; width: number; height: number }, boxes: Array<{ x: number; y: number; width: number; height: number }>): Promise<number[]> {
  if (boxes.length === 0) return [];
  const grey = new Float32Array(boxes.length * SIDE * SIDE);
  await Promise.all(
    boxes.map(async (box, face) => {
      const left = clamp(Math.round(box.x * rgb.width), 0, rgb.width - 1);
      const top = clamp(Math.round(box.y * rgb.height), 0, rgb.height - 1);
      const width = clamp(Math.round(box.width * rgb.width), 1, rgb.width - left);
      const height = clamp(Math.round(box.height * rgb.height), 1, rgb.height - top);
      const crop = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
        .extract({ left, top, width, height })
        .resize(SIDE, SIDE, { fit: "fill" })
        .raw()
        .toBuffer();
      const at = face * SIDE * SIDE;
      for (let i = 0; i < SIDE * SIDE; i++) grey[at + i] = ((LUMA[0] * crop[i * 3]! + LUMA[1] * crop[i * 3 + 1]! + LUMA[2] * crop[i * 3 + 2]!) / 255 - 0.5) * 2;
    }),
  );
  const [model, { Tensor }] = await Promise.all([emotion(), import("onnxruntime-node")]);
  const out = await model.run({ [EMOTION_IO.input.name]: new Tensor("float32", grey, [boxes.length, 1, SIDE, SIDE]) });
  const shares = out[EMOTION_IO.outputs[0].name]!.data as Float32Array;
  const happy = FEELINGS.indexOf("happy");
  return boxes.map((_, face) => Math.round(shares[face * FEELINGS.length + happy]! * 1000) / 1000);
}

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));
