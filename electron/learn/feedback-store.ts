/**
 * @file Corrections: the user said a result is right, or wrong, for a search, or that one photo is
 * a better answer than others ("this one, not those"). Kept in their own table, keyed by photo id
 * and by the search they were given for, so re-indexing and moves keep them; undoing one only
 * marks it undone, so the history stays.
 *
 * Runs in the engine. Every row is held in memory (a person makes hundreds of corrections, not
 * millions): each search asks for its own, and learning reads them all.
 */
import { randomUUID } from "node:crypto";
import { Bool, Field, Schema } from "../store/arrow";
import type * as lancedb from "@lancedb/lancedb";
import { sql, text, type PhotoStore } from "../store/store";

import type { Verdict } from "../query/plan";
export type { Verdict };
/** "better": `photo_id` is a better answer than `other_id` for the search. */
export type CorrectionKind = Verdict | "better";

export interface FeedbackRow {
  /** One user action: "this one, not those" writes a row per photo passed over, sharing the id. */
  id: string;
  /** The search as said and read, folded: what a later search must match to be corrected by it. */
  query_key: string;
  query: string;
  photo_id: string;
  verdict: CorrectionKind;
  /** The photo passed over, for "better"; empty otherwise. */
  other_id: string;
  /** The fusion evidence the photo had for this search when marked, as JSON; empty when it had none. */
  evidence: string;
  at: string;
  undone: boolean;
}

export const FEEDBACK = new Schema([
  text("id"), text("query_key"), text("query"), text("photo_id"), text("verdict"), text("at"), new Field("undone", new Bool(), false), text("other_id"), text("evidence"),
]);
/** Columns added after the table first shipped: a library from then gains them, empty. */
const ADDED_COLUMNS = ["other_id", "evidence"];

