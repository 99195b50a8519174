/**
 * @file What a library's database holds after indexing, read straight from LanceDB: row counts,
 * distinct ids, events, duplicate groups and whether the text index exists.
 *
 * Test and benchmark code. It opens no engine on purpose: opening one repairs what a crash left
 * (derived-marker.ts), and the point is to see what the last run itself left on disk.
 */
import path from "node:path";
import * as lancedb from "@lancedb/lancedb";

export interface DerivedFacts {
  photos: number;
  ids: number;
  paths: number;
  events: number;
  withEvent: number;
  duplicateGroups: number;
  textIndex: boolean;
}

export async function derivedFacts(library: string): Promise<DerivedFacts> {
  const db = await lancedb.connect(path.join(library, "db"));
  try {
    const photos = await db.openTable("photos");
    const rows = await photos.query().select(["id", "path", "dup_group", "event_id"]).toArray();
    return {
      photos: rows.length,
      ids: new Set(rows.map((r) => r.id)).size,
      paths: new Set(rows.map((r) => r.path)).size,
      events: await (await db.openTable("events")).countRows(),
      withEvent: rows.filter((r) => r.event_id !== null).length,
      duplicateGroups: new Set(rows.map((r) => r.dup_group).filter((g) => g !== null)).size,
      textIndex: (await photos.listIndices()).some((index) => index.columns.includes("search_text")),
    };
  } finally {
    db.close();
  }
}

/** Photo rows written so far; 0 while the database does not exist yet. */
export async function photoRowCount(library: string): Promise<number> {
  try {
    const db = await lancedb.connect(path.join(library, "db"));
    const n = await (await db.openTable("photos")).countRows();
    db.close();
    return n;
  } catch {
    return 0;
  }
}
