import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "./contract";
import { call, dispatch } from "./dispatch";
import { METHODS } from "./methods";
import type { RecollectService } from "./service";
import { closeAndDelete, copyOfPhotos, fingerprint, indexedLibrary, PHOTOS } from "../testing/fixtures";

describe("the contract", () => {
  it("names the same calls in the preload's list as in the contract", () => {
    expect([...METHODS].sort()).toEqual(Object.keys(contract).sort());
  });
});

describe("calling the engine with bad input", () => {
  let service: RecollectService;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
  });
  afterAll(() => closeAndDelete(service));

  const error = async (method: unknown, input: unknown) => {
    const envelope = await dispatch(service.handlers, method, input);
    if (envelope.ok) throw new Error(`${String(method)} accepted ${JSON.stringify(input)}`);
    return envelope.error;
  };

  it("answers every malformed call with a typed error, never a throw", async () => {
    const cases: [unknown, unknown][] = [
      ["search", { query: 42 }],
      ["search", { query: "x", limit: 0 }],
      ["search", { query: "x".repeat(1001) }],
      ["search", { query: "x", sneaky: true }],
      ["search", "not an object"],
      ["photo", { id: "../../etc/passwd" }],
      ["addFolder", {}],
      ["addFolder", { path: "   " }],
      ["removeFolder", { path: 7 }],
      ["thumbnailUrl", null],
    ];
    for (const [method, input] of cases) {
      const wire = await error(method, input);
      expect(wire.code, `${String(method)} ${JSON.stringify(input)}`).toBe("invalid_input");
      expect(wire.message.length).toBeGreaterThan(5);
    }
  });

  it("names unknown calls, including ones that look like object internals", async () => {
    for (const name of ["deleteEverything", "__proto__", "constructor", 12, null]) {
      expect((await error(name, {})).code).toBe("unknown_method");
    }
  });

  it("refuses folders that do not exist and files, saying what to do", async () => {
    const missing = await error("addFolder", { path: "/no/such/folder" });
    expect(missing).toMatchObject({ code: "folder_not_found", message: "There is no folder at /no/such/folder." });
    expect(missing.hint).toMatch(/typos/);
    expect(await error("addFolder", { path: path.join(PHOTOS, "IMG_0001.jpg") })).toMatchObject({ code: "not_a_folder" });
    expect(await error("removeFolder", { path: "/not/in/library" })).toMatchObject({ code: "not_found" });
  });

  it("says plainly when a photo id is not in the library", async () => {
    expect(await error("photo", { id: "0123456789abcdef" })).toMatchObject({ code: "not_found" });
    expect(await error("thumbnailUrl", { id: "0123456789abcdef" })).toMatchObject({ code: "not_found" });
  });

  it("explains that the folder dialog needs the desktop app", async () => {
    expect(await error("chooseFolder", {})).toMatchObject({ code: "unsupported", hint: "Type or paste the folder's path instead." });
  });

  it("hands the photo:// protocol and serve a file only for the id of an indexed photo", async () => {
    const [hit] = (await call(service.handlers, "search", { query: "launch" })).results;
    expect(await service.photoFile(hit!.id, "original")).toMatchObject({ path: path.join(PHOTOS, "IMG_0001.jpg"), mime: "image/jpeg" });
    const thumb = await service.photoFile(hit!.id, "thumbnail");
    expect(thumb?.mime).toBe("image/webp");
    expect(thumb?.path.startsWith(service.libraryDir)).toBe(true);
    for (const id of ["0123456789abcdef", "../../etc/passwd", path.join(PHOTOS, "IMG_0001.jpg"), ""]) {
      expect(await service.photoFile(id, "original"), id).toBeNull();
    }
  });

  it("adds the same folder twice as one folder", async () => {
    const again = await call(service.handlers, "addFolder", { path: `${PHOTOS}/` });
    await service.idle();
    expect(again.path).toBe(PHOTOS);
    expect(await call(service.handlers, "listFolders", {})).toHaveLength(1);
  });
});

describe("removing a folder", () => {
  it("removes its photos and thumbnails from the library and leaves the files alone", async () => {
    const photos = copyOfPhotos();
    const before = fingerprint(photos);
    const service = await indexedLibrary([photos]);
    try {
      const thumbs = path.join(service.libraryDir, "thumbs");
      expect(fs.readdirSync(thumbs, { recursive: true }).filter((f) => String(f).endsWith(".webp"))).toHaveLength(11);
      expect(await call(service.handlers, "removeFolder", { path: photos })).toEqual({ removedPhotos: 11 });
      const status = await call(service.handlers, "indexStatus", {});
      expect([status.photos, status.folders.length, status.problems.length]).toEqual([0, 0, 0]);
      expect(fs.readdirSync(thumbs, { recursive: true }).filter((f) => String(f).endsWith(".webp"))).toHaveLength(0);
      expect(fingerprint(photos)).toEqual(before);
    } finally {
      await closeAndDelete(service);
      fs.rmSync(path.dirname(photos), { recursive: true, force: true });
    }
  });

  it("a parent folder added later is listed beside its child, without duplicates", async () => {
    const service = await indexedLibrary([path.join(PHOTOS, "Trips")]);
    try {
      await call(service.handlers, "addFolder", { path: PHOTOS });
      await service.idle();
      const folders = await call(service.handlers, "listFolders", {});
      expect(folders.map((f) => [f.path, f.photos])).toEqual([[path.join(PHOTOS, "Trips"), 1], [PHOTOS, 11]]);
      expect(await service.store.countPhotos()).toBe(11);
    } finally {
      await closeAndDelete(service);
    }
  });
});
