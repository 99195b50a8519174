/**
 * @file One progress stream for a library: the indexer's counts, with the analysis pass's phase
 * beside them, as `indexStatus` answers and as every door's listeners hear it.
 *
 * Runs in the engine's process. Whoever changes what is indexed or analysed calls `emit`; the
 * stream reads both at that moment, so a listener never sees one half stale.
 */
import type { AnalysisProgress } from "../../library/analysis/analyzer";
import type { Indexer } from "../../library/indexer";
import type { IndexProgress } from "../contract";

export class ProgressStream {
  readonly #listeners = new Set<(progress: IndexProgress) => void>();

  constructor(
    private readonly indexer: Pick<Indexer, "progress" | "rebuilding">,
    /** The analysis pass's progress; none before the pass exists. */
    private readonly analysis: () => AnalysisProgress | undefined,
  ) {}

  /** Indexing and analysis as they are now. */
  now(): IndexProgress {
    const a = this.analysis();
    return { ...this.indexer.progress(), rebuilding: this.indexer.rebuilding, analysis: a?.state === "analysing" && a.phase ? { phase: a.phase, done: a.done, total: a.total, failed: a.failed } : null };
  }

  /** Tells every listener how things stand now. */
  emit(): void {
    const current = this.now();
    for (const listener of this.#listeners) listener(current);
  }

  /** Adds a listener; returns what removes it. */
  listen(listener: (progress: IndexProgress) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
