import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../testing/fixtures";
import { createFolderWatcher } from "./watcher";

describe("the folder watcher", () => {
  const dir = tempDir("watcher");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("hands over a batch within its maximum wait even while another file keeps changing", async () => {
    const batches: Array<{ at: number; paths: string[] }> = [];
    const watcher = createFolderWatcher({ settleMs: 300, maxWaitMs: 1000, onChanges: (_folder, paths) => batches.push({ at: Date.now(), paths }) });
    await watcher.watch(dir);
    // Changes every 100 ms, closer together than the quiet period, for four seconds.
    const started = Date.now();
    const churn = setInterval(() => fs.writeFileSync(path.join(dir, "busy.log"), String(Date.now())), 100);
    fs.writeFileSync(path.join(dir, "photo.jpg"), "swapped");
    try {
      while (batches.length === 0 && Date.now() - started < 4000) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      clearInterval(churn);
      await watcher.close();
    }
    expect(batches.length).toBeGreaterThan(0);
    expect(batches[0]!.at - started).toBeLessThan(2500);
    expect(batches[0]!.paths).toContain(path.join(dir, "photo.jpg"));
  });
});
