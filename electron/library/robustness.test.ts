import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as lancedb from "@lancedb/lancedb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openService, type RecollectService } from "../api/service";
import { closeAndDelete, fingerprint, indexedLibrary, NO_MODELS, PHOTOS, ROOT, tempDir } from "../testing/fixtures";
import { ingestFile } from "./ingest";
import type { FoundImage } from "./scan";

const BIN = path.join(ROOT, "bin", "recollect.mjs");
const asRoot = process.getuid?.() === 0;

function found(file: string, overrides: Partial<FoundImage> = {}): FoundImage {
  const stat = fs.statSync(file);
  return { path: file, relDir: "", name: path.basename(file), bytes: stat.size, mtimeMs: Math.trunc(stat.mtimeMs), siblings: new Set(), ...overrides };
}

describe("bad input is recorded with a reason, and nothing else is affected", () => {
  let dir: string;
  let service: RecollectService;
  let before: Record<string, string>;
  const deep = ["Ünïcödé 写真 📷", "NFD-cafe\u0301", ...Array.from({ length: 16 }, (_, i) => `a-rather-long-folder-name-for-nesting-level-${i}-of-a-camera-export`)];

  beforeAll(async () => {
    dir = tempDir("robust");
    for (const file of ["broken_truncated.jpg", "broken_empty.jpg", "broken_not_an_image.jpg", "IMG_0001.jpg"]) fs.copyFileSync(path.join(PHOTOS, file), path.join(dir, file));
    // Two links pointing at each other: stat() fails with ELOOP.
    fs.symlinkSync(path.join(dir, "loop-b.jpg"), path.join(dir, "loop-a.jpg"));
    fs.symlinkSync(path.join(dir, "loop-a.jpg"), path.join(dir, "loop-b.jpg"));
    // A folder that links back to its parent: not followed, so no endless walk.
    fs.mkdirSync(path.join(dir, "sub"));
    fs.symlinkSync(dir, path.join(dir, "sub", "back-to-top"));
    // A path over 1,000 characters through unicode (NFC and NFD) folder names.
    const long = path.join(dir, ...deep);
    fs.mkdirSync(long, { recursive: true });
    fs.copyFileSync(path.join(PHOTOS, "IMG_0004.jpg"), path.join(long, "fusée 🚀.jpg"));
    if (!asRoot) {
      fs.copyFileSync(path.join(PHOTOS, "IMG_0003.jpg"), path.join(dir, "locked.jpg"));
      fs.chmodSync(path.join(dir, "locked.jpg"), 0o000);
    }
    // Read-only media: nothing may be written beside the photos, even where the OS would allow it.
    fs.mkdirSync(path.join(dir, "card"));
    fs.copyFileSync(path.join(PHOTOS, "IMG_0002.jpg"), path.join(dir, "card", "DSC_0001.jpg"));
    fs.chmodSync(path.join(dir, "card", "DSC_0001.jpg"), 0o444);
    fs.chmodSync(path.join(dir, "card"), 0o555);
    before = fingerprint(dir);
    service = await indexedLibrary([dir]);
  }, 60_000);
  afterAll(async () => {
    await closeAndDelete(service);
    fs.chmodSync(path.join(dir, "card"), 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives each broken file a reason a person can read", async () => {
    const status = await service.handlers.indexStatus({});
    const reasons = Object.fromEntries(status.problems.map((p) => [path.basename(p.path), p.reason]));
    expect(reasons["broken_truncated.jpg"]).toMatch(/damaged or cut short/);
    expect(reasons["broken_empty.jpg"]).toMatch(/empty \(0 bytes\)/);
    expect(reasons["broken_not_an_image.jpg"]).toMatch(/^Not an image/);
    expect(reasons["loop-a.jpg"]).toMatch(/symbolic link that points back to itself/);
    if (!asRoot) expect(reasons["locked.jpg"]).toMatch(/Permission denied/);
  });

  it("indexes everything else, including a photo 1,000+ characters deep under unicode names and one on read-only media", async () => {
    const all = await service.handlers.search({ query: "", limit: 100, showDuplicates: true });
    const names = all.results.map((r) => r.name).sort();
    expect(names).toEqual(["DSC_0001.jpg", "IMG_0001.jpg", "fusée 🚀.jpg"]);
    const rocket = all.results.find((r) => r.name === "fusée 🚀.jpg")!;
    expect(rocket.path.length).toBeGreaterThan(1000);
    const photo = await service.handlers.photo({ id: rocket.id });
    expect(photo.takenAt).toBe("2024-07-16T13:32:00");
    expect((await service.handlers.search({ query: "写真", limit: 5 })).results.map((r) => r.name)).toEqual(["fusée 🚀.jpg"]);
  });

  it("shows the problems in `recollect status --errors`", async () => {
    // One engine at a time per library: this one steps aside for the command, then comes back.
    await service.close();
    const run = spawnSync(process.execPath, [BIN, "--library", service.libraryDir, "status", "--errors"], { encoding: "utf8", timeout: 60_000 });
    service = await openService({ libraryDir: service.libraryDir, shell: "cli", analysis: { modelsDir: NO_MODELS } });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(path.join(dir, "broken_truncated.jpg"));
    expect(run.stdout).toMatch(/loop-a\.jpg\n\s+A symbolic link that points back to itself\./);
  });

  it("writes nothing into the photo folders", () => {
    expect(fingerprint(dir)).toEqual(before);
    expect(fs.readdirSync(path.join(dir, "card"))).toEqual(["DSC_0001.jpg"]);
  });
});

describe("files that change or vanish while they are read", () => {
  const library = tempDir("midread");
  afterAll(() => fs.rmSync(library, { recursive: true, force: true }));

  it("a file that changed since it was listed is put off to the next pass, not half-read", async () => {
    const dir = tempDir("midread-photos");
    const file = path.join(dir, "growing.jpg");
    fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), file);
    const listed = found(file, { mtimeMs: Math.trunc(fs.statSync(file).mtimeMs) - 5000 });
    const result = await ingestFile(listed, "00000000000000aa", dir, { libraryDir: library });
    expect(result.kind).toBe("problem");
    expect(result.kind === "problem" && result.row.reason).toMatch(/changed while it was being read; it will be read again/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a file that disappeared since it was listed is reported as gone", async () => {
    const dir = tempDir("midread-photos");
    const file = path.join(dir, "moved-away.jpg");
    fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), file);
    const listed = found(file);
    fs.rmSync(file);
    const result = await ingestFile(listed, "00000000000000ab", dir, { libraryDir: library });
    expect(result.kind === "problem" && result.row.reason).toBe("The file disappeared while it was being read.");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("a kill -9 in the middle of indexing", () => {
  it("loses nothing and duplicates nothing: the next run resumes where the first stopped", async () => {
    const photos = tempDir("kill-photos");
    const library = tempDir("kill-library");
    const sources = ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg", "IMG_0004.jpg", "IMG_0100.jpg", "IMG_0101.jpg", "hubble.jpg", "large_coffee.jpg"];
    const count = 160;
    for (let i = 0; i < count; i++) fs.copyFileSync(path.join(PHOTOS, sources[i % sources.length]!), path.join(photos, `photo-${String(i).padStart(3, "0")}.jpg`));
    try {
      // One file at a time, so the kill lands after the first writes and long before the last.
      const child = spawn(process.execPath, [BIN, "--library", library, "index", "--jobs", "1", photos], { stdio: "ignore" });
      const rows = async () => {
        try {
          const db = await lancedb.connect(path.join(library, "db"));
          const table = await db.openTable("photos");
          const n = await table.countRows();
          db.close();
          return n;
        } catch {
          return 0;
        }
      };
      const started = Date.now();
      while ((await rows()) < 24 && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 50));
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      const written = await rows();
      expect(written).toBeGreaterThanOrEqual(24);
      expect(written).toBeLessThan(count);

      const second = spawnSync(process.execPath, [BIN, "--library", library, "index", photos], { encoding: "utf8", timeout: 120_000 });
      expect(second.status, second.stderr).toBe(0);
      const unchanged = Number(/(\d+) unchanged/.exec(second.stdout)?.[1]);
      expect(unchanged).toBeGreaterThanOrEqual(written);
      expect(second.stdout).toContain(`${count} photos in the library`);

      const db = await lancedb.connect(path.join(library, "db"));
      const table = await db.openTable("photos");
      const all = await table.query().select(["id", "path"]).toArray();
      db.close();
      expect(all).toHaveLength(count);
      expect(new Set(all.map((r) => r.id)).size).toBe(count);
      expect(new Set(all.map((r) => r.path)).size).toBe(count);
    } finally {
      fs.rmSync(photos, { recursive: true, force: true });
      fs.rmSync(library, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("the fixture photos", () => {
  it("are byte-for-byte unchanged after indexing, watching, re-indexing and removing their folder", async () => {
    const before = fingerprint(PHOTOS);
    const service = await indexedLibrary([PHOTOS], { watch: { settleMs: 100 } });
    await service.handlers.reindex({});
    await service.idle();
    const all = await service.handlers.search({ query: "", limit: 100, showDuplicates: true });
    for (const r of all.results) await service.handlers.photo({ id: r.id });
    await service.handlers.removeFolder({ path: PHOTOS });
    await closeAndDelete(service);
    expect(fingerprint(PHOTOS)).toEqual(before);
  });
});
