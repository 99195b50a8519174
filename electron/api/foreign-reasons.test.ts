import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "./service";
import { closeAndDelete, indexedLibrary, PHOTOS } from "../testing/fixtures";

describe("an answer found through a word of another language says what was written and what it means", () => {
  let service: RecollectService;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
    const all = await service.handlers.search({ query: "", limit: 50, showDuplicates: true });
    await service.handlers.addMemory({ photoIds: [all.results[0]!.id], text: "Hochzeit von Anna, Sommer 2019" });
  });
  afterAll(() => closeAndDelete(service));

  it("gives the memory's word and its English", async () => {
    const answer = await service.handlers.search({ query: "wedding", limit: 50 });
    expect(answer.results.map((r) => r.reasons)).toEqual([["a memory you added says “Hochzeit” (wedding)"]]);
  });
});
