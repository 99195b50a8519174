/**
 * @file CenterNet's TensorFlow.js graph, as Human ships it, rewritten as an ONNX model in memory,
 * so the object detector runs on ONNX Runtime's CPU kernels instead of tfjs's WebAssembly ones.
 *
 * Runs in the inference worker, once, when the detector first looks (`objects.ts`). [Note:
 * CenterNet on ONNX Runtime] tfjs-wasm runs single-threaded under Node with 128-bit SIMD; ONNX
 * Runtime's CPU kernels use the machine's own vector units. Nothing is downloaded or stored: the
 * ONNX model is built from the same `centernet.json` and weights on each start (milliseconds).
 * The graph is kept up to the class heatmap (`tower_0/keypoints`) and the box sides
 * (`tower_0/wh`); the peak test and decoder that followed them run in JavaScript
 * (`objectsAtPeaks`). Layout: ONNX convolutions are NCHW, TensorFlow's NHWC, so the input is
 * given NCHW, weights are transposed here, and the outputs are turned back to NHWC.
 *
 * Memory: the session and the rewrite's garbage add to a worker before its first photo, and ONNX
 * Runtime's buffers are its own, beside the WebAssembly heap faces use. Its memory arena stays on
 * (off, malloc's fragments raise the pass's peak more than the arena does: `npm run
 * bench:analysis-memory`); its memory patterns, a plan kept per input shape, are off (on, they
 * raise the peak too).
 */
import fsp from "node:fs/promises";
import path from "node:path";
import type { GraphNode, ModelJson } from "./tfjs-wasm";
import { encodeModel, type OnnxInitializer, type OnnxNode } from "./onnx-writer";

export const CENTERNET_INPUT = "images";
/** Class scores per input cell, [1, h/4, w/4, 80] (NHWC). */
export const CENTERNET_HEAT = "heat";
/** Box sides per cell, [1, h/4, w/4, 4] (NHWC). */
export const CENTERNET_SIDES = "sides";

const TF_INPUT = "tower_0/images";
const TF_HEAT = "tower_0/keypoints";
const TF_SIDES = "tower_0/wh";
/** TensorFlow's NHWC axis → ONNX's NCHW axis. */
const NCHW_AXIS = [0, 2, 3, 1];

/** ONNX bytes of the graph in `modelJson` (Human's `centernet.json`) and its weights. */
export async function centerNetOnnx(modelJson: string): Promise<Uint8Array> {
  const json = JSON.parse(await fsp.readFile(modelJson, "utf8")) as ModelJson;
  const files = json.weightsManifest.flatMap((group) => group.paths.map((p) => path.join(path.dirname(modelJson), p)));
  const bytes = Buffer.concat(await Promise.all(files.map((f) => fsp.readFile(f))));
  return encodeModel(convert(json.modelTopology.node, weightsOf(json, bytes)));
}

interface Weight {
  shape: number[];
  values: Float32Array | Int32Array;
}

/** The weight file's tensors by name, float16 widened to float32. */
export function weightsOf(json: ModelJson, bytes: Buffer): Map<string, Weight> {
  const out = new Map<string, Weight>();
  const halves = halfTable();
  let at = 0;
  for (const spec of json.weightsManifest.flatMap((g) => g.weights)) {
    const count = spec.shape.reduce((a, b) => a * b, 1);
    const stored = (spec as { quantization?: { dtype: string } }).quantization?.dtype;
    if (stored === "float16") {
      out.set(spec.name, { shape: spec.shape, values: halfToFloat(bytes, at, count, halves) });
      at += count * 2;
    } else if (spec.dtype === "float32" && !stored) {
      out.set(spec.name, { shape: spec.shape, values: new Float32Array(bytes.buffer.slice(bytes.byteOffset + at, bytes.byteOffset + at + count * 4)) });
      at += count * 4;
    } else if (spec.dtype === "int32" && !stored) {
      out.set(spec.name, { shape: spec.shape, values: new Int32Array(bytes.buffer.slice(bytes.byteOffset + at, bytes.byteOffset + at + count * 4)) });
      at += count * 4;
    } else {
      throw new Error(`CenterNet's weight ${spec.name} is stored as ${stored ?? spec.dtype}, which is not read here`);
    }
  }
  return out;
}

