import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, copyOfPhotos, fingerprint, fixtureFacts, indexedLibrary, PHOTOS, reindex } from "../testing/fixtures";

describe("indexing the fixture photos", () => {
  let service: RecollectService;
  let before: Record<string, string>;

  beforeAll(async () => {
    before = fingerprint(PHOTOS);
    service = await indexedLibrary([PHOTOS]);
  });
  afterAll(() => closeAndDelete(service));

  const details = async (file: string) => {
    const answer = await service.handlers.search({ query: "", limit: 1000, showDuplicates: true });
    const hit = answer.results.find((r) => r.path === path.join(PHOTOS, file));
    if (!hit) throw new Error(`${file} was not indexed`);
    return service.handlers.photo({ id: hit.id });
  };

  it("records every photo's capture time and GPS as photos.json states them", async () => {
    const facts = fixtureFacts().filter((f) => f.kind !== "broken" && f.kind !== "ignored");
    expect(facts.length).toBeGreaterThan(5);
    for (const fact of facts) {
      const photo = await details(fact.file);
      // IMG_0100's EXIF says 14:12:30 where photos.json rounds to 14:12:00: compare to the minute.
      if (fact.taken) expect(photo.takenAt?.slice(0, 16), fact.file).toBe(fact.taken.slice(0, 16));
      if (fact.lat !== undefined) expect(photo.lat, fact.file).toBeCloseTo(fact.lat, 3);
      if (fact.lon !== undefined) expect(photo.lon, fact.file).toBeCloseTo(fact.lon, 3);
    }
    // No metadata at all: the date falls back to the file's mtime, and says so.
    const hubble = await details("hubble.jpg");
    expect([hubble.lat, hubble.lon, hubble.camera, hubble.takenSource]).toEqual([null, null, null, "mtime"]);
  });

  it("gives IMG_0004.jpg its size after EXIF orientation 6 (portrait 427 × 640)", async () => {
    const photo = await details("IMG_0004.jpg");
    expect({ width: photo.width, height: photo.height, orientation: photo.orientation }).toEqual({ width: 427, height: 640, orientation: 6 });
  });

  it("reads the XMP/IPTC description, keywords and camera", async () => {
    const photo = await details("IMG_0001.jpg");
    expect(photo.description).toBe("Eileen at the launch pad before the mission");
    expect(photo.keywords).toEqual(["NASA", "launch"]);
    expect(photo.camera).toBe("Canon EOS 5D");
    expect(photo.takenSource).toBe("exif");
  });

  it("writes a 256-px WebP thumbnail per photo into the library, upright", async () => {
    for (const file of ["IMG_0004.jpg", "large_coffee.jpg", "Screenshot 2025-03-01 at 10.02.11.png"]) {
      const photo = await details(file);
      const thumb = new URL(photo.thumbnailUrl);
      expect(thumb.protocol).toBe("file:");
      const meta = await sharp(decodeURIComponent(thumb.pathname)).metadata();
      expect(meta.format).toBe("webp");
      expect(Math.max(meta.width!, meta.height!)).toBe(256);
      // Same shape as the photo shown upright.
      expect(Math.sign(meta.width! - meta.height!)).toBe(Math.sign(photo.width - photo.height));
      expect(decodeURIComponent(thumb.pathname).startsWith(service.libraryDir)).toBe(true);
    }
  });

  it("records the three broken files with a reason each, and indexes everything else", async () => {
    const status = await service.handlers.indexStatus({});
    const reasons = Object.fromEntries(status.problems.map((p) => [path.basename(p.path), p.reason]));
    expect(Object.keys(reasons).sort()).toEqual(["broken_empty.jpg", "broken_not_an_image.jpg", "broken_truncated.jpg"]);
    expect(reasons["broken_empty.jpg"]).toMatch(/empty \(0 bytes\)/);
    expect(reasons["broken_not_an_image.jpg"]).toMatch(/Not an image/);
    expect(reasons["broken_truncated.jpg"]).toMatch(/damaged or cut short/);
    expect(status.photos).toBe(11);
  });

  it("lists notes.txt as unsupported, not as a problem or a photo", async () => {
    const status = await service.handlers.indexStatus({});
    expect(status.unsupported).toBe(1);
    expect(status.problems.some((p) => p.path.endsWith("notes.txt"))).toBe(false);
    const all = await service.handlers.search({ query: "", limit: 1000, showDuplicates: true });
    expect(all.results.some((r) => r.path.endsWith("notes.txt"))).toBe(false);
  });

  it("handles the unicode folder: the photo is indexed and its folder name is searchable", async () => {
    const photo = await details("Trips/Paris 2023 ✈/chat mignon.jpg");
    expect(photo.folder).toBe(PHOTOS);
    // It is a copy of IMG_0002.jpg, folded into it unless copies are asked for.
    const answer = await service.handlers.search({ query: "Paris", limit: 10, showDuplicates: true });
    const hit = answer.results.find((r) => r.name === "chat mignon.jpg");
    expect(hit?.reasons).toContain("taken in Paris");
    const byFolder = await service.handlers.search({ query: "trips 2023", limit: 10, showDuplicates: true });
    // The Paris days are a trip of their own (days away, however few photos), and the folder says so too.
    expect(byFolder.results.find((r) => r.name === "chat mignon.jpg")?.reasons).toEqual(["from the trips 2023", "in folder 'Trips'"]);
  });

  it("keeps a stable id per file and one row per file, also for identical copies", async () => {
    const all = await service.handlers.search({ query: "", limit: 1000, showDuplicates: true });
    expect(new Set(all.results.map((r) => r.id)).size).toBe(11);
    const again = await service.handlers.search({ query: "", limit: 1000, showDuplicates: true });
    expect(again.results.map((r) => r.id).sort()).toEqual(all.results.map((r) => r.id).sort());
  });

  it("does no decode work on a second run over unchanged files", async () => {
    const thumbs = (await service.handlers.search({ query: "", limit: 1000, showDuplicates: true })).results.map((r) => decodeURIComponent(new URL(r.thumbnailUrl).pathname));
    const mtimes = thumbs.map((t) => fs.statSync(t).mtimeMs);
    const final = await reindex(service);
    expect({ indexed: final.indexed, unchanged: final.unchanged, failed: final.failed }).toEqual({ indexed: 0, unchanged: 14, failed: 0 });
    expect(thumbs.map((t) => fs.statSync(t).mtimeMs)).toEqual(mtimes);
    expect((await service.handlers.indexStatus({})).photos).toBe(11);
  });

  it("never writes, moves or deletes a user's photo", () => {
    expect(fingerprint(PHOTOS)).toEqual(before);
  });
});

