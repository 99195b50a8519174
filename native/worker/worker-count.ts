/**
 * @file How many analysis workers to run: one per core, as long as they fit the memory budget.
 *
 * Runs in the engine's process, which starts the workers. Each worker's models run on one thread
 * (each ONNX Runtime session of the object detector, the face nets and the smile model is given
 * one), so the pass uses a second core through a second worker; each worker holds its own copy of
 * the models, so memory, not cores, is what stops it.
 */
import os from "node:os";

/** What the whole analysis pass may hold, all workers together. */
export const ANALYSIS_BUDGET_BYTES = 1.2e9;
/**
 * One worker with objects, faces, smiles and the text check loaded, at its peak over a 12-MP
 * camera mix, as `npm run bench:inference` reports it (`workers.firstWorkerRssMb`,
 * `rssPerWorkerMb`), with a margin.
 */
export const WORKER_BYTES = 330e6;
/**
 * What OCR adds to the one worker that reads text (the first): PaddleOCR and Tesseract at their
 * peaks on a 12-MP photo and a receipt (`npm run bench:ocr`, `addedRssMb`), both loaded when a
 * pass reads camera photos and screenshots. Counted once, not per worker. The workers rest before
 * OCR ([Note: Workers rest between phases] in the analyzer), so OCR never runs beside them; it is
 * still counted, which leaves the headless process (engine, workers and OCR in one) its room:
 * the detectors' ONNX Runtime arenas keep their largest buffers, and the process's peak stays
 * under the budget with them (`npm run bench:analysis-memory`).
 */
export const OCR_BYTES = 400e6;

export interface WorkerCountOptions {
  cores?: number;
  /** The machine's memory; no more than a quarter of it goes to analysis. */
  totalMemory?: number;
  /** Bytes the CLIP image model adds to each worker (about its file size), when one is installed. */
  clipBytes?: number;
}

export function analysisWorkers(options: WorkerCountOptions = {}): number {
  const cores = options.cores ?? os.availableParallelism();
  const budget = Math.min(ANALYSIS_BUDGET_BYTES, (options.totalMemory ?? os.totalmem()) / 4);
  const fits = Math.floor((budget - OCR_BYTES) / (WORKER_BYTES + (options.clipBytes ?? 0)));
  return Math.max(1, Math.min(cores, fits));
}
