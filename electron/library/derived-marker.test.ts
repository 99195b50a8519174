import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { DERIVED_VERSION, DerivedMarker } from "./derived-marker";
import { call } from "../api/dispatch";
import type { IndexProgress } from "../api/contract";
import { openService } from "../api/service";
import { searchOutput, statusOutput } from "../cli-output";
import { closeAndDelete, copyOfPhotos, indexedLibrary, NO_MODELS, tempDir } from "../testing/fixtures";

/** Holds the rebuild of events and copies until a test lets it go; open for every other test. */
const rebuild = vi.hoisted(() => ({ held: Promise.resolve() }));
vi.mock(import("./grouping/regroup"), async (original) => {
  const real = await original();
  return { ...real, regroupLibrary: async (...args: Parameters<typeof real.regroupLibrary>) => (await rebuild.held, real.regroupLibrary(...args)) };
});

describe("derived data owed", () => {
  it("is owed after a run that never finished, and by a library whose events an older version worked out", () => {
    const dir = tempDir("library");
    const marker = new DerivedMarker(dir);
    // A new library has nothing derived to redo.
    expect(marker.isSet()).toBe(false);
    marker.set();
    expect(marker.isSet()).toBe(true);
    marker.clear();
    expect([marker.isSet(), fs.readFileSync(path.join(dir, "derived-version"), "utf8").trim()]).toEqual([false, String(DERIVED_VERSION)]);
    // Photos from before versions were written, or from an older version: worked out again.
    fs.rmSync(path.join(dir, "derived-version"));
    fs.mkdirSync(path.join(dir, "db", "photos.lance"), { recursive: true });
    expect(marker.isSet()).toBe(true);
    fs.writeFileSync(path.join(dir, "derived-version"), `${DERIVED_VERSION - 1}\n`);
    expect(marker.isSet()).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is worked out again when such a library opens, and then no more", async () => {
    const service = await indexedLibrary([copyOfPhotos()]);
    const dir = service.libraryDir;
    expect(fs.readFileSync(path.join(dir, "derived-version"), "utf8").trim()).toBe(String(DERIVED_VERSION));
    await service.close();
    fs.writeFileSync(path.join(dir, "derived-version"), "1\n");
    const reopened = await openService({ libraryDir: dir, shell: "cli", now: () => new Date(2026, 10, 22, 12), analysis: { modelsDir: NO_MODELS } });
    try {
      await reopened.idle();
      expect(fs.readFileSync(path.join(dir, "derived-version"), "utf8").trim()).toBe(String(DERIVED_VERSION));
      expect(new DerivedMarker(dir).isSet()).toBe(false);
    } finally {
      await closeAndDelete(reopened);
    }
  });

  it("is said by every status and answer while it is worked out again, in the app's stream and the CLI's text, and no more once done", async () => {
    const service = await indexedLibrary([copyOfPhotos()]);
    const dir = service.libraryDir;
    const query = { query: "photos from July 2024", limit: 5 };
    const whole = await service.handlers.search(query);
    expect(whole.results.length).toBeGreaterThan(0);
    await service.close();
    // Killed while events, copies and the text index were being derived: the mark is left set.
    new DerivedMarker(dir).set();
    let letGo = () => {};
    rebuild.held = new Promise<void>((resolve) => (letGo = resolve));
    const reopened = await openService({ libraryDir: dir, shell: "cli", now: () => new Date(2026, 10, 22, 12), analysis: { modelsDir: NO_MODELS } });
    const seen: IndexProgress[] = [];
    reopened.onIndexProgress((p) => seen.push(p));
    const cli = <M extends Parameters<typeof call>[1]>(method: M, input: unknown) => call(reopened.handlers, method, input);
    try {
      const status = await reopened.handlers.indexStatus({});
      const answer = await reopened.handlers.search(query);
      expect([status.progress.rebuilding, answer.rebuilding]).toEqual([true, true]);
      expect(answer.message).toMatch(/still putting this library's trips and copies back together/);
      expect(await statusOutput(cli, {})).toMatch(/^Rebuilding: trips, copies and the text index are being put back together/m);
      expect(await searchOutput(cli, query)).toMatch(/still putting this library's trips and copies back together/);

      letGo();
      await reopened.idle();
      expect(seen.at(-1)?.rebuilding).toBe(false);
      const after = await reopened.handlers.search(query);
      expect([(await reopened.handlers.indexStatus({})).progress.rebuilding, after.rebuilding]).toEqual([false, undefined]);
      expect(after.message).not.toMatch(/back together/);
      expect(after.message).toBe(whole.message);
      expect(await statusOutput(cli, {})).not.toMatch(/Rebuilding/);
    } finally {
      letGo();
      await closeAndDelete(reopened);
    }
  });
});
