import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import { openService, type RecollectService } from "../api/service";
import { closeAndDelete, indexedLibrary, NO_MODELS, PHOTOS } from "../testing/fixtures";
import { queryKey } from "./feedback-store";

describe("corrections: right and wrong, for the search they were given for", () => {
  let service: RecollectService;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
  });
  afterAll(() => closeAndDelete(service));

  const names = (answer: { results: Array<{ name: string }> }) => answer.results.map((r) => r.name);
  const search = (query: string) => call(service.handlers, "search", { query });

  it("re-ranks the answer at once: a wrong photo leaves it for the misses, a right one leads", async () => {
    const july = await search("photos from July 2024");
    expect(names(july)).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    const astronaut = july.results[0]!;

    const wrong = await call(service.handlers, "feedback", { queryId: july.queryId, photoId: astronaut.id, verdict: "bad" });
    expect(names(wrong.answer)).toEqual(["IMG_0004.jpg"]);
    expect(wrong.answer.misses[0]).toMatchObject({ name: "IMG_0001.jpg", missed: ["you said it is not this"] });
    expect(wrong.answer.queryId).toBe(july.queryId);

    const right = await call(service.handlers, "feedback", { queryId: july.queryId, photoId: july.results[1]!.id, verdict: "good" });
    expect(right.answer.results[0]!.reasons[0]).toBe("you marked it right for this search");

    // The same search said again (case and spacing aside) is corrected too …
    expect(names(await search("Photos from  July 2024"))).toEqual(["IMG_0004.jpg"]);
    // … and no other: the photo marked wrong here is still an answer to another search, unmarked.
    const year = await search("photos from 2024");
    expect(names(year)).toContain("IMG_0001.jpg");
    expect(year.results.flatMap((r) => r.reasons)).not.toContain("you marked it right for this search");

    // Taken back, the answer is as it was.
    const undone = await call(service.handlers, "undoFeedback", { feedbackId: wrong.feedbackId, queryId: july.queryId });
    expect(names(undone.answer!)).toEqual(["IMG_0004.jpg", "IMG_0001.jpg"]);
    await expect(call(service.handlers, "undoFeedback", { feedbackId: wrong.feedbackId })).rejects.toMatchObject({ code: "not_found" });
  });

  it("keeps corrections across a restart, and refuses what it cannot apply with a clear message", async () => {
    const screenshots = await search("screenshots");
    const [shot] = screenshots.results;
    await call(service.handlers, "feedback", { queryId: screenshots.queryId, photoId: shot!.id, verdict: "bad" });
    const library = service.libraryDir;
    await service.close();
    service = await openService({ libraryDir: library, shell: "cli", analysis: { modelsDir: NO_MODELS }, now: () => new Date(2026, 10, 22, 12) });
    expect(names(await search("screenshots"))).not.toContain(shot!.name);

    await expect(call(service.handlers, "feedback", { queryId: "gone", photoId: shot!.id, verdict: "good" })).rejects.toMatchObject({ code: "not_found", message: "That answer is no longer remembered." });
    const again = await search("screenshots");
    await expect(call(service.handlers, "feedback", { queryId: again.queryId, photoId: "0000000000000000", verdict: "good" })).rejects.toMatchObject({ code: "not_found" });
    await expect(call(service.handlers, "feedback", { queryId: again.queryId, photoId: shot!.id, verdict: "maybe" })).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("treats one search said differently in case, spacing or accents as the same", () => {
    expect(queryKey("  Café  at THE lake house ")).toBe(queryKey("cafe at the lake house"));
    expect(queryKey("lake house")).not.toBe(queryKey("lake houses"));
  });
});
