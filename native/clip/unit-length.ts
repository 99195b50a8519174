/**
 * @file Scales a vector to unit length in place: CLIP embeddings are compared by dot product, which
 * is their cosine once both are unit length. Pure, with no model attached, so code that only
 * compares vectors does not load ONNX Runtime.
 */
export function unitLength(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const v of vector) sum += v * v;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}
