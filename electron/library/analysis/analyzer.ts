/**
 * @file The analysis pass: after ingestion, each photo is embedded with CLIP and tagged, searched
 * for the things in it (objects) and for faces, which are clustered into people, and read for
 * text when it is likely to hold some. Results are written as they come, so search gets better
 * while the pass runs.
 *
 * Runs in the engine; the models run in the inference workers (`native/worker`), as many as cores
 * and memory allow, photos dealt to them in turn. Each photo is visited once for everything but
 * OCR ([Note: One decode per photo] in `native/upright-pixels.ts`); OCR, slow and needed by few
 * photos, follows on those the text check picked. A pass is resumable: each photo's state is
 * saved in batches, and a photo a worker crashed on is recorded and skipped until its content
 * changes.
 */
import path from "node:path";
import type { ClipFiles } from "../../../native/clip/clip-model";
import { WorkerCrashError, type InferenceClient } from "../../../native/worker/client";
import type { ImageItem } from "../../../native/worker/protocol";
import type { AnalysesWanted } from "../../../native/analyse-photo";
import { FACES_MODEL } from "../../../native/closer-faces";
import { OBJECTS_MODEL } from "../../../native/closer-look";
import type { Container } from "../../../native/sniff";
import { refreshTextIndex } from "../../store/text-index";
import { otherSpellings } from "../../words/terms";
import { sql, type PhotoStore } from "../../store/store";
import { EMPTY_ANALYSIS, isLegacyRead, type AnalysisRow, type AnalysisStore, type FaceRow } from "./analysis-store";
import { storeObjects } from "./objects";
import { assignFaces, recount } from "./people";
import { conceptIndex, tagWords, type ConceptIndex, type Tag } from "./visual-tags";

export type AnalysisPhase = "clip" | "objects" | "ocr" | "faces";

export interface AnalysisProgress {
  state: "idle" | "analysing";
  /** "starting" from the moment a pass is asked for, so the library never looks idle in between. */
  phase: AnalysisPhase | "starting" | null;
  done: number;
  total: number;
  failed: number;
}

export const ANALYSIS_IDLE: AnalysisProgress = { state: "idle", phase: null, done: 0, total: 0, failed: 0 };

export interface AnalyzerOptions {
  /** The CLIP model in use, or null when none is installed (the CLIP phase is skipped). */
  clip: () => ClipFiles | null;
  /** How many of the workers to use now (fewer when CLIP is installed: each then holds it). Default: all. */
  workers?: () => number;
  /** The library folder: thumbnails are read from it, caches (the concept matrix) kept in it. */
  libraryDir: string;
  /** Which analyses run now (the library's switches); read at each pass. Default: all. */
  analyses?: () => { objects: boolean; faces: boolean; ocr: boolean };
  onProgress?: (progress: AnalysisProgress) => void;
}

interface Candidate {
  id: string;
  path: string;
  format: string;
  kind: string;
  quick_hash: string;
  indexed_at: string;
  search_text: string;
  thumb: string;
}

/** How many photos are in flight at once: enough to keep the worker's batches full. */
const WINDOW = 32;
/** Analysis rows are written this often, so a crash loses little. */
const SAVE_EVERY = 64;

export class Analyzer {
  #running: Promise<void> | null = null;
  #again = false;
  #progress: AnalysisProgress = { ...ANALYSIS_IDLE };
  #concepts: { model: string; index: Promise<ConceptIndex> } | null = null;
  #stopped = false;
  #turn = 0;
  /** What a window of jobs found, written in one go before the rows that say it was found. */
  #found: { vectors: Array<{ id: string; vector: Float32Array }>; facesOf: string[]; faces: FaceRow[] } = { vectors: [], facesOf: [], faces: [] };

  constructor(
    private readonly store: PhotoStore,
    private readonly analysis: AnalysisStore,
    /** One or more workers; the first also reads text and embeds the tag vocabulary. */
    private readonly clients: InferenceClient[],
    private readonly options: AnalyzerOptions,
  ) {}

  get progress(): AnalysisProgress {
    return this.#progress;
  }

