/**
 * @file The contract's model, inference and people calls, on the engine: the model manager,
 * the inference worker and the analysis pass, wired together for one library.
 *
 * Runs in plain Node beside `service.ts`, which composes these handlers with the library's.
 * The worker is started on first need, not at open: a library without photos to analyse, or a
 * CLI command that only lists, never starts one.
 */
import fs from "node:fs";
import path from "node:path";
import { ModelManager } from "../../native/models/manager";
import { loadManifest, shippedModels, type Manifest } from "../../native/models/manifest";
import { shippedLanguage, type OcrLanguage } from "../../native/ocr-language";
import { candidateProviders, offeredProviders, PROVIDER_LABELS, type ProviderName, type ProviderPreference } from "../../native/runtime";
import { InferenceClient, type Spawn } from "../../native/worker/client";
import { analysisWorkers } from "../../native/worker/worker-count";
import type { WorkerConfig, WorkerInfo } from "../../native/worker/protocol";
import { AnalysisStore, wasRead, type FaceRow, type PersonRow } from "../library/analysis/analysis-store";
import { Analyzer, type AnalysisProgress } from "../library/analysis/analyzer";
import { MetadataPeople } from "../library/analysis/metadata-people";
import { taggedDetections } from "../library/analysis/objects";
import { conceptsOf } from "../index/library-index";
import { mergePeople, splitPerson } from "../library/analysis/people";
import { inList, sql, type PhotoStore } from "../store/store";
import { isReadOnlyError } from "../library/read-only";
import type { LibrarySettings } from "../library/settings-file";
import type { AnalysisName, AnalysisSwitch, Face, InferenceStatus, ModelInfo, Person, PhotoDetails, VisualSearchOffer } from "./contract";
import type { Handlers } from "./dispatch";
import type * as lancedb from "@lancedb/lancedb";
import type { IndexSource } from "../index/library-index";
import { conceptIndex, relatedConcepts, type ConceptIndex } from "../library/analysis/visual-tags";
import type { ClipFiles } from "../../native/clip/clip-model";
import type { SentenceEncoder } from "../search/memory-meanings";

/**
 * Text-to-text CLIP similarity at which a word reaches a concept ("puppy" → dog). Prompts that
 * share a template sit around 0.6–0.8 even when unrelated, so the bar is high. Not calibrated:
 * the real model cannot be downloaded where Recollect is built; `bench/eval` will fit it once it can.
 */
const CONCEPT_SIMILARITY = 0.9;
import { RecollectError } from "./errors";

/** The shipped analyses, as Models & settings names them. */
const ANALYSES: Array<{ name: AnalysisName; title: string; finds: string }> = [
  { name: "objects", title: "Things in photos", finds: "People, animals, vehicles, food and household things: \"a cat\", \"boats\", \"no people\"." },
  { name: "faces", title: "Faces and smiles", finds: "People you name, \"selfies\", \"group photos\", \"people smiling\"." },
  { name: "text", title: "Text in photos", finds: "Words in screenshots, receipts, signs and documents." },
];

export interface AnalysisOptions {
  /** Where models are downloaded to. */
  modelsDir: string;
  /**
   * The models on offer. Default: the manifest that ships with Recollect, or the file named by
   * `RECOLLECT_MANIFEST` (a mirror inside a company network, or a test server).
   */
  manifest?: Manifest;
  /** Run the analysis pass after indexing. When false, models can still be managed. */
  enabled: boolean;
  /** Overrides the saved provider setting for this run (`--provider cpu`). */
  provider?: ProviderPreference;
  ocr?: boolean;
  faces?: boolean;
  objects?: boolean;
  /** Analysis workers; default: as many as cores and memory allow (`analysisWorkers`). */
  workers?: number;
  /** How the worker is hosted: a utility process in the app, a thread otherwise. */
  spawn?: Spawn;
  /** Fault injection for crash-recovery tests. */
  crashOnPathContaining?: string;
}

type AnalysisMethods =
  | "models" | "downloadModel" | "removeModel" | "inferenceStatus" | "setProvider" | "analyses" | "setAnalysis" | "visualSearchOffer" | "answerVisualSearchOffer"
  | "people" | "personFaces" | "namePerson" | "mergePeople" | "splitPerson";

