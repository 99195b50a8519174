/**
 * @file `npm run bench:analysis-memory` — the peak RSS of indexing and the analysis pass, headless
 * (the engine and its worker threads are one process, so the figure includes the engine), on the
 * 41 real photographs of `bench/eval/real-photos` and six fixtures (a receipt, a sign, a
 * screenshot, a 12-MP photo, the astronaut, the coffee): objects, faces, the text check and OCR.
 * Prints one JSON object, with the peak of each step (indexing, the look at each photo, OCR).
 * `--no-ocr` turns OCR off, so what OCR adds is the difference of two runs.
 *
 *   node --import tsx bench/analysis-memory.ts [--no-ocr]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openService } from "../electron/api/service";
import { PHOTOS, tempDir } from "../electron/testing/fixtures";
import { analysisWorkers } from "../native/worker/worker-count";

const REAL = path.join(path.dirname(fileURLToPath(import.meta.url)), "eval", "real-photos", "photos");
const ocr = !process.argv.includes("--no-ocr");
const photos = tempDir("memory-photos");
for (const f of fs.readdirSync(REAL)) fs.copyFileSync(path.join(REAL, f), path.join(photos, f));
for (const f of ["IMG_0100.jpg", "IMG_0101.jpg", "Screenshot 2025-03-01 at 10.02.11.png", "large_coffee.jpg", "IMG_0001.jpg", "IMG_0003.jpg"]) fs.copyFileSync(path.join(PHOTOS, f), path.join(photos, f));

const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
// The peak of each step (indexing, then the analysis pass's phases), so what holds the memory is known.
let step = "opening";
const peakByStep: Record<string, number> = {};
const sampler = setInterval(() => {
  const rss = process.memoryUsage().rss;
  peak = Math.max(peak, rss);
  peakByStep[step] = Math.max(peakByStep[step] ?? 0, Math.round(rss / 1e6));
}, 50);
const libraryDir = tempDir("memory-library");
const service = await openService({ libraryDir, shell: "cli", analysis: { modelsDir: tempDir("no-models"), enabled: true, ocr } });
const unfollow = service.onIndexProgress((p) => (step = p.analysis ? `analysis: ${p.analysis.phase}` : p.state));
const cpu = process.cpuUsage();
const started = performance.now();
await service.handlers.addFolder({ path: photos });
await service.idle();
const used = process.cpuUsage(cpu);
clearInterval(sampler);
unfollow();
const all = await service.handlers.search({ query: "", limit: 1000, showDuplicates: true });
let withText = 0;
for (const r of all.results) if ((await service.handlers.photo({ id: r.id })).analysis?.text) withText++;
await service.close();
fs.rmSync(photos, { recursive: true, force: true });
fs.rmSync(libraryDir, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify({ ocr, workers: analysisWorkers(), photos: all.results.length, photosWithTextRead: withText, rssBeforeMb: Math.round(rssBefore / 1e6), peakRssMb: Math.round(peak / 1e6), peakRssMbByStep: peakByStep, wallS: Math.round((performance.now() - started) / 100) / 10, cpuS: Math.round((used.user + used.system) / 1e5) / 10 })}\n`);
