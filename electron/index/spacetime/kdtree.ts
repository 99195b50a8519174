/**
 * @file A 3-d k-d tree over (lat, lon, time) that takes inserts and removals as photos come and
 * go: layer 1 of the MSTS index (GAMER). Pure; runs in the engine's process.
 *
 * Why our own: `kdbush` (already used for places) is 2-d and static, and no maintained npm
 * package offers a 3-d tree that grows incrementally. This one is the textbook structure: built
 * by median splits cycling lat → lon → time, with bucket leaves (GAMER's spatio-temporal
 * "cubes"); an insert goes into its leaf and splits it when full; when inserts have made the
 * tree lopsided it is rebuilt, which keeps every query logarithmic plus its output.
 */

/** Inclusive bounds per axis: [latMin, latMax, lonMin, lonMax, tMin, tMax]; ±Infinity for none. */
export type Box = readonly [number, number, number, number, number, number];

const LEAF = 32;

type Node = { axis: number; split: number; low: Node; high: Node } | { ids: number[] };

export class KdTree3 {
  #root: Node = { ids: [] };
  readonly #coords: Float64Array[] = [new Float64Array(1024), new Float64Array(1024), new Float64Array(1024)];
  readonly #present = new Set<number>();
  #insertsSinceBuild = 0;
  #builtSize = 0;

  get size(): number {
    return this.#present.size;
  }

  has(id: number): boolean {
    return this.#present.has(id);
  }

  /** Replaces everything: median splits over all points, the balanced tree queries want. */
  build(points: Array<{ id: number; lat: number; lon: number; t: number }>): void {
    this.#present.clear();
    for (const p of points) this.#set(p.id, p.lat, p.lon, p.t);
    this.#rebuild();
  }

  /** Adds a point, or moves it when the id is already in the tree. */
  insert(id: number, lat: number, lon: number, t: number): void {
    if (this.#present.has(id)) this.remove(id);
    this.#set(id, lat, lon, t);
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
    if (!this.#present.delete(id)) return;
    let node = this.#root;
    while (!("ids" in node)) node = this.#coords[node.axis]![id]! < node.split ? node.low : node.high;
    const at = node.ids.indexOf(id);
    if (at >= 0) node.ids.splice(at, 1);
  }

  /** Calls `visit` with every id inside the box. */
  range(box: Box, visit: (id: number) => void): void {
    const [lat, lon, time] = this.#coords as [Float64Array, Float64Array, Float64Array];
    const stack: Node[] = [this.#root];
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
      for (let axis = 0; axis < 3; axis++) {
        const grown = new Float64Array(Math.max(id + 1, this.#coords[axis]!.length * 2));
        grown.set(this.#coords[axis]!);
        this.#coords[axis] = grown;
      }
    }
    this.#coords[0]![id] = lat;
    this.#coords[1]![id] = lon;
    this.#coords[2]![id] = t;
    this.#present.add(id);
  }

  #rebuild(): void {
    this.#root = this.#subtree([...this.#present], 0);
    this.#insertsSinceBuild = 0;
    this.#builtSize = this.#present.size;
  }

  #subtree(ids: number[], depth: number): Node {
    if (ids.length <= LEAF) return { ids };
    // Cycle the axes from this depth's; an axis where every point has one value (photos of one
    // moment, say) cannot split them, so the next is tried, and identical points stay a leaf.
    for (let tried = 0; tried < 3; tried++) {
      const axis = (depth + tried) % 3;
      const values = this.#coords[axis]!;
      ids.sort((a, b) => values[a]! - values[b]!);
      let cut = ids.length >> 1;
      const median = values[ids[cut]!]!;
      // Equal values all go to one side: the low side takes what is strictly below the split.
      while (cut > 0 && values[ids[cut - 1]!] === median) cut--;
      if (cut === 0) while (cut < ids.length && values[ids[cut]!] === median) cut++;
      if (cut === ids.length) continue;
      const split = values[ids[cut]!]!;
      return { axis, split, low: this.#subtree(ids.slice(0, cut), axis + 1), high: this.#subtree(ids.slice(cut), axis + 1) };
    }
    return { ids };
  }

  #splitLeaf(leaf: { ids: number[] }, axis: number): void {
    const node = this.#subtree(leaf.ids, axis) as Node;
    // Turn the leaf object into the new subtree in place, so its parent's pointer stays valid.
    const target = leaf as unknown as Record<string, unknown>;
    delete target.ids;
    Object.assign(target, node);
  }

}
