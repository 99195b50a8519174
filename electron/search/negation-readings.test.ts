import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, indexedLibrary, PHOTOS } from "../testing/fixtures";

describe("an answer whose negation could be read two ways", () => {
  let service: RecollectService;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
  });
  afterAll(() => closeAndDelete(service));

  const search = (query: string, readings?: string[]) => service.handlers.search({ query, limit: 50, ...(readings ? { readings } : {}) });
  const names = (answer: { results: Array<{ name: string }> }) => answer.results.map((r) => r.name).sort();

  it("says the reading it took and the other; flipped, it answers the other reading, never exactly what was left out", async () => {
    const taken = await search("not Seattle and Paris");
    expect(taken.interpretation.readings).toEqual([{ id: "list@12", kind: "list", span: [12, 15], flipped: false, chosen: ["not in Paris"], other: ["Paris"] }]);
    const leftOut = [...names(await search("Seattle")), ...names(await search("Paris"))];
    expect(names(taken).filter((name) => leftOut.includes(name))).toEqual([]);

    const other = await search("not Seattle and Paris", ["list@12"]);
    expect(other.interpretation.readings).toEqual([{ id: "list@12", kind: "list", span: [12, 15], flipped: true, chosen: ["Paris"], other: ["not in Paris"] }]);
    // The other reading's photos: Paris, still without Seattle's.
    expect(names(other)).toEqual(names(await search("Paris, not Seattle")));
    expect(names(other).length).toBeGreaterThan(0);
    expect(names(other)).not.toEqual(leftOut.sort());
    // Flipped back, it is the reading first taken.
    expect(names(await search("not Seattle and Paris", []))).toEqual(names(taken));
  });

  it("offers nothing where the negation is sure, and a reading not in the query changes nothing", async () => {
    const sure = await search("not Seattle or Paris");
    expect(sure.interpretation.readings).toEqual([]);
    expect(names(await search("not Seattle or Paris", ["list@12"]))).toEqual(names(sure));
  });

  it("keeps a flipped reading's corrections apart from the reading first taken", async () => {
    const other = await search("not Seattle and Paris", ["list@12"]);
    const photo = other.results[0]!;
    await service.handlers.feedback({ queryId: other.queryId, photoId: photo.id, verdict: "bad" });
    expect(names(await search("not Seattle and Paris", ["list@12"]))).not.toContain(photo.name);
    const taken = await search("not Seattle and Paris");
    expect(taken.interpretation.readings[0]?.flipped).toBe(false);
  });
});
