/**
 * @file A TensorFlow.js graph model (`model.json` and its weight files, as Human ships them)
 * rewritten op by op as an ONNX model in memory, so it runs on ONNX Runtime's CPU kernels.
 *
 * Runs in the inference worker, once per model, when it is first used: CenterNet for objects
 * (`objects.ts`) and the emotion model for smiles (`expressions.ts`). [Note: Graph models on ONNX
 * Runtime] ONNX Runtime's CPU kernels use the machine's own vector units, where TensorFlow.js's
 * WebAssembly backend runs single-threaded with 128-bit SIMD under Node, so one runtime serves
 * every model the worker runs. Only the ops these graphs use are converted; any other is refused
 * with its name, when the session is built. The graph is kept up to the outputs asked for; what
 * follows them in the TensorFlow graph (a decoder, say) is the caller's to do in JavaScript. The
 * input is given NCHW ([Note: TensorFlow.js weights on ONNX Runtime] in `tf-onnx.ts`); 4-D outputs
 * are turned back to NHWC, as TensorFlow gives them. The session and the rewrite's garbage add to
 * a worker's memory before its first photo.
 */
import fsp from "node:fs/promises";
import path from "node:path";
import { encodeModel, type OnnxValue } from "./onnx-writer";
import { GraphBuilder, readWeights, type Weight, type WeightsManifest } from "./tf-onnx";

/** A graph model's `model.json`: TensorFlow's nodes and the manifest of its weight files. */
export interface ModelJson {
  modelTopology: { node: GraphNode[] };
  weightsManifest: WeightsManifest;
}

/** One node of a graph model's topology (TensorFlow's `NodeDef` as JSON). */
export interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, unknown>;
}

type Dims = ReadonlyArray<OnnxValue["dims"][number]>;

export interface GraphIo {
  /** The graph's Placeholder, and the name of the ONNX input that takes its place (NCHW). */
  readonly input: { node: string; name: string; dims: Dims };
  /** The TensorFlow nodes to compute, and the ONNX outputs they become (dims in TensorFlow's order). */
  readonly outputs: ReadonlyArray<{ node: string; name: string; dims: Dims }>;
}

/** TensorFlow's NHWC axis → ONNX's NCHW axis. */
const NCHW_AXIS = [0, 2, 3, 1];

/** ONNX bytes of the graph in `modelJson` and its weights, from its input to the outputs asked for. */
export async function graphModelOnnx(modelJson: string, io: GraphIo): Promise<Uint8Array> {
  const json = JSON.parse(await fsp.readFile(modelJson, "utf8")) as ModelJson;
  const weights = await readWeights(json.weightsManifest, path.dirname(modelJson));
  return encodeModel(convert(path.basename(modelJson), json.modelTopology.node, weights, io));
}

