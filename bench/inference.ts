/**
 * @file `npm run bench:inference` — the inference worker's costs. Prints one JSON object on
 * stdout; progress goes to stderr.
 *
 *   node --import tsx bench/inference.ts [--photos N] [--rounds 3] [--models DIR] [--workers N] [--analysis-only]
 *
 * 1. Per image: decode + CLIP preprocessing, the CLIP image embedding (the installed CLIP model
 *    when `--models` holds one, else the generated stand-in whose run costs about what ViT-B/32
 *    costs on a laptop CPU; the output names which), Tesseract on photos with and without text,
 *    the text-likelihood check. Then per model, CPU and wall, on a 12-MP camera mix, each model
 *    reading one shared decode as the analysis pass does (`perModel`), with faces measured on
 *    every photo so what the person gate saves is known; OCR (PaddleOCR, as the pass reads camera
 *    photos) on the photos the text check selects, and its share of the pass. Then the pass itself through 1 worker and through as
 *    many as `analysisWorkers` allows (or `--workers`), alternating: wall and CPU per photo, RSS.
 *    `--analysis-only` stops there.
 * 2. The worker's overhead: the same batches of photos embedded in-process (decode, preprocess,
 *    raw ORT `run`) and through the worker (queue, transfer, batching), alternating; the
 *    overhead is the extra time as a share of the raw `run` time (target ≤ 10%).
 * 3. The whole pipeline on this machine (ingestion, then CLIP, OCR and faces) in photos/s, with
 *    OCR on and off, alternating, so what OCR adds to bulk indexing is measured (target ≤ 25%).
 * Machines are noisy: compare the ratios, which are measured within one run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as ort from "onnxruntime-node";
import { openService } from "../electron/api/service";
import { PHOTOS } from "../electron/testing/fixtures";
import { installTinyModels } from "../electron/testing/tiny-models";
import { ClipModel, type ClipFiles } from "../native/clip/clip-model";
import { pixelValues, pixelValuesOf } from "../native/clip/preprocess";
import { PERSON_GATE } from "../native/analyse-photo";
import { facesIn } from "../native/faces";
import { CenterNet } from "../native/objects";
import { uprightPixels } from "../native/upright-pixels";
import { analysisWorkers } from "../native/worker/worker-count";
import { ModelManager } from "../native/models/manager";
import { parseManifest, type Manifest } from "../native/models/manifest";
import { TextReader } from "../native/ocr";
import { ocrEngineFor } from "../native/ocr-engine";
import { PaddleTextReader } from "../native/paddle-ocr";
import { openSession } from "../native/runtime";
import { holdsText, likelyHoldsText } from "../native/text-likelihood";
import { InferenceClient } from "../native/worker/client";
import type { ImageItem } from "../native/worker/protocol";

const args = process.argv.slice(2);
const value = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const modelsArg = args.indexOf("--models");
const ROUNDS = value("rounds", 3);
const PIPELINE_PHOTOS = value("photos", 60);
const BATCH = 8;
const log = (message: string) => process.stderr.write(`${message}\n`);
const ms = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ROOT = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-bench-inference-"));

const REAL = path.join(import.meta.dirname, "eval", "real-photos", "photos");
/**
 * The camera-photo mix: the fixtures' photos (two of them photographed text) and real photographs
 * of people, animals, vehicles, food and landscapes (`eval/real-photos`): 3 of 16 show a person.
 */
const MIX = [
  ...["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg", "IMG_0004.jpg", "large_coffee.jpg", "hubble.jpg", "IMG_0100.jpg", "IMG_0101.jpg"].map((f) => path.join(PHOTOS, f)),
  ...["skimage-003.jpg", "lomiri-009.jpg", "lomiri-006.jpg", "skimage-011.jpg", "lomiri-001.jpg", "im6-001.jpg", "lomiri-014.jpg", "lomiri-003.jpg"].map((f) => path.join(REAL, f)),
];
/** Pixels enough for every model of the pass (as `analyse-photo.ts` decodes). */
const SHARED = { longest: 512, shortest: 224 };

