import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeAndDelete, indexedLibrary, PHOTOS, tempDir } from "../testing/fixtures";

describe("the timeline after a rename", () => {
  const photos = tempDir("timeline-rename");
  afterAll(() => fs.rmSync(photos, { recursive: true, force: true }));

  it("shows a renamed photo under its new name, as search does", async () => {
    fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), path.join(photos, "IMG_0001.jpg"));
    const service = await indexedLibrary([photos]);
    try {
      const names = async () => (await service.handlers.timelinePhotos({ offset: 0, limit: 10 })).map((p) => p.name);
      expect(await names()).toEqual(["IMG_0001.jpg"]);
      fs.renameSync(path.join(photos, "IMG_0001.jpg"), path.join(photos, "launch day.jpg"));
      await service.handlers.reindex({});
      await service.idle();
      expect((await service.handlers.search({ query: "", limit: 10 })).results.map((r) => r.name)).toEqual(["launch day.jpg"]);
      expect(await names()).toEqual(["launch day.jpg"]);
    } finally {
      await closeAndDelete(service);
    }
  });
});
