/**
 * @file Faces in a photo: where each one is and a 128-number descriptor that is close for the
 * same person, with face-api's tiny detector, 68-point landmarks and recognition net on ONNX
 * Runtime, and how surely each face smiles.
 *
 * Runs in the inference worker, in the analysis pass, on photos where the object detector saw a
 * person ([Note: Faces only where there is a person] in `analyse-photo.ts`). The weights ship inside the
 * `@vladmandic/face-api` npm package (MIT), so faces work with no download. The tiny detector
 * is used rather than SSD MobileNet: measured here it finds the astronaut and not the cat (SSD
 * calls the cat a face at 0.94) in about a quarter of SSD's time.
 *
 * The nets are built as ONNX graphs from face-api's weights (`face-api-onnx.ts`); what face-api
 * does around them is done here the way face-api does it, step for step, so that boxes and
 * descriptors are face-api's own and descriptors stored by earlier passes still match new ones:
 * the photo padded square and resized to 416, boxes decoded from the 13×13 grid's anchors and
 * suppressed where they overlap, each face's box cut out, padded square and its 68 points placed,
 * then the face re-cut around its eyes and mouth (dlib's alignment) for the descriptor.
 */
import type { InferenceSession } from "onnxruntime-node";
import sharp from "sharp";
import { bestBoxes, type Box } from "./boxes";
import { faceTiles, mergeFaces, placedInPhoto, wantsCloserFaces } from "./closer-faces";
import { DEFAULT_MAX_PIXELS, type ImageSource } from "./decode";
import { smiles } from "./expressions";
import { DETECTOR_CELLS, DETECTOR_SIDE, FACE_NET_INPUT, FACE_NET_OUTPUT, landmarksOnnx, LANDMARKS_SIDE, recognitionOnnx, tinyFaceDetectorOnnx } from "./face-api-onnx";
import type { DetectedObject } from "./objects";
import { openSession } from "./runtime";
import type { Container } from "./sniff";
import { uprightPixels, type Rgb } from "./upright-pixels";

