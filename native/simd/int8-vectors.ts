/**
 * @file 8-bit copies of vectors, scored against a query sixteen dimensions at a time by a
 * WebAssembly SIMD kernel (`int8-dot.wat`). Each vector keeps its own scale (its largest
 * magnitude over 127), so the copy is a quarter of float32's size and its cosine similarities
 * are within about 0.005 of float32's. Runs wherever it is called (the engine's process); no
 * native library, so it behaves the same on every platform Node runs on.
 */
import { WASM_BASE64 } from "./int8-dot.wasm";

/** Row numbers and results pass through a scratch area this many at a time. */
const CHUNK = 16_384;
const PAGE = 65_536;
/** WebAssembly's 32-bit addresses reach 4 GiB. */
const MAX_BYTES = 4 * 1024 ** 3 - PAGE;
/** The kernel's query is int16; this bound keeps its integer sums from overflowing (see the .wat). */
const QUERY_MAX = 16_383;
const MAX_DIMENSIONS = 4096;

type Kernel = (codes: number, stride: number, scales: number, query: number, queryScale: number, rows: number, count: number, out: number) => void;

/** The part of Node's WebAssembly global used here, typed: the engine's TypeScript lib has no DOM, which is where its types live. */
interface WasmApi {
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let compiled: object | null = null;

export class Int8Vectors {
  readonly #stride: number;
  readonly #scalesAt: number;
  readonly #queryAt: number;
  readonly #rowsAt: number;
  readonly #outAt: number;
  readonly #score: Kernel;
  // Views of the kernel's memory, which never grows, so they stay valid.
  readonly #codes: Int8Array;
  readonly #scales: Float32Array;
  readonly #query: Int16Array;
  readonly #list: Int32Array;
  readonly #results: Float32Array;

  /** Room for `capacity` vectors of `dimensions`; throws a RangeError when they cannot fit in 4 GiB. */
  constructor(
    readonly capacity: number,
    readonly dimensions: number,
  ) {
    if (dimensions > MAX_DIMENSIONS) throw new RangeError(`vectors of ${dimensions} dimensions are more than the ${MAX_DIMENSIONS} the kernel sums exactly`);
    this.#stride = Math.ceil(dimensions / 16) * 16;
    this.#scalesAt = align(capacity * this.#stride);
    this.#queryAt = align(this.#scalesAt + capacity * 4);
    this.#rowsAt = align(this.#queryAt + this.#stride * 2);
    this.#outAt = this.#rowsAt + CHUNK * 4;
    const bytes = this.#outAt + CHUNK * 4;
    if (bytes > MAX_BYTES) throw new RangeError(`${capacity} vectors of ${dimensions} dimensions do not fit in WebAssembly's 4 GiB`);
    const memory = new wasm.Memory({ initial: Math.ceil(bytes / PAGE) });
    compiled ??= new wasm.Module(Buffer.from(WASM_BASE64, "base64"));
    const instance = new wasm.Instance(compiled, { env: { memory } });
    this.#score = instance.exports.score as Kernel;
    this.#codes = new Int8Array(memory.buffer, 0, capacity * this.#stride);
    this.#scales = new Float32Array(memory.buffer, this.#scalesAt, capacity);
    this.#query = new Int16Array(memory.buffer, this.#queryAt, this.#stride);
    this.#list = new Int32Array(memory.buffer, this.#rowsAt, CHUNK);
    this.#results = new Float32Array(memory.buffer, this.#outAt, CHUNK);
  }

  /** Stores `vector` (its first `dimensions` values, from `offset`) as row `row`. */
  set(row: number, vector: Float32Array, offset = 0): void {
    if (row < 0 || row >= this.capacity) throw new RangeError(`row ${row} is outside 0–${this.capacity - 1}`);
    const base = row * this.#stride;
    let max = 1e-12;
    for (let d = 0; d < this.dimensions; d++) max = Math.max(max, Math.abs(vector[offset + d]!));
    const scale = max / 127;
    for (let d = 0; d < this.dimensions; d++) this.#codes[base + d] = Math.round(vector[offset + d]! / scale);
    this.#scales[row] = scale;
  }

  /**
   * The codes and scales as bytes, views of the kernel's memory: what a snapshot of the copy writes,
   * and reads straight back into a new copy of the same capacity and dimensions (no float32 pass).
   */
  get bytes(): { codes: Uint8Array; scales: Uint8Array } {
    return {
      codes: new Uint8Array(this.#codes.buffer, this.#codes.byteOffset, this.#codes.byteLength),
      scales: new Uint8Array(this.#scales.buffer, this.#scales.byteOffset, this.#scales.byteLength),
    };
  }

  /** The bytes between one row and the next (`dimensions` rounded up to the kernel's sixteen). */
  get stride(): number {
    return this.#stride;
  }

  /** Row `row` as floats again (to within the 8-bit rounding). */
  get(row: number): Float32Array {
    if (row < 0 || row >= this.capacity) throw new RangeError(`row ${row} is outside 0–${this.capacity - 1}`);
    const base = row * this.#stride;
    const scale = this.#scales[row]!;
    return Float32Array.from({ length: this.dimensions }, (_, d) => this.#codes[base + d]! * scale);
  }

  /** The dot product of `query` with each row of `rows`, in that order; NaN where the row is −1. */
  score(query: Float32Array, rows: Int32Array): Float32Array {
    if (query.length !== this.dimensions) throw new RangeError(`the query has ${query.length} dimensions, the vectors ${this.dimensions}`);
    let max = 1e-12;
    for (let d = 0; d < query.length; d++) max = Math.max(max, Math.abs(query[d]!));
    const queryScale = max / QUERY_MAX;
    for (let d = 0; d < query.length; d++) this.#query[d] = Math.round(query[d]! / queryScale);
    const list = this.#list;
    const out = new Float32Array(rows.length);
    for (let start = 0; start < rows.length; start += CHUNK) {
      const count = Math.min(CHUNK, rows.length - start);
      for (let i = 0; i < count; i++) {
        const row = rows[start + i]!;
        list[i] = row >= 0 && row < this.capacity ? row : -1;
      }
      this.#score(0, this.#stride, this.#scalesAt, this.#queryAt, queryScale, this.#rowsAt, count, this.#outAt);
      out.set(this.#results.subarray(0, count), start);
    }
    return out;
  }
}

const align = (bytes: number) => Math.ceil(bytes / 16) * 16;
