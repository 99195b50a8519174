/**
 * @file The few pieces of ONNX's protobuf format needed to hand ONNX Runtime a graph built in
 * memory: nodes, attributes, float and int64 tensors, the graph's inputs and outputs.
 *
 * Runs wherever a model is built for ONNX Runtime (`tf-onnx.ts`, in the inference worker). Only
 * what is written here is encoded; field numbers are those of `onnx.proto` (ONNX 1.x). A mistake shows at once: ONNX Runtime refuses the model when the session opens.
 */

/** An attribute's value: a number is an int unless listed in `floats`; arrays of numbers are ints. */
export type AttributeValue = number | string | number[] | { float: number };

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  name?: string;
  attributes?: Record<string, AttributeValue>;
}

export interface OnnxInitializer {
  name: string;
  dims: number[];
  /** Float32 weights, or int64 values (axes, shapes, scales' companions). */
  data: Float32Array | BigInt64Array;
}

/** A graph input or output: element type float, any dimension named (-1 or a string) or fixed. */
export interface OnnxValue {
  name: string;
  dims: Array<number | string>;
}

export interface OnnxGraph {
  nodes: OnnxNode[];
  initializers: OnnxInitializer[];
  inputs: OnnxValue[];
  outputs: OnnxValue[];
  opset: number;
}

const FLOAT = 1;
const INT64 = 7;
const ATTRIBUTE = { FLOAT: 1, INT: 2, STRING: 3, INTS: 7 };

/** A model's bytes, ready for `InferenceSession.create`. */
export function encodeModel(graph: OnnxGraph): Uint8Array {
  const body = new Writer()
    .message(1, graph.nodes.map(encodeNode))
    .string(2, "recollect")
    .message(5, graph.initializers.map(encodeInitializer))
    .message(11, graph.inputs.map(encodeValue))
    .message(12, graph.outputs.map(encodeValue));
  const opset = new Writer().string(1, "").varint(2, graph.opset);
  return new Writer().varint(1, 8).string(2, "recollect").message(7, [body]).message(8, [opset]).bytes();
}

function encodeNode(node: OnnxNode): Writer {
  const w = new Writer();
  for (const input of node.inputs) w.string(1, input);
  for (const output of node.outputs) w.string(2, output);
  if (node.name) w.string(3, node.name);
  w.string(4, node.op);
  return w.message(5, Object.entries(node.attributes ?? {}).map(([name, value]) => encodeAttribute(name, value)));
}

function encodeAttribute(name: string, value: AttributeValue): Writer {
  const w = new Writer().string(1, name);
  if (typeof value === "string") return w.bytesField(4, new TextEncoder().encode(value)).varint(20, ATTRIBUTE.STRING);
  if (typeof value === "number") return w.varint(3, value).varint(20, ATTRIBUTE.INT);
  if (Array.isArray(value)) {
    for (const v of value) w.varint(8, v);
    return w.varint(20, ATTRIBUTE.INTS);
  }
  return w.float(2, value.float).varint(20, ATTRIBUTE.FLOAT);
}

function encodeInitializer(tensor: OnnxInitializer): Writer {
  const w = new Writer();
  for (const d of tensor.dims) w.varint(1, d);
  w.varint(2, tensor.data instanceof Float32Array ? FLOAT : INT64);
  w.string(8, tensor.name);
  // Raw data is little-endian, as typed arrays are on every platform Recollect ships for.
  return w.bytesField(9, new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
}

function encodeValue(value: OnnxValue): Writer {
  const shape = new Writer().message(
    1,
    value.dims.map((d) => (typeof d === "number" && d >= 0 ? new Writer().varint(1, d) : new Writer().string(2, String(d === -1 ? "?" : d)))),
  );
  const tensorType = new Writer().varint(1, FLOAT).message(2, [shape]);
  const type = new Writer().message(1, [tensorType]);
  return new Writer().string(1, value.name).message(2, [type]);
}

/** Protobuf's wire format, appended field by field. */
class Writer {
  readonly #chunks: Uint8Array[] = [];
  #length = 0;

  #push(chunk: Uint8Array): this {
    this.#chunks.push(chunk);
    this.#length += chunk.length;
    return this;
  }

  #raw(n: number | bigint): this {
    const out: number[] = [];
    // Negative ints are written as 10-byte two's complement, as protobuf does for int64.
    let v = BigInt.asUintN(64, BigInt(n));
    do {
      const byte = Number(v & 0x7fn);
      v >>= 7n;
      out.push(v ? byte | 0x80 : byte);
    } while (v);
    return this.#push(Uint8Array.from(out));
  }

  varint(field: number, value: number): this {
    return this.#raw(field << 3).#raw(value);
  }

  float(field: number, value: number): this {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    return this.#raw((field << 3) | 5).#push(bytes);
  }

  bytesField(field: number, bytes: Uint8Array): this {
    return this.#raw((field << 3) | 2).#raw(bytes.length).#push(bytes);
  }

  string(field: number, text: string): this {
    return this.bytesField(field, new TextEncoder().encode(text));
  }

  /** Nested messages are appended chunk by chunk, not copied: a model's weights are copied once, by `bytes()`. */
  message(field: number, messages: Writer[]): this {
    for (const m of messages) {
      this.#raw((field << 3) | 2).#raw(m.#length);
      for (const chunk of m.#chunks) this.#push(chunk);
    }
    return this;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.#length);
    let at = 0;
    for (const c of this.#chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}