export interface DetectedFace {
  /** Box in the upright photo, as fractions of its width and height (0–1). */
  box: Box;
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
/** face-api's tiny detector: its anchors' width and height in grid cells, and its overlap limit. */
const ANCHORS: ReadonlyArray<readonly [number, number]> = [
  [1.603231, 2.094468],
  [6.041143, 7.080126],
  [2.882459, 3.518061],
  [4.266906, 5.178857],
  [9.041765, 10.66308],
];
const SAME_FACE_IOU = 0.4;
/** dlib's alignment, as face-api places it: the eyes' and mouth's centre at (0.5, 0.43) of a square 1/0.45 of the eye-to-mouth distance. */
const ALIGN = { x: 0.5, y: 0.43, scale: 0.45 };

interface FaceNets {
  detector: InferenceSession;
  landmarks: InferenceSession;
  recognition: InferenceSession;
}

let loaded: Promise<FaceNets> | null = null;

/**
 * The three nets, built and opened once per process; concurrent first calls share them. One
 * thread each: the pass runs one analysis worker per core (`worker-count.ts`). Memory patterns,
 * a plan kept per input shape, are off: every face's square has its own side.
 */
function faceNets(): Promise<FaceNets> {
  return (loaded ??= (async () => {
    const open = async (model: Promise<Uint8Array>) => (await openSession(await model, { preference: "cpu", threads: 1, memoryPattern: false })).session;
    const [detector, landmarks, recognition] = await Promise.all([open(tinyFaceDetectorOnnx()), open(landmarksOnnx()), open(recognitionOnnx())]);
    return { detector, landmarks, recognition };
  })());
}

/** Faces in a photo file, decoded for faces alone (the analysis pass shares one decode: `facesIn`). */
export async function detectFaces(source: ImageSource, container: Container, maxPixels = DEFAULT_MAX_PIXELS): Promise<DetectedFace[]> {
  return facesIn(await uprightPixels(source, container, { longest: DETECT_SIDE, shortest: 0 }, maxPixels));
}

/**
 * Faces in an upright photo decoded once for the whole pass (`upright-pixels.ts`). Given what the
 * object detector saw there, it looks again tile by tile where it counted more people than the
 * first look found faces ([Note: Closer faces where people are small or many] in `closer-faces.ts`).
 */
export async function facesIn(photo: Rgb, seen?: readonly DetectedObject[]): Promise<DetectedFace[]> {
  const nets = await faceNets();
  const fits = Math.max(photo.width, photo.height) <= DETECT_SIDE;
  const image: Rgb = fits
    ? photo
    : await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
        .resize(DETECT_SIDE, DETECT_SIDE, { fit: "inside" })
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
  const faces: Array<Omit<DetectedFace, "smile">> = [];
  let boxes = await detect(nets.detector, image);
  if (seen && wantsCloserFaces(seen, boxes.length)) {
    const closer: Array<{ box: Box; score: number }> = [];
    for (const tile of faceTiles()) closer.push(...placedInPhoto(tile, await detect(nets.detector, cut(image, tile))));
    boxes = mergeFaces(boxes, closer);
  }
  for (const found of boxes) {
    // The box in pixels, as face-api keeps it: not rounded, and possibly past the photo's edge.
    const box = { x: found.box.x * image.width, y: found.box.y * image.height, width: found.box.width * image.width, height: found.box.height * image.height };
    const crop = clipped(box, image);
    if (!crop) continue;
    const points = placed(await run(nets.landmarks, squared(image, crop, true)), crop).map(([x, y]) => [x + box.x, y + box.y] as const);
    const aligned = clipped(alignedBox(points, crop), image);
    // A face whose aligned square misses the photo has no descriptor: face-api drops it too.
    if (!aligned) continue;
    faces.push({ box: found.box, score: found.score, descriptor: Array.from(await run(nets.recognition, squared(image, aligned, true))) });
  }
  const smiling = await smiles(image, faces.map((f) => f.box));
  return faces.map((f, i) => ({ ...f, smile: smiling[i]! }));
}

/** A region of the image, given as fractions of it, as an image of its own. */
function cut(image: Rgb, region: Box): Rgb {
  const x = Math.round(region.x * image.width);
  const y = Math.round(region.y * image.height);
  const width = Math.min(image.width - x, Math.round(region.width * image.width));
  const height = Math.min(image.height - y, Math.round(region.height * image.height));
  const data = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) image.data.copy(data, row * width * 3, ((y + row) * image.width + x) * 3, ((y + row) * image.width + x + width) * 3);
  return { data, width, height };
}

/** A net's one output for one padded square. */
async function run(session: InferenceSession, input: { pixels: Float32Array; side: number }): Promise<Float32Array> {
  const { Tensor } = await import("onnxruntime-node");
  const out = await session.run({ [FACE_NET_INPUT]: new Tensor("float32", input.pixels, [1, 3, input.side, input.side]) });
  return out[FACE_NET_OUTPUT]!.data as Float32Array;
}

/**
 * The tiny detector's faces, boxes as fractions of the image (face-api's
 * `TinyYolov2Base.detect`): the image padded square after its right or bottom edge, each grid
 * cell's five anchors decoded, those above `MIN_SCORE` kept, overlaps suppressed.
 */
export async function detect(detector: InferenceSession, image: Rgb): Promise<Array<{ box: Box; score: number }>> {
  const out = await run(detector, squared(image, { x: 0, y: 0, width: image.width, height: image.height }, false));
  const longest = Math.max(image.width, image.height);
  // The square's side over each of the image's, as face-api rounds the image's sides at the net's.
  const scale = DETECTOR_SIDE / longest;
  const correctX = DETECTOR_SIDE / Math.round(image.width * scale);
  const correctY = DETECTOR_SIDE / Math.round(image.height * scale);
  const cells = DETECTOR_CELLS;
  const at = (anchor: number, value: number, row: number, col: number) => out[((anchor * 5 + value) * cells + row) * cells + col]!;
  const found: Array<{ box: Box; score: number }> = [];
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      for (let anchor = 0; anchor < ANCHORS.length; anchor++) {
        const score = sigmoid(at(anchor, 4, row, col));
        if (score <= MIN_SCORE) continue;
        const centreX = ((col + sigmoid(at(anchor, 0, row, col))) / cells) * correctX;
        const centreY = ((row + sigmoid(at(anchor, 1, row, col))) / cells) * correctY;
        const width = ((Math.exp(at(anchor, 2, row, col)) * ANCHORS[anchor]![0]) / cells) * correctX;
        const height = ((Math.exp(at(anchor, 3, row, col)) * ANCHORS[anchor]![1]) / cells) * correctY;
        found.push({ box: { x: centreX - width / 2, y: centreY - height / 2, width, height }, score });
      }
    }
  }
  return bestBoxes(found, SAME_FACE_IOU);
}

