/**
 * @file PBR for the visual layer: the shift a search's CLIP text embedding gets from this user's
 * history, kept until what it is made of changes.
 *
 * Runs in the engine's process. Made from the past searches with confirmed photos (their text
 * embeddings and those photos' vectors) and the anchor of the photos with memories, rebuilt when
 * corrections, memories or vectors change. Null when personalization is off or there is nothing
 * to use.
 */
import type { LibraryIndex } from "../../index/library-index";
import type { VectorLayer } from "../../index/vectors/vector-layer";
import type { Learning } from "../../learn/learning";
import type { PastSearch } from "../../learn/personalize";

export type QueryShift = (q: Float32Array) => Float32Array | null;

export interface PersonalizerParts {
  learning: Learning;
  index: LibraryIndex;
  /** The vectors in memory now (none until they are loaded). */
  vectors: () => VectorLayer | null;
  /** The CLIP text embedding of a past search's words; null without a model. */
  embedText: (text: string) => Promise<Float32Array | null>;
  /** Whether the user lets corrections of similar searches personalize this one. */
  enabled: () => boolean;
}

export class Personalizer {
  #personal: { at: string; shift: QueryShift | null } | null = null;
  #anchored: { at: string; c: Float32Array | null } | null = null;
  /** Each past search's text embedding, made once. */
  readonly #embeddings = new Map<string, Float32Array | null>();

  constructor(private readonly parts: PersonalizerParts) {}

  /** The shift searches use now; null when off, before the vectors are in memory, or with nothing to learn from. */
  async shift(): Promise<QueryShift | null> {
    const { learning, index } = this.parts;
    const vectors = this.parts.vectors();
    if (!this.parts.enabled() || !vectors || vectors.loadedRows === 0) return null;
    const told = index.memoryPhotoCount;
    const at = `${learning.feedback.generation} ${index.generation} ${vectors.loadedRows} ${told}`;
    if (this.#personal?.at === at) return this.#personal.shift;
    // Imported here, with its graph library: a search of a process that has no vectors in memory
    // (a one-shot CLI command) never needs it, and need not load it at its start.
    const { anchor, personalizeQuery, pseudoRelevance } = await import("../../learn/personalize");
    // The vectors as they are at each step: a refresh may replace them while an embedding is made.
    const current = () => this.parts.vectors()!;
    const history: PastSearch[] = [];
    // The latest 200 corrected searches: each costs one text embedding, once.
    for (const taught of learning.learned(index).taught.slice(-200)) {
      const confirmed = [...taught.verdicts].filter(([, v]) => v === "good").map(([id]) => current().vectorOf(id)).filter((v): v is Float32Array => v !== null);
      if (!confirmed.length || !taught.words.length) continue;
      const text = taught.words.join(" ");
      if (!this.#embeddings.has(text)) this.#embeddings.set(text, await this.parts.embedText(text));
      const query = this.#embeddings.get(text);
      if (query) history.push({ query, confirmed });
    }
    // The anchor changes only with the memories and the vectors, not with every refresh while
    // indexing runs; its graph is quadratic, so it is built over the 500 latest memories' photos.
    const anchorAt = `${told} ${current().loadedRows}`;
    if (this.#anchored?.at !== anchorAt) this.#anchored = { at: anchorAt, c: anchor(index.photosWithMemories().slice(-500).map((id) => current().vectorOf(id)).filter((v): v is Float32Array => v !== null)) };
    const { c } = this.#anchored;
    const shift = history.length || c ? (q: Float32Array) => {
      const feedback = pseudoRelevance(q, history);
      return feedback || c ? personalizeQuery(q, c, feedback) : null;
    } : null;
    this.#personal = { at, shift };
    return shift;
  }
}