/** IEEE half-precision values widened, by table: 65,536 entries once, then one lookup each. */
function halfToFloat(bytes: Buffer, at: number, count: number, table: Float32Array): Float32Array {
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = table[bytes[at + i * 2]! | (bytes[at + i * 2 + 1]! << 8)]!;
  return out;
}

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

/** The nodes from the input to the heatmap and the sides, as ONNX (opset 13) nodes. */
function convert(nodes: GraphNode[], weights: Map<string, Weight>) {
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const needed = reachableFrom([TF_HEAT, TF_SIDES], byName);
  const onnx: OnnxNode[] = [];
  const initializers: OnnxInitializer[] = [];
  const constant = (name: string, dims: number[], data: Float32Array | BigInt64Array) => {
    initializers.push({ name, dims, data });
    return name;
  };
  const weight = (name: string) => {
    const w = weights.get(name);
    if (!w) throw new Error(`CenterNet's graph reads ${name}, which its weights lack`);
    return w;
  };
  const ints = (n: GraphNode, key: string) => ((n.attr?.[key] as { list?: { i?: string[] } } | undefined)?.list?.i ?? []).map(Number);
  const text = (n: GraphNode, key: string) => Buffer.from((n.attr?.[key] as { s?: string } | undefined)?.s ?? "", "base64").toString();
  const fusedOps = (n: GraphNode) => ((n.attr?.fused_ops as { list?: { s?: string[] } } | undefined)?.list?.s ?? []).map((s) => Buffer.from(s, "base64").toString());
  /** A Const input is an initializer; scalars stay scalars (every Mul and Add constant here is one). */
  const operand = (name: string) => {
    const node = byName.get(name);
    if (node?.op !== "Const") return name;
    const w = weight(name);
    if (w.shape.length > 0) throw new Error(`CenterNet's constant ${name} has shape [${w.shape}], not a scalar`);
    if (!initializers.some((i) => i.name === name)) constant(name, [], Float32Array.from(w.values));
    return name;
  };

  for (const n of nodes) {
    if (!needed.has(n.name) || n.op === "Const") continue;
    const inputs = n.input ?? [];
    switch (n.op) {
      case "Placeholder":
        if (n.name !== TF_INPUT) throw new Error(`CenterNet's graph has an unexpected input ${n.name}`);
        onnx.push({ op: "Identity", inputs: [CENTERNET_INPUT], outputs: [n.name] });
        break;
      case "_FusedConv2D":
      case "Conv2D":
      case "FusedDepthwiseConv2dNative":
      case "DepthwiseConv2dNative": {
        const depthwise = n.op.includes("Depthwise");
        const w = weight(inputs[1]!);
        const [kh, kw, cin, multiplier] = w.shape as [number, number, number, number];
        const padding = text(n, "padding");
        if ((padding !== "SAME" && padding !== "VALID") || text(n, "data_format") !== "NHWC") throw new Error(`CenterNet's ${n.name} is not a SAME or VALID, NHWC convolution`);
        if (ints(n, "dilations").some((d) => d !== 1) || (depthwise && multiplier !== 1)) throw new Error(`CenterNet's ${n.name} is dilated or multiplies channels`);
        // TensorFlow's SAME puts the odd padding pixel after, as ONNX's SAME_UPPER does.
        // HWIO → OIHW; a depthwise kernel [h, w, c, 1] → [c, 1, h, w].
        const out = depthwise ? cin : multiplier;
        const kernel = new Float32Array(w.values.length);
        for (let y = 0; y < kh; y++) for (let x = 0; x < kw; x++) for (let i = 0; i < cin; i++) for (let o = 0; o < multiplier; o++) {
          const from = ((y * kw + x) * cin + i) * multiplier + o;
          kernel[depthwise ? (i * kh + y) * kw + x : ((o * cin + i) * kh + y) * kw + x] = w.values[from]!;
        }
        const convInputs = [inputs[0]!, constant(`${n.name}/kernel`, depthwise ? [cin, 1, kh, kw] : [out, cin, kh, kw], kernel)];
        const fused = n.op.startsWith("Fused") || n.op.startsWith("_Fused") ? fusedOps(n) : [];
        if (fused[0] === "BiasAdd") convInputs.push(constant(`${n.name}/bias`, [out], Float32Array.from(weight(inputs[2]!).values)));
        else if (fused.length) throw new Error(`CenterNet's ${n.name} fuses ${fused.join("+")}`);
        const activation = fused[1];
        if (activation && activation !== "Relu") throw new Error(`CenterNet's ${n.name} fuses ${fused.join("+")}`);
        const convOut = activation ? `${n.name}/conv` : n.name;
        const strides = ints(n, "strides");
        onnx.push({
          op: "Conv",
          inputs: convInputs,
          outputs: [convOut],
          attributes: { kernel_shape: [kh, kw], strides: [strides[1]!, strides[2]!], auto_pad: padding === "SAME" ? "SAME_UPPER" : "VALID", group: depthwise ? cin : 1 },
        });
        if (activation) onnx.push({ op: "Relu", inputs: [convOut], outputs: [n.name] });
        break;
      }
      case "Mul":
      case "Add":
        onnx.push({ op: n.op, inputs: inputs.map(operand), outputs: [n.name] });
        break;
      case "Relu":
      case "Sigmoid":
      case "Identity":
        onnx.push({ op: n.op, inputs: [inputs[0]!], outputs: [n.name] });
        break;
      case "Relu6":
        onnx.push({ op: "Clip", inputs: [inputs[0]!, constant(`${n.name}/min`, [], Float32Array.of(0)), constant(`${n.name}/max`, [], Float32Array.of(6))], outputs: [n.name] });
        break;
      case "Mean": {
        const axes = [...weight(inputs[1]!).values].map((a) => NCHW_AXIS[a]!);
        if (!(n.attr?.keep_dims as { b?: boolean } | undefined)?.b) throw new Error(`CenterNet's ${n.name} drops its axes`);
        onnx.push({ op: "ReduceMean", inputs: [inputs[0]!], outputs: [n.name], attributes: { axes, keepdims: 1 } });
        break;
      }
      case "ConcatV2": {
        const axis = weight(inputs[inputs.length - 1]!).values[0]!;
        onnx.push({ op: "Concat", inputs: inputs.slice(0, -1), outputs: [n.name], attributes: { axis: NCHW_AXIS[axis < 0 ? axis + 4 : axis]! } });
        break;
      }
      case "ResizeBilinear": {
        // Each upsampling doubles the map it is joined with ([Note: CenterNet's input fits the
        // photo]: every side a multiple of 32). align_corners and half_pixel_centers both off is
        // ONNX's "asymmetric".
        const flags = n.attr as Record<string, { b?: boolean }>;
        if (flags.align_corners?.b || flags.half_pixel_centers?.b) throw new Error(`CenterNet's ${n.name} aligns corners`);
        const scales = constant(`${n.name}/scales`, [4], Float32Array.of(1, 1, 2, 2));
        onnx.push({ op: "Resize", inputs: [inputs[0]!, "", scales], outputs: [n.name], attributes: { mode: "linear", coordinate_transformation_mode: "asymmetric" } });
        break;
      }
      default:
        throw new Error(`CenterNet's graph uses ${n.op} (${n.name}), which is not converted`);
    }
  }
  onnx.push({ op: "Transpose", inputs: [TF_HEAT], outputs: [CENTERNET_HEAT], attributes: { perm: [0, 2, 3, 1] } });
  onnx.push({ op: "Transpose", inputs: [TF_SIDES], outputs: [CENTERNET_SIDES], attributes: { perm: [0, 2, 3, 1] } });
  return {
    nodes: onnx,
    initializers,
    inputs: [{ name: CENTERNET_INPUT, dims: [1, 3, "height", "width"] }],
    outputs: [
      { name: CENTERNET_HEAT, dims: [1, "rows", "columns", 80] },
      { name: CENTERNET_SIDES, dims: [1, "rows", "columns", 4] },
    ],
    opset: 13,
  };
}

/** Every node the outputs depend on. */
function reachableFrom(outputs: string[], byName: Map<string, GraphNode>): Set<string> {
  const seen = new Set<string>();
  const stack = [...outputs];
  while (stack.length) {
    const name = stack.pop()!.replace(/:\d+$/, "");
    if (seen.has(name)) continue;
    seen.add(name);
    for (const input of byName.get(name)?.input ?? []) stack.push(input);
  }
  return seen;
}
