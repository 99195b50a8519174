import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { call } from "./dispatch";
import { closeAndDelete, copyOfPhotos, indexedLibrary, PHOTOS, ROOT, tempDir } from "../testing/fixtures";

describe("handing photos to other apps", () => {
  it("puts one photo, upright and at most 4096 px, on the clipboard as a PNG; says why for a video, a file gone, or a door with no clipboard", async () => {
    const photos = copyOfPhotos();
    fs.copyFileSync(path.join(ROOT, "electron", "testing", "formats", "IMG_2002.mov"), path.join(photos, "IMG_2002.mov"));
    const copied: Buffer[] = [];
    const desktop = await indexedLibrary([photos], { copyImage: async (png) => void copied.push(png) });
    const browser = await indexedLibrary([photos]);
    try {
      const all = await call(desktop.handlers, "timelinePhotos", { offset: 0 });
      const photo = all.find((p) => p.name === "IMG_0003.jpg")!;
      const answer = await call(desktop.handlers, "copyImage", { id: photo.id });
      expect(answer.copied).toBe(true);
      expect(copied).toHaveLength(1);
      const meta = await sharp(copied[0]!).metadata();
      expect(meta.format).toBe("png");
      expect([meta.width, meta.height]).toEqual([answer.width, answer.height]);
      expect(Math.max(answer.width, answer.height)).toBeLessThanOrEqual(4096);

      const video = all.find((p) => p.name === "IMG_2002.mov")!;
      await expect(call(desktop.handlers, "copyImage", { id: video.id })).rejects.toMatchObject({ code: "unsupported", message: "IMG_2002.mov is a video; only a picture can go on the clipboard." });
      await expect(call(browser.handlers, "copyImage", { id: photo.id })).rejects.toMatchObject({ code: "unsupported" });

      fs.rmSync(path.join(photos, "IMG_0003.jpg"));
      await expect(call(desktop.handlers, "copyImage", { id: photo.id })).rejects.toMatchObject({ code: "not_found", message: `${path.join(photos, "IMG_0003.jpg")} is no longer there.` });
      expect(copied).toHaveLength(1);
    } finally {
      await closeAndDelete(browser);
      await closeAndDelete(desktop, path.dirname(photos));
    }
  });

  it("drags the selected photos' files out with a picture of the first; a browser is told to download instead", async () => {
    const photos = copyOfPhotos();
    const drags: Array<{ files: string[]; icon: Buffer }> = [];
    const desktop = await indexedLibrary([photos], { startDrag: (files, icon) => void drags.push({ files, icon }) });
    const browser = await indexedLibrary([photos]);
    try {
      const all = await call(desktop.handlers, "timelinePhotos", { offset: 0 });
      const chosen = all.filter((p) => p.name === "IMG_0001.jpg" || p.name === "IMG_0004.jpg");
      expect(await call(desktop.handlers, "dragOut", { ids: chosen.map((p) => p.id) })).toEqual({ started: true, files: 2 });
      expect(drags[0]!.files.sort()).toEqual([path.join(photos, "IMG_0001.jpg"), path.join(photos, "IMG_0004.jpg")]);
      const icon = await sharp(drags[0]!.icon).metadata();
      expect(icon.format).toBe("png");
      expect(Math.max(icon.width!, icon.height!)).toBeLessThanOrEqual(96);

      await expect(call(desktop.handlers, "dragOut", { ids: [] })).rejects.toMatchObject({ code: "invalid_input" });
      await expect(call(browser.handlers, "dragOut", { ids: [chosen[0]!.id] })).rejects.toMatchObject({ code: "unsupported", hint: "In a browser, a dragged photo is downloaded instead." });
      // The originals are where they were: the other app copies them.
      expect(fs.existsSync(path.join(photos, "IMG_0001.jpg"))).toBe(true);
    } finally {
      await closeAndDelete(browser);
      await closeAndDelete(desktop, path.dirname(photos));
    }
  });

  it.skipIf(process.platform === "win32")("neither copies nor drags out a photo swapped for a link to another picture of its size and time", async () => {
    const photos = copyOfPhotos();
    const elsewhere = tempDir("desktop-elsewhere");
    const copied: Buffer[] = [];
    const drags: string[][] = [];
    const desktop = await indexedLibrary([photos], { copyImage: async (png) => void copied.push(png), startDrag: (files) => void drags.push(files) });
    try {
      const photo = (await call(desktop.handlers, "timelinePhotos", { offset: 0 })).find((p) => p.name === "IMG_0003.jpg")!;
      const file = path.join(photos, "IMG_0003.jpg");
      // Another picture, padded to the photo's size and given its time by `touch -r`.
      const other = path.join(elsewhere, "other.jpg");
      const picture = fs.readFileSync(path.join(PHOTOS, "IMG_0101.jpg"));
      fs.writeFileSync(other, Buffer.concat([picture, Buffer.alloc(fs.statSync(file).size - picture.length)]));
      execFileSync("touch", ["-r", file, other]);
      fs.rmSync(file);
      fs.symlinkSync(other, file);

      const refused = { code: "not_found", message: expect.stringContaining(`${file} is another file now`) };
      await expect(call(desktop.handlers, "copyImage", { id: photo.id })).rejects.toMatchObject(refused);
      await expect(call(desktop.handlers, "dragOut", { ids: [photo.id] })).rejects.toMatchObject(refused);
      expect([copied, drags]).toEqual([[], []]);
    } finally {
      await closeAndDelete(desktop, path.dirname(photos), elsewhere);
    }
  });
});
