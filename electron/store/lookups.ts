/**
 * @file Scalar indices on the photos table, so the rows of a page of results (by id) and the
 * copies of a duplicate (by group) are found without scanning the whole table: at a million
 * photos a scan costs a tenth of a second per query. Built once the table is large enough.
 */
import * as lancedb from "@lancedb/lancedb";

const COLUMNS = ["id", "dup_group"];
/** Below this a scan is as fast as an index lookup. */
const MIN_ROWS = 10_000;

export async function ensureLookupIndices(table: lancedb.Table): Promise<void> {
  if ((await table.countRows()) < MIN_ROWS) return;
  const indexed = new Set((await table.listIndices()).flatMap((index) => index.columns));
  for (const column of COLUMNS) {
    if (!indexed.has(column)) await table.createIndex(column, { config: lancedb.Index.btree() });
  }
}
