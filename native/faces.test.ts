import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTOS, tempDir } from "../electron/testing/fixtures";
import { descriptorDistance, detectFaces } from "./faces";
import reference from "./faces.tfjs-reference.json" with { type: "json" };

describe("finding faces", () => {
  const dir = tempDir("faces");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const astronaut = path.join(PHOTOS, "IMG_0001.jpg");

  it("finds the astronaut's one face, and none on the cat or the coffee", async () => {
    const faces = await detectFaces({ path: astronaut }, "jpeg");
    expect(faces).toHaveLength(1);
    expect(faces[0]!.score).toBeGreaterThan(0.9);
    expect(faces[0]!.descriptor).toHaveLength(128);
    const box = faces[0]!.box;
    for (const v of [box.x, box.y, box.x + box.width, box.y + box.height]) expect(v).toBeGreaterThanOrEqual(0), expect(v).toBeLessThanOrEqual(1);
    expect(await detectFaces({ path: path.join(PHOTOS, "IMG_0002.jpg") }, "jpeg")).toEqual([]);
    expect(await detectFaces({ path: path.join(PHOTOS, "IMG_0003.jpg") }, "jpeg")).toEqual([]);
  });

  it("describes a crop and a mirror image of the astronaut as the same person", async () => {
    const mirror = path.join(dir, "mirror.jpg");
    const crop = path.join(dir, "crop.jpg");
    const { width, height } = await sharp(astronaut).metadata();
    await sharp(astronaut).flop().toFile(mirror);
    await sharp(astronaut).extract({ left: Math.round(width! * 0.2), top: 0, width: Math.round(width! * 0.6), height: Math.round(height! * 0.7) }).toFile(crop);
    const [original] = await detectFaces({ path: astronaut }, "jpeg");
    const [mirrored] = await detectFaces({ path: mirror }, "jpeg");
    const [cropped] = await detectFaces({ path: crop }, "jpeg");
    expect(descriptorDistance(original!.descriptor, mirrored!.descriptor)).toBeLessThan(0.35);
    expect(descriptorDistance(original!.descriptor, cropped!.descriptor)).toBeLessThan(0.2);
  });

  // The reference is face-api's own pipeline on TensorFlow.js (the file says how it was recorded):
  // the nets rebuilt for ONNX Runtime and the steps around them must give the same faces.
  it("finds the faces face-api found on TensorFlow.js, with the same boxes, scores, descriptors and smiles, on the astronaut and real photos", async () => {
    const real = path.join(import.meta.dirname, "..", "bench", "eval", "real-photos", "photos");
    let faces = 0;
    for (const [name, expected] of Object.entries(reference.photos)) {
      const found = await detectFaces({ path: path.join(name.startsWith("IMG_") ? PHOTOS : real, name) }, "jpeg");
      expect(found.map((f) => Math.round(f.score * 100)), name).toEqual(expected.map((f) => Math.round(f.score * 100)));
      found.forEach((face, i) => {
        const want = expected[i]!;
        for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(face.box[side] - want.box[side]), `${name} ${side}`).toBeLessThan(1e-4);
        expect(Math.abs(face.score - want.score), name).toBeLessThan(1e-4);
        expect(descriptorDistance(face.descriptor, want.descriptor), name).toBeLessThan(1e-3);
        expect(Math.abs(face.smile - want.smile), name).toBeLessThanOrEqual(0.01);
        faces++;
      });
    }
    expect(faces).toBe(13);
  });
});
