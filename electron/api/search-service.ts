/**
 * @file The contract's search and memory calls, on the engine: the library's MSTS index kept
 * fresh, plans remembered for follow-ups, "remember that…" from the chat, and the optional LLM.
 *
 * Runs in the engine's process. The index is read from the store when first needed and brought
 * up to date when a table it reads has changed, so a search answers from whatever is indexed so
 * far while indexing runs, and a named person or a new memory is found on the next query.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { cachedRows } from "../index/facts-cache";
import { indexSnapshots } from "../index/index-snapshot";
import type * as lancedb from "@lancedb/lancedb";
import { boundedCache } from "../domain/bounded-cache";
import { LibraryIndex, type FactRow, type IndexSource, type TextRow } from "../index/library-index";
import { searchText, warmTextIndex } from "../index/fulltext";
import { VectorLayer } from "../index/vectors/vector-layer";
import { lookUpPlace } from "../library/places/gazetteer";
import { meaningsOf } from "../search/meanings";
import { warmTagger } from "../search/parsers/tagger";
import { warmPhotoOrders } from "../index/photo-order";
import { MemoryStore, type MemoryRow } from "../library/memories";
import { MemoryMeanings } from "../search/memory-meanings";
import { Learning, saidWords } from "../learn/learning";
import { queryKey } from "../learn/feedback-store";
import { STRIP_LENGTH, type SearchLogOptions, type SearchOutcome } from "../learn/search-log";
import { similarFeedback, type SimilarEvidence } from "../learn/similar-searches";
import type { PastSearch } from "../learn/personalize";
import { plainRows, type PhotoStore } from "../store/store";
import type { IndexProgress, Memory, SearchAnswer, SearchResult } from "./contract";
import type { Handlers } from "./dispatch";
import type { AnalysisService } from "./analysis-service";
import { RecollectError } from "./errors";
import { dropChips, refinePlan, type QueryPlan } from "../query/plan";
import { areaKey, withArea } from "../search/area";
import { parseQuery, withPlaceKinds } from "../search/query-parser";
import { shiftTime } from "../search/time-constraint";
import { runSearch } from "../search/search";
import { readCollections } from "../search/collection-words";
import type { Collections } from "../library/collections";
import type { LlmRefiner } from "../search/llm-refine";
import type { ParseContext } from "../search/parsers/parser";
import { warmDescriptions, type Candidate, type RetrievalDeps } from "../search/retrieve";

const FACT_COLUMNS = ["id", "path", "kind", "taken_ms", "lat", "lon", "place", "region", "country", "region_code", "country_code", "people", "event_id", "dup_group", "lens", "taken_source", "indexed_at", "_rowid"];
const TEXT_COLUMNS = ["id", "rel_dir", "title", "description", "keywords"];
/** Above this many photos the graph is built behind the first answers rather than before them. */
const BACKGROUND_GRAPH_FROM = 20_000;
/** While tables keep changing (indexing), the index is read again at most this often. */
const REFRESH_EVERY_MS = 3000;
const PLANS_KEPT = 100;
/** The most photos a smart album holds: its search answered with this limit. */
const SMART_ALBUM_MAX = 10_000;

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
  const index = new LibraryIndex();
  const source = { ...indexSource(store, memories, analysis.indexSource, options.cacheDir), ...(options.homeSetting ? { homeSetting: options.homeSetting } : {}) };
  /** Each recent answer's plan and how it was asked for: follow-ups refine it, corrections re-run it. */
  const plans = boundedCache<string, Asked>(PLANS_KEPT);
  let vectors: VectorLayer | null = null;
  let seenVersions = "";
  let lastRefresh = 0;
  let refreshing: Promise<void> | null = null;
  let warming: Promise<void> | null = null;
  let warmingStopped = false;
  let warmingSearch: Promise<unknown> = Promise.resolve();
  /** Reads begun behind a refresh, not awaited by it (see `settled`). */
  const behind = new Set<Promise<unknown>>();
  const runBehind = (work: Promise<unknown>) => {
    const running: Promise<unknown> = work.catch(() => undefined).finally(() => behind.delete(running));
    behind.add(running);
  };

  /** Memories in other words, with a sentence model: rebuilt behind when a model arrives, or at open with one. */
  const meanings = new MemoryMeanings(store, () => memories.all(), analysis.sentences);
  const rebuildMeanings = () => runBehind(meanings.sync().catch((error: Error) => void process.stderr.write(`recollect: embedding memories failed: ${error.message}\n`)));
  analysis.onModelsChanged(rebuildMeanings);
  if (options.staysOpen !== false && meanings.available) rebuildMeanings();

  const versions = async (): Promise<string> => {
    const tables: lancedb.Table[] = [store.photos, ...(await analysis.tables())];
    return (await Promise.all(tables.map((t) => t.version()))).join(",");
  };
  const refresh = (force = false): Promise<void> => {
    refreshing ??= (async () => {
      const now = await versions();
      if (!force && now === seenVersions && lastRefresh > 0) return;
      const clip = await analysis.clipVectors();
      if (!clip) vectors = null;
      else if (!vectors || vectors.table !== clip.table) {
        vectors = new VectorLayer(clip.table, clip.dimensions, options.cacheDir ? { snapshot: vectorSnapshotFile(options.cacheDir, clip.table) } : {});
        // LanceDB opens its indices on its own threads, and the saved 8-bit copy is read, while the facts load on this one.
        runBehind(vectors.warm());
      }
      const first = lastRefresh === 0;
      if (first) runBehind(warmTextIndex(store.photos));
      await index.refresh(source, { background: (await store.countPhotos()) >= BACKGROUND_GRAPH_FROM });
      if (first && options.staysOpen !== false) {
        warming = index.graphReady
          .then(() => warmParser(index.parseContext().years))
          .then(() => warmDescriptions(index))
          .then(() => warmSearch((query) => (warmingSearch = runSearch(store, parseQuery(query, options.now(), parseContext()), { limit: 1, thumbnailUrl: options.thumbnailUrl, retrieval: deps(false), visualAvailable: false })), () => warmingStopped))
          .catch((error: Error) => void process.stderr.write(`recollect: warming the search up failed: ${error.message}\n`));
      }
      // The time orders are the facts', so every refresh sorts them again, behind the graph.
      if (options.staysOpen !== false) void index.graphReady.then(() => warmPhotoOrders(index)).catch((error: Error) => process.stderr.write(`recollect: sorting the photos by time failed: ${error.message}\n`));
      seenVersions = now;
      lastRefresh = Date.now();
      // Vectors load in the background once the graph is built, so that the two never slow the
      // first queries together: until they are in, CLIP answers from LanceDB's index.
      if (options.staysOpen !== false) void index.graphReady.then(() => vectors?.load()).then(() => vectors?.ensureIndex()).catch((error: Error) => process.stderr.write(`recollect: loading vectors failed: ${error.message}\n`));
    })().finally(() => (refreshing = null));
    return refreshing;
  };
  const fresh = async () => {
    if (lastRefresh === 0) return refresh();
    // While indexing writes rows every moment, reading them all again for every query would slow
    // search down: the index then lags by at most a few seconds. Otherwise it is always current.
    const p = options.progress();
    if ((p.state !== "idle" || p.analysis) && Date.now() - lastRefresh < REFRESH_EVERY_MS) return;
    if ((await versions()) !== seenVersions) await refresh();
  };

  /**
   * PBR for the visual layer: the past searches with confirmed photos (their text embeddings and
   * those photos' vectors) and the anchor of the photos with memories, rebuilt when corrections,
   * memories or vectors change. Null when personalization is off or there is nothing to use.
   */
  let personal: { at: string; shift: ((q: Float32Array) => Float32Array | null) | null } | null = null;
  let anchored: { at: string; c: Float32Array | null } | null = null;
  const embeddings = new Map<string, Float32Array | null>();
  const personalizer = async (): Promise<((q: Float32Array) => Float32Array | null) | null> => {
    if (!(options.personalize?.() ?? true) || !vectors || vectors.loadedRows === 0) return null;
    const told = index.memoryPhotoCount;
    const at = `${learning.feedback.generation} ${index.generation} ${vectors.loadedRows} ${told}`;
    if (personal?.at === at) return personal.shift;
    // Imported here, with its graph library: a search of a process that has no vectors in memory
    // (a one-shot CLI command) never needs it, and need not load it at its start.
    const { anchor, personalizeQuery, pseudoRelevance } = await import("../learn/personalize");
    const history: PastSearch[] = [];
    // The latest 200 corrected searches: each costs one text embedding, once.
    for (const taught of learning.learned(index).taught.slice(-200)) {
      const confirmed = [...taught.verdicts].filter(([, v]) => v === "good").map(([id]) => vectors!.vectorOf(id)).filter((v): v is Float32Array => v !== null);
      if (!confirmed.length || !taught.words.length) continue;
      const text = taught.words.join(" ");
      if (!embeddings.has(text)) embeddings.set(text, await analysis.embedText(text));
      const query = embeddings.get(text);
      if (query) history.push({ query, confirmed });
    }
    // The anchor changes only with the memories and the vectors, not with every refresh while
    // indexing runs; its graph is quadratic, so it is built over the 500 latest memories' photos.
    const anchorAt = `${told} ${vectors.loadedRows}`;
    if (anchored?.at !== anchorAt) anchored = { at: anchorAt, c: anchor(index.photosWithMemories().slice(-500).map((id) => vectors!.vectorOf(id)).filter((v): v is Float32Array => v !== null)) };
    const { c } = anchored;
    const shift = history.length || c ? (q: Float32Array) => {
      const feedback = pseudoRelevance(q, history);
      return feedback || c ? personalizeQuery(q, c, feedback) : null;
    } : null;
    personal = { at, shift };
    return shift;
  };

  const deps = (visual: boolean): RetrievalDeps => ({
    index,
    fullText: (words, extra, max) => searchText(store.photos, index, words, extra, max),
    embed: visual ? (text) => analysis.embedText(text) : undefined,
    relatedConcepts: visual ? (word) => analysis.relatedConcepts(word) : undefined,
    vectors,
    // A sentence model that fails (its file damaged on disk since) leaves the words and WordNet to answer.
    memoryMatches: meanings.available
      ? (text) => meanings.match(text).catch((error: Error) => (process.stderr.write(`recollect: memories in other words failed: ${error.message}\n`), []))
      : undefined,
  });

  const remember = async (photoIds: string[], text: string, source: "note" | "chat"): Promise<MemoryRow[]> => {
    const known = await store.takenIds(photoIds);
    const missing = photoIds.filter((id) => !known.has(id));
    if (missing.length) throw new RecollectError("not_found", `No photo with id ${missing[0]} in this library.`, "It may have been deleted or its folder removed; search again.");
    const rows = await memories.add(photoIds, source, text);
    for (const id of photoIds) index.addMemory(id, text.trim());
    // The memory is kept whatever becomes of its vector: a failed one is made at the next rebuild.
    await meanings.added(rows).catch((error: Error) => void process.stderr.write(`recollect: embedding a memory failed: ${error.message}\n`));
    return rows;
  };

  /** What the parser knows of this library; aliases whose chips the user removed (`drop`) are left out. */
  const parseContext = (drop: string[] = []): ParseContext => {
    const aliases = learning.learned(index).aliases.filter((a) => !drop.some((id) => id.replace(/^not:/, "") === `alias:${a.words.join("-")}`));
    return { ...index.parseContext(), gazetteer: lookUpPlace, now: options.now(), aliases };
  };

  /**
   * Which photos a favourites or album key holds now. A smart album is its search answered again
   * (an album whose search names another smart album reads that one's photos, two levels deep,
   * so two albums naming each other end rather than loop).
   */
  const collectionPhotos = async (key: string, depth = 0): Promise<string[]> => {
    const collections = options.collections;
    if (!collections) return [];
    if (key === "favourites") return collections.favourites();
    const album = collections.albums().find((a) => `album:${a.id}` === key);
    if (!album) return [];
    if (album.kind === "manual") return album.photoIds;
    if (depth >= 2) return [];
    const plan = readPlan(album.query ?? "", parseContext());
    const found = await answer({ plan, key: searchKey(plan.query, undefined), limit: SMART_ALBUM_MAX, showDuplicates: true, refines: null, refinedByLlm: false }, undefined, 0, depth + 1);
    return found.results.map((r) => r.id);
  };

  /** The plan of a query: its favourites and albums first, then the rest as the parser reads it. */
  const readPlan = (query: string, context: ParseContext): QueryPlan => {
    const said = readCollections(query, options.collections?.albums() ?? []);
    const plan = parseQuery(said.rest, context.now, context);
    if (!said.collections.length) return plan;
    const chips = [...said.chips, ...plan.chips].sort((a, b) => (a.span?.[0] ?? Infinity) - (b.span?.[0] ?? Infinity));
    return { ...plan, query, collections: said.collections, chips };
  };

  /**
   * The answer to a plan, with the user's corrections for that very search applied, and what
   * corrections of similar searches and the learned weights say. `watch` sees each candidate's
   * evidence before corrections (to keep with a correction, for learning the weights).
   */
  const answer = async (asked: Asked, watch?: (c: Candidate) => void, offset = 0, depth = 0): Promise<Omit<SearchAnswer, "queryId" | "tookMs">> => {
    const named = asked.plan.collections ?? [];
    const inCollections = new Map(await Promise.all(named.map(async (c) => [c.key, await collectionPhotos(c.key, depth)] as const)));
    const standing = learning.feedback.standing(asked.key);
    const numbered = new Map<number, "good" | "bad">();
    for (const [id, verdict] of standing.verdicts) {
      const n = index.number(id);
      if (n !== undefined) numbered.set(n, verdict);
    }
    const pairs = standing.pairs.map((p) => ({ better: index.number(p.better), worse: index.number(p.worse) })).filter((p): p is { better: number; worse: number } => p.better !== undefined && p.worse !== undefined);
    const learned = learning.learned(index);
    const similar = new Map<number, SimilarEvidence & { words: readonly string[] }>();
    if (options.personalize?.() ?? true) {
      for (const [id, said] of similarFeedback(saidWords(asked.plan), asked.key, learned.taught)) {
        const n = index.number(id);
        if (n !== undefined) similar.set(n, { ...said, words: learned.wordsOf.get(said.from) ?? [] });
      }
    }
    const clip = await analysis.clipVectors();
    const found = await runSearch(store, asked.plan, {
      limit: asked.limit,
      offset,
      showDuplicates: asked.showDuplicates,
      thumbnailUrl: options.thumbnailUrl,
      indexing: options.progress(),
      retrieval: { ...deps(clip !== null), fusion: learned.fusion, learned: similar, onCandidate: watch, personalize: (await personalizer()) ?? undefined, collectionPhotos: inCollections },
      visualAvailable: clip !== null,
      feedback: { verdicts: numbered, pairs },
    });
    return { ...found, interpretation: { ...found.interpretation, refinedByLlm: asked.refinedByLlm }, refines: asked.refines };
  };

  const handlers: SearchService["handlers"] = {
    async search({ query, limit, showDuplicates, refine, drop, selection, area }) {
      const started = performance.now();
      await fresh();
      const queryId = randomUUID();
      const took = () => msSince(started);
      const previous = refine ? plans.get(refine)?.plan : undefined;
      if (refine && !previous) throw new RecollectError("not_found", "That earlier answer is no longer remembered.", "Ask the whole question again.");

      // "remember when we went to Rome", "remember the concert?": recalling a photo, a search; "remember
      // that Leo caught his first trout" is a note for the photos chosen.
      const recalling = /^\s*(?:do\s+you\s+)?remember\s+(?:when|the|our|my|that\s+(?:time|day|trip|night|weekend|holiday))\b|\?\s*$/i.test(query);
      const memory = recalling ? null : /^\s*(?:please\s+)?remember\s+(?:that\s+)?(.+)$/is.exec(query);
      if (memory) return { ...(await rememberFromChat(memory[1]!, selection ?? [], previous)), queryId, tookMs: took() };

      const context = parseContext(drop);
      let plan = readPlan(query, context);
      if (previous) {
        const direction = /^\s*(earlier|before that|before)\s*[.?!]*$/i.test(query) ? -1 : /^\s*(later|after that|after)\s*[.?!]*$/i.test(query) ? 1 : 0;
        const shifted = direction && previous.time ? shiftTime(previous.time, direction) : null;
        plan = shifted ? { ...previous, query: `${previous.query} → ${query}`, time: shifted, chips: previous.chips.map((c) => (c.id === "time" ? { ...c, label: shifted.label, span: null } : c)) } : refinePlan(previous, plan);
      }
      if (area) plan = withArea(plan, area);
      plan = dropChips(plan, drop ?? []);
      let refinedByLlm = false;
      const llm = options.llm?.();
      if (llm) {
        const refined = await llm.refine(plan, context);
        // Places the model named are read as the parser's are: a country by its boundary, a city by its photos.
        if (refined) [plan, refinedByLlm] = [withPlaceKinds(refined, context.gazetteer), true];
      }
      const asked: Asked = { plan, key: searchKey(`${plan.query} ${areaKey(plan.area)}`.trim(), drop), limit, showDuplicates, refines: refine ?? null, refinedByLlm };
      plans.set(queryId, asked);
      // "Show me everything" (an empty box) is browsing, not a search worth keeping.
      const found = await answer(asked);
      // What it found is kept with it: History shows the count and the first photos, and completions leave out what found nothing.
      const outcome = outcomeOf(found);
      // A rectangle drawn on the map alone is browsing the map, not a search to keep in History.
      if ((plan.words.length || plan.chips.length) && (plan.query.trim() || !plan.area)) learning.log.add({ id: queryId, query: plan.query, key: asked.key, plan, limit, at: options.now().toISOString(), found: outcome });
      return { ...found, queryId, tookMs: took() };
    },

    async moreResults({ queryId, offset, limit }) {
      const asked = await askedFor(queryId);
      if (!asked) throw new RecollectError("not_found", "That answer is no longer remembered.", "Search again to see its results.");
      await fresh();
      // The plan is answered again, corrections and all: a later page follows the order the user now sees.
      const page = await answer({ ...asked, limit }, undefined, offset);
      return { results: page.results, total: page.total };
    },

    async feedback({ queryId, photoId, verdict, over }) {
      const started = performance.now();
      const asked = await askedFor(queryId);
      if (!asked) throw new RecollectError("not_found", "That answer is no longer remembered.", "Search again, then mark the result.");
      const photos = [photoId, ...(over ?? [])];
      const known = await store.takenIds(photos.filter((id) => index.number(id) === undefined));
      const missing = photos.find((id) => index.number(id) === undefined && !known.has(id));
      if (missing) throw new RecollectError("not_found", `No photo with id ${missing} in this library.`, "It may have been deleted or its folder removed; search again.");
      let feedbackId: string;
      if (verdict === "better") {
        const others = [...new Set(over ?? [])].filter((id) => id !== photoId);
        if (!others.length) throw new RecollectError("invalid_input", "Say which results this photo is better than.", "Pass the other photos' ids in `over`.");
        feedbackId = (await learning.feedback.addBetter(asked.key, asked.plan.query, photoId, others))[0]!.id;
      } else {
        // The evidence the photo had, before this correction: a sample for learning the fusion weights.
        const n = index.number(photoId);
        let evidence: Candidate["evidence"] | null = null;
        if (n !== undefined && asked.plan.words.length) await answer(asked, (c) => void (c.n === n && (evidence = { ...c.evidence, feedback: 0 })));
        feedbackId = (await learning.feedback.add(asked.key, asked.plan.query, photoId, verdict, { evidence })).id;
      }
      const corrected = await answer(asked);
      keepOutcome(queryId, corrected);
      return { feedbackId, answer: { ...corrected, queryId, tookMs: msSince(started) } };
    },

    async undoFeedback({ feedbackId, queryId }) {
      const started = performance.now();
      if (!(await learning.feedback.undo(feedbackId))) throw new RecollectError("not_found", "There is no such correction, or it was taken back already.");
      const asked = queryId ? await askedFor(queryId) : undefined;
      if (!asked || !queryId) return { answer: null };
      const restored = await answer(asked);
      keepOutcome(queryId, restored);
      return { answer: { ...restored, queryId, tookMs: msSince(started) } };
    },

    async addMemory({ photoIds, text }) {
      return (await remember(photoIds, text, "note")).map(toMemory);
    },

    async removeMemory({ id }) {
      const removed = await memories.remove(id);
      if (removed) await Promise.all([refresh(true), meanings.removed(id)]);
      return { removed: removed !== null };
    },
  };

  /** "remember that this is Leo at the airport": about the selected photos, or the one photo just found. */
  async function rememberFromChat(text: string, selection: string[], previous: QueryPlan | undefined): Promise<Omit<SearchAnswer, "queryId" | "tookMs">> {
    const said = text.trim().replace(/[.!]+$/, "");
    const base = {
      query: `remember that ${said}`,
      interpretation: { time: null, words: [], unused: [], chips: [], language: "en", refinedByLlm: false },
      results: [],
      copiesFolded: 0,
      total: 0,
      more: 0,
      visualOff: false,
      rejected: false,
      misses: [],
      refines: null,
    };
    if (selection.length === 0) {
      return { ...base, remembered: null, message: `Select the photo${previous ? "s" : ""} this is about, then say it again: I keep memories with photos.` };
    }
    await remember(selection, said, "chat");
    return { ...base, remembered: { photoIds: selection, text: said }, message: `Remembered for ${selection.length === 1 ? "this photo" : `${selection.length} photos`}: “${said}”. You can search for it now.` };
  }

  /** A search's count and first photos now that a correction changed its answer, for History. */
  function keepOutcome(queryId: string, found: { total: number; results: Array<{ id: string }> }): void {
    learning.log.setFound(queryId, outcomeOf(found));
  }

  /** A recent answer's plan, or one from the history (another process, an earlier run). */
  async function askedFor(queryId: string): Promise<Asked | undefined> {
    const recent = plans.get(queryId);
    if (recent) return recent;
    const logged = await learning.log.get(queryId);
    return logged ? { plan: logged.plan, key: logged.key, limit: logged.limit, refines: null, refinedByLlm: false } : undefined;
  }

  return {
    handlers,
    learning,
    index,
    personalizer,
    embedText: (text) => analysis.embedText(text),
    vectorOf: (id) => vectors?.vectorOf(id) ?? null,
    async probe(query) {
      await fresh();
      const plan = readPlan(query, parseContext());
      const found = await answer({ plan, key: searchKey(query, undefined), limit: 1000, showDuplicates: true, refines: null, refinedByLlm: false });
      return new Set(found.results.map((r) => r.id));
    },
    async preview(query, count) {
      await fresh();
      const plan = readPlan(query, parseContext());
      const found = await answer({ plan, key: searchKey(query, undefined), limit: count, showDuplicates: false, refines: null, refinedByLlm: false });
      return { total: found.rejected ? 0 : found.total, results: found.results };
    },
    refresh: () => refresh(true),
    parserWarmed: async () => {
      await warming;
    },
    stopWarming: async () => {
      warmingStopped = true;
      await warmingSearch.catch(() => undefined);
    },
    settled: async () => {
      await Promise.all(behind);
      await index.saved;
      await vectors?.written();
    },
    current: async () => {
      await fresh();
      return index;
    },
    collectionPhotos: async (key) => {
      await fresh();
      return collectionPhotos(key);
    },
    retrieval: () => ({ deps: deps(vectors !== null), context: parseContext(), visualAvailable: vectors !== null }),
    async memories(photoId) {
      return (await memories.forPhotos([photoId])).map(toMemory);
    },
  };
}

