/**
 * @file How a plan is answered: what the parser knows of this library, a query read into a plan
 * (its favourites and albums first), and the search run with the user's corrections, what
 * corrections of similar searches say, the learned weights and the PBR shift.
 *
 * Runs in the engine's process. Every door's search, a later page, a correction's new answer, a
 * smart album and a suggestion's check come through `answer`, so that they all rank alike.
 */
import { searchText } from "../../index/fulltext";
import { stem } from "../../words/terms";
import { placeByPartOfName } from "../../library/places/gazetteer";
import type { Collections } from "../../library/collections";
import { saidWords, type Learning } from "../../learn/learning";
import { similarFeedback, type SimilarEvidence } from "../../learn/similar-searches";
import type { QueryPlan } from "../../query/plan";
import { readCollections } from "../../search/collection-words";
import { libraryGazetteer } from "../../search/namesakes";
import type { MemoryMeanings } from "../../search/memory-meanings";
import { speaksOfOwnChildren } from "../../search/own-children";
import { namesInMemories } from "../../search/memory-names";
import type { ParseContext } from "../../search/parsers/parser";
import { parseQuery } from "../../search/query-parser";
import type { Candidate, RetrievalDeps } from "../../search/retrieve";
import { runSearch } from "../../search/search";
import { peopleWithToldRelations } from "../../search/told-relations";
import type { PhotoStore } from "../../store/store";
import type { AnalysisService } from "../analysis-service";
import type { IndexProgress, SearchAnswer } from "../contract";
import { searchKey, type Asked } from "./asked-plans";
import type { FreshIndex } from "./fresh-index";
import type { Personalizer } from "./personalizer";

/** The most photos a smart album holds: its search answered with this limit. */
const SMART_ALBUM_MAX = 10_000;

export type Answer = Omit<SearchAnswer, "queryId" | "tookMs">;

export interface AnswerParts {
  store: PhotoStore;
  fresh: FreshIndex;
  learning: Learning;
  analysis: Pick<AnalysisService, "embedText" | "relatedConcepts" | "clipVectors">;
  meanings: MemoryMeanings;
  personalizer: Personalizer;
  now: () => Date;
  thumbnailUrl: (id: string) => string;
  progress: () => IndexProgress;
  /** Whether corrections of similar searches personalize this one. */
  personalize: () => boolean;
  /** The user's favourites and albums, which a query may name. */
  collections?: Collections;
}

export class Answers {
  constructor(private readonly parts: AnswerParts) {}

  /** The gazetteer that reads a name as the place of it this library has photos at (`namesakes.ts`), made again for a new index. */
  #gazetteer(): ReturnType<typeof libraryGazetteer> {
    const { index } = this.parts.fresh;
    if (this.#places?.index !== index) this.#places = { index, lookUp: libraryGazetteer(index) };
    return this.#places.lookUp;
  }
  #places: { index: FreshIndex["index"]; lookUp: ReturnType<typeof libraryGazetteer> } | null = null;

