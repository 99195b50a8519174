/**
 * @file Which analyses run: the library's switches (Models & settings), less what this run was
 * told to leave out (`--no-ocr`), and the contract's `analyses` and `setAnalysis`.
 *
 * Runs in the engine's process. The reading of the switches is pure, so that it is tested alone.
 */
import { shippedModels } from "../../../native/models/manifest";
import type { LibrarySettings } from "../../library/settings-file";
import type { AnalysisName, AnalysisSwitch } from "../contract";
import type { Handlers } from "../dispatch";

/** The shipped analyses, as Models & settings names them. */
export const ANALYSES: Array<{ name: AnalysisName; title: string; finds: string }> = [
  { name: "objects", title: "Things in photos", finds: "People, animals, vehicles, food and household things: \"a cat\", \"boats\", \"no people\"." },
  { name: "faces", title: "Faces and smiles", finds: "People you name, \"selfies\", \"group photos\", \"people smiling\"." },
  { name: "text", title: "Text in photos", finds: "Words in screenshots, receipts, signs and documents." },
];

export type AnalysesOn = Record<AnalysisName, boolean>;

/** The analyses this run was told to leave out, whatever the library's switches say. */
export function forcedOffBy(options: { objects?: boolean; faces?: boolean; ocr?: boolean }): AnalysesOn {
  return { objects: options.objects === false, faces: options.faces === false, text: options.ocr === false };
}

/** What the analysis pass runs: each analysis switched on and not forced off. */
export function runningAnalyses(on: AnalysesOn, forcedOff: AnalysesOn): { objects: boolean; faces: boolean; ocr: boolean } {
  return { objects: on.objects && !forcedOff.objects, faces: on.faces && !forcedOff.faces, ocr: on.text && !forcedOff.text };
}

/** The switches as Models & settings shows them, each with the shipped models it runs. */
export function analysisSwitches(on: AnalysesOn, forcedOff: AnalysesOn): AnalysisSwitch[] {
  return ANALYSES.map(({ name, title, finds }) => ({
    name,
    title,
    finds,
    on: on[name],
    forcedOff: forcedOff[name],
    models: shippedModels().filter((m) => m.kind === name).map(({ name, title, use, package: from, bytes, license }) => ({ name, title, use, package: from, bytes, license })),
  }));
}

export function switchHandlers(settings: LibrarySettings, forcedOff: AnalysesOn, schedule: () => void): Pick<Handlers, "analyses" | "setAnalysis"> {
  return {
    async analyses() {
      return analysisSwitches(settings.get("analyses"), forcedOff);
    },

    async setAnalysis({ name, on }) {
      await settings.set({ analyses: { ...settings.get("analyses"), [name]: on } });
      // Turned on: the photos it has not looked at yet are looked at now.
      if (on) schedule();
      return analysisSwitches(settings.get("analyses"), forcedOff);
    },
  };
}
