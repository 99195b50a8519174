/**
 * @file Memories: what the user told Recollect about a photo ("this is Leo at the airport before
 * our Seattle trip"), from a note in the viewer or "remember that…" in the chat. Kept in their
 * own table, keyed by photo id, so re-indexing and moves never lose them; captions from XMP and
 * Takeout stay on the photo row, where ingestion writes them.
 *
 * Runs in the engine.
 */
import { randomUUID } from "node:crypto";
import { Schema } from "../store/arrow";
import type * as lancedb from "@lancedb/lancedb";
import { inList, inSlices, sql, text, type PhotoStore } from "../store/store";

export type MemorySource = "note" | "chat";

export interface MemoryRow {
  id: string;
  photo_id: string;
  source: MemorySource;
  text: string;
  created_at: string;
}

export const MEMORIES = new Schema([text("id"), text("photo_id"), text("source"), text("text"), text("created_at")]);

export const MAX_MEMORY_LENGTH = 2000;

export class MemoryStore {
  private constructor(private readonly table: lancedb.Table) {}

  static async open(store: PhotoStore): Promise<MemoryStore> {
    return new MemoryStore(await store.table("memories", MEMORIES));
  }

  async add(photoIds: string[], source: MemorySource, said: string, now = new Date()): Promise<MemoryRow[]> {
    const rows = photoIds.map((photo_id) => ({ id: randomUUID(), photo_id, source, text: said.trim(), created_at: now.toISOString() }));
    if (rows.length) await this.table.add(rows as unknown as Record<string, unknown>[]);
    return rows;
  }

  async remove(id: string): Promise<MemoryRow | null> {
    const [row] = (await this.table.query().where(`id = ${sql(id)}`).limit(1).toArray()) as MemoryRow[];
    if (row) await this.table.delete(`id = ${sql(id)}`);
    return row ?? null;
  }

  async forPhotos(ids: string[]): Promise<MemoryRow[]> {
    const rows: MemoryRow[] = [];
    await inSlices(ids, async (slice) => void rows.push(...((await this.table.query().where(inList("photo_id", slice)).toArray()) as MemoryRow[])));
    return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  async all(): Promise<MemoryRow[]> {
    return (await this.table.query().toArray()) as MemoryRow[];
  }
}
