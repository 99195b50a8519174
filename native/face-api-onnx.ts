/**
 * @file face-api's three nets — the tiny face detector, the 68-point landmark net and the
 * recognition net — built as ONNX graphs from the weight files `@vladmandic/face-api` ships.
 *
 * Runs in the inference worker, once per net, when the first face is looked for (`faces.ts`).
 * face-api defines these nets in code, not as graph files, so each is written out here layer by
 * layer in face-api's own order (its `TinyYolov2Base.runMobilenet`, `FaceFeatureExtractor` with
 * `denseBlock4`, and `FaceRecognitionNet`), each layer reading the weights face-api names for it
 * ([Note: TensorFlow.js weights on ONNX Runtime] in `tf-onnx.ts`). What face-api does around the
 * nets — cropping, decoding boxes, suppressing overlaps, placing landmarks, aligning — is
 * JavaScript in `faces.ts`, as it is in face-api.
 *
 * Each graph takes an image already padded square by `faces.ts` ([1, 3, side, side], RGB 0–255)
 * and resizes it itself to the net's own side, with TensorFlow's resize (no half-pixel centres:
 * ONNX's "asymmetric"), so any face size runs through one session.
 */
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { encodeModel } from "./onnx-writer";
import { GraphBuilder, readWeights, type Padding, type Weight, type WeightsManifest } from "./tf-onnx";

/** The sides the nets see, and the detector's grid: one cell per 32 pixels. */
export const DETECTOR_SIDE = 416;
export const DETECTOR_CELLS = DETECTOR_SIDE / 32;
export const LANDMARKS_SIDE = 112;
export const RECOGNITION_SIDE = 150;

/** Every net's input and output names. */
export const FACE_NET_INPUT = "image";
export const FACE_NET_OUTPUT = "out";

/** The mean colours face-api subtracts before scaling to 0–1. */
const DETECTOR_MEAN = [117.001, 114.697, 97.404];
const FACE_MEAN = [122.782, 117.001, 104.298];
/** face-api's leaky ReLU slope. */
const LEAK = 0.1;

const require = createRequire(import.meta.url);

type Net = "tiny_face_detector_model" | "face_landmark_68_model" | "face_recognition_model";

/** face-api's `model/` folder, found by path beside its package.json. */
function faceApiModels(): string {
  return path.join(path.dirname(require.resolve("@vladmandic/face-api/package.json")), "model");
}

async function weightsOf(net: Net): Promise<(name: string) => Weight> {
  const dir = faceApiModels();
  const manifest = JSON.parse(await fsp.readFile(path.join(dir, `${net}-weights_manifest.json`), "utf8")) as WeightsManifest;
  const weights = await readWeights(manifest, dir);
  return (name) => {
    const w = weights.get(name);
    if (!w) throw new Error(`face-api's ${net} lacks the weight ${name}`);
    return w;
  };
}

/** One net's graph as it is built: its weights, and the layers face-api's nets are made of. */
class FaceNet {
  readonly g = new GraphBuilder();
  constructor(readonly weight: (name: string) => Weight) {}

  /** The input resized to `side`, the mean colour subtracted, divided by 255: face-api's `toBatchTensor` and `normalize`. */
  input(side: number, mean: number[]): string {
    const sizes = this.g.constant("sizes", [4], BigInt64Array.of(1n, 3n, BigInt(side), BigInt(side)));
    const resized = this.g.node("Resize", [FACE_NET_INPUT, "", "", sizes], "resized", { mode: "linear", coordinate_transformation_mode: "asymmetric" });
    const centred = this.g.node("Sub", [resized, this.g.channels("mean", Float32Array.from(mean))], "centred");
    return this.g.node("Div", [centred, this.g.scalar("255", 255)], "normalised");
  }

  /** A convolution whose kernel is `${prefix}/filters`, plus its bias `${prefix}/bias`. */
  conv(x: string, prefix: string, strides: [number, number], padding: Padding): string {
    return this.g.conv(x, this.g.fresh(prefix), this.weight(`${prefix}/filters`), { strides, padding, bias: this.weight(`${prefix}/bias`) });
  }

