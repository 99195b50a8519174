import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "./service";
import { call } from "./dispatch";
import { closeAndDelete, indexedLibrary, PHOTOS, tempDir } from "../testing/fixtures";

describe("browsing the fixture library through the contract", () => {
  let service: RecollectService;
  // An afternoon out: three photos within an hour, dated by their file names, make an event.
  const outing = tempDir("outing");

  beforeAll(async () => {
    for (const [i, name] of ["IMG_20240503_101500.jpg", "IMG_20240503_103000.jpg", "IMG_20240503_110000.jpg"].entries()) {
      await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 60 * i, g: 120, b: 200 - 60 * i } } }).jpeg().toFile(path.join(outing, name));
    }
    service = await indexedLibrary([PHOTOS, outing]);
  });
  afterAll(() => closeAndDelete(service, outing));

  it("pages through every indexed photo once, newest first, in months that add up", async () => {
    // Copies are photos of their own in the timeline, as in a file browser; the original leads them.
    const timeline = await call(service.handlers, "timeline", {});
    expect(timeline.total).toBe(await service.store.countPhotos());
    expect(timeline.months.reduce((sum, m) => sum + m.count, 0) + timeline.undated).toBe(timeline.total);
    const pages = [];
    for (let offset = 0; offset < timeline.total; offset += 3) pages.push(...(await call(service.handlers, "timelinePhotos", { offset, limit: 3 })));
    expect(new Set(pages.map((p) => p.id)).size).toBe(timeline.total);
    const dates = pages.map((p) => p.takenAt).filter((t): t is string => t !== null);
    expect(dates).toEqual([...dates].sort().reverse());
    // The undated come last, each without a date: a file's own time (a copy's) is not shown as one.
    const dated = timeline.total - timeline.undated;
    expect(pages.slice(0, dated).every((p) => p.takenAt !== null)).toBe(true);
    expect(pages.slice(dated).map((p) => p.takenAt)).toEqual(Array(timeline.undated).fill(null));
    expect(timeline.undated).toBeGreaterThan(0);
    expect(pages.find((p) => p.name === "IMG_0004.jpg")).toMatchObject({ takenAt: "2024-07-16T13:32:00", kind: "photo" });
    expect(timeline.months).toContainEqual({ key: "2024-07", count: 2 });
    const christmas = pages.filter((p) => p.takenAt === "2023-12-25T18:05:00").map((p) => p.name);
    expect(christmas[0]).toBe("IMG_0002.jpg");
    // Past the end is an empty page, not an error: the grid may ask while the library shrinks.
    expect(await call(service.handlers, "timelinePhotos", { offset: timeline.total + 10, limit: 5 })).toEqual([]);
  });

  it("lists places with counts and positions, and narrows the timeline to one", async () => {
    const places = await call(service.handlers, "places", {});
    // The reverse geocoder names the launch site's nearest town.
    const cape = places.find((p) => p.name === "Merritt Island");
    expect(cape).toMatchObject({ photos: 2, country: expect.any(String) });
    expect(cape!.lat).toBeCloseTo(28.59, 1);
    const there = await call(service.handlers, "timelinePhotos", { filter: { place: cape!.key }, offset: 0 });
    expect(there.map((p) => p.name)).toEqual(["IMG_0004.jpg", "IMG_0001.jpg"]);
  });

  it("lists events newest first, each with its newest photo as cover, and narrows the timeline to one", async () => {
    const events = await call(service.handlers, "events", {});
    expect(events.map((e) => e.startAt)).toEqual(events.map((e) => e.startAt).sort().reverse());
    const outingEvent = events.find((e) => e.startAt === "2024-05-03T10:15:00");
    expect(outingEvent).toMatchObject({ endAt: "2024-05-03T11:00:00", photos: 3, coverUrl: expect.stringMatching(/^file:/) });
    const inIt = await call(service.handlers, "timelinePhotos", { filter: { event: outingEvent!.id }, offset: 0 });
    expect(inIt.map((p) => p.name)).toEqual(["IMG_20240503_110000.jpg", "IMG_20240503_103000.jpg", "IMG_20240503_101500.jpg"]);
  });

  it("says so when an event is gone or a page is asked for wrongly", async () => {
    await expect(call(service.handlers, "timeline", { filter: { event: "no-such-event" } })).rejects.toMatchObject({ code: "not_found", message: "That event is no longer in your library." });
    await expect(call(service.handlers, "timelinePhotos", { offset: -1 })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(call(service.handlers, "timelinePhotos", { offset: 0, limit: 5000 })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(call(service.handlers, "timeline", { filter: { city: "Paris" } })).rejects.toMatchObject({ code: "invalid_input" });
  });
});
