/**
 * @file TensorFlow.js weights turned into ONNX graph pieces: the weight files read as they ship
 * (float32, int32, float16, uint8-quantized), TensorFlow's NHWC kernels laid out for ONNX's NCHW
 * convolutions, and a small builder that collects nodes and initializers.
 *
 * Runs in the inference worker when a model is first used, for both the graph models rewritten
 * op by op (`tfjs-graph-onnx.ts`: Human's CenterNet and emotion models) and face-api's nets, which
 * face-api defines in code (`face-api-onnx.ts`). Both read the same manifest format, so one
 * reader serves both. [Note: TensorFlow.js weights on ONNX Runtime] Nothing is written to disk:
 * the ONNX model is built from the npm package's own files on each start (milliseconds), so the
 * weights that run are the ones the package ships. ONNX convolutions are NCHW and TensorFlow's
 * NHWC: a builder's graph takes NCHW input and its kernels are transposed here.
 */
import fsp from "node:fs/promises";
import path from "node:path";
import type { AttributeValue, OnnxGraph, OnnxInitializer, OnnxNode, OnnxValue } from "./onnx-writer";

/** One tensor of a weights manifest, as TensorFlow.js's converter writes it. */
export interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: string; scale?: number; min?: number };
}

/** The weight files of a model and the tensors each holds, in order. */
export type WeightsManifest = Array<{ paths: string[]; weights: WeightSpec[] }>;

export interface Weight {
  shape: number[];
  values: Float32Array | Int32Array;
}

/** Every tensor of a manifest whose files lie in `dir`, by name, widened to float32 where stored smaller. */
export async function readWeights(manifest: WeightsManifest, dir: string): Promise<Map<string, Weight>> {
  const files = manifest.flatMap((group) => group.paths.map((p) => path.join(dir, p)));
  return weightsOf(manifest, Buffer.concat(await Promise.all(files.map((f) => fsp.readFile(f)))));
}

/** The tensors of `manifest` in the concatenated bytes of its files. */
export function weightsOf(manifest: WeightsManifest, bytes: Buffer): Map<string, Weight> {
  const out = new Map<string, Weight>();
  let halves: Float32Array | null = null;
  let at = 0;
  const view = (count: number, width: number) => bytes.buffer.slice(bytes.byteOffset + at, bytes.byteOffset + at + count * width);
  for (const spec of manifest.flatMap((g) => g.weights)) {
    const count = spec.shape.reduce((a, b) => a * b, 1);
    const q = spec.quantization;
    let values: Float32Array | Int32Array;
    if (q?.dtype === "float16") {
      halves ??= halfTable();
      values = new Float32Array(count);
      for (let i = 0; i < count; i++) values[i] = halves[bytes[at + i * 2]! | (bytes[at + i * 2 + 1]! << 8)]!;
      at += count * 2;
    } else if (q?.dtype === "uint8" && q.scale !== undefined && q.min !== undefined) {
      // TensorFlow.js's own dequantization: min + scale × byte, computed in double, stored as float.
      values = new Float32Array(count);
      for (let i = 0; i < count; i++) values[i] = bytes[at + i]! * q.scale + q.min;
      at += count;
    } else if (!q && spec.dtype === "float32") {
      values = new Float32Array(view(count, 4));
      at += count * 4;
    } else if (!q && spec.dtype === "int32") {
      values = new Int32Array(view(count, 4));
      at += count * 4;
    } else {
      throw new Error(`The weight ${spec.name} is stored as ${q?.dtype ?? spec.dtype}, which is not read here`);
    }
    out.set(spec.name, { shape: spec.shape, values });
  }
  if (at !== bytes.length) throw new Error(`The weight files hold ${bytes.length} bytes where the manifest describes ${at}`);
  return out;
}

