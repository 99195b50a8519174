/**
 * @file `npm run bench:real-photos`: what the shipped detector sees in real photographs, and
 * whether visual queries (PhotoBench's V type) find them, without CLIP.
 *
 * Indexes `real-photos/photos` (photographs from Debian packages, labelled by looking at each
 * one: `real-photos/labels.json`, `real-photos/README.md`) with the object phase on and OCR off,
 * then prints one JSON object:
 * - `detections`: photo-level precision and recall of the object tags at each threshold, at each
 *   class's own line, and with the probable tags too, over the labelled classes (a class in
 *   `maybe` counts neither way); `classes`: the same per class, at its own line and with its
 *   probable tags;
 * - `queries`: each V query's answer as a set, with precision and recall against the labels, and
 *   the precision of its sure part (answers not only "probably" there); a query none of the
 *   indexed photos answers is right only when the answer is "no such photo";
 * - `noSuchPhoto`: how often "no such photo" was said exactly when it was right, over all queries;
 * - `faceGate`: the face pipeline run on every photo, beside what the object detector saw: faces
 *   in photos where it saw no person are faces the analysis pass's person gate would miss
 *   (`analyse-photo.ts`). Close crops of each face found are added, as a selfie frames one;
 *   `faces` compares the faces found with the labelled count;
 * - `cost`: ingestion and the analysis pass (objects, faces behind the gate, the text check;
 *   OCR off) wall and CPU time per photo, and the peak RSS (the workers are threads of this process).
 *
 * `--split test` indexes only the photos kept apart for testing, `--split calibration` only the
 * others (thresholds may be chosen on those), `--split all` (the default) every one. With
 * `--split calibration --write-thresholds` it also chooses each class's line on those photos
 * (`choose-thresholds.ts`) and writes `electron/library/analysis/object-thresholds.json`.
 *
 * `--dump FILE` writes each photo's labels with every detection stored for it, to try lines on.
 *
 *   npm run bench:real-photos [-- --split test|calibration|all] [--write-thresholds] [--dump FILE] [--keep]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { z } from "zod";
import { openService } from "../../electron/api/service";
import { AnalysisStore } from "../../electron/library/analysis/analysis-store";
import { confidentMin, OBJECT_TAG_MIN, objectTags, PROBABLE_OBJECT_MIN, readObjects } from "../../electron/library/analysis/objects";
import { tempDir } from "../../electron/testing/fixtures";
import { rejectionScores, setScores } from "./metrics";
import { PERSON_GATE, shippedObjectDetector } from "../../native/analyse-photo";
import { facesIn } from "../../native/faces";
import { KEEP_ABOVE } from "../../native/objects";
import { chooseThresholds } from "./choose-thresholds";
import { uprightPixels, type Rgb } from "../../native/upright-pixels";

const HERE = path.join(path.dirname(fileURLToPath(import.meta.url)), "real-photos");
const Labels = z.object({
  photos: z.array(
    z.object({
      file: z.string(),
      objects: z.array(z.string()),
      maybe: z.array(z.string()).optional(),
      count: z.record(z.string(), z.number()).optional(),
      people: z.number(),
      smiling: z.number().optional(),
      faces: z.number(),
      text: z.string().optional(),
      food: z.boolean().optional(),
      flowers: z.boolean().optional(),
      animals: z.boolean().optional(),
      vehicles: z.boolean().optional(),
      cutout: z.boolean().optional(),
      split: z.enum(["calibration", "test"]),
    }),
  ),
});
type Photo = z.infer<typeof Labels>["photos"][number];
const Split = z.enum(["calibration", "test", "all"]);
const splitArg = process.argv.indexOf("--split");
const split = Split.parse(splitArg >= 0 ? process.argv[splitArg + 1] : "all");
const labels = Labels.parse(JSON.parse(fs.readFileSync(path.join(HERE, "labels.json"), "utf8"))).photos.filter((p) => split === "all" || p.split === split);

const has = (label: string) => (p: Photo) => p.objects.includes(label);
/** The V queries and which labelled photos are right for each: every answer comes from the labels. */
const QUERIES: Array<{ query: string; right: (p: Photo) => boolean }> = [
  { query: "a cat", right: has("cat") },
  { query: "cats", right: has("cat") },
  { query: "a dog", right: has("dog") },
  { query: "dogs", right: has("dog") },
  { query: "a bird", right: has("bird") },
  { query: "a horse", right: has("horse") },
  { query: "a bear", right: has("bear") },
  { query: "animals", right: (p) => p.animals === true },
  { query: "pets", right: (p) => p.objects.some((o) => o === "cat" || o === "dog") },
  { query: "boats", right: has("boat") },
  { query: "a boat", right: has("boat") },
  { query: "a motorbike", right: has("motorcycle") },
  { query: "a bicycle", right: has("bicycle") },
  { query: "a car", right: has("car") },
  { query: "cars", right: has("car") },
  { query: "vehicles", right: (p) => p.vehicles === true },
  { query: "a chair", right: has("chair") },
  { query: "a cup of coffee", right: has("cup") },
  { query: "a bottle of wine", right: has("bottle") },
  { query: "food", right: (p) => p.food === true },
  { query: "flowers", right: (p) => p.flowers === true },
  { query: "a clock", right: has("clock") },
  { query: "people", right: (p) => p.people > 0 },
  { query: "a person", right: (p) => p.people > 0 },
  { query: "two people", right: (p) => p.people === 2 },
  { query: "a group of people", right: (p) => p.people >= 3 },
  { query: "a crowd", right: (p) => p.people >= 10 },
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

const thresholds: Array<number | "per class" | "per class + probable"> = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, "per class", "per class + probable"];
const detections = thresholds.map((min) => {
  let hits = 0;
  let wrong = 0;
  let labelled = 0;
  const mistakes: string[] = [];
  for (const p of labels) {
    const json = stored.get(p.file) ?? null;
    const found = new Set((typeof min === "number" ? objectTags(json, min) : objectTags(json, undefined, [], { probable: min === "per class + probable" })).map((t) => t.label));
    labelled += p.objects.length;
    for (const label of found) {
      if (p.objects.includes(label)) hits++;
      else if (!(p.maybe ?? []).includes(label)) (wrong++, mistakes.push(`${p.file}: ${label}`));
    }
  }
  return { min, precision: round(hits / Math.max(1, hits + wrong)), recall: round(hits / labelled), hits, wrong, labelled, mistakes };
});

