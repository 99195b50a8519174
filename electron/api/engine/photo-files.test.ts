import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoRow } from "../../store/store";
import { closeAndDelete, copyOfPhotos, indexedLibrary } from "../../testing/fixtures";
import type { RecollectService } from "../service";
import { PhotoFiles } from "./photo-files";

describe("the file behind a photo id", () => {
  let service: RecollectService;
  let photos: string;
  let rows: PhotoRow[];
  beforeAll(async () => {
    photos = copyOfPhotos();
    service = await indexedLibrary([photos]);
    rows = [];
    for (const id of (await service.handlers.search({ query: "", limit: 100, showDuplicates: true })).results.map((r) => r.id)) rows.push((await service.store.photo(id))!);
  });
  afterAll(() => closeAndDelete(service, photos));

  it("is nothing for an id that is not one, or that no photo has, whatever the variant", async () => {
    const files = new PhotoFiles(service.libraryDir, service.store, () => true);
    // An id is 16 hex digits of a hash of the file's path: one with a letter, whose capitals are no id.
    const id = rows.find((row) => /[a-f]/.test(row.id))!.id;
    for (const asked of ["../../etc/passwd", "", id.toUpperCase(), `${id}0`, id.slice(1), "0123456789abcdef"]) {
      for (const variant of ["thumbnail", "display", "original"] as const) expect(await files.photoFile(asked, variant), `${asked} ${variant}`).toBeNull();
    }
  });

  it("is the file indexed for an original, with its type and its identity to check when it is opened", async () => {
    const files = new PhotoFiles(service.libraryDir, service.store, () => false);
    const jpeg = rows.find((r) => r.name === "IMG_0001.jpg")!;
    const png = rows.find((r) => r.name.endsWith(".png"))!;
    expect(await files.photoFile(jpeg.id, "original")).toMatchObject({ path: jpeg.path, mime: "image/jpeg", indexed: expect.objectContaining({ path: jpeg.path }) });
    expect((await files.photoFile(png.id, "original"))?.mime).toBe("image/png");
    // A browser shows a JPEG itself: its display copy is the original.
    expect((await files.photoFile(jpeg.id, "display"))?.path).toBe(jpeg.path);
  });

  it("is the library's thumbnail, whether or not the search index holds the photo", async () => {
    const row = rows.find((r) => r.thumb)!;
    for (const indexed of [true, false]) {
      const file = await new PhotoFiles(service.libraryDir, service.store, () => indexed).photoFile(row.id, "thumbnail");
      expect(file).toEqual({ path: path.join(service.libraryDir, row.thumb!), mime: "image/webp" });
      expect(fs.statSync(file!.path).isFile()).toBe(true);
    }
  });
});
