/**
 * @file Layer 3 of the MSTS index: CLIP image vectors, searched with a query's text embedding.
 *
 * Two paths, chosen by what layers 1–2 left: when they constrain, the candidates' vectors are
 * scored in memory (an 8-bit copy of every vector, a quarter of float32's size, loaded in the
 * background); when nothing constrains, LanceDB's ANN index answers, or the in-memory copy while
 * there is no index yet. The index is built in the background once the table is large enough that
 * a flat scan would be slow, and rebuilt as it grows. With a snapshot file the copy is saved after
 * each full load and read back at the next start, before the first query (`vector-snapshot.ts`).
 * Runs in the engine's process.
 */
import * as lancedb from "@lancedb/lancedb";
import { Int8Vectors } from "../../../native/simd/int8-vectors";
import { RowIds } from "./row-ids";
import { readVectorSnapshot, writeVectorSnapshot } from "./vector-snapshot";

/** Below this many vectors a scan of the in-memory copy is as fast as an index. */
export const ANN_MIN_ROWS = 20_000;

const UNKNOWN = -2;
const NONE = -1;

export interface VectorHit {
  id: string;
  /** Cosine similarity of the photo's and the query's CLIP embeddings. */
  similarity: number;
}

export interface VectorLayerOptions {
  /**
   * Where the 8-bit copy is saved after a full load and read from at `warm()`, in the library's
   * cache folder; none: it is read from LanceDB at every start.
   */
  snapshot?: string;
}

export class VectorLayer {
  #codes: Int8Vectors | null = null;
  /** Row by the caller's photo number: UNKNOWN until looked up, NONE for a photo without a vector. */
  #rowByPhoto = new Int32Array(0);
  #ids = RowIds.of([]);
  #loading: Promise<void> | null = null;
  /** The snapshot being read at `warm()`: the first query waits for it rather than scan LanceDB. */
  #reading: Promise<void> | null = null;
  #loadedVersion = -1;
  #indexing: Promise<void> | null = null;
  /** Once LanceDB has the ANN index it keeps it: asked until then, not on every query after. */
  #hasIndex = false;

  constructor(
    readonly table: lancedb.Table,
    readonly dimensions: number,
    readonly options: VectorLayerOptions = {},
  ) {}

  get loadedRows(): number {
    return this.#ids.size;
  }

  /** Reads the vectors written since the last load; concurrent callers share one read. */
  load(): Promise<void> {
    this.#loading ??= this.#load().finally(() => (this.#loading = null));
    return this.#loading;
  }

  /** Resolves once a load in progress is in and its snapshot written, and an ANN index being built (`ensureIndex`) is in; or once they have failed. */
  async written(): Promise<void> {
    await this.#loading?.catch(() => undefined);
    await this.#indexing?.catch(() => undefined);
  }

  /** Resolves once the snapshot `warm()` began to read is in (or found missing or stale). */
  async settled(): Promise<void> {
    await this.#reading;
  }

  async #load(): Promise<void> {
    await this.#reading;
    const version = await this.table.version();
    if (version === this.#loadedVersion) return;
    if (await this.#readSnapshot(version)) return;
    const rows = await this.table.countRows();
    const codes = new Int8Vectors(rows, this.dimensions);
    const ids: string[] = [];
    // Arrow batches, so 100,000 vectors never sit in memory as JS arrays of numbers.
    for await (const batch of this.table.query().select(["id", "vector"])) {
      const idColumn = batch.getChild("id")!;
      const vectors = batch.getChild("vector")!;
      const flat = vectors.data[0]!.children[0]!.values as Float32Array;
      const offset = vectors.data[0]!.children[0]!.offset;
      for (let i = 0; i < batch.numRows && ids.length < rows; i++) {
        const row = ids.length;
        codes.set(row, flat, offset + i * this.dimensions);
        ids.push(String(idColumn.get(i)));
      }
    }
    const rowIds = RowIds.of(ids);
    this.#install(codes, rowIds, version);
    // The next start reads this back instead; a copy that cannot be saved only costs that start the full read.
    if (this.options.snapshot) await writeVectorSnapshot(this.options.snapshot, version, codes, rowIds).catch(() => undefined);
  }

  /** Takes the snapshot saved for `version`, if there is one: whether it was. */
  async #readSnapshot(version: number): Promise<boolean> {
    const saved = this.options.snapshot ? await readVectorSnapshot(this.options.snapshot, version, this.dimensions) : null;
    if (saved) this.#install(saved.codes, saved.ids, version);
    return saved !== null;
  }

