import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import type { RecollectService } from "../api/service";
import { closeAndDelete, tempDir } from "../testing/fixtures";
import { indexedPersonalAlbum } from "../testing/personal-album";
import { installTinyModels } from "../testing/tiny-models";
import { calibrate } from "../query/fuse";
import { anchor, cosine, personalizeQuery, pseudoRelevance } from "./personalize";

const unit = (...values: number[]) => {
  const v = Float32Array.from(values);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
};

describe("PBR's parts", () => {
  it("P-PRF takes the nearest past searches with confirmed photos, and none that are far", () => {
    const history = [
      { query: unit(1, 0, 0), confirmed: [unit(0, 1, 0)] },
      { query: unit(0.9, 0.1, 0), confirmed: [unit(0, 0, 1)] },
      { query: unit(0, 0, 1), confirmed: [unit(1, 1, 1)] },
      { query: unit(1, 0, 0.01), confirmed: [] },
    ];
    const feedback = pseudoRelevance(unit(1, 0, 0), history, 2)!;
    expect(Array.from(feedback.fAvg).map((x) => Number(x.toFixed(3)))).toEqual([0, 0.5, 0.5]);
    expect(cosine(feedback.r, unit(1, 0.05, 0))).toBeGreaterThan(0.99);
    expect(pseudoRelevance(unit(0, 1, 0), history)).toBeNull();
  });

  it("P-Anchor leans to where the user's photos cluster (PageRank over the θ-similarity graph)", () => {
    const cluster = [unit(1, 0.1, 0), unit(1, 0, 0.1), unit(1, 0.05, 0.05), unit(0.95, 0.1, 0.1)];
    const c = anchor([...cluster, unit(0, 1, 0.2), unit(0.1, 0, 1)])!;
    expect(cosine(c, unit(1, 0.05, 0.05))).toBeGreaterThan(0.95);
    expect(anchor([unit(1, 0, 0), unit(0, 1, 0)])).toBeNull();
  });

  it("fuses as the paper does, q* = q + c + w₁·f_avg + w₂·r, and calibrates back to the plain scale", () => {
    const [q, c] = [unit(1, 0, 0), unit(0, 1, 0)];
    const feedback = { fAvg: unit(0, 0, 1), r: unit(1, 0, 0) };
    const base = unit(0.5, 0.5, 0);
    const [w1, w2] = [1 + cosine(base, feedback.fAvg), 1 + cosine(base, feedback.r)];
    expect(w1).toBeCloseTo(1);
    const expected = unit(1 + w2, 1, w1);
    expect(Array.from(personalizeQuery(q, c, feedback))).toEqual(Array.from(expected).map((x) => expect.closeTo(x, 5)));
    expect(Array.from(personalizeQuery(q, null, null))).toEqual(Array.from(q));

    const plain = Float32Array.from([0.3, 0.2, 0.1, Number.NaN]);
    const personal = Float32Array.from([0.5, 0.9, 0.7, Number.NaN]);
    const calibrated = calibrate(personal, plain);
    expect(calibrated[1]! > calibrated[2]! && calibrated[2]! > calibrated[0]!).toBe(true);
    expect((calibrated[0]! + calibrated[1]! + calibrated[2]!) / 3).toBeCloseTo(0.2);
    expect(Math.max(calibrated[0]!, calibrated[1]!, calibrated[2]!)).toBeCloseTo(Math.max(...[0.3, 0.2, 0.1]), 1);
    expect(calibrated[3]).toBeNaN();
  });
});

describe("PBR in search, on real (tiny) CLIP vectors", () => {
  let service: RecollectService;
  let album: string;
  let idOf: Map<string, string>;
  beforeAll(async () => {
    const modelsDir = tempDir("pbr-models");
    ({ service, album, idOf } = await indexedPersonalAlbum({ analysis: { modelsDir, manifest: installTinyModels(modelsDir), enabled: true, ocr: false, faces: false } }));
  }, 120_000);
  afterAll(() => closeAndDelete(service, album));

  it("moves the query toward what the user confirmed for it and toward their memories' photos, unless turned off", async () => {
    expect(await service.search.personalizer()).toBeNull();
    const asked = await call(service.handlers, "search", { query: "green circle" });
    const chosen = idOf.get("Phone/PXL_20230710.jpg")!;
    await call(service.handlers, "feedback", { queryId: asked.queryId, photoId: chosen, verdict: "good" });
    const shift = (await service.search.personalizer())!;
    expect(shift).toBeTypeOf("function");
    const q = (await service.search.embedText("green circle"))!;
    const shifted = shift(q)!;
    const photo = service.search.vectorOf(chosen)!;
    expect(cosine(shifted, photo)).toBeGreaterThan(cosine(q, photo) + 0.05);

    // Memories give it the user's themes: the query leans toward the photos they told about.
    const told = ["2023/lisbon-1.jpg", "2023/lisbon-2.jpg", "2023/lisbon-3.jpg"];
    for (const file of told) await call(service.handlers, "addMemory", { photoIds: [idOf.get(file)!], text: "grandma's garden" });
    const anchored = (await service.search.personalizer())!(q)!;
    const theme = told.map((file) => service.search.vectorOf(idOf.get(file)!)!).reduce((sum, v) => sum.map((x, d) => x + v[d]!), new Float32Array(q.length));
    expect(cosine(anchored, theme)).toBeGreaterThan(cosine(shifted, theme));

    await call(service.handlers, "setPersonalize", { on: false });
    expect(await service.search.personalizer()).toBeNull();
    await call(service.handlers, "setPersonalize", { on: true });
  });
});
