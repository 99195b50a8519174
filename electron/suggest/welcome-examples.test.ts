import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import type { RecollectService } from "../api/service";
import { closeAndDelete, indexedLibrary } from "../testing/fixtures";
import { indexedPersonalAlbum } from "../testing/personal-album";
import { busiestMonth, exampleCandidates, pickExamples } from "./welcome-examples";

describe("the welcome screen's examples", () => {
  let service: RecollectService;
  let album: string;
  beforeAll(async () => {
    ({ service, album } = await indexedPersonalAlbum());
  }, 60_000);
  afterAll(() => closeAndDelete(service, album));

  it("are drawn from the library: its people, places and busiest month, each of which finds photos", async () => {
    const { examples } = await call(service.handlers, "examples", {});
    expect(examples.length).toBe(4);
    expect(new Set(examples.map((e) => e.aspect)).size).toBe(4);
    const texts = examples.map((e) => e.text);
    expect(texts.some((t) => /Leo|Maria/.test(t))).toBe(true);
    expect(texts.some((t) => /Lisbon|Kyoto/.test(t))).toBe(true);
    // Checking them is not searching: the history holds only what the user asked.
    const asked = (await call(service.handlers, "history", {})).searches.map((h) => h.query);
    for (const text of texts) expect(asked).not.toContain(text);
    for (const text of texts) {
      const answer = await call(service.handlers, "search", { query: text, limit: 10 });
      expect(answer.results.length, text).toBeGreaterThan(0);
    }
  });

  it("are none for an empty library", async () => {
    const empty = await indexedLibrary([]);
    try {
      expect((await call(empty.handlers, "examples", {})).examples).toEqual([]);
    } finally {
      await closeAndDelete(empty);
    }
  });
});

describe("choosing examples", () => {
  it("names the month with the most photos, the latest of equals", () => {
    const at = (iso: string) => Date.parse(`${iso}Z`);
    expect(busiestMonth([at("2023-05-02T10:00:00"), at("2024-07-01T00:00:00"), at("2024-07-31T23:00:00"), null])).toBe("July 2024");
    expect(busiestMonth([at("2023-05-02T10:00:00"), at("2024-07-01T00:00:00")])).toBe("July 2024");
    expect(busiestMonth([null])).toBeNull();
  });

  it("keeps a read word that says something, not a number, a code or a word in a single photo", () => {
    const texts = exampleCandidates(
      [
        { label: "IKEA", kind: "text", photos: 3 },
        { label: "2024", kind: "text", photos: 9 },
        { label: "x7", kind: "text", photos: 9 },
        { label: "Menu", kind: "text", photos: 1 },
      ],
      [],
    ).map((c) => c.text);
    expect(texts).toEqual(["IKEA"]);
  });

  it("shows one of each aspect before a second of any, and never one that finds nothing", async () => {
    const candidates = exampleCandidates(
      [
        { label: "Leo", kind: "person", photos: 5 },
        { label: "Maria", kind: "person", photos: 3 },
        { label: "Lisbon", kind: "place", photos: 4 },
        { label: "Kyoto", kind: "place", photos: 3 },
      ],
      [Date.parse("2024-03-10T09:00:00Z")],
    );
    const finds = async (text: string) => text !== "Leo in Lisbon" && text !== "photos of Maria";
    const picked = (await pickExamples(candidates, finds, 5)).map((c) => c.text);
    expect(picked).toEqual(["Leo in Kyoto", "photos in Lisbon", "photos of Leo", "March 2024", "Maria in Lisbon"]);
  });
});

describe("the home screen's highlights of a library", () => {
  let service: RecollectService;
  let album: string;
  beforeAll(async () => {
    // Today is 11 March 2026: two years after the Kyoto trip's second day.
    ({ service, album } = await indexedPersonalAlbum({ now: () => new Date(2026, 2, 11, 12) }));
  }, 60_000);
  afterAll(() => closeAndDelete(service, album));

  it("are on this day in an earlier year and the latest trip, each a search that finds what its card shows, and not kept in the history", async () => {
    const { highlights } = await call(service.handlers, "highlights", {});
    expect(highlights.map((h) => [h.kind, h.title])).toEqual([
      ["on-this-day", "On this day, 2 years ago"],
      ["trip", "Your latest trip"],
    ]);
    expect(highlights[0]!.query).toBe("11 March 2024");
    for (const highlight of highlights) {
      const answer = await call(service.handlers, "search", { query: highlight.query, limit: 10 });
      expect(answer.total, highlight.query).toBe(highlight.photos);
      expect(highlight.thumbnailUrls).toEqual(answer.results.slice(0, 4).map((r) => r.thumbnailUrl));
    }
    const asked = (await call(service.handlers, "history", {})).searches.map((h) => h.query);
    expect(asked.filter((q) => !highlights.some((h) => h.query === q))).toEqual([]);
  });

  it("are none for an empty library", async () => {
    const empty = await indexedLibrary([]);
    try {
      expect((await call(empty.handlers, "highlights", {})).highlights).toEqual([]);
    } finally {
      await closeAndDelete(empty);
    }
  });
});
