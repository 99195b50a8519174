/**
 * @file Writes small distinct photos whose names carry their capture times, so that indexing them
 * derives events, duplicate groups and text: days of twenty photos ten minutes apart, every
 * tenth an exact copy of the one before.
 *
 * Test and benchmark code (the kill-anywhere test and `bench/reliability.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export async function writeDatedPhotos(dir: string, count: number): Promise<void> {
  let previous: Buffer | null = null;
  for (let i = 0; i < count; i++) {
    const day = String(1 + Math.floor((i % 600) / 20)).padStart(2, "0");
    const minutes = (i % 20) * 10;
    const time = `${String(9 + Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}00`;
    const noise = { type: "gaussian" as const, mean: 128, sigma: 40 };
    // Noise, so that no two photos look alike to the perceptual hash except the exact copies.
    const bytes: Buffer = i % 10 === 9 && previous ? previous : await sharp({ create: { width: 48, height: 32, channels: 3, background: "#000", noise } }).jpeg().toBuffer();
    fs.writeFileSync(path.join(dir, `IMG_2024${String(5 + Math.floor(i / 600)).padStart(2, "0")}${day}_${time}.jpg`), bytes);
    previous = bytes;
  }
}
