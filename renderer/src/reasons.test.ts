import { describe, expect, it } from "vitest";
import { commonReasons, tileReason } from "./reasons";

describe("the reason a tile shows", () => {
  it("leaves out the place every result shares, which the answer's sentence already says", () => {
    const results = [{ reasons: ["taken in Lisbon"] }, { reasons: ["taken in Lisbon"] }];
    expect(tileReason(results[0]!.reasons, commonReasons(results))).toBeNull();
  });

  it("says who is in it on “Mom in Paris”, though every tile has Mom and Paris", () => {
    const results = [{ reasons: ["taken in Paris", "Mom is in it"] }, { reasons: ["taken in Paris", "Mom is in it"] }];
    expect(tileReason(results[1]!.reasons, commonReasons(results))).toBe("Mom is in it");
  });

  it("shows what tells one result from the others: a different place, a caption, a correction", () => {
    const results = [
      { reasons: ["taken in 2023", "taken in Porto"] },
      { reasons: ["taken in 2023", "taken in Lisbon", "its caption mentions 'tram'"] },
      { reasons: ["you marked it right for this search", "taken in 2023", "taken in Lisbon"] },
    ];
    const common = commonReasons(results);
    expect(results.map((r) => tileReason(r.reasons, common))).toEqual(["taken in Porto", "its caption mentions 'tram'", "you marked it right for this search"]);
  });

  it("leaves out a lone result's time that the sentence states, and keeps the finer place it was found by", () => {
    expect(tileReason(["taken in July 2024"], new Set(), "1 photo taken in July 2024.")).toBeNull();
    expect(tileReason(["taken in Seattle"], new Set(), "1 photo in Seattle.")).toBeNull();
    expect(tileReason(["taken in Lisbon"], new Set(), "1 photo in Portugal.")).toBe("taken in Lisbon");
  });
});
