import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PHOTOS, tempDir } from "../testing/fixtures";
import { fileIdOf, mtimeMsOf, openIndexedFile, readIndexedFile, type IndexedFile } from "./safe-open";

/** A file as the library records it when indexing. */
function indexedAt(file: string): IndexedFile {
  const stat = fs.statSync(file, { bigint: true });
  return { path: file, bytes: Number(stat.size), mtimeMs: mtimeMsOf(stat), fileId: fileIdOf(stat) };
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A photo in a folder of its own, and a "secret" elsewhere of its size and (by `touch -r`) its time. */
function photoAndSecret(): { photo: string; secret: string } {
  const [photos, elsewhere] = [tempDir("safe-open-photos"), tempDir("safe-open-elsewhere")];
  made.push(photos, elsewhere);
  const photo = path.join(photos, "IMG_0001.jpg");
  fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), photo);
  const secret = path.join(elsewhere, "passwd");
  fs.writeFileSync(secret, "root:x:0:0:root:/root:/bin/bash\n".repeat(3000).slice(0, fs.statSync(photo).size));
  execFileSync("touch", ["-r", photo, secret]);
  return { photo, secret };
}

function swapForLink(photo: string, target: string): void {
  fs.rmSync(photo);
  fs.symlinkSync(target, photo);
}

describe.skipIf(process.platform === "win32")("opening a photo's file only while it is the file indexed", () => {
  it("reads the photo indexed, whole", async () => {
    const { photo } = photoAndSecret();
    expect((await readIndexedFile(indexedAt(photo), 1 << 20)).equals(fs.readFileSync(photo))).toBe(true);
  });

  it("refuses a link swapped in for the photo, to a file of its size and time", async () => {
    const { photo, secret } = photoAndSecret();
    const indexed = indexedAt(photo);
    swapForLink(photo, secret);
    // What stat sees: the size and time indexed. Only the identity tells them apart.
    const seen = fs.statSync(photo, { bigint: true });
    expect([Number(seen.size), mtimeMsOf(seen)]).toEqual([indexed.bytes, indexed.mtimeMs]);
    await expect(openIndexedFile(indexed)).rejects.toThrow(`${photo} is another file now`);
  });

  it("for a photo indexed before identities were recorded, follows no link, and still reads a plain file", async () => {
    const { photo, secret } = photoAndSecret();
    const indexed = { ...indexedAt(photo), fileId: null };
    expect((await readIndexedFile(indexed, 1 << 20)).length).toBe(indexed.bytes);
    swapForLink(photo, secret);
    await expect(openIndexedFile(indexed)).rejects.toThrow(`${photo} is now a symbolic link`);
  });

  it("follows a link that leads to the very file indexed (a photo kept as a link)", async () => {
    const { photo } = photoAndSecret();
    const link = path.join(path.dirname(photo), "link.jpg");
    fs.symlinkSync(photo, link);
    const indexed = { ...indexedAt(link) };
    expect(indexed.fileId).toBe(indexedAt(photo).fileId);
    expect((await readIndexedFile(indexed, 1 << 20)).equals(fs.readFileSync(photo))).toBe(true);
  });

  it("refuses a named pipe at once, identity recorded or not, and a link to one", async () => {
    const { photo } = photoAndSecret();
    const indexed = indexedAt(photo);
    fs.rmSync(photo);
    execFileSync("mkfifo", [photo]);
    const started = Date.now();
    await expect(openIndexedFile(indexed)).rejects.toThrow("Not a regular file (a named pipe)");
    await expect(openIndexedFile({ ...indexed, fileId: null })).rejects.toThrow("Not a regular file (a named pipe)");
    const link = path.join(path.dirname(photo), "to-pipe.jpg");
    fs.symlinkSync(photo, link);
    await expect(openIndexedFile({ ...indexed, path: link })).rejects.toThrow("Not a regular file (a named pipe)");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses the photo once it has changed (size or time), and one that is gone", async () => {
    const { photo } = photoAndSecret();
    const indexed = indexedAt(photo);
    await expect(openIndexedFile({ ...indexed, bytes: indexed.bytes + 1 })).rejects.toThrow("has changed since it was indexed");
    await expect(openIndexedFile({ ...indexed, mtimeMs: indexed.mtimeMs - 1 })).rejects.toThrow("has changed since it was indexed");
    fs.rmSync(photo);
    await expect(openIndexedFile(indexed)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("reads modification times to the millisecond as number stats do", () => {
    const dir = tempDir("safe-open-times");
    made.push(dir);
    const file = path.join(dir, "f");
    fs.writeFileSync(file, "");
    for (const ns of ["999999999", "000000001", "500000000", "123456789", "999500000", "000999999"]) {
      execFileSync("touch", ["-d", `2026-11-22 12:34:56.${ns}`, file]);
      expect(mtimeMsOf(fs.statSync(file, { bigint: true }))).toBe(Math.trunc(fs.statSync(file).mtimeMs));
    }
  });
});
