import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { PHOTOS } from "../../testing/fixtures";
import { fileIdOf, mtimeMsOf, type IndexedFile } from "../safe-open";
import { ExportError, exportPhotos, type ExportItem } from "./export-photos";
import { stripJpegLocation } from "./strip-location";

/** A file as the library records it when indexing. */
function indexedAt(file: string): IndexedFile {
  const stat = fs.statSync(file, { bigint: true });
  return { path: file, bytes: Number(stat.size), mtimeMs: mtimeMsOf(stat), fileId: fileIdOf(stat) };
}
const located = (name: string): ExportItem => ({ ...indexedAt(path.join(PHOTOS, name)), name, format: "jpeg", located: true });
const hash = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
const made: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-export-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("removing a JPEG's location", () => {
  it("empties the GPS directory and keeps the capture time and every byte of the image", async () => {
    const original = fs.readFileSync(path.join(PHOTOS, "IMG_0001.jpg"));
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(28.5729, 3) });
    const stripped = stripJpegLocation(original);
    expect(await exifr.gps(stripped)).toBeUndefined();
    expect((await exifr.parse(stripped, { gps: true })).DateTimeOriginal).toEqual((await exifr.parse(original)).DateTimeOriginal);
    const scan = (b: Buffer) => b.subarray(b.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(stripped).equals(scan(original))).toBe(true);
  });
});

