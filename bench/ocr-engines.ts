/**
 * @file `npm run bench:ocr` — Tesseract against PaddleOCR on photos with text: words
 * found, word precision and recall against what a person reads in each photo, time per
 * photo, and each engine's memory. Prints one JSON object on stdout; progress goes to stderr.
 *
 *   node --import tsx bench/ocr-engines.ts [--engine tesseract|paddle]
 *
 * Each engine runs in a child process of its own (this script with `--engine`), so its RSS is
 * its own; the photos are read twice and the second, warm, run is timed.
 *
 * The photos, in four groups:
 * - `camera`: real photographs with legible words, from `bench/eval/real-photos`
 *   (scikit-image's photographed book page). Few: the Debian packages have little else.
 * - `cameraLike`: signs and a menu drawn here and turned, blurred, noised and pasted into real
 *   photos, then saved as JPEG — a stand-in for camera text, said to be one.
 * - `clean`: the fixtures' rendered receipt and Wi-Fi sign and the boarding-pass screenshot.
 * - `noText`: every real photograph of `bench/eval/real-photos` whose labels name no text, plus the fixtures'
 *   12-MP coffee photo: any word read there is a false one.
 * Words are compared lowercased, split at anything but letters and digits, two characters or
 * more, as bags (a word twice in the photo must be read twice).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { PHOTOS, tempDir } from "../electron/testing/fixtures";
import type { ImageSource } from "../native/decode";
import { TextReader, type RecognizedText } from "../native/ocr";
import { PaddleTextReader } from "../native/paddle-ocr";
import type { Container } from "../native/sniff";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REAL = path.join(HERE, "eval", "real-photos", "photos");
const log = (message: string) => process.stderr.write(`${message}\n`);

interface Sample {
  name: string;
  group: "camera" | "cameraLike" | "clean" | "noText";
  path: string;
  /** What a person reads in it; empty for photos without text. */
  truth: string;
}

const PAGE = `Region-based segmentation
Let us first determine markers of the coins and the
background. These markers are pixels that we can label
unambiguously as either object or background. Here,
the markers are found at the two extreme parts of the
histogram of grey values:
>>> markers = np.zeros_like(coins)`;

/** Drawn signs: words, the real photo they are pasted into, and how the "camera" saw them. */
const SIGNS = [
  { name: "bakery-sign", background: "tuxpaint-002.jpg", lines: ["BAKERY", "Fresh bread daily", "Open 7am - 6pm"], fill: "#2b2d42", ink: "#f1faee", turn: -7, shear: 0.12, blur: 1.1, noise: 10 },
  { name: "street-sign", background: "lomiri-007.jpg", lines: ["Rua Augusta", "Baixa 1100"], fill: "#1d3557", ink: "#ffffff", turn: 5, shear: -0.18, blur: 1.4, noise: 14 },
  { name: "cafe-menu", background: "lomiri-005.jpg", lines: ["Espresso 2.50", "Cappuccino 3.20", "Croissant 1.80", "Orange juice 4.00"], fill: "#fdf6e3", ink: "#3c2f2f", turn: 3, shear: 0.08, blur: 0.9, noise: 8 },
  { name: "platform-sign", background: "lomiri-001.jpg", lines: ["Platform 4", "Lisbon Oriente"], fill: "#ffd60a", ink: "#111111", turn: -11, shear: 0.2, blur: 1.6, noise: 12 },
] as const;

