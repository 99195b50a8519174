import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "./dispatch";
import { openService, type ServiceOptions } from "./service";
import type { Method } from "./contract";
import { searchOutput, statusOutput } from "../cli-output";
import { copyOfPhotos, fingerprint, indexedLibrary, NO_MODELS, tempDir } from "../testing/fixtures";
import type { Manifest } from "../../native/models/manifest";
import { installTinyModels } from "../testing/tiny-models";

/**
 * The library seen read-only at another path, as on a read-only disk: a read-only bind mount as
 * root (who may write anywhere else), the folders made unwritable otherwise. Null when neither works.
 */
function readOnlyView(library: string): { dir: string; release(): void } | null {
  if (process.getuid?.() !== 0) {
    const dirs = [library, ...fs.readdirSync(library, { recursive: true, withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name))];
    for (const dir of dirs) fs.chmodSync(dir, 0o555);
    return { dir: library, release: () => dirs.forEach((dir) => fs.chmodSync(dir, 0o755)) };
  }
  const dir = tempDir("read-only-view");
  try {
    execFileSync("mount", ["--bind", library, dir], { stdio: "ignore" });
  } catch {
    return null;
  }
  try {
    execFileSync("mount", ["-o", "remount,bind,ro", dir], { stdio: "ignore" });
  } catch {
    execFileSync("umount", [dir]);
    return null;
  }
  return { dir, release: () => execFileSync("umount", [dir]) };
}

describe("a library whose folder cannot be written (a read-only disk or mount)", () => {
  let library: string;
  let view: { dir: string; release(): void } | null = null;
  let untouched: Record<string, string>;
  const query = { query: "photos from July 2024", limit: 5 };
  let expected: string[];
  const models = tempDir("read-only-models");
  let manifest: Manifest;

  beforeAll(async () => {
    const service = await indexedLibrary([copyOfPhotos()]);
    library = service.libraryDir;
    expected = (await service.handlers.search(query)).results.map((r) => r.path);
    await service.close();
    manifest = installTinyModels(models);
    view = readOnlyView(library);
    untouched = fingerprint(library);
  }, 120_000);
  afterAll(() => {
    view?.release();
    for (const dir of [library, models]) fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = (options: Partial<ServiceOptions>) => openService({ libraryDir: view!.dir, shell: "cli", now: () => new Date(2026, 10, 22, 12), analysis: { modelsDir: NO_MODELS }, ...options });

  it("answers `recollect status` and `search` as a one-shot command would, saying that nothing can be changed", async ({ skip }) => {
    if (!view) return skip("this machine cannot make a folder read-only");
    const complaints = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const service = await open({ appendHistory: true, staysOpen: false });
    const cli = <M extends Method>(method: M, input: unknown) => call(service.handlers, method, input);
    try {
      const status = await service.handlers.indexStatus({});
      expect([status.readOnly, status.photos]).toEqual([true, 11]);
      expect(await statusOutput(cli, {})).toMatch(/^Library: .* \(read-only\)\n {2}This library is read-only: Recollect cannot write in its folder, so it can be searched and browsed, but nothing in it can be changed\.\nPhotos: 11\n/);

      const answer = await service.handlers.search(query);
      expect([answer.readOnly, answer.results.map((r) => r.path)]).toEqual([true, expected]);
      const printed = await searchOutput(cli, query);
      expect(printed).toContain("This library is read-only: this search is not kept, and cannot be corrected.");
      expect(printed).not.toContain("recollect feedback");
      // The search is not kept, and what was kept before is still listed.
      expect((await service.handlers.history({ offset: 0, limit: 10 })).searches.map((s) => s.query)).toEqual(["photos from July 2024"]);
    } finally {
      await service.close();
      complaints.mockRestore();
    }
    expect(complaints.mock.calls.map(([text]) => String(text)).join("")).toBe("");
    expect(fingerprint(library)).toEqual(untouched);
  });

  it("refuses every change with that message, before starting it, and answers reads in an engine that stays open", async ({ skip }) => {
    if (!view) return skip("this machine cannot make a folder read-only");
    const complaints = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    // As `serve` opens it, with a CLIP model installed that never analysed this library.
    const service = await open({ shell: "browser", indexOnOpen: true, watch: true, loadIndexOnOpen: true, answerOnSocket: true, analysis: { modelsDir: models, manifest, enabled: true } });
    try {
      const [photo] = (await service.handlers.search(query)).results;
      const refusals = await Promise.all(
        [
          call(service.handlers, "addMemory", { photoIds: [photo!.id], text: "the harbour" }),
          call(service.handlers, "createAlbum", { name: "Summer" }),
          call(service.handlers, "reindex", {}),
          call(service.handlers, "search", { query: "remember that this is the harbour", limit: 5, selection: [photo!.id] }),
        ].map((p) => p.then(() => null, (error: { code: string; message: string }) => `${error.code}: ${error.message}`)),
      );
      expect(refusals).toEqual(Array(4).fill("library_read_only: This library is read-only: Recollect cannot write in its folder, so it can be searched and browsed, but nothing in it can be changed."));
      expect((await service.handlers.search({ query: "a harbour at dusk", limit: 5 })).readOnly).toBe(true);
      // The first-launch offer is not made: "Later" could not be kept, and it would cover every view.
      expect((await service.handlers.visualSearchOffer({})).ask).toBe(false);
      expect((await service.handlers.timeline({})).total).toBe(11);
      await service.idle();
      expect((await service.handlers.indexStatus({})).progress.state).toBe("idle");
    } finally {
      await service.close();
      complaints.mockRestore();
    }
    expect(complaints.mock.calls.map(([text]) => String(text)).join("")).toBe("");
    expect(fingerprint(library)).toEqual(untouched);
  }, 120_000);
});
