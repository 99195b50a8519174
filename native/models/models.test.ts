import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../../electron/testing/fixtures";
import { DownloadError } from "./download";
import shipped from "../../models/manifest.json" with { type: "json" };
import { loadManifest, parseManifest, shippedManifest, type Manifest } from "./manifest";
import { ModelManager, UnknownModelError } from "./manager";

/** A real HTTP server on 127.0.0.1 that serves a pinned file, honours Range, and can cut a transfer short. */
function fileServer(content: Buffer) {
  const requests: Array<{ range: string | undefined }> = [];
  let cutAfter: number | null = null;
  let ignoreRange = false;
  const server = http.createServer((req, res) => {
    requests.push({ range: req.headers.range });
    const match = /bytes=(\d+)-/.exec(req.headers.range ?? "");
    const start = match && !ignoreRange ? Number(match[1]) : 0;
    res.writeHead(start > 0 ? 206 : 200, { "Content-Length": content.length - start });
    const body = content.subarray(start);
    if (cutAfter !== null) {
      res.write(body.subarray(0, cutAfter), () => res.destroy());
      cutAfter = null;
    } else res.end(body);
  });
  return {
    requests,
    cutNextAfter: (n: number) => (cutAfter = n),
    ignoreRanges: () => (ignoreRange = true),
    start: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const content = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251));
const sha = createHash("sha256").update(content).digest("hex");

function manifestFor(base: string, overrides: { sha256?: string } = {}): Manifest {
  return parseManifest({
    version: 2,
    defaults: { clip: "tiny" },
    models: [
      {
        name: "tiny",
        kind: "ocr-language",
        language: "xyz",
        title: "A test model",
        use: "tests",
        license: "MIT",
        source: base,
        revision: "1",
        files: [{ role: "traineddata", url: `${base}/files/xyz.traineddata.gz`, bytes: content.length, sha256: overrides.sha256 ?? sha }],
      },
    ],
  });
}

describe("the model manifest", () => {
  it("pins every shipped model to a revision, exact bytes and a sha256", () => {
    const manifest = loadManifest();
    const clip = manifest.models.find((m) => m.name === manifest.defaults.clip)!;
    expect(clip.kind).toBe("clip");
    expect(clip.revision).toBe("d15189d7028b43f1d3e65039190477f6af591c2a");
    expect(clip.files.map((f) => [f.role, f.bytes])).toEqual([["vision", 89_117_001], ["text", 64_504_507]]);
    for (const model of manifest.models) {
      for (const file of model.files) expect(file.url).toContain(model.revision);
    }
  });

  it("ships a manifest that its schema takes whole, since a start does not check it again", () => {
    // Everything the schema reads is there as it reads it (the file's comments are beside it).
    expect(shippedManifest()).toMatchObject(parseManifest(structuredClone(shipped)));
    expect(loadManifest()).toEqual(shippedManifest());
    // Each caller has its own copy: one that changes it changes nobody else's.
    loadManifest().models.length = 0;
    expect(loadManifest().models.length).toBeGreaterThan(0);
  });

  it("refuses a manifest with a malformed checksum", () => {
    expect(() => manifestFor("http://127.0.0.1:1", { sha256: "abc" })).toThrow(/sha256 is 64 lowercase hex digits/);
  });
});

describe("downloading a model", () => {
  const server = fileServer(content);
  let base = "";
  const dir = tempDir("models");
  beforeAll(async () => (base = await server.start()));
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("resumes an interrupted download with a Range request and verifies the whole file", async () => {
    const manager = new ModelManager(path.join(dir, "resume"), manifestFor(base));
    expect((await manager.status("tiny")).state).toBe("missing");
    server.cutNextAfter(100_000);
    await expect(manager.download("tiny")).rejects.toThrow();
    const partial = await manager.status("tiny");
    expect(partial.state).toBe("partial");
    expect(partial.downloadedBytes).toBeGreaterThan(0);
    const progress: number[] = [];
    await manager.download("tiny", { onProgress: (p) => progress.push(p.received) });
    expect(server.requests.at(-1)!.range).toBe(`bytes=${partial.downloadedBytes}-`);
    expect(progress.at(-1)).toBe(content.length);
    expect((await manager.status("tiny")).state).toBe("installed");
    expect(await manager.verify("tiny")).toEqual({ name: "tiny", ok: true, problems: [] });
    expect(fs.readdirSync(path.join(dir, "resume", "tiny"))).toEqual(["xyz.traineddata.gz"]);
  });

  it("starts over when the server ignores the range", async () => {
    const manager = new ModelManager(path.join(dir, "no-range"), manifestFor(base));
    server.cutNextAfter(50_000);
    await expect(manager.download("tiny")).rejects.toThrow();
    server.ignoreRanges();
    await manager.download("tiny");
    expect(await manager.verify("tiny")).toMatchObject({ ok: true });
  });

  it("deletes a file whose sha256 does not match and says so", async () => {
    const manager = new ModelManager(path.join(dir, "bad"), manifestFor(base, { sha256: "0".repeat(64) }));
    await expect(manager.download("tiny")).rejects.toThrow(DownloadError);
    await expect(manager.download("tiny")).rejects.toThrow(/arrived damaged or changed .* deleted, so the next try starts fresh/);
    expect((await manager.status("tiny")).state).toBe("missing");
  });

  it("finds a file changed on disk, and removes a model", async () => {
    const manager = new ModelManager(path.join(dir, "verify"), manifestFor(base));
    await manager.download("tiny");
    const file = path.join(dir, "verify", "tiny", "xyz.traineddata.gz");
    const bytes = fs.readFileSync(file);
    bytes[10] = bytes[10]! ^ 0xff;
    fs.writeFileSync(file, bytes);
    expect(await manager.verify("tiny")).toEqual({ name: "tiny", ok: false, problems: ["xyz.traineddata.gz does not match its pinned sha256"] });
    await manager.remove("tiny");
    expect((await manager.status("tiny")).state).toBe("missing");
  });

  it("says plainly when it cannot reach the server", async () => {
    const manager = new ModelManager(path.join(dir, "offline"), manifestFor("http://127.0.0.1:9"));
    await expect(manager.download("tiny")).rejects.toThrow(/Could not reach 127\.0\.0\.1:9 .* resumes where it stopped/);
  });

  it("names the known models when asked for an unknown one", () => {
    const manager = new ModelManager(dir, manifestFor(base));
    expect(() => manager.entry("clip-huge")).toThrow(UnknownModelError);
    expect(() => manager.entry("clip-huge")).toThrow(/Known models: tiny/);
  });
});
