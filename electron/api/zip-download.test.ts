import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterEach, describe, expect, it } from "vitest";
import { fileIdOf, mtimeMsOf } from "../library/safe-open";
import { closeAndDelete, indexedLibrary, PHOTOS, tempDir } from "../testing/fixtures";
import { call } from "./dispatch";
import { NOT_INCLUDED, uniqueNames, zipStream, type ZipEntry } from "./zip-download";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(name: string): string {
  const dir = tempDir(name);
  made.push(dir);
  return dir;
}

/** A copy of a fixture photo, as the library records it when indexing. */
function indexedCopy(dir: string, fixture: string, name = fixture): ZipEntry {
  const file = path.join(dir, name);
  fs.copyFileSync(path.join(PHOTOS, fixture), file);
  const stat = fs.statSync(file, { bigint: true });
  return { name, indexed: { path: file, bytes: Number(stat.size), mtimeMs: mtimeMsOf(stat), fileId: fileIdOf(stat) } };
}

/** The zip's entries, read back by Info-ZIP's unzip, which also checks every entry's CRC. */
function unpack(zip: Buffer): Map<string, Buffer> {
  const dir = folder("zip-read");
  const file = path.join(dir, "download.zip");
  fs.writeFileSync(file, zip);
  expect(execFileSync("unzip", ["-t", file]).toString()).toContain("No errors detected");
  const out = path.join(dir, "out");
  execFileSync("unzip", ["-q", file, "-d", out]);
  return new Map(fs.readdirSync(out).map((name) => [name, fs.readFileSync(path.join(out, name))]));
}

describe("names in a zip", () => {
  // A grid: base names × how many times each comes × how its case varies × whether a "(2)" is taken already.
  const bases = ["IMG_0001.jpg", "holiday.tar.gz", "README", ".hidden", "Photo 1.HEIC"];
  const cases = bases.flatMap((base) => [2, 3, 5].flatMap((times) => ["same", "upper", "lower"].flatMap((variant) => [false, true].map((taken) => ({ base, times, variant, taken })))));

  it(`keeps every name apart, without case, in ${cases.length} mixes of repeated names`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    for (const { base, times, variant, taken } of cases) {
      const repeated = Array.from({ length: times }, (_, i) => (i === 0 || variant === "same" ? base : variant === "upper" ? base.toUpperCase() : base.toLowerCase()));
      const dot = base.lastIndexOf(".");
      const stem = dot > 0 ? base.slice(0, dot) : base;
      const input = taken ? [`${stem} (2)${dot > 0 ? base.slice(dot) : ""}`, ...repeated] : repeated;
      const output = uniqueNames(input);
      const label = JSON.stringify(input);
      expect([label, new Set(output.map((n) => n.toLowerCase())).size]).toEqual([label, input.length]);
      // The first of each keeps its name, and every name keeps its extension.
      expect([label, output[0]]).toEqual([label, input[0]]);
      output.forEach((name) => dot > 0 && expect([label, name.toLowerCase().endsWith(base.slice(dot).toLowerCase())]).toEqual([label, true]));
      output.forEach((name, i) => name !== input[i] && expect([label, name]).toEqual([label, expect.stringMatching(/ \(\d+\)(\.|$)/)]));
    }
  });

  it("numbers a repeated name from 2, past the numbers already taken", () => {
    expect(uniqueNames(["a.jpg", "a.jpg", "A.JPG", "a (3).jpg"])).toEqual(["a.jpg", "a (2).jpg", "A (3).JPG", "a (3) (2).jpg"]);
  });
});

