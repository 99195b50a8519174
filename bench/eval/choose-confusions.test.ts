import { describe, expect, it } from "vitest";
import { commonKind } from "../../electron/library/analysis/object-kinds";
import { objectWords } from "../../electron/library/analysis/objects";
import words from "../../electron/library/analysis/object-words.json" with { type: "json" };
import { chooseConfusions, type SeenAndLabelled } from "./choose-confusions";

const CLASSES = Object.keys(words);
/** Every pair of the detector's classes that share a kind, as the bench asks it. */
const PAIRS = CLASSES.flatMap((a, i) => CLASSES.slice(i + 1).map((b) => [a, b] as const)).filter(([a, b]) => commonKind([a, b]) !== null);
const OPTIONS = {
  shareKind: (a: string, b: string) => commonKind([a, b]) !== null,
  isKind: (label: string, kind: string) => objectWords(label).split(" ").includes(kind),
  unsure: (_: string, score: number) => score < 0.5 && score >= 0.3,
};
const photo = (things: Array<Array<[string, number]>>, objects: string[], extra: Partial<SeenAndLabelled> = {}): SeenAndLabelled => ({ things: things.map((t) => t.map(([label, score]) => ({ label, score }))), objects, maybe: [], kinds: [], ...extra });

describe("which classes the detector confuses, read from labelled photos", () => {
  it("a class unsure more often as another thing of its kind than as itself is confusable with it; one more often right is not (grid of pairs)", () => {
    let checked = 0;
    for (const [a, b] of PAIRS) {
      // a unsure on two b's and on one a: confusable, with b. b is never unsure, so not.
      const mixed = [photo([[[a, 0.4]]], [b]), photo([[[a, 0.35]]], [b]), photo([[[a, 0.42]]], [a])];
      expect(chooseConfusions(mixed, OPTIONS), `${a} for ${b}`).toEqual({ [a]: [b] });
      // Right twice, wrong once: the detector's unsure a is more often an a.
      expect(chooseConfusions([photo([[[a, 0.4]]], [b]), photo([[[a, 0.35]]], [a]), photo([[[a, 0.42]]], [a])], OPTIONS), `${a} right`).toEqual({});
      // A sure a on a b is a wrong tag, not an unsure one; the pair alone makes nothing confusable.
      expect(chooseConfusions([photo([[[a, 0.8]]], [b]), photo([[[a, 0.9]]], [b])], OPTIONS), `${a} sure`).toEqual({});
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("reads the pairs from the detector's top two at one thing, and from a thing of no COCO class by the kind a person saw", () => {
    let checked = 0;
    for (const [a, b] of PAIRS) {
      // A goat as a: no class labelled, an animal seen; a's second best there was b.
      const kind = commonKind([a, b])!.label;
      const seen = [photo([[[a, 0.4], [b, 0.33]]], [], { kinds: [kind] }), photo([[[a, 0.36]]], [], { kinds: [kind] })];
      expect(chooseConfusions(seen, OPTIONS), `${a}+${b} as ${kind}`).toEqual({ [a]: [b] });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("never pairs classes that share no kind: a person and a bear, a sheep and a chair", () => {
    const seen = [photo([[["person", 0.4], ["bear", 0.35]]], ["bear"]), photo([[["sheep", 0.4]]], ["chair"]), photo([[["sheep", 0.33]]], ["chair"])];
    expect(chooseConfusions(seen, OPTIONS)).toEqual({});
  });
});
