/**
 * @file The contract's search and memory calls, on the engine: the parts under `search/` wired
 * together for one library.
 *
 * Runs in the engine's process. The index is kept fresh (`search/fresh-index.ts`), plans are
 * remembered for follow-ups and corrections (`search/asked-plans.ts`), every answer comes through
 * one place (`search/answers.ts`), and the calls are grouped by what they do: asking
 * (`search/asking.ts`), corrections (`search/corrections.ts`) and notes (`search/photo-notes.ts`).
 * A search answers from whatever is indexed so far while indexing runs, and a named person or a
 * new memory is found on the next query.
 */
import { LibraryIndex } from "../index/library-index";
import { MemoryStore } from "../library/memories";
import { MemoryMeanings } from "../search/memory-meanings";
import { Learning } from "../learn/learning";
import type { SearchLogOptions } from "../learn/search-log";
import type { PhotoStore } from "../store/store";
import type { IndexProgress, Memory, SearchResult } from "./contract";
import type { Handlers } from "./dispatch";
import type { AnalysisService } from "./analysis-service";
import type { Collections } from "../library/collections";
import type { LlmRefiner } from "../search/llm-refine";
import type { ParseContext } from "../search/parsers/parser";
import type { RetrievalDeps } from "../search/retrieve";
import { Answers } from "./search/answers";
import { AskedPlans } from "./search/asked-plans";
import { askingHandlers } from "./search/asking";
import { correctionHandlers } from "./search/corrections";
import { FreshIndex } from "./search/fresh-index";
import { indexSource } from "./search/index-source";
import { Personalizer } from "./search/personalizer";
import { PhotoNotes } from "./search/photo-notes";

export interface SearchServiceOptions {
  now: () => Date;
  /** Where derived data may be kept between runs (the facts snapshot); none when absent. */
  cacheDir?: string;
  thumbnailUrl: (id: string) => string;
  progress: () => IndexProgress;
  /** The LLM that refines plans now, if one is on; asked per query, since the user can turn it on or off. */
  llm?: () => LlmRefiner | null;
  /** Whether corrections of similar searches personalize this one (the user's setting; on by default). */
  personalize?: () => boolean;
  /**
   * Whether the engine stays open for more than one command (the app, `serve`, `recollect index`).
   * Default true: once the index is read it warms the parser and the search up (`warmParser`),
   * sorts the photo orders, and loads the vectors into memory (saving their snapshot, building
   * their ANN index). A one-shot command turns it off: it asks one question, and exits as soon as
   * it has answered (see [Note: A one-shot command exits when it is done] in cli.ts), so that work
   * would be thrown away, or cut half-written.
   */
  staysOpen?: boolean;
  /** The user's favourites and albums, which a query may name ("favourites from Lisbon"). */
  collections?: Collections;
  /** Where searches are kept besides the table (see [Note: The search history's journal]). */
  history?: SearchLogOptions;
  /** Where the person said they live (their setting), read at each refresh: what "at home" means. */
  homeSetting?: () => { lat: number; lon: number } | null;
}

export interface SearchService {
  handlers: Pick<Handlers, "search" | "moreResults" | "feedback" | "undoFeedback" | "addMemory" | "removeMemory">;
  /** What the user taught: the searches, the corrections, and what is learned from them. */
  learning: Learning;
  memories(photoId: string): Promise<Memory[]>;
  /** The PBR shift searches use now (null when off or nothing to learn from): for tests and benchmarks. */
  personalizer(): Promise<((q: Float32Array) => Float32Array | null) | null>;
  /** The CLIP text embedding search would use for these words, and a photo's vector as search holds it. */
  embedText(text: string): Promise<Float32Array | null>;
  vectorOf(id: string): Float32Array | null;
  /** The ids a query finds, asked as the user would but kept out of the history (to check a suggestion). */
  probe(query: string): Promise<Set<string>>;
  /** What a query finds as its answer shows it (copies folded): how many, and the first `count`; kept out of the history. */
  preview(query: string, count: number): Promise<{ total: number; results: SearchResult[] }>;
  /** Brings the index up to date now (tests, and before a benchmark's first query). */
  refresh(): Promise<void>;
  /** Resolves once the parser's warm-up, started with the first read of the index, is done (benchmarks). */
  parserWarmed(): Promise<void>;
  /** Stops the warm-up searches, waiting for one in flight: the library is closing under them. */
  stopWarming(): Promise<void>;
  /**
   * Resolves when nothing the search began behind its answers still runs on the store or writes:
   * the warm-up reads, the index's snapshot, the vectors' load, their copy and their ANN index. An
   * engine waits for it before closing: a one-shot command exits as soon as it is closed, and must
   * leave no file half-written and no native call running into its exit.
   */
  settled(): Promise<void>;
  /** The photos of the favourites (`"favourites"`) or an album (`"album:<id>"`) as of now; a smart album's search is answered again. */
  collectionPhotos(key: string): Promise<string[]>;
  /** The index as fresh as a query would see it: for the views that browse the library. */
  current(): Promise<LibraryIndex>;
  index: LibraryIndex;
  /** What retrieval runs on, for `bench/eval` to try other fusion weights and δ on the same library. */
  retrieval(): { deps: RetrievalDeps; context: ParseContext; visualAvailable: boolean };
}

