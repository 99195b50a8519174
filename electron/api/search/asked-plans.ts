/**
 * @file The plans of recent answers and how each was asked for, so that a follow-up refines it, a
 * later page or a correction answers it again the same way, and History keeps what it found.
 *
 * Runs in the engine's process. Recent answers are held in memory; an older one (asked in another
 * process, or an earlier run) is read back from the search history.
 */
import { boundedCache } from "../../domain/bounded-cache";
import { queryKey } from "../../learn/feedback-store";
import { STRIP_LENGTH, type SearchLog, type SearchOutcome } from "../../learn/search-log";
import type { QueryPlan } from "../../query/plan";

/** How many recent answers are held in memory. */
const PLANS_KEPT = 100;

/** A plan and how it was asked for, kept so that a correction can answer it again the same way. */
export interface Asked {
  plan: QueryPlan;
  /** Which search this is, for its corrections. */
  key: string;
  limit: number;
  showDuplicates?: boolean;
  refines: string | null;
  refinedByLlm: boolean;
}

export class AskedPlans {
  readonly #recent = boundedCache<string, Asked>(PLANS_KEPT);

  constructor(private readonly log: Pick<SearchLog, "get" | "setFound">) {}

  /** Keeps an answer's plan under its queryId. */
  keep(queryId: string, asked: Asked): void {
    this.#recent.set(queryId, asked);
  }

  /** The plan of an answer still held in memory: what a follow-up ("only the ones with Leo") refines. */
  recentPlan(queryId: string): QueryPlan | undefined {
    return this.#recent.get(queryId)?.plan;
  }

  /** A recent answer's plan, or one from the history (another process, an earlier run). */
  async find(queryId: string): Promise<Asked | undefined> {
    const recent = this.#recent.get(queryId);
    if (recent) return recent;
    const logged = await this.log.get(queryId);
    return logged ? { plan: logged.plan, key: logged.key, limit: logged.limit, refines: null, refinedByLlm: false } : undefined;
  }

  /** A search's count and first photos now that a correction changed its answer, for History. */
  keepOutcome(queryId: string, found: { total: number; results: Array<{ id: string }> }): void {
    this.log.setFound(queryId, outcomeOf(found));
  }
}

/**
 * What makes two searches the same one for corrections: the words said (with the follow-ups they
 * refine) and the chips the user removed. "The lake house" asked again is; the same words with a
 * chip removed are not. How the words were read is not part of it: a search the user taught an
 * alias by reads differently afterwards, and is still the search they corrected.
 */
export function searchKey(query: string, dropped: string[] | undefined): string {
  return queryKey([query, ...[...(dropped ?? [])].sort().map((id) => `-${id}`)].join(" | "));
}

/** What an answer found, as History keeps it: how many, and the first few. */
export function outcomeOf(found: { total: number; results: Array<{ id: string }> }): SearchOutcome {
  return { total: found.total, photoIds: found.results.slice(0, STRIP_LENGTH).map((r) => r.id) };
}

/** Milliseconds since `started`, to a tenth: how long an answer took. */
export function msSince(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
