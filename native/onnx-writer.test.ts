import * as ort from "onnxruntime-node";
import { describe, expect, it } from "vitest";
import { encodeModel } from "./onnx-writer";

describe("writing an ONNX model in memory", () => {
  it("gives ONNX Runtime a graph it opens and runs: a convolution, a float and an int attribute, a scalar initializer", async () => {
    const model = encodeModel({
      opset: 13,
      inputs: [{ name: "x", dims: [1, 1, "height", "width"] }],
      outputs: [{ name: "y", dims: [1, 1, "height", "width"] }],
      initializers: [
        { name: "kernel", dims: [1, 1, 3, 3], data: new Float32Array(9).fill(1) },
        { name: "half", dims: [], data: Float32Array.of(0.5) },
      ],
      nodes: [
        { op: "Conv", inputs: ["x", "kernel"], outputs: ["sum"], attributes: { kernel_shape: [3, 3], auto_pad: "SAME_UPPER" } },
        { op: "Mul", inputs: ["sum", "half"], outputs: ["halved"] },
        { op: "LeakyRelu", inputs: ["halved"], outputs: ["y"], attributes: { alpha: { float: 0.25 } } },
      ],
    });
    const session = await ort.InferenceSession.create(model);
    const x = Float32Array.of(1, 2, 3, 4, 5, 6, -40, 8, 9, 10, 11, 12);
    const { y } = await session.run({ x: new ort.Tensor("float32", x, [1, 1, 3, 4]) });
    await session.release();
    expect(y!.dims).toEqual([1, 1, 3, 4]);
    // The centre of the first row: (1+2+3 + 5+6-40) / 2 = -11.5, then a quarter of it below zero.
    expect((y!.data as Float32Array)[1]).toBeCloseTo(-11.5 * 0.25);
    // The bottom-left corner, whose window is half padding: (5+6 + 9+10) / 2, positive, kept as it is.
    expect((y!.data as Float32Array)[8]).toBeCloseTo(15);
  });
});
