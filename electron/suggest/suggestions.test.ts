import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import type { RecollectService } from "../api/service";
import { closeAndDelete } from "../testing/fixtures";
import { indexedPersonalAlbum } from "../testing/personal-album";
import { candidates, likeness, pickSuggestions } from "./photo-suggestions";
import type { PhotoDetails } from "../api/contract";

describe("suggested searches and completions", () => {
  let service: RecollectService;
  let album: string;
  let idOf: Map<string, string>;
  beforeAll(async () => {
    ({ service, album, idOf } = await indexedPersonalAlbum());
  }, 60_000);
  afterAll(() => closeAndDelete(service, album));

  it("suggests 3–6 searches about different aspects of a photo, each of which finds it", async () => {
    const photoId = idOf.get("2024/kyoto-1.jpg")!;
    const { suggestions } = await call(service.handlers, "suggestions", { photoId, count: 6 });
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    expect(suggestions.map((s) => s.text)).toEqual(expect.arrayContaining(["photos of Leo", "photos in Kyoto"]));
    expect(new Set(suggestions.map((s) => s.aspect)).size).toBeGreaterThanOrEqual(3);
    // Checking them is not searching: the history holds only what the user asked.
    expect((await call(service.handlers, "history", {})).searches.map((h) => h.query)).not.toContain("photos of Leo");
    for (const s of suggestions) {
      const answer = await call(service.handlers, "search", { query: s.text, limit: 1000, showDuplicates: true });
      expect(answer.results.map((r) => r.id), s.text).toContain(photoId);
    }
  });

  it("suggests more of what the user clicks", async () => {
    const photoId = idOf.get("2023/lisbon-2.jpg")!;
    const rank = async (aspect: string) => (await call(service.handlers, "suggestions", { photoId, count: 6 })).suggestions.findIndex((s) => s.aspect === aspect);
    const before = await rank("time");
    for (let i = 0; i < 6; i++) await call(service.handlers, "suggestionClicked", { photoId, text: `photos from May 2023`, aspect: "time" });
    const after = await rank("time");
    expect(after).toBeGreaterThanOrEqual(0);
    expect(before === -1 || after < before).toBe(true);
    expect((await call(service.handlers, "exportLearning", {})).suggestionClicks).toBe(6);
  });

  it("completes a name, a place, and past searches", async () => {
    await call(service.handlers, "search", { query: "Maria in Kyoto" });
    const names = (await call(service.handlers, "complete", { text: "Maria and Le" })).completions;
    expect(names[0]).toEqual({ text: "Maria and Leo", kind: "person", detail: "4 photos" });
    expect((await call(service.handlers, "complete", { text: "photos in Ky" })).completions.map((c) => c.text)).toContain("photos in Kyoto");
    const past = (await call(service.handlers, "complete", { text: "mar" })).completions;
    expect(past[0]).toMatchObject({ text: "Maria in Kyoto", kind: "history" });
    expect(past.map((c) => c.text)).toContain("Maria");
    expect((await call(service.handlers, "complete", { text: "" })).completions.every((c) => c.kind === "history")).toBe(true);
    expect((await call(service.handlers, "complete", { text: "zzzq" })).completions).toEqual([]);
  });

  it("picks for diversity: a second suggestion of the same aspect and words waits behind a different one", () => {
    const photo = { people: ["Leo", "Maria"], place: "Kyoto", region: null, country: null, takenAt: "2024-03-10T09:00:00", timeTags: ["spring"], memories: [], analysis: null, kind: "photo" } as unknown as PhotoDetails;
    const all = candidates(photo, "Kyoto, 10–12 Mar 2024");
    const picked = pickSuggestions(all, { byAspect: new Map(), byText: new Map(), total: 0 }, 4);
    expect(picked.map((s) => s.aspect)).toEqual(expect.arrayContaining(["person", "event", "place"]));
    expect(likeness(all[0]!, all[0]!)).toBe(1);
  });
});
