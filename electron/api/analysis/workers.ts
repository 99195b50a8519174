/**
 * @file The inference workers of one library: what they are configured with (the installed models,
 * the provider, OCR's languages), the first worker's answers to queries (CLIP text embeddings, the
 * tag concepts near a word, memories' sentence vectors), and telling them all when a model or the
 * provider changes.
 *
 * Runs in the engine's process; the workers themselves run in a utility process or a thread
 * (`native/worker/client.ts`). Each starts on its first job, not when the library opens: a CLI
 * command that only lists never starts one.
 */
import path from "node:path";
import type { ClipFiles } from "../../../native/clip/clip-model";
import type { ModelManager } from "../../../native/models/manager";
import { shippedLanguage, type OcrLanguage } from "../../../native/ocr-language";
import { candidateProviders, offeredProviders, PROVIDER_LABELS, type ProviderName, type ProviderPreference } from "../../../native/runtime";
import { InferenceClient, type Spawn } from "../../../native/worker/client";
import type { WorkerConfig, WorkerInfo } from "../../../native/worker/protocol";
import { conceptIndex, relatedConcepts, type ConceptIndex } from "../../library/analysis/visual-tags";
import type { SentenceEncoder } from "../../search/memory-meanings";
import type { InferenceStatus } from "../contract";

/**
 * Text-to-text CLIP similarity at which a word reaches a concept ("puppy" → dog). Prompts that
 * share a template sit around 0.6–0.8 even when unrelated, so the bar is high. Not calibrated:
 * the real model cannot be downloaded where Recollect is built; `bench/eval` will fit it once it can.
 */
const CONCEPT_SIMILARITY = 0.9;

export interface WorkerOptions {
  /** The provider chosen for this run, over the library's setting. */
  provider?: ProviderPreference;
  spawn?: Spawn;
  crashOnPathContaining?: string;
}

export class InferenceWorkers {
  /** The first worker answers queries too; the others only analyse. Each starts on its first job. */
  readonly clients: InferenceClient[] = [];
  #info: WorkerInfo | null = null;
  readonly #modelListeners = new Set<() => void>();
  /** The tag vocabulary's concept matrix for the CLIP model in use, built once (the analyzer shares its cache file). */
  #concepts: { model: string; ready: ConceptIndex | null } | null = null;

  private constructor(
    private readonly manager: ModelManager,
    private readonly options: WorkerOptions,
    private readonly savedProvider: () => ProviderPreference,
    private readonly libraryDir: string,
    /** What the workers are configured with now. */
    public config: WorkerConfig,
  ) {}

  /** Reads the models' folder for the first configuration; no worker starts yet. */
  static async open(manager: ModelManager, options: WorkerOptions, savedProvider: () => ProviderPreference, libraryDir: string): Promise<InferenceWorkers> {
    return new InferenceWorkers(manager, options, savedProvider, libraryDir, await workerConfig(manager, options, () => preferenceOf(options, savedProvider)));
  }

  /** The provider asked for: this run's, or the library's setting. */
  preference(): ProviderPreference {
    return preferenceOf(this.options, this.savedProvider);
  }

  /** The worker that answers queries, made on first need. A photo a worker dies on is recorded by the analysis pass, whose job it was. */
  first(): InferenceClient {
    return (this.clients[0] ??= new InferenceClient({ config: this.config, spawn: this.options.spawn }));
  }

  /** Makes workers up to `count` for the analysis pass (the first one included). */
  makeUpTo(count: () => number): void {
    this.first();
    while (this.clients.length < count()) this.clients.push(new InferenceClient({ config: this.config, spawn: this.options.spawn }));
  }

  /** Calls `listener` once a model was installed or removed and the workers know it; returns what stops it. */
  onModelsChanged(listener: () => void): () => void {
    this.#modelListeners.add(listener);
    return () => void this.#modelListeners.delete(listener);
  }

