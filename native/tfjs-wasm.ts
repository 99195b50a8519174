/**
 * @file TensorFlow.js on its WebAssembly backend, set up once per inference worker.
 *
 * Runs in the inference worker, for face-api's nets (`faces.ts`). tfjs's native Node backend
 * downloads a library at install, which is not an option, hence WebAssembly (128-bit SIMD, and
 * single-threaded under Node: tfjs turns threads off there). Human's graph models run on ONNX
 * Runtime instead ([Note: Graph models on ONNX Runtime] in `tfjs-graph-onnx.ts`).
 */
import { createRequire } from "node:module";
import path from "node:path";
import type * as tfc from "@tensorflow/tfjs-core";

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
