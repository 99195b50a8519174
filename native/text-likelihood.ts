/**
 * @file A cheap guess at whether a photo holds text worth reading, so OCR (the costliest
 * model of the pass) runs on receipts, signs, documents and screenshots and not on every sunset.
 *
 * Runs in the inference worker, on the photo's 256-px thumbnail (a few milliseconds). Text is
 * dense in thin strokes: a sharp dark-to-light edge followed within a few pixels by the opposite
 * edge, along a row. Measured on 256-px thumbnails, in strokes per 1,000 pixels: the fixtures'
 * receipt 25.8, Wi-Fi sign 22.3, boarding-pass screenshot 27.9; photos without text 0.3–15.5
 * (astronaut 10.4, Hubble deep field 11.2, face-api's demo portraits 2.1–15.5), with one
 * portrait in a striped dress before window blinds at 35.1. A false positive costs one OCR run;
 * a miss loses the text, so the threshold sits below the lowest text photo with a margin.
 *
 * A sign with one big word is dense only where the word is: over the whole thumbnail it scored
 * 3.2–5.4. So the densest band of 24 rows is measured too, counting strokes across columns as
 * well (the bars of E, L and T): one-word signs 42.0 ("GELATO") to 59.6, the fixtures' text
 * photos 137–156, photos without text 2.0–32.2 (Hubble) except the astronaut at 57.3 (flag,
 * badges and the suit's folds). The astronaut is read, for nothing: one OCR run.
 */
import sharp from "sharp";
import type { Container } from "./sniff";
import { DEFAULT_MAX_PIXELS, openImage, type ImageSource, upright } from "./decode";
import type { Rgb } from "./upright-pixels";

export const STROKES_PER_1000_PX = 16;
export const BAND_STROKES_PER_1000_PX = 38;
const BAND_ROWS = 24;
const SIDE = 256;
const EDGE = 50;
const MAX_STROKE_PX = 5;

/** Thin strokes per 1,000 pixels of a greyscale image, along its rows: over the whole image, and in its densest band of rows. */
export function strokeDensity(grey: Uint8Array, width: number, height: number): number {
  return strokeDensities(grey, width, height).overall;
}

export function strokeDensities(grey: Uint8Array, width: number, height: number): { overall: number; densestBand: number } {
  const perRow = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let strokes = 0;
    let lastEdge = -MAX_STROKE_PX - 1;
    let lastSign = 0;
    for (let x = 0, at = y * width; x < width - 1; x++, at++) {
      const step = grey[at + 1]! - grey[at]!;
      if (step > EDGE || step < -EDGE) {
        const sign = step > 0 ? 1 : -1;
        if (sign === -lastSign && x - lastEdge <= MAX_STROKE_PX) strokes++;
        lastEdge = x;
        lastSign = sign;
      }
    }
    perRow[y] = strokes;
  }
  const total = perRow.reduce((a, b) => a + b, 0);
  // Strokes down the columns, counted at the row where they end, for the bands only.
  for (let x = 0; x < width; x++) {
    let lastEdge = -MAX_STROKE_PX - 1;
    let lastSign = 0;
    for (let y = 0; y < height - 1; y++) {
      const step = grey[(y + 1) * width + x]! - grey[y * width + x]!;
      if (step > EDGE || step < -EDGE) {
        const sign = step > 0 ? 1 : -1;
        if (sign === -lastSign && y - lastEdge <= MAX_STROKE_PX) perRow[y]!++;
        lastEdge = y;
        lastSign = sign;
      }
    }
  }
  let densestBand = 0;
  let band = 0;
  for (let y = 0; y < height; y++) {
    band += perRow[y]! - (y >= BAND_ROWS ? perRow[y - BAND_ROWS]! : 0);
    if (y >= BAND_ROWS - 1) densestBand = Math.max(densestBand, band);
  }
  return { overall: (total / (width * height)) * 1000, densestBand: (densestBand / (Math.min(BAND_ROWS, height) * width)) * 1000 };
}

export async function likelyHoldsText(source: ImageSource, container: Container): Promise<boolean> {
  const opened = await openImage(source, container, DEFAULT_MAX_PIXELS);
  const { data, info } = await upright(opened)
    .resize(SIDE, SIDE, { fit: "inside" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return dense(data, info.width, info.height);
}

/** The same check on the photo the analysis pass decoded once (`upright-pixels.ts`). */
export async function holdsText(photo: Rgb): Promise<boolean> {
  const { data, info } = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize(SIDE, SIDE, { fit: "inside" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return dense(data, info.width, info.height);
}

function dense(grey: Uint8Array, width: number, height: number): boolean {
  const { overall, densestBand } = strokeDensities(grey, width, height);
  return overall >= STROKES_PER_1000_PX || densestBand >= BAND_STROKES_PER_1000_PX;
}

