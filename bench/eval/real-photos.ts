/**
 * @file `npm run bench:real-photos`: what the shipped detector sees in real photographs, and
 * whether visual queries (PhotoBench's V type) find them, without CLIP.
 *
 * Indexes `real-photos/photos` (41 photographs from Debian packages, labelled by looking at each
 * one: `real-photos/labels.json`) with the object phase on and OCR and faces off, then prints one
 * JSON object:
 * - `detections`: photo-level precision and recall of the object tags at each threshold, over
 *   the labelled classes (a class in `maybe` counts neither way) — how `OBJECT_TAG_MIN` was chosen;
 * - `queries`: each V query's answer as a set, with precision and recall against the labels;
 * - `faceGate`: the face pipeline run on every photo, beside what the object detector saw: faces
 *   in photos where it saw no person are faces the analysis pass's person gate would miss
 *   (`analyse-photo.ts`). Close crops of each face found are added, as a selfie frames one;
 * - `cost`: ingestion and the analysis pass (objects, faces behind the gate, the text check;
 *   OCR off) wall and CPU time per photo, and the peak RSS (the workers are threads of this process).
 *
 *   npm run bench:real-photos [-- --keep]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { z } from "zod";
import { openService } from "../../electron/api/service";
import { AnalysisStore } from "../../electron/library/analysis/analysis-store";
import { OBJECT_TAG_MIN, objectTags } from "../../electron/library/analysis/objects";
import { tempDir } from "../../electron/testing/fixtures";
import { setScores } from "./metrics";
import { PERSON_GATE } from "../../native/analyse-photo";
import { facesIn } from "../../native/faces";
import { CenterNet } from "../../native/objects";
import { uprightPixels, type Rgb } from "../../native/upright-pixels";

const HERE = path.join(path.dirname(fileURLToPath(import.meta.url)), "real-photos");
const Labels = z.object({
  photos: z.array(
    z.object({
      file: z.string(),
      objects: z.array(z.string()),
      maybe: z.array(z.string()).optional(),
      people: z.number(),
      smiling: z.number().optional(),
      food: z.boolean().optional(),
    }),
  ),
});
type Photo = z.infer<typeof Labels>["photos"][number];
const labels = Labels.parse(JSON.parse(fs.readFileSync(path.join(HERE, "labels.json"), "utf8"))).photos;

const ANIMALS = ["bird", "cat", "dog", "horse", "sheep", "cow", "elephant", "bear", "zebra", "giraffe"];
const VEHICLES = ["bicycle", "car", "motorcycle", "airplane", "bus", "train", "truck", "boat"];
/** The V queries and which labelled photos are right for each. */
const QUERIES: Array<{ query: string; right: (p: Photo) => boolean }> = [
  { query: "a cat", right: (p) => p.objects.includes("cat") },
  { query: "dogs", right: (p) => p.objects.includes("dog") },
  { query: "a bird", right: (p) => p.objects.includes("bird") },
  { query: "animals", right: (p) => p.objects.some((o) => ANIMALS.includes(o)) },
  { query: "pets", right: (p) => p.objects.some((o) => o === "cat" || o === "dog") },
  { query: "boats", right: (p) => p.objects.includes("boat") },
  { query: "a motorbike", right: (p) => p.objects.includes("motorcycle") },
  { query: "vehicles", right: (p) => p.objects.some((o) => VEHICLES.includes(o)) },
  { query: "a cup of coffee", right: (p) => p.objects.includes("cup") },
  { query: "a bottle of wine", right: (p) => p.objects.includes("bottle") },
  { query: "food", right: (p) => p.food === true },
  { query: "a clock", right: (p) => p.objects.includes("clock") },
  { query: "people", right: (p) => p.people > 0 },
  { query: "people smiling", right: (p) => (p.smiling ?? 0) > 0 },
  { query: "no people", right: (p) => p.people === 0 },
];

const keep = process.argv.includes("--keep");
const photos = tempDir("real-photos");
for (const p of labels) fs.copyFileSync(path.join(HERE, "photos", p.file), path.join(photos, p.file));
const libraryDir = tempDir("real-photos-library");
// The worker is a thread of this process headless: its memory is in this RSS.
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const cpuBefore = process.cpuUsage();
const started = performance.now();
const service = await openService({ libraryDir, shell: "cli", analysis: { modelsDir: tempDir("no-models"), enabled: true, ocr: false } });
await service.handlers.addFolder({ path: photos });
await service.idle();
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
const wallMs = performance.now() - started;

