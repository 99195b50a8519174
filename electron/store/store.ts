/**
 * @file The photo store: one LanceDB database per library, holding photos, problems and folders.
 *
 * Runs in the engine's process (Electron main, CLI, serve). Every write is a merge keyed by id
 * or path, so re-running an interrupted index writes the same rows again instead of duplicates.
 */
import os from "node:os";
import * as lancedb from "@lancedb/lancedb";
import { Field, Float64, Int32, Schema, Utf8 } from "./arrow";
import { removeDuplicateRows, removeDuplicatesOnce } from "./repair-duplicates";
import { inList, inSlices, pathUnder, sql } from "./sql-filters";

export { inList, inSlices, pathUnder, sql };

/**
 * LanceDB sizes its CPU pool as the cores less two, at least one. With a single thread, building
 * the full-text index of a large table deadlocks: the posting-list writer holds the pool's only
 * thread while waiting on work queued behind it (lancedb#3568). Here, on two cores, the index of
 * a million photos never finished; with two threads it takes seven seconds. Read when the pool
 * first starts, so before any database is opened.
 */
if (!process.env.LANCE_CPU_THREADS && os.cpus().length - 2 < 2) process.env.LANCE_CPU_THREADS = "2";

export type PhotoKind = "photo" | "screenshot" | "video";
/** "indexed": decoded and thumbnailed. "not_analysed": listed with its metadata only (videos). */
export type PhotoStatus = "indexed" | "not_analysed";

export interface PhotoRow {
  /** Stable for the life of the photo: kept across renames and moves, which memories and feedback hang on. */
  id: string;
  path: string;
  /** The library folder the photo was found under. */
  folder: string;
  /** Sub-folder inside `folder`, "/"-separated, "" at its top. */
  rel_dir: string;
  name: string;
  kind: PhotoKind;
  /** What the bytes are (jpeg, heif, raw, video…), whatever the name says. */
  format: string;
  status: PhotoStatus;
  bytes: number;
  mtime_ms: number;
  /** sha256 over the size and three 64-KiB samples: cheap, and enough to find candidates for a move. */
  quick_hash: string;
  /** sha256 of the whole file; null for videos until a move or duplicate needs it. */
  content_hash: string | null;
  width: number;
  height: number;
  orientation: number;
  duration_s: number | null;
  taken_at: string | null;
  taken_offset: string | null;
  /** exif | xmp | xmp-sidecar | takeout | video | filename | mtime */
  taken_source: string | null;
  /** `taken_at` as milliseconds of a UTC clock showing the same wall-clock time; for ranges. */
  taken_ms: number | null;
  lat: number | null;
  lon: number | null;
  place: string | null;
  /** The part of `place` it was taken in ("Wedding" in Berlin): finer, and rolls up into the city. */
  district: string | null;
  region: string | null;
  /** ISO 3166-2 of `region`, from the boundary the GPS position lies in ("US-CA"). */
  region_code: string | null;
  country: string | null;
  country_code: string | null;
  /** Newline-separated: "morning", "weekend", "summer", "holiday: Christmas Day". */
  time_tags: string;
  camera: string | null;
  lens: string | null;
  title: string | null;
  description: string | null;
  /** Newline-separated; LanceDB's full-text index wants one string column. */
  keywords: string;
  /** Names from face regions and Takeout, newline-separated. */
  people: string;
  /** JSON object: where each value came from, e.g. {"taken":"exif","gps":"takeout"}. */
  sources: string;
  /** 64-bit difference hash of the thumbnail; null when nothing was decoded. */
  phash: string | null;
  /**
   * The difference hash with differences under 2 grey levels ignored, which a heavy JPEG re-save
   * of a flat page does not stir (`native/perceptual-hash.ts`); null when nothing was decoded, or
   * for photos indexed before it existed.
   */
  calm_hash: string | null;
  /** Id of the first photo of this photo's duplicate group (itself included); null when it has none. */
  dup_group: string | null;
  burst_group: string | null;
  event_id: string | null;
  /** Everything words can match, in one column for the full-text index. */
  search_text: string;
  /** Thumbnail path relative to the library folder; "" when there is none. */
  thumb: string;
  indexed_at: string;
  /**
   * Which file was indexed: device and inode (`safe-open.ts`), so a path swapped for another file
   * of the same size and time is not taken for the photo. Null or absent for a photo indexed
   * before they were recorded, until the next scan records it.
   */
  file_id?: string | null;
}

