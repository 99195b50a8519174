import fs from "node:fs";
import path from "node:path";
import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { call } from "./dispatch";
import type { RecollectService } from "./service";
import { closeAndDelete, fingerprint, indexedLibrary, PHOTOS, tempDir } from "../testing/fixtures";
import { Collections } from "../library/collections";

const idsByName = async (service: RecollectService) => new Map((await call(service.handlers, "timelinePhotos", { offset: 0 })).map((p) => [p.name, p.id]));
const names = async (service: RecollectService, query: string) => (await call(service.handlers, "search", { query })).results.map((r) => r.name).sort();

describe("favourites and albums", () => {
  it("are kept by the engine, survive reopening, and are searched with the rest of a query", async () => {
    const service = await indexedLibrary([PHOTOS]);
    const before = fingerprint(PHOTOS);
    try {
      const id = await idsByName(service);
      await call(service.handlers, "setFavourite", { ids: [id.get("IMG_0002.jpg")!, id.get("IMG_0003.jpg")!, id.get("IMG_0001.jpg")!], on: true });
      expect(await names(service, "favourites")).toEqual(["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg"]);
      expect(await names(service, "favourites from Paris")).toEqual(["IMG_0002.jpg"]);
      const answer = await call(service.handlers, "search", { query: "my favourites from Seattle" });
      expect(answer.interpretation.chips.map((c) => [c.kind, c.label])).toEqual([["album", "Favourites"], ["place", "Seattle"]]);
      // Removing the chip searches without it.
      const dropped = await call(service.handlers, "search", { query: "my favourites from Seattle", drop: ["favourites"] });
      expect(dropped.interpretation.chips.map((c) => c.kind)).toEqual(["place"]);
      expect(dropped.results.map((r) => r.name).sort()).toEqual(await names(service, "from Seattle"));

      const album = await call(service.handlers, "createAlbum", { name: "Kyoto best", photoIds: [id.get("IMG_0004.jpg")!, id.get("IMG_0001.jpg")!] });
      expect(album).toMatchObject({ kind: "manual", photos: 2 });
      expect(await names(service, "album Kyoto best")).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
      expect(await names(service, "favourites in the Kyoto best album")).toEqual(["IMG_0001.jpg"]);
      await call(service.handlers, "removeFromAlbum", { id: album.id, photoIds: [id.get("IMG_0004.jpg")!] });
      await call(service.handlers, "renameAlbum", { id: album.id, name: "Launch" });
      expect(await names(service, "album launch")).toEqual(["IMG_0001.jpg"]);
      await expect(call(service.handlers, "createAlbum", { name: "launch" })).rejects.toMatchObject({ code: "invalid_input", message: "There is already an album called “Launch”." });
      await expect(call(service.handlers, "addToAlbum", { id: album.id, photoIds: ["0000000000000000"] })).rejects.toMatchObject({ code: "not_found" });

      // A smart album is its search, answered again as the library changes.
      const smart = await call(service.handlers, "createAlbum", { name: "Paris", query: "photos from Paris" });
      // Every copy of a picture is in it: an album lists files, not the answer's folded results.
      expect(smart).toMatchObject({ kind: "smart", photos: (await call(service.handlers, "search", { query: "photos from Paris", showDuplicates: true })).results.length });
      await expect(call(service.handlers, "addToAlbum", { id: smart.id, photoIds: [id.get("IMG_0001.jpg")!] })).rejects.toMatchObject({ code: "invalid_input" });
      const timeline = await call(service.handlers, "timeline", { filter: { collection: `album:${smart.id}` } });
      expect(timeline.total).toBe(smart.photos);
      expect((await call(service.handlers, "timeline", { filter: { collection: "favourites" } })).total).toBe(3);

      const listed = await call(service.handlers, "collections", {});
      expect(listed.albums.map((a) => a.name)).toEqual(["Launch", "Paris"]);
      expect(fingerprint(PHOTOS)).toEqual(before);
      const reopened = await Collections.open(service.libraryDir);
      expect(reopened.favourites().length).toBe(3);
    } finally {
      await closeAndDelete(service);
    }
  });

  it("show an album by date taken, newest or oldest first as the user chose; the choice is kept with the album", async () => {
    const service = await indexedLibrary([PHOTOS]);
    try {
      const dated = (await call(service.handlers, "timelinePhotos", { offset: 0 })).filter((p) => p.takenAt).slice(0, 4);
      expect(dated.length).toBe(4);
      const album = await call(service.handlers, "createAlbum", { name: "Trip", photoIds: [dated[2]!.id, dated[0]!.id, dated[3]!.id, dated[1]!.id] });
      expect(album.order).toBe("newest");
      const shown = async () => (await call(service.handlers, "timelinePhotos", { filter: { collection: `album:${album.id}` }, offset: 0 })).map((p) => p.id);
      expect(await shown()).toEqual(dated.map((p) => p.id));

      expect(await call(service.handlers, "setAlbumOrder", { id: album.id, order: "oldest" })).toMatchObject({ order: "oldest", photos: 4 });
      expect(await shown()).toEqual(dated.map((p) => p.id).reverse());
      const months = (await call(service.handlers, "timeline", { filter: { collection: `album:${album.id}` } })).months.map((m) => m.key);
      expect(months).toEqual([...months].sort());
      expect((await Collections.open(service.libraryDir)).album(album.id).order).toBe("oldest");

      await expect(call(service.handlers, "setAlbumOrder", { id: album.id, order: "random" as never })).rejects.toMatchObject({ code: "invalid_input" });
      await call(service.handlers, "deleteAlbum", { id: album.id });
      await expect(call(service.handlers, "setAlbumOrder", { id: album.id, order: "newest" })).rejects.toMatchObject({ code: "not_found", message: "That album is no longer there." });
    } finally {
      await closeAndDelete(service);
    }
  });

  it("travel in the learning file, and a file whose albums are damaged is refused whole", async () => {
    const from = await indexedLibrary([PHOTOS]);
    const to = await indexedLibrary([PHOTOS]);
    try {
      const id = await idsByName(from);
      await call(from.handlers, "setFavourite", { ids: [id.get("IMG_0002.jpg")!], on: true });
      await call(from.handlers, "createAlbum", { name: "Trip", photoIds: [id.get("IMG_0003.jpg")!] });
      const exported = await call(from.handlers, "exportLearning", {});
      expect(exported).toMatchObject({ favourites: 1, albums: 1 });
      const damaged = { ...exported.document, collections: { favourites: ["nope"], albums: [] } };
      await expect(call(to.handlers, "importLearning", { document: damaged })).rejects.toMatchObject({ code: "invalid_input", message: expect.stringContaining("damaged") });
      expect((await call(to.handlers, "collections", {})).albums).toEqual([]);
      await expect(call(to.handlers, "importLearning", { document: { ...exported.document, version: 3 } })).rejects.toMatchObject({ message: expect.stringContaining("newer Recollect") });
      expect(await call(to.handlers, "importLearning", { document: exported.document })).toMatchObject({ favourites: 1, albums: 1 });
      expect(await names(to, "album trip")).toEqual(["IMG_0003.jpg"]);
    } finally {
      await closeAndDelete(from);
      await closeAndDelete(to);
    }
  });
});

