/**
 * @file Corrections: the user said a result is right, or wrong, for a search. Kept in their own
 * table, keyed by photo id and by the search they were given for, so re-indexing and moves keep
 * them, and undoing one only marks it undone: the history stays.
 *
 * Runs in the engine. A correction applies to the search it was given for, said the same way
 * (case, spacing and accents aside), and to no other: marking a photo right for "the lake house"
 * can never make it turn up for "receipts".
 */
import { randomUUID } from "node:crypto";
import { Bool, Field, Schema } from "apache-arrow";
import type * as lancedb from "@lancedb/lancedb";
import { sql, text, type PhotoStore } from "../library/store";

export type Verdict = "good" | "bad";

export interface FeedbackRow {
  id: string;
  /** The search as said, folded: what a later search must match to be corrected by it. */
  query_key: string;
  query: string;
  photo_id: string;
  verdict: Verdict;
  at: string;
  undone: boolean;
}

const FEEDBACK = new Schema([text("id"), text("query_key"), text("query"), text("photo_id"), text("verdict"), text("at"), new Field("undone", new Bool(), false)]);

/** "The  Lake House " and "the lake house" are one search; so are "Café" and "cafe". */
export function queryKey(query: string): string {
  return query.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

export class FeedbackStore {
  /**
   * Every search's standing corrections, photo → verdict, read once at open: each search asks for
   * its own, and a table query per search would cost more than the rest of a small one.
   */
  private readonly standing = new Map<string, Map<string, Verdict>>();

  private constructor(private readonly table: lancedb.Table) {}

  static async open(store: PhotoStore): Promise<FeedbackStore> {
    const feedback = new FeedbackStore(await store.table("feedback", FEEDBACK));
    const rows = (await feedback.table.query().where("NOT undone").toArray()) as FeedbackRow[];
    for (const row of rows.sort((a, b) => a.at.localeCompare(b.at))) feedback.#stand(row);
    return feedback;
  }

  /** `search` identifies the search (its words and how they were read); `query` is the words, for the history. */
  async add(search: string, query: string, photoId: string, verdict: Verdict, now = new Date()): Promise<FeedbackRow> {
    const row: FeedbackRow = { id: randomUUID(), query_key: queryKey(search), query, photo_id: photoId, verdict, at: now.toISOString(), undone: false };
    await this.table.add([row as unknown as Record<string, unknown>]);
    this.#stand(row);
    return row;
  }

  /** Marks a correction undone; null when there is none by that id, or it was undone already. */
  async undo(id: string): Promise<FeedbackRow | null> {
    const [row] = (await this.table.query().where(`id = ${sql(id)} AND NOT undone`).limit(1).toArray()) as FeedbackRow[];
    if (!row) return null;
    await this.table.update({ where: `id = ${sql(id)}`, values: { undone: true } });
    // What stands for that photo now is the latest correction of it not taken back, if any.
    const [latest] = (await this.table.query().where(`query_key = ${sql(row.query_key)} AND photo_id = ${sql(row.photo_id)} AND NOT undone`).toArray() as FeedbackRow[]).sort((a, b) => b.at.localeCompare(a.at));
    const standing = this.standing.get(row.query_key);
    if (latest) this.#stand(latest);
    else standing?.delete(row.photo_id);
    return { ...row, undone: true };
  }

  /** What the user last said of each photo for this search, undone corrections left out. */
  verdicts(search: string): ReadonlyMap<string, Verdict> {
    return this.standing.get(queryKey(search)) ?? new Map();
  }

  #stand(row: FeedbackRow): void {
    let standing = this.standing.get(row.query_key);
    if (!standing) this.standing.set(row.query_key, (standing = new Map()));
    standing.set(row.photo_id, row.verdict);
  }
}
