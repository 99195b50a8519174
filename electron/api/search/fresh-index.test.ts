import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IndexProgress } from "../../domain/index-progress";
import { LibrarySettings } from "../../library/settings-file";
import { closeAndDelete, indexedLibrary, NO_MODELS, PHOTOS, tempDir } from "../../testing/fixtures";
import { openAnalysis } from "../analysis-service";
import { openSearch } from "../search-service";

const IDLE: IndexProgress = {
  state: "idle", folder: null, total: 0, done: 0, indexed: 0, unchanged: 0, failed: 0, unsupported: 0, moved: 0, removed: 0,
  currentFile: null, queued: 0, paused: false, ratePerSecond: null, etaSeconds: null, analysis: null,
};
const INDEXING: IndexProgress = { ...IDLE, state: "indexing", total: 1, done: 0 };
const MODELS_PASS: IndexProgress = { ...IDLE, analysis: { phase: "objects", done: 0, total: 10, failed: 0 } };

function folderOf(...names: string[]): string {
  const dir = tempDir("fresh-folder");
  for (const name of names) fs.copyFileSync(path.join(PHOTOS, name), path.join(dir, name));
  return dir;
}

afterEach(() => void vi.useRealTimers());

describe("the index a query reads", () => {
  // The models' pass starts the moment an indexing run ends. A read from before that end lacks the
  // run's last photos, trips and copies: the home screen asked for its highlights then and found
  // no trip, and "Seattle in March" missed the day the run wrote last.
  it.each([
    ["before the run began", IDLE],
    ["while it ran", INDEXING],
  ])("is read again as soon as an indexing run has ended, though the models' pass has begun: last read %s", async (_, before) => {
    const first = folderOf("IMG_0001.jpg");
    const second = folderOf("IMG_0004.jpg");
    const service = await indexedLibrary([first]);
    const settings = await LibrarySettings.open(service.libraryDir);
    const analysis = await openAnalysis(service.store, service.libraryDir, { thumbnail: (id) => id }, { modelsDir: NO_MODELS, enabled: false }, () => {}, settings);
    let progress = before;
    const search = await openSearch(service.store, analysis, { now: () => new Date(2026, 10, 22), thumbnailUrl: (id) => id, progress: () => progress, staysOpen: false });
    try {
      // The clock stands still: the few seconds the index may lag while files are written never pass.
      vi.useFakeTimers({ toFake: ["Date"] });
      expect((await search.current()).size).toBe(1);
      progress = INDEXING;
      await service.handlers.addFolder({ path: second });
      await service.idle();
      // Written while indexing: the index may lag, for a few seconds.
      expect((await search.current()).size).toBe(1);
      // The run has ended and the models' pass looks at its photos: the run's writes are read now.
      progress = MODELS_PASS;
      expect((await search.current()).size).toBe(2);
    } finally {
      await search.settled();
      await analysis.close();
      await closeAndDelete(service, first, second);
    }
  });

  // An index read before any photo was written says "your library has no photos yet": the first
  // query after the first photos are written, while the run still goes on, must not be told so.
  it.each([
    ["while the run goes on", INDEXING],
    ["in the models' pass", MODELS_PASS],
  ])("is read again at once while it has no photo and the library has some: %s", async (_, during) => {
    const folder = folderOf("IMG_0001.jpg", "IMG_0004.jpg");
    const service = await indexedLibrary([]);
    const settings = await LibrarySettings.open(service.libraryDir);
    const analysis = await openAnalysis(service.store, service.libraryDir, { thumbnail: (id) => id }, { modelsDir: NO_MODELS, enabled: false }, () => {}, settings);
    let progress = INDEXING;
    const search = await openSearch(service.store, analysis, { now: () => new Date(2026, 10, 22), thumbnailUrl: (id) => id, progress: () => progress, staysOpen: false });
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      expect((await search.current()).size).toBe(0);
      // A query in the models' pass before the photos came (versions unchanged then) marks the pass as read.
      progress = during;
      expect((await search.current()).size).toBe(0);
      await service.handlers.addFolder({ path: folder });
      await service.idle();
      expect((await search.current()).size).toBe(2);
    } finally {
      await search.settled();
      await analysis.close();
      await closeAndDelete(service, folder);
    }
  });
});