/** "The  Lake House " and "the lake house" are one search; so are "Café" and "cafe". */
export function queryKey(query: string): string {
  return query.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

export interface StandingCorrections {
  /** What the user last said of each photo, undone corrections left out. */
  verdicts: ReadonlyMap<string, Verdict>;
  /** Better-than pairs standing. */
  pairs: ReadonlyArray<{ better: string; worse: string }>;
}

export class FeedbackStore {
  #rows: FeedbackRow[] = [];
  #standing: { generation: number; byKey: Map<string, StandingCorrections & { query: string }> } | null = null;
  /** Bumped on every change, so what is learned from the corrections knows when to learn again. */
  generation = 0;

  private constructor(private readonly table: lancedb.Table) {}

  static async open(store: PhotoStore): Promise<FeedbackStore> {
    const table = await store.table("feedback", FEEDBACK);
    const have = new Set((await table.schema()).fields.map((f) => f.name));
    const missing = ADDED_COLUMNS.filter((name) => !have.has(name));
    if (missing.length) await table.addColumns(missing.map((name) => ({ name, valueSql: "''" })));
    const feedback = new FeedbackStore(table);
    feedback.#rows = ((await table.query().toArray()) as FeedbackRow[]).map((row) => ({ ...row })).sort((a, b) => a.at.localeCompare(b.at));
    return feedback;
  }

  /** `search` identifies the search (its words and how they were read); `query` is the words, for the history. */
  async add(search: string, query: string, photoId: string, verdict: Verdict, options: { evidence?: object | null; now?: Date } = {}): Promise<FeedbackRow> {
    const [row] = await this.#write([{ query_key: queryKey(search), query, photo_id: photoId, verdict, other_id: "", evidence: options.evidence ? JSON.stringify(options.evidence) : "" }], options.now);
    return row!;
  }

  /** "This one, not those": one action, a row per photo passed over. */
  async addBetter(search: string, query: string, better: string, worse: string[], now?: Date): Promise<FeedbackRow[]> {
    return this.#write(worse.map((other) => ({ query_key: queryKey(search), query, photo_id: better, verdict: "better" as const, other_id: other, evidence: "" })), now);
  }

  /** Rows as exported elsewhere, kept with their ids and times; rows already here are skipped. Returns how many were new. */
  async restore(rows: FeedbackRow[]): Promise<number> {
    const known = new Set(this.#rows.map(rowKey));
    const fresh = rows.filter((row) => !known.has(rowKey(row)));
    if (fresh.length) await this.table.add(fresh as unknown as Record<string, unknown>[]);
    this.#rows = [...this.#rows, ...fresh].sort((a, b) => a.at.localeCompare(b.at));
    this.generation++;
    return fresh.length;
  }

  /** Marks a correction undone; null when there is none by that id, or it was undone already. */
  async undo(id: string): Promise<FeedbackRow[] | null> {
    const rows = this.#rows.filter((row) => row.id === id && !row.undone);
    if (!rows.length) return null;
    await this.table.update({ where: `id = ${sql(id)}`, values: { undone: true } });
    for (const row of rows) row.undone = true;
    this.generation++;
    return rows;
  }

  /**
   * Forgets the corrections given for these searches (by key), old table versions included, so
   * a deleted search leaves no correction behind that History could no longer show or undo.
   * Returns how many corrections (user actions, not rows) went.
   */
  async forget(keys: Iterable<string>): Promise<number> {
    const gone = new Set([...keys].map(queryKey));
    const rows = this.#rows.filter((row) => gone.has(row.query_key));
    if (!rows.length) return 0;
    await this.table.delete(`query_key IN (${[...gone].map(sql).join(", ")})`);
    await this.table.optimize({ cleanupOlderThan: new Date() });
    this.#rows = this.#rows.filter((row) => !gone.has(row.query_key));
    this.generation++;
    return new Set(rows.map((row) => row.id)).size;
  }

  /** Forgets every correction. */
  async clear(): Promise<void> {
    if (this.#rows.length) await this.table.delete("true");
    this.#rows = [];
    this.generation++;
  }

  /** What stands for one search: the latest word on each photo, and the pairs not taken back. */
  standing(search: string): StandingCorrections {
    return this.everyStanding().get(queryKey(search)) ?? NONE_STANDING;
  }

  /**
   * What stands for every search that has any correction, by search key. Worked out once per
   * change: every search asks for its own.
   */
  everyStanding(): ReadonlyMap<string, StandingCorrections & { query: string }> {
    if (this.#standing?.generation === this.generation) return this.#standing.byKey;
    const rowsByKey = new Map<string, FeedbackRow[]>();
    for (const row of this.#rows) {
      const rows = rowsByKey.get(row.query_key);
      if (rows) rows.push(row);
      else rowsByKey.set(row.query_key, [row]);
    }
    const byKey = new Map([...rowsByKey].map(([key, rows]) => [key, { ...standingOf(rows), query: rows.at(-1)!.query }]));
    this.#standing = { generation: this.generation, byKey };
    return byKey;
  }

  /** Every correction, oldest first, undone ones included: the history and the export. */
  rows(): readonly FeedbackRow[] {
    return this.#rows;
  }

  async #write(parts: Array<Omit<FeedbackRow, "id" | "at" | "undone">>, now = new Date()): Promise<FeedbackRow[]> {
    const id = randomUUID();
    const rows = parts.map((part) => ({ ...part, id, at: now.toISOString(), undone: false }));
    await this.table.add(rows as unknown as Record<string, unknown>[]);
    this.#rows.push(...rows);
    this.generation++;
    return rows;
  }
}

function standingOf(rows: readonly FeedbackRow[]): StandingCorrections {
  const verdicts = new Map<string, Verdict>();
  const pairs = new Map<string, { better: string; worse: string }>();
  // Oldest first, so the latest word on a photo, or on a pair, is the one that stands.
  for (const row of rows) {
    if (row.undone) continue;
    if (row.verdict === "better") {
      const pair = [row.photo_id, row.other_id].sort().join(" ");
      pairs.set(pair, { better: row.photo_id, worse: row.other_id });
    } else verdicts.set(row.photo_id, row.verdict);
  }
  return { verdicts, pairs: [...pairs.values()] };
}

const NONE_STANDING: StandingCorrections = { verdicts: new Map(), pairs: [] };

const rowKey = (row: FeedbackRow) => `${row.id} ${row.photo_id} ${row.other_id}`;