/**
 * Builds what a first query of each kind would otherwise wait for: the gazetteer's name table,
 * the part-of-speech tagger's model, WordNet's files and chrono's regular expressions. V8
 * interprets a regular expression the first time and compiles it to machine code when it runs
 * again; two dated phrases here pay both for the patterns a dated query runs. (The amount patterns
 * of "3 days ago", the costliest, are run only on a text with an amount:
 * `search/chrono-reader.ts`.) A holiday reads the calendars of every year the library spans
 * (`years`), which the first holiday query would otherwise wait for. Run once the graph is built,
 * a step per turn of the event loop, so that it slows neither startup, nor the first answer, nor a
 * query typed meanwhile by more than one step.
 */
export async function warmParser(years?: [number, number]): Promise<void> {
  // Both dated phrases reach chrono; "two weeks ago" would not (`search/relative-times.ts` reads it).
  const phrases = ["the beach on 14 July 2024, not screenshots", "yesterday evening", "at Christmas"];
  const steps = [() => lookUpPlace("Lisbon"), warmTagger, () => meaningsOf("streetcar"), ...phrases.map((query) => () => parseQuery(query, new Date(), { years }))];
  for (const step of steps) {
    await new Promise((resolve) => setImmediate(resolve));
    step();
  }
}

/**
 * Answers a few searches of the common shapes once, unseen and unlogged, so that V8 has compiled
 * the search's own code before the user's first question, which would otherwise be several times
 * slower than the same question asked again. One per turn of the event loop.
 */
