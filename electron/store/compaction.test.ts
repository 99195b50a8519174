import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, indexedLibrary, PHOTOS } from "../testing/fixtures";

/**
 * The versions a table keeps on disk, counted from its manifests: LanceDB's own `listVersions`
 * reads each manifest it lists, and fails when a pass drops one between the two.
 */
async function versions(library: string, name: string): Promise<number> {
  const files = await readdir(path.join(library, "db", `${name}.lance`, "_versions"));
  return files.filter((file) => file.endsWith(".manifest")).length;
}

describe("a library left open for a long time", () => {
  let service: RecollectService;
  beforeAll(async () => {
    // Compaction every half second, keeping versions for a second: the schedule of days, in
    // seconds. (Keeping none would pull a version from under the history's own next write, which
    // the minute the app keeps never does.)
    service = await indexedLibrary([PHOTOS], { compaction: { everyMs: 500, keepMs: 1_000 } });
  });
  afterAll(async () => {
    await closeAndDelete(service);
  });

  it("keeps the search history from piling up a table version per search", async () => {
    for (let i = 0; i < 30; i++) await service.handlers.search({ query: `photos from July 2024 number ${i}`, limit: 5 });
    await service.search.learning.log.flushed();
    const started = Date.now();
    let left = await versions(service.libraryDir, "searches");
    while (left > 3 && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      left = await versions(service.libraryDir, "searches");
    }
    expect(left).toBeLessThanOrEqual(3);
    // Still all there.
    expect((await service.handlers.history({ offset: 0, limit: 50 })).total).toBe(30);
  });
});