// Each class's tags, photo level, at its own line (sure) and with the probable ones: which classes the lines serve.
const classNames = [...new Set([...labels.flatMap((p) => p.objects), ...[...stored.values()].flatMap((json) => objectTags(json, undefined, [], { probable: true }).map((t) => t.label))])].sort();
const classes = Object.fromEntries(
  classNames.map((label) => {
    const tally = (probable: boolean) => {
      let right = 0;
      let wrong = 0;
      for (const p of labels) {
        if (!objectTags(stored.get(p.file) ?? null, undefined, [], { probable }).some((t) => t.label === label)) continue;
        if (p.objects.includes(label)) right++;
        else if (!(p.maybe ?? []).includes(label)) wrong++;
      }
      return { right, wrong };
    };
    const labelled = labels.filter(has(label)).length;
    const scored = ({ right, wrong }: { right: number; wrong: number }) => ({ right, wrong, precision: right + wrong ? round(right / (right + wrong)) : null, recall: labelled ? round(right / labelled) : null });
    return [label, { labelled, line: confidentMin(label), sure: scored(tally(false)), withProbable: scored(tally(true)) }];
  }),
);
// Every photo's stored detections with its labels, for choosing lines without indexing again.
const dumpArg = process.argv.indexOf("--dump");
if (dumpArg >= 0) fs.writeFileSync(process.argv[dumpArg + 1]!, JSON.stringify(labels.map((p) => ({ ...p, detections: readObjects(stored.get(p.file) ?? null) }))));

// The lines each class's tags start at, chosen on the calibration photos only.
if (process.argv.includes("--write-thresholds")) {
  if (split !== "calibration") throw new Error("--write-thresholds chooses on the calibration photos only: add --split calibration");
  const best = (json: string | null) => {
    const scores = new Map<string, number>();
    for (const o of readObjects(json)) scores.set(o.label, Math.max(scores.get(o.label) ?? 0, o.score));
    return scores;
  };
  const chosen = chooseThresholds(labels.map((p) => ({ scores: best(stored.get(p.file) ?? null), objects: p.objects, maybe: p.maybe ?? [] })), { precision: 0.9, probablePrecision: 0.5, support: 5, floor: KEEP_ABOVE });
  const table = { $comment: `Written by \`npm run bench:real-photos -- --split calibration --write-thresholds\` from the detections on the ${labels.length} calibration photos of bench/eval/real-photos (choose-thresholds.ts): 'classes' are the classes with 5 or more right tags at a line where 9 in 10 of their tags are right, or, never reaching that, whose best wrong tag is above 'default' (their line just above it); the others use 'default', the line where 9 in 10 of all tags are right; 'probable' is where half of all tags are right. 'support': right and wrong tags at each class's line, and photos labelled with it.`, ...chosen };
  fs.writeFileSync(path.join(HERE, "..", "..", "..", "electron", "library", "analysis", "object-thresholds.json"), `${JSON.stringify(table, null, 2)}\n`);
}

