/**
 * @file The photo store: one LanceDB database per library, holding photos, problems and folders.
 *
 * Runs in the engine's process (Electron main, CLI, serve). Every write is a merge keyed by id
 * or path, so re-running an interrupted index writes the same rows again instead of duplicates.
 */
import * as lancedb from "@lancedb/lancedb";
import { Field, Float64, Int32, Schema, Utf8 } from "apache-arrow";

export interface PhotoRow {
  id: string;
  path: string;
  /** The library folder the photo was found under. */
  folder: string;
  /** Sub-folder inside `folder`, "/"-separated, "" at its top. */
  rel_dir: string;
  name: string;
  bytes: number;
  mtime_ms: number;
  content_hash: string;
  width: number;
  height: number;
  orientation: number;
  taken_at: string | null;
  taken_offset: string | null;
  taken_source: string | null;
  /** `taken_at` as milliseconds of a UTC clock showing the same wall-clock time; for ranges. */
  taken_ms: number | null;
  lat: number | null;
  lon: number | null;
  camera: string | null;
  title: string | null;
  description: string | null;
  /** Newline-separated; LanceDB's full-text index wants one string column. */
  keywords: string;
  /** Everything words can match, in one column for the full-text index. */
  search_text: string;
  /** Thumbnail path relative to the library folder. */
  thumb: string;
  indexed_at: string;
}

export interface ProblemRow {
  path: string;
  folder: string;
  bytes: number;
  mtime_ms: number;
  reason: string;
  at: string;
}

export interface FolderRow {
  path: string;
  added_at: string;
  unsupported: number;
}

const text = (name: string, nullable = false) => new Field(name, new Utf8(), nullable);
const float = (name: string, nullable = false) => new Field(name, new Float64(), nullable);
const int = (name: string) => new Field(name, new Int32(), false);

const PHOTOS = new Schema([
  text("id"), text("path"), text("folder"), text("rel_dir"), text("name"),
  float("bytes"), float("mtime_ms"), text("content_hash"),
  int("width"), int("height"), int("orientation"),
  text("taken_at", true), text("taken_offset", true), text("taken_source", true), float("taken_ms", true),
  float("lat", true), float("lon", true), text("camera", true),
  text("title", true), text("description", true), text("keywords"), text("search_text"),
  text("thumb"), text("indexed_at"),
]);
const PROBLEMS = new Schema([text("path"), text("folder"), float("bytes"), float("mtime_ms"), text("reason"), text("at")]);
const FOLDERS = new Schema([text("path"), text("added_at"), int("unsupported")]);

/** A string literal for LanceDB's SQL filters. */
export function sql(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Deletes rows matching a filter, if there are any: a LanceDB delete writes a new table version
 * even when nothing matches, and indexing would otherwise do that once per batch.
 */
async function deleteMatching(table: lancedb.Table, filter: string): Promise<void> {
  if ((await table.countRows(filter)) > 0) await table.delete(filter);
}

export interface KnownFile {
  bytes: number;
  mtimeMs: number;
}

export class PhotoStore {
  private constructor(
    private readonly db: lancedb.Connection,
    readonly photos: lancedb.Table,
    private readonly problems: lancedb.Table,
    private readonly folders: lancedb.Table,
  ) {}

  static async open(dbDir: string): Promise<PhotoStore> {
    const db = await lancedb.connect(dbDir);
    const open = (name: string, schema: Schema) => db.createEmptyTable(name, schema, { existOk: true });
    return new PhotoStore(db, await open("photos", PHOTOS), await open("problems", PROBLEMS), await open("folders", FOLDERS));
  }

  async upsertPhotos(rows: PhotoRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.photos.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
    // A file that was broken and is now readable stops being a problem.
    await deleteMatching(this.problems, `path IN (${rows.map((r) => sql(r.path)).join(", ")})`);
  }

  async upsertProblems(rows: ProblemRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.problems.mergeInsert("path").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
    await deleteMatching(this.photos, `path IN (${rows.map((r) => sql(r.path)).join(", ")})`);
  }

  /** Files already looked at under a folder, photos and problems alike, by path. */
  async knownFiles(folder: string): Promise<Map<string, KnownFile>> {
    const known = new Map<string, KnownFile>();
    for (const table of [this.photos, this.problems]) {
      const rows = await table.query().where(`folder = ${sql(folder)}`).select(["path", "bytes", "mtime_ms"]).toArray();
      for (const row of rows) known.set(row.path, { bytes: row.bytes, mtimeMs: row.mtime_ms });
    }
    return known;
  }

  /** Forgets files that are gone from disk. Returns the ids of the photos removed. */
  async forget(paths: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < paths.length; i += 500) {
      const filter = `path IN (${paths.slice(i, i + 500).map(sql).join(", ")})`;
      const rows = await this.photos.query().where(filter).select(["id"]).toArray();
      ids.push(...rows.map((r) => r.id as string));
      await deleteMatching(this.photos, filter);
      await deleteMatching(this.problems, filter);
    }
    return ids;
  }

  async photo(id: string): Promise<PhotoRow | null> {
    const rows = await this.photos.query().where(`id = ${sql(id)}`).limit(1).toArray();
    return rows.length > 0 ? (rows[0] as PhotoRow) : null;
  }

  async countPhotos(filter?: string): Promise<number> {
    return this.photos.countRows(filter);
  }

  async listProblems(limit = 1000): Promise<ProblemRow[]> {
    const rows = (await this.problems.query().limit(limit).toArray()) as ProblemRow[];
    return rows.sort((a, b) => a.path.localeCompare(b.path));
  }

  async countProblems(folder: string): Promise<number> {
    return this.problems.countRows(`folder = ${sql(folder)}`);
  }

  async listFolders(): Promise<FolderRow[]> {
    const rows = (await this.folders.query().toArray()) as FolderRow[];
    return rows.sort((a, b) => a.added_at.localeCompare(b.added_at));
  }

  async saveFolder(row: FolderRow): Promise<void> {
    await this.folders.mergeInsert("path").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute([row as unknown as Record<string, unknown>]);
  }

  /** Removes a folder and every row found under it. Returns the ids of the photos removed. */
  async removeFolder(folder: string): Promise<string[]> {
    const filter = `folder = ${sql(folder)}`;
    const rows = await this.photos.query().where(filter).select(["id"]).toArray();
    await this.photos.delete(filter);
    await this.problems.delete(filter);
    await this.folders.delete(`path = ${sql(folder)}`);
    return rows.map((r) => r.id as string);
  }

  /** Bounds of the capture times of indexed photos, for telling a user what the library covers. */
  async takenSpan(): Promise<{ first: string; last: string } | null> {
    const rows = await this.photos.query().where("taken_at IS NOT NULL").select(["taken_at"]).toArray();
    if (rows.length === 0) return null;
    const times = rows.map((r) => r.taken_at as string).sort();
    return { first: times[0]!, last: times[times.length - 1]! };
  }

  close(): void {
    this.db.close();
  }
}
