import { describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import { closeAndDelete, indexedLibrary, PHOTOS } from "../testing/fixtures";

const AROUND_PARIS = { south: 48.6, west: 2.0, north: 49.1, east: 2.7 };

describe("a rectangle drawn on the map", () => {
  it("finds the photos whose GPS is inside it, alone or with words, says so in a chip that can be removed, and refuses a rectangle with no size", async () => {
    const service = await indexedLibrary([PHOTOS]);
    try {
      const everything = await call(service.handlers, "timelinePhotos", { offset: 0, limit: 100 });
      const inside = await call(service.handlers, "search", { query: "", area: AROUND_PARIS, showDuplicates: true });
      expect(inside.total).toBeGreaterThan(0);
      expect(inside.total).toBeLessThan(everything.length);
      const chip = inside.interpretation.chips.find((c) => c.id === "area");
      expect(chip).toMatchObject({ kind: "place", label: "Area on the map" });
      expect(chip!.note).toBe("Photos whose GPS is between 48.60°N and 49.10°N, 2.00°E and 2.70°E");
      const paris = await call(service.handlers, "search", { query: "photos from Paris", showDuplicates: true });
      const located = new Set(paris.results.map((r) => r.id));
      for (const result of inside.results) expect(located.has(result.id)).toBe(true);

      expect(inside.message).toMatch(/^\d+ photos? taken in the area on the map\./);
      // A follow-up keeps the area.
      const followUp = await call(service.handlers, "search", { query: "only 2023", refine: inside.queryId });
      expect(followUp.interpretation.chips.map((c) => c.label)).toContain("Area on the map");
      expect(followUp.total).toBeLessThanOrEqual(inside.total);
      // With a time it is both; far away it is nothing, said so.
      const withTime = await call(service.handlers, "search", { query: "2023", area: AROUND_PARIS });
      expect(withTime.interpretation.chips.map((c) => c.label)).toEqual(["2023", "Area on the map"]);
      const elsewhere = await call(service.handlers, "search", { query: "", area: { south: -40, west: 140, north: -30, east: 150 } });
      expect(elsewhere.total).toBe(0);
      expect(elsewhere.message).toBe("No such photo: none taken in the area on the map.");

      // Removing the chip searches without the area.
      const dropped = await call(service.handlers, "search", { query: "", area: AROUND_PARIS, drop: ["area"] });
      expect(dropped.interpretation.chips.some((c) => c.id === "area")).toBe(false);

      await expect(call(service.handlers, "search", { query: "", area: { south: 49, west: 2, north: 49, east: 3 } })).rejects.toMatchObject({
        code: "invalid_input",
        message: expect.stringContaining("the area drawn has no size: drag a rectangle on the map, from one corner to the other"),
      });
      // A drawn area is browsing the map: it does not fill History.
      expect((await call(service.handlers, "history", {})).searches.some((s) => s.query === "")).toBe(false);
    } finally {
      await closeAndDelete(service);
    }
  });
});
