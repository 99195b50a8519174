import { describe, expect, it } from "vitest";
import { describedIn } from "./definitions";

const words = (found: ReturnType<typeof describedIn>) => found.map((meanings) => meanings.map((m) => m.word));

describe("library words a query word describes", () => {
  it("matches a phrase, or the thing a definition says it is", () => {
    expect(words(describedIn(["boat", "race"], ["regatta", "marathon"]))).toEqual([["regatta"], ["regatta"]]);
    expect(words(describedIn(["instrument"], ["guitar", "aquarium"]))).toEqual([["guitar"]]);
  });

  it("matches a thing of the same kind told apart by the word before it: an animal park is a zoo", () => {
    expect(words(describedIn(["animal", "park"], ["zoo", "carnival", "stadium"]))).toEqual([["zoo"], ["zoo"]]);
    // Of the same kind without the word that tells it apart, or the word without the kind: neither.
    expect(words(describedIn(["rodeo"], ["zoo"]))).toEqual([[]]);
    expect(words(describedIn(["water", "park"], ["zoo"]))).toEqual([[], []]);
    expect(words(describedIn(["animal", "shelter"], ["zoo"]))).toEqual([[], []]);
  });
});