export interface EventRow {
  id: string;
  title: string;
  start_at: string;
  end_at: string;
  photos: number;
  place: string | null;
  /** "trip": days away from home (`grouping/trips.ts`); "outing": photos together at home or on a day out. */
  kind: "trip" | "outing";
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

export const text = (name: string, nullable = false) => new Field(name, new Utf8(), nullable);
export const float = (name: string, nullable = false) => new Field(name, new Float64(), nullable);
const int = (name: string) => new Field(name, new Int32(), false);

const PHOTOS = new Schema([
  text("id"), text("path"), text("folder"), text("rel_dir"), text("name"), text("kind"), text("format"), text("status"),
  float("bytes"), float("mtime_ms"), text("quick_hash"), text("content_hash", true),
  int("width"), int("height"), int("orientation"), float("duration_s", true),
  text("taken_at", true), text("taken_offset", true), text("taken_source", true), float("taken_ms", true),
  float("lat", true), float("lon", true),
  // district and region_code came with naming places by boundaries: an older library is rebuilt, so its places are named anew.
  text("place", true), text("district", true), text("region", true), text("region_code", true), text("country", true), text("country_code", true), text("time_tags"),
  text("camera", true), text("lens", true),
  text("title", true), text("description", true), text("keywords"), text("people"), text("sources"),
  text("phash", true), text("dup_group", true), text("burst_group", true), text("event_id", true),
  text("search_text"), text("thumb"), text("indexed_at"),
  // Added later, at the end, in place (`ADDED_IN_PLACE`).
  text("calm_hash", true), text("file_id", true),
]);
/**
 * Nullable text columns photos gained after their layout was fixed: a library written before has
 * them added empty, its rows kept, rather than being rebuilt. What needs them does without a null.
 */
const ADDED_IN_PLACE = new Set(["calm_hash", "file_id"]);
const EVENTS = new Schema([text("id"), text("title"), text("start_at"), text("end_at"), int("photos"), text("place", true), text("kind")]);
const PROBLEMS = new Schema([text("path"), text("folder"), float("bytes"), float("mtime_ms"), text("reason"), text("at")]);
const FOLDERS = new Schema([text("path"), text("added_at"), int("unsupported")]);

/**
 * Deletes rows matching a filter, if there are any: a LanceDB delete writes a new table version
 * even when nothing matches, and indexing would otherwise do that once per batch.
 */
export async function deleteMatching(table: lancedb.Table, filter: string): Promise<void> {
  if ((await table.countRows(filter)) > 0) await table.delete(filter);
}

export interface KnownFile {
  id: string | null;
  folder: string;
  relDir: string | null;
  bytes: number;
  mtimeMs: number;
  /** The photo's `file_id`; null for a problem, or a photo indexed before identities were recorded. */
  fileId: string | null;
  /** A problem worth another try even though the file looks the same (permissions, a file mid-copy). */
  retry: boolean;
}

/** The columns grouping (events, duplicates, bursts) works from. */
export type GroupingRow = Pick<
  PhotoRow,
  | "id" | "path" | "bytes" | "quick_hash" | "taken_at" | "taken_ms" | "lat" | "lon" | "place" | "region" | "country"
  | "content_hash" | "phash" | "calm_hash" | "camera" | "dup_group" | "burst_group" | "event_id" | "width" | "height" | "taken_source"
>;

const GROUPING_COLUMNS: (keyof GroupingRow)[] = [
  "id", "path", "bytes", "quick_hash", "taken_at", "taken_ms", "lat", "lon", "place", "region", "country", "content_hash", "phash", "calm_hash", "camera", "dup_group", "burst_group", "event_id", "width", "height", "taken_source",
];

/**
 * Rows of a query as plain objects, read column by column from Arrow's buffers: at 100,000 rows
 * this is several times faster than Arrow's row proxies or its per-value string decoding.
 */
export async function plainRows<T>(query: lancedb.Query, columns: string[]): Promise<T[]> {
  const values = await plainColumns(query, columns);
  return values.length === 0 ? [] : rowsFromColumns<T>(columns, values);
}

/** `plainRows` without the rows: each column's values as one JS array, in the order asked; none when no row matched. */
export async function plainColumns(query: lancedb.Query, columns: string[]): Promise<unknown[][]> {
  const table = await query.select(columns).toArrow();
  // An empty answer comes back without its columns.
  if (table.numRows === 0) return [];
  return columns.map((name) => {
    const vector = table.getChild(name);
    if (!vector) throw new Error(`column ${name} is missing`);
    return columnValues(vector);
  });
}

/** One column's values, nulls included, without a row object for each: a pass over every key needs no more. */
export async function columnOf<T>(query: lancedb.Query, column: string): Promise<T[]> {
  const table = await query.select([column]).toArrow();
  if (table.numRows === 0) return [];
  const vector = table.getChild(column);
  if (!vector) throw new Error(`column ${column} is missing`);
  return columnValues(vector) as T[];
}

/** Rows from parallel column arrays, one object literal of a fixed shape each: V8 builds those far faster than keyed writes. */
export function rowsFromColumns<T>(columns: string[], values: unknown[][]): T[] {
  if (!columns.every((c) => /^[a-z_][a-z0-9_]*$/.test(c))) throw new Error("column names must be identifiers");
  const make = new Function("v", "i", `return { ${columns.map((c, k) => `${c}: v[${k}][i]`).join(", ")} };`) as (v: unknown[][], i: number) => T;
  const rows = new Array<T>(values[0]?.length ?? 0);
  for (let i = 0; i < rows.length; i++) rows[i] = make(values, i);
  return rows;
}

const utf8 = new TextDecoder();

/** A column's values as a JS array, nulls included: strings decoded a chunk at a time. */
function columnValues(vector: import("apache-arrow").Vector): unknown[] {
  const out: unknown[] = [];
  for (const data of vector.data) {
    const valid = (i: number) => data.nullCount === 0 || !data.nullBitmap || ((data.nullBitmap[(data.offset + i) >> 3]! >> ((data.offset + i) & 7)) & 1) === 1;
    if (data.valueOffsets && data.values instanceof Uint8Array) {
      const offsets = data.valueOffsets as Int32Array;
      const first = offsets[data.offset]!;
      const bytes = data.values.subarray(first, offsets[data.offset + data.length]!);
      const whole = utf8.decode(bytes);
      // Plain ASCII decodes to one character a byte, so byte offsets are string offsets.
      const ascii = whole.length === bytes.length;
      for (let i = 0; i < data.length; i++) {
        const from = offsets[data.offset + i]! - first;
        const to = offsets[data.offset + i + 1]! - first;
        out.push(!valid(i) ? null : ascii ? whole.slice(from, to) : utf8.decode(bytes.subarray(from, to)));
      }
    } else {
      const typed = data.values as ArrayLike<number>;
      for (let i = 0; i < data.length; i++) out.push(valid(i) ? Number(typed[data.offset + i]) : null);
    }
  }
  return out;
}

/**
 * A table of the library, made with `schema` when it has none of that name. An existing table is
 * opened as it is, not through `createEmptyTable`: that encodes an empty Arrow file of the schema
 * at every call, which would be most of what opening a cold search's dozen tables costs.
 */
async function openOrCreate(db: lancedb.Connection, names: Set<string>, name: string, schema: Schema): Promise<lancedb.Table> {
  const table = names.has(name) ? await db.openTable(name).catch(() => null) : null;
  if (table) return table;
  const made = await db.createEmptyTable(name, schema, { existOk: true });
  names.add(name);
  return made;
}

/**
 * A table of derived data in this layout: one written in another (events before they had a kind)
 * is made anew, empty, and the rebuild of derived data (`DERIVED_VERSION`) fills it.
 */
async function openDerived(db: lancedb.Connection, names: Set<string>, name: string, schema: Schema): Promise<lancedb.Table> {
  const table = await openOrCreate(db, names, name, schema);
  const have = (await table.schema()).fields.map((f) => f.name).join(",");
  if (have === schema.fields.map((f) => f.name).join(",")) return table;
  table.close();
  await db.dropTable(name);
  names.delete(name);
  return openOrCreate(db, names, name, schema);
}

/**
 * The time before which a table's versions may be dropped, so that only those superseded before
 * `keepUntil` go. LanceDB drops by when a version was written, not by when it stopped being the
 * newest: a version written an hour ago and superseded a moment ago would go at once, from under a
 * read still on it. So the cut is the newest version written before `keepUntil` (versions older
 * than it were superseded by then), and nothing when there is none. Listing fails when another
 * pruning of the same table drops a manifest meanwhile; nothing is dropped then.
 */
async function supersededBefore(table: lancedb.Table, keepUntil: number): Promise<Date> {
  const versions = await table.listVersions().catch(() => []);
  let cut = 0;
  for (const { timestamp } of versions) if (timestamp.getTime() <= keepUntil) cut = Math.max(cut, timestamp.getTime());
  // A millisecond early: LanceDB's times are finer than a Date's, so the cut version itself stays.
  return new Date(Math.max(0, cut - 1));
}

/**
 * Merges a table's small files and drops the versions superseded more than `keepMs` ago. Every
 * compaction of the engine goes through here, on the engine's one handle of the table
 * ([Note: One handle per table]), so that no read in flight loses its files.
 */
export async function compactTable(table: lancedb.Table, keepMs = 60_000): Promise<void> {
  await table.optimize({ cleanupOlderThan: await supersededBefore(table, Date.now() - keepMs) });
}

export class PhotoStore {
  /**
   * [Note: One handle per table]. The engine holds exactly one LanceDB handle for each table, and
   * every part of it that reads or writes a table shares that handle. A handle sees the version it
   * last read or wrote, never what another handle wrote after; when a compaction through a second
   * handle rewrote a table's files and dropped the versions before, the first handle's next read
   * found its files gone ("lance error: Not found"). Compacting through the shared handle moves it,
   * and every reader with it, to the compacted version.
   */
  readonly #handles = new Map<string, Promise<lancedb.Table>>();

