/**
 * @file Layer 3's words half: searching LanceDB's full-text (BM25) index over the photos' text.
 *
 * The index is kept by the store (`store/text-index.ts`); rows written since it was last brought up
 * to date are still searched (LanceDB scans the unindexed tail), so a search answers from whatever
 * is indexed so far while indexing runs.
 */
import * as lancedb from "@lancedb/lancedb";
import { compoundParts, fold, foldWord } from "../words/terms";
import { joinedPairs, mentionedWords } from "./mentions";
import type { LibraryIndex } from "./library-index";
import { TEXT_COLUMN } from "../store/text-index";

const DIGIT = /\d/;

export interface TextHit {
  /** The photo's number in the library index. */
  n: number;
  /** BM25 score; larger is better, unbounded. */
  bm25: number;
  /** Per query word: whether the photo's text has it. */
  matched: boolean[];
}

/**
 * The best `limit` photos for the words, and which words each has; `extra` words (an LLM's
 * pseudo memories) add to the score but are not asked for.
 *
 * One word alone is asked for bare: row addresses and scores, no columns, since every hit has
 * that word. Reading the text of a thousand hits would be most of a full-text search at a million
 * photos. With several words the text is read, to tell which of them each hit has.
 */
export async function searchText(table: lancedb.Table, index: LibraryIndex, words: string[], extra: string[], limit: number): Promise<TextHit[]> {
  // A compound asked for with hyphens is asked for as one word too, as the text writes its compounds ([Note: One folding of words]).
  // So is one written apart ("wi fi", "lake house"), where the text wrote it as one, and one glued
  // ("lakehouse") as its two words, where the text wrote them apart ([Note: Compounds written closed or open]).
  const asked = [...words.flatMap((word) => (foldWord(word) === fold(word) ? [word] : [word, foldWord(word)])), ...joinedPairs(words).map(([, joined]) => joined), ...words.flatMap((word) => compoundParts(word) ?? []), ...extra];
  const query = () => table.query().fullTextSearch(new lancedb.MatchQuery(asked.join(" "), TEXT_COLUMN)).limit(limit);
  // A word with digits is read with its text, to tell a number of its own from a piece of a price
  // (`mentionedWords`): the index splits "2.50" into 2 and 50, and matches either alone.
  const numbers = words.some((word) => DIGIT.test(word));
  if (words.length === 1 && extra.length === 0 && !numbers) {
    const rows = await query().withRowId().select(["_score"]).toArray();
    const photos = await photosAt(table, index, rows.map((row) => Number(row._rowid)));
    return rows.flatMap((row, i) => (photos[i] === undefined ? [] : [{ n: photos[i]!, bm25: Number(row._score ?? 0), matched: [true] }]));
  }
  const rows = await query().select(["id", TEXT_COLUMN, "_score"]).toArray();
  return rows.flatMap((row) => {
    const n = index.number(String(row.id));
    const matched = mentionedWords(String(row[TEXT_COLUMN] ?? ""), words);
    // "2" asked, "COFFEE 2.50" read, or "2.50" asked, "2 FOR 1" read: the index matched a piece, which mentions no word asked.
    return n === undefined || (numbers && !matched.some(Boolean)) ? [] : [{ n, bm25: Number(row._score ?? 0), matched }];
  });
}

/**
 * The photos at these row addresses. Rows written since the index last read the store (an
 * update, a compaction) have addresses it does not know: their ids are read, a few rows at most.
 */
async function photosAt(table: lancedb.Table, index: LibraryIndex, addresses: number[]): Promise<Array<number | undefined>> {
  const photos = addresses.map((address) => index.photoAt(address));
  const unknown = addresses.filter((_, i) => photos[i] === undefined);
  if (unknown.length === 0) return photos;
  const moved = new Map<number, number | undefined>();
  for (const row of await table.takeRowIds(unknown).withRowId().select(["id"]).toArray()) moved.set(Number(row._rowid), index.number(String(row.id)));
  return addresses.map((address, i) => photos[i] ?? moved.get(address));
}

/**
 * Reads the text index's dictionary from disk ahead of the first query, which would otherwise
 * wait for it (a few hundred milliseconds on a large library). Started while the facts load.
 */
export async function warmTextIndex(table: lancedb.Table): Promise<void> {
  await table.query().fullTextSearch(new lancedb.MatchQuery("photo", TEXT_COLUMN)).withRowId().select(["_score"]).limit(1).toArray().catch(() => undefined);
}
