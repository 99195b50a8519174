/**
 * @file Faces in a photo: where each one is and a 128-number descriptor that is close for the
 * same person, with face-api's tiny detector, 68-point landmarks and recognition net on
 * TensorFlow.js's WebAssembly backend.
 *
 * Runs in the inference worker, in the analysis pass, on photos where the object detector saw a
 * person ([Note: Faces only where there is a person] in `analyse-photo.ts`). The weights ship inside the
 * `@vladmandic/face-api` npm package (MIT), so faces work with no download. The tiny detector
 * is used rather than SSD MobileNet: measured here it finds the astronaut and not the cat (SSD
 * calls the cat a face at 0.94) in about a quarter of SSD's time. tfjs's native Node backend
 * fetches a library at install, which is not an option, hence WebAssembly (`tfjs-wasm.ts`).
 */
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { DEFAULT_MAX_PIXELS, type ImageSource } from "./decode";
import type { Container } from "./sniff";
import { smiles } from "./expressions";
import { tfjs } from "./tfjs-wasm";
import { uprightPixels, type Rgb } from "./upright-pixels";

const require = createRequire(import.meta.url);

export interface DetectedFace {
  /** Box in the upright photo, as fractions of its width and height (0–1). */
  box: { x: number; y: number; width: number; height: number };
  score: number;
  /** 128 numbers; faces of one person lie within about 0.5 of each other (Euclidean). */
  descriptor: number[];
  /** How surely the face smiles, 0–1 (`expressions.ts`). */
  smile: number;
}

/** Longest side the detector sees; faces smaller than about 1/25 of that are missed. */
export const FACES_SIDE = 512;
const DETECT_SIDE = FACES_SIDE;
const MIN_SCORE = 0.5;

type FaceApi = typeof import("@vladmandic/face-api");
let loaded: Promise<FaceApi> | null = null;

/** Loads tfjs-wasm and the three nets once per process; concurrent first calls share it. */
function faceApi(): Promise<FaceApi> {
  return (loaded ??= (async () => {
    await tfjs();
    const api = require("@vladmandic/face-api/dist/face-api.node-wasm.js") as FaceApi;
    const weights = path.join(path.dirname(require.resolve("@vladmandic/face-api/package.json")), "model");
    await api.nets.tinyFaceDetector.loadFromDisk(weights);
    await api.nets.faceLandmark68Net.loadFromDisk(weights);
    await api.nets.faceRecognitionNet.loadFromDisk(weights);
    return api;
  })());
}

/** Faces in a photo file, decoded for faces alone (the analysis pass shares one decode: `facesIn`). */
export async function detectFaces(source: ImageSource, container: Container, maxPixels = DEFAULT_MAX_PIXELS): Promise<DetectedFace[]> {
  return facesIn(await uprightPixels(source, container, { longest: DETECT_SIDE, shortest: 0 }, maxPixels));
}

/** Faces in an upright photo decoded once for the whole pass (`upright-pixels.ts`). */
export async function facesIn(photo: Rgb): Promise<DetectedFace[]> {
  const api = await faceApi();
  const fits = Math.max(photo.width, photo.height) <= DETECT_SIDE;
  const { data, info } = fits
    ? { data: photo.data, info: { width: photo.width, height: photo.height } }
    : await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
        .resize(DETECT_SIDE, DETECT_SIDE, { fit: "inside" })
        .raw()
        .toBuffer({ resolveWithObject: true });
  const tensor = api.tf.tensor3d(data, [info.height, info.width, 3], "int32");
  try {
    const found = await api
      .detectAllFaces(tensor as never, new api.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: MIN_SCORE }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    const faces = found.map((f) => ({
      box: {
        x: f.detection.box.x / info.width,
        y: f.detection.box.y / info.height,
        width: f.detection.box.width / info.width,
        height: f.detection.box.height / info.height,
      },
      score: f.detection.score,
      descriptor: Array.from(f.descriptor),
    }));
    const smiling = await smiles({ data, width: info.width, height: info.height }, faces.map((f) => f.box));
    return faces.map((f, i) => ({ ...f, smile: smiling[i]! }));
  } finally {
    tensor.dispose();
  }
}

export { descriptorDistance } from "./face-distance";

