/**
 * @file How far apart two face descriptors are (Euclidean; face-api's own measure, < 0.6 is
 * usually the same person).
 *
 * Runs in the engine (people clustering) and the worker. Apart from `faces.ts` so that the engine
 * can compare descriptors without loading the decoders and the face nets.
 */
export function descriptorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
