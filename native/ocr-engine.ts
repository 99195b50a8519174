/**
 * @file Which OCR engine reads a photo: Tesseract (`ocr.ts`) or PaddleOCR (`paddle-ocr.ts`).
 *
 * Runs in the inference worker, and in the engine (which records the engine a photo was read
 * with). [Note: Two OCR engines] Measured on photos with text (`npm run bench:ocr`), PaddleOCR
 * finds the words of camera photos — a bent book page, signs at an angle, blurred and noisy —
 * where Tesseract loses lines or whole signs, and reads clean renders as well; Tesseract stays
 * for screenshots, which it reads exactly and faster. PaddleOCR's dictionary is Chinese and
 * English (no ß, ñ, ç, ø, å, ö): a library that reads other languages (`recollect ocr
 * languages`) keeps Tesseract for everything, with its traineddata for those languages.
 *
 * Scans are not told apart from camera photos yet (nothing in a file says it was scanned), so
 * they go to PaddleOCR with the camera photos; it read the fixtures' rendered receipt and sign
 * word for word.
 */

export type OcrEngine = "tesseract" | "paddle";

/** Tesseract language codes PaddleOCR's Chinese-and-English recogniser covers. */
const PADDLE_LANGUAGES = new Set(["eng", "chi_sim"]);

export function ocrEngineFor(photo: { screenshot: boolean }, languages: readonly string[]): OcrEngine {
  if (photo.screenshot) return "tesseract";
  return languages.every((code) => PADDLE_LANGUAGES.has(code)) ? "paddle" : "tesseract";
}