  private constructor(
    private readonly db: lancedb.Connection,
    readonly photos: lancedb.Table,
    private readonly problems: lancedb.Table,
    private readonly folders: lancedb.Table,
    private readonly events: lancedb.Table,
    /** True when this library was written by an older Recollect and its photos must be indexed again. */
    readonly rebuilt: boolean,
    /** The tables this library has: this engine is their one writer (library-lock.ts), so they change only through it. */
    private readonly names: Set<string>,
  ) {
    for (const [name, table] of [["photos", photos], ["problems", problems], ["folders", folders], ["events", events]] as const) this.#handles.set(name, Promise.resolve(table));
  }

  /** `repairRecord`: where the tables' repair is recorded, so that an unchanged library is not read for it again (`removeDuplicatesOnce`); without it, every opening reads them. */
  static async open(dbDir: string, options: { repairRecord?: string } = {}): Promise<PhotoStore> {
    const db = await lancedb.connect(dbDir);
    const names = await db.tableNames();
    const tables = new Set(names);
    let rebuilt = false;
    if (names.includes("photos")) {
      const table = await db.openTable("photos");
      const have = (await table.schema()).fields.map((f) => f.name);
      const wanted = PHOTOS.fields.map((f) => f.name);
      const added = wanted.slice(have.length);
      // Columns past ours were added by a newer Recollect: its rows are not ours to rebuild, and
      // rows written without them could not be added. Refused, with nothing changed.
      if (have.length > wanted.length && have.slice(0, wanted.length).join(",") === wanted.join(",")) {
        table.close();
        throw new Error(`a newer version of Recollect wrote it (its photos have ${have.slice(wanted.length).join(", ")}); open it with that version`);
      }
      if (have.join(",") === wanted.slice(0, have.length).join(",") && added.every((name) => ADDED_IN_PLACE.has(name))) {
        if (added.length) await table.addColumns(added.map((name) => ({ name, valueSql: "CAST(NULL AS STRING)" })));
      } else {
        // Rows are derived data: the photos themselves are the source of truth, so an old layout is rebuilt from them.
        for (const name of ["photos", "problems", "events"]) if (tables.delete(name)) await db.dropTable(name);
        rebuilt = true;
      }
      table.close();
    }
    // The tables are opened, and checked, at once: each is a few reads that LanceDB's threads make
    // while the others wait (a cold search's opening was a chain of them).
    const open = (name: string, schema: Schema) => openOrCreate(db, tables, name, schema);
    const [photos, problems, folders, events] = await Promise.all([open("photos", PHOTOS), open("problems", PROBLEMS), open("folders", FOLDERS), openDerived(db, tables, "events", EVENTS)]);
    // Libraries written by two engines at once, before the writer lock (library-lock.ts), are
    // repaired here: reading one key column is a few tens of ms even at 100,000 photos.
    const keyed = [{ table: photos, key: "id", newest: "indexed_at" }, { table: problems, key: "path", newest: "at" }];
    if (options.repairRecord) await removeDuplicatesOnce(options.repairRecord, keyed);
    else await Promise.all(keyed.map(({ table, key, newest }) => removeDuplicateRows(table, key, newest)));
    return new PhotoStore(db, photos, problems, folders, events, rebuilt, tables);
  }

