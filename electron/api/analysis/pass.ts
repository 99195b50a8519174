/**
 * @file The analysis pass of one library: started after indexing changed rows (and at open, for
 * photos left unanalysed), its progress for the progress stream, and stopping it when the library
 * closes.
 *
 * Runs in the engine's process; the work itself is `library/analysis/analyzer.ts`, on the
 * inference workers. The analyzer's code is loaded only by a run that analyses: a CLI search or
 * listing, which never does, does not load it.
 */
import fs from "node:fs";
import { analysisWorkers } from "../../../native/worker/worker-count";
import type { AnalysisStore } from "../../library/analysis/analysis-store";
import type { Analyzer, AnalysisProgress } from "../../library/analysis/analyzer";
import type { PhotoStore } from "../../store/store";
import type { InferenceWorkers } from "./workers";

const IDLE: AnalysisProgress = { state: "idle", phase: null, done: 0, total: 0, failed: 0 };

export interface PassOptions {
  /** Analysis workers; default: as many as cores and memory allow (`analysisWorkers`). */
  workers?: number;
  libraryDir: string;
  /** Which analyses run now (the library's switches, less this run's). */
  running: () => { objects: boolean; faces: boolean; ocr: boolean };
  onProgress: () => void;
}

export class AnalysisPass {
  private constructor(private readonly analyzer: Analyzer | null) {}

  /** A pass that never runs: for a run that only manages models, or a library that cannot be written. */
  static off(): AnalysisPass {
    return new AnalysisPass(null);
  }

  /** Makes the workers the pass uses and the analyzer that drives them; nothing runs until `schedule`. */
  static async on(store: PhotoStore, analysis: AnalysisStore, workers: InferenceWorkers, options: PassOptions): Promise<AnalysisPass> {
    const { Analyzer } = await import("../../library/analysis/analyzer");
    workers.makeUpTo(() => options.workers ?? analysisWorkers());
    // Installing CLIP adds the model to each worker: fewer of them then fit the budget.
    const count = () => options.workers ?? analysisWorkers({ clipBytes: workers.config.clip ? fs.statSync(workers.config.clip.vision).size : 0 });
    return new AnalysisPass(new Analyzer(store, analysis, workers.clients, { clip: () => workers.config.clip, workers: count, libraryDir: options.libraryDir, analyses: options.running, onProgress: options.onProgress }));
  }

  progress(): AnalysisProgress {
    return this.analyzer?.progress ?? { ...IDLE };
  }

  /** Starts a pass over photos not analysed yet. */
  schedule(): void {
    this.analyzer?.schedule();
  }

  async idle(): Promise<void> {
    await this.analyzer?.idle();
  }

  /** Stops taking photos; what is in flight ends (or fails) as its workers close. */
  stop(): void {
    this.analyzer?.stop();
  }
}
