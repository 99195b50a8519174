/**
 * @file Layer 3 of the MSTS index: CLIP image vectors, searched with a query's text embedding.
 *
 * Two paths, chosen by what layers 1–2 left: when they constrain, the candidates' vectors are
 * scored in memory (an 8-bit copy of every vector, a quarter of float32's size, loaded in the
 * background); when nothing constrains, LanceDB's ANN index answers. The index is built in the
 * background once the table is large enough that a flat scan would be slow, and rebuilt as it
 * grows. Runs in the engine's process.
 */
import * as lancedb from "@lancedb/lancedb";
import { Int8Vectors } from "../../../native/simd/int8-vectors";

/** Below this many vectors a scan of the in-memory copy is as fast as an index (≈ 10 ms). */
export const ANN_MIN_ROWS = 20_000;

const UNKNOWN = -2;
const NONE = -1;

export interface VectorHit {
  id: string;
  /** Cosine similarity of the photo's and the query's CLIP embeddings. */
  similarity: number;
}

export class VectorLayer {
  #codes: Int8Vectors | null = null;
  #rowOf = new Map<string, number>();
  /** Row by the caller's photo number: UNKNOWN until looked up, NONE for a photo without a vector. */
  #rowByPhoto = new Int32Array(0);
  #ids: string[] = [];
  #loading: Promise<void> | null = null;
  #loadedVersion = -1;
  #indexing: Promise<void> | null = null;
  /** Once LanceDB has the ANN index it keeps it: asked until then, not on every query after. */
  #hasIndex = false;

  constructor(
    readonly table: lancedb.Table,
    readonly dimensions: number,
  ) {}

  get loadedRows(): number {
    return this.#ids.length;
  }

  /** Reads the vectors written since the last load; concurrent callers share one read. */
  load(): Promise<void> {
    this.#loading ??= this.#load().finally(() => (this.#loading = null));
    return this.#loading;
  }

  async #load(): Promise<void> {
    const version = await this.table.version();
    if (version === this.#loadedVersion) return;
    const rows = await this.table.countRows();
    const codes = new Int8Vectors(rows, this.dimensions);
    const ids: string[] = [];
    const rowOf = new Map<string, number>();
    // Arrow batches, so 100,000 vectors never sit in memory as JS arrays of numbers.
    for await (const batch of this.table.query().select(["id", "vector"])) {
      const idColumn = batch.getChild("id")!;
      const vectors = batch.getChild("vector")!;
      const flat = vectors.data[0]!.children[0]!.values as Float32Array;
      const offset = vectors.data[0]!.children[0]!.offset;
      for (let i = 0; i < batch.numRows && ids.length < rows; i++) {
        const row = ids.length;
        codes.set(row, flat, offset + i * this.dimensions);
        const id = String(idColumn.get(i));
        ids.push(id);
        rowOf.set(id, row);
      }
    }
    this.#codes = codes;
    this.#ids = ids;
    this.#rowOf = rowOf;
    this.#rowByPhoto = new Int32Array(0);
    this.#loadedVersion = version;
  }

  /** A photo's CLIP vector, as loaded (8-bit), or null when it has none or the vectors are not in yet. */
  vectorOf(id: string): Float32Array | null {
    const row = this.#rowOf.get(id);
    return row === undefined || !this.#codes ? null : this.#codes.get(row);
  }

  /** Similarity of each candidate, in the order given; NaN for one without a vector. */
  scoreEach(query: Float32Array, ids: string[]): Float32Array {
    if (!this.#codes) return new Float32Array(ids.length).fill(Number.NaN);
    return this.#codes.score(query, Int32Array.from(ids, (id) => this.#rowOf.get(id) ?? -1));
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
      if (row === UNKNOWN || (row >= 0 && this.#ids[row] !== id)) known[photo] = row = this.#rowOf.get(id) ?? NONE;
      rows[i] = row;
    }
    return this.#codes.score(query, rows);
  }

  /** The k nearest photos of the whole library. */
  async nearest(query: Float32Array, k: number): Promise<VectorHit[]> {
    if (this.#ids.length > 0 && this.#ids.length < ANN_MIN_ROWS) {
      const scored = this.scoreEach(query, this.#ids);
      return this.#ids.map((id, i) => ({ id, similarity: scored[i]! })).sort((a, b) => b.similarity - a.similarity).slice(0, k);
    }
    const hasIndex = await this.#indexed();
    if (!hasIndex) void this.ensureIndex();
    let search = this.table.vectorSearch(Array.from(query)).distanceType("cosine").select(["id", "_distance"]).limit(k);
    if (hasIndex) search = search.nprobes(12).refineFactor(4);
    const rows = await search.toArray();
    return rows.map((row) => ({ id: row.id as string, similarity: 1 - Number(row._distance) }));
  }

  /**
   * Opens the ANN index ahead of the first query, which would otherwise wait for it: until the
   * 8-bit copy is in memory, that query is answered by the index.
   */
  async warm(): Promise<void> {
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
