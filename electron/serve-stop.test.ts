import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ExportJob } from "./api/contract";
import { PHOTOS, ROOT, tempDir } from "./testing/fixtures";

/** `recollect serve` from the sources (the built bundle may be older than them). */
function startServe(library: string, models: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "electron", "cli.ts"), "--library", library, "serve", "--no-analysis", "--port", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, RECOLLECT_MODELS: models },
  });
  const url = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Recollect is running at (\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once("exit", (code) => reject(new Error(`serve exited (${code}) before it was running`)));
  });
  return { child, url };
}

describe.skipIf(process.platform === "win32")("stopping recollect serve", () => {
  const made: string[] = [];
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("ends within seconds on SIGTERM while an export reads a photo swapped for a named pipe, which is skipped", async () => {
    const [library, models, photos, to] = [tempDir("stop-library"), tempDir("stop-models"), tempDir("stop-photos"), tempDir("stop-export")];
    made.push(library, models, photos, to);
    for (const name of ["IMG_0001.jpg", "IMG_0002.jpg"]) fs.copyFileSync(path.join(PHOTOS, name), path.join(photos, name));

    const serve = startServe(library, models);
    child = serve.child;
    const url = new URL(await serve.url);
    const token = url.searchParams.get("token")!;
    const api = async <T>(method: string, input: unknown): Promise<T> => {
      const res = await fetch(new URL(`/api/${method}`, url), { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(input) });
      const envelope = (await res.json()) as { ok: boolean; value: T; error?: unknown };
      if (!envelope.ok) throw new Error(JSON.stringify(envelope.error));
      return envelope.value;
    };

    await api("addFolder", { path: photos });
    let found: Array<{ id: string; path: string }> = [];
    for (const started = Date.now(); found.length < 2 && Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 200))) {
      found = (await api<{ results: Array<{ id: string; path: string }> }>("search", { query: "", limit: 10, showDuplicates: true })).results;
    }
    expect(found).toHaveLength(2);

    const piped = path.join(photos, "IMG_0001.jpg");
    fs.rmSync(piped);
    execFileSync("mkfifo", [piped]);
    const ids = [...found].sort((a, b) => a.path.localeCompare(b.path)).map((r) => r.id);
    let job = await api<ExportJob>("exportPhotos", { ids, folder: to, mode: "original", location: "keep" });
    for (const started = Date.now(); job.state === "running" && Date.now() - started < 3_000; await new Promise((r) => setTimeout(r, 100))) {
      job = await api<ExportJob>("exportStatus", { id: job.id });
    }

    const exited = new Promise<number>((resolve) => child!.once("exit", () => resolve(Date.now())));
    const asked = Date.now();
    child.kill("SIGTERM");
    const stoppedIn = (await Promise.race([exited, new Promise<number>((r) => setTimeout(() => r(Infinity), 10_000))])) - asked;
    expect(stoppedIn).toBeLessThan(5_000);

    expect(job).toMatchObject({ state: "done", skipped: [{ name: "IMG_0001.jpg", path: piped, reason: expect.stringContaining("a named pipe") }] });
    expect(fs.readdirSync(to)).toEqual(["IMG_0002.jpg"]);
  }, 120_000);

  it("stops at once on a second Ctrl+C, for a person who will not wait for it to close", async () => {
    const [library, models] = [tempDir("stop-twice-library"), tempDir("stop-twice-models")];
    made.push(library, models);
    const serve = startServe(library, models);
    child = serve.child;
    await serve.url;
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
    child.kill("SIGINT");
    child.kill("SIGTERM");
    expect(await exited).toBe(130);
  }, 60_000);
});
