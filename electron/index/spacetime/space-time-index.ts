/**
 * @file Layer 1 of the MSTS index: which photos were taken where and when a query says.
 *
 * Photos with GPS and a time live in the 3-d tree (`kdtree.ts`). The rest are kept apart and
 * handled explicitly: a photo without GPS is left out only when the query names a place, and one
 * without a time only when the query names a time. Pure and in memory; the library index feeds it.
 */
import { TypedFastBitSet } from "typedfastbitset";
import { KdTree3, type Box, type SavedPoints } from "./kdtree";

export interface GeoBox {
  latMin: number;
  latMax: number;
  lonMin: number;
  lonMax: number;
}

export interface SpaceTimeQuery {
  /** Half-open wall-clock ranges [start, end) in floating ms; a photo in any of them matches. */
  times?: Array<readonly [number, number]>;
  /** Any of these boxes matches (a place may be known as several, e.g. its photos' extent). */
  boxes?: GeoBox[];
}

export interface SpaceTimeAnswer {
  /** A bitmap over photo numbers: constraint sets are intersected word by word, not photo by photo. */
  ids: TypedFastBitSet;
  /** Photos left out because they lack what the query constrains. */
  withoutTime: number;
  withoutGps: number;
}

/** What `SpaceTimeIndex.save` keeps: the tree's points, and the photos apart from it as id and value columns, the dated ones in time order. */
export interface SavedSpaceTime {
  tree: SavedPoints;
  timed: { ids: Int32Array; times: Float64Array };
  placed: { ids: Int32Array; lat: Float64Array; lon: Float64Array };
  neither: Int32Array;
}

export class SpaceTimeIndex {
  readonly #tree = new KdTree3();
  /** Photos with a time and no GPS; and the same in time order, remade when next queried after a change. */
  readonly #timed = new Map<number, number>();
  #timedSorted: { times: Float64Array; ids: Int32Array } | null = null;
  /** Photos with GPS and no time. */
  readonly #placed = new Map<number, [number, number]>();
  /** Photos with neither. */
  readonly #neither = new Set<number>();

  get size(): number {
    return this.#tree.size + this.#timed.size + this.#placed.size + this.#neither.size;
  }

  /** Replaces the contents in one go; the tree is built balanced when first worth it (`kdtree.ts`). */
  build(points: Array<{ id: number; lat: number | null; lon: number | null; t: number | null }>): void {
    this.#timed.clear();
    this.#placed.clear();
    this.#neither.clear();
    const inTree: Array<{ id: number; lat: number; lon: number; t: number }> = [];
    for (const p of points) {
      if (p.lat !== null && p.lon !== null && p.t !== null) inTree.push({ id: p.id, lat: p.lat, lon: p.lon, t: p.t });
      else this.#addLoose(p.id, p.lat, p.lon, p.t);
    }
    this.#tree.build(inTree);
  }

