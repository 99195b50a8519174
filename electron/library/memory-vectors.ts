/**
 * @file The sentence-model vectors of the user's memories: one table per model
 * (`memory_<model>`), keyed by memory id, so a new model fills in beside the old one.
 *
 * Runs in the engine. Derived data: every row can be made again from the memories table and
 * the model, so a table lost or a model changed is rebuilt, never mourned (see
 * `search/memory-meanings.ts`, which fills it).
 */
import type * as lancedb from "@lancedb/lancedb";
import { Field, FixedSizeList, Float32, Schema } from "../store/arrow";
import { deleteMatching, inList, inSlices, text, type PhotoStore } from "../store/store";

export interface MemoryVector {
  /** The memory's id in the memories table. */
  id: string;
  photo_id: string;
  vector: Float32Array;
}

/** Table names are letters, digits and underscores: a model name maps onto one. */
export function memoryVectorTable(model: string): string {
  return `memory_${model.replace(/[^a-zA-Z0-9]/g, "_")}`;
}

export class MemoryVectors {
  private constructor(private readonly table: lancedb.Table) {}

  static async open(store: PhotoStore, model: string, dimensions: number): Promise<MemoryVectors> {
    const vector = new Field("vector", new FixedSizeList(dimensions, new Field("item", new Float32(), true)), false);
    return new MemoryVectors(await store.table(memoryVectorTable(model), new Schema([text("id"), text("photo_id"), vector])));
  }

  async all(): Promise<MemoryVector[]> {
    const rows = (await this.table.query().toArray()) as Array<{ id: string; photo_id: string; vector: Iterable<number> }>;
    return rows.map((r) => ({ id: r.id, photo_id: r.photo_id, vector: Float32Array.from(r.vector) }));
  }

  async save(rows: MemoryVector[]): Promise<void> {
    if (rows.length === 0) return;
    const data = rows.map((r) => ({ id: r.id, photo_id: r.photo_id, vector: Array.from(r.vector) }));
    await this.table.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(data);
  }

  async remove(ids: string[]): Promise<void> {
    await inSlices(ids, (slice) => deleteMatching(this.table, inList("id", slice)));
  }
}