  /** TensorFlow's `separableConv2d` then the bias: a depthwise then a pointwise convolution. */
  separable(x: string, prefix: string, strides: [number, number], padding: Padding): string {
    const depthwise = this.g.conv(x, this.g.fresh(`${prefix}/depthwise`), this.weight(`${prefix}/depthwise_filter`), { depthwise: true, strides, padding });
    return this.g.conv(depthwise, this.g.fresh(prefix), this.weight(`${prefix}/pointwise_filter`), { padding: "VALID", bias: this.weight(`${prefix}/bias`) });
  }

  op(op: string, inputs: string[], attributes?: Parameters<GraphBuilder["node"]>[3]): string {
    return this.g.node(op, inputs, this.g.fresh(op), attributes);
  }

  relu(x: string): string {
    return this.op("Relu", [x]);
  }

  add(...xs: string[]): string {
    // Right to left, as face-api nests its adds: float sums depend on the order.
    return xs.reduceRight((sum, x) => this.op("Add", [x, sum]));
  }

  bytes(output: string, dims: number[]): Uint8Array {
    this.g.node("Identity", [output], FACE_NET_OUTPUT);
    return encodeModel(this.g.graph([{ name: FACE_NET_INPUT, dims: [1, 3, "side", "side"] }], [{ name: FACE_NET_OUTPUT, dims }]));
  }
}

/**
 * The tiny face detector (`TinyFaceDetector`: TinyYolov2 with separable convolutions): 5 anchors
 * × (x, y, w, h, score) per cell of a 13×13 grid, [1, 25, 13, 13], raw (the sigmoid and
 * exponent are `faces.ts`'s).
 */
export async function tinyFaceDetectorOnnx(): Promise<Uint8Array> {
  const net = new FaceNet(await weightsOf("tiny_face_detector_model"));
  const leaky = (x: string) => net.op("LeakyRelu", [x], { alpha: { float: LEAK } });
  const pool = (x: string, stride: number) => net.op("MaxPool", [x], { kernel_shape: [2, 2], strides: [stride, stride], auto_pad: "SAME_UPPER" });
  let out = leaky(net.conv(net.input(DETECTOR_SIDE, DETECTOR_MEAN), "conv0", [1, 1], "VALID"));
  for (let layer = 1; layer <= 5; layer++) {
    out = pool(out, 2);
    out = leaky(net.separable(out, `conv${layer}`, [1, 1], [1, 1, 1, 1]));
  }
  out = pool(out, 1);
  return net.bytes(net.conv(out, "conv8", [1, 1], "VALID"), [1, 25, DETECTOR_CELLS, DETECTOR_CELLS]);
}

/** The 68-point landmark net: 136 numbers, x and y of each point, 0–1 across the padded square input. */
export async function landmarksOnnx(): Promise<Uint8Array> {
  const net = new FaceNet(await weightsOf("face_landmark_68_model"));
  let out = net.input(LANDMARKS_SIDE, FACE_MEAN);
  // face-api's `denseBlock4`: each separable convolution sees the sum of all before it.
  for (let block = 0; block < 4; block++) {
    const prefix = `dense${block}`;
    const first = net.relu(block === 0 ? net.conv(out, `${prefix}/conv0`, [2, 2], "SAME") : net.separable(out, `${prefix}/conv0`, [2, 2], "SAME"));
    const sums = [first];
    for (let conv = 1; conv <= 3; conv++) {
      const input = conv === 1 ? first : net.relu(net.add(...sums));
      sums.push(net.separable(input, `${prefix}/conv${conv}`, [1, 1], "SAME"));
    }
    out = net.relu(net.add(...sums));
  }
  const pooled = net.op("AveragePool", [out], { kernel_shape: [7, 7], strides: [2, 2] });
  const flat = net.op("Flatten", [pooled]);
  const fc = net.op("MatMul", [flat, net.g.constant("fc/weights", net.weight("fc/weights").shape, Float32Array.from(net.weight("fc/weights").values))]);
  return net.bytes(net.op("Add", [fc, net.g.constant("fc/bias", [136], Float32Array.from(net.weight("fc/bias").values))]), [1, 136]);
}

