import path from "node:path";
import type { Tensor } from "@tensorflow/tfjs-core";
import * as ort from "onnxruntime-node";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTOS } from "../electron/testing/fixtures";
import { CENTERNET_HEAT, CENTERNET_INPUT, CENTERNET_SIDES, centerNetOnnx } from "./centernet-onnx";
import { humanModels } from "./expressions";
import { loadGraphModel, tfjs } from "./tfjs-wasm";

describe("CenterNet rewritten for ONNX Runtime", () => {
  it("scores every cell and sizes every box as Human's own graph does on tfjs, for the cat photo at 512×512", async () => {
    const modelJson = path.join(humanModels(), "centernet.json");
    const side = 512;
    const rgb = await sharp(path.join(PHOTOS, "IMG_0002.jpg")).rotate().resize(side, side, { fit: "contain", position: "left top", background: "#000" }).removeAlpha().raw().toBuffer();

    // Human's graph as shipped takes 512×512 NHWC, so it runs unpatched.
    const [tf, graph] = await Promise.all([tfjs(), loadGraphModel(modelJson)]);
    const input = tf.tensor4d(Float32Array.from(rgb), [1, side, side, 3]);
    const [heatTf, sidesTf] = graph.execute(input, ["tower_0/keypoints", "tower_0/wh"]) as Tensor[];
    const expectedHeat = (await heatTf!.data()) as Float32Array;
    const expectedSides = (await sidesTf!.data()) as Float32Array;
    tf.dispose([input, heatTf!, sidesTf!]);

    const planar = new Float32Array(3 * side * side);
    for (let i = 0; i < side * side; i++) for (let c = 0; c < 3; c++) planar[c * side * side + i] = rgb[i * 3 + c]!;
    const session = await ort.InferenceSession.create(await centerNetOnnx(modelJson));
    const out = await session.run({ [CENTERNET_INPUT]: new ort.Tensor("float32", planar, [1, 3, side, side]) });
    await session.release();

    expect(out[CENTERNET_HEAT]!.dims).toEqual([1, side / 4, side / 4, 80]);
    expect(out[CENTERNET_SIDES]!.dims).toEqual([1, side / 4, side / 4, 4]);
    const largestGap = (a: Float32Array, b: Float32Array) => a.reduce((gap, v, i) => Math.max(gap, Math.abs(v - b[i]!)), 0);
    expect(largestGap(out[CENTERNET_HEAT]!.data as Float32Array, expectedHeat)).toBeLessThan(1e-4);
    // Sides are in input pixels (up to hundreds): a hundredth of a pixel is no difference.
    expect(largestGap(out[CENTERNET_SIDES]!.data as Float32Array, expectedSides)).toBeLessThan(0.01);
    expect(expectedHeat.reduce((a, b) => Math.max(a, b), 0)).toBeGreaterThan(0.5);
  });
});