// Every detection stored, by file name: the sweep applies each threshold to them.
const analysis = await AnalysisStore.open(service.store);
const names = new Map(((await service.store.photos.query().select(["id", "name"]).toArray()) as Array<{ id: string; name: string }>).map((r) => [r.id, r.name]));
const stored = new Map([...(await analysis.rows()).values()].map((row) => [names.get(row.id) ?? row.id, row.objects]));

const thresholds = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6];
const detections = thresholds.map((min) => {
  let hits = 0;
  let wrong = 0;
  let labelled = 0;
  const mistakes: string[] = [];
  for (const p of labels) {
    const found = new Set(objectTags(stored.get(p.file) ?? null, min).map((t) => t.label));
    labelled += p.objects.length;
    for (const label of found) {
      if (p.objects.includes(label)) hits++;
      else if (!(p.maybe ?? []).includes(label)) (wrong++, mistakes.push(`${p.file}: ${label}`));
    }
  }
  return { min, precision: round(hits / Math.max(1, hits + wrong)), recall: round(hits / labelled), hits, wrong, labelled, mistakes };
});

const queries = [];
for (const { query, right } of QUERIES) {
  const truth = new Set(labels.filter(right).map((p) => p.file));
  const answer = await service.handlers.search({ query, limit: 100 });
  const found = answer.results.map((r) => r.name);
  const scores = setScores(found, truth);
  queries.push({ query, right: truth.size, answered: found.length, precision: round(scores.precision), recall: round(scores.recall), wrongly: found.filter((n) => !truth.has(n)).slice(0, 5) });
}
// The person gate, measured: every photo's faces, whatever the detector saw.
const detector = new CenterNet();
const gate = { photosWithFaces: 0, faces: 0, facesInPhotosWithoutPerson: 0, missed: [] as string[], closeCrops: 0, closeCropsWithoutPerson: 0 };
const look = async (name: string, photo: Rgb, crop: boolean) => {
  const person = (await detector.detect(photo)).some((o) => o.label === "person" && o.score >= PERSON_GATE);
  const faces = await facesIn(photo);
  if (crop) {
    gate.closeCrops++;
    if (!person) (gate.closeCropsWithoutPerson++, gate.missed.push(`${name} (close crop)`));
    return faces;
  }
  if (faces.length) gate.photosWithFaces++;
  gate.faces += faces.length;
  if (faces.length && !person) (gate.facesInPhotosWithoutPerson += faces.length, gate.missed.push(name));
  return faces;
};
for (const p of labels) {
  const photo = await uprightPixels({ path: path.join(HERE, "photos", p.file) }, "jpeg", { longest: 512, shortest: 224 });
  for (const face of await look(p.file, photo, false)) {
    // The face with as much again around it: a selfie's framing.
    const side = Math.max(face.box.width * photo.width, face.box.height * photo.height) * 2;
    const left = Math.max(0, Math.round((face.box.x + face.box.width / 2) * photo.width - side / 2));
    const top = Math.max(0, Math.round((face.box.y + face.box.height / 2) * photo.height - side / 2));
    const width = Math.min(photo.width - left, Math.round(side));
    const height = Math.min(photo.height - top, Math.round(side));
    const { data, info } = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } }).extract({ left, top, width, height }).resize(512, 512, { fit: "inside" }).raw().toBuffer({ resolveWithObject: true });
    await look(p.file, { data, width: info.width, height: info.height }, true);
  }
}

const judged = queries.filter((q) => q.right > 0);
// Precision is judged on the answers given: an empty answer is a miss (recall), not a wrong photo.
const answered = judged.filter((q) => q.answered > 0);
const report = {
  photos: labels.length,
  threshold: OBJECT_TAG_MIN,
  detections,
  queries,
  meanPrecision: round(answered.reduce((s, q) => s + q.precision, 0) / Math.max(1, answered.length)),
  meanRecall: round(judged.reduce((s, q) => s + q.recall, 0) / judged.length),
  faceGate: { ...gate, personGate: PERSON_GATE },
  cost: { wallMsPerPhoto: Math.round(wallMs / labels.length), cpuMsPerPhoto: Math.round((cpu.user + cpu.system) / 1000 / labels.length), peakRssMb: Math.round(peakRss / 1e6), note: "ingest + thumbnails + the analysis pass (objects, faces behind the person gate, text check; no OCR, no CLIP), all threads of this process" },
};
process.stdout.write(`${JSON.stringify(report, null, 1)}\n`);
await service.close();
if (!keep) for (const dir of [photos, libraryDir]) fs.rmSync(dir, { recursive: true, force: true });

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