export interface AnalysisService {
  handlers: Pick<Handlers, AnalysisMethods>;
  progress(): AnalysisProgress;
  /** Starts a pass over photos not analysed yet (called after indexing changed rows). */
  schedule(): void;
  idle(): Promise<void>;
  /** The CLIP embedding of a query's words; null when no CLIP model is installed or it failed. */
  embedText(text: string): Promise<Float32Array | null>;
  /** Concepts of the tag vocabulary whose text embedding is close to a word's; none without CLIP. */
  relatedConcepts(word: string): Promise<Array<{ label: string; similarity: number }>>;
  /** The vectors of the CLIP model in use, or null without one. */
  clipVectors(): Promise<{ model: string; dimensions: number; table: lancedb.Table } | null>;
  /** The sentence model for memories in other words (none until it is installed), embedding in the worker. */
  sentences: SentenceEncoder;
  /** Calls `listener` once a model was installed or removed and the worker knows it; returns what stops it. */
  onModelsChanged(listener: () => void): () => void;
  /** What the search index reads of the models' findings. */
  indexSource: Pick<IndexSource, "analysis" | "namedFaces" | "people">;
  /** Tables whose versions change when the models' findings or the people do. */
  tables(): Promise<lancedb.Table[]>;
  /** What the models found in one photo, for its details. */
  details(id: string): Promise<PhotoDetails["analysis"]>;
  /** Ids of photos removed from the library: their vectors, text and faces go too. */
  forget(ids: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function openAnalysis(
  store: PhotoStore,
  libraryDir: string,
  urls: { thumbnail(id: string): string },
  options: AnalysisOptions,
  onProgress: () => void,
  settings: LibrarySettings,
): Promise<AnalysisService> {
  const manager = new ModelManager(options.modelsDir, options.manifest ?? loadManifest(process.env.RECOLLECT_MANIFEST || undefined));
  const preference = (): ProviderPreference => options.provider ?? settings.get("provider");
  const downloads = new Map<string, { error: string | null; running: boolean }>();
  let info: WorkerInfo | null = null;

  const workerConfig = async (): Promise<WorkerConfig> => {
    const installed = await manager.list();
    const languages: OcrLanguage[] = [shippedLanguage()];
    for (const model of manager.manifest.models) {
      if (model.kind === "ocr-language" && installed.find((m) => m.name === model.name)?.state === "installed") {
        languages.push({ code: model.language, dir: manager.folder(model) });
      }
    }
    return { clip: await manager.clip(), sentence: await manager.sentence(), provider: preference(), ocrLanguages: languages, crashOnPathContaining: options.crashOnPathContaining };
  };
  // The models' folder is looked at while the tables open.
  const [analysis, firstConfig] = await Promise.all([AnalysisStore.open(store), workerConfig()]);
  const metadataPeople = await MetadataPeople.open(store, analysis);
  let config = firstConfig;
  /** Which analyses run: the library's switches, less what this run was told to leave out. */
  const forcedOff: Record<AnalysisName, boolean> = { objects: options.objects === false, faces: options.faces === false, text: options.ocr === false };
  const running = () => {
    const on = settings.get("analyses");
    return { objects: on.objects && !forcedOff.objects, faces: on.faces && !forcedOff.faces, ocr: on.text && !forcedOff.text };
  };
  const switches = (): AnalysisSwitch[] =>
    ANALYSES.map(({ name, title, finds }) => ({
      name,
      title,
      finds,
      on: settings.get("analyses")[name],
      forcedOff: forcedOff[name],
      models: shippedModels().filter((m) => m.kind === name).map(({ name, title, use, package: from, bytes, license }) => ({ name, title, use, package: from, bytes, license })),
    }));

  /** The first worker answers queries too; the others only analyse. Each starts on its first job. */
  let clients: InferenceClient[] = [];
  let analyzer: Analyzer | null = null;

  // A photo a worker dies on is recorded by the analysis pass, whose job it was.
  const worker = (): InferenceClient => (clients[0] ??= new InferenceClient({ config, spawn: options.spawn }));
  if (options.enabled) {
    worker();
    while (clients.length < (options.workers ?? analysisWorkers())) clients.push(new InferenceClient({ config, spawn: options.spawn }));
    // Installing CLIP adds the model to each worker: fewer of them then fit the budget.
    const workers = () => options.workers ?? analysisWorkers({ clipBytes: config.clip ? fs.statSync(config.clip.vision).size : 0 });
    analyzer = new Analyzer(store, analysis, clients, { clip: () => config.clip, workers, libraryDir, analyses: () => running(), onProgress });
  }

  const modelListeners = new Set<() => void>();
  /** Tells the workers about a model installed or removed, or a provider chosen, and catches up. */
  const reconfigure = async () => {
    config = await workerConfig();
    if (clients[0]) info = await clients[0].configure(config);
    await Promise.all(clients.slice(1).map((c) => c.configure(config, { startIfStopped: false })));
    analyzer?.schedule();
    for (const listener of modelListeners) listener();
  };

  /** The tag vocabulary's concept matrix for the CLIP model in use, built once (the analyzer shares its cache file). */
  let concepts: { model: string; ready: ConceptIndex | null } | null = null;
  /** The matrix if it is ready; else null, and it is built in the background (a query never waits for 3,400 prompts). */
  const cachedConcepts = (clip: ClipFiles): ConceptIndex | null => {
    if (concepts?.model !== clip.name) {
      const entry: { model: string; ready: ConceptIndex | null } = { model: clip.name, ready: null };
      concepts = entry;
      conceptIndex(clip, (texts) => Promise.all(texts.map((t) => worker().embedText(t, { priority: "bulk" }))), path.join(libraryDir, "cache"))
        .then((index) => (entry.ready = index))
        .catch(() => (concepts = null));
    }
    return concepts.ready;
  };

  const modelInfo = async (name: string): Promise<ModelInfo> => {
    const status = await manager.status(name);
    const download = downloads.get(name);
    return {
      name: status.name,
      kind: status.kind,
      title: status.title,
      use: status.use,
      license: status.license,
      revision: status.revision,
      bytes: status.bytes,
      downloadedBytes: status.downloadedBytes,
      state: download?.running ? "downloading" : status.state,
      error: download?.error ?? null,
    };
  };
  const known = (name: string) => {
    try {
      return manager.entry(name);
    } catch (error) {
      throw new RecollectError("not_found", (error as Error).message);
    }
  };

  /**
   * People as the contract shows them, each with their most confident face as the cover (or, for
   * someone known only from metadata, the face their named region covers, else a photo the
   * metadata names them in), and their photos: those
   * with their faces and those their names are written in.
   */
  const toPeople = async (rows: PersonRow[]): Promise<Person[]> => {
    if (rows.length === 0) return [];
    const covers = new Map<string, FaceRow>();
    const photos = new Map<string, Set<string>>(rows.map((r) => [r.id, new Set<string>()]));
    for (const face of await analysis.listFaces(inList("person_id", rows.map((r) => r.id)))) {
      photos.get(face.person_id!)?.add(face.photo_id);
      const best = covers.get(face.person_id!);
      if (!best || face.score > best.score) covers.set(face.person_id!, face);
    }
    const named = await metadataPeople.sync();
    for (const entry of named) for (const photo of entry.photos) photos.get(entry.personId)?.add(photo);
    // Someone with no face of their own shows the face their named region covers, where one does.
    for (const [person, face] of await metadataPeople.namedFaces(named.filter((n) => photos.has(n.personId) && !covers.has(n.personId)))) covers.set(person, face);
    return rows.map((row) => {
      const face = covers.get(row.id);
      const theirs = photos.get(row.id)!;
      const first = [...theirs].sort()[0];
      return {
        id: row.id,
        name: row.name,
        relation: row.relation,
        faces: row.faces,
        photos: theirs.size,
        cover: face
          ? { photoId: face.photo_id, thumbnailUrl: urls.thumbnail(face.photo_id), box: boxOf(face) }
          : first
            ? { photoId: first, thumbnailUrl: urls.thumbnail(first), box: { x: 0, y: 0, width: 1, height: 1 } }
            : null,
      };
    });
  };
  const toPerson = async (row: PersonRow): Promise<Person> => (await toPeople([row]))[0]!;

  const requirePerson = async (id: string): Promise<PersonRow> => {
    const person = (await analysis.listPeople()).find((p) => p.id === id);
    if (!person) throw new RecollectError("not_found", `No person with id ${id} in this library.`, "The list of people may have changed; open People again.");
    return person;
  };

  const handlers: AnalysisService["handlers"] = {
    async models() {
      return Promise.all(manager.manifest.models.map((m) => modelInfo(m.name)));
    },

    async downloadModel({ name }) {
      known(name);
      if (!downloads.get(name)?.running && !(await manager.installed(name))) {
        const state = { error: null as string | null, running: true };
        downloads.set(name, state);
        manager
          .download(name)
          .then(reconfigure)
          .catch((error: unknown) => (state.error = error instanceof Error ? error.message : String(error)))
          .finally(() => (state.running = false));
      }
      return modelInfo(name);
    },

    async removeModel({ name }) {
      known(name);
      if (downloads.get(name)?.running) throw new RecollectError("unsupported", "This model is still downloading.", "Wait for it to finish, then remove it.");
      await manager.remove(name);
      downloads.delete(name);
      await reconfigure();
      return modelInfo(name);
    },

    async inferenceStatus() {
      return inferenceStatus();
    },

    async visualSearchOffer() {
      return visualOffer();
    },

    async answerVisualSearchOffer({ answer }) {
      await settings.set({ visualSearchOffer: answer === "download" ? "accepted" : "later" });
      if (answer === "download") {
        const offered = await visualOffer();
        for (const model of [offered.model, offered.sentence]) if (model) await handlers.downloadModel({ name: model.name });
      }
      return visualOffer();
    },

    async analyses() {
      return switches();
    },

    async setAnalysis({ name, on }) {
      await settings.set({ analyses: { ...settings.get("analyses"), [name]: on } });
      // Turned on: the photos it has not looked at yet are looked at now.
      if (on) analyzer?.schedule();
      return switches();
    },

    async setProvider({ provider }) {
      await settings.set({ provider });
      await reconfigure();
      return inferenceStatus();
    },

    async people() {
      await metadataPeople.sync();
      const people = (await analysis.listPeople()).filter((p) => p.faces > 0 || p.name);
      const shown = await toPeople(people);
      return shown.sort((a, b) => Number(!a.name) - Number(!b.name) || b.photos - a.photos || (a.name ?? "").localeCompare(b.name ?? ""));
    },

    async personFaces({ id }) {
      await requirePerson(id);
      return (await analysis.listFaces(`person_id = ${sql(id)}`)).map(toFace);
    },

    async namePerson({ id, name, relation }) {
      const person = await requirePerson(id);
      const named = { ...person, name: name || null, relation: relation === undefined ? person.relation : relation || null, updated_at: new Date().toISOString() };
      await analysis.savePeople([named]);
      return toPerson(named);
    },

    async mergePeople({ into, from }) {
      const target = await requirePerson(into);
      const others = await Promise.all(from.filter((id) => id !== into).map(requirePerson));
      const faces = await analysis.listFaces(inList("person_id", [into, ...others.map((p) => p.id)]));
      const merged = mergePeople(target, others, faces);
      await analysis.assignFaces(merged.faces.map((f) => ({ id: f.id, person_id: f.person_id })));
      await analysis.savePeople([merged.person], others.map((p) => p.id));
      await metadataPeople.move(others.map((p) => p.id), merged.person.id);
      return toPerson(merged.person);
    },

    async splitPerson({ id, faceIds }) {
      const person = await requirePerson(id);
      const faces = await analysis.listFaces(`person_id = ${sql(id)}`);
      const theirs = new Set(faces.map((f) => f.id));
      const unknown = faceIds.filter((f) => !theirs.has(f));
      if (unknown.length) throw new RecollectError("invalid_input", `${unknown.length} of those faces are not this person's.`, "Choose faces from this person's list.");
      if (faceIds.length === faces.length) throw new RecollectError("invalid_input", "Those are all of this person's faces.", "Leave at least one face, or rename the person instead.");
      const split = splitPerson(person, faceIds, faces);
      await analysis.savePeople([split.kept, split.created]);
      await analysis.assignFaces(split.faces.map((f) => ({ id: f.id, person_id: f.person_id })));
      return { kept: await toPerson(split.kept), created: await toPerson(split.created) };
    },
  };

  const visualOffer = async (): Promise<VisualSearchOffer> => {
    const offered = async (name: string | undefined) => (name && manager.manifest.models.some((m) => m.name === name) ? await modelInfo(name) : null);
    const model = await offered(manager.manifest.defaults.clip);
    const sentence = await offered(manager.manifest.defaults.sentence);
    const wanted = (m: ModelInfo | null) => m !== null && m.state !== "installed" && m.state !== "downloading";
    return { ask: settings.get("visualSearchOffer") === "ask" && wanted(model), model, sentence: wanted(sentence) ? sentence : null };
  };

  const inferenceStatus = async (): Promise<InferenceStatus> => {
    if (clients[0] && !info?.runtime) info = await clients[0].info().catch(() => info);
    const runtime = info?.runtime ?? null;
    return {
      provider: runtime?.provider ?? null,
      providerLabel: runtime ? PROVIDER_LABELS[runtime.provider as ProviderName] : null,
      preference: preference(),
      candidates: candidateProviders(preference()).map((p) => PROVIDER_LABELS[p]),
      offered: offeredProviders(),
      fallbackReason: runtime?.fallbackReason ?? null,
      threads: runtime?.threads ?? null,
      clipModel: config.clip?.name ?? null,
      analysisEnabled: options.enabled,
    };
  };

  function toFace(face: FaceRow): Face {
    return { id: face.id, photoId: face.photo_id, personId: face.person_id, thumbnailUrl: urls.thumbnail(face.photo_id), box: boxOf(face), score: face.score };
  }

  return {
    handlers,
    progress: () => analyzer?.progress ?? { state: "idle", phase: null, done: 0, total: 0, failed: 0 },
    schedule: () => analyzer?.schedule(),
    idle: async () => analyzer?.idle(),
    forget: (ids) => analysis.forget(ids),
    async embedText(text) {
      if (!config.clip) return null;
      try {
        return await worker().embedText(text);
      } catch (error) {
        // Words and dates still answer; the failure is for the log, not for the user's query.
        process.stderr.write(`recollect: visual search failed: ${error instanceof Error ? error.message : String(error)}\n`);
        return null;
      }
    },
    async relatedConcepts(word) {
      const clip = config.clip;
      if (!clip) return [];
      try {
        const concepts = cachedConcepts(clip);
        if (!concepts) return [];
        const vector = await worker().embedText(`a photo of ${word}.`);
        return relatedConcepts(concepts, vector, CONCEPT_SIMILARITY);
      } catch {
        return [];
      }
    },
    sentences: {
      model: () => config.sentence ?? null,
      embed: (texts) => worker().embedSentences(texts),
    },
    onModelsChanged(listener) {
      modelListeners.add(listener);
      return () => void modelListeners.delete(listener);
    },
    async clipVectors() {
      const clip = config.clip;
      if (!clip) return null;
      // A library that cannot be written, never analysed with this model, has no vectors to search and cannot make their table.
      const table = await analysis.vectors(clip.name, clip.dimensions).catch((error: unknown) => {
        if (isReadOnlyError(error)) return null;
        throw error;
      });
      return table && { model: clip.name, dimensions: clip.dimensions, table };
    },
    indexSource: {
      analysis: async () => [...(await analysis.rows()).values()].map((r) => ({ id: r.id, tags: r.tags, ocr_text: r.ocr_text, faces: r.faces, objects: r.objects, expressions: r.expressions, version: `${r.hash}:${r.clip_model}:${r.ocr}:${r.faces}:${r.failed}:${r.objects?.length ?? "-"}:${r.expressions?.length ?? "-"}` })),
      namedFaces: async () => {
        const named = new Map((await analysis.listPeople()).filter((p) => p.name).map((p) => [p.id, p.name!]));
        if (named.size === 0) return [];
        const faces = (await analysis.listFaces(inList("person_id", [...named.keys()]))).map((f) => ({ photo_id: f.photo_id, name: named.get(f.person_id!)! }));
        // A person renamed, or merged into another, is still found in the photos the metadata names them in.
        const renamed = (await metadataPeople.linked()).flatMap((m) => {
          const name = named.get(m.personId);
          return name && name !== m.name ? m.photos.map((photo_id) => ({ photo_id, name })) : [];
        });
        return [...faces, ...renamed];
      },
      people: async () => (await analysis.listPeople()).filter((p) => p.name).map((p) => ({ name: p.name!, relation: p.relation })),
    },
    async tables() {
      return [analysis.analysis, analysis.faces, analysis.people, metadataPeople.links];
    },
    async details(id) {
      const row = (await analysis.rows([id])).get(id);
      if (!row) return null;
      const faces = row.faces ? await analysis.listFaces(`photo_id = ${sql(id)}`) : [];
      const names = new Map(faces.some((f) => f.person_id) ? (await analysis.listPeople()).map((p) => [p.id, p.name]) : []);
      return {
        faceBoxes: faces.map((f) => ({ box: boxOf(f), personId: f.person_id, name: (f.person_id && names.get(f.person_id)) || null })),
        clipModel: row.clip_model,
        tags: (JSON.parse(row.tags) as Array<[string, number]>).map(([concept, score]) => ({ concept, score })),
        text: wasRead(row.ocr) ? row.ocr_text : null,
        faces: row.faces === null ? null : Math.round(row.faces),
        objects: row.objects === null ? null : taggedDetections(row.objects, conceptsOf(row.tags)).map(({ label, score, box: [x, y, width, height] }) => ({ label, score, box: { x, y, width, height } })),
        problem: row.failed,
      };
    },
    async close() {
      analyzer?.stop();
      await Promise.all(clients.map((c) => c.close()));
      await analyzer?.idle();
    },
  };
}

function boxOf(face: FaceRow) {
  return { x: face.x, y: face.y, width: face.width, height: face.height };
}

