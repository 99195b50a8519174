import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openService } from "./service";
import { copyOfPhotos, tempDir } from "../testing/fixtures";
import { installTinyModels } from "../testing/tiny-models";

/**
 * A one-shot command (`recollect search`) exits as soon as its engine is closed (see [Note: A
 * one-shot command exits when it is done] in cli.ts): what it started must be written by then, and
 * what only a long-lived engine needs must not have been begun.
 */
describe("an engine opened for one command", () => {
  it("leaves the index's snapshot whole and no half-written file, and never loads the vectors into memory; one that stays open does, and closes with their copy written", async () => {
    const photos = copyOfPhotos();
    const modelsDir = tempDir("models");
    const library = tempDir("library");
    const analysis = { modelsDir, manifest: installTinyModels(modelsDir), ocr: false, faces: false, objects: false };
    const indexing = await openService({ libraryDir: library, shell: "cli", analysis: { ...analysis, enabled: true } });
    await indexing.handlers.addFolder({ path: photos });
    await indexing.idle();
    await indexing.close();
    const cache = path.join(library, "cache");
    fs.rmSync(cache, { recursive: true, force: true });

    // The index read as a search reads it. No query is embedded: an engine that embedded one here,
    // the second or third in this process to start the inference worker, aborted the process now
    // and then as it closed ("terminate called after throwing an instance of 'Napi::Error'"; stop
    // 32's code as well, in 5 runs of 8; not traced). A command's process starts one worker.
    const oneShot = await openService({ libraryDir: library, shell: "cli", staysOpen: false, analysis });
    await oneShot.search.refresh();
    const photo = oneShot.search.index.idOf(0)!;
    expect(oneShot.search.vectorOf(photo)).toBeNull();
    await oneShot.close();
    const left = fs.readdirSync(cache);
    expect(left).toContain("index-state.v8");
    expect(left.filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(left.filter((name) => name.startsWith("vectors-"))).toEqual([]);

    // One that stays open loads the vectors behind the graph and saves their copy; what it waits
    // for before closing (`settled`) includes that copy being written whole.
    const staying = await openService({ libraryDir: library, shell: "cli", analysis });
    await staying.search.refresh();
    await staying.search.settled();
    expect(staying.search.vectorOf(photo)).toBeInstanceOf(Float32Array);
    expect(fs.readdirSync(cache).filter((name) => name.startsWith("vectors-"))).toEqual([expect.stringMatching(/^vectors-.*\.int8$/)]);
    await staying.close();
    expect(fs.readdirSync(cache).filter((name) => name.startsWith("vectors-"))).toEqual([expect.stringMatching(/^vectors-.*\.int8$/)]);
    fs.rmSync(photos, { recursive: true, force: true });
    fs.rmSync(modelsDir, { recursive: true, force: true });
    fs.rmSync(library, { recursive: true, force: true });
  }, 180_000);
});
