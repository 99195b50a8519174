/**
 * @file Memories in other words: with a sentence model installed, a search finds the memory that
 * says what it means in words it does not share ("the streetcar" finds "we took the tram to the
 * old town"), by the cosine of their sentence embeddings at or above the model's calibrated cut.
 * Without a model nothing here runs, and memories are matched by their words and WordNet alone.
 *
 * Runs in the engine; the embeddings themselves are made in the inference worker (through
 * `SentenceEncoder`). A memory's vector is made when the memory is written, and the vectors are
 * brought up to the memories whenever a model arrives (or the library opens with one): they are
 * derived data, in a table per model (`library/memory-vectors.ts`), kept in memory for search.
 */
import type { SentenceFiles } from "../../native/sentence/sentence-model";
import { MemoryVectors } from "../library/memory-vectors";
import type { MemoryRow } from "../library/memories";
import { isReadOnlyError } from "../library/read-only";
import type { PhotoStore } from "../store/store";

/** The sentence model in use, as search needs it, and its embeddings. */
export interface SentenceEncoder {
  /** The model in use, or null when none is installed. */
  model(): Pick<SentenceFiles, "name" | "dimensions" | "match" | "prefixes"> | null;
  /** Unit-length embeddings, one per text. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** A memory whose meaning is a search's: the photo it is about, what it says, how close. */
export interface MemoryMatch {
  photoId: string;
  memory: string;
  similarity: number;
}

interface Embedded {
  photo_id: string;
  text: string;
  vector: Float32Array;
}

/** Memories embedded at once when the vectors are rebuilt. */
const REBUILD_BATCH = 64;

/**
 * The memories at or above the cut, one per photo (its closest memory), closest first. Pure:
 * vectors are unit length, so their dot product is their cosine.
 */
export function matchMemories(query: Float32Array, memories: Iterable<Embedded>, cut: number): MemoryMatch[] {
  const best = new Map<string, MemoryMatch>();
  for (const m of memories) {
    if (m.vector.length !== query.length) continue;
    let similarity = 0;
    for (let d = 0; d < query.length; d++) similarity += query[d]! * m.vector[d]!;
    if (similarity < cut || (best.get(m.photo_id)?.similarity ?? -1) >= similarity) continue;
    best.set(m.photo_id, { photoId: m.photo_id, memory: m.text, similarity });
  }
  return [...best.values()].sort((a, b) => b.similarity - a.similarity || a.photoId.localeCompare(b.photoId));
}

export class MemoryMeanings {
  /** The vectors of the model in use, by memory id; null until the first sync with a model. */
  #state: { model: string; table: MemoryVectors | null; embedded: Map<string, Embedded> } | null = null;
  #syncing: Promise<void> | null = null;

  constructor(
    private readonly store: PhotoStore,
    private readonly memories: () => Promise<MemoryRow[]>,
    private readonly encoder: SentenceEncoder,
  ) {}

  /** Whether a sentence model is installed, so that searches should ask `match`. */
  get available(): boolean {
    return this.encoder.model() !== null;
  }

  /**
   * Brings the vectors up to the memories and the model in use: what has no vector is embedded
   * and saved, and the vectors of removed memories go. A call while one runs joins it.
   */
  sync(): Promise<void> {
    return (this.#syncing ??= this.#sync().finally(() => (this.#syncing = null)));
  }

  /** Memories just written: embedded now, so the next search finds them in other words too. */
  async added(rows: MemoryRow[]): Promise<void> {
    const model = this.encoder.model();
    if (!model || !rows.length) return;
    await this.#ready(model.name);
    await this.#embed(rows, model);
  }

  async removed(id: string): Promise<void> {
    const state = this.#state;
    if (!state?.embedded.delete(id)) return;
    await state.table?.remove([id]);
  }

  /** The memories that mean what the query says, at or above the model's cut; none without a model. */
  async match(query: string): Promise<MemoryMatch[]> {
    const model = this.encoder.model();
    if (!model || !query.trim()) return [];
    await this.#ready(model.name);
    const [vector] = await this.encoder.embed([model.prefixes.query + query]);
    return matchMemories(vector!, this.#state!.embedded.values(), model.match);
  }

  /** Synced once for this model: a later search does not read the memories again. */
  async #ready(model: string): Promise<void> {
    // A sync already running may have begun with the model before this one: then one more.
    for (let tries = 0; tries < 2 && this.#state?.model !== model; tries++) await this.sync();
  }

  async #sync(): Promise<void> {
    const model = this.encoder.model();
    if (!model) {
      this.#state = null;
      return;
    }
    const memories = await this.memories();
    if (this.#state?.model !== model.name) {
      // A library that cannot be written keeps its vectors in memory for this session.
      const table = await MemoryVectors.open(this.store, model.name, model.dimensions).catch((error: unknown) => {
        if (isReadOnlyError(error)) return null;
        throw error;
      });
      const stored = table ? await table.all() : [];
      this.#state = { model: model.name, table, embedded: new Map() };
      const texts = new Map(memories.map((m) => [m.id, m.text]));
      for (const row of stored) {
        const text = texts.get(row.id);
        if (text !== undefined && row.vector.length === model.dimensions) this.#state.embedded.set(row.id, { photo_id: row.photo_id, text, vector: row.vector });
      }
    }
    const state = this.#state;
    const kept = new Set(memories.map((m) => m.id));
    const gone = [...state.embedded.keys()].filter((id) => !kept.has(id));
    for (const id of gone) state.embedded.delete(id);
    await state.table?.remove(gone);
    const missing = memories.filter((m) => !state.embedded.has(m.id));
    for (let at = 0; at < missing.length; at += REBUILD_BATCH) await this.#embed(missing.slice(at, at + REBUILD_BATCH), model);
  }

  async #embed(rows: MemoryRow[], model: NonNullable<ReturnType<SentenceEncoder["model"]>>): Promise<void> {
    const state = this.#state;
    if (!state || state.model !== model.name) return;
    const vectors = await this.encoder.embed(rows.map((r) => model.prefixes.passage + r.text));
    rows.forEach((r, i) => state.embedded.set(r.id, { photo_id: r.photo_id, text: r.text, vector: vectors[i]! }));
    await state.table?.save(rows.map((r, i) => ({ id: r.id, photo_id: r.photo_id, vector: vectors[i]! })));
  }
}
