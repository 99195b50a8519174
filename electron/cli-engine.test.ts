import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINE_FILE } from "./api/engine-link";
import { PHOTOS, ROOT, tempDir } from "./testing/fixtures";

const BIN = path.join(ROOT, "bin", "recollect.mjs");
const MODELS = tempDir("cli-engine-models");

function recollect(args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: { ...process.env, RECOLLECT_MODELS: MODELS }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("CLI commands while `recollect serve` has the library open", () => {
  let library: string;
  let serve: ChildProcess;
  let engineFile: string;
  beforeAll(async () => {
    library = tempDir("cli-engine");
    engineFile = path.join(library, ENGINE_FILE);
    serve = spawn(process.execPath, [BIN, "--library", library, "serve", "--no-analysis"], { stdio: "ignore", env: { ...process.env, RECOLLECT_MODELS: MODELS } });
    await until(() => fs.existsSync(engineFile), "serve to answer on its socket");
  }, 90_000);
  afterAll(async () => {
    if (serve.exitCode === null) {
      serve.kill("SIGKILL");
      await new Promise((resolve) => serve.once("exit", resolve));
    }
    fs.rmSync(library, { recursive: true, force: true });
    fs.rmSync(MODELS, { recursive: true, force: true });
  });

  it("index, search, remember and status go to serve's engine instead of failing on its lock", () => {
    const indexed = recollect(["--library", library, "index", PHOTOS]);
    expect(indexed.code, indexed.stderr).toBe(0);
    expect(indexed.stderr).toContain("recollect serve has this library open: it indexes the folders");
    expect(indexed.stdout).toContain("11 photos in the library");

    const found = recollect(["--library", library, "search", "photos from July 2024", "--json"]);
    expect(found.code, found.stderr).toBe(0);
    const answer = JSON.parse(found.stdout) as { results: Array<{ path: string; thumbnailUrl: string }> };
    expect(answer.results.map((r) => r.path)).toEqual([path.join(PHOTOS, "IMG_0001.jpg"), path.join(PHOTOS, "IMG_0004.jpg")]);
    // serve's engine answered: its thumbnails are addressed over HTTP.
    expect(answer.results[0]!.thumbnailUrl).toMatch(/^\/photos\/[0-9a-f]{16}\/thumbnail$/);

    const remembered = recollect(["--library", library, "remember", path.join(PHOTOS, "IMG_0002.jpg"), "the zeppelin over the harbour"]);
    expect(remembered.code, remembered.stderr).toBe(0);
    const again = JSON.parse(recollect(["--library", library, "search", "zeppelin", "--json"]).stdout) as { results: Array<{ path: string }> };
    expect(again.results.map((r) => r.path)).toEqual([path.join(PHOTOS, "IMG_0002.jpg")]);

    const status = JSON.parse(recollect(["--library", library, "status", "--json"]).stdout) as { photos: number };
    expect(status.photos).toBe(11);
    // serve still holds the library: nothing else ever wrote it.
    expect(JSON.parse(fs.readFileSync(path.join(library, "writer.json"), "utf8"))).toMatchObject({ pid: serve.pid, door: "browser" });
  }, 240_000);

  it("opens the library itself once serve has stopped", async () => {
    serve.kill("SIGTERM");
    await new Promise((resolve) => serve.once("exit", resolve));
    expect(fs.existsSync(engineFile)).toBe(false);
    const found = recollect(["--library", library, "search", "zeppelin", "--json"]);
    expect(found.code, found.stderr).toBe(0);
    expect((JSON.parse(found.stdout) as { results: Array<{ thumbnailUrl: string }> }).results[0]!.thumbnailUrl).toMatch(/^file:\/\//);
  }, 120_000);
});
