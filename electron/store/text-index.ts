/**
 * @file The photos table's full-text (BM25) index over `search_text`: made once the table has rows,
 * and brought up to date, with the table compacted and its lookup indices made, after each
 * indexing or analysis run.
 *
 * Runs in the engine's process. Part of the store, below the library that writes photos and the
 * index that searches the text (`index/fulltext.ts`), so the writers keep it without reaching up.
 */
import * as lancedb from "@lancedb/lancedb";
import { ensureLookupIndices } from "./lookups";
import { compactTable } from "./store";

export const TEXT_COLUMN = "search_text";

export async function ensureTextIndex(table: lancedb.Table): Promise<void> {
  const indices = await table.listIndices();
  if (indices.some((index) => index.columns.includes(TEXT_COLUMN))) return;
  if ((await table.countRows()) === 0) return;
  await table.createIndex(TEXT_COLUMN, {
    config: lancedb.Index.fts({ stem: true, language: "English", lowercase: true, asciiFolding: true, removeStopWords: false }),
  });
}

/** Compacts small writes and brings the text index up to date; cheap when nothing changed. */
export async function refreshTextIndex(table: lancedb.Table): Promise<void> {
  await ensureTextIndex(table);
  await ensureLookupIndices(table);
  await compactTable(table);
}