async function drawSign(sign: (typeof SIGNS)[number], into: string): Promise<string> {
  const lineHeight = 64;
  const width = 760;
  const height = sign.lines.length * lineHeight + 50;
  const text = sign.lines.map((l, i) => `<text x="36" y="${70 + i * lineHeight}" font-family="DejaVu Sans" font-weight="${i === 0 ? "bold" : "normal"}" font-size="${i === 0 ? 52 : 40}" fill="${sign.ink}">${l}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="18" fill="${sign.fill}"/>${text}</svg>`;
  const angle = (sign.turn * Math.PI) / 180;
  const turned = await sharp(Buffer.from(svg))
    .affine([[Math.cos(angle), -Math.sin(angle) + sign.shear], [Math.sin(angle), Math.cos(angle)]], { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const background = sharp(path.join(REAL, sign.background)).resize(1600, 1200, { fit: "cover" });
  const scene = await background
    .composite([{ input: turned.data, left: Math.round((1600 - turned.info.width) / 2), top: Math.round((1200 - turned.info.height) / 2) }])
    .blur(sign.blur)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor noise, the same each run.
  let seed = 7;
  for (let i = 0; i < scene.data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    scene.data[i] = Math.max(0, Math.min(255, scene.data[i]! + ((seed / 0x7fffffff) * 2 - 1) * sign.noise));
  }
  const file = path.join(into, `${sign.name}.jpg`);
  await sharp(scene.data, { raw: scene.info }).jpeg({ quality: 72 }).toFile(file);
  return file;
}

async function samples(): Promise<Sample[]> {
  const made = tempDir("ocr-bench");
  const list: Sample[] = [
    { name: "skimage-page", group: "camera", path: path.join(REAL, "skimage-013.jpg"), truth: PAGE },
    ...(await Promise.all(SIGNS.map(async (s) => ({ name: s.name, group: "cameraLike" as const, path: await drawSign(s, made), truth: s.lines.join("\n") })))),
    { name: "IMG_0100", group: "clean", path: path.join(PHOTOS, "IMG_0100.jpg"), truth: "IKEA Seattle\nSTRANDMON wing chair\nItem 119.00\nTotal USD 119.00\n2025-03-03 14:12" },
    { name: "IMG_0101", group: "clean", path: path.join(PHOTOS, "IMG_0101.jpg"), truth: "Guest Wi-Fi\nnetwork: lakehouse\npassword: tulip-4417" },
    { name: "boarding-pass screenshot", group: "clean", path: path.join(PHOTOS, "Screenshot 2025-03-01 at 10.02.11.png"), truth: "BOARDING PASS\nSEA Seattle-Tacoma\nFlight AS 331 Gate C14\nSeat 14A Boarding 11:40" },
  ];
  // Photos whose labels name legible text (a page, handwritten formulas, a sign) count neither way.
  const labels = JSON.parse(fs.readFileSync(path.join(REAL, "..", "labels.json"), "utf8")) as { photos: Array<{ file: string; text?: string }> };
  const withText = new Set(labels.photos.filter((p) => p.text).map((p) => p.file));
  for (const file of fs.readdirSync(REAL).sort()) if (!withText.has(file)) list.push({ name: file.replace(/\.jpg$/, ""), group: "noText", path: path.join(REAL, file), truth: "" });
  list.push({ name: "large_coffee (4800×3200)", group: "noText", path: path.join(PHOTOS, "large_coffee.jpg"), truth: "" });
  return list;
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
}

/** Words read that are in the truth, as bags. */
export function matched(read: string[], truth: string[]): number {
  const left = new Map<string, number>();
  for (const w of truth) left.set(w, (left.get(w) ?? 0) + 1);
  let n = 0;
  for (const w of read) {
    const k = left.get(w) ?? 0;
    if (k > 0) (n++, left.set(w, k - 1));
  }
  return n;
}

interface Reading {
  name: string;
  group: Sample["group"];
  text: string;
  wallMs: number;
  cpuMs: number;
}

async function runEngine(engine: "tesseract" | "paddle"): Promise<void> {
  const list = await samples();
  const rssStart = process.memoryUsage().rss;
  let peakRss = rssStart;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const tesseract = engine === "tesseract" ? new TextReader() : null;
  const paddle = engine === "paddle" ? new PaddleTextReader() : null;
  const read = (source: ImageSource, container: Container): Promise<RecognizedText> => (tesseract ? tesseract.read(source, container) : paddle!.read(source, container));
  const readings: Reading[] = [];
  for (const round of [0, 1]) {
    for (const s of list) {
      const container: Container = s.path.endsWith(".png") ? "png" : "jpeg";
      const cpu = process.cpuUsage();
      const started = performance.now();
      const found = await read({ path: s.path }, container);
      const wallMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (round === 1) readings.push({ name: s.name, group: s.group, text: found.text, wallMs, cpuMs: (used.user + used.system) / 1000 });
      log(`${engine} ${round ? "warm" : "cold"} ${s.name}: ${Math.round(wallMs)} ms`);
    }
  }
  clearInterval(sampler);
  await tesseract?.terminate();
  await paddle?.release();
  process.stdout.write(JSON.stringify({ readings, rssStartMb: Math.round(rssStart / 1e6), peakRssMb: Math.round(peakRss / 1e6) }));
}

function summarise(readings: Reading[], list: Sample[]) {
  const truthOf = new Map(list.map((s) => [s.name, s.truth]));
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const groups: Record<string, unknown> = {};
  for (const group of ["camera", "cameraLike", "clean", "noText"] as const) {
    const these = readings.filter((r) => r.group === group);
    let read = 0, truth = 0, hit = 0;
    const photos = these.map((r) => {
      const w = wordsOf(r.text);
      const t = wordsOf(truthOf.get(r.name) ?? "");
      const m = matched(w, t);
      read += w.length, truth += t.length, hit += m;
      return { name: r.name, wordsRead: w.length, wordsRight: m, wordsInPhoto: t.length, ms: Math.round(r.wallMs), text: r.text };
    });
    groups[group] = {
      photos: these.length,
      wordsRead: read,
      wordsRight: hit,
      wordsInPhotos: truth,
      precision: read ? round(hit / read) : null,
      recall: truth ? round(hit / truth) : null,
      meanWallMs: Math.round(these.reduce((s, r) => s + r.wallMs, 0) / (these.length || 1)),
      meanCpuMs: Math.round(these.reduce((s, r) => s + r.cpuMs, 0) / (these.length || 1)),
      photosWithFalseWords: group === "noText" ? photos.filter((p) => p.wordsRead > 0).map((p) => `${p.name}: ${p.text.replace(/\n/g, " / ")}`) : undefined,
      perPhoto: group === "noText" ? undefined : photos,
    };
  }
  return groups;
}

const engineArg = process.argv.indexOf("--engine");
if (engineArg >= 0) {
  await runEngine(process.argv[engineArg + 1] as "tesseract" | "paddle");
} else {
  const list = await samples();
  const result: Record<string, unknown> = {};
  for (const engine of ["tesseract", "paddle"] as const) {
    const child = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--engine", engine], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64e6 });
    if (child.status !== 0) throw new Error(`${engine} run failed (exit ${child.status})`);
    const run = JSON.parse(child.stdout) as { readings: Reading[]; rssStartMb: number; peakRssMb: number };
    result[engine] = { rssStartMb: run.rssStartMb, peakRssMb: run.peakRssMb, addedRssMb: run.peakRssMb - run.rssStartMb, ...summarise(run.readings, list) };
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