/** IEEE half-precision values by their 16 bits: 65,536 entries once, then one lookup each. */
function halfTable(): Float32Array {
  const table = new Float32Array(65536);
  for (let h = 0; h < 65536; h++) {
    const sign = h & 0x8000 ? -1 : 1;
    const exponent = (h >> 10) & 0x1f;
    const fraction = h & 0x3ff;
    table[h] = exponent === 0 ? sign * 2 ** -14 * (fraction / 1024) : exponent === 31 ? (fraction ? NaN : sign * Infinity) : sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
  }
  return table;
}

/** How a convolution pads: TensorFlow's SAME and VALID, or explicit [top, left, bottom, right]. */
export type Padding = "SAME" | "VALID" | [number, number, number, number];

export interface ConvOptions {
  /** A depthwise kernel ([h, w, channels, 1]) convolves each channel alone. */
  depthwise?: boolean;
  strides?: [number, number];
  padding: Padding;
  bias?: Weight;
}

/** Collects an ONNX graph's nodes and initializers as a TensorFlow model is walked or rebuilt. */
export class GraphBuilder {
  readonly nodes: OnnxNode[] = [];
  readonly initializers: OnnxInitializer[] = [];
  #names = new Set<string>();
  #count = 0;

  /** A name not yet used in the graph, for intermediate values. */
  fresh(hint: string): string {
    return `${hint}#${this.#count++}`;
  }

  constant(name: string, dims: number[], data: Float32Array | BigInt64Array): string {
    if (!this.#names.has(name)) {
      this.#names.add(name);
      this.initializers.push({ name, dims, data });
    }
    return name;
  }

  node(op: string, inputs: string[], output: string, attributes?: OnnxNode["attributes"]): string {
    this.nodes.push({ op, inputs, outputs: [output], ...(attributes ? { attributes } : {}) });
    return output;
  }

  /**
   * A TensorFlow convolution of `input` with `kernel` (HWIO, or depthwise [h, w, c, 1]) as an ONNX
   * Conv. TensorFlow's SAME puts the odd padding pixel after, as ONNX's SAME_UPPER does.
   */
  conv(input: string, output: string, kernel: Weight, options: ConvOptions): string {
    const [kh, kw, cin, multiplier] = kernel.shape as [number, number, number, number];
    if (options.depthwise && multiplier !== 1) throw new Error(`${output} multiplies channels`);
    const out = options.depthwise ? cin : multiplier;
    // HWIO → OIHW; a depthwise kernel [h, w, c, 1] → [c, 1, h, w].
    const data = new Float32Array(kernel.values.length);
    for (let y = 0; y < kh; y++) for (let x = 0; x < kw; x++) for (let i = 0; i < cin; i++) for (let o = 0; o < multiplier; o++) {
      const from = ((y * kw + x) * cin + i) * multiplier + o;
      data[options.depthwise ? (i * kh + y) * kw + x : ((o * cin + i) * kh + y) * kw + x] = kernel.values[from]!;
    }
    const inputs = [input, this.constant(`${output}/kernel`, options.depthwise ? [cin, 1, kh, kw] : [out, cin, kh, kw], data)];
    if (options.bias) inputs.push(this.constant(`${output}/bias`, [out], Float32Array.from(options.bias.values)));
    const padding = options.padding;
    // ONNX lists pads as all the starts, then all the ends.
    const pads: Record<string, AttributeValue> = Array.isArray(padding) ? { pads: [padding[0], padding[1], padding[2], padding[3]] } : { auto_pad: padding === "SAME" ? "SAME_UPPER" : "VALID" };
    const strides = options.strides ?? [1, 1];
    return this.node("Conv", inputs, output, { kernel_shape: [kh, kw], strides, group: options.depthwise ? cin : 1, ...pads });
  }

  /** A per-channel vector (bias, scale) shaped to broadcast over NCHW. */
  channels(name: string, values: Float32Array | Int32Array): string {
    return this.constant(name, [1, values.length, 1, 1], Float32Array.from(values));
  }

  scalar(name: string, value: number): string {
    return this.constant(name, [], Float32Array.of(value));
  }

  graph(inputs: OnnxValue[], outputs: OnnxValue[]): OnnxGraph {
    return { nodes: this.nodes, initializers: this.initializers, inputs, outputs, opset: 13 };
  }
}