describe("copying to a folder through the contract", () => {
  it("runs as a job with progress, strips the location when asked, and answers a bad folder at once", async () => {
    const service = await indexedLibrary([PHOTOS]);
    const to = tempDir("export");
    const before = fingerprint(PHOTOS);
    try {
      const id = await idsByName(service);
      const ids = [id.get("IMG_0001.jpg")!, id.get("IMG_0002.jpg")!];
      let job = await call(service.handlers, "exportPhotos", { ids, folder: to, mode: "jpeg", longSide: 300, location: "strip" });
      expect(job).toMatchObject({ state: "running", total: 2 });
      while (job.state === "running") {
        await new Promise((resolve) => setTimeout(resolve, 20));
        job = await call(service.handlers, "exportStatus", { id: job.id });
      }
      expect(job).toMatchObject({ state: "done", done: 2, error: null });
      expect(job.written.map((f) => path.basename(f))).toEqual(["IMG_0001.jpg", "IMG_0002.jpg"]);
      for (const file of job.written) expect(await exifr.gps(file)).toBeUndefined();
      expect(fingerprint(PHOTOS)).toEqual(before);
      await expect(call(service.handlers, "exportPhotos", { ids, folder: path.join(to, "missing"), mode: "original", location: "keep" })).rejects.toMatchObject({ code: "folder_not_found", hint: expect.any(String) });
      await expect(call(service.handlers, "openPhoto", { id: ids[0] })).rejects.toMatchObject({ code: "unsupported" });
    } finally {
      await closeAndDelete(service, to);
    }
  });
});
