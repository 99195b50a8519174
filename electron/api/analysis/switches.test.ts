import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { LibrarySettings } from "../../library/settings-file";
import { tempDir } from "../../testing/fixtures";
import { ANALYSES, analysisSwitches, forcedOffBy, runningAnalyses, switchHandlers, type AnalysesOn } from "./switches";

/** Every on/off of the three analyses. */
const EVERY: AnalysesOn[] = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => ({ objects: (bits & 1) > 0, faces: (bits & 2) > 0, text: (bits & 4) > 0 }));

describe("which analyses run", () => {
  it("is each one the library switched on that this run did not leave out, for every combination of the two", () => {
    let cases = 0;
    for (const on of EVERY) {
      for (const forced of EVERY) {
        const running = runningAnalyses(on, forced);
        expect(running, JSON.stringify({ on, forced })).toEqual({ objects: on.objects && !forced.objects, faces: on.faces && !forced.faces, ocr: on.text && !forced.text });
        // Models & settings shows both: the library's switch, and that this run overrides it.
        const shown = analysisSwitches(on, forced);
        expect(shown.map((s) => [s.name, s.on, s.forcedOff])).toEqual(ANALYSES.map(({ name }) => [name, on[name], forced[name]]));
        cases++;
      }
    }
    expect(cases).toBe(64);
  });

  it("leaves out only what the run's options turn off explicitly", () => {
    expect(forcedOffBy({})).toEqual({ objects: false, faces: false, text: false });
    expect(forcedOffBy({ ocr: false, faces: true })).toEqual({ objects: false, faces: false, text: true });
    expect(forcedOffBy({ objects: false, faces: false, ocr: false })).toEqual({ objects: true, faces: true, text: true });
  });

  it("lists each switch with the models that ship for it", () => {
    const shown = analysisSwitches({ objects: true, faces: true, text: true }, forcedOffBy({}));
    for (const entry of shown) {
      expect(entry.title.length).toBeGreaterThan(0);
      for (const model of entry.models) expect(model.bytes).toBeGreaterThan(0);
    }
    expect(shown.some((s) => s.models.length > 0)).toBe(true);
  });
});

describe("switching an analysis in Models & settings", () => {
  const dir = tempDir("recollect-switches-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is kept with the library, and a switch turned on starts a pass over the photos it has not looked at", async () => {
    const settings = await LibrarySettings.open(dir);
    let scheduled = 0;
    const handlers = switchHandlers(settings, forcedOffBy({ ocr: false }), () => scheduled++);
    const off = await handlers.setAnalysis({ name: "faces", on: false });
    expect(off.find((s) => s.name === "faces")?.on).toBe(false);
    expect(scheduled).toBe(0);
    const on = await handlers.setAnalysis({ name: "faces", on: true });
    expect(on.find((s) => s.name === "faces")?.on).toBe(true);
    expect(scheduled).toBe(1);
    // Forced off for this run, still shown as the library has it.
    expect((await handlers.analyses({})).find((s) => s.name === "text")).toMatchObject({ on: true, forcedOff: true });
    expect((await LibrarySettings.open(dir)).get("analyses").faces).toBe(true);
  });
});
