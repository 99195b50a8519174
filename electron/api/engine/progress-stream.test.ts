import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { AnalysisProgress } from "../../library/analysis/analyzer";
import { Indexer } from "../../library/indexer";
import { PhotoStore } from "../../store/store";
import { tempDir } from "../../testing/fixtures";
import type { IndexProgress } from "../contract";
import { ProgressStream } from "./progress-stream";

describe("a library's progress stream", () => {
  const dir = tempDir("recollect-progress-stream-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("shows the models' pass beside indexing only while it analyses a phase, and stops telling a listener that left", async () => {
    const store = await PhotoStore.open(path.join(dir, "db"));
    const indexer = new Indexer(store, dir);
    let analysis: AnalysisProgress | undefined;
    const stream = new ProgressStream(indexer, () => analysis);
    expect(stream.now()).toMatchObject({ ...indexer.progress(), rebuilding: indexer.rebuilding, analysis: null });

    const heard: IndexProgress[] = [];
    const leave = stream.listen((p) => heard.push(p));
    for (const state of ["idle", "analysing"] as const) {
      for (const phase of [null, "starting", "clip", "ocr"] as const) {
        analysis = { state, phase, done: 3, total: 10, failed: 1 };
        stream.emit();
        expect(heard.at(-1)!.analysis).toEqual(state === "analysing" && phase ? { phase, done: 3, total: 10, failed: 1 } : null);
      }
    }
    expect(heard).toHaveLength(8);
    leave();
    stream.emit();
    expect(heard).toHaveLength(8);
    indexer.dispose();
    indexer.closeJournal();
    store.close();
  });
});