describe("copying photos to a folder", () => {
  it("copies originals byte for byte, never over a file already there, and leaves the originals as they were", async () => {
    const to = folder();
    fs.writeFileSync(path.join(to, "IMG_0001.jpg"), "someone else's file");
    const before = hash(path.join(PHOTOS, "IMG_0001.jpg"));
    const result = await exportPhotos([located("IMG_0001.jpg"), located("IMG_0002.jpg")], { folder: to, mode: "original", location: "keep" });
    expect(result.written.map((f) => path.basename(f))).toEqual(["IMG_0001 (2).jpg", "IMG_0002.jpg"]);
    expect(hash(result.written[0]!)).toBe(before);
    expect(fs.readFileSync(path.join(to, "IMG_0001.jpg"), "utf8")).toBe("someone else's file");
    expect(hash(path.join(PHOTOS, "IMG_0001.jpg"))).toBe(before);
    expect(fs.readdirSync(to).filter((f) => f.endsWith(".recollect-partial"))).toEqual([]);
  });

  it("strips the location from originals and resized copies when asked, and keeps it otherwise", async () => {
    const to = folder();
    const stripped = await exportPhotos([located("IMG_0001.jpg")], { folder: to, mode: "original", location: "strip" });
    expect(await exifr.gps(stripped.written[0]!)).toBeUndefined();
    const small = await exportPhotos([located("IMG_0003.jpg")], { folder: to, mode: "jpeg", longSide: 200, location: "strip" });
    expect(await exifr.gps(small.written[0]!)).toBeUndefined();
    const kept = await exportPhotos([located("IMG_0002.jpg")], { folder: to, mode: "jpeg", longSide: 200, location: "keep" });
    expect(await exifr.gps(kept.written[0]!)).toMatchObject({ latitude: expect.closeTo(48.8566, 3), longitude: expect.closeTo(2.3522, 3) });
    const size = await sharp(kept.written[0]!).metadata();
    expect(Math.max(size.width!, size.height!)).toBe(200);
  });

  it("makes a PNG a JPEG only when its location must go, and says how many", async () => {
    const to = folder();
    const png: ExportItem = { ...indexedAt(path.join(PHOTOS, "Screenshot 2025-03-01 at 10.02.11.png")), name: "Screenshot 2025-03-01 at 10.02.11.png", format: "png", located: false };
    expect((await exportPhotos([png], { folder: to, mode: "original", location: "strip" })).converted).toBe(0);
    const result = await exportPhotos([{ ...png, located: true }], { folder: to, mode: "original", location: "strip" });
    expect(result).toMatchObject({ converted: 1 });
    expect(path.extname(result.written[0]!)).toBe(".jpg");
  });

  it("says clearly when the folder is missing, is a file or cannot be written, and writes nothing", async () => {
    const to = folder();
    await expect(exportPhotos([located("IMG_0001.jpg")], { folder: path.join(to, "nope"), mode: "original", location: "keep" })).rejects.toMatchObject({ reason: "folder_not_found" });
    fs.writeFileSync(path.join(to, "file"), "");
    await expect(exportPhotos([located("IMG_0001.jpg")], { folder: path.join(to, "file"), mode: "original", location: "keep" })).rejects.toMatchObject({ reason: "not_a_folder" });
    // Root writes through permission bits; sysfs refuses even root.
    const locked = process.getuid?.() === 0 ? "/sys" : path.join(to, "locked");
    if (locked !== "/sys") fs.mkdirSync(locked, { mode: 0o555 });
    const before = fs.readdirSync(locked);
    const error = await exportPhotos([located("IMG_0001.jpg")], { folder: locked, mode: "original", location: "keep" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportError);
    expect(error).toMatchObject({ reason: "unwritable", message: `Recollect is not allowed to write in ${locked}.` });
    expect(fs.readdirSync(locked)).toEqual(before);
  });

  it("on a full disk removes the copy it was writing and keeps the whole ones before it", async () => {
    // /dev/full answers every write with ENOSPC, as a full disk does; the folder is a real one
    // whose partial file is a link to it.
    if (!fs.existsSync("/dev/full")) return;
    const to = folder();
    const items = [located("IMG_0001.jpg"), located("IMG_0002.jpg")];
    const realWrite = fs.promises.writeFile;
    let calls = 0;
    (fs.promises as { writeFile: unknown }).writeFile = async (file: string, data: Buffer, options: object) => {
      if (String(file).endsWith(".recollect-partial") && ++calls === 3) {
        await realWrite(file, data.subarray(0, 10), options);
        await realWrite("/dev/full", data);
      }
      return realWrite(file, data, options);
    };
    try {
      const error = await exportPhotos(items, { folder: to, mode: "original", location: "keep" }).catch((e: unknown) => e);
      expect(error).toMatchObject({ reason: "disk_full", message: `The disk holding ${to} is full. 1 photo was copied before it; the one being written was removed.` });
      expect(fs.readdirSync(to)).toEqual(["IMG_0001.jpg"]);
    } finally {
      (fs.promises as { writeFile: unknown }).writeFile = realWrite;
    }
  });

  it.skipIf(process.platform === "win32")("skips a photo swapped for a link to another file of its size and time, says why, and copies the rest", async () => {
    const [to, photos, elsewhere] = [folder(), folder(), folder()];
    const photo = path.join(photos, "IMG_0001.jpg");
    fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), photo);
    const indexed: ExportItem = { ...indexedAt(photo), name: "IMG_0001.jpg", format: "jpeg", located: true };
    // What `ln -sf /etc/passwd IMG_0001.jpg` after `touch -r` would give, with a secret of the photo's size.
    const secret = path.join(elsewhere, "passwd");
    fs.writeFileSync(secret, "root:x:0:0:root:/root:/bin/bash\n".repeat(3000).slice(0, fs.statSync(photo).size));
    execFileSync("touch", ["-r", photo, secret]);
    fs.rmSync(photo);
    fs.symlinkSync(secret, photo);
    expect([fs.statSync(photo).size, Math.trunc(fs.statSync(photo).mtimeMs)]).toEqual([indexed.bytes, indexed.mtimeMs]);

    for (const mode of ["original", "jpeg"] as const) {
      const result = await exportPhotos([indexed, located("IMG_0002.jpg")], { folder: to, mode, location: "keep" });
      expect(result.skipped).toEqual([{ name: "IMG_0001.jpg", path: photo, reason: expect.stringContaining("is another file now") }]);
      expect(result.written.map((f) => path.basename(f))).toEqual([mode === "original" ? "IMG_0002.jpg" : "IMG_0002 (2).jpg"]);
    }
    for (const file of fs.readdirSync(to)) expect(fs.readFileSync(path.join(to, file)).includes("root:x:0:0")).toBe(false);
  });

  it.skipIf(process.platform === "win32")("skips a photo swapped for a named pipe at once, instead of waiting on it for ever", async () => {
    const [to, photos] = [folder(), folder()];
    const photo = path.join(photos, "IMG_0001.jpg");
    fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), photo);
    const indexed: ExportItem = { ...indexedAt(photo), name: "IMG_0001.jpg", format: "jpeg", located: true };
    fs.rmSync(photo);
    execFileSync("mkfifo", [photo]);
    const started = Date.now();
    const result = await exportPhotos([indexed, located("IMG_0002.jpg")], { folder: to, mode: "original", location: "keep" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.skipped).toEqual([{ name: "IMG_0001.jpg", path: photo, reason: "Not a regular file (a named pipe); Recollect reads only ordinary files." }]);
    expect(fs.readdirSync(to)).toEqual(["IMG_0002.jpg"]);
  }, 10_000);

  it("skips a photo that is gone, and copies the rest", async () => {
    const to = folder();
    const gone: ExportItem = { ...located("IMG_0001.jpg"), path: path.join(to, "gone.jpg"), name: "gone.jpg" };
    const result = await exportPhotos([gone, located("IMG_0002.jpg")], { folder: to, mode: "original", location: "keep" });
    expect(result.skipped).toEqual([{ name: "gone.jpg", path: gone.path, reason: expect.stringMatching(/^It is no longer there/) }]);
    expect(result.written.map((f) => path.basename(f))).toEqual(["IMG_0002.jpg"]);
  });

  it("stops between photos when cancelled, keeping the finished ones", async () => {
    const to = folder();
    const controller = new AbortController();
    const result = await exportPhotos([located("IMG_0001.jpg"), located("IMG_0002.jpg")], { folder: to, mode: "original", location: "keep", signal: controller.signal, onProgress: () => controller.abort() });
    expect(result).toMatchObject({ cancelled: true });
    expect(fs.readdirSync(to)).toEqual(["IMG_0001.jpg"]);
  });
});
