import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatch } from "../../api/dispatch";
import type { RecollectService } from "../../api/service";
import { closeAndDelete, indexedLibrary, PHOTOS, tempDir } from "../../testing/fixtures";

describe("exporting only where a person would", () => {
  let service: RecollectService;
  let ids: string[];
  let links: string;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
    ids = (await service.handlers.search({ query: "", limit: 2 })).results.map((r) => r.id);
    links = tempDir("export-links");
    fs.symlinkSync("/etc", path.join(links, "looks harmless"));
  });
  afterAll(async () => {
    await closeAndDelete(service, links);
  });

  /** What a folder holds and when it last changed: a probe file written and removed changes the time. */
  const state = (dir: string) => ({ names: fs.readdirSync(dir).sort(), mtimeMs: fs.statSync(dir).mtimeMs });

  it("refuses the library's own folder, pseudo-filesystems and system folders, saying why, before writing anything", async () => {
    const cases: Array<[string, RegExp]> = [
      [service.libraryDir, /inside Recollect's library/],
      [path.join(service.libraryDir, "db"), /inside Recollect's library/],
      ["/dev", /system shows its own live state/],
      ["/proc", /system shows its own live state/],
      ["/sys/kernel", /system shows its own live state/],
      ["/etc", /folders the system keeps its own files in/],
      ["/usr/local", /folders the system keeps its own files in/],
      ["/boot", /folders the system keeps its own files in/],
      ["/var/lib", /folders the system keeps its own files in/],
      ["/", /folders the system keeps its own files in/],
      [path.join(links, "looks harmless"), /folders the system keeps its own files in/],
    ];
    for (const [folder, reason] of cases) {
      const before = fs.existsSync(folder) ? state(folder) : null;
      const answer = await dispatch(service.handlers, "exportPhotos", { ids, folder, mode: "original", location: "keep" });
      expect(answer.ok, folder).toBe(false);
      if (answer.ok) continue;
      expect(answer.error, folder).toMatchObject({ code: "folder_unwritable", message: expect.stringMatching(reason), hint: expect.stringContaining("folder of your own") });
      if (!before) continue;
      // A live filesystem lists processes as they come and go ("/proc/1250"): nothing else may appear there.
      if (/^\/(proc|dev|sys)(\/|$)/.test(folder)) expect(state(folder).names.filter((name) => !before.names.includes(name) && !/^\d+$/.test(name)), folder).toEqual([]);
      else expect(state(folder), folder).toEqual(before);
    }
  });

  it("still copies into a folder of the person's own", async () => {
    const out = tempDir("export-ok");
    try {
      let job = await service.handlers.exportPhotos({ ids, folder: out, mode: "original", location: "keep" });
      while (job.state === "running") {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await service.handlers.exportStatus({ id: job.id });
      }
      expect(job.state, JSON.stringify(job.error)).toBe("done");
      expect(job.written).toHaveLength(2);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
