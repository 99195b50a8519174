import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openService, type RecollectService } from "../api/service";
import { closeAndDelete, detailsByName, indexedLibrary, NO_MODELS, PHOTOS, ROOT, tempDir } from "../testing/fixtures";
import { writeHostileCorpus, type HostileFile } from "../testing/hostile-files";
import { CrashJournal, CULPRIT_REASON } from "./crash-journal";
import { findRawPreview } from "../../native/raw-preview";
import { selfLoopingDng, selfReferencingSubIfdDng } from "../testing/hostile-files";

const canMakePipes = process.platform !== "win32";
const BIN = path.join(ROOT, "bin", "recollect.mjs");

describe("a RAW file whose directories point back at themselves", () => {
  it("is read once, within a second, and found to hold no preview", () => {
    const started = Date.now();
    expect(findRawPreview(selfLoopingDng())).toBeNull();
    expect(findRawPreview(selfReferencingSubIfdDng())).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe.runIf(canMakePipes)("hostile files and non-files in a photo folder", () => {
  let dir: string;
  let service: RecollectService;
  let corpus: HostileFile[];

  beforeAll(async () => {
    dir = tempDir("hostile");
    // A plain JPEG with no caption of its own, so what a sidecar adds is all there is.
    const plain = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#468" } }).jpeg().toBuffer();
    corpus = writeHostileCorpus(dir, plain);
    service = await indexedLibrary([dir]);
  }, 120_000);
  afterAll(async () => {
    await closeAndDelete(service, dir);
  });

  it("gives each one its own reason instead of hanging, crashing or reading it whole", async () => {
    const status = await service.handlers.indexStatus({});
    const reasons = Object.fromEntries(status.problems.map((p) => [path.basename(p.path), p.reason]));
    for (const file of corpus.filter((f) => f.reason)) expect(reasons[file.name], file.name).toMatch(file.reason!);
  });

  it("indexes the good photos beside a piped, endless or oversized sidecar, without it", async () => {
    const photos = await detailsByName(service);
    for (const name of ["piped-json.jpg", "piped-xmp.jpg", "zero-xmp.jpg", "huge-takeout.jpg", "long-takeout.jpg", "chain.dng"]) {
      expect(photos.has(name), name).toBe(true);
    }
    expect(photos.get("huge-takeout.jpg")!.description).toBeNull();
  });

  it("keeps a long caption searchable but stores only its first 10,000 characters", async () => {
    const photo = (await detailsByName(service)).get("long-takeout.jpg")!;
    expect(photo.description).toHaveLength(10_000);
    const found = await service.handlers.search({ query: "lighthouse", limit: 5 });
    expect(found.results.map((r) => r.name)).toContain("long-takeout.jpg");
  });
});

describe("a file that crashes Recollect while it is read", () => {
  const photos = tempDir("culprit-photos");
  const libraryDir = tempDir("culprit-library");
  const culprit = path.join(photos, "IMG_0002.jpg");
  const bystander = path.join(photos, "IMG_0001.jpg");
  for (const file of [culprit, bystander]) fs.copyFileSync(path.join(PHOTOS, path.basename(file)), file);
  const asJournal = (file: string) => ({ path: file, bytes: fs.statSync(file).size, mtimeMs: Math.trunc(fs.statSync(file).mtimeMs) });
  afterAll(() => {
    for (const dir of [photos, libraryDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is only a suspect after one crash among other files, and read alone next time", () => {
    // What a process leaves on disk when it dies with two files in hand: begins without ends.
    const first = CrashJournal.open(libraryDir);
    first.begin(asJournal(culprit), false);
    first.begin(asJournal(bystander), false);
    const second = CrashJournal.open(libraryDir);
    expect(second.culprits).toEqual([]);
    expect(second.isSuspect({ path: culprit })).toBe(true);
    expect(second.isSuspect({ path: bystander })).toBe(true);
    // The bystander is read alone and survives; the culprit, read alone, takes the process down again.
    second.begin(asJournal(bystander), true);
    second.end({ path: bystander }, true);
    second.begin(asJournal(culprit), true);
    first.close();
    second.close();
  });

  it("is recorded as the culprit after the second crash, and the rest of the folder is indexed", async () => {
    const service = await openService({ libraryDir, shell: "cli", analysis: { modelsDir: NO_MODELS } });
    try {
      await service.handlers.addFolder({ path: photos });
      await service.idle();
      const status = await service.handlers.indexStatus({});
      expect(status.problems.map((p) => [path.basename(p.path), p.reason])).toEqual([["IMG_0002.jpg", CULPRIT_REASON]]);
      expect([...(await detailsByName(service)).keys()]).toEqual(["IMG_0001.jpg"]);

      // Skipped while unchanged; read again once its bytes change.
      await service.handlers.reindex({});
      await service.idle();
      expect((await service.handlers.indexStatus({})).problems).toHaveLength(1);
      fs.utimesSync(culprit, new Date(), new Date());
      await service.handlers.reindex({});
      await service.idle();
      expect((await service.handlers.indexStatus({})).problems).toEqual([]);
      expect([...(await detailsByName(service)).keys()].sort()).toEqual(["IMG_0001.jpg", "IMG_0002.jpg"]);
    } finally {
      await service.close();
    }
  });
});

describe("the decoders' own messages", () => {
  const dir = tempDir("heic-messages");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("go to stderr, never into what a command prints on stdout", () => {
    // An iPhone HEIC's first box and then nothing a decoder can use: libheif says so on the console.
    fs.writeFileSync(path.join(dir, "damaged.heic"), Buffer.concat([Buffer.from("00000018667479706865696300000000686569636d696631", "hex"), Buffer.alloc(4096, 7)]));
    const run = spawnSync(process.execPath, [BIN, "--library", path.join(dir, "library"), "index", "--no-analysis", dir], { encoding: "utf8", timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("Could not parse");
    expect(run.stdout).toContain("1 could not be read");
  }, 120_000);
});
