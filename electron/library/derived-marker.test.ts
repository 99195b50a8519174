import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DERIVED_VERSION, DerivedMarker } from "./derived-marker";
import { openService } from "../api/service";
import { closeAndDelete, copyOfPhotos, indexedLibrary, NO_MODELS, tempDir } from "../testing/fixtures";

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
});