export async function warmSearch(search: (query: string) => Promise<unknown>, stopped: () => boolean = () => false): Promise<void> {
  for (const query of ["a red bicycle", "beach in summer 2019", "photos in Europe", "the first photos"]) {
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) return;
    await search(query);
  }
}

/** What the index reads: the photo store, the user's memories, and the models' findings. */
export function indexSource(store: PhotoStore, memories: MemoryStore | null, analysis: Pick<IndexSource, "analysis" | "namedFaces" | "people">, cacheDir?: string): IndexSource {
  const facts = () => plainRows<FactRow>(store.photos.query().withRowId(), FACT_COLUMNS);
  return {
    photos: async () => (cacheDir ? cachedRows(path.join(cacheDir, "index-facts.v8"), await store.photos.version(), FACT_COLUMNS, facts) : facts()),
    texts: () => plainRows<TextRow>(store.photos.query(), TEXT_COLUMNS),
    events: async () => (await store.listEvents()).map((e) => ({ id: e.id, title: e.title, kind: e.kind, start_at: e.start_at, end_at: e.end_at })),
    memories: async () => (memories ? await memories.all() : []).map((m) => ({ photo_id: m.photo_id, text: m.text })),
    ...analysis,
    ...(cacheDir ? { snapshots: indexSnapshots(path.join(cacheDir, "index-state.v8"), () => store.photos.version()) } : {}),
  };
}

