/**
 * @file Which photos one entity of the semantic graph links to, and how strongly: three parallel
 * typed arrays instead of a Map per entity. At a million photos the graph holds some ten million
 * links; as Map entries they would be most of the heap, and of the time a full GC takes.
 *
 * A photo's links are dropped by bumping its version (kept by the graph for all entities):
 * entries of an older version are skipped, and compacted away once they are half the list.
 * Pure and in memory; runs in the engine's process.
 */

export class Postings {
  #photos: Int32Array<ArrayBufferLike> = new Int32Array(2);
  #weights: Float32Array<ArrayBufferLike> = new Float32Array(2);
  #versions: Uint32Array<ArrayBufferLike> = new Uint32Array(2);
  #count = 0;
  #live = 0;

  /**
   * Postings of these photos at these weights, each at version 0 (a graph just restored,
   * `SemanticGraph.restore`). The arrays are taken, not copied, with `zeros` (as long, all 0) as
   * their versions: a graph of 100,000 photos restores some 5,000 lists, and copying them held a
   * start's first answer back. Adding to a full list moves it to arrays of its own; compacting
   * writes only inside it.
   */
  static of(photos: Int32Array, weights: Float32Array, zeros: Uint32Array): Postings {
    const postings = new Postings();
    postings.#count = postings.#live = photos.length;
    // Fewer than 2 stay in the new list's own arrays: a list of 0 cannot double.
    if (photos.length < 2) {
      postings.#photos.set(photos);
      postings.#weights.set(weights);
      return postings;
    }
    postings.#photos = photos;
    postings.#weights = weights;
    postings.#versions = zeros;
    return postings;
  }

  /** Photos linked now. */
  get size(): number {
    return this.#live;
  }

  add(photo: number, weight: number, version: number): void {
    if (this.#count === this.#photos.length) this.#resize(this.#count * 2);
    this.#photos[this.#count] = photo;
    this.#weights[this.#count] = weight;
    this.#versions[this.#count] = version;
    this.#count++;
    this.#live++;
  }

  /** One of the photos linked now was dropped: `current` already holds its new version. */
  dropped(current: Uint32Array): void {
    this.#live--;
    if (this.#count > 16 && this.#live * 2 < this.#count) this.#compact(current);
  }

  /** Calls `visit` for each photo linked now. */
  forEach(current: Uint32Array, visit: (photo: number, weight: number) => void): void {
    const photos = this.#photos;
    for (let i = 0; i < this.#count; i++) {
      const photo = photos[i]!;
      if (this.#versions[i] === current[photo]) visit(photo, this.#weights[i]!);
    }
  }

  #compact(current: Uint32Array): void {
    let kept = 0;
    for (let i = 0; i < this.#count; i++) {
      if (this.#versions[i] !== current[this.#photos[i]!]) continue;
      this.#photos[kept] = this.#photos[i]!;
      this.#weights[kept] = this.#weights[i]!;
      this.#versions[kept] = this.#versions[i]!;
      kept++;
    }
    this.#count = kept;
    if (this.#photos.length > 4 * Math.max(kept, 2)) this.#resize(Math.max(kept, 2) * 2);
  }

  #resize(length: number): void {
    const grow = <T extends Int32Array | Float32Array | Uint32Array>(from: T, to: T): T => {
      to.set(from.subarray(0, this.#count));
      return to;
    };
    this.#photos = grow(this.#photos, new Int32Array(length));
    this.#weights = grow(this.#weights, new Float32Array(length));
    this.#versions = grow(this.#versions, new Uint32Array(length));
  }
}