  async upsertPhotos(rows: PhotoRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.photos.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
    // A file that was broken and is now readable stops being a problem.
    await inSlices(rows.map((r) => r.path), (paths) => deleteMatching(this.problems, inList("path", paths)));
  }

  /**
   * Appends photos seen for the first time. Cheaper than a merge, whose cost grows with the table:
   * the caller guarantees the ids are new (a path is known once its row is written, so a re-run
   * after a crash never sees the same file as new twice).
   */
  async insertPhotos(rows: PhotoRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.photos.add(rows as unknown as Record<string, unknown>[]);
    await inSlices(rows.map((r) => r.path), (paths) => deleteMatching(this.problems, inList("path", paths)));
  }

  async upsertProblems(rows: ProblemRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.problems.mergeInsert("path").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
    await inSlices(rows.map((r) => r.path), (paths) => deleteMatching(this.photos, inList("path", paths)));
  }

  /**
   * Files already looked at under a folder (or only those at `paths`), photos and problems alike,
   * by path; those a library folder around this one found are included, for this one to take over.
   */
  async knownFiles(folder: string, paths?: string[]): Promise<Map<string, KnownFile>> {
    const known = new Map<string, KnownFile>();
    const filters: string[] = [];
    if (!paths) filters.push(`folder = ${sql(folder)} OR ${pathUnder(folder)}`);
    else for (let i = 0; i < paths.length; i += 500) filters.push(inList("path", paths.slice(i, i + 500)));
    for (const filter of filters) {
      // Every file of the folder at a re-scan: read column by column, with no row object between the columns and the map.
      const [ids, paths, folders, relDirs, bytes, mtimes, fileIds] = (await plainColumns(this.photos.query().where(filter), ["id", "path", "folder", "rel_dir", "bytes", "mtime_ms", "file_id"])) as [
        string[], string[], string[], string[], number[], number[], Array<string | null>,
      ];
      for (let i = 0; i < (ids?.length ?? 0); i++) {
        known.set(paths[i]!, { id: ids[i]!, folder: folders[i]!, relDir: relDirs[i]!, bytes: bytes[i]!, mtimeMs: mtimes[i]!, fileId: fileIds[i] ?? null, retry: false });
      }
      for (const row of await this.problems.query().where(filter).select(["path", "folder", "bytes", "mtime_ms", "reason"]).toArray()) {
        const retry = /^(Permission denied|The file disappeared|The file changed|Could not read)/.test(row.reason);
        if (!known.has(row.path)) known.set(row.path, { id: null, folder: row.folder, relDir: null, bytes: row.bytes, mtimeMs: row.mtime_ms, fileId: null, retry });
      }
    }
    return known;
  }

