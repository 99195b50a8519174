/**
 * @file Runs a query plan against the store: time filters, words rank, and an honest empty
 * answer when a constraint matches nothing.
 *
 * v0 of the search pipeline (plan → retrieval → fusion → abstention → explanations); layers 1–2
 * of the MSTS index and visual vectors plug in here as they land.
 */
import type { IndexProgress, SearchAnswer, SearchResult } from "../api/contract";
import { searchText } from "../index/fulltext";
import { sql, type PhotoRow, type PhotoStore } from "../library/store";
import { timeReason, wordReasons, formatTaken } from "./explain";
import { describeTime, timeFilter, type QueryPlan } from "./query-parser";

export interface SearchOptions {
  limit: number;
  thumbnailUrl: (id: string) => string;
  /** The indexing run under way, if any: an empty answer then says more photos may still match. */
  indexing?: IndexProgress | null;
  /** Show every copy of a duplicated photo instead of one with a count. Default false. */
  showDuplicates?: boolean;
  /**
   * Photos that look like the words, by CLIP similarity (best first), or null when no CLIP model
   * is installed: the answer then says how to get one.
   */
  visual?: (text: string, limit: number) => Promise<VisualHit[] | null>;
}

export interface VisualHit {
  id: string;
  /** Cosine similarity of the photo's and the words' CLIP embeddings. */
  similarity: number;
}

/**
 * CLIP ViT-B/32 similarities between a photo and a fitting caption mostly lie around 0.25–0.35,
 * and between unrelated ones below 0.2. Below this a visual match is no evidence. A first,
 * uncalibrated setting: calibration against the user's own corrections is search's next step.
 */
export const VISUAL_MIN_SIMILARITY = 0.22;
const VISUAL_NEEDS_MODEL = " Visual search is off: it needs the CLIP model (Models → Download, or `recollect models download`).";

type Answer = Omit<SearchAnswer, "queryId" | "tookMs">;

/** What a result and its reasons need; the rest of a row stays on disk when listing many photos. */
const RESULT_COLUMNS = [
  "id", "path", "name", "rel_dir", "kind", "taken_at", "taken_ms", "taken_source", "width", "height", "title", "description", "keywords",
  "people", "place", "region", "country", "camera", "dup_group", "search_text",
];
type Scored = { row: PhotoRow; score: number; looksLike?: number };

export async function runSearch(store: PhotoStore, plan: QueryPlan, options: SearchOptions): Promise<Answer> {
  const interpretation = {
    time: plan.time ? describeTime(plan.time) : null,
    words: plan.words,
    chips: [
      ...(plan.time ? [{ kind: "time" as const, label: plan.time.label }] : []),
      ...plan.words.map((word) => ({ kind: "words" as const, label: word })),
    ],
  };
  const busy = options.indexing && options.indexing.state !== "idle" ? options.indexing : null;
  const answer = async (scored: Scored[], message: string, note = ""): Promise<Answer> => {
    const collapsed = collapse(scored, options.showDuplicates ?? false);
    const shown = collapsed.slice(0, options.limit);
    const copies = scored.length - collapsed.length;
    const folded = copies > 0 ? ` ${copies === 1 ? "1 is a copy" : `${copies} are copies`} of another and shown with it.` : "";
    if (!options.showDuplicates) {
      // The badge counts every copy in the library, not only those this answer happened to fetch.
      const sizes = await store.groupSizes(shown.map((s) => s.row.dup_group).filter((g): g is string => g !== null));
      for (const item of shown) if (item.row.dup_group) item.similar = Math.max(item.similar, (sizes.get(item.row.dup_group) ?? 1) - 1);
    }
    return {
      query: plan.query,
      interpretation,
      results: shown.map((s) => toResult(s, plan, options)),
      copiesFolded: copies,
      message: (scored.length === 0 && busy ? `${message} Indexing is still running (${busy.done} of ${busy.total} files), so more photos may match soon.` : `${message}${folded}`) + note,
    };
  };

  if ((await store.countPhotos()) === 0) {
    return answer([], busy ? "Nothing is indexed yet." : "Your library has no photos yet. Add a folder and Recollect will index it.");
  }

  const filter = plan.time ? timeFilter(plan.time) : null;
  const when = plan.time ? ` ${timeReason(plan.time)}` : "";
  if (plan.words.length > 0) {
    // Ask for more than the limit: duplicates folded into one result must not leave the page short.
    const hits = await searchText(store.photos, plan.words, filter, options.limit * 2);
    const scored: Scored[] = hits.map((hit) => ({ row: hit.row as unknown as PhotoRow, score: hit.bm25 / (hit.bm25 + 1) }));
    const visual = options.visual ? await options.visual(plan.words.join(" "), options.limit * 2) : null;
    if (visual) await addVisualMatches(store, scored, visual, filter);
    const hint = visual === null && options.visual ? VISUAL_NEEDS_MODEL : "";
    scored.sort((a, b) => b.score - a.score);
    if (scored.length > 0) return answer(scored, `${count(scored.length)}${when} matching ${quoted(plan.words)}.`, hint);
    if (filter && (await store.countPhotos(filter)) > 0) {
      return answer([], `No photo${when} matches ${quoted(plan.words)}. Try other words, or remove the date.`, hint);
    }
    return answer([], filter ? `No photos${when}, and none match ${quoted(plan.words)}.` : `No photo matches ${quoted(plan.words)}. Try other words, or a date.`, hint);
  }

  const everything = store.photos.query().select(RESULT_COLUMNS);
  const rows = (await (filter ? everything.where(filter) : everything).toArray()) as PhotoRow[];
  if (filter) {
    rows.sort((a, b) => a.taken_ms! - b.taken_ms! || a.path.localeCompare(b.path));
    if (rows.length > 0) return answer(rows.map((row) => ({ row, score: 1 })), `${count(rows.length)}${when}.`);
    const span = await store.takenSpan();
    const hint = span ? ` Your photos were taken between ${formatTaken(span.first).split(",")[0]} and ${formatTaken(span.last).split(",")[0]}.` : "";
    return answer([], `No photos${when}.${hint}`);
  }
  // Nothing to constrain on: the most recent photos; those dated only by their file's mtime (which a
  // copy resets) come after the ones whose capture date is known.
  const recency = (row: PhotoRow) => (row.taken_ms === null ? -Infinity : row.taken_source === "mtime" ? row.taken_ms - 1e15 : row.taken_ms);
  rows.sort((a, b) => recency(b) - recency(a) || a.path.localeCompare(b.path));
  return answer(rows.map((row) => ({ row, score: 1 })), "Your most recent photos. Describe a time or what is in the photo to narrow it down.");
}

