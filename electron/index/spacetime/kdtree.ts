/**
 * @file A 3-d k-d tree over (lat, lon, time) that takes inserts and removals as photos come and
 * go: layer 1 of the MSTS index (GAMER). Pure; runs in the engine's process.
 *
 * Why our own: `kdbush` (already used for places) is 2-d and static, and no maintained npm
 * package offers a 3-d tree that grows incrementally. This one is the textbook structure: built
 * by median splits cycling lat → lon → time, with bucket leaves (GAMER's spatio-temporal
 * "cubes"); an insert goes into its leaf and splits it when full; when inserts have made the
 * tree lopsided it is rebuilt, which keeps every query logarithmic plus its output.
 *
 * The tree is built when it is first worth it, not when the points arrive: until `settle()` (the
 * library index calls it behind the graph) or a few queries, a query scans the points' columns,
 * which answers the same in one pass, so that building it never delays a library's first answer.
 */

import quickselect from "quickselect";

/** Inclusive bounds per axis: [latMin, latMax, lonMin, lonMax, tMin, tMax]; ±Infinity for none. */
export type Box = readonly [number, number, number, number, number, number];

const LEAF = 32;
/** Queries answered by scanning before the tree is built for the next one. */
const SCANS_BEFORE_BUILD = 4;

/** The tree's points by id: coordinates, and 1 in `present` for the ids in the tree. */
export interface SavedPoints {
  lat: Float64Array<ArrayBuffer>;
  lon: Float64Array<ArrayBuffer>;
  t: Float64Array<ArrayBuffer>;
  present: Uint8Array<ArrayBuffer>;
}

type Node = { axis: number; split: number; low: Node; high: Node } | { ids: number[] };

export class KdTree3 {
  /** Null while not built: the points are in the columns and `#present` only. */
  #root: Node | null = null;
  #scans = 0;
  readonly #coords: Float64Array[] = [new Float64Array(1024), new Float64Array(1024), new Float64Array(1024)];
  /** 1 for the ids in the tree, beside their coordinates: cheaper to fill at open than a Set of 100,000 ids. */
  #present = new Uint8Array(1024);
  #count = 0;
  #insertsSinceBuild = 0;
  #builtSize = 0;

  get size(): number {
    return this.#count;
  }

  has(id: number): boolean {
    return this.#present[id] === 1;
  }

  /** Replaces everything; the balanced tree of median splits is built when it is first worth it. */
  build(points: Array<{ id: number; lat: number; lon: number; t: number }>): void {
    this.#present.fill(0);
    this.#count = 0;
    for (const p of points) this.#set(p.id, p.lat, p.lon, p.t);
    this.#root = null;
    this.#scans = 0;
  }

