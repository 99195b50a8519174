/**
 * @file Photos the user said are not copies of each other ("split a wrong fold"), kept in the
 * library so that every later regrouping respects them.
 *
 * Runs in the engine. Keyed by photo ids, which survive renames, moves and re-indexing; a pair is
 * stored once, its smaller id first.
 */
import type * as lancedb from "@lancedb/lancedb";
import { Schema } from "../../store/arrow";
import { deleteMatching, sql, text, type PhotoStore } from "../../store/store";
import { pairKey } from "./duplicates";

export const KEPT_APART = new Schema([text("key"), text("a"), text("b"), text("at")]);

export class KeptApart {
  private constructor(private readonly table: lancedb.Table) {}

  static async open(store: PhotoStore): Promise<KeptApart> {
    return new KeptApart(await store.table("copies_apart", KEPT_APART));
  }

  /** Every pair as a `pairKey`. */
  async keys(): Promise<Set<string>> {
    return new Set((await this.table.query().select(["key"]).toArray()).map((r) => r.key as string));
  }

  /** Keeps `photo` apart from each of `others`. */
  async add(photo: string, others: string[]): Promise<void> {
    const at = new Date().toISOString();
    const rows = others.filter((o) => o !== photo).map((o) => ({ key: pairKey(photo, o), a: photo < o ? photo : o, b: photo < o ? o : photo, at }));
    if (rows.length > 0) await this.table.mergeInsert("key").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows);
  }

  /** Forgets that `photo` was kept apart from anything: it may fold again where the pictures agree. */
  async release(photo: string): Promise<void> {
    await deleteMatching(this.table, `a = ${sql(photo)} OR b = ${sql(photo)}`);
  }

  /** Photos `photo` is kept apart from. */
  async of(photo: string): Promise<string[]> {
    const rows = await this.table.query().where(`a = ${sql(photo)} OR b = ${sql(photo)}`).select(["a", "b"]).toArray();
    return rows.map((r) => (r.a === photo ? (r.b as string) : (r.a as string)));
  }
}