  save(): SavedSpaceTime {
    const placed = [...this.#placed];
    return {
      tree: this.#tree.save(),
      timed: this.#byTime(),
      placed: { ids: Int32Array.from(placed, ([id]) => id), lat: Float64Array.from(placed, ([, p]) => p[0]), lon: Float64Array.from(placed, ([, p]) => p[1]) },
      neither: Int32Array.from(this.#neither),
    };
  }

  /** Replaces the contents with what `save` gave; throws on columns that do not agree (a damaged snapshot). */
  restore(saved: SavedSpaceTime): void {
    const { timed, placed, neither } = saved;
    if (timed.ids.length !== timed.times.length || placed.ids.length !== placed.lat.length || placed.ids.length !== placed.lon.length || !(neither instanceof Int32Array)) throw new Error("the saved space-time columns do not agree in length");
    this.#tree.restore(saved.tree);
    this.#timed.clear();
    this.#placed.clear();
    this.#neither.clear();
    let sorted = true;
    for (let i = 0; i < timed.ids.length; i++) {
      this.#timed.set(timed.ids[i]!, timed.times[i]!);
      if (i > 0 && timed.times[i]! < timed.times[i - 1]!) sorted = false;
    }
    // Saved in time order: the first dated query need not sort them again.
    this.#timedSorted = sorted ? timed : null;
    for (let i = 0; i < placed.ids.length; i++) this.#placed.set(placed.ids[i]!, [placed.lat[i]!, placed.lon[i]!]);
    for (const id of neither) this.#neither.add(id);
  }

  /** Builds what the first queries would otherwise build: the tree, and the undated-by-place photos' time order. */
  settle(): void {
    this.#tree.settle();
    this.#byTime();
  }

  upsert(id: number, lat: number | null, lon: number | null, t: number | null): void {
    this.remove(id);
    this.add(id, lat, lon, t);
  }

  /** Adds a photo that is not in the index yet (a library's opening adds every photo so). */
  add(id: number, lat: number | null, lon: number | null, t: number | null): void {
    if (lat !== null && lon !== null && t !== null) this.#tree.insert(id, lat, lon, t);
    else this.#addLoose(id, lat, lon, t);
  }

  remove(id: number): void {
    this.#tree.remove(id);
    this.#placed.delete(id);
    this.#neither.delete(id);
    if (this.#timed.delete(id)) this.#timedSorted = null;
  }

  /** The photos inside the query's times and places; null when the query constrains neither. */
  query(query: SpaceTimeQuery): SpaceTimeAnswer | null {
    const times = query.times && query.times.length > 0 ? query.times : null;
    const boxes = query.boxes && query.boxes.length > 0 ? query.boxes : null;
    if (!times && !boxes) return null;
    const ids = new TypedFastBitSet();
    const add = (id: number) => ids.add(id);
    for (const [start, end] of times ?? [[-Infinity, Infinity] as const]) {
      for (const box of boxes ?? [{ latMin: -Infinity, latMax: Infinity, lonMin: -Infinity, lonMax: Infinity }]) {
        const range: Box = [box.latMin, box.latMax, box.lonMin, box.lonMax, start, end - 1e-3];
        this.#tree.range(range, add);
        if (!boxes) this.#timedBetween(start, end, add);
        if (!times) for (const [id, [lat, lon]] of this.#placed) if (inBox(box, lat, lon)) ids.add(id);
      }
    }
    return {
      ids,
      withoutTime: times ? this.#placed.size + this.#neither.size : 0,
      withoutGps: boxes ? this.#timed.size + this.#neither.size : 0,
    };
  }

  #addLoose(id: number, lat: number | null, lon: number | null, t: number | null): void {
    if (t !== null) {
      this.#timed.set(id, t);
      this.#timedSorted = null;
    } else if (lat !== null && lon !== null) this.#placed.set(id, [lat, lon]);
    else this.#neither.add(id);
  }

  #timedBetween(start: number, end: number, visit: (id: number) => void): void {
    const { times, ids } = this.#byTime();
    let low = 0;
    let high = times.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (times[middle]! < start) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < times.length && times[i]! < end; i++) visit(ids[i]!);
  }

  /**
   * The photos without GPS in time order, as typed arrays sorted through an index: at a million
   * photos, a sort of [time, id] pairs would be a noticeable wait in the first dated query.
   */
  #byTime(): { times: Float64Array; ids: Int32Array } {
    if (this.#timedSorted) return this.#timedSorted;
    const times = new Float64Array(this.#timed.size);
    const ids = new Int32Array(this.#timed.size);
    let at = 0;
    this.#timed.forEach((t, id) => {
      times[at] = t;
      ids[at++] = id;
    });
    const order = Int32Array.from({ length: times.length }, (_, i) => i).sort((a, b) => times[a]! - times[b]!);
    return (this.#timedSorted = { times: Float64Array.from(order, (i) => times[i]!), ids: Int32Array.from(order, (i) => ids[i]!) });
  }
}

function inBox(box: GeoBox, lat: number, lon: number): boolean {
  return lat >= box.latMin && lat <= box.latMax && lon >= box.lonMin && lon <= box.lonMax;
}
