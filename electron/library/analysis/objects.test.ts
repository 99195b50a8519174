import fs from "node:fs";
import { Schema } from "apache-arrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../../api/service";
import { closeAndDelete, copyOfPhotos, detailsByName, indexedLibrary, tempDir } from "../../testing/fixtures";
import { float, PhotoStore, text } from "../store";
import { AnalysisStore } from "./analysis-store";
import { faceLinks, faceScene } from "./expressions";
import { objectPhrase, objectTags, readObjects, storeObjects } from "./objects";

describe("object tags", () => {
  const stored = storeObjects([
    { label: "dog", score: 0.71, box: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 } },
    { label: "dog", score: 0.55, box: { x: 0.5, y: 0.2, width: 0.3, height: 0.4 } },
    { label: "sheep", score: 0.47, box: { x: 0, y: 0, width: 0.1, height: 0.1 } },
  ]);

  it("are the detections at or above the threshold, one per class, counted", () => {
    expect(objectTags(stored)).toEqual([{ label: "dog", score: 0.71, count: 2 }]);
    expect(objectTags(stored, 0.4).map((t) => t.label)).toEqual(["dog", "sheep"]);
  });

  it("read nothing from a photo not yet looked at, or from a damaged value", () => {
    expect(objectTags(null)).toEqual([]);
    expect(readObjects("{not json")).toEqual([]);
    expect(readObjects('[{"label":"dog"}]')).toEqual([]);
  });

  it("are named with their article in reasons", () => {
    expect(objectPhrase("dog")).toBe("a dog");
    expect(objectPhrase("umbrella")).toBe("an umbrella");
  });
});

/**
 * The shipped detector's real weights on the fixtures, without CLIP: what "a cat" or "animals"
 * finds when nothing was downloaded.
 */
describe("without CLIP, the object detector's tags", () => {
  let photos = "";
  let modelsDir = "";
  let service: RecollectService;

  beforeAll(async () => {
    photos = copyOfPhotos();
    modelsDir = tempDir("models");
    service = await indexedLibrary([photos], { analysis: { modelsDir, enabled: true, ocr: false, faces: false } });
  }, 240_000);
  afterAll(() => closeAndDelete(service, photos, modelsDir));

  it("are stored per photo with boxes and scores", async () => {
    const details = await detailsByName(service);
    const cat = details.get("IMG_0002.jpg")!.analysis!.objects!;
    expect(cat.map((o) => o.label)).toEqual(["cat"]);
    expect(cat[0]!.box.width).toBeGreaterThan(0.3);
    expect(details.get("IMG_0001.jpg")!.analysis!.objects!.map((o) => o.label)).toContain("person");
    // Looked at, nothing found: an empty list, not "not yet".
    expect(details.get("hubble.jpg")!.analysis!.objects).toEqual([]);
  });

  it("find the cat for 'a cat', 'cats', 'animals' and 'mammals', saying why", async () => {
    for (const query of ["a cat", "cats", "animals", "mammals"]) {
      const answer = await service.handlers.search({ query, limit: 10 });
      const names = answer.results.map((r) => r.name);
      expect(names, query).toContain("IMG_0002.jpg");
      expect(names, query).not.toContain("IMG_0001.jpg");
      expect(answer.results.find((r) => r.name === "IMG_0002.jpg")!.reasons.join("; "), query).toMatch(/a cat is in it/);
    }
  });

  it("find the cat for 'pets', and not for 'vehicles' (WordNet's Caterpillar 'cat' is a vehicle)", async () => {
    expect((await service.handlers.search({ query: "pets", limit: 10 })).results.map((r) => r.name)).toContain("IMG_0002.jpg");
    expect((await service.handlers.search({ query: "vehicles", limit: 10 })).results.map((r) => r.name)).not.toContain("IMG_0002.jpg");
  });

  it("find the astronaut for 'people', and keep her out of 'no people'", async () => {
    expect((await service.handlers.search({ query: "people", limit: 10 })).results.map((r) => r.name)).toContain("IMG_0001.jpg");
    const without = await service.handlers.search({ query: "photos without people", limit: 20 });
    expect(without.results.map((r) => r.name)).not.toContain("IMG_0001.jpg");
  });

  it("find the coffee cup for 'a cup'", async () => {
    const answer = await service.handlers.search({ query: "a cup", limit: 10 });
    expect(answer.results.map((r) => r.name)).toContain("IMG_0003.jpg");
  });
});

describe("a library analysed before object tags existed", () => {
  it("keeps what was found and marks objects as not yet looked for, so the next pass adds them", async () => {
    const dir = tempDir("old-library");
    const store = await PhotoStore.open(dir);
    const before = new Schema([
      text("id"), text("hash"), text("clip_model", true), text("tags"), text("ocr"), text("ocr_text"), float("faces", true), text("failed", true),
      text("applied_to"), text("text"),
    ]);
    const old = await store.table("analysis", before);
    await old.add([{ id: "p1", hash: "h1", clip_model: null, tags: "[]", ocr: "read", ocr_text: "STRANDMON", faces: 1, failed: null, applied_to: "", text: "" }]);
    const upgraded = await AnalysisStore.open(store);
    expect((await upgraded.rows()).get("p1")).toMatchObject({ ocr_text: "STRANDMON", faces: 1, objects: null });
    await upgraded.save([{ ...(await upgraded.rows()).get("p1")!, objects: "[]" }]);
    // Opened again: nothing to add, and what the pass wrote stays.
    expect((await (await AnalysisStore.open(store)).rows()).get("p1")!.objects).toBe("[]");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("what the faces say", () => {
  it("one wide face is a selfie, three faces a group, a 'happy' share of 0.5 a smile", () => {
    expect(faceScene('[{"smile":0.98,"width":0.42}]')).toEqual({ smiling: 1, selfie: true, group: false });
    expect(faceScene('[{"smile":0.1,"width":0.12}]')).toEqual({ smiling: 0, selfie: false, group: false });
    expect(faceScene('[{"smile":0.7,"width":0.1},{"smile":0.2,"width":0.1},{"smile":0.9,"width":0.1}]')).toEqual({ smiling: 2, selfie: false, group: true });
    expect(faceScene(null)).toEqual({ smiling: 0, selfie: false, group: false });
    expect(faceLinks(3, faceScene('[{"smile":0.7,"width":0.1},{"smile":0.2,"width":0.1},{"smile":0.9,"width":0.1}]')).map((l) => l.label)).toEqual(["person", "smiling face", "group of people"]);
  });
});