  /** What the parser knows of this library; aliases whose chips the user removed (`drop`) are left out. */
  parseContext(drop: string[] = []): ParseContext {
    const { learning, fresh } = this.parts;
    const aliases = learning.learned(fresh.index).aliases.filter((a) => !drop.some((id) => id.replace(/^not:/, "") === `alias:${a.words.join("-")}`));
    const names = namesInMemories(fresh.index);
    return { ...fresh.index.parseContext(), people: peopleWithToldRelations(fresh.index), gazetteer: this.#gazetteer(), placeByPart: placeByPartOfName, now: this.parts.now(), aliases, namedInMemories: (word) => names.has(stem(word)), hasChildren: speaksOfOwnChildren(fresh.index) };
  }

  /** The plan of a query: its favourites and albums first, then the rest as the parser reads it. */
  readPlan(query: string, context: ParseContext): QueryPlan {
    const said = readCollections(query, this.parts.collections?.albums() ?? []);
    const plan = parseQuery(said.rest, context.now, context);
    if (!said.collections.length) return plan;
    const chips = [...said.chips, ...plan.chips].sort((a, b) => (a.span?.[0] ?? Infinity) - (b.span?.[0] ?? Infinity));
    return { ...plan, query, collections: said.collections, chips };
  }

  /** What retrieval runs on: the index, the text index, the vectors, and CLIP's words when `visual`. */
  deps(visual: boolean): RetrievalDeps {
    const { store, fresh, analysis, meanings } = this.parts;
    return {
      index: fresh.index,
      fullText: (words, extra, max) => searchText(store.photos, fresh.index, words, extra, max),
      embed: visual ? (text) => analysis.embedText(text) : undefined,
      relatedConcepts: visual ? (word) => analysis.relatedConcepts(word) : undefined,
      vectors: fresh.vectors,
      // A sentence model that fails (its file damaged on disk since) leaves the words and WordNet to answer.
      memoryMatches: meanings.available
        ? (text) => meanings.match(text).catch((error: Error) => (process.stderr.write(`recollect: memories in other words failed: ${error.message}\n`), []))
        : undefined,
    };
  }

  /** A query answered as the user would ask it but unlogged: a suggestion's check, a preview. */
  ask(query: string, limit: number, showDuplicates: boolean): Promise<Answer> {
    const plan = this.readPlan(query, this.parseContext());
    return this.answer({ plan, key: searchKey(query, undefined), limit, showDuplicates, refines: null, refinedByLlm: false });
  }

  /** One search of the warm-up: parsed and answered once, unseen, without CLIP. */
  warmQuery(query: string): Promise<unknown> {
    return runSearch(this.parts.store, parseQuery(query, this.parts.now(), this.parseContext()), { limit: 1, thumbnailUrl: this.parts.thumbnailUrl, retrieval: this.deps(false), visualAvailable: false });
  }

  /**
   * Which photos a favourites or album key holds now. A smart album is its search answered again
   * (an album whose search names another smart album reads that one's photos, two levels deep,
   * so two albums naming each other end rather than loop).
   */
  async collectionPhotos(key: string, depth = 0): Promise<string[]> {
    const collections = this.parts.collections;
    if (!collections) return [];
    if (key === "favourites") return collections.favourites();
    const album = collections.albums().find((a) => `album:${a.id}` === key);
    if (!album) return [];
    if (album.kind === "manual") return album.photoIds;
    if (depth >= 2) return [];
    const plan = this.readPlan(album.query ?? "", this.parseContext());
    const found = await this.answer({ plan, key: searchKey(plan.query, undefined), limit: SMART_ALBUM_MAX, showDuplicates: true, refines: null, refinedByLlm: false }, undefined, 0, depth + 1);
    return found.results.map((r) => r.id);
  }

  /**
   * The answer to a plan, with the user's corrections for that very search applied, and what
   * corrections of similar searches and the learned weights say. `watch` sees each candidate's
   * evidence before corrections (to keep with a correction, for learning the weights).
   */
  async answer(asked: Asked, watch?: (c: Candidate) => void, offset = 0, depth = 0): Promise<Answer> {
    const { store, learning, analysis, personalizer } = this.parts;
    const index = this.parts.fresh.index;
    const named = asked.plan.collections ?? [];
    const inCollections = new Map(await Promise.all(named.map(async (c) => [c.key, await this.collectionPhotos(c.key, depth)] as const)));
    const standing = learning.feedback.standing(asked.key);
    const numbered = new Map<number, "good" | "bad">();
    for (const [id, verdict] of standing.verdicts) {
      const n = index.number(id);
      if (n !== undefined) numbered.set(n, verdict);
    }
    const pairs = standing.pairs.map((p) => ({ better: index.number(p.better), worse: index.number(p.worse) })).filter((p): p is { better: number; worse: number } => p.better !== undefined && p.worse !== undefined);
    const learned = learning.learned(index);
    const similar = new Map<number, SimilarEvidence & { words: readonly string[] }>();
    if (this.parts.personalize()) {
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
      thumbnailUrl: this.parts.thumbnailUrl,
      indexing: this.parts.progress(),
      retrieval: { ...this.deps(clip !== null), fusion: learned.fusion, learned: similar, onCandidate: watch, personalize: (await personalizer.shift()) ?? undefined, collectionPhotos: inCollections },
      visualAvailable: clip !== null,
      feedback: { verdicts: numbered, pairs },
    });
    return { ...found, interpretation: { ...found.interpretation, refinedByLlm: asked.refinedByLlm }, refines: asked.refines };
  }
}