export async function openSearch(store: PhotoStore, analysis: AnalysisService, options: SearchServiceOptions): Promise<SearchService> {
  const memories = await MemoryStore.open(store);
  const learning = await Learning.open(store, options.history);
  const source = { ...indexSource(store, memories, analysis.indexSource, options.cacheDir), ...(options.homeSetting ? { homeSetting: options.homeSetting } : {}) };
  const fresh: FreshIndex = new FreshIndex(store, analysis, source, { cacheDir: options.cacheDir, staysOpen: options.staysOpen, progress: options.progress, warmQuery: (query) => answers.warmQuery(query) });
  const index = fresh.index;

  /** Memories in other words, with a sentence model: rebuilt behind when a model arrives, or at open with one. */
  const meanings = new MemoryMeanings(store, () => memories.all(), analysis.sentences);
  const rebuildMeanings = () => fresh.runBehind(meanings.sync().catch((error: Error) => void process.stderr.write(`recollect: embedding memories failed: ${error.message}\n`)));
  analysis.onModelsChanged(rebuildMeanings);
  if (options.staysOpen !== false && meanings.available) rebuildMeanings();

  const personalize = () => options.personalize?.() ?? true;
  const personalizer = new Personalizer({ learning, index, vectors: () => fresh.vectors, embedText: (text) => analysis.embedText(text), enabled: personalize });
  const answers = new Answers({ store, fresh, learning, analysis, meanings, personalizer, now: options.now, thumbnailUrl: options.thumbnailUrl, progress: options.progress, personalize, collections: options.collections });
  const plans = new AskedPlans(learning.log);
  const notes = new PhotoNotes({ store, memories, index, meanings, refresh: () => fresh.refresh(true) });

  return {
    handlers: {
      ...askingHandlers({ fresh, answers, plans, log: learning.log, now: options.now, llm: options.llm, noteFromChat: (text, selection, previous) => notes.fromChat(text, selection, previous) }),
      ...correctionHandlers({ store, index, answers, plans, feedback: learning.feedback }),
      ...notes.handlers(),
    },
    learning,
    index,
    personalizer: () => personalizer.shift(),
    embedText: (text) => analysis.embedText(text),
    vectorOf: (id) => fresh.vectors?.vectorOf(id) ?? null,
    async probe(query) {
      await fresh.fresh();
      const found = await answers.ask(query, 1000, true);
      return new Set(found.results.map((r) => r.id));
    },
    async preview(query, count) {
      await fresh.fresh();
      const found = await answers.ask(query, count, false);
      return { total: found.rejected ? 0 : found.total, results: found.results };
    },
    refresh: () => fresh.refresh(true),
    parserWarmed: () => fresh.warmed(),
    stopWarming: () => fresh.stopWarming(),
    settled: () => fresh.settled(),
    current: async () => {
      await fresh.fresh();
      return index;
    },
    collectionPhotos: async (key) => {
      await fresh.fresh();
      return answers.collectionPhotos(key);
    },
    retrieval: () => ({ deps: answers.deps(fresh.vectors !== null), context: answers.parseContext(), visualAvailable: fresh.vectors !== null }),
    memories: (photoId) => notes.of(photoId),
  };
}