  /** Paths of photos and problems at or under `prefix` (a file, or a folder that was deleted or moved). */
  async pathsUnder(prefix: string): Promise<string[]> {
    const filter = `path = ${sql(prefix)} OR starts_with(path, ${sql(`${prefix}/`)})`;
    const rows = [
      ...(await this.photos.query().where(filter).select(["path"]).toArray()),
      ...(await this.problems.query().where(filter).select(["path"]).toArray()),
    ];
    return rows.map((r) => r.path as string);
  }

  async photosByPath(paths: string[]): Promise<PhotoRow[]> {
    const rows: PhotoRow[] = [];
    await inSlices(paths, async (slice) => void rows.push(...((await this.photos.query().where(inList("path", slice)).toArray()) as PhotoRow[])));
    return rows;
  }

  /** Which of these ids are in use. */
  async takenIds(ids: string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    await inSlices(ids, async (slice) => {
      for (const row of await this.photos.query().where(inList("id", slice)).select(["id"]).toArray()) taken.add(row.id as string);
    });
    return taken;
  }

  /** Forgets files that are gone from disk. Returns the ids of the photos removed. */
  async forget(paths: string[]): Promise<string[]> {
    const ids: string[] = [];
    await inSlices(paths, async (slice) => {
      const filter = inList("path", slice);
      const rows = await this.photos.query().where(filter).select(["id"]).toArray();
      ids.push(...rows.map((r) => r.id as string));
      await deleteMatching(this.photos, filter);
      await deleteMatching(this.problems, filter);
    });
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
    return this.problems.countRows(`folder = ${sql(folder)} OR ${pathUnder(folder)}`);
  }

