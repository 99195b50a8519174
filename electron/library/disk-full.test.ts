import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeDatedPhotos } from "../testing/dated-photos";
import { ROOT, tempDir } from "../testing/fixtures";
import { mountForTest, unmount } from "../testing/mounts";
import { isDiskFull } from "./disk-full";

const BIN = path.join(ROOT, "bin", "recollect.mjs");

describe("telling a full disk from other failures", () => {
  it("knows Node's, LanceDB's and libvips's ways of saying it", () => {
    expect(isDiskFull(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error("EDQUOT: disk quota exceeded"), { code: "EDQUOT" }))).toBe(true);
    expect(isDiskFull(new Error("Failed to execute merge insert: GenericFailure, lance error: LanceError(IO): No space left on device (os error 28), writer.rs:389:9"))).toBe(true);
    expect(isDiskFull(new Error("/lib/thumbs/ab/ab12.webp.partial: write error\nsystem error: No space left on device"))).toBe(true);
    expect(isDiskFull(new Error("could not write", { cause: Object.assign(new Error("x"), { code: "ENOSPC" }) }))).toBe(true);
  });

  it("takes no other failure for one", () => {
    expect(isDiskFull(Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" }))).toBe(false);
    expect(isDiskFull(new Error("lance error: Not found: table.lance/_versions/3.manifest"))).toBe(false);
    expect(isDiskFull("ENOSPC")).toBe(false);
    expect(isDiskFull(null)).toBe(false);
  });
});

/** `models`: a folder never made, so that no model of whoever runs the tests is used. */
function recollect(args: string[], models: string) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: { ...process.env, RECOLLECT_MODELS: models }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("indexing into a library on a disk that fills up", () => {
  let root: string;
  let photos: string;
  let library: string;
  let mounted = false;
  beforeAll(async () => {
    root = tempDir("disk-full");
    photos = path.join(root, "photos");
    library = path.join(root, "library");
    fs.mkdirSync(photos);
    fs.mkdirSync(library);
    await writeDatedPhotos(photos, 40);
    mounted = mountForTest(["-t", "tmpfs", "-o", "size=400k", "tmpfs", library], "the full-disk test");
  });
  afterAll(() => {
    if (mounted) unmount(library);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("stops, says the disk is full and what was kept, and exits non-zero; with space, the next run goes on", ({ skip }) => {
    if (!mounted) skip("mount is not permitted here");
    const full = recollect(["--library", library, "index", "--no-analysis", photos], path.join(root, "models"));
    expect(full.code, full.stdout + full.stderr).not.toBe(0);
    expect(full.stderr).toContain(`The disk holding the library (${library}) is full.`);
    const kept = Number(/(\d+) photos? (?:is|are) safely in the library/.exec(full.stderr)?.[1]);
    expect(kept, full.stderr).toBeLessThan(40);
    expect(full.stdout).not.toMatch(/new or changed/);

    // Nothing half-written: the library opens, and holds what was said to be kept.
    const status = recollect(["--library", library, "status", "--json"], path.join(root, "models"));
    expect(status.code, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout).photos).toBe(kept);

    execFileSync("mount", ["-o", "remount,size=20m", library]);
    const resumed = recollect(["--library", library, "index", "--no-analysis", photos], path.join(root, "models"));
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`40 photos in the library (${40 - kept} new or changed, ${kept} unchanged, 0 could not be read`);
  }, 240_000);
});