const queries = [];
for (const { query, right } of QUERIES) {
  const truth = new Set(labels.filter(right).map((p) => p.file));
  const answer = await service.handlers.search({ query, limit: labels.length });
  const found = answer.results.map((r) => r.name);
  const scores = setScores(found, truth);
  // Probable answers ([Note: Probable tags]) come after the sure ones; precision is also judged on the sure ones alone.
  const sure = answer.results.filter((r) => !r.reasons.some((why) => why.includes(" is probably in it"))).map((r) => r.name);
  queries.push({ query, right: truth.size, answered: found.length, precision: round(scores.precision), recall: round(scores.recall), sure: sure.length, surePrecision: round(setScores(sure, truth).precision), wrongly: found.filter((n) => !truth.has(n)).slice(0, 5), missed: [...truth].filter((n) => !found.includes(n)).slice(0, 5) });
}
// The person gate, measured: every photo's faces, whatever the detector saw.
// The pass's own detector, closer look and all: the gate reads what it saw.
const detector = shippedObjectDetector();
const gate = { photosWithFaces: 0, faces: 0, facesInPhotosWithoutPerson: 0, missed: [] as string[], closeCrops: 0, closeCropsWithoutPerson: 0 };
// Faces found against faces labelled, photo by photo (a found face beyond the labelled count is extra).
const faceCount = { labelled: 0, found: 0, matched: 0, extraIn: [] as string[], missedIn: [] as string[] };
const look = async (name: string, photo: Rgb, crop: boolean) => {
  const seen = await detector.detect(photo);
  const person = seen.some((o) => o.label === "person" && o.score >= PERSON_GATE);
  // As the pass looks: closer where more people were seen than faces found.
  const faces = await facesIn(photo, seen);
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
  const faces = await look(p.file, photo, false);
  faceCount.labelled += p.faces;
  faceCount.found += faces.length;
  faceCount.matched += Math.min(p.faces, faces.length);
  if (faces.length > p.faces) faceCount.extraIn.push(`${p.file} (${faces.length} for ${p.faces})`);
  if (faces.length < p.faces) faceCount.missedIn.push(`${p.file} (${faces.length} for ${p.faces})`);
  for (const face of faces) {
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
const rejections = rejectionScores(queries.map((q) => ({ zero: q.right === 0, empty: q.answered === 0 })));
const report = {
  split,
  photos: labels.length,
  threshold: OBJECT_TAG_MIN,
  probableFrom: PROBABLE_OBJECT_MIN,
  detections,
  classes,
  queries,
  meanPrecision: round(answered.reduce((s, q) => s + q.precision, 0) / Math.max(1, answered.length)),
  meanRecall: round(judged.reduce((s, q) => s + q.recall, 0) / judged.length),
  meanSurePrecision: round(judged.filter((q) => q.sure > 0).reduce((s, q) => s + q.surePrecision, 0) / Math.max(1, judged.filter((q) => q.sure > 0).length)),
  noSuchPhoto: {
    right: round((queries.length - rejections.b - rejections.c) / queries.length),
    saidRightly: rejections.a,
    saidWrongly: queries.filter((q) => q.right > 0 && q.answered === 0).map((q) => q.query),
    notSaid: queries.filter((q) => q.right === 0 && q.answered > 0).map((q) => q.query),
  },
  faceGate: { ...gate, personGate: PERSON_GATE },
  faces: { ...faceCount, extraIn: faceCount.extraIn.slice(0, 10), missedIn: faceCount.missedIn.slice(0, 10) },
  cost: { wallMsPerPhoto: Math.round(wallMs / labels.length), cpuMsPerPhoto: Math.round((cpu.user + cpu.system) / 1000 / labels.length), peakRssMb: Math.round(peakRss / 1e6), note: "ingest + thumbnails + the analysis pass (objects, faces behind the person gate, text check; no OCR, no CLIP), all threads of this process" },
};
process.stdout.write(`${JSON.stringify(report, null, 1)}\n`);
await service.close();
if (!keep) for (const dir of [photos, libraryDir]) fs.rmSync(dir, { recursive: true, force: true });

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