/**
 * Adds the photos that look like the words to those that mention them. Evidence from both
 * combines as independent signals would (1 − (1 − a)(1 − b)), so a photo found both ways ranks
 * above either alone; one found only by its looks must pass the similarity floor and any time
 * filter.
 */
async function addVisualMatches(store: PhotoStore, scored: Scored[], hits: VisualHit[], filter: string | null): Promise<void> {
  const strong = hits.filter((h) => h.similarity >= VISUAL_MIN_SIMILARITY);
  if (strong.length === 0) return;
  const visualScore = (similarity: number) => Math.min(1, (similarity - VISUAL_MIN_SIMILARITY) / 0.15 + 0.3);
  const byId = new Map(scored.map((s) => [s.row.id, s]));
  const missing = strong.filter((h) => !byId.has(h.id)).map((h) => h.id);
  const ids = `id IN (${missing.map(sql).join(", ")})`;
  const rows = missing.length ? ((await store.photos.query().where(filter ? `${ids} AND (${filter})` : ids).select(RESULT_COLUMNS).toArray()) as PhotoRow[]) : [];
  for (const row of rows) byId.set(row.id, { row, score: 0 });
  for (const hit of strong) {
    const entry = byId.get(hit.id);
    if (!entry) continue; // outside the time filter
    entry.looksLike = hit.similarity;
    entry.score = 1 - (1 - entry.score) * (1 - visualScore(hit.similarity));
    if (!scored.includes(entry)) scored.push(entry);
  }
}

type Collapsed = Scored & { similar: number };

/** One result per duplicate group, at its best-ranked copy, counting the copies folded into it. */
function collapse(scored: Scored[], showAll: boolean): Collapsed[] {
  if (showAll) return scored.map((s) => ({ ...s, similar: 0 }));
  const kept = new Map<string, Collapsed>();
  const out: Collapsed[] = [];
  for (const item of scored) {
    const group = item.row.dup_group;
    const leader = group ? kept.get(group) : undefined;
    if (leader) {
      leader.similar++;
      continue;
    }
    const entry = { ...item, similar: 0 };
    if (group) kept.set(group, entry);
    out.push(entry);
  }
  return out;
}

function toResult({ row, score, similar, looksLike }: Collapsed, plan: QueryPlan, options: SearchOptions): SearchResult {
  const reasons = [
    ...(plan.time ? [timeReason(plan.time)] : []),
    ...wordReasons(row, plan.words),
    ...(looksLike !== undefined ? [`looks like ${quoted([plan.words.join(" ")])} (CLIP ${looksLike.toFixed(2)})`] : []),
  ];
  return {
    id: row.id,
    path: row.path,
    score: Math.round(score * 1000) / 1000,
    reasons,
    name: row.name,
    takenAt: row.taken_at,
    kind: row.kind,
    similar,
    width: row.width,
    height: row.height,
    thumbnailUrl: options.thumbnailUrl(row.id),
  };
}

const count = (n: number) => `${n} photo${n === 1 ? "" : "s"}`;
const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(" or ");
