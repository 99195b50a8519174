import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import type { RecollectService } from "../api/service";
import { closeAndDelete, copyOfPhotos, indexedLibrary, PHOTOS } from "../testing/fixtures";
import { mountForTest, unmount } from "../testing/mounts";
import { ignoredIn } from "./watcher";
import { eventually } from "../testing/eventually";

/** Every photo's id by its path, and the library folder it is counted in. */
async function photos(service: RecollectService): Promise<Map<string, { id: string; folder: string }>> {
  const all = await service.handlers.search({ query: "", limit: 1000, showDuplicates: true });
  const out = new Map<string, { id: string; folder: string }>();
  for (const r of all.results) out.set(r.path, { id: r.id, folder: (await service.handlers.photo({ id: r.id })).folder });
  return out;
}

const folderList = async (service: RecollectService) => (await call(service.handlers, "listFolders", {})).map((f) => [f.path, f.photos]);

describe("library folders inside one another", () => {
  let dir: string;
  let trips: string;
  let service: RecollectService;
  const open = async (folders: (all: string) => string[]) => {
    dir = copyOfPhotos();
    trips = path.join(dir, "Trips");
    service = await indexedLibrary(folders(dir), { watch: { settleMs: 150 } });
  };
  afterEach(async () => {
    await closeAndDelete(service);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("a folder added inside one already in the library is listed beside it, and no photo is indexed twice", async () => {
    await open((all) => [all]);
    const before = await photos(service);
    await call(service.handlers, "addFolder", { path: path.join(dir, "Trips") });
    await service.idle();
    expect(await folderList(service)).toEqual([[dir, 11], [trips, 1]]);
    const after = await photos(service);
    expect(after.size).toBe(11);
    expect(new Map([...after].map(([file, p]) => [file, p.id]))).toEqual(new Map([...before].map(([file, p]) => [file, p.id])));
    expect(after.get(path.join(trips, "Paris 2023 ✈", "chat mignon.jpg"))?.folder).toBe(trips);
  });

  it("a folder added around one already in the library is listed beside it, and no photo is indexed twice", async () => {
    await open((all) => [path.join(all, "Trips")]);
    const [tripPhoto, { id }] = [...(await photos(service))][0]!;
    await call(service.handlers, "addFolder", { path: dir });
    await service.idle();
    expect(await folderList(service)).toEqual([[trips, 1], [dir, 11]]);
    const after = await photos(service);
    expect(after.size).toBe(11);
    expect(after.get(tripPhoto)).toEqual({ id, folder: trips });
  });

  it("removing the outer folder leaves the inner one in the library, with its photos, and watched", async () => {
    await open((all) => [all, path.join(all, "Trips")]);
    expect(await call(service.handlers, "removeFolder", { path: dir })).toEqual({ removedPhotos: 10 });
    expect(await folderList(service)).toEqual([[trips, 1]]);
    fs.copyFileSync(path.join(PHOTOS, "IMG_0004.jpg"), path.join(trips, "new rocket.jpg"));
    await eventually(async () => expect([...(await photos(service)).keys()].sort()).toEqual([path.join(trips, "Paris 2023 ✈", "chat mignon.jpg"), path.join(trips, "new rocket.jpg")]));
    expect(await folderList(service)).toEqual([[trips, 2]]);
  });

  it("removing the inner folder leaves its photos in the outer one, with their ids, and still watched", async () => {
    await open((all) => [all, path.join(all, "Trips")]);
    const before = await photos(service);
    expect(await call(service.handlers, "removeFolder", { path: trips })).toEqual({ removedPhotos: 0 });
    await service.idle();
    expect(await folderList(service)).toEqual([[dir, 11]]);
    const after = await photos(service);
    expect([...after.values()].every((p) => p.folder === dir)).toBe(true);
    expect([...after.values()].map((p) => p.id).sort()).toEqual([...before.values()].map((p) => p.id).sort());
    fs.copyFileSync(path.join(PHOTOS, "IMG_0004.jpg"), path.join(trips, "new rocket.jpg"));
    await eventually(async () => expect((await photos(service)).get(path.join(trips, "new rocket.jpg"))?.folder).toBe(dir));
  });
});

describe("the system's pseudo-filesystems", () => {
  let service: RecollectService | null = null;
  afterEach(async () => {
    if (service) await closeAndDelete(service);
    service = null;
  });

  it("are never scanned or watched, even mounted inside a library folder", async ({ onTestFinished, skip }) => {
    const dir = copyOfPhotos();
    const proc = path.join(dir, "proc view");
    fs.mkdirSync(proc);
    const mounted = mountForTest(["-t", "proc", "proc", proc], "the pseudo-filesystem test");
    onTestFinished(async () => {
      if (service) await closeAndDelete(service);
      service = null;
      // Unmounted before anything is deleted: a delete must never reach into the kernel's files.
      if (mounted) unmount(proc);
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    });
    if (!mounted) skip("mount is not permitted here");
    expect(await ignoredIn(dir)).toContain(proc);
    expect(await ignoredIn(proc)).toBeNull();
    expect(await ignoredIn("/")).toEqual(expect.arrayContaining(["/proc", "/sys", "/dev"]));
    service = await indexedLibrary([dir], { watch: { settleMs: 150 } });
    const status = await call(service.handlers, "indexStatus", {});
    // Listed, /proc's tens of thousands of entries would be "unsupported files"; only notes.txt is.
    expect([status.photos, status.unsupported, status.problems.length]).toEqual([11, 1, 3]);
  });

  it("are refused as library folders, saying why", async () => {
    service = await indexedLibrary([]);
    for (const folder of ["/proc", "/proc/self", "/sys/kernel", "/dev"]) {
      await expect(service.handlers.addFolder({ path: folder }), folder).rejects.toMatchObject({ code: "unsupported", message: expect.stringContaining("not a folder of files") });
    }
    expect(await call(service.handlers, "listFolders", {})).toEqual([]);
  });
});