  /** The points as blocks, for a snapshot: the tree itself is not kept, it is built again when first worth it. */
  save(): SavedPoints {
    const slots = this.#present.lastIndexOf(1) + 1;
    return { lat: this.#coords[0]!.slice(0, slots), lon: this.#coords[1]!.slice(0, slots), t: this.#coords[2]!.slice(0, slots), present: this.#present.slice(0, slots) };
  }

  /** Replaces everything with points `save` gave; the tree is built when first worth it. */
  restore(points: SavedPoints): void {
    const { lat, lon, t, present } = points;
    if (![lat, lon, t].every((c) => c instanceof Float64Array && c.length === present.length) || !(present instanceof Uint8Array)) throw new Error("the saved points do not agree in length");
    this.#coords.splice(0, 3, lat, lon, t);
    this.#present = present;
    let count = 0;
    for (let id = 0; id < present.length; id++) if (present[id] === 1) count++;
    this.#count = count;
    this.#root = null;
    this.#scans = 0;
  }

  /** Builds the tree now if it is not built, so that the next query does not wait for it. */
  settle(): void {
    if (!this.#root) this.#rebuild();
  }

  /** Adds a point, or moves it when the id is already in the tree. */
  insert(id: number, lat: number, lon: number, t: number): void {
    if (this.has(id)) this.remove(id);
    this.#set(id, lat, lon, t);
    if (!this.#root) return;
    let node = this.#root;
    let depth = 0;
    while (!("ids" in node)) {
      node = this.#coords[node.axis]![id]! < node.split ? node.low : node.high;
      depth++;
    }
    node.ids.push(id);
    if (node.ids.length > LEAF) this.#splitLeaf(node, depth);
    if (++this.#insertsSinceBuild > Math.max(1024, this.#builtSize)) this.#rebuild();
  }

  remove(id: number): void {
    if (!this.has(id)) return;
    this.#present[id] = 0;
    this.#count--;
    if (!this.#root) return;
    let node = this.#root;
    while (!("ids" in node)) node = this.#coords[node.axis]![id]! < node.split ? node.low : node.high;
    const at = node.ids.indexOf(id);
    if (at >= 0) node.ids.splice(at, 1);
  }

  /** Calls `visit` with every id inside the box. */
  range(box: Box, visit: (id: number) => void): void {
    const [lat, lon, time] = this.#coords as [Float64Array, Float64Array, Float64Array];
    if (!this.#root && ++this.#scans <= SCANS_BEFORE_BUILD) {
      const present = this.#present;
      for (let id = 0; id < present.length; id++) {
        if (present[id] === 1 && lat[id]! >= box[0] && lat[id]! <= box[1] && lon[id]! >= box[2] && lon[id]! <= box[3] && time[id]! >= box[4] && time[id]! <= box[5]) visit(id);
      }
      return;
    }
    const stack: Node[] = [this.#root ?? this.#rebuild()];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if ("ids" in node) {
        for (const id of node.ids) {
          if (lat[id]! >= box[0] && lat[id]! <= box[1] && lon[id]! >= box[2] && lon[id]! <= box[3] && time[id]! >= box[4] && time[id]! <= box[5]) visit(id);
        }
        continue;
      }
      if (box[node.axis * 2]! < node.split) stack.push(node.low);
      if (box[node.axis * 2 + 1]! >= node.split) stack.push(node.high);
    }
  }

  #set(id: number, lat: number, lon: number, t: number): void {
    if (id >= this.#coords[0]!.length) {
      const length = Math.max(id + 1, this.#coords[0]!.length * 2);
      for (let axis = 0; axis < 3; axis++) {
        const grown = new Float64Array(length);
        grown.set(this.#coords[axis]!);
        this.#coords[axis] = grown;
      }
      const present = new Uint8Array(length);
      present.set(this.#present);
      this.#present = present;
    }
    this.#coords[0]![id] = lat;
    this.#coords[1]![id] = lon;
    this.#coords[2]![id] = t;
    if (this.#present[id] === 0) this.#count++;
    this.#present[id] = 1;
  }

  #rebuild(): Node {
    const ids = new Int32Array(this.#count);
    for (let id = 0, at = 0; id < this.#present.length; id++) if (this.#present[id] === 1) ids[at++] = id;
    this.#root = this.#subtree(ids, 0);
    this.#insertsSinceBuild = 0;
    this.#builtSize = this.#count;
    return this.#root;
  }

  /**
   * Splits `ids` (a view that is rearranged in place) at the median of one axis. The median is
   * selected, not sorted for (quickselect): a linear pass per level instead of a sort, which made
   * building the tree of 100,000 photos a sixth of startup.
   */
  #subtree(ids: Int32Array, depth: number): Node {
    if (ids.length <= LEAF) return { ids: Array.from(ids) };
    // Cycle the axes from this depth's; an axis where every point has one value (photos of one
    // moment, say) cannot split them, so the next is tried, and identical points stay a leaf.
    for (let tried = 0; tried < 3; tried++) {
      const axis = (depth + tried) % 3;
      const values = this.#coords[axis]!;
      const middle = ids.length >> 1;
      quickselect(ids as unknown as number[], middle, 0, ids.length - 1, (a, b) => values[a]! - values[b]!);
      const median = values[ids[middle]!]!;
      // Equal values all go to one side: the low side takes what is strictly below the split.
      let cut = partition(ids, values, (v) => v < median);
      let split = median;
      if (cut === 0) {
        cut = partition(ids, values, (v) => v <= median);
        if (cut === ids.length) continue;
        split = Infinity;
        for (let i = cut; i < ids.length; i++) split = Math.min(split, values[ids[i]!]!);
      }
      return { axis, split, low: this.#subtree(ids.subarray(0, cut), axis + 1), high: this.#subtree(ids.subarray(cut), axis + 1) };
    }
    return { ids: Array.from(ids) };
  }

  #splitLeaf(leaf: { ids: number[] }, axis: number): void {
    const node = this.#subtree(Int32Array.from(leaf.ids), axis) as Node;
    // Turn the leaf object into the new subtree in place, so its parent's pointer stays valid.
    const target = leaf as unknown as Record<string, unknown>;
    delete target.ids;
    Object.assign(target, node);
  }
}

/** Moves the ids whose value passes `low` to the front; returns how many there are. */
function partition(ids: Int32Array, values: Float64Array, low: (value: number) => boolean): number {
  let cut = 0;
  for (let i = 0; i < ids.length; i++) {
    if (!low(values[ids[i]!]!)) continue;
    const id = ids[i]!;
    ids[i] = ids[cut]!;
    ids[cut++] = id;
  }
  return cut;
}