  async listFolders(): Promise<FolderRow[]> {
    const rows = (await this.folders.query().toArray()) as FolderRow[];
    return rows.sort((a, b) => a.added_at.localeCompare(b.added_at));
  }

  async saveFolder(row: FolderRow): Promise<void> {
    await this.folders.mergeInsert("path").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute([row as unknown as Record<string, unknown>]);
  }

  /** Removes a folder from the list but keeps its rows, for the library folder around it to take over. */
  async removeFolderEntry(folder: string): Promise<void> {
    await this.folders.delete(`path = ${sql(folder)}`);
  }

  /**
   * Removes a folder and every row under it, except those inside `keep` (library folders of their
   * own inside it). Returns the ids of the photos removed.
   */
  async removeFolder(folder: string, keep: readonly string[] = []): Promise<string[]> {
    const filter = [`(folder = ${sql(folder)} OR ${pathUnder(folder)})`, ...keep.map((inner) => `NOT ${pathUnder(inner)}`)].join(" AND ");
    const rows = await this.photos.query().where(filter).select(["id"]).toArray();
    await deleteMatching(this.photos, filter);
    await deleteMatching(this.problems, filter);
    await this.folders.delete(`path = ${sql(folder)}`);
    return rows.map((r) => r.id as string);
  }

  async groupingRows(): Promise<GroupingRow[]> {
    return (await this.photos.query().select(GROUPING_COLUMNS).toArray()) as GroupingRow[];
  }

  async listEvents(): Promise<EventRow[]> {
    return (await this.events.query().toArray()) as EventRow[];
  }

  async event(id: string): Promise<EventRow | null> {
    const rows = await this.events.query().where(`id = ${sql(id)}`).limit(1).toArray();
    return rows.length > 0 ? (rows[0] as EventRow) : null;
  }

  /** Replaces the event list, writing only what changed. */
  async saveEvents(events: EventRow[], removed: string[]): Promise<void> {
    if (removed.length > 0) await inSlices(removed, (slice) => deleteMatching(this.events, inList("id", slice)));
    if (events.length > 0) await this.events.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(events as unknown as Record<string, unknown>[]);
  }

