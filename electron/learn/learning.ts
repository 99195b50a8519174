/**
 * @file What Recollect has learned from the user, in one place: the searches they made and the
 * corrections they gave (both kept in the library), and what is derived from them — aliases, the
 * corrections of similar searches, the fusion weights — recomputed only when a correction or the
 * index changes. Export, import and reset act on the kept part; the rest follows.
 *
 * Runs in the engine's process.
 */
import type { LibraryIndex } from "../index/library-index";
import type { PhotoStore } from "../store/store";
import type { FusionWeights } from "../query/fuse";
import type { QueryPlan } from "../query/plan";
import { learnAliases, type Alias, type RefusedAlias, type TaughtSearch } from "./aliases";
import { FeedbackStore, queryKey } from "./feedback-store";
import { learnFusion } from "./learned-fusion";
import { toLearningDocument, type LearningDocument } from "./learning-file";
import { SearchLog, type SearchLogOptions } from "./search-log";
import { SuggestionClicks } from "./suggestion-clicks";
import type { TaughtWords } from "./similar-searches";

export interface Learned {
  aliases: Alias[];
  /** Phrases the corrections would have taught that already mean something, with why. */
  refusedAliases: RefusedAlias[];
  /** Every corrected search with its words, for the corrections of similar searches. */
  taught: TaughtWords[];
  /** Those words by the search as said: what a similar search's correction covers. */
  wordsOf: ReadonlyMap<string, readonly string[]>;
  fusion: FusionWeights;
}

export class Learning {
  #learned: Learned | null = null;
  #learnedAt = "";

  private constructor(
    readonly feedback: FeedbackStore,
    readonly log: SearchLog,
    readonly clicks: SuggestionClicks,
  ) {}

  static async open(store: PhotoStore, history: SearchLogOptions = {}): Promise<Learning> {
    const [feedback, clicks] = await Promise.all([FeedbackStore.open(store), SuggestionClicks.open(store)]);
    // Of the history, learning reads the searches that were corrected: only those are read now.
    const log = await SearchLog.open(store, feedback.everyStanding().keys(), history);
    return new Learning(feedback, log, clicks);
  }

  /** What the corrections teach, as of now. */
  learned(index: LibraryIndex): Learned {
    const at = `${this.feedback.generation} ${index.generation}`;
    if (this.#learned && this.#learnedAt === at) return this.#learned;
    const plans = this.log.latestByKey();
    const taught: TaughtWords[] = [];
    const searches: TaughtSearch[] = [];
    for (const [key, standing] of this.feedback.everyStanding()) {
      const search = plans.get(key);
      // A correction whose search is not in the history (imported without it, say) still corrects that search.
      const words = search ? saidWords(search.plan) : [];
      taught.push({ ...standing, key, words });
      const confirmed = [...standing.verdicts].filter(([, verdict]) => verdict === "good").map(([id]) => id);
      if (search && confirmed.length) searches.push({ query: search.query, plan: { ...search.plan, words }, confirmed, at: search.at });
    }
    const { aliases, refused } = learnAliases(searches, index);
    this.#learned = { aliases, refusedAliases: refused, taught, wordsOf: new Map(taught.map((t) => [t.query, t.words])), fusion: learnFusion(this.feedback.rows()) };
    this.#learnedAt = at;
    return this.#learned;
  }

  async export(now = new Date()): Promise<LearningDocument> {
    await this.log.flushed();
    return toLearningDocument((await this.log.all()).reverse(), this.feedback.rows(), this.clicks.rows(), now);
  }

  /** Adds a learning file's searches and corrections, as `readLearningDocument` checked them, to these. */
  async import(document: LearningDocument): Promise<{ searches: number; corrections: number; suggestionClicks: number }> {
    const searches = await this.log.restore(document.searches);
    // The key is recomputed: a file edited by hand still corrects the search its words say.
    const corrections = await this.feedback.restore(document.corrections.map((row) => ({ ...row, query_key: queryKey(row.query_key) })));
    const suggestionClicks = await this.clicks.restore(document.suggestionClicks);
    return { searches, corrections, suggestionClicks };
  }

  /**
   * Forgets searches, every asking of each, and the corrections given for them, so what was
   * learned from them goes too; `null` forgets them all. Suggestion clicks stay: they are about
   * photos, not searches.
   */
  async forget(keys: Iterable<string> | null): Promise<{ searches: number; corrections: number }> {
    const chosen = keys ? new Set(keys) : new Set([...(await this.log.unordered())].map((s) => s.key).concat([...this.feedback.everyStanding().keys()]));
    const [searches, corrections] = await Promise.all([this.log.forget(chosen), this.feedback.forget(chosen)]);
    return { searches, corrections };
  }

  async reset(): Promise<{ searches: number; corrections: number; suggestionClicks: number }> {
    const counts = { searches: await this.log.count(), corrections: this.feedback.rows().length, suggestionClicks: this.clicks.rows().length };
    await Promise.all([this.log.clear(), this.feedback.clear(), this.clicks.clear()]);
    return counts;
  }
}

/**
 * The content words a search said, those read through an alias included: a search that taught
 * "son" → Leo reads "son" as Leo afterwards, and must go on teaching it.
 */
export function saidWords(plan: QueryPlan): string[] {
  return [...new Set([...plan.words, ...(plan.aliased ?? [])])];
}
