/**
 * @file The library's MSTS index, kept fresh for search: read from the store when first needed,
 * read again when a table it reads has changed, and, in an engine that stays open, warmed up and
 * its vectors loaded into memory behind the first answers.
 *
 * Runs in the engine's process. A search answers from whatever is indexed so far while indexing
 * runs: the index then lags by at most a few seconds rather than being read again for every query.
 */
import type * as lancedb from "@lancedb/lancedb";
import { warmTextIndex } from "../../index/fulltext";
import { LibraryIndex, type IndexSource } from "../../index/library-index";
import { warmPhotoOrders } from "../../index/photo-order";
import { VectorLayer } from "../../index/vectors/vector-layer";
import { warmDescriptions } from "../../search/retrieve";
import type { PhotoStore } from "../../store/store";
import type { AnalysisService } from "../analysis-service";
import type { IndexProgress } from "../contract";
import { vectorSnapshotFile } from "./index-source";
import { warmParser, warmSearch } from "./warm-up";

/** Above this many photos the graph is built behind the first answers rather than before them. */
const BACKGROUND_GRAPH_FROM = 20_000;
/** While tables keep changing (indexing), the index is read again at most this often. */
const REFRESH_EVERY_MS = 3000;

export interface FreshIndexOptions {
  /** Where derived data may be kept between runs (the facts snapshot, the vectors' copy); none when absent. */
  cacheDir?: string;
  /** Whether the engine stays open for more than one command (`SearchServiceOptions.staysOpen`). Default true. */
  staysOpen?: boolean;
  /** What indexing and analysis are doing now: while they write, the index is read at most every few seconds. */
  progress: () => IndexProgress;
  /** Answers one query unseen and unlogged: the warm-up's searches. */
  warmQuery: (query: string) => Promise<unknown>;
}

export class FreshIndex {
  readonly index = new LibraryIndex();
  #vectors: VectorLayer | null = null;
  #seenVersions = "";
  #lastRefresh = 0;
  /** Whether the last read began during the models' pass, after the indexing run before it had ended. */
  #readInModelsPass = false;
  #refreshing: Promise<void> | null = null;
  #warming: Promise<void> | null = null;
  #warmingStopped = false;
  #warmingSearch: Promise<unknown> = Promise.resolve();
  /** Reads begun behind a refresh, not awaited by it (see `settled`). */
  readonly #behind = new Set<Promise<unknown>>();

  constructor(
    private readonly store: PhotoStore,
    private readonly analysis: Pick<AnalysisService, "clipVectors" | "tables">,
    private readonly source: IndexSource,
    private readonly options: FreshIndexOptions,
  ) {}

  /** The CLIP vectors search reads, as of the last refresh; null without a CLIP model. */
  get vectors(): VectorLayer | null {
    return this.#vectors;
  }

  /** Work begun behind the answers, which `settled` waits for; its failure is its own to report. */
  runBehind(work: Promise<unknown>): void {
    const running: Promise<unknown> = work.catch(() => undefined).finally(() => this.#behind.delete(running));
    this.#behind.add(running);
  }

  /** Reads the index again if a table it reads changed (always when `force`); calls made meanwhile share one read. */
  refresh(force = false): Promise<void> {
    this.#refreshing ??= this.#read(force).finally(() => (this.#refreshing = null));
    return this.#refreshing;
  }

  /** The index as a query should see it: read on first use, and again once its tables changed. */
  async fresh(): Promise<void> {
    if (this.#lastRefresh === 0) return this.refresh();
    // While indexing writes rows every moment, reading them all again for every query would slow
    // search down: the index then lags by at most a few seconds. Otherwise it is always current.
    // The models' pass starts as an indexing run ends, but a read from before the pass lacks the
    // run's last photos and its trips and copies: the first query in the pass reads them, at once.
    const p = this.options.progress();
    const writing = p.state !== "idle" || (modelsPass(p) && this.#readInModelsPass);
    // An index read before any photo was written would answer "your library has no photos yet":
    // while it has none, it never lags (a library's first photos are few to read).
    if (writing && this.index.size > 0 && Date.now() - this.#lastRefresh < REFRESH_EVERY_MS) return;
    if ((await this.#versions()) !== this.#seenVersions) await this.refresh();
    else this.#readInModelsPass = modelsPass(p);
  }

  /** Resolves once the warm-up, started with the first read of the index, is done. */
  async warmed(): Promise<void> {
    await this.#warming;
  }

  /** Stops the warm-up searches, waiting for one in flight. */
  async stopWarming(): Promise<void> {
    this.#warmingStopped = true;
    await this.#warmingSearch.catch(() => undefined);
  }

  /** Resolves when nothing begun behind the answers still reads the store or writes (`SearchService.settled`). */
  async settled(): Promise<void> {
    await Promise.all(this.#behind);
    await this.index.saved;
    await this.#vectors?.written();
  }

  async #versions(): Promise<string> {
    const tables: lancedb.Table[] = [this.store.photos, ...(await this.analysis.tables())];
    return (await Promise.all(tables.map((t) => t.version()))).join(",");
  }

  async #read(force: boolean): Promise<void> {
    const { store, index, options } = this;
    const staysOpen = options.staysOpen !== false;
    const inModelsPass = modelsPass(options.progress());
    const now = await this.#versions();
    if (!force && now === this.#seenVersions && this.#lastRefresh > 0) return;
    const clip = await this.analysis.clipVectors();
    if (!clip) this.#vectors = null;
    else if (!this.#vectors || this.#vectors.table !== clip.table) {
      this.#vectors = new VectorLayer(clip.table, clip.dimensions, options.cacheDir ? { snapshot: vectorSnapshotFile(options.cacheDir, clip.table) } : {});
      // LanceDB opens its indices on its own threads, and the saved 8-bit copy is read, while the facts load on this one.
      this.runBehind(this.#vectors.warm());
    }
    const first = this.#lastRefresh === 0;
    if (first) this.runBehind(warmTextIndex(store.photos));
    await index.refresh(this.source, { background: (await store.countPhotos()) >= BACKGROUND_GRAPH_FROM });
    if (first && staysOpen) {
      this.#warming = index.graphReady
        .then(() => warmParser(index.parseContext().years))
        .then(() => warmDescriptions(index))
        .then(() => warmSearch((query) => (this.#warmingSearch = options.warmQuery(query)), () => this.#warmingStopped))
        .catch((error: Error) => void process.stderr.write(`recollect: warming the search up failed: ${error.message}\n`));
    }
    // The time orders are the facts', so every refresh sorts them again, behind the graph.
    if (staysOpen) void index.graphReady.then(() => warmPhotoOrders(index)).catch((error: Error) => process.stderr.write(`recollect: sorting the photos by time failed: ${error.message}\n`));
    this.#seenVersions = now;
    this.#readInModelsPass = inModelsPass;
    this.#lastRefresh = Date.now();
    // Vectors load in the background once the graph is built, so that the two never slow the
    // first queries together: until they are in, CLIP answers from LanceDB's index.
    if (staysOpen) void index.graphReady.then(() => this.#vectors?.load()).then(() => this.#vectors?.ensureIndex()).catch((error: Error) => process.stderr.write(`recollect: loading vectors failed: ${error.message}\n`));
  }
}

/** Indexing has ended and the models' pass looks at what it wrote: it writes only its own findings. */
function modelsPass(progress: IndexProgress): boolean {
  return progress.state === "idle" && progress.analysis !== null;
}