/** Where a vector table's 8-bit copy is saved between starts (`index/vectors/vector-snapshot.ts`). */
export function vectorSnapshotFile(cacheDir: string, table: { name: string }): string {
  return path.join(cacheDir, `vectors-${table.name}.int8`);
}

export const NO_ANALYSIS: Pick<IndexSource, "analysis" | "namedFaces" | "people"> = { analysis: async () => [], namedFaces: async () => [], people: async () => [] };

function toMemory(row: MemoryRow): Memory {
  return { id: row.id, photoId: row.photo_id, source: row.source, text: row.text, createdAt: row.created_at };
}

/** A plan and how it was asked for, kept so that a correction can answer it again the same way. */
interface Asked {
  plan: QueryPlan;
  /** Which search this is, for its corrections. */
  key: string;
  limit: number;
  showDuplicates?: boolean;
  refines: string | null;
  refinedByLlm: boolean;
}

/**
 * What makes two searches the same one for corrections: the words said (with the follow-ups they
 * refine) and the chips the user removed. "The lake house" asked again is; the same words with a
 * chip removed are not. How the words were read is not part of it: a search the user taught an
 * alias by reads differently afterwards, and is still the search they corrected.
 */
function searchKey(query: string, dropped: string[] | undefined): string {
  return queryKey([query, ...[...(dropped ?? [])].sort().map((id) => `-${id}`)].join(" | "));
}

/** Milliseconds since `started`, to a tenth. */
function msSince(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

/** What an answer found, as History keeps it: how many, and the first few. */
function outcomeOf(found: { total: number; results: Array<{ id: string }> }): SearchOutcome {
  return { total: found.total, photoIds: found.results.slice(0, STRIP_LENGTH).map((r) => r.id) };
}