/** 12-MP camera-like JPEGs, so decode costs what a phone photo costs. */
async function cameraPhotos(n: number, sources = MIX.slice(0, 6), name = "camera"): Promise<string[]> {
  const dir = path.join(ROOT, name);
  fs.mkdirSync(dir, { recursive: true });
  const bases = await Promise.all(sources.map((s) => sharp(s).rotate().resize(4000, 3000, { fit: "cover" }).jpeg({ quality: 88 }).toBuffer()));
  return Array.from({ length: n }, (_, i) => {
    const file = path.join(dir, `IMG_${String(i).padStart(4, "0")}.jpg`);
    fs.writeFileSync(file, Buffer.concat([bases[i % bases.length]!, Buffer.from(`recollect-bench-${i}`)]));
    return file;
  });
}

/** The CLIP model to measure: the installed one, else the stand-in with the tiny text model. */
async function clipUnderTest(): Promise<{ files: ClipFiles; manifest: Manifest; modelsDir: string; standIn: boolean }> {
  if (modelsArg >= 0) {
    const modelsDir = path.resolve(args[modelsArg + 1]!);
    const manager = new ModelManager(modelsDir);
    const files = await manager.clip();
    if (files) return { files, manifest: manager.manifest, modelsDir, standIn: false };
    log(`No CLIP model in ${modelsDir}; measuring the stand-in.`);
  }
  const modelsDir = path.join(ROOT, "models");
  const tiny = installTinyModels(modelsDir);
  const entry = tiny.models[0]!;
  if (entry.kind !== "clip") throw new Error("unexpected test manifest");
  // The stand-in takes the vision model's place, pinned like any model.
  const standIn = path.join(import.meta.dirname, "..", "models", "test", "clip-vision-standin.onnx");
  const bytes = fs.readFileSync(standIn);
  fs.copyFileSync(standIn, path.join(modelsDir, entry.name, "clip-vision-standin.onnx"));
  const { createHash } = await import("node:crypto");
  const vision = { role: "vision", url: "http://127.0.0.1:9/tiny/clip-vision-standin.onnx", bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  const manifest = parseManifest({ ...tiny, models: [{ ...entry, title: "Stand-in for ViT-B/32 (generated)", files: [vision, entry.files.find((f) => f.role === "text")!] }] });
  const files = await new ModelManager(modelsDir, manifest).clip();
  return { files: files!, manifest, modelsDir, standIn: true };
}

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const clip = await clipUnderTest();
log(`CLIP under test: ${clip.standIn ? "generated stand-in" : clip.files.name}`);
const photos = await cameraPhotos(Math.max(PIPELINE_PHOTOS, 32));
const items: ImageItem[] = photos.slice(0, 32).map((p) => ({ path: p, container: "jpeg" }));
const mixPhotos = await cameraPhotos(MIX.length, MIX, "mix");

// 1. Per-image costs.
log("Decode + preprocess…");
const preprocessMs: number[] = [];
for (const item of items) preprocessMs.push((await time(() => pixelValues(item, "jpeg", clip.files.preprocess)))[1]);
log("Raw ORT run…");
const { session } = await openSession(clip.files.vision, { preference: "cpu" });
const side = clip.files.preprocess.crop;
const batchInput = new ort.Tensor("float32", new Float32Array(BATCH * 3 * side * side).fill(0.1), [BATCH, 3, side, side]);
await session.run({ pixel_values: batchInput });
const runMs: number[] = [];
for (let i = 0; i < 4; i++) runMs.push((await time(() => session.run({ pixel_values: batchInput })))[1] / BATCH);
await session.release();

log("OCR and the text check…");
const reader = new TextReader();
await reader.read({ path: path.join(PHOTOS, "IMG_0101.jpg") }, "jpeg");
const textPhotos = ["IMG_0100.jpg", "IMG_0101.jpg", "Screenshot 2025-03-01 at 10.02.11.png"];
const plainPhotos = ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg", "IMG_0004.jpg"];
const container = (name: string) => (name.endsWith(".png") ? "png" : "jpeg");
const ocrText: number[] = [];
for (const name of textPhotos) ocrText.push((await time(() => reader.read({ path: path.join(PHOTOS, name) }, container(name))))[1]);
const ocrPlain: number[] = [];
for (const name of plainPhotos) ocrPlain.push((await time(() => reader.read({ path: path.join(PHOTOS, name) }, "jpeg")))[1]);
const gate: number[] = [];
for (const name of [...textPhotos, ...plainPhotos]) gate.push((await time(() => likelyHoldsText({ path: path.join(PHOTOS, name) }, container(name))))[1]);
await reader.terminate();

// Per model, CPU and wall on one decode shared by all of them, as the analysis pass runs them.
// CPU is the whole process's (sharp's threads included), one model at a time, so it is that model's.
log("Per model, on one shared decode…");
const detector = new CenterNet();
const standInClip = new ClipModel(clip.files, { preference: "cpu" });
const warm = await uprightPixels({ path: path.join(PHOTOS, "IMG_0001.jpg") }, "jpeg", SHARED);
await detector.detect(warm);
await facesIn(warm);
await standInClip.embedImages([await pixelValuesOf(warm, clip.files.preprocess)]);
type Cost = { cpuMs: number[]; wallMs: number[] };
const costs: Record<string, Cost> = {};
async function measure<T>(name: string, work: () => Promise<T>): Promise<T> {
  const cost = (costs[name] ??= { cpuMs: [], wallMs: [] });
  const cpuBefore = process.cpuUsage();
  const [result, wall] = await time(work);
  const used = process.cpuUsage(cpuBefore);
  cost.cpuMs.push((used.user + used.system) / 1000);
  cost.wallMs.push(wall);
  return result;
}
let people = 0;
let textSelected = 0;
// Camera photos are read by PaddleOCR in the pass (`ocrEngineFor`), so the mix's OCR is PaddleOCR's.
const ocrReader = ocrEngineFor({ screenshot: false }, ["eng"]) === "paddle" ? new PaddleTextReader() : new TextReader();
await ocrReader.read({ path: path.join(PHOTOS, "IMG_0101.jpg") }, "jpeg");
const mixItems = mixPhotos.map((p) => ({ path: p, container: "jpeg" as const }));
for (const item of mixItems) {
  const photo = await measure("decodeOnce", () => uprightPixels(item, "jpeg", SHARED));
  if (await measure("textCheck", () => holdsText(photo))) {
    textSelected++;
    await measure("ocrSelected", () => ocrReader.read(item, "jpeg"));
  }
  const objects = await measure("objects", () => detector.detect(photo));
  const person = objects.some((o) => o.label === "person" && o.score >= PERSON_GATE);
  people += Number(person);
  // Faces are measured on every photo, so what the gate saves is known.
  await measure(person ? "facesWithPerson" : "facesWithoutPerson", () => facesIn(photo));
  await measure("clipStandIn", async () => standInClip.embedImages([await pixelValuesOf(photo, clip.files.preprocess)]));
  await measure("decodeFull12MPAsBefore", () => uprightPixels(item, "jpeg", { longest: 4000, shortest: 0 }));
}
await standInClip.release();
await ("release" in ocrReader ? ocrReader.release() : ocrReader.terminate());
const perModel = Object.fromEntries(Object.entries(costs).map(([name, c]) => [name, { cpuMs: ms(median(c.cpuMs)), wallMs: ms(median(c.wallMs)), photos: c.cpuMs.length }]));
const mean = (name: string) => (costs[name] ? costs[name].cpuMs.reduce((a, b) => a + b, 0) : 0);
// The pass without CLIP, per photo on average over the mix: decode, text check, objects, faces where the gate lets them.
const analysisCpuMsPerPhoto = ms((mean("decodeOnce") + mean("textCheck") + mean("objects") + mean("facesWithPerson")) / mixItems.length);
const ungatedCpuMsPerPhoto = ms(analysisCpuMsPerPhoto + mean("facesWithoutPerson") / mixItems.length);
const ocrCpuMsPerPhoto = ms(mean("ocrSelected") / mixItems.length);
// The whole pass that `passCpuTargetMs` bounds: objects, faces, the text check and OCR where selected.
const passCpuMsPerPhoto = ms(analysisCpuMsPerPhoto + ocrCpuMsPerPhoto);
/** What each step adds to the pass, CPU ms per photo of the mix (a step run on some photos is spread over all). */
const passShares = Object.fromEntries(
  (["decodeOnce", "textCheck", "objects", "facesWithPerson", "ocrSelected"] as const).map((name) => [name, { cpuMsPerPhoto: ms(mean(name) / mixItems.length), share: Math.round((mean(name) / mixItems.length / passCpuMsPerPhoto) * 1000) / 1000 }]),
);

// The pass through the workers, as the analyzer drives it: 1 worker, then as many as `analysisWorkers` allows, alternating.
const workerCount = value("workers", analysisWorkers());
log(`The pass through 1 and ${workerCount} workers…`);
const WANTED = { clip: false, objects: true, faces: true, textCheck: true, colours: true };
const throughWorkers = async (count: number) => {
  const pool = Array.from({ length: count }, () => new InferenceClient({ config: { clip: null, provider: "cpu", ocrLanguages: [] }, batchSize: BATCH }));
  await Promise.all(pool.map((c) => c.analysePhoto({ ...mixItems[0]!, wanted: WANTED })));
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const cpuBefore = process.cpuUsage();
  let turn = 0;
  const [, wall] = await time(() => Promise.all(mixItems.map((item) => pool[turn++ % count]!.analysePhoto({ ...item, wanted: WANTED }))));
  const used = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  await Promise.all(pool.map((c) => c.close()));
  return { workers: count, wallMsPerPhoto: ms(wall / mixItems.length), cpuMsPerPhoto: ms((used.user + used.system) / 1000 / mixItems.length), peakRssMb: Math.round(peak / 1e6) };
};
const baseRss = process.memoryUsage().rss;
const workerRounds: Array<Awaited<ReturnType<typeof throughWorkers>>> = [];
for (let round = 0; round < Math.max(1, ROUNDS - 1); round++) workerRounds.push(await throughWorkers(1), await throughWorkers(workerCount));
const best = (count: number) => workerRounds.filter((r) => r.workers === count);
const one = best(1);
const many = best(workerCount);

if (args.includes("--analysis-only")) {
  fs.rmSync(ROOT, { recursive: true, force: true });
  process.stdout.write(`${JSON.stringify(analysisReport(), null, 2)}\n`);
  process.exit(0);
}

/** What section 1 measured. */
function analysisReport() {
  return {
    machine: { cpus: os.availableParallelism(), node: process.version, onnxruntime: ort.env.versions.common },
    clipModel: clip.standIn ? "generated stand-in for ViT-B/32 (models/test/clip-vision-standin.onnx)" : clip.files.name,
    perImageMs: {
      decodeAndPreprocess12MP: ms(median(preprocessMs)),
      clipImageEmbedding: ms(median(runMs)),
      ocrTextPhoto: ms(median(ocrText)),
      ocrPhotoWithoutText: ms(median(ocrPlain)),
      textLikelihoodCheck: ms(median(gate)),
    },
    /** The analysis pass's models on the 12-MP camera mix, each reading one shared decode: medians per photo. */
    perModel,
    mix: { photos: mixItems.length, personSeen: people, textSelected, load: os.loadavg().map((l) => ms(l)) },
    /** Decode, text check, objects, faces where a person was seen: CPU ms per photo, mean over the mix (target ≤ 400). */
    analysisCpuMsPerPhoto,
    /** The same with faces on every photo, as if there were no person gate: what the gate saves. */
    ungatedCpuMsPerPhoto,
    /** OCR (PaddleOCR, as the pass reads camera photos) on the photos the text check selected, CPU ms per photo of the mix, and its share of the whole pass. */
    ocrCpuMsPerPhoto,
    ocrShareOfPass: Math.round((ocrCpuMsPerPhoto / passCpuMsPerPhoto) * 1000) / 1000,
    /** The whole pass with OCR where selected, CPU ms per photo on average over the mix (target ≤ `passCpuTargetMs`), and each step's part of it. */
    passCpuMsPerPhoto,
    passShares,
    passCpuTargetMs: 400,
    /** The pass through the workers (no CLIP, no OCR), wall per photo on this machine (target ≤ 250 ms, RSS ≤ 1.2 GB). */
    workers: {
      rounds: workerRounds,
      oneWorkerWallMsPerPhoto: ms(median(one.map((r) => r.wallMsPerPhoto))),
      wallMsPerPhoto: ms(median(many.map((r) => r.wallMsPerPhoto))),
      count: workerCount,
      rssBeforeMb: Math.round(baseRss / 1e6),
      peakRssMb: Math.max(...many.map((r) => r.peakRssMb)),
      firstWorkerRssMb: Math.max(...one.map((r) => r.peakRssMb)) - Math.round(baseRss / 1e6),
      rssPerWorkerMb: Math.round((Math.max(...many.map((r) => r.peakRssMb)) - Math.max(...one.map((r) => r.peakRssMb))) / Math.max(1, workerCount - 1)),
      targetWallMs: 250,
    },
  };
}

// 2. The worker's overhead, alternating in-process and worker rounds.
log("Worker overhead…");
const local = new ClipModel(clip.files, { preference: "cpu" });
const client = new InferenceClient({ config: { clip: clip.files, provider: "cpu", ocrLanguages: [] }, batchSize: BATCH });
await local.embedImages([await pixelValues(items[0]!, "jpeg", clip.files.preprocess)]);
await client.embedImage(items[0]!);
const overheadRounds: Array<{ inProcessMs: number; runMs: number; workerMs: number; overhead: number }> = [];
for (let round = 0; round < ROUNDS; round++) {
  let pure = 0;
  let run = 0;
  for (let i = 0; i < items.length; i += BATCH) {
    const started = performance.now();
    // Four at a time, as the worker decodes a batch.
    const slice = items.slice(i, i + BATCH);
    const pixels: Float32Array[] = new Array(slice.length);
    let next = 0;
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (next < slice.length) {
        const at = next++;
        pixels[at] = await pixelValues(slice[at]!, "jpeg", clip.files.preprocess);
      }
    }));
    const ran = performance.now();
    await local.embedImages(pixels);
    run += performance.now() - ran;
    pure += performance.now() - started;
  }
  const [, workerMs] = await time(() => Promise.all(items.map((item) => client.embedImage(item))));
  overheadRounds.push({ inProcessMs: ms(pure), runMs: ms(run), workerMs: ms(workerMs), overhead: Math.round(((workerMs - pure) / run) * 1000) / 1000 });
}
await local.release();
await client.close();

