import { describe, expect, it } from "vitest";
import { ANALYSIS_BUDGET_BYTES, OCR_BYTES, WORKER_BYTES, analysisWorkers } from "./worker-count";
import { boxSide } from "../upright-pixels";

describe("how many analysis workers run", () => {
  it("one per core while they fit the memory budget", () => {
    expect(analysisWorkers({ cores: 2, totalMemory: 16e9 })).toBe(2);
    expect(analysisWorkers({ cores: 16, totalMemory: 64e9 })).toBe(Math.floor((ANALYSIS_BUDGET_BYTES - OCR_BYTES) / WORKER_BYTES));
  });

  it("counts the OCR engines once, in the worker that reads text: all of them within 1.2 GB", () => {
    const workers = analysisWorkers({ cores: 16, totalMemory: 64e9 });
    expect(workers).toBe(2);
    expect(workers * WORKER_BYTES + OCR_BYTES).toBeLessThanOrEqual(ANALYSIS_BUDGET_BYTES);
  });

  it("fewer when CLIP is installed, since each worker holds it, and never none", () => {
    expect(analysisWorkers({ cores: 2, totalMemory: 16e9, clipBytes: 352e6 })).toBe(1);
    expect(analysisWorkers({ cores: 8, totalMemory: 2e9 })).toBe(1);
  });
});

describe("the one decode a photo gets", () => {
  it("is 512 on the long side, more for a panorama so CLIP still has 224 on the short one", () => {
    expect(boxSide(4000, 3000, { longest: 512, shortest: 224 })).toBe(512);
    expect(boxSide(3000, 4000, { longest: 512, shortest: 224 })).toBe(512);
    expect(boxSide(8000, 1000, { longest: 512, shortest: 224 })).toBe(1792);
    expect(boxSide(8000, 1000, { longest: 512, shortest: 0 })).toBe(512);
  });
});