/**
 * The 68 points in the crop's pixels, from the landmark net's output: fractions of the padded
 * square, shifted back past the padding (face-api's `FaceLandmark68NetBase.postProcess`).
 */
function placed(out: Float32Array, crop: Box): Array<readonly [number, number]> {
  const scale = LANDMARKS_SIDE / Math.max(crop.width, crop.height);
  const width = crop.width * scale;
  const height = crop.height * scale;
  const padX = width < height ? Math.abs(width - height) / 2 : 0;
  const padY = height < width ? Math.abs(width - height) / 2 : 0;
  return Array.from({ length: 68 }, (_, i) => [((out[i * 2]! * LANDMARKS_SIDE - padX) / width) * crop.width, ((out[i * 2 + 1]! * LANDMARKS_SIDE - padY) / height) * crop.height] as const);
}

/**
 * The square the descriptor is computed on (face-api's `FaceLandmarks.alignDlib`): centred on the
 * mean of the eyes' and the mouth's centres. Its sides are capped by the crop's plus its corner,
 * as face-api caps them.
 */
function alignedBox(points: Array<readonly [number, number]>, crop: Box): Box {
  const centre = (from: number, to: number) => {
    const part = points.slice(from, to);
    return [part.reduce((s, p) => s + p[0], 0) / part.length, part.reduce((s, p) => s + p[1], 0) / part.length] as const;
  };
  const parts = [centre(36, 42), centre(42, 48), centre(48, 68)];
  const [leftEye, rightEye, mouth] = parts as [readonly [number, number], readonly [number, number], readonly [number, number]];
  const toMouth = (p: readonly [number, number]) => Math.hypot(mouth[0] - p[0], mouth[1] - p[1]);
  const size = Math.floor((toMouth(leftEye) + toMouth(rightEye)) / 2 / ALIGN.scale);
  const refX = (leftEye[0] + rightEye[0] + mouth[0]) / 3;
  const refY = (leftEye[1] + rightEye[1] + mouth[1]) / 3;
  const x = Math.floor(Math.max(0, refX - ALIGN.x * size));
  const y = Math.floor(Math.max(0, refY - ALIGN.y * size));
  return { x, y, width: Math.min(size, crop.width + x), height: Math.min(size, crop.height + y) };
}

/** A box cut to the image and floored to whole pixels (face-api's `clipAtImageBorders`); null when nothing is left. */
function clipped(box: Box, image: Rgb): Box | null {
  const x = Math.max(box.x, 0);
  const y = Math.max(box.y, 0);
  const width = Math.floor(Math.min(box.x + box.width - x, image.width - x));
  const height = Math.floor(Math.min(box.y + box.height - y, image.height - y));
  return width > 0 && height > 0 ? { x: Math.floor(x), y: Math.floor(y), width, height } : null;
}

/**
 * A region of the image as a square of planar RGB, the short side padded with zeros (face-api's
 * `padToSquare`): after the region, or around it when centred, the odd pixel before.
 */
function squared(image: Rgb, region: Box, centred: boolean): { pixels: Float32Array; side: number } {
  const side = Math.max(region.width, region.height);
  const plane = side * side;
  const pixels = new Float32Array(3 * plane);
  const before = (gap: number) => (centred ? gap - Math.round(gap * 0.5) : 0);
  const left = before(side - region.width);
  const top = before(side - region.height);
  for (let row = 0; row < region.height; row++) {
    for (let col = 0; col < region.width; col++) {
      const from = ((region.y + row) * image.width + region.x + col) * 3;
      const to = (top + row) * side + left + col;
      pixels[to] = image.data[from]!;
      pixels[plane + to] = image.data[from + 1]!;
      pixels[2 * plane + to] = image.data[from + 2]!;
    }
  }
  return { pixels, side };
}

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

export { descriptorDistance } from "./face-distance";
