import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PhotoDetails } from "../api/contract";
import type { RecollectService } from "../api/service";
import { closeAndDelete, copyOfPhotos, detailsByName, fingerprint, indexedLibrary, PHOTOS, tempDir } from "../testing/fixtures";
import { eventually } from "../testing/eventually";

/** Photos by their path inside the (one) library folder. */
async function photosByName(service: RecollectService): Promise<Map<string, PhotoDetails>> {
  const root = (await service.handlers.listFolders({}))[0]!.path;
  return detailsByName(service, (file) => path.relative(root, file));
}

describe("watching a library folder", () => {
  let photos: string;
  let service: RecollectService;

  beforeEach(async () => {
    photos = copyOfPhotos();
    service = await indexedLibrary([photos], { watch: { settleMs: 150 } });
  });
  afterEach(async () => {
    await closeAndDelete(service);
    fs.rmSync(path.dirname(photos), { recursive: true, force: true });
  });

  it("indexes an added photo within seconds, without being asked", async () => {
    const started = Date.now();
    fs.copyFileSync(path.join(PHOTOS, "IMG_0004.jpg"), path.join(photos, "new rocket.jpg"));
    const added = await eventually(async () => {
      const photo = (await photosByName(service)).get("new rocket.jpg");
      expect(photo).toBeDefined();
      return photo!;
    });
    expect(added.takenAt).toBe("2024-07-16T13:32:00");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("keeps a renamed photo's id, its event and its groups, and finds it under the new name", async () => {
    const before = (await photosByName(service)).get("IMG_0002.jpg")!;
    fs.renameSync(path.join(photos, "IMG_0002.jpg"), path.join(photos, "Chelsea on the sofa.jpg"));
    const after = await eventually(async () => {
      const photo = (await photosByName(service)).get("Chelsea on the sofa.jpg");
      expect(photo).toBeDefined();
      return photo!;
    });
    expect(after.id).toBe(before.id);
    expect([after.duplicateGroup, after.eventId, after.takenAt]).toEqual([before.duplicateGroup, before.eventId, before.takenAt]);
    expect((await photosByName(service)).has("IMG_0002.jpg")).toBe(false);
    const answer = await service.handlers.search({ query: "sofa", limit: 5 });
    expect(answer.results.map((r) => r.id)).toEqual([before.id]);
  });

  it("keeps a photo's id when it moves into another folder, and when a whole folder is renamed", async () => {
    const cat = (await photosByName(service)).get("Trips/Paris 2023 ✈/chat mignon.jpg")!;
    const coffee = (await photosByName(service)).get("IMG_0003.jpg")!;
    fs.mkdirSync(path.join(photos, "2025", "Seattle"), { recursive: true });
    fs.renameSync(path.join(photos, "IMG_0003.jpg"), path.join(photos, "2025", "Seattle", "IMG_0003.jpg"));
    fs.renameSync(path.join(photos, "Trips"), path.join(photos, "Voyages"));
    await eventually(async () => {
      const now = await photosByName(service);
      expect(now.get("2025/Seattle/IMG_0003.jpg")?.id).toBe(coffee.id);
      expect(now.get("Voyages/Paris 2023 ✈/chat mignon.jpg")?.id).toBe(cat.id);
      expect(now.has("IMG_0003.jpg") || now.has("Trips/Paris 2023 ✈/chat mignon.jpg")).toBe(false);
    });
    expect((await service.handlers.search({ query: "Voyages", limit: 5 })).results.map((r) => r.id)).toEqual([cat.id]);
  });

  it("recognises a move whose delete and create arrive seconds apart (a slow cross-device move)", async () => {
    const rocket = (await photosByName(service)).get("IMG_0004.jpg")!;
    const parked = path.join(path.dirname(photos), "IMG_0004.jpg");
    fs.renameSync(path.join(photos, "IMG_0004.jpg"), parked);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await service.idle();
    fs.mkdirSync(path.join(photos, "Launches"));
    fs.renameSync(parked, path.join(photos, "Launches", "IMG_0004.jpg"));
    await eventually(async () => expect((await photosByName(service)).get("Launches/IMG_0004.jpg")?.id).toBe(rocket.id));
  });

  it("re-reads a changed photo under the same id, and forgets a deleted one", async () => {
    const before = await photosByName(service);
    // Replace the coffee's pixels with the rocket's: the same file, new contents.
    fs.copyFileSync(path.join(PHOTOS, "IMG_0004.jpg"), path.join(photos, "IMG_0003.jpg"));
    fs.rmSync(path.join(photos, "hubble.jpg"));
    await eventually(async () => {
      const now = await photosByName(service);
      expect(now.get("IMG_0003.jpg")?.takenAt).toBe("2024-07-16T13:32:00");
      expect(now.get("IMG_0003.jpg")?.id).toBe(before.get("IMG_0003.jpg")!.id);
      expect(now.has("hubble.jpg")).toBe(false);
    });
  });

  it("stops watching a removed folder and removes its rows, never its files", async () => {
    const files = fingerprint(photos);
    const { removedPhotos } = await service.handlers.removeFolder({ path: photos });
    expect(removedPhotos).toBe(11);
    fs.copyFileSync(path.join(PHOTOS, "IMG_0004.jpg"), path.join(photos, "late.jpg"));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await service.idle();
    expect((await service.handlers.indexStatus({})).photos).toBe(0);
    fs.rmSync(path.join(photos, "late.jpg"));
    expect(fingerprint(photos)).toEqual(files);
  });
});

describe("identity across re-indexing without a watcher", () => {
  it("a photo renamed while the app was closed keeps its id on the next scan", async () => {
    const photos = copyOfPhotos();
    const library = tempDir("library");
    try {
      let service = await indexedLibrary([photos], { libraryDir: library });
      const id = (await photosByName(service)).get("IMG_0001.jpg")!.id;
      await service.close();
      fs.renameSync(path.join(photos, "IMG_0001.jpg"), path.join(photos, "Eileen.jpg"));
      service = await indexedLibrary([], { libraryDir: library, indexOnOpen: true });
      const after = await photosByName(service);
      expect(after.get("Eileen.jpg")?.id).toBe(id);
      expect(after.has("IMG_0001.jpg")).toBe(false);
      await closeAndDelete(service);
    } finally {
      fs.rmSync(path.dirname(photos), { recursive: true, force: true });
    }
  });
});

describe("a library kept inside a watched photo folder", () => {
  it("does not index its own thumbnails, however often they are written", async () => {
    const photos = copyOfPhotos();
    const service = await indexedLibrary([photos], { libraryDir: path.join(photos, "Recollect library"), watch: { settleMs: 100 } });
    try {
      fs.copyFileSync(path.join(PHOTOS, "IMG_0004.jpg"), path.join(photos, "one more.jpg"));
      await eventually(async () => expect((await service.handlers.indexStatus({})).photos).toBe(12));
      await new Promise((resolve) => setTimeout(resolve, 800));
      await service.idle();
      const status = await service.handlers.indexStatus({});
      expect(status.photos).toBe(12);
      expect(status.problems.every((p) => !p.path.includes("Recollect library"))).toBe(true);
    } finally {
      await service.close();
      fs.rmSync(path.dirname(photos), { recursive: true, force: true });
    }
  });
});
