/**
 * @file Layer 3's words half: LanceDB's full-text (BM25) index over the photos' text.
 *
 * The index is built once the table has rows and folded up after each indexing run; rows
 * written since are still searched (LanceDB scans the unindexed tail), so a search answers
 * from whatever is indexed so far while indexing runs.
 */
import * as lancedb from "@lancedb/lancedb";
import { ensureLookupIndices } from "./lookups";

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
  await table.optimize({ cleanupOlderThan: new Date(Date.now() - 60_000) });
}

export interface TextHit {
  id: string;
  /** BM25 score; larger is better, unbounded. */
  bm25: number;
  /** The photo's searchable text, to say which words it matched. */
  text: string;
}

/** The best `limit` photos for the words; only the id and text come back, not whole rows. */
export async function searchText(table: lancedb.Table, words: string[], limit: number): Promise<TextHit[]> {
  const rows = await table.query().fullTextSearch(new lancedb.MatchQuery(words.join(" "), TEXT_COLUMN)).select(["id", TEXT_COLUMN, "_score"]).limit(limit).toArray();
  return rows.map((row) => ({ id: String(row.id), bm25: Number(row._score ?? 0), text: String(row[TEXT_COLUMN] ?? "") }));
}

/**
 * Reads the text index's dictionary from disk ahead of the first query, which would otherwise
 * wait for it (a few hundred milliseconds on a large library). Started while the facts load.
 */
export async function warmTextIndex(table: lancedb.Table): Promise<void> {
  await searchText(table, ["photo"], 1).catch(() => undefined);
}