describe("re-indexing a folder that changed", () => {
  it("notices a file added, one that grew with its time kept, and one moved to a sub-folder, and nothing else", async () => {
    const photos = copyOfPhotos();
    const service = await indexedLibrary([photos]);
    try {
      const ids = async () => new Map((await service.handlers.search({ query: "", limit: 1000, showDuplicates: true })).results.map((r) => [path.relative(photos, r.path), r.id]));
      const first = await ids();
      fs.copyFileSync(path.join(PHOTOS, "IMG_0101.jpg"), path.join(photos, "added.jpg"));
      // Bytes after a JPEG's end are ignored by decoders: the photo grows, its time is put back.
      const grown = path.join(photos, "IMG_0002.jpg");
      const { atime, mtime } = fs.statSync(grown);
      fs.appendFileSync(grown, Buffer.alloc(100));
      fs.utimesSync(grown, atime, mtime);
      fs.mkdirSync(path.join(photos, "moved"));
      fs.renameSync(path.join(photos, "IMG_0003.jpg"), path.join(photos, "moved", "IMG_0003.jpg"));

      const progress = await reindex(service);
      expect({ indexed: progress.indexed, moved: progress.moved, removed: progress.removed }).toEqual({ indexed: 2, moved: 1, removed: 0 });
      const second = await ids();
      expect(second.get("added.jpg")).toBeDefined();
      expect(second.get(path.join("moved", "IMG_0003.jpg"))).toBe(first.get("IMG_0003.jpg"));
      expect(second.has("IMG_0003.jpg")).toBe(false);
      expect(second.size).toBe(first.size + 1);
    } finally {
      await closeAndDelete(service);
      fs.rmSync(path.dirname(photos), { recursive: true, force: true });
    }
  });

  it("picks up a changed file, forgets a deleted one and its thumbnail, and keeps the rest", async () => {
    const photos = copyOfPhotos();
    const service = await indexedLibrary([photos]);
    try {
      const byName = async () => Object.fromEntries((await service.handlers.search({ query: "", limit: 1000, showDuplicates: true })).results.map((r) => [r.name, r]));
      const first = await byName();
      const goneThumb = decodeURIComponent(new URL(first["hubble.jpg"]!.thumbnailUrl).pathname);
      expect(fs.existsSync(goneThumb)).toBe(true);

      fs.rmSync(path.join(photos, "hubble.jpg"));
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(path.join(photos, "IMG_0003.jpg"), later, later);
      // A broken file that gets fixed stops being a problem.
      fs.copyFileSync(path.join(photos, "IMG_0002.jpg"), path.join(photos, "broken_empty.jpg"));

      expect((await reindex(service)).indexed).toBe(2);
      const second = await byName();
      expect(second["hubble.jpg"]).toBeUndefined();
      expect(fs.existsSync(goneThumb)).toBe(false);
      expect(second["IMG_0003.jpg"]!.id).toBe(first["IMG_0003.jpg"]!.id);
      expect(second["broken_empty.jpg"]).toBeDefined();
      const status = await service.handlers.indexStatus({});
      expect(status.photos).toBe(11);
      expect(status.problems.map((p) => path.basename(p.path)).sort()).toEqual(["broken_not_an_image.jpg", "broken_truncated.jpg"]);
    } finally {
      await closeAndDelete(service);
      fs.rmSync(path.dirname(photos), { recursive: true, force: true });
    }
  });
});
