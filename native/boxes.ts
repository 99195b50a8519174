/**
 * @file Boxes found by a detector, as fractions of the photo: how much two overlap, and the
 * greedy non-maximum suppression both detectors use to keep one box per thing.
 *
 * Runs in the inference worker, after the object detector (`objects.ts`) and the face detector
 * (`faces.ts`) have scored their candidate boxes.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Intersection over union of two boxes. */
export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/**
 * The best box of each cluster, best first: a candidate is dropped when it overlaps a kept box of
 * its kind by more than `iou` (intersection over union).
 */
export function bestBoxes<T extends { score: number; box: Box }>(found: T[], iou: number, sameKind: (a: T, b: T) => boolean = () => true): T[] {
  const kept: T[] = [];
  for (const candidate of [...found].sort((a, b) => b.score - a.score)) {
    if (!kept.some((k) => sameKind(k, candidate) && overlap(k.box, candidate.box) > iou)) kept.push(candidate);
  }
  return kept;
}
