/**
 * @file TensorFlow.js on its WebAssembly backend, set up once per inference worker, and graph
 * models loaded from files on disk.
 *
 * Runs in the inference worker. Faces and smiles share one tfjs-core and one backend: the
 * backend registry lives in tfjs-core, so whichever loads first sets it up for both. tfjs's
 * native Node backend downloads a library at install, which is not an option, hence WebAssembly
 * (128-bit SIMD, and single-threaded under Node: tfjs turns threads off there). The object
 * detector left it for ONNX Runtime ([Note: CenterNet on ONNX Runtime] in `centernet-onnx.ts`). tfjs-converter's own loaders fetch URLs and Node's fetch refuses
 * `file://`, so model files are read here and handed over through an IOHandler.
 */
import { createRequire } from "node:module";
import fsp from "node:fs/promises";
import path from "node:path";
import type * as tfc from "@tensorflow/tfjs-core";
import type * as converter from "@tensorflow/tfjs-converter";

const require = createRequire(import.meta.url);

export type Tf = typeof tfc;
let ready: Promise<Tf> | null = null;

/** tfjs-core with the WebAssembly backend active; concurrent first calls share one promise. */
export function tfjs(): Promise<Tf> {
  return (ready ??= (async () => {
    const tf = require("@tensorflow/tfjs-core") as Tf;
    const wasm = require("@tensorflow/tfjs-backend-wasm") as typeof import("@tensorflow/tfjs-backend-wasm");
    // The .wasm files are read from the installed package, never from a CDN.
    wasm.setWasmPaths(`${path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm"))}/`);
    if (tf.getBackend() !== "wasm") await tf.setBackend("wasm");
    await tf.ready();
    return tf;
  })());
}

export interface ModelJson {
  modelTopology: { node: GraphNode[] } & Record<string, unknown>;
  weightsManifest: Array<{ paths: string[]; weights: tfc.io.WeightsManifestEntry[] }>;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
}

/** One node of a graph model's topology (TensorFlow's `NodeDef` as JSON). */
export interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, unknown>;
}

/** A tfjs graph model from `model.json` and its weight files beside it. */
export async function loadGraphModel(modelJson: string): Promise<converter.GraphModel> {
  await tfjs();
  const { loadGraphModel: load } = require("@tensorflow/tfjs-converter") as typeof converter;
  const json = JSON.parse(await fsp.readFile(modelJson, "utf8")) as ModelJson;
  const files = json.weightsManifest.flatMap((group) => group.paths.map((p) => path.join(path.dirname(modelJson), p)));
  const weights = Buffer.concat(await Promise.all(files.map((f) => fsp.readFile(f))));
  const handler: tfc.io.IOHandler = {
    load: async () => ({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      signature: json.signature,
    }),
  };
  return load(handler);
}
