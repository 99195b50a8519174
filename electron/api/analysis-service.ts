/**
 * @file The contract's model, inference and people calls, on the engine: the parts under
 * `analysis/` wired together for one library.
 *
 * Runs in plain Node beside `service.ts`, which composes these handlers with the library's. The
 * inference workers (`analysis/workers.ts`) start on first need, not at open: a library without
 * photos to analyse, or a CLI command that only lists, never starts one. The calls are grouped by
 * what they do: models and the provider (`analysis/model-handlers.ts`), which analyses run
 * (`analysis/switches.ts`), people (`analysis/people-handlers.ts`); the pass that follows indexing
 * is `analysis/pass.ts`, and what search and details read of its findings `analysis/findings.ts`.
 */
import { ModelManager } from "../../native/models/manager";
import { loadManifest, type Manifest } from "../../native/models/manifest";
import type { ProviderPreference } from "../../native/runtime";
import type { Spawn } from "../../native/worker/client";
import { AnalysisStore } from "../library/analysis/analysis-store";
import type { AnalysisProgress } from "../library/analysis/analyzer";
import { MetadataPeople } from "../library/analysis/metadata-people";
import type { LibrarySettings } from "../library/settings-file";
import type { PhotoStore } from "../store/store";
import type { PhotoDetails } from "./contract";
import type { Handlers } from "./dispatch";
import type * as lancedb from "@lancedb/lancedb";
import type { IndexSource } from "../index/library-index";
import type { SentenceEncoder } from "../search/memory-meanings";
import { AnalysisFindings } from "./analysis/findings";
import { modelHandlers, type ModelMethods } from "./analysis/model-handlers";
import { AnalysisPass } from "./analysis/pass";
import { peopleHandlers, type PeopleMethods } from "./analysis/people-handlers";
import { forcedOffBy, runningAnalyses, switchHandlers } from "./analysis/switches";
import { InferenceWorkers } from "./analysis/workers";

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

type AnalysisMethods = ModelMethods | "analyses" | "setAnalysis" | PeopleMethods;

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
  // The models' folder is looked at while the tables open.
  const [analysis, workers] = await Promise.all([AnalysisStore.open(store), InferenceWorkers.open(manager, options, () => settings.get("provider"), libraryDir)]);
  const metadataPeople = await MetadataPeople.open(store, analysis);
  const findings = new AnalysisFindings(analysis, metadataPeople);
  /** Which analyses run: the library's switches, less what this run was told to leave out. */
  const forcedOff = forcedOffBy(options);
  const pass = options.enabled
    ? await AnalysisPass.on(store, analysis, workers, { workers: options.workers, libraryDir, running: () => runningAnalyses(settings.get("analyses"), forcedOff), onProgress })
    : AnalysisPass.off();
  // A model installed or removed: the pass catches up on what it can do now, before anyone else hears of it.
  workers.onModelsChanged(() => pass.schedule());

  return {
    handlers: {
      ...modelHandlers({ manager, workers, settings, analysisEnabled: options.enabled }),
      ...switchHandlers(settings, forcedOff, () => pass.schedule()),
      ...peopleHandlers(analysis, metadataPeople, urls.thumbnail),
    },
    progress: () => pass.progress(),
    schedule: () => pass.schedule(),
    idle: () => pass.idle(),
    forget: (ids) => analysis.forget(ids),
    embedText: (text) => workers.embedText(text),
    relatedConcepts: (word) => workers.relatedConcepts(word),
    sentences: workers.sentences,
    onModelsChanged: (listener) => workers.onModelsChanged(listener),
    clipVectors: () => findings.clipVectors(workers.config.clip),
    indexSource: findings.indexSource,
    tables: async () => findings.tables(),
    details: (id) => findings.details(id),
    async close() {
      pass.stop();
      await workers.close();
      await pass.idle();
    },
  };
}
