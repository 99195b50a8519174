/**
 * @file Which classes the shipped detector confuses, read from labelled photos, as a pure function.
 *
 * Two things are read at each thing the detector saw (`thingsSeen`):
 * - the pairs it mixes up: its two best classes there (the detector's own top two), and its best
 *   class where the labels say the thing is another class; only pairs that share a kind WordNet
 *   gives both count (`commonKind`: a cow and a horse are animals, a bus and a truck vehicles; a
 *   person and a bear share nothing a search asks for);
 * - whether, below its class's line, the class is more often another thing of its kind than
 *   itself: a cow unsure was a bear, a goat or a sheep twice as often as a cow.
 * A class that is, and has pairs, is confusable: an unsure thing of it is tagged with the kind it
 * shares with them, not as "probably" itself. `bench/eval/real-photos.ts --write-thresholds` runs
 * it on the calibration photos and writes the result into
 * `electron/library/analysis/object-thresholds.json` (`confused`), which `object-kinds.ts` reads.
 */

/** One photo: each thing the detector saw, and what a person saw. */
export interface SeenAndLabelled {
  /** Per thing, its detections best first. */
  things: ReadonlyArray<ReadonlyArray<{ label: string; score: number }>>;
  /** COCO classes clearly in the photo. */
  objects: readonly string[];
  /** Classes a lenient reader accepts: a thing tagged one is neither right nor confused. */
  maybe: readonly string[];
  /** Kinds a person saw whatever their class ("animal" for a goat COCO has no class for). */
  kinds: readonly string[];
}

export interface ConfusionOptions {
  /** Whether two classes share a kind a search asks for. */
  shareKind(a: string, b: string): boolean;
  /** Whether a class is a kind of thing ("dog", "animal"). */
  isKind(label: string, kind: string): boolean;
  /** Whether a thing's best detection is under its class's line, and so unsure. */
  unsure(label: string, score: number): boolean;
}

/** Per confusable class, the classes it was confused with, sorted. */
export function chooseConfusions(photos: readonly SeenAndLabelled[], options: ConfusionOptions): Record<string, string[]> {
  const { shareKind, isKind, unsure } = options;
  const pairs = new Map<string, Set<string>>();
  const pair = (a: string, b: string) => {
    if (a === b || !shareKind(a, b)) return;
    for (const [x, y] of [[a, b], [b, a]] as const) pairs.set(x, (pairs.get(x) ?? new Set<string>()).add(y));
  };
  /** Per class, its unsure things that were it, and those that were another thing of its kind. */
  const unsureAs = new Map<string, { itself: number; other: number }>();
  for (const photo of photos) {
    const labelled = [...photo.objects, ...photo.maybe];
    for (const thing of photo.things) {
      const [best, second] = thing;
      if (best === undefined) continue;
      const other = second && thing.find((o) => o.label !== best.label);
      if (other) pair(best.label, other.label);
      // Its best class is none a person saw there: it took the thing for another.
      if (!labelled.includes(best.label)) for (const seen of labelled) pair(best.label, seen);
      if (!unsure(best.label, best.score) || photo.maybe.includes(best.label)) continue;
      const tally = unsureAs.get(best.label) ?? { itself: 0, other: 0 };
      unsureAs.set(best.label, tally);
      if (photo.objects.includes(best.label)) tally.itself++;
      else if (labelled.some((seen) => shareKind(best.label, seen)) || photo.kinds.some((kind) => isKind(best.label, kind))) tally.other++;
    }
  }
  const confusable = [...unsureAs].filter(([label, { itself, other }]) => other > itself && pairs.has(label)).map(([label]) => label);
  return Object.fromEntries(confusable.sort().map((label) => [label, [...pairs.get(label)!].sort()]));
}