  #install(codes: Int8Vectors, ids: RowIds, version: number): void {
    this.#codes = codes;
    this.#ids = ids;
    this.#rowByPhoto = new Int32Array(0);
    this.#loadedVersion = version;
  }

  /** A photo's CLIP vector, as loaded (8-bit), or null when it has none or the vectors are not in yet. */
  vectorOf(id: string): Float32Array | null {
    const row = this.#ids.row(id);
    return row < 0 || !this.#codes ? null : this.#codes.get(row);
  }

  /** Similarity of each candidate, in the order given; NaN for one without a vector. */
  scoreEach(query: Float32Array, ids: string[]): Float32Array {
    if (!this.#codes) return new Float32Array(ids.length).fill(Number.NaN);
    return this.#codes.score(query, Int32Array.from(ids, (id) => this.#ids.row(id)));
  }

  /**
   * `scoreEach` for photos given by number, `idOf` naming each. The row of each number is
   * remembered until the vectors reload, so a query's thousands of candidates skip the lookup by
   * id in a million-entry map; a remembered row is used only while it still holds that id.
   */
  scorePhotos(query: Float32Array, photos: ArrayLike<number>, idOf: (photo: number) => string): Float32Array {
    if (!this.#codes) return new Float32Array(photos.length).fill(Number.NaN);
    let known = this.#rowByPhoto;
    let largest = 0;
    for (let i = 0; i < photos.length; i++) largest = Math.max(largest, photos[i]!);
    if (largest >= known.length) {
      known = new Int32Array(Math.max(largest + 1, known.length * 2)).fill(UNKNOWN);
      known.set(this.#rowByPhoto);
      this.#rowByPhoto = known;
    }
    const rows = new Int32Array(photos.length);
    for (let i = 0; i < photos.length; i++) {
      const photo = photos[i]!;
      const id = idOf(photo);
      let row = known[photo]!;
      if (row === UNKNOWN || (row >= 0 && !this.#ids.holds(row, id))) known[photo] = row = this.#ids.row(id);
      rows[i] = row;
    }
    return this.#codes.score(query, rows);
  }

  /** The k nearest photos of the whole library. */
  async nearest(query: Float32Array, k: number): Promise<VectorHit[]> {
    await this.#reading;
    const loaded = this.#ids.size;
    if (loaded > 0 && loaded < ANN_MIN_ROWS) return this.#scan(query, k);
    const hasIndex = await this.#indexed();
    if (!hasIndex) void this.ensureIndex();
    // Until the index is built, the in-memory copy is scanned: 8-bit codes in memory are read far
    // faster than LanceDB's flat scan reads float32 vectors from disk.
    if (!hasIndex && loaded > 0) return this.#scan(query, k);
    let search = this.table.vectorSearch(Array.from(query)).distanceType("cosine").select(["id", "_distance"]).limit(k);
    if (hasIndex) search = search.nprobes(12).refineFactor(4);
    const rows = await search.toArray();
    return rows.map((row) => ({ id: row.id as string, similarity: 1 - Number(row._distance) }));
  }

  /** The `k` rows most similar to `query` in the in-memory copy, most similar first, earlier rows first among equals. */
  #scan(query: Float32Array, k: number): VectorHit[] {
    const rows = new Int32Array(this.#ids.size);
    for (let row = 0; row < rows.length; row++) rows[row] = row;
    const scored = this.#codes!.score(query, rows);
    const best: number[] = [];
    for (let row = 0; row < scored.length; row++) {
      const similarity = scored[row]!;
      if (best.length === k && scored[best[k - 1]!]! >= similarity) continue;
      let at = Math.min(best.length, k - 1);
      while (at > 0 && scored[best[at - 1]!]! < similarity) at--;
      best.splice(at, 0, row);
      if (best.length > k) best.length = k;
    }
    return best.map((row) => ({ id: this.#ids.id(row), similarity: scored[row]! }));
  }

  /**
   * Opens the ANN index ahead of the first query, which would otherwise wait for it: until the
   * 8-bit copy is in memory, that query is answered by the index. Without an index, reads the
   * snapshot of the copy instead, when there is one for the table as it is, so that the first
   * query need not wait for LanceDB's flat scan (with an index, reading the snapshot then would
   * only slow the facts down; `load()` reads it later).
   */
  async warm(): Promise<void> {
    if (this.options.snapshot && !this.#codes) {
      this.#reading ??= (async () => {
        if (!(await this.#indexed())) await this.#readSnapshot(await this.table.version());
      })()
        .catch(() => undefined)
        .finally(() => (this.#reading = null));
    }
    if (!(await this.#indexed())) return;
    const probe = new Float32Array(this.dimensions).fill(1 / Math.sqrt(this.dimensions));
    await this.nearest(probe, 1).catch(() => undefined);
  }

  async #indexed(): Promise<boolean> {
    this.#hasIndex ||= (await this.table.listIndices()).some((index) => index.columns.includes("vector"));
    return this.#hasIndex;
  }

  /** Builds (or brings up to date) the ANN index once the table is big enough to need one. */
  ensureIndex(): Promise<void> {
    this.#indexing ??= (async () => {
      const rows = await this.table.countRows();
      if (rows < ANN_MIN_ROWS) return;
      const existing = (await this.table.listIndices()).find((index) => index.columns.includes("vector"));
      if (existing) {
        const stats = await this.table.indexStats(existing.name);
        // New vectors are searched unindexed until they are folded in; fold them in once they are a tenth of the table.
        if (stats && stats.numUnindexedRows > rows / 10) await this.table.optimize();
        return;
      }
      await this.table.createIndex("vector", {
        config: lancedb.Index.ivfPq({
          distanceType: "cosine",
          numPartitions: Math.max(16, Math.round(Math.sqrt(rows))),
          numSubVectors: this.dimensions / 16,
          sampleRate: 64,
          maxIterations: 20,
        }),
      });
    })().finally(() => (this.#indexing = null));
    return this.#indexing;
  }
}
