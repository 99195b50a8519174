/**
 * @file Which suggested searches the user clicked: kept with the rest of what Recollect learns,
 * so what they click is suggested more (`../suggest/photo-suggestions.ts`), and exported, imported
 * and reset with it.
 *
 * Runs in the engine. Counts are held in memory; a person clicks hundreds of suggestions, not millions.
 */
import { Schema } from "../store/arrow";
import type * as lancedb from "@lancedb/lancedb";
import { text, type PhotoStore } from "../store/store";
import type { Aspect, ClickCounts } from "../suggest/photo-suggestions";

export interface ClickRow {
  text: string;
  aspect: Aspect;
  photo_id: string;
  at: string;
}

const CLICKS = new Schema([text("text"), text("aspect"), text("photo_id"), text("at")]);

export class SuggestionClicks {
  #rows: ClickRow[] = [];

  private constructor(private readonly table: lancedb.Table) {}

  static async open(store: PhotoStore): Promise<SuggestionClicks> {
    const clicks = new SuggestionClicks(await store.table("suggestion_clicks", CLICKS));
    clicks.#rows = (await clicks.table.query().toArray()) as ClickRow[];
    return clicks;
  }

  async add(row: Omit<ClickRow, "at">, now = new Date()): Promise<void> {
    const full = { ...row, at: now.toISOString() };
    await this.table.add([full as unknown as Record<string, unknown>]);
    this.#rows.push(full);
  }

  counts(): ClickCounts {
    const byAspect = new Map<Aspect, number>();
    const byText = new Map<string, number>();
    for (const row of this.#rows) {
      byAspect.set(row.aspect, (byAspect.get(row.aspect) ?? 0) + 1);
      byText.set(row.text.toLowerCase(), (byText.get(row.text.toLowerCase()) ?? 0) + 1);
    }
    return { byAspect, byText, total: this.#rows.length };
  }

  rows(): readonly ClickRow[] {
    return this.#rows;
  }

  async restore(rows: ClickRow[]): Promise<number> {
    const known = new Set(this.#rows.map((r) => `${r.at} ${r.text} ${r.photo_id}`));
    const fresh = rows.filter((r) => !known.has(`${r.at} ${r.text} ${r.photo_id}`));
    if (fresh.length) await this.table.add(fresh as unknown as Record<string, unknown>[]);
    this.#rows.push(...fresh);
    return fresh.length;
  }

  async clear(): Promise<void> {
    if (this.#rows.length) await this.table.delete("true");
    this.#rows = [];
  }
}