describe.skipIf(process.platform === "win32")("a zip of photos", () => {
  it("holds each original as it is, under a name of its own, and is exactly as long as it said", async () => {
    const [a, b] = [folder("zip-a"), folder("zip-b")];
    const entries = [indexedCopy(a, "IMG_0001.jpg"), indexedCopy(b, "IMG_0002.jpg", "IMG_0001.jpg"), indexedCopy(a, "IMG_0003.jpg")];
    const zip = await zipStream(entries);
    const bytes = await buffer(zip.stream);
    expect([zip.included, zip.leftOut, bytes.length]).toEqual([3, [], zip.bytes]);
    const files = unpack(bytes);
    expect([...files.keys()].sort()).toEqual(["IMG_0001 (2).jpg", "IMG_0001.jpg", "IMG_0003.jpg"]);
    expect(files.get("IMG_0001.jpg")!.equals(fs.readFileSync(path.join(PHOTOS, "IMG_0001.jpg")))).toBe(true);
    expect(files.get("IMG_0001 (2).jpg")!.equals(fs.readFileSync(path.join(PHOTOS, "IMG_0002.jpg")))).toBe(true);
  });

  it("leaves out a photo swapped for a link to a file of its size and time, and one that is gone, and names them inside", async () => {
    const [photos, elsewhere] = [folder("zip-swapped"), folder("zip-elsewhere")];
    const [kept, swapped, gone] = [indexedCopy(photos, "IMG_0001.jpg"), indexedCopy(photos, "IMG_0002.jpg"), indexedCopy(photos, "IMG_0003.jpg")];
    const secret = path.join(elsewhere, "passwd");
    fs.writeFileSync(secret, "root:x:0:0:root:/root:/bin/bash\n".repeat(3000).slice(0, swapped.indexed.bytes));
    execFileSync("touch", ["-r", swapped.indexed.path, secret]);
    fs.rmSync(swapped.indexed.path);
    fs.symlinkSync(secret, swapped.indexed.path);
    fs.rmSync(gone.indexed.path);

    const zip = await zipStream([kept, swapped, gone]);
    const bytes = await buffer(zip.stream);
    expect(bytes.length).toBe(zip.bytes);
    expect(bytes.includes("root:x:0:0")).toBe(false);
    const files = unpack(bytes);
    expect([...files.keys()].sort()).toEqual(["IMG_0001.jpg", NOT_INCLUDED]);
    expect(zip.leftOut.map((p) => [p.name, p.reason])).toEqual([
      ["IMG_0002.jpg", "it has changed on disk since it was indexed"],
      ["IMG_0003.jpg", "its file is no longer there"],
    ]);
    const listed = files.get(NOT_INCLUDED)!.toString();
    expect(listed).toContain(`${swapped.indexed.path}: it has changed on disk since it was indexed.`);
    expect(listed).toContain(`${gone.indexed.path}: its file is no longer there.`);
  });

  it("stops, rather than send other bytes, when a photo is swapped between the check and its turn", async () => {
    const [photos, elsewhere] = [folder("zip-race"), folder("zip-race-elsewhere")];
    const [first, second] = [indexedCopy(photos, "large_coffee.jpg"), indexedCopy(photos, "IMG_0002.jpg")];
    const zip = await zipStream([first, second]);
    const secret = path.join(elsewhere, "passwd");
    fs.writeFileSync(secret, "root:x:0:0:root:/root:/bin/bash\n".repeat(3000).slice(0, second.indexed.bytes));
    execFileSync("touch", ["-r", second.indexed.path, secret]);
    fs.rmSync(second.indexed.path);
    fs.symlinkSync(secret, second.indexed.path);
    const chunks: Buffer[] = [];
    zip.stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    await expect(new Promise((resolve, reject) => zip.stream.on("end", resolve).on("error", reject))).rejects.toThrow(/not the photo that was indexed/);
    expect(Buffer.concat(chunks).includes("root:x:0:0")).toBe(false);
  });
});

describe("the downloadZip call", () => {
  it("is for a door that serves zips; the desktop app and the CLI are told to copy to a folder", async () => {
    const service = await indexedLibrary([PHOTOS]);
    try {
      const [photo] = (await call(service.handlers, "search", { query: "", limit: 1 })).results;
      await expect(call(service.handlers, "downloadZip", { ids: [photo!.id] })).rejects.toMatchObject({ code: "unsupported", hint: "Use Copy to folder…" });
    } finally {
      await closeAndDelete(service);
    }
  });

  it("gives an address for the photos still there, names the ones left out, and refuses when none is left", async () => {
    const photos = folder("zip-call");
    indexedCopy(photos, "IMG_0001.jpg");
    indexedCopy(photos, "IMG_0002.jpg");
    const service = await indexedLibrary([photos], { shell: "browser", urls: { thumbnail: (id) => id, display: (id) => id, original: (id) => id, zip: (ticket, name) => `/downloads/${ticket}/${name}` } });
    try {
      const all = (await call(service.handlers, "search", { query: "", limit: 10 })).results;
      const ids = all.map((p) => p.id);
      fs.rmSync(path.join(photos, "IMG_0002.jpg"));
      const answer = await call(service.handlers, "downloadZip", { ids: [...ids, "0123456789abcdef"] });
      expect(answer).toMatchObject({ name: "Recollect 1 photo.zip", photos: 1, leftOut: [{ name: "IMG_0002.jpg", reason: "its file is no longer there" }] });
      const ticket = /^\/downloads\/([\w-]{24})\//.exec(answer.url)![1]!;
      expect((await service.zipEntries(ticket))!.map((e) => e.name).sort()).toEqual(["IMG_0001.jpg", "IMG_0002.jpg"]);
      expect(await service.zipEntries("x".repeat(24))).toBeNull();

      fs.rmSync(path.join(photos, "IMG_0001.jpg"));
      await expect(call(service.handlers, "downloadZip", { ids })).rejects.toMatchObject({ code: "not_found", message: expect.stringContaining("IMG_0001.jpg (its file is no longer there)") });
      await expect(call(service.handlers, "downloadZip", { ids: [] })).rejects.toMatchObject({ code: "invalid_input" });
    } finally {
      await closeAndDelete(service);
    }
  });
});
