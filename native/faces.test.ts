import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTOS, tempDir } from "../electron/testing/fixtures";
import { descriptorDistance, detectFaces } from "./faces";

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
});