function convert(model: string, nodes: GraphNode[], weights: Map<string, Weight>, io: GraphIo) {
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const needed = reachableFrom(io.outputs.map((o) => o.node), byName);
  const g = new GraphBuilder();
  const weight = (name: string) => {
    const w = weights.get(name);
    if (!w) throw new Error(`${model} reads ${name}, which its weights lack`);
    return w;
  };
  const ints = (n: GraphNode, key: string) => ((n.attr?.[key] as { list?: { i?: string[] } } | undefined)?.list?.i ?? []).map(Number);
  const text = (n: GraphNode, key: string) => Buffer.from((n.attr?.[key] as { s?: string } | undefined)?.s ?? "", "base64").toString();
  const flag = (n: GraphNode, key: string) => Boolean((n.attr?.[key] as { b?: boolean } | undefined)?.b);
  const fusedOps = (n: GraphNode) => ((n.attr?.fused_ops as { list?: { s?: string[] } } | undefined)?.list?.s ?? []).map((s) => Buffer.from(s, "base64").toString());
  /** A Const input is an initializer; only scalars are expected (every Mul and Add constant here is one). */
  const operand = (name: string) => {
    if (byName.get(name)?.op !== "Const") return name;
    const w = weight(name);
    if (w.shape.length > 0) throw new Error(`${model}'s constant ${name} has shape [${w.shape}], not a scalar`);
    return g.constant(name, [], Float32Array.from(w.values));
  };
  /** SAME or VALID, NHWC, undilated: the only windows converted. */
  const padding = (n: GraphNode) => {
    const p = text(n, "padding");
    if ((p !== "SAME" && p !== "VALID") || text(n, "data_format") !== "NHWC") throw new Error(`${model}'s ${n.name} is not a SAME or VALID, NHWC window`);
    if (ints(n, "dilations").some((d) => d !== 1)) throw new Error(`${model}'s ${n.name} is dilated`);
    return p;
  };

  for (const n of nodes) {
    if (!needed.has(n.name) || n.op === "Const") continue;
    const inputs = n.input ?? [];
    switch (n.op) {
      case "Placeholder":
        if (n.name !== io.input.node) throw new Error(`${model} has an unexpected input ${n.name}`);
        g.node("Identity", [io.input.name], n.name);
        break;
      case "_FusedConv2D":
      case "Conv2D":
      case "FusedDepthwiseConv2dNative":
      case "DepthwiseConv2dNative": {
        const fused = n.op.startsWith("Fused") || n.op.startsWith("_Fused") ? fusedOps(n) : [];
        if (fused.length && fused[0] !== "BiasAdd") throw new Error(`${model}'s ${n.name} fuses ${fused.join("+")}`);
        const activation = fused[1];
        if (fused.length > 2 || (activation && activation !== "Relu")) throw new Error(`${model}'s ${n.name} fuses ${fused.join("+")}`);
        const strides = ints(n, "strides");
        const convOut = activation ? `${n.name}/conv` : n.name;
        g.conv(inputs[0]!, convOut, weight(inputs[1]!), {
          depthwise: n.op.includes("Depthwise"),
          strides: [strides[1]!, strides[2]!],
          padding: padding(n),
          ...(fused.length ? { bias: weight(inputs[2]!) } : {}),
        });
        if (activation) g.node("Relu", [convOut], n.name);
        break;
      }
      case "MaxPool": {
        const size = ints(n, "ksize");
        const strides = ints(n, "strides");
        // ONNX's MaxPool, as TensorFlow's, never takes a padded cell for the maximum.
        g.node("MaxPool", [inputs[0]!], n.name, { kernel_shape: [size[1]!, size[2]!], strides: [strides[1]!, strides[2]!], auto_pad: padding(n) === "SAME" ? "SAME_UPPER" : "VALID" });
        break;
      }
      case "Mul":
      case "Add":
      case "AddV2":
        g.node(n.op === "AddV2" ? "Add" : n.op, inputs.map(operand), n.name);
        break;
      case "Relu":
      case "Sigmoid":
      case "Identity":
        g.node(n.op, [inputs[0]!], n.name);
        break;
      case "Relu6":
        g.node("Clip", [inputs[0]!, g.scalar(`${n.name}/min`, 0), g.scalar(`${n.name}/max`, 6)], n.name);
        break;
      case "Softmax": {
        // TensorFlow's Softmax runs over the last axis, which is ONNX's last axis only once the
        // spatial axes are gone: after a Mean that drops them.
        const from = byName.get(inputs[0]!);
        if (from?.op !== "Mean" || flag(from, "keep_dims")) throw new Error(`${model}'s ${n.name} is not over a pooled vector`);
        g.node("Softmax", [inputs[0]!], n.name, { axis: -1 });
        break;
      }
      case "Mean": {
        const axes = [...weight(inputs[1]!).values].map((a) => NCHW_AXIS[a]!);
        const keep = flag(n, "keep_dims");
        // Dropping both spatial axes leaves [batch, channels], the same in either layout.
        if (!keep && axes.join() !== "2,3") throw new Error(`${model}'s ${n.name} drops axes other than the spatial ones`);
        g.node("ReduceMean", [inputs[0]!], n.name, { axes, keepdims: keep ? 1 : 0 });
        break;
      }
      case "ConcatV2": {
        const axis = weight(inputs[inputs.length - 1]!).values[0]!;
        g.node("Concat", inputs.slice(0, -1), n.name, { axis: NCHW_AXIS[axis < 0 ? axis + 4 : axis]! });
        break;
      }
      case "ResizeBilinear": {
        // Each upsampling doubles the map it is joined with ([Note: CenterNet's input fits the
        // photo] in `objects.ts`: every side a multiple of 32). align_corners and
        // half_pixel_centers both off is ONNX's "asymmetric".
        if (flag(n, "align_corners") || flag(n, "half_pixel_centers")) throw new Error(`${model}'s ${n.name} aligns corners`);
        const scales = g.constant(`${n.name}/scales`, [4], Float32Array.of(1, 1, 2, 2));
        g.node("Resize", [inputs[0]!, "", scales], n.name, { mode: "linear", coordinate_transformation_mode: "asymmetric" });
        break;
      }
      default:
        throw new Error(`${model} uses ${n.op} (${n.name}), which is not converted`);
    }
  }
  for (const output of io.outputs) {
    if (output.dims.length === 4) g.node("Transpose", [output.node], output.name, { perm: [0, 2, 3, 1] });
    else g.node("Identity", [output.node], output.name);
  }
  return g.graph([{ name: io.input.name, dims: [...io.input.dims] }], io.outputs.map(({ name, dims }) => ({ name, dims: [...dims] })));
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