// 3. The whole pipeline, OCR on and off.
log(`Pipeline on ${PIPELINE_PHOTOS} photos (12-MP, plus the fixtures' text photos)…`);
const library = path.join(ROOT, "pipeline-photos");
fs.mkdirSync(library, { recursive: true });
for (const file of photos.slice(0, PIPELINE_PHOTOS)) fs.copyFileSync(file, path.join(library, path.basename(file)));
for (const name of textPhotos) fs.copyFileSync(path.join(PHOTOS, name), path.join(library, name));
const pipeline = async (ocr: boolean) => {
  const libraryDir = path.join(ROOT, `library-${ocr}`);
  fs.rmSync(libraryDir, { recursive: true, force: true });
  const service = await openService({ libraryDir, shell: "cli", analysis: { enabled: true, ocr, modelsDir: clip.modelsDir, manifest: clip.manifest, provider: "cpu" } });
  const [, elapsed] = await time(async () => {
    await service.handlers.addFolder({ path: library });
    await service.idle();
  });
  const count = (await service.handlers.indexStatus({})).photos;
  await service.close();
  return { photosPerSecond: count / (elapsed / 1000), seconds: elapsed / 1000 };
};
const pipelineRounds: Array<{ withOcr: number; withoutOcr: number; ocrAdds: number }> = [];
for (let round = 0; round < Math.max(1, ROUNDS - 1); round++) {
  const without = await pipeline(false);
  const withOcr = await pipeline(true);
  pipelineRounds.push({ withOcr: ms(withOcr.photosPerSecond), withoutOcr: ms(without.photosPerSecond), ocrAdds: Math.round((withOcr.seconds / without.seconds - 1) * 1000) / 1000 });
}
fs.rmSync(ROOT, { recursive: true, force: true });

process.stdout.write(`${JSON.stringify({
  ...analysisReport(),
  workerOverhead: { rounds: overheadRounds, median: median(overheadRounds.map((r) => r.overhead)), target: 0.1 },
  pipeline: {
    photos: PIPELINE_PHOTOS + textPhotos.length,
    rounds: pipelineRounds,
    photosPerSecondWithOcr: ms(median(pipelineRounds.map((r) => r.withOcr))),
    ocrAddsToIndexing: median(pipelineRounds.map((r) => r.ocrAdds)),
    ocrTarget: 0.25,
  },
}, null, 2)}\n`);
