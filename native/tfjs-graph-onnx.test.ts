import path from "node:path";
import * as ort from "onnxruntime-node";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTOS } from "../electron/testing/fixtures";
import { EMOTION_IO, humanModels } from "./expressions";
import { CENTERNET_IO } from "./objects";
import { graphModelOnnx } from "./tfjs-graph-onnx";

// The expected numbers were recorded by running Human's own graph files on TensorFlow.js 4.22's
// WebAssembly backend (tfjs-converter's loadGraphModel, then execute) with the same inputs; the
// ONNX rewrite matched them then within 1e-6 (scores) and 1e-4 (box sides, in pixels).

async function run(model: Uint8Array, feeds: Record<string, ort.Tensor>) {
  const session = await ort.InferenceSession.create(model);
  try {
    return await session.run(feeds);
  } finally {
    await session.release();
  }
}

describe("TensorFlow.js graph models rewritten for ONNX Runtime", () => {
  it("CenterNet scores the cat photo's best cells and sizes their boxes as Human's graph does on tfjs, at 512×512", async () => {
    const side = 512;
    const rgb = await sharp(path.join(PHOTOS, "IMG_0002.jpg")).rotate().resize(side, side, { fit: "contain", position: "left top", background: "#000" }).removeAlpha().raw().toBuffer();
    const planar = new Float32Array(3 * side * side);
    for (let i = 0; i < side * side; i++) for (let c = 0; c < 3; c++) planar[c * side * side + i] = rgb[i * 3 + c]!;
    const out = await run(await graphModelOnnx(path.join(humanModels(), "centernet.json"), CENTERNET_IO), { [CENTERNET_IO.input.name]: new ort.Tensor("float32", planar, [1, 3, side, side]) });
    const heat = out[CENTERNET_IO.outputs[0].name]!;
    const sides = out[CENTERNET_IO.outputs[1].name]!;
    expect(heat.dims).toEqual([1, side / 4, side / 4, 80]);
    expect(sides.dims).toEqual([1, side / 4, side / 4, 4]);
    const heatData = heat.data as Float32Array;
    const sidesData = sides.data as Float32Array;
    // The five best (cell × class) scores: index, score, and that cell's four box sides in pixels.
    const recorded: Array<[number, number, number[]]> = [
      [435135, 0.5132615566253662, [258.48260498046875, 164.03712463378906, 219.53028869628906, 167.42982482910156]],
      [435055, 0.5019639730453491, [251.8775634765625, 163.22125244140625, 222.78945922851562, 167.7934112548828]],
      [434495, 0.4805498421192169, [221.51747131347656, 163.42410278320312, 243.47366333007812, 168.33807373046875]],
      [424895, 0.47965139150619507, [257.9548645019531, 162.49598693847656, 219.32794189453125, 171.5045166015625]],
      [434415, 0.45346519351005554, [217.5175018310547, 163.4423370361328, 245.8147430419922, 168.11911010742188]],
    ];
    const best = Array.from(heatData.keys()).sort((a, b) => heatData[b]! - heatData[a]!).slice(0, 5);
    expect(best).toEqual(recorded.map(([i]) => i));
    for (const [i, score, cellSides] of recorded) {
      expect(heatData[i]).toBeCloseTo(score, 5);
      const cell = Math.floor(i / 80);
      Array.from(sidesData.slice(cell * 4, cell * 4 + 4)).forEach((v, k) => expect(Math.abs(v - cellSides[k]!)).toBeLessThan(0.01));
    }
    // Every cell, summed: the whole maps, not just their peaks.
    expect(heatData.reduce((a, b) => a + b, 0)).toBeCloseTo(2113.4294, 1);
    expect(sidesData.reduce((a, b) => a + b, 0) / 7263813.18).toBeCloseTo(1, 5);
  });

  it("the emotion model gives each feeling's share of the astronaut photo as Human's graph does on tfjs", async () => {
    const crop = await sharp(path.join(PHOTOS, "IMG_0001.jpg")).rotate().resize(64, 64, { fit: "fill" }).removeAlpha().raw().toBuffer();
    const grey = new Float32Array(64 * 64);
    for (let i = 0; i < grey.length; i++) grey[i] = ((0.2989 * crop[i * 3]! + 0.587 * crop[i * 3 + 1]! + 0.114 * crop[i * 3 + 2]!) / 255 - 0.5) * 2;
    const out = await run(await graphModelOnnx(path.join(humanModels(), "emotion.json"), EMOTION_IO), { [EMOTION_IO.input.name]: new ort.Tensor("float32", grey, [1, 1, 64, 64]) });
    const feelings = out[EMOTION_IO.outputs[0].name]!;
    expect(feelings.dims).toEqual([1, 7]);
    const recorded = [0.17460006475448608, 2.1385017134889495e-7, 0.03974675014615059, 0.017315611243247986, 0.6706936955451965, 0.02598678693175316, 0.07165691256523132];
    Array.from(feelings.data as Float32Array).forEach((share, i) => expect(Math.abs(share - recorded[i]!)).toBeLessThan(1e-5));
  });

  it("refuses a graph it cannot convert, naming what is wrong: an op it does not know, an input it was not told of", async () => {
    const centerNet = path.join(humanModels(), "centernet.json");
    // CenterNet's own decoder, past the outputs Recollect asks for, sorts and gathers.
    await expect(graphModelOnnx(centerNet, { ...CENTERNET_IO, outputs: [{ node: "tower_0/detections", name: "detections", dims: [1, 100, 6] }] })).rejects.toThrow(/centernet\.json uses \w+ \(.+\), which is not converted/);
    await expect(graphModelOnnx(path.join(humanModels(), "emotion.json"), { ...EMOTION_IO, input: { ...EMOTION_IO.input, node: "pixels" } })).rejects.toThrow(/emotion\.json has an unexpected input input_1/);
  });
});
