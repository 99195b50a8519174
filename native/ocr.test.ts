import sharp from "sharp";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTOS } from "../electron/testing/fixtures";
import { TextReader } from "./ocr";
import { likelyHoldsText, strokeDensity } from "./text-likelihood";

const photo = (name: string) => ({ path: path.join(PHOTOS, name) });

describe("reading text in photos", () => {
  const reader = new TextReader();
  afterAll(() => reader.terminate());

  it("reads the receipt's product and price", async () => {
    const { text, confidence } = await reader.read(photo("IMG_0100.jpg"), "jpeg");
    expect(text).toContain("STRANDMON");
    expect(text).toContain("119.00");
    expect(confidence).toBeGreaterThan(80);
  });

  it("reads the gate on the boarding-pass screenshot", async () => {
    expect((await reader.read(photo("Screenshot 2025-03-01 at 10.02.11.png"), "png")).text).toMatch(/\bC14\b/);
  });

  it("reads the Wi-Fi password on the sign", async () => {
    expect((await reader.read(photo("IMG_0101.jpg"), "jpeg")).text).toContain("tulip-4417");
  });

  it("finds no text in the coffee photo, dropping what it is unsure of", async () => {
    expect(await reader.read(photo("IMG_0003.jpg"), "jpeg")).toEqual({ text: "", confidence: 0, words: 0 });
  });
});

describe("deciding cheaply which photos to read", () => {
  it("picks the receipt, the sign and the screenshot, and passes over photos without text (the astronaut's badges and folds look like text)", async () => {
    const verdicts = Object.fromEntries(
      await Promise.all(
        (["IMG_0100.jpg", "IMG_0101.jpg", "Screenshot 2025-03-01 at 10.02.11.png", "IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg", "IMG_0004.jpg", "hubble.jpg", "large_coffee.jpg"] as const).map(
          async (name) => [name, await likelyHoldsText(photo(name), name.endsWith(".png") ? "png" : "jpeg")] as const,
        ),
      ),
    );
    expect(verdicts).toEqual({
      "IMG_0100.jpg": true,
      "IMG_0101.jpg": true,
      "Screenshot 2025-03-01 at 10.02.11.png": true,
      "IMG_0001.jpg": true,
      "IMG_0002.jpg": false,
      "IMG_0003.jpg": false,
      "IMG_0004.jpg": false,
      "hubble.jpg": false,
      "large_coffee.jpg": false,
    });
  });

  it("picks a sign with one big word, dense only where the word is", async () => {
    for (const word of ["BAKERY", "GELATO"]) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#f4efe6"/><rect x="40" y="150" width="560" height="180" fill="#1d3557"/><text x="320" y="268" font-family="DejaVu Sans" font-weight="bold" font-size="76" fill="#fff" text-anchor="middle">${word}</text></svg>`;
      const sign = await sharp(Buffer.from(svg)).jpeg().toBuffer();
      expect(await likelyHoldsText({ path: "sign.jpg", bytes: sign }, "jpeg")).toBe(true);
      const { data } = await sharp(sign).resize(256, 192).greyscale().raw().toBuffer({ resolveWithObject: true });
      expect(strokeDensity(data, 256, 192)).toBeLessThan(16);
    }
  });

  it("counts a thin dark stroke on light ground, and not a single edge", () => {
    const stroke = Uint8Array.from([200, 200, 20, 20, 200, 200, 200, 200]);
    const edge = Uint8Array.from([200, 200, 200, 200, 20, 20, 20, 20]);
    expect(strokeDensity(stroke, 8, 1)).toBe(125);
    expect(strokeDensity(edge, 8, 1)).toBe(0);
  });
});