/** The recognition net (a ResNet-34-like net from dlib): the face's 128-number descriptor, [1, 128]. */
export async function recognitionOnnx(): Promise<Uint8Array> {
  const net = new FaceNet(await weightsOf("face_recognition_model"));
  /** A convolution, its bias, then face-api's scale layer (× weights + biases per channel). */
  const scaled = (x: string, prefix: string, strides: [number, number], padding: Padding) => {
    const conv = net.conv(x, `${prefix}/conv`, strides, padding);
    const times = net.op("Mul", [conv, net.g.channels(`${prefix}/scale/weights`, net.weight(`${prefix}/scale/weights`).values)]);
    return net.op("Add", [times, net.g.channels(`${prefix}/scale/biases`, net.weight(`${prefix}/scale/biases`).values)]);
  };
  const residual = (x: string, prefix: string) => net.relu(net.op("Add", [scaled(net.relu(scaled(x, `${prefix}/conv1`, [1, 1], "SAME")), `${prefix}/conv2`, [1, 1], "SAME"), x]));
  /**
   * face-api's `residualDown`: a strided, unpadded path beside a 2×2 average; where the strided
   * path comes out a cell short it is padded with zeros after, and the average's channels are
   * doubled with zeros to match.
   */
  const residualDown = (x: string, prefix: string, side: number) => {
    const strided = scaled(net.relu(scaled(x, `${prefix}/conv1`, [2, 2], "VALID")), `${prefix}/conv2`, [1, 1], "SAME");
    const convSide = Math.floor((side - 3) / 2) + 1;
    const poolSide = Math.floor(side / 2);
    const short = poolSide - convSide;
    const out = short ? pad(strided, [0, 0, 0, 0, 0, 0, short, short]) : strided;
    const pooled = net.op("AveragePool", [x], { kernel_shape: [2, 2], strides: [2, 2] });
    const inChannels = net.weight(`${prefix}/conv1/conv/filters`).shape[2]!;
    const outChannels = net.weight(`${prefix}/conv2/conv/filters`).shape[3]!;
    const widened = outChannels > inChannels ? pad(pooled, [0, 0, 0, 0, 0, outChannels - inChannels, 0, 0]) : pooled;
    return { out: net.relu(net.op("Add", [widened, out])), side: poolSide };
  };
  const pad = (x: string, pads: number[]) => net.op("Pad", [x, net.g.constant(net.g.fresh("pads"), [8], BigInt64Array.from(pads.map(BigInt)))]);

  let out = net.relu(scaled(net.input(RECOGNITION_SIDE, FACE_MEAN), "conv32_down", [2, 2], "VALID"));
  out = net.op("MaxPool", [out], { kernel_shape: [3, 3], strides: [2, 2] });
  // 150 → 72 after the 7×7 strided convolution → 35 after the pool.
  let side = Math.floor((Math.floor((RECOGNITION_SIDE - 7) / 2) + 1 - 3) / 2) + 1;
  const stages: Array<[string, number]> = [["conv32", 3], ["conv64", 3], ["conv128", 2], ["conv256", 2]];
  for (const [stage, repeats] of stages) {
    if (stage !== "conv32") ({ out, side } = residualDown(out, `${stage}_down`, side));
    for (let i = 1; i <= repeats; i++) out = residual(out, `${stage}_${i}`);
  }
  ({ out } = residualDown(out, "conv256_down_out", side));
  const mean = net.op("ReduceMean", [out], { axes: [2, 3], keepdims: 0 });
  const fc = net.weight("fc");
  return net.bytes(net.op("MatMul", [mean, net.g.constant("fc", fc.shape, Float32Array.from(fc.values))]), [1, 128]);
}
