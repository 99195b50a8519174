import { describe, expect, it } from "vitest";
import { ocrEngineFor } from "./ocr-engine";

describe("choosing the OCR engine for a photo", () => {
  it("gives camera photos to PaddleOCR and screenshots to Tesseract", () => {
    expect(ocrEngineFor({ screenshot: false }, ["eng"])).toBe("paddle");
    expect(ocrEngineFor({ screenshot: true }, ["eng"])).toBe("tesseract");
  });

  it("keeps Tesseract for everything once a language PaddleOCR cannot spell is installed (German's ß)", () => {
    expect(ocrEngineFor({ screenshot: false }, ["eng", "deu"])).toBe("tesseract");
    expect(ocrEngineFor({ screenshot: false }, ["eng", "chi_sim"])).toBe("paddle");
  });
});
