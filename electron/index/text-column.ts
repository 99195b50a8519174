/**
 * @file One string per photo number (ids, paths) that a snapshot can hand over as it stored them:
 * one text cut at its ends (`facts-cache.ts`), read a value at a time, with the values set since
 * kept apart. A restored million-photo library then makes no million id and path strings at open
 * (about a second of the first answer and 80 MB), only those a caller asks for, each once.
 *
 * Runs in the engine's process, inside `FactColumns`.
 */
import { block, valueAt, type Column } from "./facts-cache";

export class TextColumn {
  /**
   * Each value once made: set since the column was made, or read from the stored text once asked
   * for (sorts and scoring ask for the same thousands again); null for a value taken out,
   * undefined for one not made yet.
   */
  readonly #values: Array<string | null | undefined> = [];
  readonly #stored: Column | null;
  readonly #length: number;
  /** Whether a value was set since the column was made, so that the stored text no longer says it all. */
  #changed = false;

  /** `stored` as `save` gave it, `length` values long; none: an empty column. */
  constructor(stored: Column | null = null, length = 0) {
    if (stored && "text" in stored && (stored.ends.at(-1) ?? 0) !== stored.text.length) throw new Error("a column's text does not match its ends");
    this.#stored = stored;
    this.#length = length;
    // Filled in order, so that the array stays one block of slots rather than a dictionary when read at random.
    if (stored) for (let n = 0; n < length; n++) this.#values.push(undefined);
  }

  get(n: number): string | undefined {
    const value = this.#values[n];
    if (value !== undefined) return value ?? undefined;
    if (!this.#stored || n >= this.#length) return undefined;
    const stored = valueAt(this.#stored, n) as string | null;
    this.#values[n] = stored;
    return stored ?? undefined;
  }

  set(n: number, value: string | null): void {
    this.#values[n] = value;
    this.#changed = true;
  }

  /** The first `length` values as one block (`facts-cache.ts`), nulls where none: the stored one again when nothing was set since. */
  save(length: number): Column {
    if (this.#stored && !this.#changed && length === this.#length) return this.#stored;
    const values = new Array<string | null>(length);
    for (let n = 0; n < length; n++) values[n] = this.get(n) ?? null;
    return block(values);
  }
}
