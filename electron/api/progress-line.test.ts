import { describe, expect, it } from "vitest";
import type { IndexProgress } from "./contract";
import { progressLine } from "./progress-line";

const idle: IndexProgress = { state: "idle", folder: null, total: 0, done: 0, indexed: 0, unchanged: 0, failed: 0, unsupported: 0, moved: 0, removed: 0, currentFile: null, queued: 0, paused: false, ratePerSecond: null, etaSeconds: null, analysis: null };

describe("indexing progress in words (sidebar and tray)", () => {
  it("says in plain words how indexing and analysis are going", () => {
    expect(progressLine(idle)).toBeNull();
    expect(progressLine({ ...idle, state: "indexing", done: 40, total: 300 })).toBe("Indexing 40 of 300");
    expect(progressLine({ ...idle, state: "indexing", done: 1200, total: 100000 })).toBe("Indexing 1,200 of 100,000");
    expect(progressLine({ ...idle, state: "indexing", done: 40, total: 300, paused: true })).toBe("Paused at 40 of 300");
    expect(progressLine({ ...idle, analysis: { phase: "faces", done: 3, total: 11, failed: 0 } })).toBe("Analysing photos: 3 of 11");
  });
});
