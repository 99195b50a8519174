/**
 * @file The photo ids of a vector table's rows, as one text cut at `ends`, with the rows in id
 * order: a photo's row is found by binary search. A million vectors then need no million-entry Map
 * and no million id strings (memory, and time to build at every open), and the whole
 * thing is three blocks that a snapshot writes and reads back as they are.
 *
 * Runs in the engine's process, inside `VectorLayer`.
 */
export class RowIds {
  constructor(
    /** Every row's id, one after another. */
    readonly text: string,
    /** Where row i's id ends in `text` (it starts where row i − 1's ends). */
    readonly ends: Uint32Array,
    /** The rows ordered by id (as JS compares strings), and by row among equal ids. */
    readonly sorted: Int32Array,
  ) {}

  static of(ids: readonly string[]): RowIds {
    const ends = new Uint32Array(ids.length);
    let end = 0;
    for (let i = 0; i < ids.length; i++) ends[i] = end += ids[i]!.length;
    const sorted = new Int32Array(ids.length);
    for (let i = 0; i < ids.length; i++) sorted[i] = i;
    sorted.sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : a - b));
    return new RowIds(ids.join(""), ends, sorted);
  }

  get size(): number {
    return this.ends.length;
  }

  /** Row `row`'s id. */
  id(row: number): string {
    return this.text.slice(row === 0 ? 0 : this.ends[row - 1]!, this.ends[row]!);
  }

  /** Whether row `row` holds `id`, without making the row's id string. */
  holds(row: number, id: string): boolean {
    return row >= 0 && row < this.size && this.#compare(row, id) === 0;
  }

  /** The row of `id` (the last, should a table hold it twice, as a Map filled in row order would), or −1. */
  row(id: string): number {
    const { sorted } = this;
    // The first place whose id is above `id`: the one before it is the last row with `id`, if any.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#compare(sorted[mid]!, id) <= 0) low = mid + 1;
      else high = mid;
    }
    return low > 0 && this.#compare(sorted[low - 1]!, id) === 0 ? sorted[low - 1]! : -1;
  }

  /** Row `row`'s id against `id`, by UTF-16 code units as `<` compares strings. */
  #compare(row: number, id: string): number {
    const start = row === 0 ? 0 : this.ends[row - 1]!;
    const length = this.ends[row]! - start;
    const shared = Math.min(length, id.length);
    for (let i = 0; i < shared; i++) {
      const difference = this.text.charCodeAt(start + i) - id.charCodeAt(i);
      if (difference !== 0) return difference;
    }
    return length - id.length;
  }
}
