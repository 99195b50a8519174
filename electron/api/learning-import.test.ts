import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./dispatch";
import { openService, type RecollectService } from "./service";
import { closeAndDelete, indexedLibrary, NO_MODELS, PHOTOS, ROOT, tempDir } from "../testing/fixtures";

const BIN = path.join(ROOT, "bin", "recollect.mjs");

describe("importing a learning file", () => {
  let service: RecollectService;
  let exported: Record<string, unknown>;

  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
    const answer = await call(service.handlers, "search", { query: "launch pad", limit: 5 });
    await call(service.handlers, "feedback", { queryId: answer.queryId, photoId: answer.results[0]!.id, verdict: "good" });
    exported = (await call(service.handlers, "exportLearning", {})).document;
    await call(service.handlers, "resetLearning", { confirm: true });
  }, 60_000);
  afterAll(async () => {
    await closeAndDelete(service);
  });

  it("refuses a stored plan with a field of the wrong type, whole, and search goes on working", async () => {
    for (const [field, value] of [["aliased", 5], ["relationWords", 7], ["places", [{ label: 3 }]]] as const) {
      const bad = structuredClone(exported) as { searches: Array<{ plan: Record<string, unknown> }> };
      bad.searches[0]!.plan[field] = value;
      await expect(call(service.handlers, "importLearning", { document: bad })).rejects.toMatchObject({
        code: "invalid_input",
        message: expect.stringMatching(new RegExp(`damaged: searches\\.0\\.plan\\.${field}`)),
      });
    }
    expect(await call(service.handlers, "learning", {})).toMatchObject({ searches: 0, corrections: 0 });
    expect((await call(service.handlers, "search", { query: "launch pad", limit: 5 })).results.length).toBeGreaterThan(0);
  });

  it("finishes on the next open an import that a crash cut short", async () => {
    const libraryDir = service.libraryDir;
    await service.close();
    // What a kill between checking the file and storing its rows leaves beside the library.
    fs.writeFileSync(path.join(libraryDir, "learning-import.json"), JSON.stringify(exported));
    service = await openService({ libraryDir, shell: "cli", analysis: { modelsDir: NO_MODELS } });
    expect(await call(service.handlers, "learning", {})).toMatchObject({ corrections: 1 });
    expect(fs.existsSync(path.join(libraryDir, "learning-import.json"))).toBe(false);
  });
});

describe.runIf(process.platform !== "win32")("`recollect learning import` from something that is not a file", () => {
  const dir = tempDir("import-pipe");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses a named pipe at once instead of waiting on it for ever", () => {
    const pipe = path.join(dir, "learning.json");
    execFileSync("mkfifo", [pipe]);
    const run = spawnSync(process.execPath, [BIN, "--library", path.join(dir, "library"), "learning", "import", pipe], { encoding: "utf8", timeout: 60_000 });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("Not a regular file (a named pipe)");
  });
});
