/**
 * @file The picture a video shows where a photo would show its thumbnail: a dark frame of the
 * video's shape with a play glyph and, when known, its length. Drawn with sharp from SVG.
 *
 * This is the inference side of the house (`native/`): it may not import anything from
 * `electron/`. No frame is decoded (no video decoder ships with the app), so every place that
 * shows a picture of a photo (covers, cards, the history, the viewer while it loads) shows this
 * rather than a broken image.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export interface VideoShape {
  /** The frame's size as recorded; a 16:9 frame when unknown. */
  width: number | null;
  height: number | null;
  durationS: number | null;
}

/** Longest side of the picture, as a thumbnail's. */
const SIZE = 256;

/** "0:07", "3:25", "1:02:09": a length as players show it. */
export function videoLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** The SVG drawn: pure, so its contents are tested without decoding it. */
export function videoPlaceholderSvg({ width, height, durationS }: VideoShape): string {
  const ratio = width && height && width > 0 && height > 0 ? Math.min(4, Math.max(0.25, width / height)) : 16 / 9;
  const w = Math.round(ratio >= 1 ? SIZE : SIZE * ratio);
  const h = Math.round(ratio >= 1 ? SIZE / ratio : SIZE);
  const r = Math.round(Math.min(w, h) * 0.18);
  const cx = w / 2;
  const cy = h / 2;
  const length = durationS !== null && Number.isFinite(durationS) && durationS > 0 ? videoLength(durationS) : null;
  const label = length
    ? `<rect x="${w - 12 - length.length * 9}" y="${h - 30}" width="${length.length * 9 + 6}" height="22" rx="4" fill="#000" fill-opacity="0.75"/>` +
      `<text x="${w - 9}" y="${h - 14}" text-anchor="end" font-family="sans-serif" font-size="15" font-weight="600" fill="#fff">${length}</text>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4150"/><stop offset="1" stop-color="#1c2029"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="3"/>` +
    `<path d="M ${cx - r * 0.32} ${cy - r * 0.48} L ${cx + r * 0.52} ${cy} L ${cx - r * 0.32} ${cy + r * 0.48} Z" fill="#fff"/>` +
    label +
    `</svg>`
  );
}

/** Writes the picture of a video to `out` (WebP), making its folder. */
export async function renderVideoPlaceholder(shape: VideoShape, out: string): Promise<void> {
  await fs.mkdir(path.dirname(out), { recursive: true });
  // Written beside and renamed: a request arriving meanwhile never reads half a file.
  const partial = `${out}.${process.pid}.partial`;
  await sharp(Buffer.from(videoPlaceholderSvg(shape))).webp({ quality: 80 }).toFile(partial);
  await fs.rename(partial, out);
}