  /** Tells the workers about a model installed or removed, or a provider chosen, then the listeners. */
  async reconfigure(): Promise<void> {
    const config = (this.config = await workerConfig(this.manager, this.options, () => this.preference()));
    if (this.clients[0]) this.#info = await this.clients[0].configure(config);
    await Promise.all(this.clients.slice(1).map((c) => c.configure(config, { startIfStopped: false })));
    for (const listener of this.#modelListeners) listener();
  }

  /** The CLIP embedding of a query's words; null when no CLIP model is installed or it failed. */
  async embedText(text: string): Promise<Float32Array | null> {
    if (!this.config.clip) return null;
    try {
      return await this.first().embedText(text);
    } catch (error) {
      // Words and dates still answer; the failure is for the log, not for the user's query.
      process.stderr.write(`recollect: visual search failed: ${error instanceof Error ? error.message : String(error)}\n`);
      return null;
    }
  }

  /** Concepts of the tag vocabulary whose text embedding is close to a word's; none without CLIP or before the matrix is built. */
  async relatedConcepts(word: string): Promise<Array<{ label: string; similarity: number }>> {
    const clip = this.config.clip;
    if (!clip) return [];
    try {
      const concepts = this.#cachedConcepts(clip);
      if (!concepts) return [];
      const vector = await this.first().embedText(`a photo of ${word}.`);
      return relatedConcepts(concepts, vector, CONCEPT_SIMILARITY);
    } catch {
      return [];
    }
  }

  /** The sentence model for memories in other words (none until it is installed), embedding in the first worker. */
  readonly sentences: SentenceEncoder = {
    model: () => this.config.sentence ?? null,
    embed: (texts) => this.first().embedSentences(texts),
  };

  /** Which provider the workers run on, and what else could be chosen. */
  async status(analysisEnabled: boolean): Promise<InferenceStatus> {
    if (this.clients[0] && !this.#info?.runtime) this.#info = await this.clients[0].info().catch(() => this.#info);
    const runtime = this.#info?.runtime ?? null;
    const preference = this.preference();
    return {
      provider: runtime?.provider ?? null,
      providerLabel: runtime ? PROVIDER_LABELS[runtime.provider as ProviderName] : null,
      preference,
      candidates: candidateProviders(preference).map((p) => PROVIDER_LABELS[p]),
      offered: offeredProviders(),
      fallbackReason: runtime?.fallbackReason ?? null,
      threads: runtime?.threads ?? null,
      clipModel: this.config.clip?.name ?? null,
      analysisEnabled,
    };
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.close()));
  }

  /** The matrix if it is ready; else null, and it is built in the background (a query never waits for 3,400 prompts). */
  #cachedConcepts(clip: ClipFiles): ConceptIndex | null {
    if (this.#concepts?.model !== clip.name) {
      const entry: { model: string; ready: ConceptIndex | null } = { model: clip.name, ready: null };
      this.#concepts = entry;
      conceptIndex(clip, (texts) => Promise.all(texts.map((t) => this.first().embedText(t, { priority: "bulk" }))), path.join(this.libraryDir, "cache"))
        .then((index) => (entry.ready = index))
        .catch(() => (this.#concepts = null));
    }
    return this.#concepts.ready;
  }
}

function preferenceOf(options: WorkerOptions, savedProvider: () => ProviderPreference): ProviderPreference {
  return options.provider ?? savedProvider();
}

/** What the workers are told: the installed CLIP and sentence models, the provider, and OCR's installed languages. */
async function workerConfig(manager: ModelManager, options: WorkerOptions, provider: () => ProviderPreference): Promise<WorkerConfig> {
  const installed = await manager.list();
  const languages: OcrLanguage[] = [shippedLanguage()];
  for (const model of manager.manifest.models) {
    if (model.kind === "ocr-language" && installed.find((m) => m.name === model.name)?.state === "installed") {
      languages.push({ code: model.language, dir: manager.folder(model) });
    }
  }
  return { clip: await manager.clip(), sentence: await manager.sentence(), provider: provider(), ocrLanguages: languages, crashOnPathContaining: options.crashOnPathContaining };
}
