/**
 * @file The tray icon that keeps Recollect running with its window closed, so that indexing and
 * the models' pass finish: it says how far they have got, pauses them, reopens the window or quits.
 *
 * Main process only.
 */
import path from "node:path";
import { Menu, nativeImage, Tray } from "electron";
import type { IndexProgress } from "../api/contract";
import { progressLine } from "../api/progress-line";
import type { RecollectService } from "../api/service";

export interface TrayActions {
  open: () => void;
  quit: () => void;
}

export function createTray(service: RecollectService, iconDir: string, actions: TrayActions): Tray {
  const tray = new Tray(nativeImage.createFromPath(path.join(iconDir, "tray.png")));
  tray.setToolTip("Recollect");
  let last = "";
  const update = (progress: IndexProgress) => {
    const status = progressLine(progress) ?? "Up to date";
    const busy = progress.state !== "idle";
    const key = `${status}|${busy}|${progress.paused}`;
    if (key === last) return;
    last = key;
    tray.setToolTip(`Recollect: ${status}`);
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: status, enabled: false },
        { type: "separator" },
        { label: "Open Recollect", click: actions.open },
        ...(busy && progress.state === "indexing"
          ? [{ label: progress.paused ? "Resume Indexing" : "Pause Indexing", click: () => void (progress.paused ? service.handlers.resumeIndexing({}) : service.handlers.pauseIndexing({})) }]
          : []),
        { type: "separator" },
        { label: "Quit Recollect", click: actions.quit },
      ]),
    );
  };
  // A status the engine cannot give now arrives with the next progress event.
  service.handlers.indexStatus({}).then((s) => update(s.progress), () => undefined);
  // The tray lives as long as the app: its listener is never removed.
  service.onIndexProgress(update);
  tray.on("click", actions.open);
  return tray;
}
