/**
 * @file Photo numbers by LanceDB row address, for full-text hits that come back as addresses
 * rather than rows. Two sorted typed arrays searched by halves: a Map of a million addresses
 * (numbers above 2^31, boxed one by one) would cost tens of megabytes and the collector's time.
 * Pure; built by the library index with its other lookups.
 */
export class RowAddresses {
  readonly #addresses: Float64Array;
  readonly #photos: Int32Array;

  /** `rowIds[n]` is photo n's address, or −1 when it has none. */
  constructor(rowIds: ArrayLike<number>) {
    let count = 0;
    for (let n = 0; n < rowIds.length; n++) if (rowIds[n]! >= 0) count++;
    const addresses = new Float64Array(count);
    const photos = new Int32Array(count);
    let at = 0;
    let sorted = true;
    for (let n = 0; n < rowIds.length; n++) {
      const address = rowIds[n]!;
      if (address < 0) continue;
      if (at > 0 && address < addresses[at - 1]!) sorted = false;
      addresses[at] = address;
      photos[at++] = n;
    }
    // Photos are numbered in the table's scan order, so the addresses are sorted unless rows moved since.
    if (!sorted) {
      const order = Int32Array.from({ length: count }, (_, i) => i).sort((a, b) => addresses[a]! - addresses[b]!);
      this.#addresses = Float64Array.from(order, (i) => addresses[i]!);
      this.#photos = Int32Array.from(order, (i) => photos[i]!);
    } else {
      this.#addresses = addresses;
      this.#photos = photos;
    }
  }

  photoAt(address: number): number | undefined {
    let low = 0;
    let high = this.#addresses.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.#addresses[middle]!;
      if (value === address) return this.#photos[middle];
      if (value < address) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }
}
