import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../../index/library-index";
import { library } from "../../testing/memory-library";
import { parseQuery } from "../../search/query-parser";
import { retrieve } from "../../search/retrieve";
import words from "./object-words.json" with { type: "json" };
import { commonKind, unsureKinds } from "./object-kinds";

const KINDS = words as Record<string, string[]>;
const CLASSES = Object.keys(KINDS);
const detections = (found: Array<[string, number, number[]]>) => JSON.stringify(found.map(([label, score, box]) => ({ label, score, box })));

/** Every pair of the detector's classes that share a kind WordNet gives both, and the kind. */
const PAIRS = CLASSES.flatMap((a, i) => CLASSES.slice(i + 1).map((b) => [a, b] as const)).flatMap(([a, b]) => {
  const kind = commonKind([a, b]);
  return kind ? [{ a, b, kind }] : [];
});

describe("the common kind of things the detector could not tell apart", () => {
  it("finds the kind WordNet gives both classes of a pair, and the one people say most", () => {
    expect(commonKind(["sheep", "bear", "cow"])?.label).toBe("animal");
    expect(commonKind(["car", "truck"])?.label).toBe("vehicle");
    expect(commonKind(["chair", "couch"])?.label).toBe("furniture");
    expect(commonKind(["pizza", "cake"])?.label).toBe("food");
    // Nothing a search would ask for is shared by a person and a bear, or a sheep and a chair.
    for (const set of [["person", "bear"], ["sheep", "chair"], ["kite", "bird"]]) expect(commonKind(set), set.join("+")).toBeNull();
    // Each pair's kind is a kind of both, and names neither.
    for (const { a, b, kind } of PAIRS) {
      expect(KINDS[a], `${a}+${b}`).toContain(kind.label);
      expect(KINDS[b], `${a}+${b}`).toContain(kind.label);
      expect([a, b]).not.toContain(kind.label);
    }
  });

  it("tags one thing seen unsurely as two classes with their kind, over every pair, score and place (grid)", () => {
    const places = [[0.05, 0.05, 0.9, 0.9], [0.1, 0.4, 0.3, 0.3], [0.6, 0.1, 0.2, 0.5]];
    const scores: Array<[number, number]> = [[0.45, 0.3], [0.35, 0.34], [0.28, 0.26]];
    let checked = 0;
    for (const { a, b, kind } of PAIRS) {
      for (const box of places) {
        for (const [first, second] of scores) {
          const shifted = [box[0]! + 0.01, box[1]!, box[2]!, box[3]!];
          const found = unsureKinds(detections([[a, first, box], [b, second, shifted]]));
          expect(found.map((k) => k.label), `${a}+${b} at ${box} ${first}/${second}`).toEqual([kind.label]);
          expect(found[0]!.words.split(" ")).toEqual(kind.words);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(300);
  });

  it("leaves a sure thing its class, and reads no kind from one class, from specks, or from two things apart", () => {
    for (const { a, b } of PAIRS.slice(0, 40)) {
      const big = [0.1, 0.1, 0.6, 0.6];
      expect(unsureKinds(detections([[a, 0.62, big], [b, 0.4, big]])), "sure").toEqual([]);
      expect(unsureKinds(detections([[a, 0.42, big], [a, 0.3, [0.12, 0.1, 0.6, 0.6]]])), "one class").toEqual([]);
      expect(unsureKinds(detections([[a, 0.42, [0.5, 0.5, 0.05, 0.05]], [b, 0.4, [0.5, 0.5, 0.05, 0.05]]])), "a speck").toEqual([]);
      expect(unsureKinds(detections([[a, 0.42, [0, 0, 0.3, 0.3]], [b, 0.4, [0.6, 0.6, 0.3, 0.3]]])), "apart").toEqual([]);
      expect(unsureKinds(detections([[a, 0.22, big], [b, 0.21, big]])), "too weak").toEqual([]);
    }
  });

  it("answers 'animals' with a polar bear seen as a sheep, a bear and a cow, but not 'a sheep' nor 'a cow'", async () => {
    const lib = library();
    lib.add("polar", { taken_ms: Date.UTC(2025, 2, 1, 12) });
    lib.add("sofa", { taken_ms: Date.UTC(2025, 2, 2, 12) });
    lib.add("dog", { taken_ms: Date.UTC(2025, 2, 3, 12) });
    const box = [0.2, 0.2, 0.5, 0.5];
    const objects: Record<string, string> = {
      polar: detections([["sheep", 0.44, box], ["bear", 0.36, box], ["cow", 0.3, box]]),
      sofa: detections([["couch", 0.41, box], ["chair", 0.33, box]]),
      dog: detections([["dog", 0.8, box]]),
    };
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, analysis: async () => Object.entries(objects).map(([id, o]) => ({ id, tags: "[]", ocr_text: "", objects: o, faces: 0, version: "1" })) });
    const ask = async (query: string) => (await retrieve(parseQuery(query, new Date(2026, 10, 22, 12), index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id);
    expect(await ask("animals")).toEqual(["dog", "polar"]);
    expect(await ask("mammals")).toEqual(["dog", "polar"]);
    for (const query of ["a sheep", "a cow", "a bear"]) expect(await ask(query), query).toEqual([]);
    expect(await ask("furniture")).toEqual(["sofa"]);
    expect(await ask("a couch")).toEqual([]);
  });
});
