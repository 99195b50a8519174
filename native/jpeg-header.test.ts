import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PHOTOS } from "../electron/testing/fixtures";
import { readJpegHeader } from "./jpeg-header";

describe("reading a JPEG's header from its first bytes", () => {
  it("gives the stored size and says the metadata is all there once the image data has begun", () => {
    const bytes = fs.readFileSync(path.join(PHOTOS, "IMG_0004.jpg"));
    // Stored landscape; EXIF orientation 6 turns it portrait when shown.
    expect(readJpegHeader(bytes.subarray(0, 65536))).toEqual({ width: 640, height: 427, complete: true });
  });

  it("says so when the bytes end before the image data, and refuses what is not a JPEG", () => {
    const bytes = fs.readFileSync(path.join(PHOTOS, "IMG_0001.jpg"));
    expect(readJpegHeader(bytes.subarray(0, 40))).toBeNull();
    expect(readJpegHeader(fs.readFileSync(path.join(PHOTOS, "broken_not_an_image.jpg")))).toBeNull();
  });
});
