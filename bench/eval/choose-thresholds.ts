/**
 * @file Per-class detector thresholds chosen on labelled photos, as a pure function: for each
 * class, the lowest score at which its tags are right at least `precision` of the time, and the
 * lowest score at which tags of any class are right at least `probablePrecision` of the time (the
 * "probable" floor). `bench/eval/real-photos.ts --write-thresholds` runs it on the calibration
 * photos and writes `electron/library/analysis/object-thresholds.json`.
 */

/** One photo: the best score the detector gave each class in it, and what a person saw. */
export interface LabelledDetections {
  scores: ReadonlyMap<string, number>;
  /** COCO classes clearly in the photo: a tag of one is right. */
  objects: readonly string[];
  /** Classes a lenient reader accepts: a tag of one is neither right nor wrong. */
  maybe: readonly string[];
}

export interface ThresholdOptions {
  /** Precision a class's confident tags must reach (default 0.9). */
  precision?: number;
  /** Precision the probable tags, of all classes together, must reach (default 0.5). */
  probablePrecision?: number;
  /** Right tags a class needs at its threshold to get a threshold of its own (default 5); the others share the pooled one. */
  support?: number;
  /** The lowest score stored (the worker's floor): no threshold goes below it. */
  floor: number;
}

export interface Thresholds {
  /** The pooled threshold: every class without enough examples of its own. */
  default: number;
  /** Score from which a tag below its class's threshold is kept as probable. */
  probable: number;
  /** Classes with a threshold of their own. */
  classes: Record<string, number>;
  /** Per class: right and wrong tags at its threshold, and right tags in all (for the table's reader). */
  support: Record<string, { right: number; wrong: number; labelled: number }>;
}

type Verdict = { score: number; right: boolean };

/** Each detection with whether it is right; detections of a `maybe` class are left out. */
function verdicts(photos: readonly LabelledDetections[], only?: string): Verdict[] {
  const out: Verdict[] = [];
  for (const photo of photos) {
    for (const [label, score] of photo.scores) {
      if (only !== undefined && label !== only) continue;
      if (photo.objects.includes(label)) out.push({ score, right: true });
      else if (!photo.maybe.includes(label)) out.push({ score, right: false });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * The lowest score (rounded down where no other score is passed, not below `floor`) at which the verdicts at or above it
 * are right at least `precision` of the time with at least `support` right ones; null if none is.
 * Where no score reaches the precision, just above the best wrong score, so nothing wrong passes.
 */
function lowestPrecise(list: readonly Verdict[], precision: number, support: number, floor: number): { min: number; right: number; wrong: number } | null {
  let right = 0;
  let wrong = 0;
  let best: { min: number; right: number; wrong: number } | null = null;
  for (let i = 0; i < list.length; i++) {
    if (list[i]!.right) right++;
    else wrong++;
    // Only at the last of equal scores: a threshold takes all of them.
    if (i + 1 < list.length && list[i + 1]!.score === list[i]!.score) continue;
    if (right >= support && right / (right + wrong) >= precision) best = { min: Math.max(floor, lineAt(list[i]!.score, list[i + 1]?.score)), right, wrong };
  }
  if (best || list.filter((v) => v.right).length < support) return best;
  const worst = list.find((v) => !v.right)!.score;
  return { min: Math.min(1, Math.ceil((worst + 0.005) * 100) / 100), right: list.filter((v) => v.right && v.score > worst).length, wrong: 0 };
}

/** A round number at or below `score` that stays above the next score down, so it takes the same detections. */
function lineAt(score: number, nextBelow: number | undefined): number {
  for (const step of [100, 1000]) {
    const line = Math.floor(score * step) / step;
    if (nextBelow === undefined || nextBelow < line) return line;
  }
  return score;
}

export function chooseThresholds(photos: readonly LabelledDetections[], options: ThresholdOptions): Thresholds {
  const { precision = 0.9, probablePrecision = 0.5, support = 5, floor } = options;
  const pooled = verdicts(photos);
  const fallback = lowestPrecise(pooled, precision, 1, floor)?.min ?? 1;
  const probable = Math.min(fallback, lowestPrecise(pooled, probablePrecision, 1, floor)?.min ?? fallback);
  const classes: Record<string, number> = {};
  const counts: Thresholds["support"] = {};
  const labels = new Set(photos.flatMap((p) => [...p.scores.keys(), ...p.objects]));
  for (const label of [...labels].sort()) {
    const list = verdicts(photos, label);
    const labelled = photos.filter((p) => p.objects.includes(label)).length;
    const own = lowestPrecise(list, precision, support, floor);
    // A line held up by fewer than `support` right tags (above a class's best wrong one) may make
    // the class stricter than the pooled line, never looser: two right dogs are no evidence.
    if (!own || (own.right < support && own.min < fallback)) continue;
    classes[label] = Math.max(own.min, probable);
    counts[label] = { right: own.right, wrong: own.wrong, labelled };
  }
  return { default: fallback, probable, classes, support: counts };
}