  /**
   * Bounds of the capture times of indexed photos, for telling a user what the library covers,
   * and how many photos are dated only by their file (which the Library files under that date).
   */
  async takenSpan(): Promise<{ first: string; last: string; fileDated: number } | null> {
    // A file's mtime is when it was copied as often as when it was taken: it does not bound the library.
    const rows = await this.photos.query().where("taken_at IS NOT NULL").select(["taken_at", "taken_source"]).toArray();
    const times = rows.filter((r) => r.taken_source !== "mtime").map((r) => r.taken_at as string).sort();
    if (times.length === 0) return null;
    return { first: times[0]!, last: times[times.length - 1]!, fileDated: rows.length - times.length };
  }

  /**
   * Merges the small files that batched writes leave behind in the problems and events tables and
   * drops their old versions, so the library does not grow with every run. (The photos table is
   * compacted with its text index: `store/text-index.ts`.)
   */
  async compact(): Promise<void> {
    for (const table of [this.problems, this.events]) await compactTable(table);
  }

  /**
   * Compacts every table of the library, those other parts of the engine keep included, and drops
   * the versions that stopped being the newest more than `keepMs` ago (a search still reading one
   * is not pulled from under). Each write makes a LanceDB version; the search history, written
   * once a search, reached thousands of versions and hundreds of MB without this.
   *
   * Compacts through the engine's own handles ([Note: One handle per table]); a table no part of
   * the engine has open gets a handle for the pass alone.
   */
  async compactAll(keepMs = 60_000): Promise<void> {
    for (const name of await this.db.tableNames()) {
      const held = this.#handles.get(name);
      const table = held ? await held : await this.db.openTable(name);
      try {
        await compactTable(table, keepMs);
      } finally {
        if (!held) table.close();
      }
    }
  }

  /** Opens (or creates) another table of this library, for the parts of the engine that keep their own; asked again, the same handle. */
  async table(name: string, schema: Schema): Promise<lancedb.Table> {
    return this.#held(name, () => openOrCreate(this.db, this.names, name, schema));
  }

  #held(name: string, open: () => Promise<lancedb.Table>): Promise<lancedb.Table> {
    let handle = this.#handles.get(name);
    if (!handle) {
      handle = open();
      this.#handles.set(name, handle);
      // A failed opening is not remembered: the next caller tries again.
      handle.catch(() => this.#handles.get(name) === handle && this.#handles.delete(name));
    }
    return handle;
  }

  /**
   * A table of derived data that gained columns in a later version: a library written before
   * keeps its rows, and the new columns are added empty (null, "not yet"), for a background pass
   * to fill. Only nullable text columns can be added this way.
   */
  async tableAdding(name: string, schema: Schema): Promise<lancedb.Table> {
    if (!this.names.has(name)) return this.table(name, schema);
    const table = await this.#held(name, () => this.db.openTable(name));
    const have = new Set((await table.schema()).fields.map((f) => f.name));
    const missing = schema.fields.filter((f) => !have.has(f.name));
    for (const field of missing) if (!field.nullable || String(field.type) !== "Utf8") throw new Error(`Cannot add column ${field.name} to ${name}: only nullable text columns are added in place.`);
    if (missing.length) await table.addColumns(missing.map((f) => ({ name: f.name, valueSql: "CAST(NULL AS STRING)" })));
    return table;
  }

  async dropTable(name: string): Promise<void> {
    this.names.delete(name);
    const held = this.#handles.get(name);
    this.#handles.delete(name);
    if (held) (await held.catch(() => null))?.close();
    if ((await this.db.tableNames()).includes(name)) await this.db.dropTable(name);
  }

  /** Rewrites some columns of existing photos, leaving the others alone. */
  async updatePhotoColumns(rows: Array<{ id: string } & Partial<PhotoRow>>): Promise<void> {
    for (let i = 0; i < rows.length; i += 5000) {
      await this.photos.mergeInsert("id").whenMatchedUpdateAll().execute(rows.slice(i, i + 5000) as unknown as Record<string, unknown>[]);
    }
  }

  close(): void {
    this.db.close();
  }
}
