import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fitOnScreen, readWindowState, writeWindowState } from "./window-state";

const laptop = { x: 0, y: 25, width: 1440, height: 875 };
const monitor = { x: 1440, y: 0, width: 2560, height: 1440 };

describe("the window's place between runs", () => {
  it("puts the window back where it was when that screen is still there", () => {
    expect(fitOnScreen({ x: 1600, y: 100, width: 1400, height: 900 }, [laptop, monitor])).toEqual({ x: 1600, y: 100, width: 1400, height: 900 });
  });

  it("opens at the default place when the monitor it was on is gone", () => {
    expect(fitOnScreen({ x: 1600, y: 100, width: 1400, height: 900 }, [laptop])).toBeNull();
  });

  it("shrinks and moves a window that no longer fits its screen, never below the minimum size", () => {
    expect(fitOnScreen({ x: 1000, y: 25, width: 2000, height: 1200 }, [laptop])).toEqual({ x: 0, y: 25, width: 1440, height: 875 });
    expect(fitOnScreen({ x: 10, y: 30, width: 300, height: 200 }, [laptop])).toEqual({ x: 10, y: 30, width: 900, height: 600 });
  });

  it("round-trips through its file, and ignores a damaged or foreign one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-window-"));
    const file = path.join(dir, "window-state.json");
    try {
      expect(readWindowState(file)).toBeNull();
      writeWindowState(file, { bounds: { x: 5, y: 6, width: 1000, height: 700 }, maximized: true });
      expect(readWindowState(file)).toEqual({ bounds: { x: 5, y: 6, width: 1000, height: 700 }, maximized: true });
      fs.writeFileSync(file, "{ not json");
      expect(readWindowState(file)).toBeNull();
      fs.writeFileSync(file, JSON.stringify({ bounds: { x: "a" } }));
      expect(readWindowState(file)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
