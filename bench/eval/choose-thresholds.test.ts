import { describe, expect, it } from "vitest";
import { chooseThresholds, type LabelledDetections } from "./choose-thresholds";

/** Photos where the detector saw `label` at each score; `right` says which are the thing. */
function photosOf(label: string, seen: Array<[number, boolean]>, maybe = false): LabelledDetections[] {
  return seen.map(([score, right]) => ({ scores: new Map([[label, score]]), objects: right ? [label] : [], maybe: maybe && !right ? [label] : [] }));
}

function precisionAt(photos: LabelledDetections[], label: string, min: number): { right: number; wrong: number } {
  let right = 0;
  let wrong = 0;
  for (const p of photos) {
    const score = p.scores.get(label);
    if (score === undefined || score < min || p.maybe.includes(label)) continue;
    if (p.objects.includes(label)) right++;
    else wrong++;
  }
  return { right, wrong };
}

describe("per-class thresholds chosen on labelled photos", () => {
  // A grid: where the right tags start × where the wrong ones stop × how many of each × the precision asked.
  const grid: Array<{ rightFrom: number; wrongTo: number; n: number; precision: number }> = [];
  for (const rightFrom of [0.25, 0.35, 0.45, 0.55])
    for (const wrongTo of [0.3, 0.4, 0.5, 0.6])
      for (const n of [6, 12])
        for (const precision of [0.8, 0.9]) grid.push({ rightFrom, wrongTo, n, precision });

  it.each(grid)("right from $rightFrom, wrong up to $wrongTo, $n of each, precision $precision: the class's line is the lowest that holds", ({ rightFrom, wrongTo, n, precision }) => {
    const seen: Array<[number, boolean]> = [];
    for (let i = 0; i < n; i++) {
      seen.push([Math.round((rightFrom + ((1 - rightFrom) * i) / n) * 1000) / 1000, true]);
      seen.push([Math.round((0.2 + ((wrongTo - 0.2) * i) / n) * 1000) / 1000, false]);
    }
    const photos = photosOf("dog", seen);
    const chosen = chooseThresholds(photos, { precision, support: 3, floor: 0.2 });
    const min = chosen.classes.dog!;
    const at = precisionAt(photos, "dog", min);
    // Where a threshold reaches the precision it holds there; otherwise nothing wrong passes.
    expect(at.right / Math.max(1, at.right + at.wrong)).toBeGreaterThanOrEqual(at.wrong ? precision : 1);
    // No lower score would do: the next score below the line breaks the precision (or is the floor).
    const below = seen.map(([s]) => s).filter((s) => s < min).sort((a, b) => b - a)[0];
    if (below !== undefined && below >= 0.2 && at.wrong) {
      const lower = precisionAt(photos, "dog", below);
      expect(lower.right / (lower.right + lower.wrong)).toBeLessThan(precision);
    }
    expect(chosen.probable).toBeLessThanOrEqual(chosen.default);
    expect(min).toBeGreaterThanOrEqual(chosen.probable);
  });

  it("gives a class with too few examples the pooled line, and counts a 'maybe' neither way", () => {
    const photos = [
      ...photosOf("bird", [[0.9, true], [0.8, true], [0.7, true], [0.6, true], [0.5, true], [0.45, false], [0.3, false]]),
      ...photosOf("cat", [[0.55, true], [0.4, false]]),
      ...photosOf("sheep", [[0.46, false]], true),
    ];
    const chosen = chooseThresholds(photos, { precision: 0.9, support: 5, floor: 0.2 });
    expect(chosen.classes).toEqual({ bird: 0.5 });
    expect(chosen.classes.cat).toBeUndefined();
    expect(chosen.default).toBe(0.5);
    expect(chosen.support.bird).toEqual({ right: 5, wrong: 0, labelled: 5 });
  });

  // A grid: the support asked × how many right tags lie above the class's best wrong one (fewer
  // than the support) × that wrong tag's score × the pooled line the other classes set.
  const thin: Array<{ support: number; above: number; wrongAt: number; pooledAt: number }> = [];
  for (const support of [3, 5])
    for (let above = 1; above < support; above++)
      for (const wrongAt of [0.26, 0.3, 0.34, 0.38])
        for (const pooledAt of [0.5, 0.55, 0.6]) thin.push({ support, above, wrongAt, pooledAt });

  it.each(thin)("support $support, $above right above a wrong $wrongAt, pooled line $pooledAt: the class keeps the pooled line", ({ support, above, wrongAt, pooledAt }) => {
    // Dogs: `above` right tags over the wrong one, the rest of `support` right ones under it, with wrong ones between.
    const dogs: Array<[number, boolean]> = [[wrongAt, false], [wrongAt - 0.01, false], [wrongAt - 0.02, false]];
    for (let i = 0; i < above; i++) dogs.push([Math.round((wrongAt + 0.01 + 0.01 * i) * 1000) / 1000, true]);
    for (let i = above; i < support + 1; i++) dogs.push([Math.round((wrongAt - 0.03 - 0.01 * i) * 1000) / 1000, true]);
    // Birds set the pooled line, above every dog: right from it up, wrong just under it.
    const birds: Array<[number, boolean]> = [];
    for (let i = 0; i < 20; i++) birds.push([Math.round((pooledAt + 0.02 * i) * 1000) / 1000, true]);
    for (let i = 0; i < 10; i++) birds.push([Math.round((pooledAt - 0.05 - 0.002 * i) * 1000) / 1000, false]);
    const chosen = chooseThresholds([...photosOf("dog", dogs), ...photosOf("bird", birds)], { precision: 0.9, support, floor: 0.2 });
    expect(chosen.classes.dog).toBeUndefined();
    expect(chosen.default).toBeGreaterThan(wrongAt + 0.01 * above);
  });

  it("puts a class that never reaches the precision just above its best wrong tag", () => {
    const photos = photosOf("kite", [[0.8, false], [0.7, true], [0.6, true], [0.5, true], [0.4, true], [0.35, true], [0.3, false]]);
    expect(chooseThresholds(photos, { precision: 0.9, support: 3, floor: 0.2 }).classes.kite).toBe(0.81);
  });
});
