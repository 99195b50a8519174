import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ModelManager } from "../../../native/models/manager";
import { tempDir } from "../../testing/fixtures";
import { installTinyModels, TINY_CLIP, tinyManifest } from "../../testing/tiny-models";
import { InferenceWorkers } from "./workers";

describe("a library's inference workers", () => {
  const root = tempDir("recollect-workers-");
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const dir = (name: string) => fs.mkdtempSync(path.join(root, name));

  it("start none without a model: a query's words get no CLIP embedding and no related concepts", async () => {
    const workers = await InferenceWorkers.open(new ModelManager(dir("workers-models-"), tinyManifest()), {}, () => "auto", dir("workers-library-"));
    expect(workers.config.clip).toBeNull();
    expect(await workers.embedText("a red bicycle")).toBeNull();
    expect(await workers.relatedConcepts("puppy")).toEqual([]);
    const status = await workers.status(false);
    expect(status).toMatchObject({ provider: null, preference: "auto", clipModel: null, analysisEnabled: false });
    expect(workers.clients).toEqual([]);
    await workers.close();
  });

  it("take this run's provider over the library's, and the library's when the run names none", async () => {
    let saved: "auto" | "cpu" = "auto";
    const models = dir("workers-provider-models-");
    const forced = await InferenceWorkers.open(new ModelManager(models, tinyManifest()), { provider: "cpu" }, () => saved, dir("workers-provider-library-"));
    const plain = await InferenceWorkers.open(new ModelManager(models, tinyManifest()), {}, () => saved, dir("workers-provider-library-"));
    expect(forced.preference()).toBe("cpu");
    expect(plain.preference()).toBe("auto");
    saved = "cpu";
    expect(plain.preference()).toBe("cpu");
    expect((await plain.status(true)).candidates.length).toBeGreaterThan(0);
  });

  it("start the first worker on the first query once CLIP is installed, and tell listeners when the models change", async () => {
    const models = dir("workers-clip-models-");
    const manager = new ModelManager(models, installTinyModels(models));
    const workers = await InferenceWorkers.open(manager, {}, () => "cpu", dir("workers-clip-library-"));
    try {
      expect(workers.config.clip?.name).toBe(TINY_CLIP);
      expect(workers.clients).toEqual([]);
      const vector = await workers.embedText("a red bicycle");
      expect(vector?.length).toBe(512);
      expect(workers.clients.length).toBe(1);
      let heard = 0;
      const stop = workers.onModelsChanged(() => heard++);
      await manager.remove(TINY_CLIP);
      await workers.reconfigure();
      expect(heard).toBe(1);
      expect(workers.config.clip).toBeNull();
      expect(await workers.embedText("a red bicycle")).toBeNull();
      stop();
      await workers.reconfigure();
      expect(heard).toBe(1);
    } finally {
      await workers.close();
    }
  });
});
