import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeDatedPhotos } from "../testing/dated-photos";
import { derivedFacts, photoRowCount } from "../testing/derived-facts";
import { closeAndDelete, indexedLibrary, ROOT, tempDir } from "../testing/fixtures";

const BIN = path.join(ROOT, "bin", "recollect.mjs");

describe("kill -9 at any point of an indexing run, the post-indexing phase included", () => {
  const photos = tempDir("anywhere-photos");
  const library = tempDir("anywhere-library");
  const count = 120;
  afterAll(() => {
    for (const dir of [photos, library]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("loses no event, duplicate group or text index: the next run rebuilds what the kill cut short", async () => {
    await writeDatedPhotos(photos, count);
    const reference = await indexedLibrary([photos]);
    const expected = await derivedFacts(reference.libraryDir);
    await closeAndDelete(reference);
    expect(expected.events).toBeGreaterThan(0);
    expect(expected.duplicateGroups).toBeGreaterThan(0);
    expect(expected.textIndex).toBe(true);

    const index = () => spawn(process.execPath, [BIN, "--library", library, "index", "--no-analysis", photos], { stdio: "ignore" });
    const kill = async (child: ReturnType<typeof spawn>) => {
      child.kill("SIGKILL");
      if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once("exit", resolve));
    };
    // First kill: the moment the last photo row is on disk, when events, groups and the text index are being derived.
    const first = index();
    const started = Date.now();
    while ((await photoRowCount(library)) < count && first.exitCode === null && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 20));
    await kill(first);
    // Then kills at random points of whole runs (startup, files, derived data).
    for (let round = 0; round < 2; round++) {
      const child = index();
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 4000));
      await kill(child);
    }
    const last = spawnSync(process.execPath, [BIN, "--library", library, "index", "--no-analysis", photos], { encoding: "utf8", timeout: 120_000 });
    expect(last.status, last.stderr).toBe(0);
    expect(await derivedFacts(library)).toEqual(expected);
  }, 400_000);
});