  /** Starts a pass, or asks the running one to go round again when it ends. */
  schedule(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#emit({ state: "analysing", phase: "starting", done: 0, total: 0, failed: 0 });
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.#pass().catch((error: unknown) => process.stderr.write(`recollect: analysis stopped: ${error instanceof Error ? error.message : String(error)}\n`));
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#running = null;
      this.#emit({ ...ANALYSIS_IDLE });
    });
  }

  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** No new work is started; the caller closes the worker to end what is in flight. */
  stop(): void {
    this.#stopped = true;
  }

  #emit(progress: AnalysisProgress): void {
    this.#progress = progress;
    this.options.onProgress?.(progress);
  }

  async #pass(): Promise<void> {
    const photos = (await this.store.photos
      .query()
      .where("status = 'indexed'")
      .select(["id", "path", "format", "kind", "quick_hash", "indexed_at", "search_text", "thumb"])
      .toArray()) as Candidate[];
    const known = await this.analysis.rows();
    const present = new Set(photos.map((p) => p.id));
    const orphans = [...known.keys()].filter((id) => !present.has(id));
    if (orphans.length) await this.analysis.forget(orphans);
    const rows = new Map<string, AnalysisRow>();
    for (const photo of photos) {
      const row = known.get(photo.id);
      // Content changed since: everything found in the old bytes is stale.
      rows.set(photo.id, row && row.hash === photo.quick_hash ? row : { id: photo.id, hash: photo.quick_hash, ...EMPTY_ANALYSIS, applied_to: row?.applied_to ?? "", text: row?.text ?? "" });
    }
    const live = photos.filter((p) => !rows.get(p.id)!.failed);
    const photosById = new Map(photos.map((p) => [p.id, p]));
    const clip = this.options.clip();
    const on = this.options.analyses?.() ?? { objects: true, faces: true, ocr: true };

    const done: Record<AnalysisPhase | "colours", (row: AnalysisRow) => boolean> = {
      clip: (row) => !clip || row.clip_model === clip.name,
      // "" until the text check or OCR has looked at the photo.
      ocr: (row) => !on.ocr || (row.ocr !== "" && !isLegacyRead(row, photosById.get(row.id)!)),
      // Libraries whose faces were found before smiles were read have them found again: the same
      // detector gives the same descriptors, so each face goes back to its person. So do faces
      // found another way ([Note: Which look found the faces]).
      faces: (row) => !on.faces || (row.faces !== null && row.expressions !== null && row.faces_model === FACES_MODEL),
      // Detections found by another detector or way of looking are looked for again ([Note: Which looks found the things]).
      objects: (row) => !on.objects || (row.objects !== null && row.objects_model === OBJECTS_MODEL),
      // Read with the things, by which a thing's colour is told ("the red car").
      colours: (row) => !on.objects || row.colours !== null,
    };
    /** Photos the text check found likely to hold text, for OCR to read without checking again. */
    const textLikely = new Set<string>();
    const wantedOf = (photo: Candidate): AnalysesWanted => {
      const row = rows.get(photo.id)!;
      return {
        clip: !done.clip(row),
        objects: !done.objects(row),
        faces: !done.faces(row),
        // Screenshots are always read, so they are not checked.
        // A photo read before needs no check to be read again.
        textCheck: !done.ocr(row) && photo.kind !== "screenshot" && !textLikely.has(photo.id) && !isLegacyRead(row, photo),
        colours: !done.colours(row),
      };
    };
    // [Note: One decode per photo] (native/upright-pixels.ts): one visit per photo runs every
    // model it still needs; OCR, slow and on few photos, follows on those the check selected.
    const looked = (photo: Candidate) => !Object.values(wantedOf(photo)).some(Boolean);
    await this.#phase(clip ? "clip" : "objects", live, looked, (p) => this.#look(p, rows.get(p.id)!, wantedOf(p), textLikely), rows);
    const read = (p: Candidate) => done.ocr(rows.get(p.id)!);
    // Only a pass with text to read rests its workers: one that read nothing keeps CLIP loaded for the next query.
    if (on.ocr && live.some((p) => !rows.get(p.id)!.failed && !read(p))) {
      await this.#rest();
      await this.#phase("ocr", live, read, (p) => this.#read(p, rows.get(p.id)!, textLikely.has(p.id) || isLegacyRead(rows.get(p.id)!, p)), rows);
      await this.#rest();
    }
    await this.#applyText(photos, rows);
  }

  /**
   * Runs one phase over the photos that need it, a window at a time, saving as it goes. Copies of
   * one file (same size and quick hash: a Takeout export beside the camera folder) are analysed
   * once; the others take the results, or the failure, of the one that was.
   */
  async #phase(
    phase: AnalysisPhase,
    photos: Candidate[],
    isDone: (photo: Candidate) => boolean,
    work: (photo: Candidate) => Promise<void>,
    rows: Map<string, AnalysisRow>,
  ): Promise<void> {
    // A photo the worker died on in an earlier phase of this pass is not given to it again.
    const todo = photos.filter((p) => !rows.get(p.id)!.failed && !isDone(p));
    if (todo.length === 0 || this.#stopped) return;
    const sameContent = new Map<string, Candidate[]>();
    for (const photo of photos) {
      const group = sameContent.get(photo.quick_hash);
      if (group) group.push(photo);
      else sameContent.set(photo.quick_hash, [photo]);
    }
    // One photo does the work for its copies: one already done, else the first that needs it.
    const sources = new Map<string, Candidate>();
    const fresh: Candidate[] = [];
    for (const photo of todo) {
      if (sources.has(photo.quick_hash)) continue;
      const group = sameContent.get(photo.quick_hash)!;
      const analysed = group.find(isDone);
      sources.set(photo.quick_hash, analysed ?? photo);
      if (!analysed) fresh.push(photo);
    }
    const progress: AnalysisProgress = { state: "analysing", phase, done: 0, total: todo.length, failed: 0 };
    this.#emit({ ...progress });
    let unsaved: AnalysisRow[] = [];
    // What was found is written before the rows that say it was, so a crash in between only redoes work.
    const save = async (force = false) => {
      if (unsaved.length < SAVE_EVERY && !(force && unsaved.length)) return;
      await this.#writeFound();
      await this.analysis.save(unsaved);
      unsaved = [];
    };
    for (let i = 0; i < fresh.length && !this.#stopped; i += WINDOW) {
      const slice = fresh.slice(i, i + WINDOW);
      // Each photo is counted as it finishes, not when its window does: with 32 at a time, a small
      // library said "0 of 11" for the whole phase, and the bar never moved.
      const counted = async (photo: Candidate) => {
        try {
          await work(photo);
        } catch (error) {
          progress.failed++;
          throw error;
        } finally {
          progress.done++;
          this.#emit({ ...progress });
        }
      };
      await Promise.allSettled(slice.map(counted));
      unsaved.push(...slice.map((p) => rows.get(p.id)!));
      await save();
    }
    // Copies read their source's vector and faces from the tables.
    await this.#writeFound();
    for (const photo of todo) {
      const source = sources.get(photo.quick_hash)!;
      if (source === photo || this.#stopped) continue;
      const from = rows.get(source.id)!;
      const to = rows.get(photo.id)!;
      if (from.failed) to.failed = from.failed;
      else if (isDone(source)) await this.#copy(phase === "ocr" ? ["ocr"] : ["clip", "objects", "faces", "ocr"], source, from, photo, to);
      progress.done++;
      unsaved.push(to);
      await save();
    }
    await save(true);
    this.#emit({ ...progress });
    if (phase !== "ocr" && this.options.analyses?.().faces !== false) await this.#cluster();
  }

  /** Gives a copy of a photo what was found in the photo. */
  async #copy(parts: AnalysisPhase[], source: Candidate, from: AnalysisRow, photo: Candidate, to: AnalysisRow): Promise<void> {
    const clip = this.options.clip();
    const vector = parts.includes("clip") && clip && from.clip_model === clip.name && (await this.analysis.vectorOf(clip.name, clip.dimensions, source.id));
    if (clip && vector) {
      this.#found.vectors.push({ id: photo.id, vector });
      to.clip_model = from.clip_model;
      to.tags = from.tags;
    }
    if (parts.includes("objects") && from.objects !== null) (to.objects = from.objects), (to.objects_model = from.objects_model);
    if (parts.includes("objects") && from.colours !== null) to.colours = from.colours;
    if (parts.includes("ocr") && from.ocr !== "") {
      to.ocr = from.ocr;
      to.ocr_text = from.ocr_text;
    }
    if (parts.includes("faces") && from.faces !== null && from.expressions !== null) {
      const faces = await this.analysis.listFaces(`photo_id = ${sql(source.id)}`);
      this.#found.facesOf.push(photo.id);
      this.#found.faces.push(...faces.map((f, i) => ({ ...f, id: `${photo.id}-${i}`, photo_id: photo.id, person_id: null })));
      to.faces = faces.length;
      to.expressions = from.expressions;
      to.faces_model = from.faces_model;
    }
  }

  /** One visit to the worker for everything a photo still needs but OCR. */
  async #look(photo: Candidate, row: AnalysisRow, wanted: AnalysesWanted, textLikely: Set<string>): Promise<void> {
    const found = await crashNoted(row, this.#nextClient().analysePhoto({ ...item(photo), wanted }));
    if (found.vector) {
      const clip = this.options.clip()!;
      this.#found.vectors.push({ id: photo.id, vector: found.vector });
      row.clip_model = clip.name;
      row.tags = JSON.stringify((await this.#conceptIndex(clip)).tags(found.vector));
    }
    if (found.objects) (row.objects = storeObjects(found.objects.objects)), (row.objects_model = found.objects.model);
    if (found.colours) row.colours = JSON.stringify(found.colours);
    if (found.holdsText === false) (row.ocr = "skipped"), (row.ocr_text = "");
    else if (found.holdsText) textLikely.add(photo.id);
    if (found.faces) {
      const faces: FaceRow[] = found.faces.map((f, i) => ({
        id: `${photo.id}-${i}`,
        photo_id: photo.id,
        hash: photo.quick_hash,
        x: f.box.x,
        y: f.box.y,
        width: f.box.width,
        height: f.box.height,
        score: f.score,
        descriptor: f.descriptor,
        person_id: null,
      }));
      this.#found.facesOf.push(photo.id);
      this.#found.faces.push(...faces);
      row.faces = faces.length;
      row.expressions = JSON.stringify(found.faces.map((f) => ({ smile: f.smile, width: Math.round(f.box.width * 1000) / 1000 })));
      row.faces_model = FACES_MODEL;
    }
  }

  async #read(photo: Candidate, row: AnalysisRow, checked: boolean): Promise<void> {
    const thumbnail = photo.thumb ? path.join(this.options.libraryDir, photo.thumb) : null;
    // OCR runs on the first worker only: its engines (PaddleOCR for camera photos, Tesseract for
    // screenshots) are loaded once, and the worker count keeps memory for them there alone.
    const found = await crashNoted(row, this.clients[0]!.recognizeText({ ...item(photo), screenshot: photo.kind === "screenshot", thumbnail, checked }));
    row.ocr = found.skipped || !found.engine ? "skipped" : found.engine;
    row.ocr_text = found.text;
  }

  /**
   * [Note: Workers rest between phases] The look and the read need different models in memory:
   * the detectors in every worker (objects, faces and smiles), then OCR's engines in the first.
   * ONNX Runtime's memory arenas keep the buffers of the largest input they saw, so a worker that
   * looked and then read would hold both, and two such workers could go over the analysis budget
   * (`npm run bench:analysis-memory`, `ANALYSIS_BUDGET_BYTES`). Ending the workers between phases gives it all
   * back; the next job starts a fresh worker, which loads only what it uses (a moment;
   * with CLIP installed, the first query after such a pass waits for its text model to load).
   */
  async #rest(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.rest()));
  }

  /** The analysis workers take photos in turn. */
  #nextClient(): InferenceClient {
    const using = Math.max(1, Math.min(this.clients.length, this.options.workers?.() ?? this.clients.length));
    this.#turn = (this.#turn + 1) % using;
    return this.clients[this.#turn]!;
  }

  /** Writes the vectors and faces found so far: one write per table, not one per photo. */
  async #writeFound(): Promise<void> {
    const { vectors, facesOf, faces } = this.#found;
    this.#found = { vectors: [], facesOf: [], faces: [] };
    const clip = this.options.clip();
    if (clip && vectors.length) await this.analysis.saveVectors(clip.name, clip.dimensions, vectors);
    if (facesOf.length) await this.analysis.replaceFaces(facesOf, faces);
  }

  /**
   * Gives every face without a person one (the nearest person, or a new one), then recounts
   * everyone: faces of re-analysed photos were replaced, and a person nobody named who has no
   * faces left is dropped.
   */
  async #cluster(): Promise<void> {
    const unassigned = await this.analysis.listFaces("person_id IS NULL");
    const people = await this.analysis.listPeople();
    const clustered = assignFaces(unassigned, people);
    await this.analysis.assignFaces(clustered.faces.map((f) => ({ id: f.id, person_id: f.person_id })));
    const changed = new Set(clustered.people.map((p) => p.id));
    const everyone = [...people.filter((p) => !changed.has(p.id)), ...clustered.people];
    const counted = recount(everyone, await this.analysis.listFaces());
    const gone = new Set(counted.filter((p) => p.faces === 0 && !p.name).map((p) => p.id));
    await this.analysis.savePeople(counted.filter((p) => !gone.has(p.id)), [...gone]);
  }

  async #conceptIndex(clip: ClipFiles): Promise<ConceptIndex> {
    if (this.#concepts?.model !== clip.name) {
      const index = conceptIndex(clip, (texts) => Promise.all(texts.map((t) => this.clients[0]!.embedText(t, { priority: "bulk" }))), path.join(this.options.libraryDir, "cache"));
      this.#concepts = { model: clip.name, index };
      index.catch(() => (this.#concepts = null));
    }
    return this.#concepts.index;
  }

  /**
   * Adds what analysis found (text read, visual tags) to each photo's searchable text. A photo
   * re-ingested since (its `indexed_at` moved on) has plain metadata text again and gets it anew.
   */
  async #applyText(photos: Candidate[], rows: Map<string, AnalysisRow>): Promise<void> {
    const updates: Array<{ id: string; search_text: string }> = [];
    const changed: AnalysisRow[] = [];
    for (const photo of photos) {
      const row = rows.get(photo.id)!;
      const read = row.ocr_text.replace(/\s+/g, " ").trim();
      // A compound read in the photo is written once more as one word, as `searchableText` does for the rest.
      const text = [read, otherSpellings(read).join(" "), tagWords(JSON.parse(row.tags) as Tag[])].filter(Boolean).join("\n");
      const applied = row.applied_to === photo.indexed_at;
      if ((applied && text === row.text) || (!text && !row.text)) continue;
      const base = applied && row.text && photo.search_text.endsWith(`\n${row.text}`) ? photo.search_text.slice(0, -(row.text.length + 1)) : photo.search_text;
      updates.push({ id: photo.id, search_text: text ? `${base}\n${text}` : base });
      changed.push({ ...row, applied_to: photo.indexed_at, text });
    }
    if (updates.length === 0) return;
    await this.store.updatePhotoColumns(updates);
    await this.analysis.save(changed);
    await refreshTextIndex(this.store.photos);
    await this.analysis.compact();
  }
}

function item(photo: Candidate): ImageItem {
  return { path: photo.path, container: photo.format as Container };
}

/** A job's result; when the worker died on the photo, the row says so and the photo is skipped from now on. */
async function crashNoted<T>(row: AnalysisRow, job: Promise<T>): Promise<T> {
  try {
    return await job;
  } catch (error) {
    if (error instanceof WorkerCrashError) row.failed = error.message;
    throw error;
  }
}
